// The audience figures as the operator reads them: which days a request
// means, what is asked of D1 (migrations/0008_audience.sql) and how its rows
// become figures and a CSV. Shared by the dashboard (/stats, /stats.csv:
// src/server/audience/figures.ts) and `npm run stats`
// (scripts/operator/stats.mjs), so both count alike. Plain JavaScript: the
// operator's command reads it in Node without a build.

/** The periods offered as links, in days; 30 unless another is asked for. */
export const PERIOD_DAYS = /** @type {const} */ ([7, 30, 90]);
export const DEFAULT_DAYS = 30;
/** The longest range: the figures are kept 25 months (src/lib/retention.ts), about 760 days. */
export const MAX_RANGE_DAYS = 800;
/** How many rows a ranked list shows. */
export const LIST_LIMIT = 20;

/** What the CSV can be broken down by, the page first (the default). */
export const CSV_BREAKDOWNS = /** @type {const} */ (['page', 'source', 'campaign']);

const DAY_MS = 24 * 60 * 60 * 1000;

/** @typedef {{ from: string; to: string; days: number; preset: number | null }} Period */
/** @typedef {{ period: Period; problem: string | null }} PeriodChoice */
/** @typedef {'page' | 'source' | 'campaign'} CsvBreakdown */
/** @typedef {{ sql: string; params: (string | number)[] }} Statement */

/** @param {Date} date */
export const dayOf = (date) => date.toISOString().slice(0, 10);

/**
 * Whether a text is a real calendar day, YYYY-MM-DD (no 2026-02-30).
 * @param {unknown} text
 * @returns {text is string}
 */
export const isDay = (text) => {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && dayOf(date) === text;
};

/** @param {string} day @param {number} days */
export const addDays = (day, days) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Days from `from` to `to`, both counted. @param {string} from @param {string} to */
export const daysBetween = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * The last `days` days, today (UTC) the last of them.
 * @param {number} days
 * @param {Date} now
 * @returns {Period}
 */
export const lastDays = (days, now) => {
  const to = dayOf(now);
  return {
    from: addDays(to, 1 - days),
    to,
    days,
    preset: PERIOD_DAYS.includes(/** @type {7} */ (days)) ? days : null,
  };
};

/**
 * The period a request asks for: `days` (7, 30 or 90) or `from` and `to`
 * (YYYY-MM-DD, UTC days, both counted). Anything else is not thrown on: the
 * default period, with a sentence saying what was wrong, so that a mistyped
 * address still shows figures.
 * @param {{ get(name: string): string | null }} query a URLSearchParams
 * @param {Date} now
 * @returns {PeriodChoice}
 */
export const choosePeriod = (query, now) => {
  const fallback = (/** @type {string} */ problem) => ({ period: lastDays(DEFAULT_DAYS, now), problem });
  const from = query.get('from');
  const to = query.get('to');
  if (from || to) {
    if (!isDay(from) || !isDay(to)) {
      return fallback(
        `A range needs a start and an end date, each as YYYY-MM-DD: showing the last ${DEFAULT_DAYS} days instead.`,
      );
    }
    if (from > to)
      return fallback(`The range starts after it ends: showing the last ${DEFAULT_DAYS} days instead.`);
    const days = daysBetween(from, to);
    if (days > MAX_RANGE_DAYS) {
      return fallback(
        `A range covers at most ${MAX_RANGE_DAYS} days: showing the last ${DEFAULT_DAYS} days instead.`,
      );
    }
    return { period: { from, to, days, preset: null }, problem: null };
  }
  const days = query.get('days');
  if (days === null || days === '') return { period: lastDays(DEFAULT_DAYS, now), problem: null };
  const preset = PERIOD_DAYS.find((offered) => String(offered) === days);
  if (!preset) {
    return fallback(
      `The period is ${PERIOD_DAYS.join(', ')} days or a range: showing the last ${DEFAULT_DAYS} days instead.`,
    );
  }
  return { period: lastDays(preset, now), problem: null };
};

/** The page's own figures, never the 404 page's (those are broken links, listed apart). */
const PAGES = 'FROM audience_daily WHERE day BETWEEN ? AND ? AND not_found = 0';
const COUNTS = 'sum(views) AS views, sum(entries) AS entries, sum(leads) AS leads, sum(bookings) AS bookings';

/**
 * What the dashboard and the command ask of D1, in this order (figuresOf reads
 * the results in it). Every value is a binding.
 * @param {Period} period
 * @returns {Record<'daily' | 'pages' | 'sources' | 'campaigns' | 'countries' | 'devices' | 'landings' | 'notFound' | 'lost' | 'sentFrom', Statement>}
 */
