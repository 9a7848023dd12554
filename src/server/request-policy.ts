import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { AnswerReason } from '../content/refusals';
import { MAX_POST_BYTES } from '../lib/contact-fields';
import { decideRequest, isFrameworkPath, mediaType } from '../lib/request-rules';
import { answer } from './refusal';
import { functionPath } from './server-functions';

/** A refusal decided here, carried out of hono's middleware chain like hono's own. */
class Refusal extends HTTPException {
  constructor(
    status: number,
    readonly reason: AnswerReason,
    readonly allow?: string,
  ) {
    super(status as HTTPException['status']);
  }
}

/** What hono's own middleware (body-limit, csrf) refuses with, in the site's words. */
const reasonFor = (error: HTTPException): AnswerReason | undefined =>
  error instanceof Refusal
    ? error.reason
    : ({ 403: 'cross-site', 413: 'too-large' } as const)[error.status as 403 | 413];

/** Log lines carry the path, cut short: scanners send very long ones. */
const shown = (path: string) => (path.length > 200 ? `${path.slice(0, 200)}…` : path);

/** src/lib/request-rules.ts on the request line, before anything reads the body. */
const requestLine =
  (functionPaths: ReadonlySet<string>): MiddlewareHandler =>
  async (c, next) => {
    const url = new URL(c.req.url);
    const decision = decideRequest(
      {
        method: c.req.method,
        pathname: url.pathname,
        search: url.search,
        contentType: c.req.header('content-type'),
        declaresLength: c.req.header('content-length') !== undefined,
      },
      { functionPaths },
    );
    if (decision.kind === 'refuse') throw new Refusal(decision.status, decision.reason, decision.allow);
    if (decision.kind === 'options') return c.body(null, 204, { Allow: decision.allow });
    if (decision.kind === 'redirect') return c.body(null, 308, { Location: decision.location });
    await next();
  };

/**
 * A multipart body that does not parse makes the framework throw while it
 * reads the request, which hono logs as a server error; parsed here first
 * (a copy: the framework reads the original), it is a 400 like any other.
 */
const parsableBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'POST' && mediaType(c.req.header('content-type')) === 'multipart/form-data') {
    try {
      await c.req.raw.clone().formData();
    } catch {
      throw new Refusal(400, 'not-understood');
    }
  }
  await next();
};

/**
 * Reads to its end a body that was refused unread, when it declares a length
 * within the limit. Answered with its body unread, a keep-alive connection is
 * closed by workerd after the answer, and a client that has already sent its
 * next request on it gets a reset instead of an answer (seen as ECONNRESET on
 * the request after a refused one). A body with no declared length, or a
 * longer one, stays unread: reading it is what refusing it avoids.
 */
const drainSmallBody = async (request: Request) => {
  const length = Number(request.headers.get('content-length'));
  if (request.bodyUsed || !request.body || !(length > 0 && length <= MAX_POST_BYTES)) return;
  await request.arrayBuffer().catch(() => undefined);
};

/**
 * The one place that decides what the worker answers to a request it should
 * not serve. In order: the request line (400 undecodable path, 405 + Allow,
 * 204 OPTIONS, 501 unknown method, 404 unknown framework path or server
 * function, 411, 415, a same-host redirect to a page's one address), then
 * hono's body-limit (413) and csrf (403), then whether a form body parses
 * (400). After the rest of the chain has run, what still failed is answered
 * too: a body the framework could not decode is a 400, and a server error
 * never shows the framework's message. Every answer is a short page in the
 * site's look (plain text on RSC paths). Refusals are logged once, as
 * warnings; only a real server error is logged as an error.
 */
export const requestPolicy = (options: {
  /** Every server function the site exposes: a call to any other is a 404, before its body is read. */
  serverFunctions: readonly unknown[];
}): MiddlewareHandler => {
  const functionPaths = new Set(options.serverFunctions.map(functionPath));
  const checks = every(
    requestLine(functionPaths),
    bodyLimit({ maxSize: MAX_POST_BYTES }),
    csrf(),
    parsableBody,
  );
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const plain = isFrameworkPath(path);
    const refuse = async (status: number, reason: AnswerReason, allow?: string) => {
      console.warn(`Refused ${c.req.method} ${shown(path)}: ${status} ${reason}`);
      await drainSmallBody(c.req.raw);
      c.res = answer({ status, reason, allow, plain });
    };

    try {
      await checks(c, next);
    } catch (error) {
      const reason = error instanceof HTTPException ? reasonFor(error) : undefined;
      if (!(error instanceof HTTPException) || !reason) throw error;
      return refuse(error.status, reason, error instanceof Refusal ? error.allow : undefined);
    }

    // The framework threw while reading the request (a function call's body
    // it cannot decode), or the form's action could not run on what was
    // posted: the request's fault, not the site's.
    const failed = c.error !== undefined || c.res.status >= 500;
    if (c.req.method === 'POST' && failed) return refuse(400, 'not-understood');
    if (failed) {
      console.error(`Server error on ${c.req.method} ${shown(path)}`, c.error ?? c.res.status);
      c.res = answer({ status: 500, reason: 'server-error', plain });
    }
  };
};
