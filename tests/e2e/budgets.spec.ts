import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BUDGETS, budgetFailures, isReadingPage } from '../../bench/budgets.mjs';
import { weighPage } from '../../bench/page-weight.mjs';
import { bookHref, contactHref } from '../../src/content/navigation';
import { expect, test } from './fixtures';
import { routePerTemplateAndScene } from './heroes';
import { insightListPages, pieceRoutes } from './publication-routes';
import { legalRoutes, routes, siteRoutes } from './routes';

// Bytes and requests depend on neither theme nor width: one load of each
// route (bench/page-weight.mjs: until hydrated and idle), at 1280 px, where a
// fine pointer also loads the particle canvas (phones never do), checks both.

/** Loads `route` as a first visit would (nothing from the browser's cache), checks it, and returns its JavaScript (gzip). */
const expectLoadedAsDesigned = async (page: Page, route: string, status: number) => {
  const weight = await weighPage(page, new URL(route, test.info().project.use.baseURL).href);
  expect(weight.status).toBe(status);

  // Only the document before the load event (no web font, no preload); the
  // client entry, the stylesheet and (for a 200 page) the RSC payload after it.
  // Images are content: an article's first figure may load with it (lazy, it
  // waits until it is near the screen; budgetFailures holds it to a modern format).
  const path = (url: string) => new URL(url).pathname;
  const early = weight.responses
    .filter((response) => response.beforeLoad && response.kind !== 'image')
    .map((response) => path(response.url));
  expect(early, 'requested before the load event').toEqual([route]);
  const later = weight.responses.map((response) => path(response.url));
  expect(later.some((name) => /^\/assets\/index-.*\.js$/.test(name))).toBe(true);
  expect(later.some((name) => name.endsWith('.css'))).toBe(true);
  // The 404 page keeps its payload inline; every other page fetches it after paint.
  if (status === 200) expect(later).toContain(`/RSC/R/${route === '/' ? '_root' : route.slice(1)}.txt`);

  const { js, css, html } = weight.totals;
  // The figures go into the report, so a change's cost shows in every run.
  test.info().annotations.push({
    type: 'bytes (gzip)',
    description: `${route}: before load ${weight.beforeLoad.gzip} (${weight.beforeLoad.count} files); JS ${js.gzip}, CSS ${css.gzip}, HTML ${html.gzip}, ${weight.requests} requests`,
  });
  expect(budgetFailures(route, weight), route).toEqual([]);
  if (isReadingPage(route)) {
    test.info().annotations.push({
      type: 'document to the end of its h1 (gzip)',
      description: `${route}: ${weight.untilH1}`,
    });
  }
  // The totals only mean something if the load really fetched the page's code and styles.
  expect(js.count, route).toBeGreaterThan(0);
  expect(css.count, route).toBeGreaterThan(0);
  return js.gzip;
};

/**
 * Loads in one page, each as a first visit: Chromium's cache is turned off
 * (DevTools protocol), so each load fetches all it needs, as a fresh context's would.
 */
const firstVisits = async (page: Page) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
};

/** A load, hydration and the idle after it, on a busy machine. */
const LOAD_MS = 10_000;

/**
 * The pages loaded in full: the home page, contact, and of the eleven service
 * pages the first with each kind of hero scene (heroes.ts: one template, whose
 * islands are the same but for the scene's); of the insights and case studies
 * a list, a further page, an insight and a case study (their scripts and
 * styles are their template's; a tag page is a list's), and a notice. Every
 * other page loads what the page of its template and scene loads: its
 * document is weighed below. (The RSC payload is fetched, not budgeted.)
 */
const loadedInFull = [
  ...routePerTemplateAndScene,
  ...[insightListPages[0], insightListPages.at(-1)],
  ...[pieceRoutes[0], pieceRoutes.at(-1)],
  legalRoutes[0],
].filter((route): route is string => route !== undefined);

// One page after another (a test of its own for each took a third more time), the JavaScript of
// each kept for the comparisons below.
test('the pages loaded in full: the document alone before the load event, then scripts, stylesheet and payload; within their byte budgets; a list, an insight, a case study and a notice load no more JavaScript than a service page, and /book no more than the contact page’s and 10 KB', async ({
  page,
  request,
}) => {
  test.setTimeout(LOAD_MS * (loadedInFull.length + 1));
  await firstVisits(page);
  const js = new Map<string, number>();
  for (const route of loadedInFull) js.set(route, await expectLoadedAsDesigned(page, route, 200));
  const javaScriptOf = (route: string | undefined) => {
    const bytes = js.get(route ?? '');
    if (bytes === undefined) throw new Error(`${route}: not among the pages loaded in full`);
    return bytes;
  };

  const service = javaScriptOf(routes[1]);
  for (const route of [insightListPages[0], pieceRoutes[0], pieceRoutes.at(-1), legalRoutes[0]]) {
    expect(javaScriptOf(route), route).toBeLessThanOrEqual(service);
  }

  // Booking is rendered by the worker (its free times are D1's), and goes as Waku writes it: the
  // build's rewrite (critical CSS inline, scripts after paint: src/server/page-html.mjs) is for
  // prerendered pages. Its document is the first round trip all the same.
  const documentBytes = gzipSync(await (await request.get(bookHref)).body(), { level: 9 }).length;
  expect(documentBytes, '/book: gzip of the document').toBeLessThanOrEqual(BUDGETS.html);
  const book = (await weighPage(page, new URL(bookHref, test.info().project.use.baseURL).href)).totals.js
    .gzip;
  const contact = javaScriptOf(contactHref);
  test.info().annotations.push({
    type: 'bytes (gzip)',
    description: `/book: document ${documentBytes}, JS ${book}; /contact: JS ${contact}`,
  });
  expect(book).toBeLessThanOrEqual(contact + 10 * 1024);
});

// Every other page of those templates differs in its document alone: weighed as served.
test('every other service, insight, case study, list and tag page: its document within its budgets', async ({
  request,
}) => {
  for (const route of siteRoutes.filter((path) => !loadedInFull.includes(path))) {
    const html = await (await request.get(route)).body();
    const end = html.indexOf('</h1>');
    const size = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
    const limit = isReadingPage(route) ? BUDGETS.readingHtml : BUDGETS.html;
    expect(size(html), `${route}: gzip of the document`).toBeLessThanOrEqual(limit);
    expect(end, route).toBeGreaterThan(0);
    expect(size(html.subarray(0, end + 5)), `${route}: to the end of its h1`).toBeLessThanOrEqual(
      BUDGETS.html,
    );
  }
});

test.describe('the 404 page', () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('the document alone before the load event; within its byte budgets', async ({ page }) => {
    await expectLoadedAsDesigned(page, '/a-page-that-does-not-exist', 404);
  });
});
