// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Scale, Sparkles } from 'lucide';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { NavGroup } from '../../src/content/navigation';
import { MobileMenu } from '../../src/layout/mobile-menu';

// Waku's Link needs the router; a plain anchor that records clicks stands in for it.
const navigated: string[] = [];
vi.mock('waku', () => ({
  Link: ({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        props.onClick?.(event);
        event.preventDefault();
        navigated.push(to);
      }}
    />
  ),
}));

const groups: NavGroup[] = [
  {
    id: 'services',
    title: 'Services',
    mobileTitle: 'Our Services',
    entries: [
      { title: 'Legal Assistant', description: 'd', href: '/a', icon: Scale },
      { title: 'Fine-Tuning', description: 'd', href: '/b', icon: Sparkles },
    ],
  },
  {
    id: 'solo',
    title: 'Solo',
    mobileTitle: 'Pricing',
    entries: [{ title: 'Pricing page', description: 'd', href: '/pricing', icon: Scale }],
  },
];

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
};

describe('MobileMenu', () => {
  // The menu panel is a lazily loaded chunk: load it once up front, as a pointer nearing the hamburger does.
  beforeAll(async () => {
    await import('../../src/islands/mobile-menu-panel');
  });

  it('shows collapsible sections, and a section with a single link as a plain link', async () => {
    render(<MobileMenu groups={groups} />);
    const dialog = await openMenu();
    const section = within(dialog).getByRole('button', { name: 'Our Services' });
    expect(section.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('link', { name: 'Legal Assistant' })).toBeNull();

    await userEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Legal Assistant' }).getAttribute('href')).toBe('/a');

    await userEvent.click(section);
    expect(within(dialog).queryByRole('link', { name: 'Legal Assistant' })).toBeNull();

    expect(within(dialog).queryByRole('button', { name: 'Pricing' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
  });

  it('navigates and closes when a link is chosen, returning focus to the hamburger', async () => {
    render(<MobileMenu groups={groups} />);
    const dialog = await openMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Our Services' }));
    await userEvent.click(within(dialog).getByRole('link', { name: 'Fine-Tuning' }));
    expect(navigated.at(-1)).toBe('/b');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('closes on Escape and from its close button', async () => {
    render(<MobileMenu groups={groups} />);
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the theme toggle and Contact Us', async () => {
    render(<MobileMenu groups={groups} />);
    const dialog = await openMenu();
    expect(within(dialog).getByRole('button', { name: /Switch to (light|dark) theme/ })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });
});
