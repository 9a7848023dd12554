// @vitest-environment happy-dom
// The booking form's note: what the details are for (the call, and the page
// the visitor came from), how long they are kept (the booked-call retention
// rule's words, as configured), the privacy notice, and the contact form's
// line on confidential information.
import { render } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { contactPage } from '../../src/content/contact';
import { type DataFacts, dataFacts, retentionOf } from '../../src/content/data-facts';
import { legalPages } from '../../src/content/legal/pages';
import { siteDataFacts } from '../../src/content/site-facts';
import { workerConfig } from '../../src/lib/worker-config';
import { BookingPrivacyNote } from '../../src/sections/booking/privacy-note';

vi.mock('waku', () => ({
  Link: ({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a {...props} href={to} />
  ),
}));

const note = (facts: DataFacts) => {
  const { container, unmount } = render(<BookingPrivacyNote facts={facts} />);
  const link = container.querySelector('a');
  const found = {
    text: container.textContent ?? '',
    href: link?.getAttribute('href'),
    label: link?.textContent,
  };
  unmount();
  return found;
};
const withRetention = (days: string) =>
  dataFacts({ ...workerConfig, vars: { ...workerConfig.vars, SUBMISSION_RETENTION_DAYS: days } });

describe('the booking form’s note', () => {
  it('says the details hold and prepare the call, and the page the visitor came from is kept for attribution', () => {
    const { text } = note(siteDataFacts);
    expect(text).toContain('to hold and prepare this call');
    expect(text).toContain('the page you came from to learn which of our services interest people');
    expect(text).not.toContain('only to hold');
  });

  it('states the configured retention of a booked call, and follows it', () => {
    expect(note(siteDataFacts).text).toContain(
      `Your booking is ${retentionOf(siteDataFacts, 'booked-call').kept} (see our`,
    );
    expect(note(siteDataFacts).text).toContain(`${siteDataFacts.retentionDays} days after the call`);
    expect(note(withRetention('30')).text).toContain(
      'Your booking is deleted automatically 30 days after the call',
    );
    expect(note(withRetention('0')).text).toContain('Your booking is kept until you ask us to erase it');
  });

  it('links the privacy notice and asks, as the contact form does, for no confidential client information', () => {
    const { text, href, label } = note(siteDataFacts);
    expect(href).toBe(legalPages.privacy.href);
    expect(label).toBe(contactPage.privacyNote.link.label);
    expect(text.endsWith(contactPage.privacyNote.confidential)).toBe(true);
    expect(contactPage.privacyNote.confidential).toContain('confidential client information');
  });
});