export const figureStatements = ({ from, to }) => {
  const range = [from, to];
  // Records of the contact form and of calls booked are timestamps: the period's days, to the end of its last.
  const stamps = [from, addDays(to, 1)];
  return {
    daily: { sql: `SELECT day, ${COUNTS} ${PAGES} GROUP BY day ORDER BY day`, params: range },
    pages: {
      sql: `SELECT path, ${COUNTS} ${PAGES} GROUP BY path ORDER BY views DESC, path LIMIT ?`,
      params: [...range, LIST_LIMIT],
    },
    // Where visits came from: moves between this site's pages are no visit.
    sources: {
      sql: `SELECT source, ${COUNTS} ${PAGES} AND source <> 'internal'
            GROUP BY source ORDER BY entries DESC, source LIMIT ?`,
      params: [...range, LIST_LIMIT],
    },
    campaigns: {
      sql: `SELECT utm_source, utm_medium, utm_campaign, ${COUNTS} ${PAGES}
            AND (utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '')
            GROUP BY utm_source, utm_medium, utm_campaign ORDER BY entries DESC, views DESC, utm_campaign LIMIT ?`,
      params: [...range, LIST_LIMIT],
    },
    countries: {
      sql: `SELECT country, ${COUNTS} ${PAGES} GROUP BY country ORDER BY views DESC, country LIMIT ?`,
      params: [...range, LIST_LIMIT],
    },
    devices: {
      sql: `SELECT device, ${COUNTS} ${PAGES} GROUP BY device ORDER BY views DESC, device`,
      params: range,
    },
    // The pages visits started on: a lead or a call is counted on the visit's first page.
    landings: {
      sql: `SELECT path, ${COUNTS} ${PAGES} AND (entries > 0 OR leads > 0 OR bookings > 0)
            GROUP BY path ORDER BY entries DESC, path LIMIT ?`,
      params: [...range, LIST_LIMIT],
    },
    notFound: {
      sql: `SELECT path, sum(views) AS views, sum(entries) AS entries FROM audience_daily
            WHERE day BETWEEN ? AND ? AND not_found = 1 GROUP BY path ORDER BY views DESC, path LIMIT ?`,
      params: [...range, LIST_LIMIT],
    },
    lost: {
      sql: 'SELECT coalesce(sum(lost), 0) AS lost FROM audience_lost WHERE day BETWEEN ? AND ?',
      params: range,
    },
    // The records themselves, counted by the page they were sent from: no name, no address.
    sentFrom: {
      sql: `SELECT page, sum(leads) AS leads, sum(calls) AS calls FROM (
              SELECT coalesce(source_path, '') AS page, 1 AS leads, 0 AS calls FROM submissions
              WHERE form_name = 'contact' AND created_at >= ? AND created_at < ?
              UNION ALL
              SELECT coalesce(source_path, ''), 0, 1 FROM bookings WHERE created_at >= ? AND created_at < ?
            ) GROUP BY page ORDER BY leads + calls DESC, page LIMIT ?`,
      params: [...stamps, ...stamps, LIST_LIMIT],
    },
  };
};

/** @typedef {{ views: number; entries: number; leads: number; bookings: number }} Counts */
/** @typedef {Counts & { day: string }} DayCounts */
/** @typedef {Counts & { key: string[]; rate: number | null }} Ranked */
/** @typedef {{ page: string; leads: number; calls: number }} SentFrom */
/**
 * @typedef {object} Figures
 * @property {Period} period
 * @property {DayCounts[]} daily every day of the period, oldest first, zeros where nothing was counted
 * @property {Counts & { lost: number }} totals
 * @property {Ranked[]} pages
 * @property {Ranked[]} sources
 * @property {Ranked[]} campaigns
 * @property {Ranked[]} countries
 * @property {Ranked[]} devices
 * @property {Ranked[]} landings
 * @property {Ranked[]} notFound
 * @property {SentFrom[]} sentFrom
 */

/** @param {unknown} value */
const count = (value) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** @param {Record<string, unknown>} row @returns {Counts} */
const countsOf = (row) => ({
  views: count(row.views),
  entries: count(row.entries),
  leads: count(row.leads),
  bookings: count(row.bookings),
});

/**
 * Leads and calls per visit; null where no visit started.
 * @param {Counts} counts
 */
export const conversionRate = ({ entries, leads, bookings }) =>
  entries > 0 ? (leads + bookings) / entries : null;

/** @param {Record<string, unknown>[]} rows @param {string[]} columns @returns {Ranked[]} */
const ranked = (rows, columns) =>
  rows.map((row) => {
    const counts = countsOf(row);
    return {
      key: columns.map((column) => String(row[column] ?? '')),
      ...counts,
      rate: conversionRate(counts),
    };
  });

/**
 * Every day of the period with its counts: D1 has rows only for days something was counted.
 * @param {Period} period
 * @param {Record<string, unknown>[]} rows
 * @returns {DayCounts[]}
 */
