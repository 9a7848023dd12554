import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { booking } from '../../src/content/booking';
import { callHref, contactHref } from '../../src/content/navigation';
import { SERVER_ROUTES } from '../../src/content/server-routes';
import { COUNT_PATH } from '../../src/lib/audience';
import { allowedMethods } from '../../src/lib/request-rules';
import { sampleAddress, sampleHeaders } from '../support/booked-call';
import { reachesWorker } from '../support/edge-routing';
import { SITE_STACK } from '../support/ports';
import { rawRequest } from '../support/raw-http';
import { expect, test, waitForHydration } from './fixtures';
import { siteRoutes } from './routes';

// What a page view costs at the edge: the asset layer answers it alone, and
// the worker (counted by the test server, tests/support/worker-server.mjs)
// runs only where wrangler.toml's run_worker_first sends it.

// The 404 page's own status, which the browser logs.
test.use({ expectedConsoleErrors: /status of 404/ });

/** The requests that reached the worker with this visit's `x-e2e-visit` header. */
const invocationsOf = async (visit: string): Promise<string[]> => {
  const response = await fetch(
    `http://127.0.0.1:${SITE_STACK.controlPort}/invocations?${new URLSearchParams({ visit })}`,
  );
  return (await response.json()) as string[];
};

/** A name for one visit's requests, unique across the parallel workers' tests. */
const newVisit = () => `${test.info().testId}-${crypto.randomUUID()}`;

/** Fetches as a first visit does: the document, the payload its bootstrap asks for, the favicon. */
const firstVisitRequests = async (fetchAs: (path: string) => Promise<Response>, route: string) => {
  const document = await fetchAs(route);
  expect(document.status, route).toBe(200);
  const payload = /fetch\("(\/RSC\/R\/[^"]+\.txt)"\)/.exec(await document.text())?.[1];
  expect(payload, `${route} fetches its payload after paint`).toBeDefined();
  for (const path of [payload ?? '', '/favicon.svg']) expect((await fetchAs(path)).status, path).toBe(200);
};

test('a first visit to any prerendered page never runs the worker: document, payload, favicon', async () => {
  const visit = newVisit();
  const fetchAs = (path: string) =>
    fetch(new URL(path, test.info().project.use.baseURL), { headers: { 'x-e2e-visit': visit } });
  const prerendered = siteRoutes.filter((route) => !reachesWorker(route));
  expect(prerendered.length).toBeGreaterThan(30);
  for (const route of prerendered) await firstVisitRequests(fetchAs, route);
  // Neither do a scanner's probe nor the crawlers' files.
  for (const path of ['/wp-login.php', '/.env', '/sitemap.xml', '/robots.txt', '/llms.txt', '/rss.xml']) {
    const response = await fetchAs(path);
    expect(response.status, path).toBe(path.endsWith('.xml') || path.endsWith('.txt') ? 200 : 404);
  }
  expect(await invocationsOf(visit)).toEqual([]);
});

const visiting = async (page: Page) => {
  const visit = newVisit();
  await page.setExtraHTTPHeaders({ 'x-e2e-visit': visit });
  return visit;
};

test('in a browser: a full load, the router’s navigations and the 404 page cost one invocation each, the view counted; the contact page’s full load one more', async ({
  page,
}) => {
  // Before the audience figures (issue 65) each of these cost none: the
  // documents, payloads and assets are still the asset layer's, and the view's
  // count is the one request that reaches the worker.
  const counted = `POST ${COUNT_PATH}`;
  const visit = await visiting(page);
  await page.goto('/ai-services/legal-ai/private-legal-assistant');
  await waitForHydration(page);
  await expect.poll(() => invocationsOf(visit)).toEqual([counted]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL('/insights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights');
  // The contact page's payload is a file too: the router's way there costs the count alone.
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(contactHref);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speak to our team');
  const notFound = await page.goto('/no-such-page');
  expect(notFound?.status()).toBe(404);
  await waitForHydration(page);
  await expect.poll(() => invocationsOf(visit)).toEqual([counted, counted, counted, counted]);

  // A full load of the contact page: the worker writes the page the visitor came from into its form.
  await page.goto(contactHref, { referer: new URL('/development/app', page.url()).href });
  await expect(page.locator('input[name="from"]')).toHaveValue('/development/app');
  await waitForHydration(page);
  await expect
    .poll(() => invocationsOf(visit))
    .toEqual([counted, counted, counted, counted, `GET ${contactHref}`, counted]);
});

/** An address of each kind the asset layer answers alone: a page, its payload, a generated site file, the 404 page. */
const ASSET_LAYER = ['/insights', '/RSC/R/contact.txt', '/.well-known/security.txt', '/no-such-page'];

/** A private link of the right shape that opens no call. */
const forgedLink = () => callHref(randomBytes(32).toString('base64url'));

test('every kind of route answers HEAD as GET without a body, and a method it does not take with 405 and Allow', async () => {
  // An operator's address is asked with its password: without it every method is the 401.
  const headersOf = new Map<string, Record<string, string>>();
  const send = (method: string, target: string) =>
    rawRequest(SITE_STACK.port, {
      method,
      target,
      headers: Object.entries(headersOf.get(target) ?? {}),
      body: method === 'GET' || method === 'HEAD' ? undefined : 'x=1',
    });
  // Each route the worker declares (a booked call seeded for its private ones), a
  // forged link, and a server function's address, which only takes calls.
  const worker = [forgedLink(), '/RSC/F/x/y.txt'];
  for (const route of SERVER_ROUTES) {
    if (!route.sample) continue;
    const address = await sampleAddress(route.sample, 'methods');
    headersOf.set(address, sampleHeaders(route.sample));
    worker.push(address);
  }

  for (const target of [...ASSET_LAYER, ...worker]) {
    const get = await send('GET', target);
    const head = await send('HEAD', target);
    expect(get.status, `GET ${target}`).toBeLessThan(500);
    expect(head.status, `HEAD ${target}`).toBe(get.status);
    expect(head.headers['content-type'], `HEAD ${target}`).toBe(get.headers['content-type']);
    expect(head.body, `HEAD ${target}`).toBe('');
  }

  for (const target of worker) {
    const allowed = allowedMethods(target);
    const allow = allowed.join(', ');
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      if (allowed.includes(method)) continue;
      const refused = await send(method, target);
      expect(refused.status, `${method} ${target}`).toBe(405);
      expect(refused.headers.allow, `${method} ${target}`).toBe(allow);
      expect(refused.body, `${method} ${target}`).not.toBe('');
    }
    const options = await send('OPTIONS', target);
    expect([options.status, options.headers.allow], `OPTIONS ${target}`).toEqual([204, allow]);
  }
  // The asset layer's own answer, before any worker: a bare 405, with the Allow
  // of dist/public/_headers (docs/operations.md, "What the worker serves").
  for (const target of ASSET_LAYER) {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const refused = await send(method, target);
      expect([refused.status, refused.headers.allow], `${method} ${target}`).toEqual([405, 'GET, HEAD']);
    }
  }
});

test('a private link that opens no call is a 404 page in its own words, and so is one of the wrong shape', async ({
  request,
}) => {
  for (const link of [forgedLink(), callHref('not-a-token')]) {
    const response = await request.get(link);
    expect(response.status(), link).toBe(404);
    const html = await response.text();
    expect(html, link).toContain(booking.manage.notFound);
    expect(html, link).toContain(`href="${contactHref}"`);
  }
});
