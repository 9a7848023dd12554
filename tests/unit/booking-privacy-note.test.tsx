// @vitest-environment happy-dom
// The booking form's note: what the details are for (the call, and the page
// the visitor came from), how long they are kept (the configured retention),
// the privacy notice, and the contact form's line on confidential information.
import { render } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { contactPage } from '../../src/content/contact';
import { legalPages } from '../../src/content/legal/pages';
import { siteDataFacts } from '../../src/content/site-facts';
import { BookingPrivacyNote } from '../../src/sections/booking/privacy-note';

vi.mock('waku', () => ({
  Link: ({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a {...props} href={to} />
  ),
}));

const note = (retentionDays: number | null) => {
  const { container, unmount } = render(<BookingPrivacyNote retentionDays={retentionDays} />);
  const text = container.textContent ?? '';
  const link = container.querySelector('a');
  const found = { text, href: link?.getAttribute('href'), label: link?.textContent };
  unmount();
  return found;
};

describe('the booking form’s note', () => {
  it('says the details hold and prepare the call, and the page the visitor came from is kept for attribution', () => {
    const { text } = note(siteDataFacts.retentionDays);
    expect(text).toContain('to hold and prepare this call');
    expect(text).toContain('the page you came from to learn which of our services interest people');
    expect(text).not.toContain('only to hold');
  });

  it('states the configured retention, and follows it', () => {
    expect(note(siteDataFacts.retentionDays).text).toContain(
      `We delete them ${siteDataFacts.retentionDays} days after the call, or after you cancel it`,
    );
    expect(note(30).text).toContain('We delete them 30 days after the call');
    expect(note(null).text).toContain('We delete them when you ask us to');
  });

  it('links the privacy notice and asks, as the contact form does, for no confidential client information', () => {
    const { text, href, label } = note(siteDataFacts.retentionDays);
    expect(href).toBe(legalPages.privacy.href);
    expect(label).toBe(contactPage.privacyNote.link.label);
    expect(text.endsWith(contactPage.privacyNote.confidential)).toBe(true);
    expect(contactPage.privacyNote.confidential).toContain('confidential client information');
  });
});
