import type { MiddlewareHandler } from 'hono';
import { getContext } from 'hono/context-storage';

/** What a page rendered per request tells the worker during its render. */
type PageStatusEnv = { Variables: { opensNothing?: true } };

/**
 * Called by a page rendered per request whose address opens nothing (a call's
 * page for a link that opens no call): the page is answered 404, with its own
 * words and links. Waku's unstable_notFound would answer with the site's 404
 * page instead, which says nothing of what the visitor followed.
 */
export const answerNotFound = () => getContext<PageStatusEnv>().set('opensNothing', true);

/**
 * A document whose page called answerNotFound, as a 404. Outside
 * securityHeaders, which reads an HTML page whole: by the time this reads the
 * flag, the page has rendered. An RSC payload keeps its 200: Waku's router
 * takes any other status for a failed navigation and shows its error, not the
 * page's words.
 */
export const pageStatus = (): MiddlewareHandler<PageStatusEnv> => async (c, next) => {
  await next();
  const response = c.res;
  if (!c.get('opensNothing') || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return;
  // Let go of the old response first: hono would copy its headers over the new one's.
  c.res = undefined;
  c.res = new Response(response.body, { status: 404, headers: response.headers });
};
