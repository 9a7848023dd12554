import { gzipSync } from 'node:zlib';

/** @typedef {'html' | 'js' | 'css' | 'font' | 'image' | 'other'} ResourceKind */
/**
 * @typedef {object} WeighedResponse
 * @property {string} url
 * @property {number} status
 * @property {ResourceKind} kind
 * @property {string} contentType
 * @property {number} gzip gzip -9 size of the body: the deterministic figure budgets check.
 * @property {number} raw
 * @property {number} wire Bytes on the wire as served (headers + body, after any content encoding).
 * @property {boolean} beforeLoad Requested before the load event (the document always is).
 */
/**
 * @typedef {object} PageWeight
 * @property {string} url
 * @property {number} status
 * @property {number} requests
 * @property {number | null} worker Of them, how many run the worker (Cloudflare's run_worker_first);
 *   null for a site whose routing is not ours to read (a peer).
 * @property {Record<ResourceKind, { gzip: number; wire: number; count: number }>} totals
 * @property {{ gzip: number; count: number }} beforeLoad The HTML, CSS and JS requested before the load event.
 * @property {number} untilH1 gzip -9 size of the document up to the end of its h1 (head, inline CSS,
 *   header, title): what must arrive in the first round trip for the page to paint its heading.
 * @property {WeighedResponse[]} responses
 * @property {string[]} foreign
 * @property {{ src: string; width: string | null; height: string | null }[]} images
 */

/**
 * What one response counts as, from the browser's own resource type.
 * @type {Record<string, ResourceKind>}
 */
const KINDS = { document: 'html', script: 'js', stylesheet: 'css', font: 'font', image: 'image' };
/** @type {readonly ResourceKind[]} */
export const RESOURCE_KINDS = ['html', 'js', 'css', 'font', 'image', 'other'];
/**
 * What a page needs to paint and run: counted in `beforeLoad` when fetched before the load event.
 * @type {readonly ResourceKind[]}
 */
export const PAINT_KINDS = ['html', 'css', 'js'];

/** What marks our page hydrated: src/client-app.tsx sets it on <html>. */
export const OUR_HYDRATED = 'html[data-live="hydrated"]';

/** @param {Buffer} body */
const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

/**
 * Loads `url` in a Playwright page and weighs every response of the load
 * (until it has hydrated and the network is idle, with no interaction): gzip -9 bytes of each
 * body (deterministic, what budgets check), bytes as served on the wire,
 * which of the HTML, CSS and JS was requested before the load event (what
 * competes with the first paint),
 * requests to other origins, and every <img> with its format and dimensions.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {string | null} hydrated what marks the page hydrated; null for a
 *   site with no such mark (a peer site), whose load ends when the network settles
 * @param {((path: string) => boolean) | null} runsWorker whether a request for a path of this
 *   origin runs the worker: the view's invocations, counted (tests/support/edge-routing.ts)
 * @returns {Promise<PageWeight>}
 */
export async function weighPage(page, url, hydrated = OUR_HYDRATED, runsWorker = null) {
  const origin = new URL(url).origin;
  /** @type {Promise<Omit<WeighedResponse, 'beforeLoad'>>[]} */
  const pending = [];
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const body = await response.body().catch(() => Buffer.alloc(0));
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          const end = body.indexOf('</h1>');
          untilH1 = gzipSize(end === -1 ? body : body.subarray(0, end + '</h1>'.length));
        }
        const sizes = await request
          .sizes()
          .catch(() => ({ responseBodySize: body.length, responseHeadersSize: 0 }));
        return {
          url: response.url(),
          status: response.status(),
          kind: KINDS[request.resourceType()] ?? /** @type {ResourceKind} */ ('other'),
          contentType: response.headers()['content-type'] ?? '',
          gzip: gzipSize(body),
          raw: body.length,
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
        };
      })(),
    );
  };
  let untilH1 = 0;
  /** @type {string[]} */
  const foreign = [];
  /** @param {import('@playwright/test').Request} request */
  const onRequest = (request) => {
    const { protocol } = new URL(request.url());
    if ((protocol === 'http:' || protocol === 'https:') && !request.url().startsWith(`${origin}/`)) {
      foreign.push(request.url());
    }
  };
  page.on('response', onResponse);
  page.on('request', onRequest);
  const response = await page.goto(url, { waitUntil: 'load' });
  // Our JavaScript is requested only after the page has painted: wait until
  // it has hydrated, then for the network to settle.
  if (hydrated)
    await page.waitForSelector(hydrated, { state: 'attached', timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  page.off('request', onRequest);
  // When each request started, against the load event (Resource Timing, in page time).
  const timing = await page.evaluate(() => {
    const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
      performance.getEntriesByType('navigation')
    );
    return {
      loadStart: navigation?.loadEventStart ?? 0,
      starts: performance
        .getEntriesByType('resource')
        .map((entry) => /** @type {[string, number]} */ ([entry.name, entry.startTime])),
    };
  });
  const startOf = new Map(timing.starts);
  const responses = (await Promise.all(pending)).map((entry) => ({
    ...entry,
    beforeLoad:
      entry.kind === 'html' || (startOf.get(entry.url) ?? Number.POSITIVE_INFINITY) < timing.loadStart,
  }));

  const totals = /** @type {PageWeight['totals']} */ (
    Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, { gzip: 0, wire: 0, count: 0 }]))
  );
  const beforeLoad = { gzip: 0, count: 0 };
  for (const entry of responses) {
    if (!entry.beforeLoad || !PAINT_KINDS.includes(entry.kind)) continue;
    beforeLoad.gzip += entry.gzip;
    beforeLoad.count += 1;
  }
  for (const entry of responses) {
    const total = totals[entry.kind];
    total.gzip += entry.gzip;
    total.wire += entry.wire;
    total.count += 1;
  }
  const images = await page.$$eval('img', (elements) =>
    elements.map((img) => ({
      src: img.currentSrc || img.src,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    })),
  );
  return {
    url,
    status: response?.status() ?? 0,
    requests: responses.length,
    worker: runsWorker
      ? responses.filter(
          (entry) => entry.url.startsWith(`${origin}/`) && runsWorker(new URL(entry.url).pathname),
        ).length
      : null,
    totals,
    beforeLoad,
    untilH1,
    responses: responses.sort((a, b) => b.gzip - a.gzip),
    foreign,
    images,
  };
}
