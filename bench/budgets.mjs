import { LEGAL_PATHS } from '../src/content/legal/paths.mjs';

/**
 * Byte budgets per route, on deterministic figures only: gzip -9 sizes of what
 * one page load fetches (no interaction), and request origins. Checked in CI
 * by tests/e2e/budgets.spec.ts and reported by `npm run bench`.
 */
export const BUDGETS = {
  /** HTML + CSS + JS requested before the load event: what the first paint waits on. */
  beforeLoad: 25 * 1024,
  /**
   * All client JS of the load. Waku 1.0's runtime with React 19.3 is ~90 KB
   * of it (React DOM's client alone 64 KB); the rest, the site's islands, ~13
   * KB. With Waku 0.27 and React 19.2 the runtime was ~75 KB and this budget
   * 90 KB: it grew by what the framework grew, not the site.
   */
  js: 104 * 1024,
  css: 25 * 1024,
  /**
   * The HTML document with its inline CSS (and RSC payload, where it keeps
   * one): what fits the first round trip. A server's first flight is 10 TCP
   * segments, 14,600 bytes (Linux's initial congestion window, and Lighthouse's
   * simulation); less ~0.9 KB of response headers (the per-page CSP) and ~1%
   * for a server's gzip being weaker than -9. One byte more costs a whole
   * round trip before first paint (150 ms in Lighthouse's mobile simulation).
   */
  html: 13_600,
  /**
   * An insight's, case study's or notice's document, where the prose is the page: the
   * whole of it may take more round trips, but up to the end of its h1 it
   * stays within `html`, so the heading paints from the first.
   */
  readingHtml: 40 * 1024,
  /** One hero scene's markup (tests/e2e/hero-scenes.spec.ts): a picture, not a second page. */
  scene: 3 * 1024,
};

/** Image formats a page may load: vector or modern raster. */
export const MODERN_IMAGE_TYPES = ['image/svg+xml', 'image/webp', 'image/avif'];

/** An insight's or case study's reading page (not a list, tag or further page), or a notice: long prose. */
export const isReadingPage = (/** @type {string} */ route) =>
  /^\/(insights|case-studies)\/[^/]+$/.test(route) ||
  Object.values(LEGAL_PATHS).some((path) => path === route);

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @param {string} url */
const fileName = (url) => new URL(url).pathname;

/**
 * Every way `weight` (from weighPage) breaks a budget, each naming the route,
 * the figure and the biggest contributors. An empty list means within budget.
 * @param {string} route
 * @param {import('./page-weight.mjs').PageWeight} weight
 * @returns {string[]}
 */
export function budgetFailures(route, weight) {
  const failures = [];
  const reading = isReadingPage(route);
  // A reading page's longer document is all it adds before the load event.
  const beforeLoadLimit = BUDGETS.beforeLoad + (reading ? BUDGETS.readingHtml - BUDGETS.html : 0);
  if (weight.beforeLoad.gzip > beforeLoadLimit) {
    const early = weight.responses
      .filter((response) => response.beforeLoad)
      .slice(0, 5)
      .map((response) => `${fileName(response.url)} ${kb(response.gzip)}`)
      .join(', ');
    failures.push(
      `${route}: ${kb(weight.beforeLoad.gzip)} gzip of HTML, CSS and JS before the load event is over its ${kb(beforeLoadLimit)} budget; biggest: ${early}`,
    );
  }
  if (reading && weight.untilH1 > BUDGETS.html) {
    failures.push(
      `${route}: ${kb(weight.untilH1)} gzip of the document up to the end of its h1 is over the ${kb(BUDGETS.html)} that fit the first round trip`,
    );
  }
  for (const kind of /** @type {const} */ (['js', 'css', 'html'])) {
    const limit = kind === 'html' && reading ? BUDGETS.readingHtml : BUDGETS[kind];
    const total = weight.totals[kind].gzip;
    if (total <= limit) continue;
    const biggest = weight.responses
      .filter((response) => response.kind === kind)
      .slice(0, 5)
      .map((response) => `${fileName(response.url)} ${kb(response.gzip)}`)
      .join(', ');
    const budget =
      kind === 'html' && !reading
        ? `${kb(limit)} budget, what fits the first round trip`
        : `${kb(limit)} budget`;
    failures.push(
      `${route}: ${kind.toUpperCase()} ${kb(total)} gzip is over its ${budget}; biggest: ${biggest}`,
    );
  }
  for (const url of weight.foreign) failures.push(`${route}: request to another origin: ${url}`);
  for (const response of weight.responses) {
    if (response.kind === 'font' && !response.contentType.includes('woff2')) {
      failures.push(`${route}: font not in WOFF2: ${fileName(response.url)} (${response.contentType})`);
    }
    if (
      response.kind === 'image' &&
      !MODERN_IMAGE_TYPES.some((type) => response.contentType.startsWith(type))
    ) {
      failures.push(
        `${route}: image not in a modern format: ${fileName(response.url)} (${response.contentType})`,
      );
    }
  }
  for (const image of weight.images) {
    if (!image.width || !image.height) {
      failures.push(`${route}: <img> without explicit width and height: ${image.src}`);
    }
  }
  return failures;
}
