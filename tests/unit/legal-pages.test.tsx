// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dataFacts } from '../../src/content/data-facts';
import AccessibilityText from '../../src/content/legal/accessibility.mdx';
import { legalPages } from '../../src/content/legal/pages';
import PrivacyText from '../../src/content/legal/privacy.mdx';
import TrustText from '../../src/content/legal/trust.mdx';
import { site } from '../../src/content/site';
import { siteDataFacts } from '../../src/content/site-facts';
import { CONTRAST_AA } from '../../src/lib/contrast';
import { workerConfig } from '../../src/lib/worker-config';
import { LegalPage } from '../../src/sections/legal/legal-page';

// Waku's Link needs the router: a plain anchor stands in for the notices' links within the site.
vi.mock('waku', () => ({
  Link: ({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a {...props} href={to} />
  ),
}));

const privacyWith = (vars: Record<string, string>) =>
  render(
    <LegalPage
      page={legalPages.privacy}
      Text={PrivacyText}
      facts={dataFacts({ ...workerConfig, vars: { ...workerConfig.vars, ...vars } })}
    />,
  );

describe('the privacy notice', () => {
  it('states the retention the worker is configured with, and follows it', () => {
    const { container, unmount } = privacyWith({});
    expect(container.textContent).toContain(
      `deleted automatically ${siteDataFacts.retentionDays} days after`,
    );
    unmount();
    const thirty = privacyWith({ SUBMISSION_RETENTION_DAYS: '30' });
    expect(thirty.container.textContent).toContain('deleted automatically 30 days after');
    expect(thirty.container.textContent).not.toContain(`${siteDataFacts.retentionDays} days`);
    thirty.unmount();
    expect(privacyWith({ SUBMISSION_RETENTION_DAYS: '0' }).container.textContent).toContain(
      'until you ask us to erase it',
    );
  });

  it('names the controller, every recipient, every storage key and the regulator', () => {
    const { container } = privacyWith({});
    const text = container.textContent ?? '';
    for (const fact of [
      site.legal.registeredName,
      site.legal.registration.number,
      site.legal.registeredAddress,
      site.legal.privacyEmail,
      ...siteDataFacts.recipients.map((recipient) => recipient.name),
      ...siteDataFacts.browserStorage.map((item) => item.key),
    ]) {
      expect(text).toContain(fact);
    }
    expect(
      screen.getByRole('link', { name: `${site.legal.regulator.name} (opens in a new tab)` }),
    ).toHaveProperty('href', site.legal.regulator.href);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(legalPages.privacy.title);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(legalPages.privacy.updated);
  });

  it('states the rate limit and log keeping only where the worker has them', () => {
    const without = render(
      <LegalPage
        page={legalPages.privacy}
        Text={PrivacyText}
        facts={dataFacts({ ...workerConfig, contactRateLimit: null, logs: false })}
      />,
    );
    const text = without.container.textContent ?? '';
    expect(text).not.toContain('for rate limiting');
    expect(text).not.toContain('Workers Logs');
    expect(text).not.toMatch(/IP address to limit|server's logs|rate limiting|logs\)/);
    expect(text).toContain("(the form's hidden field)");
    without.unmount();
    const withBoth = privacyWith({}).container.textContent ?? '';
    expect(withBoth).toContain("(the form's hidden field, rate limiting, logs)");
    expect(withBoth).toContain('IP address to limit how many messages');
    expect(withBoth).toContain("Our server's logs keep a record");
  });

  it('says what is kept of a private link: its fingerprint, and the logs’ copy for as long as they keep it, where the worker logs', () => {
    const withLogs = privacyWith({}).container.textContent ?? '';
    expect(withLogs).toContain('Our database keeps only a fingerprint of it');
    expect(withLogs).toContain(
      `each visit to the link's pages puts the link in them; Cloudflare's Workers Logs keep it for ${siteDataFacts.logRetention}, then delete it.`,
    );
    expect(withLogs).not.toContain('even we cannot rebuild the link');
    const without = render(
      <LegalPage
        page={legalPages.privacy}
        Text={PrivacyText}
        facts={dataFacts({ ...workerConfig, logs: false })}
      />,
    );
    expect(without.container.textContent).toContain('Our database keeps only a fingerprint of it');
    expect(without.container.textContent).not.toContain("link's pages puts the link");
  });

  it('states the retry schedule the relay follows, and the theme shown to someone who chose none', () => {
    const text = (vars: Record<string, string>) => privacyWith(vars).container.textContent ?? '';
    // The default schedule: 12 attempts, waits from a minute doubling to an hour (delivery-policy.ts).
    expect(text({})).toContain('we try 12 times over 6 hours 3 minutes');
    expect(text({ DELIVERY_MAX_ATTEMPTS: '3' })).toContain('we try 3 times over 3 minutes');
    expect(text({ DELIVERY_MAX_ATTEMPTS: '1' })).toContain('(we try once)');
    expect(text({})).toContain(`in the ${siteDataFacts.defaultTheme} theme`);
  });

  it('names the transfers outside the UK and EEA, or says there are none', () => {
    const { container } = privacyWith({});
    for (const recipient of siteDataFacts.recipients.filter((r) => r.transferSafeguard))
      expect(container.textContent).toContain(`${recipient.name}: protected by`);
    const none = render(
      <LegalPage
        page={legalPages.privacy}
        Text={PrivacyText}
        facts={{
          ...siteDataFacts,
          recipients: siteDataFacts.recipients.map((recipient) => ({ ...recipient, transferSafeguard: '' })),
        }}
      />,
    );
    expect(none.container.textContent).toContain(
      'None of these companies processes your data outside the UK and EEA.',
    );
  });
});

describe('the trust centre', () => {
  it('lists the site’s claims, with the configured retention, and every processor', () => {
    const { container } = render(<LegalPage page={legalPages.trust} Text={TrustText} />);
    const claims = container.querySelectorAll('[data-claim]');
    expect(claims.length).toBeGreaterThan(0);
    expect(container.querySelector('[data-claim="retention"]')?.textContent).toContain(
      `${siteDataFacts.retentionDays} days`,
    );
    const processors = screen.getByRole('region', { name: 'Companies that process data for us' });
    for (const recipient of siteDataFacts.recipients)
      expect(within(processors).getByText(recipient.name)).toBeTruthy();
    expect(container.querySelector('#reporting-a-vulnerability')).not.toBeNull();
  });
});

describe('the accessibility statement', () => {
  it('quotes the thresholds the contrast check enforces', () => {
    const { container } = render(<LegalPage page={legalPages.accessibility} Text={AccessibilityText} />);
    expect(container.textContent).toContain(
      `${CONTRAST_AA.normal}:1 (${CONTRAST_AA.large}:1 for large text)`,
    );
    expect(container.textContent).toContain('WCAG 2.2 level AA');
  });
});
