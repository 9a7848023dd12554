import type { Page } from '@playwright/test';
import { buildEnvironment, readWorkerConfig } from '../../scripts/build/worker-config.mjs';
import { dataFacts, retentionOf } from '../../src/content/data-facts';
import { CALENDAR_FEED_FIELDS, INBOX_FIELDS } from '../../src/content/forms';
import { legalPageList, legalPages } from '../../src/content/legal/pages';
import { SECURITY_TXT_PATH } from '../../src/content/legal/paths.mjs';
import { SERVER_ROUTES, serverPagePaths } from '../../src/content/server-routes';
import { site } from '../../src/content/site';
import { type SiteClaimId, siteClaims } from '../../src/content/trust';
import { AUDIENCE_RETENTION_MONTHS } from '../../src/lib/audience';
import { MAX_POST_BYTES } from '../../src/lib/contact-fields';
import { privatePageAddresses } from '../support/booked-call';
import { contactFormOn, fillContactForm } from '../support/contact-page';
import { actionFields, contactForm } from '../support/contact-post';
import { reachesWorker } from '../support/edge-routing';
import { formEndpoint } from '../support/form-endpoint-client';
import { expect, test, waitForHydration } from './fixtures';
import { pieceRoutes } from './publication-routes';
import { legalRoutes, routes, siteRoutes } from './routes';
import { WIDTH } from './tags';

// The notices a buyer's due diligence reads (src/content/legal/), and the
// claims they make about the site, each checked against the running site.
// Their accessibility, validity, budgets and text without JavaScript are
// checked with every other page (a11y, html-validity, budgets, no-js specs).

/** Production's settings, as the build read them (tests/unit/data-facts.test.ts pins them to wrangler.toml). */
const siteConfig = readWorkerConfig('.', buildEnvironment());
/** The facts of the build under test. */
const siteDataFacts = dataFacts(siteConfig);

test('every page’s footer links to the four notices, the 404 page’s too', async ({ request }) => {
  for (const route of [...siteRoutes, '/a-page-that-does-not-exist']) {
    const html = await (await request.get(route)).text();
    const footer = html.slice(html.indexOf('<footer'));
    for (const page of legalPageList)
      expect(footer, route).toContain(`href="${page.href}">${page.title}</a>`);
  }
});

test('the contact form says how a message is used, linking the privacy notice, with JavaScript on and off', {
  tag: WIDTH,
}, async ({ page, browser }) => {
  const note = (on: Page) => contactFormOn(on).locator('.contact-form__privacy');
  const followNote = async (on: Page) => {
    await expect(note(on)).toContainText(retentionOf(siteDataFacts, 'delivered-message').kept);
    await expect(note(on)).toContainText('confidential client information');
    // Read with the button it sits beside.
    await expect(contactFormOn(on).getByRole('button', { name: 'Send Message' })).toHaveAccessibleDescription(
      /privacy notice/,
    );
    await note(on).getByRole('link', { name: 'privacy notice' }).click();
    await expect(on).toHaveURL(legalPages.privacy.href);
    await expect(on.getByRole('heading', { level: 1 })).toHaveText(legalPages.privacy.title);
  };
  await page.goto('/contact');
  await waitForHydration(page);
  await followNote(page);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  try {
    const plain = await context.newPage();
    await plain.goto('/contact');
    await followNote(plain);
  } finally {
    await context.close();
  }
});

test('the privacy notice and the trust centre name what a booking sends the inbox, and who reads the calendar feed', async ({
  page,
}) => {
  for (const notice of [legalPages.privacy.href, legalPages.trust.href]) {
    await page.goto(notice);
    const rowOf = (name: string) =>
      page.locator('tr', { has: page.locator('td', { hasText: name }) }).first();
    const inbox = rowOf(site.providers.formEndpoint.name);
    for (const field of INBOX_FIELDS.booking) await expect(inbox, notice).toContainText(field.noun);
    for (const field of INBOX_FIELDS.contact) await expect(inbox, notice).toContainText(field.noun);
    const feed = rowOf(site.providers.calendarFeed.name);
    for (const noun of Object.values(CALENDAR_FEED_FIELDS)) await expect(feed, notice).toContainText(noun);
    await expect(rowOf('Cloudflare')).toContainText('booking');
  }
});

