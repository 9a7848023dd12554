import type { Browser, BrowserContextOptions, Page, Request } from '@playwright/test';
import { serviceEntries } from '../../src/content/navigation';
import { COUNT_PATH } from '../../src/lib/audience';
import { fillContactForm } from '../support/contact-page';
import { executeSql, sqlText } from '../support/d1';
import { E2E_STATS_PASSWORD } from '../support/ports';

import { expect, test, waitForHydration } from './fixtures';

// Audience figures (src/lib/audience.ts), counted by the built worker into
// its D1: what a visit adds, and what it must not. Every visit here is a
// tablet's, which no other project's browser is, so that the counters these
// tests read are theirs alone while every other test counts its own views
// beside them; and each test reads pages no other test here reads.
const TABLET =
  'Mozilla/5.0 (Linux; Android 15; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/142.0.0.0 Safari/537.36';

test.use({ userAgent: TABLET });

type Totals = { views: number; entries: number; leads: number; bookings: number };

/** The tablets' counters where `where` holds, summed over every day. */
const totals = async (where: string): Promise<Totals> => {
  const [row] = await executeSql<Totals>(
    `SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(entries), 0) AS entries,
       COALESCE(SUM(leads), 0) AS leads, COALESCE(SUM(bookings), 0) AS bookings
     FROM audience_daily WHERE device = 'tablet' AND ${where}`,
  );
  return row ?? { views: 0, entries: 0, leads: 0, bookings: 0 };
};
const atPath = (path: string) => `path = ${sqlText(path)} AND not_found = 0`;

/** Resolves with the next view the page sends to the counter, once the worker has answered it. */
const countAnswered = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === COUNT_PATH);

/** A fresh visitor: a browser context of their own, with nothing kept from anyone before. */
const freshVisitor = async (browser: Browser, options: BrowserContextOptions = {}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: TABLET,
    ...options,
  });
  return { context, page: await context.newPage() };
};

/** The fields of a view the page sent (a multipart form). */
const beaconFields = async (request: Request) =>
  Object.fromEntries(
    (
      await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
        headers: { 'content-type': (await request.allHeaders())['content-type'] ?? '' },
      }).formData()
    ).entries(),
  );

const campaignName = () => `e2e-${crypto.randomUUID().slice(0, 8)}`;

test('three fresh visitors loading /insights add exactly three views, each an entry', async ({ browser }) => {
  const before = await totals(atPath('/insights'));
  for (let visitor = 0; visitor < 3; visitor++) {
    const { context, page } = await freshVisitor(browser);
    const answered = countAnswered(page);
    await page.goto('/insights');
    expect((await answered).status()).toBe(204);
    await context.close();
  }
  const after = await totals(atPath('/insights'));
  expect(after.views - before.views).toBe(3);
  expect(after.entries - before.entries).toBe(3);
});

test('a click from / to a service page adds one view to that page, from this site, and no second to /', async ({
  page,
}) => {
  // A service the home page's cards link to.
  const service = '/development/app';
  expect(serviceEntries.map((entry) => entry.href)).toContain(service);
  const before = { home: await totals(atPath('/')), service: await totals(atPath(service)) };
  const first = countAnswered(page);
  await page.goto('/');
  await first;
  await waitForHydration(page);
  const second = countAnswered(page);
  await page.locator(`main a[href="${service}"]`).first().click();
  await expect(page).toHaveURL(service);
  expect(await beaconFields((await second).request())).toMatchObject({
    u: new URL(service, page.url()).href,
    r: new URL('/', page.url()).href,
  });
  const after = { home: await totals(atPath('/')), service: await totals(atPath(service)) };
  expect(after.home.views - before.home.views).toBe(1);
  expect(after.service.views - before.service.views).toBe(1);
  // The router's page came from this site: a view, not a visit.
  expect(after.service.entries - before.service.entries).toBe(0);
});

test('two views of /trust without JavaScript add two, counted by the page’s image with no script at all', async ({
  browser,
}) => {
  const before = await totals(atPath('/trust'));
  const { context, page } = await freshVisitor(browser, { javaScriptEnabled: false });
  for (let view = 0; view < 2; view++) {
    const answered = countAnswered(page);
    await page.goto('/trust');
    expect((await answered).request().method()).toBe('GET');
  }
  await context.close();
  const after = await totals(atPath('/trust'));
  expect(after.views - before.views).toBe(2);
  // Without a script nothing says where the visitor came from: no entry is claimed.
  expect(after.entries - before.entries).toBe(0);
});

test('a view with Sec-GPC: 1, one by Googlebot, and one from a browser with Global Privacy Control on add none', async ({
  browser,
}) => {
  // Each visit follows a link of its own campaign: a view counted would show under it, whatever its device.
  const campaign = campaignName();
  const path = `/accessibility?utm_campaign=${campaign}`;
  for (const options of [
    { extraHTTPHeaders: { 'Sec-GPC': '1' } },
    { userAgent: GOOGLEBOT },
  ] satisfies BrowserContextOptions[]) {
    const { context, page } = await freshVisitor(browser, options);
    const answered = countAnswered(page);
    await page.goto(path);
    // Sent, and not counted by the worker: the header and the crawler list are the server's to read.
    expect((await answered).status()).toBe(204);
    await context.close();
  }
  // The browser's own signal: the boot script sends nothing at all.
  const { context, page } = await freshVisitor(browser);
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COUNT_PATH) sent.push(request.url());
  });
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  await context.close();
  expect(await executeSql(`SELECT * FROM audience_daily WHERE utm_campaign = ${sqlText(campaign)}`)).toEqual(
    [],
  );
});

