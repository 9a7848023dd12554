import type { Page } from '@playwright/test';
import Parser from 'rss-parser';
import { legalPages } from '../../src/content/legal/pages';
import { site } from '../../src/content/site';
import { shareImagePath } from '../../src/lib/share-image';
import { expect, isMobile, test, waitForHydration } from './fixtures';
import {
  caseStudyListPages,
  drafts,
  insightListPages,
  listRoutes,
  pieceRoutes,
  published,
  tagPages,
} from './publication-routes';
import { siteRoutes } from './routes';
import { WIDTH } from './tags';

// Insights and case studies, on the production build. What the theme changes
// (contrast) is in a11y.spec.ts; what the width changes is tagged WIDTH.

const INSIGHT = '/insights/designing-an-api-for-practice-management-ai';
const CASE_STUDY = '/case-studies/litigation-firm-cuts-first-pass-review-time';

/** The titles a list page shows, in order. */
const listedTitles = (html: string) =>
  [...html.matchAll(/<h2 class="card__title"><a [^>]*>([^<]*)<\/a><\/h2>/g)].map((match) =>
    (match[1] ?? '').replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
  );

test('every list, tag and further page answers 200 with one h1, listing its pieces newest first', async ({
  request,
}) => {
  const insights = published.filter((piece) => piece.kind === 'insight');
  const caseStudies = published.filter((piece) => piece.kind === 'case-study');
  const expected = new Map<string, string[]>([
    ...insightListPages.map((path, index): [string, string[]] => [
      path,
      insights.slice(index * 9, index * 9 + 9).map((piece) => piece.title),
    ]),
    ...tagPages.map((path): [string, string[]] => [
      path,
      insights
        .filter((piece) => piece.tags.includes(path.split('/').pop() ?? ''))
        .map((piece) => piece.title),
    ]),
    ...caseStudyListPages.map((path, index): [string, string[]] => [
      path,
      caseStudies.slice(index * 9, index * 9 + 9).map((piece) => piece.title),
    ]),
  ]);
  expect([...expected.keys()]).toEqual(listRoutes);
  expect(insightListPages.length).toBeGreaterThan(1);
  for (const [path, titles] of expected) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    expect(listedTitles(html), path).toEqual(titles);
  }
});

test('every insight and case study answers 200 with its title as its one h1, its share card made', async ({
  request,
}) => {
  for (const piece of published) {
    const response = await request.get(piece.href);
    expect(response.status(), piece.href).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g), piece.href).toHaveLength(1);
    expect((await request.head(shareImagePath(piece.href))).status(), piece.href).toBe(200);
  }
});

