import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { stats } from '../../src/content/stats';
import { operatorAuthorization } from '../support/booked-call';
import { executeSql, sqlText } from '../support/d1';
import { DELIVERY_STACK } from '../support/ports';
import { expect, test } from './fixtures';
import { PHONE, THEME } from './tags';

// The operator's audience figures on the built worker: behind the site
// stack's STATS_PASSWORD, a 404 on the delivery stack, which has none
// (playwright.config.ts). Each test seeds rows of its own (a path and a
// campaign no other test uses), counted today, so tests side by side never
// read each other's.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const withPassword = { authorization: operatorAuthorization };
const wrongPassword = { authorization: `Basic ${Buffer.from('operator:not-it').toString('base64')}` };

/** A page and a campaign of this test's own, with views enough to head the lists. */
const seedFigures = async () => {
  const marker = `e2e-${randomBytes(6).toString('hex')}`;
  const path = `/insights/${marker}`;
  const campaign = `campaign-${marker}`;
  const views = 900_000 + Math.floor(Math.random() * 90_000);
  const today = new Date().toISOString().slice(0, 10);
  await executeSql(
    `INSERT INTO audience_daily (day, path, not_found, source, utm_source, utm_medium, utm_campaign, country, device, views, entries, leads, bookings)
     VALUES (${sqlText(today)}, ${sqlText(path)}, 0, 'linkedin.com', 'newsletter', 'email', ${sqlText(campaign)}, 'GB', 'desktop', ${views}, 40, 3, 1),
            (${sqlText(today)}, ${sqlText(`${path}-gone`)}, 1, 'direct', '', '', '', 'GB', 'phone', 7, 7, 0, 0)`,
  );
  return { path, campaign, views };
};

test('without the password, or with another, every address of the figures is a 401 that asks for it', async ({
  request,
}) => {
  for (const path of ['/stats', '/stats?days=7', '/stats.csv', '/RSC/R/stats.txt']) {
    for (const headers of [{}, wrongPassword]) {
      const response = await request.get(path, { headers });
      expect(response.status(), path).toBe(401);
      expect(response.headers()['www-authenticate'], path).toMatch(/^Basic realm=".+", charset="UTF-8"$/);
      expect(response.headers()['cache-control'], path).toContain('no-store');
      expect(response.headers()['x-robots-tag'], path).toBe('noindex');
      expect(await response.text(), path).not.toContain('linkedin.com');
    }
  }
});

test('with the password: the chart, the totals and the lists hold the seeded figures', async ({ page }) => {
  const { path, campaign, views } = await seedFigures();
  await page.setExtraHTTPHeaders(withPassword);
  const response = await page.goto('/stats?days=7');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page).toHaveTitle(new RegExp(`^${stats.title} \\|`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('img', { name: /Views and visits per day/ })).toBeVisible();
  await expect(page.locator('svg .stats-chart__bar')).not.toHaveCount(0);
  const shown = new Intl.NumberFormat('en-GB').format(views);
  await expect(page.getByRole('row', { name: `${path} ${shown} 40` })).toBeVisible();
  // Its visits as a landing page: 3 messages and a call in 40 visits.
  await expect(page.getByRole('row', { name: `${path} 40 3 1 10%` })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`newsletter email ${campaign} 40 3 1`) }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: `${path}-gone 7` })).toBeVisible();
  await page.getByText(stats.chart.tableSummary).click();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByRole('row', { name: new RegExp(`^${today} `) })).toBeVisible();
});

test('a range chosen in the form, and a wrong one, which falls back with a sentence', async ({ page }) => {
  await page.setExtraHTTPHeaders(withPassword);
  await page.goto('/stats');
  await page.getByLabel(stats.period.from, { exact: true }).fill('2026-01-01');
  await page.getByLabel(stats.period.to, { exact: true }).fill('2026-01-31');
  await page.getByRole('button', { name: stats.period.show }).click();
  await expect(page).toHaveURL(/\/stats\?from=2026-01-01&to=2026-01-31$/);
  await expect(page.getByRole('heading', { name: /2026-01-01 to 2026-01-31: 31 days/ })).toBeVisible();
  await page.goto('/stats?from=2026-02-30&to=2026-03-01');
  await expect(page.getByRole('alert')).toContainText('showing the last 30 days instead');
});

/** axe on the figures, the chart's table open. */
const expectAccessible = async (page: Page) => {
  await seedFigures();
  await page.setExtraHTTPHeaders(withPassword);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/stats?days=7');
  await page.getByText(stats.chart.tableSummary).click();
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
    [],
  );
};

// Colours differ by theme, layout by width: each theme at 1280 px, and 375 px in one.
test('the figures have no WCAG 2.2 AA violations', { tag: THEME }, async ({ page }) =>
  expectAccessible(page),
);

test('the figures have no WCAG 2.2 AA violations at phone width', { tag: PHONE }, async ({ page }) =>
  expectAccessible(page),
);

test('the CSV by campaign: its columns, and a row for the seeded campaign', async ({ request }) => {
  const { campaign, views } = await seedFigures();
  const response = await request.get('/stats.csv?by=campaign&days=7', { headers: withPassword });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(
    /^attachment; filename="audience-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-campaign\.csv"$/,
  );
  expect(response.headers()['cache-control']).toContain('no-store');
  const lines = (await response.text()).split('\r\n');
  expect(lines[0]).toBe('date,utm_source,utm_medium,utm_campaign,views,entries,leads,bookings');
  const today = new Date().toISOString().slice(0, 10);
  expect(lines).toContain(`${today},newsletter,email,${campaign},${views},40,3,1`);
});

test('a worker without STATS_PASSWORD answers the figures’ addresses as any unknown one: the 404 page', async ({
  request,
}) => {
  for (const path of ['/stats', '/stats.csv', '/RSC/R/stats.txt']) {
    for (const headers of [{}, withPassword]) {
      const response = await request.get(`${DELIVERY_STACK.origin}${path}`, { headers });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['www-authenticate'], path).toBeUndefined();
      expect(await response.text(), path).toContain('We couldn');
    }
  }
});
