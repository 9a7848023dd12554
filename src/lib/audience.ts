/**
 * Audience figures, declared once: what the browser sends to count a view,
 * what each counter is kept by, and for how long. The worker counts on these
 * (src/lib/view-count.ts), the pages send what VIEW_FIELDS names
 * (src/lib/count-views.ts), and
 * the privacy notice and the trust centre say what is counted from
 * AUDIENCE_DIMENSIONS and the rest (src/content/data-facts.ts). Nothing here
 * is more than names and words: the pages' JavaScript imports it.
 */

/**
 * What the browser sends to count a view (a form, after the page has
 * loaded), each key with what it carries. No identifier, no cookie: the
 * request's own address and browser description are read once, for the
 * country and the device, and dropped.
 */
export const VIEW_FIELDS = {
  /** The page's address, its query with it (for utm_*). */
  page: 'u',
  /** The address the visitor came from: only its host is kept. */
  from: 'r',
  /** "not-found" on the 404 page. */
  kind: 'k',
  /** "lead" or "booking": a form sent in a visit; the visit's entry is sent as page and from. */
  goal: 'g',
} as const;

/** On the <noscript> a counted page renders (src/layout/seo.tsx): its ViewKind. A page without it is not counted. */
export const VIEW_ATTRIBUTE = 'data-view';

/** Where views are counted (src/pages/_api/count.tsx). */
export const COUNT_PATH = '/count';

/** The view's kind, as the page marks it for the boot script (src/layout/seo.tsx). */
export const VIEW_KINDS = ['page', 'not-found'] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];
export const NOT_FOUND_KIND: ViewKind = 'not-found';

export const GOALS = ['lead', 'booking'] as const;
export type Goal = (typeof GOALS)[number];

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** The campaign's three tags, as the address carries them. */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type CampaignTags = Record<(typeof CAMPAIGN_PARAMETERS)[number], string>;

/** How long the counters are kept, from the day they count: the CNIL's exemption allows at most 25 months. */
export const AUDIENCE_RETENTION_MONTHS = 25;

/**
 * What each counter is kept by: the notices name exactly these (the privacy
 * notice as `said`, the trust centre's claim by `noun`), and the table's
 * columns (migrations/0008_audience.sql) are these and the counts.
 */
export const AUDIENCE_DIMENSIONS = {
  day: { noun: 'day', said: 'the day' },
  path: { noun: 'page', said: 'the page (the 404 page with the address asked for)' },
  source: {
    noun: 'referring site',
    said: 'the site that sent you there (its name only, such as linkedin.com), or none',
  },
  campaign: {
    noun: 'campaign',
    said: 'the campaign tags in the address you followed (utm_source, utm_medium, utm_campaign)',
  },
  country: { noun: 'country', said: 'your country, as Cloudflare places your connection' },
  device: { noun: 'device', said: 'whether your browser is on a phone, a tablet or a computer' },
} as const satisfies Record<string, { noun: string; said: string }>;

/** A counted view, or a form sent in a visit: one upsert of one counter row. */
export type Count = {
  day: string;
  path: string;
  notFound: boolean;
  /** A referrer's host, "direct", "internal" (this site) or "unknown" (counted without JavaScript). */
  source: string;
  campaign: CampaignTags;
  country: string;
  device: Device;
  views: 0 | 1;
  entries: 0 | 1;
  leads: 0 | 1;
  bookings: 0 | 1;
};

/** The day a count falls on: the UTC date. */
export const countDay = (now: Date) => now.toISOString().slice(0, 10);
