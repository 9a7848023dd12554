import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from '../../src/islands/theme-toggle';

const renderToggles = () =>
  render(
    <Provider store={createStore()}>
      <ThemeToggle>icon</ThemeToggle>
      <ThemeToggle>icon</ThemeToggle>
    </Provider>,
  );

const root = () => document.documentElement;

describe('ThemeToggle', () => {
  it('starts dark, toggles, saves under "theme" and restyles <html>; every toggle shares the state', async () => {
    renderToggles();
    const [first, second] = screen.getAllByRole('button');

    await userEvent.click(first as HTMLElement);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(root().classList.contains('light')).toBe(true);
    expect(root().classList.contains('dark')).toBe(false);

    await userEvent.click(second as HTMLElement);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('carries both names; CSS shows the one for the theme on <html>, so it is right before hydration', () => {
    renderToggles();
    const [first] = screen.getAllByRole('button');
    expect(first?.querySelector('.theme-toggle__label--dark')?.textContent).toBe('Switch to light theme');
    expect(first?.querySelector('.theme-toggle__label--light')?.textContent).toBe('Switch to dark theme');
  });

  it('starts from the saved theme (switched by the boot script before hydration, say)', async () => {
    localStorage.setItem('theme', 'light');
    renderToggles();
    await userEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('follows a change made in another tab', async () => {
    renderToggles();
    await act(async () => {
      localStorage.setItem('theme', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    });
    expect(root().classList.contains('light')).toBe(true);
    await userEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
