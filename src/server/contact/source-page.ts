import type { MiddlewareHandler } from 'hono';
import { contactHref } from '../../content/navigation';
import { SOURCE_FIELD, sourcePathFromReferer } from '../../lib/source-path';
import type { Env } from '../env';

/** The form's hidden source field as the build prerenders it: empty (src/islands/contact-form.tsx). */
export const EMPTY_SOURCE_FIELD = `<input type="hidden" name="${SOURCE_FIELD}" value=""/>`;

/**
 * The prerendered contact page with the page the visitor came from written
 * into the form's hidden field: `source` is a path (src/lib/source-path.ts),
 * so only `&` needs escaping inside the attribute. Null when the page has no
 * such field to fill.
 */
export const withSource = (html: string, source: string): string | null =>
  html.includes(EMPTY_SOURCE_FIELD)
    ? html.replace(
        EMPTY_SOURCE_FIELD,
        `<input type="hidden" name="${SOURCE_FIELD}" value="${source.replaceAll('&', '&amp;')}"/>`,
      )
    : null;

/**
 * GET /contact: the prerendered page from the asset layer, with the Referer's
 * path in the form, so that a lead sent without JavaScript says where it came
 * from (with JavaScript the browser fills it: previousPagePath). The only page
 * view the worker serves (wrangler.toml's run_worker_first); it costs a read
 * of the file and one replacement, not a render.
 */
export const contactSourcePage = (): MiddlewareHandler<{ Bindings: Env }> => async (c, next) => {
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
  const assets = c.env?.ASSETS;
  // Under `waku dev` there is no asset layer: Waku renders the page, and the
  // browser fills the source.
  if (c.req.path !== contactHref || !reads || !assets) return next();
  // Not conditional: the visitor's cached copy holds another visit's source.
  const page = await assets.fetch(new Request(c.req.url, { method: c.req.method }));
  const source = sourcePathFromReferer(c.req.header('referer'), c.req.url);
  const headers = new Headers(page.headers);
  headers.delete('ETag');
  // A prerendered file's (GET, HEAD): this page takes the form's POST too, which
  // only the worker's 405 and OPTIONS name (src/lib/request-rules.ts).
  headers.delete('Allow');
  if (!page.ok || !page.body || !source) {
    c.res = new Response(page.body, { status: page.status, headers });
    return;
  }
  const prerendered = await page.text();
  const html = withSource(prerendered, source);
  if (html === null) console.error(`contact page: no ${EMPTY_SOURCE_FIELD} to fill; sent without the source`);
  headers.delete('Content-Length');
  c.res = new Response(html ?? prerendered, { status: page.status, headers });
};
