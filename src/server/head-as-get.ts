import type { MiddlewareHandler } from 'hono';
import { getContext } from 'hono/context-storage';

/**
 * HEAD, answered as GET on every route that reads. hono already dispatches a
 * HEAD as a GET and sends the answer without its body (hono-base's dispatch);
 * but Waku's API routes pick their handler by the request's own method, and
 * one with no HEAD handler fails with a 500. Handed the request as a GET, each
 * route answers with GET's status and headers, and hono drops the body. Last
 * before Waku: every middleware before it still sees the HEAD, and
 * src/lib/request-rules.ts has refused it where GET is not taken.
 */
export const headAsGet = (): MiddlewareHandler<HeadEnv> => async (c, next) => {
  if (c.req.method === 'HEAD') {
    c.set('askedWithHead', true);
    c.req.raw = new Request(c.req.raw, { method: 'GET' });
  }
  await next();
};

type HeadEnv = { Variables: { askedWithHead?: true } };

/** Whether the request being answered as GET came as HEAD: what only reads may answer it, what counts must not. */
export const askedWithHead = () => getContext<HeadEnv>().get('askedWithHead') === true;
