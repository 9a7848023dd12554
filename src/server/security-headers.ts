import type { MiddlewareHandler } from 'hono';
import { getContext } from 'hono/context-storage';
import { isPrivatePath } from '../lib/private-paths.mjs';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  inlineScriptHashes,
  PRIVATE_HEADERS,
  SECURITY_HEADERS,
} from './security-policy.mjs';

/** What a server action tells the headers during its request. */
type SecurityEnv = { Variables: { holdsPrivateLink?: true } };

/**
 * Called by a server action whose answer holds a private link (a booking's
 * confirmation, at /book or /RSC/F/…, neither of them a private address):
 * the answer is served as the private addresses are.
 */
export const answerHoldsPrivateLink = () => getContext<SecurityEnv>().set('holdsPrivateLink', true);

/**
 * Puts the security headers on everything the worker renders (dynamic pages,
 * the 404 page, server actions, site files, refusals). An HTML page gets a
 * Content-Security-Policy that allows exactly its own inline scripts, by
 * hash; anything else gets the policy with no inline script at all. A private
 * address (src/lib/private-paths.mjs), or an answer that holds one, gets
 * PRIVATE_HEADERS over the rest, whatever its route set.
 */
export const securityHeaders = (): MiddlewareHandler<SecurityEnv> => async (c, next) => {
  await next();
  const response = c.res;
  // Prerendered files come from the asset layer with their headers already
  // set from dist/public/_headers, written by the build from the same policy.
  if (response.headers.has('Content-Security-Policy')) return;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  // Read after the route has run: a server action has said by then whether its answer holds a link.
  if (isPrivatePath(c.req.path) || c.get('holdsPrivateLink')) {
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  }
  const isHtml = (headers.get('content-type') ?? '').startsWith('text/html');
  const answer = (body: BodyInit | null) => {
    // hono copies the headers of the response it holds onto one assigned after
    // it, over the new one's: let go of it first (hono's way to replace a
    // response), so that these headers, made from its own, win over the route's.
    c.res = undefined;
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
  if (!isHtml || !response.body) {
    headers.set('Content-Security-Policy', contentSecurityPolicy());
    answer(response.body);
    return;
  }
  const html = await response.text();
  headers.set('Content-Security-Policy', contentSecurityPolicy(await inlineScriptHashes(html)));
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', CACHE_CONTROL.html);
  headers.delete('Content-Length');
  answer(html);
};
