// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DataFacts, dataFacts } from '../../src/content/data-facts';
import { DATA_USES, LAWFUL_BASES, type LawfulBasis, usesOn } from '../../src/content/lawful-bases';
import AccessibilityText from '../../src/content/legal/accessibility.mdx';
import { ASSISTIVE_TECHNOLOGY, TESTED_BROWSERS } from '../../src/content/legal/accessibility-testing';
import { legalPages } from '../../src/content/legal/pages';
import PrivacyText from '../../src/content/legal/privacy.mdx';
import TrustText from '../../src/content/legal/trust.mdx';
import { type DataProtectionOfficer, type LegalIdentity, site } from '../../src/content/site';
import { siteDataFacts } from '../../src/content/site-facts';
import { CONTRAST_AA } from '../../src/lib/contrast';
import { formatDate } from '../../src/lib/publications';
import { RATE_LIMITED } from '../../src/lib/rate-limit';
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

  it('says whether a data protection officer is appointed, and who answers data-protection questions', () => {
    const controllerBlock = (dataProtectionOfficer: DataProtectionOfficer | null) => {
      const { container, unmount } = render(
        <LegalPage
          page={legalPages.privacy}
          Text={PrivacyText}
          facts={{ ...siteDataFacts, controller: { ...site.legal, dataProtectionOfficer } }}
        />,
      );
      const entry = [...container.querySelectorAll('dt')].find(
        (dt) => dt.textContent === 'Data protection officer',
      );
      const text = entry?.nextElementSibling?.textContent ?? '';
      const link = entry?.nextElementSibling?.querySelector('a')?.getAttribute('href') ?? null;
      unmount();
      return { text, link };
    };
    expect(controllerBlock(null)).toEqual({
      text: 'None: we have not appointed one. Questions about your data go to the data-protection contact above.',
      link: null,
    });
    expect(controllerBlock({ name: 'Grace Hopper', email: 'dpo@example.com' })).toEqual({
      text: 'Grace Hopper, dpo@example.com',
      link: 'mailto:dpo@example.com',
    });
    // An author cannot leave the question out: `npm run typecheck` fails on this line the day the field is optional.
    const { dataProtectionOfficer: _, ...silent } = site.legal;
    // @ts-expect-error: dataProtectionOfficer is missing.
    const unsaid: LegalIdentity = silent;
    expect(unsaid).not.toHaveProperty('dataProtectionOfficer');
    // This build's, whichever it is.
    const { text } = controllerBlock(site.legal.dataProtectionOfficer);
    expect(text).toContain(site.legal.dataProtectionOfficer?.email ?? 'we have not appointed one');
  });

  it('gives each use of the data its lawful basis: a booking a step before a contract, the page a visitor came from a legitimate interest', () => {
    const { container } = privacyWith({});
    const basisOf = (title: string) => {
      const item = [...container.querySelectorAll('li')].find(
        (li) => li.querySelector('strong')?.textContent === title,
      );
      if (!item) throw new Error(`no lawful basis listed for "${title}"`);
      return [...(item.textContent ?? '').matchAll(/Article 6\(1\)\((\w)\)/g)].map((match) => match[1]);
    };
    expect(basisOf('Booking your call')).toEqual(['b']);
    expect(basisOf('Keeping the page you came from with your message or booking')).toEqual(['f']);
    expect(basisOf('Showing your call in our own calendar')).toEqual(['b', 'f']);
    expect(basisOf('Answering your enquiry')).toEqual(['b', 'f']);
    // Every use in the list, each with the bases the list gives it.
    for (const use of DATA_USES)
      expect(basisOf(use.title)).toEqual(
        (Object.keys(use.bases) as LawfulBasis[]).map((basis) => LAWFUL_BASES[basis].article.slice(-2, -1)),
      );
  });

  it('ties portability to the uses a visitor asked for, objection to those of legitimate interest', () => {
    const { container } = privacyWith({});
    const right = (name: string) =>
      [...container.querySelectorAll('li')].find((li) => li.querySelector('strong')?.textContent === name)
        ?.textContent ?? '';
    const onlyOn = (basis: LawfulBasis) =>
      DATA_USES.filter((use) => Object.keys(use.bases).join() === basis).map((use) => use.phrase);
    for (const phrase of usesOn('contract').map((use) => use.phrase))
      expect(right('Portability')).toContain(phrase);
    for (const phrase of onlyOn('legitimate-interest')) expect(right('Portability')).not.toContain(phrase);
    for (const phrase of usesOn('legitimate-interest').map((use) => use.phrase))
      expect(right('Objection')).toContain(phrase);
    for (const phrase of onlyOn('contract')) expect(right('Objection')).not.toContain(phrase);
    expect(right('Portability')).toContain('booking your call');
    expect(right('Objection')).toContain('keeping the page you came from');
  });

  it('says what an erasure does not reach at once, with the configured log and backup retention', () => {
    const section = (facts: DataFacts) => {
      const { container, unmount } = render(
        <LegalPage page={legalPages.privacy} Text={PrivacyText} facts={facts} />,
      );
      const heading = container.querySelector('#what-an-erasure-does-not-reach-at-once');
      const text = heading?.nextElementSibling?.textContent ?? '';
      unmount();
      return text;
    };
    const text = section(siteDataFacts);
    expect(text).toContain(`${site.providers.formEndpoint.name} received each message`);
    expect(text).toContain(`${site.providers.calendarFeed.name} shows us the calls booked here`);
    expect(text).toContain('we delete it from our calendar ourselves rather than wait');
    expect(text).toContain(`Cloudflare deletes it after ${siteDataFacts.logRetention}`);
    expect(text).toContain(`(Cloudflare D1 Time Travel) for ${siteDataFacts.backupRetention}`);
    const other = section({
      ...siteDataFacts,
      logs: false,
      backupRetention: '12 days',
      logRetention: '9 days',
    });
    expect(other).not.toContain('Server logs');
    expect(other).toContain('for 12 days, then are gone');
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
    expect(text).toContain("(each form's hidden field)");
    without.unmount();
    const withBoth = privacyWith({}).container.textContent ?? '';
    expect(withBoth).toContain("(each form's hidden field, rate limiting, logs)");
    expect(withBoth).toContain('IP address to limit how many messages');
    expect(withBoth).toContain("Our server's logs keep a record");
  });

  it('says the rate limit covers booking a call and changing one, counted apart from messages', () => {
    const text = privacyWith({}).container.textContent ?? '';
    expect(text).toContain(
      `limit how many ${RATE_LIMITED.contact}, and apart from them how many ${RATE_LIMITED.booking}, come from one address`,
    );
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

describe('the trust centre’s form-abuse claim', () => {
  const claim = (facts: DataFacts) => {
    const { container, unmount } = render(
      <LegalPage page={legalPages.trust} Text={TrustText} facts={facts} />,
    );
    const text = container.querySelector('[data-claim="form-abuse"]')?.textContent ?? '';
    unmount();
    return text;
  };

  it('states the configured limit for messages and, counted apart, for bookings and changes to them', () => {
    const limit = siteDataFacts.rateLimit;
    if (!limit) throw new Error('wrangler.toml has no CONTACT_RATE_LIMITER');
    const text = claim(siteDataFacts);
    expect(text).toContain('The contact and booking forms refuse');
    expect(text).toContain(
      `more than ${limit.limit} ${RATE_LIMITED.contact}, or more than ${limit.limit} ${RATE_LIMITED.booking}, in ${limit.periodSeconds} seconds (each counted on its own)`,
    );
    const other = claim(dataFacts({ ...workerConfig, contactRateLimit: { limit: 3, periodSeconds: 10 } }));
    expect(other).toContain(`more than 3 ${RATE_LIMITED.booking}, in 10 seconds`);
  });

  it('claims no rate limit where the worker has none', () => {
    const text = claim(dataFacts({ ...workerConfig, contactRateLimit: null }));
    expect(text).not.toMatch(/more than|seconds/);
    expect(text).toMatch(/bodies over \d+ KB\.$/);
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

  const statement = () => render(<LegalPage page={legalPages.accessibility} Text={AccessibilityText} />);

  it('states when it was prepared and last reviewed, from pages.ts', () => {
    const { container } = statement();
    const { prepared, reviewed, updated } = legalPages.accessibility;
    for (const date of [prepared, reviewed]) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(prepared <= reviewed).toBe(true);
    const assessment = container.querySelector('#assessment-approach')?.nextElementSibling;
    const times = [...(assessment?.querySelectorAll('time') ?? [])].map((time) => [
      time.getAttribute('datetime'),
      time.textContent,
    ]);
    expect(times).toEqual([
      [prepared, formatDate(prepared)],
      [reviewed, formatDate(reviewed)],
    ]);
    expect(assessment?.textContent).toMatch(/prepared on .+\. It was last reviewed on .+\./);
    // "Last updated" at the top is the text's own date, apart from these.
    expect(container.querySelector('.reading__byline time')?.getAttribute('datetime')).toBe(updated);
  });

  it('names the browsers the tests drive, and the assistive technology used by hand, or none yet, and what is planned', () => {
    const { container } = statement();
    const howWeTest = container.textContent ?? '';
    for (const tested of TESTED_BROWSERS)
      expect(howWeTest).toContain(`${tested.browser} (the engine of ${tested.engineOf})`);
    const section = [] as string[];
    for (
      let node = container.querySelector('#assistive-technology')?.nextElementSibling;
      node && !/^H[23]$/.test(node.tagName);
      node = node.nextElementSibling
    )
      section.push(node.textContent ?? '');
    const text = section.join(' ');
    if (ASSISTIVE_TECHNOLOGY.testedByHand.length === 0) expect(text).toMatch(/^None yet: nobody has tested/);
    for (const test of ASSISTIVE_TECHNOLOGY.testedByHand) expect(text).toContain(test.setup);
    expect(ASSISTIVE_TECHNOLOGY.planned.length).toBeGreaterThan(0);
    for (const setup of ASSISTIVE_TECHNOLOGY.planned) expect(text).toContain(setup);
  });

  it('offers a phone number and a postal address besides email', () => {
    const { container } = statement();
    const feedback = container.querySelector('#feedback')?.nextElementSibling?.nextElementSibling;
    expect(feedback?.querySelector(`a[href="mailto:${site.legal.accessibilityEmail}"]`)).not.toBeNull();
    expect(feedback?.querySelector(`a[href="tel:${site.phone}"]`)?.textContent).toBe(site.phoneDisplay);
    expect(feedback?.textContent).toContain(`${site.legal.registeredName}, ${site.legal.registeredAddress}`);
  });
});
