import type { MiddlewareHandler } from 'hono';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  inlineScriptHashes,
  SECURITY_HEADERS,
} from './security-policy.mjs';

/**
 * Puts the security headers on everything the worker renders (dynamic pages,
 * the 404 page, server actions, site files, refusals). An HTML page gets a
 * Content-Security-Policy that allows exactly its own inline scripts, by
 * hash; anything else gets the policy with no inline script at all.
 */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  const response = c.res;
  // Prerendered files come from the asset layer with their headers already
  // set from dist/public/_headers, written by the build from the same policy.
  if (response.headers.has('Content-Security-Policy')) return;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  const isHtml = (headers.get('content-type') ?? '').startsWith('text/html');
  if (!isHtml || !response.body) {
    headers.set('Content-Security-Policy', contentSecurityPolicy());
    c.res = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
    return;
  }
  const html = await response.text();
  headers.set('Content-Security-Policy', contentSecurityPolicy(await inlineScriptHashes(html)));
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', CACHE_CONTROL.html);
  headers.delete('Content-Length');
  c.res = new Response(html, { status: response.status, statusText: response.statusText, headers });
};
