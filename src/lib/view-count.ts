/**
 * What a request to the counter is counted as (src/lib/audience.ts declares
 * what is counted), decided from what the request says, and nothing kept that
 * tells one visitor from another. The worker's counting route
 * (src/pages/_api/count.tsx) runs on these rules; the browser never loads
 * them (isbot's list is the worker's alone).
 */
import { isbot } from 'isbot';
import {
  type CampaignTags,
  type Count,
  countDay,
  type Device,
  GOALS,
  type Goal,
  NOT_FOUND_KIND,
  VIEW_FIELDS,
} from './audience';
import { isPrivatePath, PRIVATE_PATH_PREFIXES } from './private-paths.mjs';

/** A request that is not counted, and why. */
export type NotCounted = 'crawler' | 'prefetch' | 'objection' | 'not-a-view';

const MAX_PATH = 200;
const MAX_TAG = 100;

type Headers = { get(name: string): string | null };

/**
 * Why a request is not to be counted, or null: a crawler (a maintained list:
 * isbot), a prefetch or prerender the visitor may never see, or a visitor
 * who objects through their browser (Global Privacy Control, Do Not Track).
 */
export const notCountedBecause = (headers: Headers): NotCounted | null => {
  const agent = headers.get('user-agent') ?? '';
  if (!agent || isbot(agent)) return 'crawler';
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return 'prefetch';
  if (headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1') return 'objection';
  return null;
};

/** Phone, tablet or computer, from the user agent (then dropped) and the mobile client hint. */
export const deviceOf = (headers: Headers): Device => {
  const agent = headers.get('user-agent') ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(agent) || (/Android/i.test(agent) && !/Mobile/i.test(agent))) {
    return 'tablet';
  }
  if (headers.get('sec-ch-ua-mobile') === '?1' || /Mobi|iPhone|iPod|Windows Phone/i.test(agent)) {
    return 'phone';
  }
  return 'desktop';
};

const parsed = (address: string | null | undefined) => {
  if (!address) return null;
  try {
    return new URL(address);
  } catch {
    return null;
  }
};

/**
 * Where a view came from: the referring site's host ("www." dropped), an
 * app's package name for an Android app's referrer, "internal" for this
 * site, "direct" for none.
 */
export const sourceOf = (referrer: string | null | undefined, siteHost: string): string => {
  const from = parsed(referrer);
  if (!from) return 'direct';
  if (from.protocol !== 'http:' && from.protocol !== 'https:' && from.protocol !== 'android-app:') {
    return 'direct';
  }
  const host = from.hostname.toLowerCase().replace(/^www\./, '');
  if (!host) return 'direct';
  if (host === siteHost.toLowerCase().replace(/^www\./, '')) return 'internal';
  return host.slice(0, MAX_TAG);
};

/** A tag as kept: trimmed, control characters out, at most 100 characters. */
const tag = (value: string | null) =>
  (value ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_TAG);

/** The address's campaign tags; '' for each one absent. */
export const campaignOf = (url: URL): CampaignTags => ({
  utm_source: tag(url.searchParams.get('utm_source')),
  utm_medium: tag(url.searchParams.get('utm_medium')),
  utm_campaign: tag(url.searchParams.get('utm_campaign')),
});

/**
 * The path a view is counted at: without a trailing slash, at most 200
 * characters, and a private address (a booked call's link) as its prefix and
 * "…", so no secret is ever counted. Null for what is no page of this site.
 */
export const countedPath = (pathname: string): string | null => {
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/RSC/')) return null;
  if (isPrivatePath(pathname)) {
    const prefix = PRIVATE_PATH_PREFIXES.find((candidate) => pathname.toLowerCase().startsWith(candidate));
    return `${prefix ?? '/'}…`;
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path.slice(0, MAX_PATH) || '/';
};

/** What the counting route reads of a request, apart from its headers. */
export type CountRequest = {
  /** The request's own URL: the counting route's, with its query. */
  url: string;
  /** The form's fields (a beacon), or null (the image counted without JavaScript). */
  fields: { get(name: string): unknown } | null;
  /** Cloudflare's country code for the connection. */
  country: unknown;
  now: Date;
};

const field = (fields: CountRequest['fields'], name: string) => {
  const value = fields?.get(name);
  return typeof value === 'string' ? value : null;
};

/**
 * The counter row a request adds to, or why it adds nothing. A beacon names
 * the page and where the visitor came from; the image a page shows without
 * JavaScript is asked for with the page's Referer, and cannot know where the
 * visitor came from ("unknown").
 */
export const countFor = (request: CountRequest, headers: Headers): Count | NotCounted => {
  const refused = notCountedBecause(headers);
  if (refused) return refused;
  const self = new URL(request.url);
  const beacon = request.fields !== null;
  const page = parsed(beacon ? field(request.fields, VIEW_FIELDS.page) : headers.get('referer'));
  // A page of this site: at the address the request came to, or, where a
  // proxy gives the worker another host than the browser's (wrangler dev
  // gives it the production route's), one the browser itself says is of the
  // same origin (Sec-Fetch-Site, which no page's script can set).
  const sameOrigin = page?.origin === self.origin || headers.get('sec-fetch-site') === 'same-origin';
  if (!page || !sameOrigin) return 'not-a-view';
  const path = countedPath(page.pathname);
  if (!path) return 'not-a-view';
  const goal = field(request.fields, VIEW_FIELDS.goal);
  if (goal !== null && !GOALS.includes(goal as Goal)) return 'not-a-view';
  const kind = beacon ? field(request.fields, VIEW_FIELDS.kind) : self.searchParams.get(VIEW_FIELDS.kind);
  const source = beacon ? sourceOf(field(request.fields, VIEW_FIELDS.from), page.hostname) : 'unknown';
  const country =
    typeof request.country === 'string' && /^[A-Z0-9]{2}$/.test(request.country) ? request.country : '';
  const view = goal === null;
  return {
    day: countDay(request.now),
    path,
    notFound: kind === NOT_FOUND_KIND,
    source,
    campaign: campaignOf(page),
    country,
    device: deviceOf(headers),
    views: view ? 1 : 0,
    entries: view && source !== 'internal' && source !== 'unknown' ? 1 : 0,
    leads: goal === 'lead' ? 1 : 0,
    bookings: goal === 'booking' ? 1 : 0,
  };
};