test('security.txt: served by the asset layer as text, with a Contact and an Expires in the future', async ({
  request,
}) => {
  expect(reachesWorker(SECURITY_TXT_PATH)).toBe(false);
  const response = await request.get(SECURITY_TXT_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
  const expires = new Date(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
  expect(expires.getTime()).toBeGreaterThan(Date.now());
  expect(expires.getTime()).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const policy = /^Policy: (.+)$/m.exec(text)?.[1] ?? '';
  // The policy it names is a section of /trust.
  const { pathname, hash } = new URL(policy);
  expect((await request.get(pathname)).status()).toBe(200);
  expect(await (await request.get(pathname)).text()).toContain(`id="${hash.slice(1)}"`);
});

/** Every page of the site, and the 404 page. */
const everyPage = [...siteRoutes, '/a-page-that-does-not-exist'];

/**
 * How each of the trust centre's claims about the site is checked. Keyed by
 * the claims' ids: a new claim does not compile until it has its check.
 */
const claimChecks: Record<SiteClaimId, (page: Page) => Promise<void>> = {
  async edge(page) {
    // The pages that reach the worker are the declared ones; every other is the asset
    // layer's alone (edge.spec counts the worker's invocations).
    expect(siteRoutes.filter(reachesWorker)).toEqual([...serverPagePaths]);
    const said = page.locator('[data-claim="edge"] li');
    await expect(said).toHaveCount(SERVER_ROUTES.length + siteConfig.schedules.length);
    for (const route of SERVER_ROUTES) {
      const opening = new RegExp(`^${route.address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `);
      await expect(said.filter({ hasText: opening })).toHaveCount(1);
    }
    await expect(said.last()).toContainText('every minute');
  },
  async https(page) {
    // Every response: each page, the 404 page, a site file, the worker's contact page.
    const years = new Set<number>();
    for (const route of [...everyPage, ...(await privatePageAddresses('hsts')), SECURITY_TXT_PATH]) {
      const hsts = (await page.request.get(route)).headers()['strict-transport-security'] ?? '';
      expect(hsts, route).toContain('includeSubDomains');
      years.add(Math.floor(Number(/max-age=(\d+)/.exec(hsts)?.[1]) / (365 * 24 * 60 * 60)));
    }
    expect(years.size).toBe(1);
    await expect(page.locator('[data-claim="https"]')).toContainText(`for ${[...years][0]} years`);
  },
  async csp(page) {
    for (const route of [...everyPage, ...(await privatePageAddresses('csp'))]) {
      const policy = (await page.request.get(route)).headers()['content-security-policy'] ?? '';
      expect(policy, route).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
      expect(policy, route).toContain("frame-ancestors 'none'");
      expect(policy, route).toContain("form-action 'self'");
    }
  },
  // A whole visit, below.
  async 'first-party'() {},
  async audience(page) {
    // What is counted and kept is tests/e2e/audience.spec.ts's; here, that the claim says how long.
    await expect(page.locator('[data-claim="audience"]')).toContainText(
      `deleted after ${AUDIENCE_RETENTION_MONTHS} months`,
    );
  },
  async 'no-cookies'() {},
  async retention(page) {
    await expect(page.locator('[data-claim="retention"]')).toContainText(
      `${siteConfig.vars.SUBMISSION_RETENTION_DAYS} days after it was sent`,
    );
  },
  async 'form-abuse'(page) {
    const limiter = siteConfig.contactRateLimit;
    if (!limiter) throw new Error('wrangler.toml has no CONTACT_RATE_LIMITER');
    // Messages, and bookings and changes to one, each counted apart (the limiter's keys: tests/unit/rate-limit.test.ts).
    const claim = page.locator('[data-claim="form-abuse"]');
    for (const counted of siteDataFacts.rateLimitCounts)
      await expect(claim).toContainText(`more than ${limiter.limit} ${counted}`);
    await expect(claim).toContainText(`in ${limiter.periodSeconds} seconds`);
    await expect(claim).toContainText('contact and booking forms');
    const origin = new URL(page.url()).origin;
    // The form as it posts without JavaScript (contact.spec.ts checks the answers' pages).
    const action = await actionFields(page.request);
    const post = (from: string, message: string) =>
      page.request.post('/contact', {
        headers: { origin: from },
        multipart: contactForm(action, [['message', message]]),
      });
    expect((await post('https://elsewhere.example', 'hello')).status()).toBe(403);
    expect((await post(origin, 'x'.repeat(MAX_POST_BYTES + 1))).status()).toBe(413);
    await expect(page.locator('[data-claim="form-abuse"]')).toContainText(`over ${MAX_POST_BYTES / 1024} KB`);
  },
};

test('each of the trust centre’s claims about the site holds', async ({ page }) => {
  await page.goto(legalPages.trust.href);
  const shown = await page
    .locator('[data-claim]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-claim')));
  expect(shown).toEqual(siteClaims(siteDataFacts).map((claim) => claim.id));
  for (const claim of siteClaims(siteDataFacts)) {
    await test.step(claim.id, () => claimChecks[claim.id](page));
  }
});