test('the objection on /privacy stops this browser’s views being counted, and can be taken back', async ({
  page,
}) => {
  await page.goto('/privacy');
  await waitForHydration(page);
  const control = page.getByRole('button', { name: 'Do not count my visits' });
  await expect(control).toHaveAttribute('aria-pressed', 'false');
  await control.click();
  await expect(control).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'not counted' })).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COUNT_PATH) sent.push(request.url());
  });
  await page.goto('/case-studies', { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  // Taken back: counted again.
  await page.goto('/privacy');
  await waitForHydration(page);
  await control.click();
  await expect(control).toHaveAttribute('aria-pressed', 'false');
  const answered = countAnswered(page);
  await page.goto('/case-studies');
  expect((await answered).status()).toBe(204);
});

const statsCsv = async (page: Page, query: string) => {
  const response = await page.request.get(`/stats.csv?${query}`, {
    headers: { authorization: `Basic ${Buffer.from(`operator:${E2E_STATS_PASSWORD}`).toString('base64')}` },
  });
  expect(response.status()).toBe(200);
  return (await response.text()).trim().split(/\r?\n/);
};

test('a visit from a newsletter’s link is counted under its campaign in /stats.csv?by=campaign', async ({
  page,
}) => {
  const campaign = campaignName();
  const answered = countAnswered(page);
  await page.goto(`/insights?utm_source=newsletter&utm_campaign=${campaign}`);
  await answered;
  const rows = await statsCsv(page, 'by=campaign&days=7');
  expect(rows[0]).toBe('date,utm_source,utm_medium,utm_campaign,views,entries,leads,bookings');
  const today = new Date().toISOString().slice(0, 10);
  expect(rows).toContain(`${today},newsletter,,${campaign},1,1,0,0`);
});

test('views sent at once are each counted, one row for them all; a HEAD or a garbled post counts nothing and fails nothing', async ({
  request,
}) => {
  const campaign = campaignName();
  const page = new URL(`/case-studies?utm_campaign=${campaign}`, test.info().project.use.baseURL).href;
  const view = () => {
    const form = new FormData();
    form.set('u', page);
    form.set('r', 'https://news.example/');
    return request.post(COUNT_PATH, {
      multipart: form,
      headers: { 'user-agent': TABLET, origin: new URL(page).origin },
    });
  };
  const answers = await Promise.all(Array.from({ length: 6 }, view));
  expect(answers.map((answer) => answer.status())).toEqual(Array(6).fill(204));
  const head = await request.head(COUNT_PATH, { headers: { 'user-agent': TABLET, referer: page } });
  expect(head.status()).toBe(204);
  const garbled = await request.post(COUNT_PATH, {
    headers: {
      'user-agent': TABLET,
      origin: new URL(page).origin,
      'content-type': 'multipart/form-data; boundary=x',
    },
    data: 'not a form',
  });
  expect(garbled.status()).toBeLessThan(500);
  expect(
    await executeSql(
      `SELECT views, entries, source FROM audience_daily WHERE utm_campaign = ${sqlText(campaign)}`,
    ),
  ).toEqual([{ views: 6, entries: 6, source: 'news.example' }]);
});

test.describe('a lead', () => {
  test.use({ expectedConsoleErrors: /Contact form submission failed/ });

  test('sent from a service page is a conversion of that page, and of its campaign', async ({ page }) => {
    const service = '/integrations/workflow-automation';
    expect(serviceEntries.map((entry) => entry.href)).toContain(service);
    const campaign = campaignName();
    const before = await totals(atPath(service));
    const landed = countAnswered(page);
    await page.goto(`${service}?utm_source=linkedin&utm_campaign=${campaign}`);
    await landed;
    await waitForHydration(page);
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.51.100.${100 + test.info().parallelIndex}` });
    await page.locator(`main a[href="/contact"]`).first().click();
    await expect(page).toHaveURL('/contact');
    await waitForHydration(page);
    await fillContactForm(page, {
      name: 'Ada Converted',
      email: 'ada.converted@example.com',
      company: '',
      message: `A lead from ${campaign}`,
    });
    const goal = countAnswered(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await beaconFields((await goal).request())).toMatchObject({ g: 'lead' });
    const after = await totals(atPath(service));
    expect(after.leads - before.leads).toBe(1);
    expect(after.views - before.views).toBe(1);
    const byCampaign = await statsCsv(page, 'by=campaign&days=7');
    const today = new Date().toISOString().slice(0, 10);
    expect(byCampaign).toContain(`${today},linkedin,,${campaign},1,1,1,0`);
  });
});