export const everyDay = ({ from, days }, rows) => {
  const counted = new Map(rows.map((row) => [String(row.day), countsOf(row)]));
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(from, index);
    return { day, ...(counted.get(day) ?? { views: 0, entries: 0, leads: 0, bookings: 0 }) };
  });
};

/**
 * The figures from the results of figureStatements, by name.
 * @param {Period} period
 * @param {Record<keyof ReturnType<typeof figureStatements>, Record<string, unknown>[]>} results
 * @returns {Figures}
 */
export const figuresOf = (period, results) => {
  const daily = everyDay(period, results.daily);
  const sum = (/** @type {keyof Counts} */ name) => daily.reduce((total, day) => total + day[name], 0);
  return {
    period,
    daily,
    totals: {
      views: sum('views'),
      entries: sum('entries'),
      leads: sum('leads'),
      bookings: sum('bookings'),
      lost: count(results.lost[0]?.lost),
    },
    pages: ranked(results.pages, ['path']),
    sources: ranked(results.sources, ['source']),
    campaigns: ranked(results.campaigns, ['utm_source', 'utm_medium', 'utm_campaign']),
    countries: ranked(results.countries, ['country']),
    devices: ranked(results.devices, ['device']),
    landings: ranked(results.landings, ['path']),
    notFound: ranked(results.notFound, ['path']),
    sentFrom: results.sentFrom.map((row) => ({
      page: String(row.page ?? ''),
      leads: count(row.leads),
      calls: count(row.calls),
    })),
  };
};

/**
 * A chart's vertical scale: a round top at or above the largest value, and
 * its ticks from 0 (a top of 1 when nothing was counted, so the axis stands).
 * @param {number} largest
 * @returns {{ top: number; ticks: number[] }}
 */
export const chartScale = (largest) => {
  if (!(largest > 0)) return { top: 1, ticks: [0, 1] };
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((size) => size * 4 >= largest) ??
    magnitude * 10;
  const whole = Math.max(1, Math.ceil(step));
  const top = Math.ceil(largest / whole) * whole;
  return { top, ticks: Array.from({ length: top / whole + 1 }, (_, index) => index * whole) };
};

/** The CSV's columns per breakdown: the day, what it is broken down by, the counts. */
export const CSV_COLUMNS = {
  page: ['date', 'path', 'views', 'entries', 'leads', 'bookings'],
  source: ['date', 'source', 'views', 'entries', 'leads', 'bookings'],
  campaign: ['date', 'utm_source', 'utm_medium', 'utm_campaign', 'views', 'entries', 'leads', 'bookings'],
};

/** @param {string | null | undefined} value @returns {CsvBreakdown | null} */
export const csvBreakdown = (value) =>
  value === null || value === undefined || value === ''
    ? 'page'
    : (CSV_BREAKDOWNS.find((breakdown) => breakdown === value) ?? null);

/**
 * The CSV's one statement: a row per day and page (or source, or campaign) that was counted.
 * @param {Period} period
 * @param {CsvBreakdown} by
 * @returns {Statement}
 */
export const csvStatement = ({ from, to }, by) => {
  const dimensions = CSV_COLUMNS[by].slice(1, -4);
  const grouped = ['day', ...dimensions].join(', ');
  return {
    sql: `SELECT day AS date, ${dimensions.join(', ')}, ${COUNTS} ${PAGES} GROUP BY ${grouped} ORDER BY ${grouped}`,
    params: [from, to],
  };
};

/**
 * One cell as RFC 4180 writes it, and never a formula: addresses and
 * campaign names come from visitors, and a spreadsheet runs a cell starting
 * with = + - or @ (OWASP, "CSV injection"), so such a text starts with '.
 * @param {unknown} value
 */
export const csvCell = (value) => {
  if (typeof value === 'number') return String(value);
  const text = String(value ?? '');
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
};

/**
 * The CSV: its header, then a line per row, each ended by CRLF (RFC 4180).
 * @param {CsvBreakdown} by
 * @param {Record<string, unknown>[]} rows csvStatement's
 */
export const csvText = (by, rows) => {
  const columns = CSV_COLUMNS[by];
  const counts = new Set(['views', 'entries', 'leads', 'bookings']);
  const line = (/** @type {unknown[]} */ cells) => `${cells.map(csvCell).join(',')}\r\n`;
  return (
    line(columns) +
    rows
      .map((row) => line(columns.map((column) => (counts.has(column) ? count(row[column]) : row[column]))))
      .join('')
  );
};

/**
 * The CSV's file name: the period's days, and what it is broken down by unless the page.
 * @param {Period} period
 * @param {CsvBreakdown} by
 */
export const csvFileName = ({ from, to }, by) => `audience-${from}-${to}${by === 'page' ? '' : `-${by}`}.csv`;
