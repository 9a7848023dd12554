import type { MiddlewareHandler } from 'hono';
import { getContext } from 'hono/context-storage';
import { availability } from '../../content/availability';
import { bookHref } from '../../content/navigation';
import { type IsoDate, isIsoDate, wallClock } from '../../lib/zoned-time';
import type { Env } from '../env';

/**
 * How long a rendered /book answers views, at most: the free times a visitor
 * is shown are never older than this. A time taken meanwhile elsewhere is
 * refused at confirmation with the nearest free ones (the slot is taken in
 * one statement, ./store.ts), as when two visitors confirm together.
 */
export const BOOK_PAGE_FRESH_SECONDS = 30;
/** The one query /book reads (src/pages/book.tsx): the chosen day. */
const DAY_QUERY = 'day';
/** The visitor's Cache-Control of a cached page, kept beside the cache's own. */
const VISITOR_CACHE_CONTROL = 'x-visitor-cache-control';

/** What the page tells the cache during its render. */
type BookPageEnv = { Bindings: Env; Variables: { bookTimesUnread?: true } };

/**
 * Called by /book when D1 could not say which times are taken: the page it
 * renders (which says so) is served, not kept, and the next view tries D1 again.
 */
export const keepBookPageOut = () => getContext<BookPageEnv>().set('bookTimesUnread', true);

/**
 * Whether an answer may be kept for other visitors: not when its
 * Cache-Control says it is one visitor's (`private`) or for no cache
 * (`no-store`), as an answer that holds a private link says
 * (src/server/security-headers.ts). A shared cache keeps neither (RFC 9111).
 */
const sharedCacheMayKeep = (cacheControl: string | null) =>
  !(cacheControl ?? '')
    .split(',')
    .map((directive) => directive.split('=')[0]?.trim().toLowerCase())
    .some((name) => name === 'private' || name === 'no-store');

/** The edge's cache (Workers' Cache API); none under `waku dev` or in Node. */
const edgeCache = () => (globalThis.caches as (CacheStorage & { default?: Cache }) | undefined)?.default;

/**
 * Where /book (or /book?day=…) rendered in the current window of
 * BOOK_PAGE_FRESH_SECONDS is kept: the build, the window and the day. No read
 * of D1 or of the clock's free days: a view is one cache read.
 */
const pageKey = (requestUrl: string, day: IsoDate | '', now: Date) => {
  const window = Math.floor(now.getTime() / (BOOK_PAGE_FRESH_SECONDS * 1000));
  const id = `${import.meta.env.SITE_BUILD_ID ?? ''}:${window}:${day}`;
  return new Request(new URL(`${bookHref}?cache=${encodeURIComponent(id)}`, requestUrl));
};

/**
 * /book as rendered, kept in the edge's cache for BOOK_PAGE_FRESH_SECONDS: a
 * burst of views is one render, each view after the first a cache read. A
 * booking, move or cancellation made here forgets the pages it changes
 * (forgetBookPages), so the visitor who made it sees it at once. Before the
 * security headers: what is kept carries its policy, a hit is served whole,
 * and an answer they mark as one visitor's is never kept.
 */
export const bookingPageCache = (): MiddlewareHandler<BookPageEnv> => async (c, next) => {
  const cache = edgeCache();
  // HEAD as GET: hono sends a HEAD's answer without its body.
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path !== bookHref || !cache) return next();
  // The page reads one query, the day its links make (/book?day=<date>); a
  // day that is not one is rendered for its request, and not kept.
  const asked = c.req.raw;
  const days = new URL(asked.url).searchParams.getAll(DAY_QUERY);
  const day = days[0] ?? '';
  if (days.length > 1 || (days.length === 1 && !isIsoDate(day))) return next();
  const key = pageKey(asked.url, day, new Date());
  const hit = await cache.match(key);
  if (hit) {
    const headers = new Headers(hit.headers);
    headers.set('Cache-Control', headers.get(VISITOR_CACHE_CONTROL) ?? 'no-store');
    headers.delete(VISITOR_CACHE_CONTROL);
    c.res = new Response(hit.body, { status: hit.status, headers });
    return;
  }
  // Any other query (a newsletter's utm_source) changes nothing on the page, so
  // it shares the day's page: rendered for the address without it, since the
  // page holds its query (Waku's payload), which another visitor's must not
  // carry. Put back after: what runs before this reads the address as asked.
  const address = new URL(bookHref, asked.url);
  if (day) address.searchParams.set(DAY_QUERY, day);
  if (address.href !== asked.url) c.req.raw = new Request(address, asked);
  try {
    await next();
  } finally {
    c.req.raw = asked;
  }
  if (c.res.status !== 200 || !sharedCacheMayKeep(c.res.headers.get('Cache-Control'))) return;
  const kept = c.res.clone();
  const headers = new Headers(kept.headers);
  headers.set(VISITOR_CACHE_CONTROL, headers.get('Cache-Control') ?? 'no-store');
  headers.set('Cache-Control', `max-age=${BOOK_PAGE_FRESH_SECONDS}`);
  // Kept once the whole page is rendered: only then has it said whether D1 answered.
  const put = (async () => {
    const page = await kept.arrayBuffer();
    if (c.get('bookTimesUnread')) return;
    await cache.put(key, new Response(page, { status: 200, headers }));
  })().catch(() => undefined);
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    await put;
  }
};

/**
 * Forgets the kept /book pages a booking, move or cancellation changed: the
 * first page and the days of `changed` (the calls' starts, ISO). Other days'
 * pages list the days with their counts and catch up within
 * BOOK_PAGE_FRESH_SECONDS. Never fails the change it follows.
 */
export const forgetBookPages = async (requestUrl: string, changed: readonly string[], now = new Date()) => {
  const cache = edgeCache();
  if (!cache) return;
  const days = new Set<IsoDate | ''>(['']);
  for (const start of changed) days.add(wallClock(new Date(start), availability.timeZone).date);
  await Promise.all([...days].map((day) => cache.delete(pageKey(requestUrl, day, now)))).catch(
    () => undefined,
  );
};
