import type { Context, MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { HTTPException } from 'hono/http-exception';
import { site } from '../../content/site';
import { hashToken } from '../booking/store';
import type { Env } from '../env';
import { answer } from '../refusal';
import { contentSecurityPolicy, PRIVATE_HEADERS, SECURITY_HEADERS } from '../security-policy.mjs';

/** The operator's addresses: the dashboard, its RSC payload (which the router fetches) and the CSV. */
const STATS_PATHS = new Set(['/stats', '/stats/', '/rsc/r/stats.txt', '/stats.csv']);

/**
 * A path as a router may read it (percent-escapes decoded, runs of slashes as
 * one, one case), so that no other spelling of the dashboard passes unasked.
 */
const comparable = (path: string) =>
  path
    .replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\/{2,}/g, '/')
    .toLowerCase();

export const isStatsPath = (path: string) => STATS_PATHS.has(comparable(path));

/** The realm the browser names when it asks for the password. */
export const STATS_REALM = `${site.name} audience figures`;

/** Compared as SHA-256 digests: where two digests differ says nothing of where the password and the guess do. */
const samePassword = async (given: string, password: string) =>
  (await hashToken(given)) === (await hashToken(password));

/** The headers of every answer at these addresses: never cached, never indexed. */
const privately = (response: Response) => {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    if (!headers.has(name)) headers.set(name, value);
  if (!headers.has('Content-Security-Policy'))
    headers.set('Content-Security-Policy', contentSecurityPolicy());
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** The site's own 404 page, as the asset layer answers an unknown address; plain words where there is none (waku dev). */
const notFound = async (c: Context<{ Bindings: Env }>) => {
  const page = await c.env.ASSETS?.fetch(new URL('/404', c.req.url).href);
  if (page?.ok) return new Response(page.body, { status: 404, headers: page.headers });
  return new Response('Not found.\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};

/** The 401: the refusal page in the site's words (plain text to Waku's client), and how to sign in. */
const passwordNeeded = (path: string) => {
  const response = answer({
    status: 401,
    reason: 'password-needed',
    plain: comparable(path).startsWith('/rsc/'),
  });
  // RFC 7617: the realm, and that the password is read as UTF-8.
  response.headers.set(
    'WWW-Authenticate',
    `Basic realm="${STATS_REALM.replace(/[\\"]/g, '\\$&')}", charset="UTF-8"`,
  );
  return response;
};

/**
 * The operator's addresses behind HTTP Basic authentication with
 * STATS_PASSWORD (any user name: there is one operator's password, not
 * accounts). Without the secret set they are a 404 like any unknown address,
 * so that a site that never set one shows no sign of a dashboard. Every answer
 * here is uncached and unindexed, the figures and the refusals alike.
 */
export const statsAuth = (): MiddlewareHandler<{ Bindings: Env }> => async (c, next) => {
  if (!isStatsPath(c.req.path)) return next();
  const password = c.env.STATS_PASSWORD?.trim();
  if (!password) return privately(await notFound(c));
  const check = basicAuth({ verifyUser: (_user, given) => samePassword(given, password) });
  try {
    await check(c, next);
  } catch (error) {
    if (!(error instanceof HTTPException) || error.status !== 401) throw error;
    return privately(passwordNeeded(c.req.path));
  }
  const response = c.res;
  // Let go of the old response first: hono would copy its headers over the new one's.
  c.res = undefined;
  c.res = privately(response);
};
