import type { MiddlewareHandler } from 'hono';
import { availability } from '../../content/availability';
import { bookHref } from '../../content/navigation';
import { freeDays } from '../../lib/availability';
import type { Env } from '../env';
import { takenTimes } from './taken-times';

/** How long a rendered /book stands in the edge's cache, at most: its key changes with what it shows. */
const CACHED_SECONDS = 600;
/** The visitor's Cache-Control of a cached page, kept beside the cache's own. */
const VISITOR_CACHE_CONTROL = 'x-visitor-cache-control';

const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/** The edge's cache (Workers' Cache API); none under `waku dev` or in Node. */
const edgeCache = () => (globalThis.caches as (CacheStorage & { default?: Cache }) | undefined)?.default;

/**
 * /book as rendered, kept in the edge's cache under what it shows: the free
 * days (the configuration, the calls in D1 and the firm's calendar, now), the
 * chosen day and this build. A view whose free times are as the last one's is
 * a cache read, not a render; a booking, a cancellation, a minute that takes a
 * time inside the notice, or a deploy makes another key. Before the security
 * headers: what is kept carries its policy, and a hit is served whole.
 */
export const bookingPageCache = (): MiddlewareHandler<{ Bindings: Env }> => async (c, next) => {
  const cache = edgeCache();
  if (c.req.method !== 'GET' || c.req.path !== bookHref || !cache || !c.env?.DB) return next();
  // Only the addresses the page's own links make (/book, /book?day=…): the
  // rendered page holds its query, which another visitor's must not carry.
  const query = [...new URL(c.req.url).searchParams.keys()];
  if (query.some((name) => name !== 'day') || query.length > 1) return next();
  let key: Request;
  try {
    const now = new Date();
    const taken = await takenTimes(c.env, now);
    const shown = taken && freeDays(availability, now, taken.booked, taken.busy);
    const fingerprint = await sha256(
      JSON.stringify([import.meta.env.SITE_BUILD_ID ?? '', c.req.query('day') ?? '', shown]),
    );
    key = new Request(new URL(`${bookHref}?cache=${fingerprint}`, c.req.url));
  } catch {
    // D1 did not answer: the page renders (and says so) uncached.
    return next();
  }
  const hit = await cache.match(key);
  if (hit) {
    const headers = new Headers(hit.headers);
    headers.set('Cache-Control', headers.get(VISITOR_CACHE_CONTROL) ?? 'no-store');
    headers.delete(VISITOR_CACHE_CONTROL);
    c.res = new Response(hit.body, { status: hit.status, headers });
    return;
  }
  await next();
  if (c.res.status !== 200) return;
  const kept = c.res.clone();
  const headers = new Headers(kept.headers);
  headers.set(VISITOR_CACHE_CONTROL, headers.get('Cache-Control') ?? 'no-store');
  headers.set('Cache-Control', `max-age=${CACHED_SECONDS}`);
  const put = cache.put(key, new Response(kept.body, { status: 200, headers })).catch(() => undefined);
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    await put;
  }
};