test('a reading page: anchored headings, its author and topics, a table and a figure that fit, related reading and the call to action', {
  tag: WIDTH,
}, async ({ page }) => {
  await page.goto(INSIGHT);
  await waitForHydration(page);
  const article = page.getByRole('article', { name: /Designing the API/ });
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(
    published.find((piece) => piece.href === INSIGHT)?.title ?? '',
  );
  await expect(article.locator('.reading__byline')).toHaveText(/^Written by .+, .+$/);
  await expect(article.locator('.publication-meta').first()).toContainText('min read');
  // Each section heading is a link to itself.
  const heading = article.locator('.reading__body h2').first();
  const id = await heading.getAttribute('id');
  expect(id).toMatch(/^[a-z0-9-]+$/);
  await expect(heading.locator('a.heading-anchor')).toHaveAttribute('href', `#${id}`);
  // Topics link to their tag pages.
  const topic = article.getByRole('list', { name: 'Topics' }).getByRole('link').first();
  await expect(topic).toHaveAttribute('href', /^\/insights\/tags\/[a-z-]+$/);
  // The figure has its caption; the table and the code scroll inside their own box, never the page.
  await expect(article.locator('figure.reading-figure figcaption')).not.toBeEmpty();
  await expect(article.locator('figure.reading-figure img')).toHaveAttribute('loading', 'lazy');
  await expect(article.getByRole('region', { name: 'Table' }).locator('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  if (isMobile(page)) {
    const box = article.getByRole('region', { name: 'Table' });
    expect(await box.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  }
  // Three to read next, none of them this one; then the way to get in touch.
  const related = page.locator('[data-section="related"] .publication-card h3 a');
  await expect(related).toHaveCount(3);
  expect(await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContain(
    INSIGHT,
  );
  await expect(
    page.locator('[data-section="cta"]').getByRole('link', { name: 'Book a call' }),
  ).toHaveAttribute('href', '/contact');
});

test('a case study shows its client, industry, linked services, three outcome figures and its quote', async ({
  page,
}) => {
  await page.goto(CASE_STUDY);
  const facts = page.locator('dl.case-facts');
  await expect(facts.locator('dt')).toHaveText(['Client', 'Industry', 'Services']);
  await expect(facts.locator('dd').nth(0)).toHaveText('A 40-lawyer litigation firm in Manchester');
  await expect(facts.getByRole('link', { name: 'Private AI Legal Assistant' })).toHaveAttribute(
    'href',
    '/ai-services/private-ai-legal-assistant',
  );
  const outcomes = page.getByRole('region', { name: 'Outcomes' });
  await expect(outcomes.locator('.impact__stat')).toHaveText(['58%', '11 days', '0']);
  await expect(outcomes.locator('blockquote')).toContainText('The judgement calls still sit with us');
  await expect(outcomes.locator('figcaption')).toHaveText('Head of Commercial Disputes');
});

test('printed, a reading page is the article alone, with the addresses of its links, from its first paint', async ({
  page,
}) => {
  // Printed before the full stylesheet has arrived: its inline CSS alone does it.
  await page.route('**/assets/*.css', () => {});
  // A case study, and a notice (the trust centre links the privacy notice): the two reading layouts.
  for (const route of [CASE_STUDY, legalPages.trust.href]) {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(route);
    await page.emulateMedia({ media: 'print' });
    await expectPrintedAlone(page, route);
  }
});

/** The page as printed: the article alone, its links followed by their addresses. */
const expectPrintedAlone = async (page: Page, route: string) => {
  for (const selector of [
    '.site-header',
    '.site-footer',
    '.particle-canvas',
    '[data-section="related"]',
    '[data-section="cta"]',
  ]) {
    const shown = await page
      .locator(selector)
      .evaluateAll((nodes) => nodes.some((node) => node.checkVisibility()));
    expect(shown, `${route}: ${selector}`).toBe(false);
  }
  await expect(page.locator('article h1')).toBeVisible();
  const printedAddress = await page
    .locator('.reading__body a[href^="/"]')
    .first()
    .evaluate((link) => getComputedStyle(link, '::after').content);
  expect(printedAddress, route).toContain(`${site.url}/`);
};

test('the feed parses with a standard feed parser: every piece, newest first, each link answering 200', async ({
  request,
}) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const feed = await new Parser().parseString(await response.text());
  expect(feed.link).toBe(`${site.url}/`);
  const sorted = published.toSorted(
    (a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
  );
  expect(feed.items.map((item) => item.link)).toEqual(sorted.map((piece) => `${site.url}${piece.href}`));
  for (const item of feed.items) {
    expect(item.guid).toBe(item.link);
    expect(item.contentSnippet?.length ?? 0).toBeGreaterThan(40);
    expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
    const path = new URL(item.link ?? '').pathname;
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('a draft is nowhere in production: no page, card, feed item, sitemap entry, list entry or related link', async ({
  request,
}) => {
  test.setTimeout(60_000);
  expect(drafts.length).toBeGreaterThan(0);
  const everywhere = [
    ...(await Promise.all(siteRoutes.map(async (route) => (await request.get(route)).text()))),
    await (await request.get('/rss.xml')).text(),
    await (await request.get('/sitemap.xml')).text(),
    await (await request.get('/llms.txt')).text(),
  ].join('\n');
  for (const draft of drafts) {
    expect((await request.get(draft.href)).status(), draft.href).toBe(404);
    expect((await request.get(shareImagePath(draft.href))).status()).toBe(404);
    expect(everywhere).not.toContain(draft.href);
    expect(everywhere).not.toContain(draft.title);
  }
  expect(pieceRoutes.length).toBe(published.length);
});
