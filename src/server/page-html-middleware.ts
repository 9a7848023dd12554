import type { MiddlewareHandler } from 'hono';
import type { AssetsBinding, Env } from './env';
import { isWakuPage, planHref, rewritePage, stylesheetHrefs } from './page-html.mjs';

/** Each stylesheet's critical-CSS plan, by href: hashed file names never change content. */
const plans = new Map<string, Promise<object | undefined>>();

const planFor = (href: string, assets: AssetsBinding, origin: string) => {
  let plan = plans.get(href);
  if (!plan) {
    plan = assets
      .fetch(new URL(planHref(href), origin).href)
      .then((response) => (response.ok ? (response.json() as Promise<object>) : undefined))
      .catch(() => undefined)
      .then((found) => {
        // Only a plan that arrived is kept: a failed read is tried again on the next page.
        if (!found) plans.delete(href);
        return found;
      });
    plans.set(href, plan);
  }
  return plan;
};

/**
 * The worker's half of src/server/page-html.mjs: the pages it renders (the
 * contact page, the 404 page, the answer to a form posted without
 * JavaScript) get their critical CSS inline and their JavaScript after paint,
 * like the prerendered ones. A page whose shape is not the expected one is
 * sent as Waku rendered it, and the mismatch logged.
 */
export const pageHtml = (): MiddlewareHandler => async (c, next) => {
  await next();
  const response = c.res;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) return;
  const assets = (c.env as Partial<Env> | undefined)?.ASSETS;
  if (!assets) return;
  const original = await response.text();
  if (!isWakuPage(original)) {
    c.res = new Response(original, response);
    return;
  }
  const found = new Map<string, object>();
  for (const href of stylesheetHrefs(original)) {
    const plan = await planFor(href, assets, new URL(c.req.url).origin);
    if (plan) found.set(href, plan);
  }
  const { html, problems } = rewritePage(original, {
    plans: found,
    // A GET that rendered its route can be hydrated from the route's /RSC/ file;
    // a 404 or the answer to a POST cannot.
    keepPayload: c.req.method !== 'GET' || response.status !== 200,
  });
  if (problems.length > 0) console.error(`page-html: ${c.req.path}: ${problems.join('; ')}`);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  c.res = new Response(html, { status: response.status, statusText: response.statusText, headers });
};