test.describe('a whole visit', () => {
  test.use({ expectedConsoleErrors: /Contact form submission failed/ });

  test('every route, the theme toggled, a draft typed, the form sent: no cookie, no other origin, and every key it leaves is named on /privacy', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(test.info().project.use.baseURL ?? '').origin;
    const elsewhere: string[] = [];
    const setCookies: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:'))
        elsewhere.push(request.url());
    });
    page.on('response', async (response) => {
      const header = await response.headerValue('set-cookie');
      if (header) setCookies.push(`${response.url()}: ${header}`);
    });
    for (const route of siteRoutes) await page.goto(route, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.locator('.site-header .theme-toggle:visible').click();

    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.51.100.${200 + test.info().parallelIndex}` });
    await page.goto('/contact');
    await waitForHydration(page);
    const marker = `whole-visit-${Date.now()}`;
    await fillContactForm(page, {
      name: 'Ada Visitor',
      email: 'ada@example.com',
      company: '',
      message: `A draft first: ${marker}`,
    });
    await expect(contactFormOn(page).locator('.contact-form__draft')).not.toBeEmpty();
    // A pause in scrolling keeps the position in the history entry (src/islands/scroll-memory.ts).
    await page.mouse.wheel(0, 300);
    await expect
      .poll(() => page.evaluate(() => Object.keys((history.state ?? {}) as object).length))
      .toBeGreaterThan(0);
    // Keys as the visit leaves them, before the send clears the draft.
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      history: Object.keys((history.state ?? {}) as object),
    }));
    await contactFormOn(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
    expect((await formEndpoint.requestsWith(marker)).length).toBe(1);

    expect(elsewhere, 'requests to another origin').toEqual([]);
    expect(setCookies, 'Set-Cookie headers').toEqual([]);
    expect(await context.cookies(), 'cookies').toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');

    // Every key is named in the privacy notice's storage table, as the visitor reads it.
    await page.goto(legalPages.privacy.href);
    const named = await page
      .getByRole('region', { name: 'What this site keeps in your browser' })
      .locator('tbody td:first-child code')
      .allTextContents();
    expect(stored.local.length + stored.session.length).toBeGreaterThan(0);
    for (const key of [...stored.local, ...stored.session])
      expect(named, `storage key ${key}`).toContain(key);
    // History state: the scroll memory's (Waku's router adds no key of its own).
    expect(stored.history.length).toBeGreaterThan(0);
    for (const key of stored.history) expect(named, `history state key ${key}`).toContain(key);
  });
});

test('the pages reflow at 320 px: nothing scrolls sideways but a table’s own box', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  try {
    const page = await context.newPage();
    for (const route of [
      '/',
      routes[1] ?? '/',
      '/contact',
      '/insights',
      pieceRoutes[0] ?? '/',
      ...legalRoutes,
    ]) {
      await page.goto(route);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, route).toBeLessThanOrEqual(320);
    }
  } finally {
    await context.close();
  }
});
