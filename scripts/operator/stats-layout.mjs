/**
 * `npm run stats` as a person reads it (scripts/operator/stats.mjs): the
 * figures laid out to fit a terminal, every line at most its width, every
 * visitor's text (addresses, campaign names) on one line with no control
 * character. Pure. Unit-tested in tests/unit/operator-stats.test.ts.
 */
import { fitWord, plain } from './submissions-layout.mjs';

/** @typedef {import('../../src/lib/audience-figures.mjs').Figures} Figures */
/** @typedef {import('../../src/lib/audience-figures.mjs').Ranked} Ranked */

/** @param {number | null} rate */
const percent = (rate) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);

/**
 * A list of rows: a title, then each row's counts right-aligned at the end of
 * the line and its name cut to the room left; a line of its own when empty.
 * @param {string} title
 * @param {{ name: string; counts: string[] }[]} rows
 * @param {string[]} headings the counts' names
 * @param {number} columns
 */
const block = (title, rows, headings, columns) => {
  if (rows.length === 0) return [title, '  (none)'];
  const widths = headings.map((heading, index) =>
    Math.max(heading.length, ...rows.map(({ counts }) => String(counts[index]).length)),
  );
  const countsWidth = widths.reduce((sum, width) => sum + width + 2, 0);
  const nameWidth = Math.max(10, columns - 2 - countsWidth);
  const line = (/** @type {string} */ name, /** @type {string[]} */ counts) =>
    `  ${fitWord(name, nameWidth).padEnd(nameWidth)}${counts.map((count, index) => `  ${count.padStart(widths[index] ?? 0)}`).join('')}`.trimEnd();
  return [title, line('', headings), ...rows.map(({ name, counts }) => line(name, counts))];
};

/**
 * @param {Ranked[]} rows
 * @param {('views' | 'entries' | 'leads' | 'bookings' | 'rate')[]} counts
 * @param {string} [blank] the name of a row whose key is empty
 */
const rankedRows = (rows, counts, blank = '(none)') =>
  rows.map((row) => ({
    name: row.key.every((value) => value === '') ? blank : row.key.map(plain).join(' / '),
    counts: counts.map((count) => (count === 'rate' ? percent(row.rate) : String(row[count]))),
  }));

/**
 * The figures for a person: the period and its totals, views and visits per
 * day, then each list.
 * @param {Figures} figures
 * @param {{ columns: number }} layout
 */
export const statsText = (figures, { columns }) => {
  const { period, totals } = figures;
  const conversion = ['visits', 'messages', 'calls', 'rate'];
  const sections = [
    [
      `Audience figures, ${period.from} to ${period.to} (${period.days} ${period.days === 1 ? 'day' : 'days'}, UTC)`,
      `  views ${totals.views}  visits ${totals.entries}  messages ${totals.leads}  calls ${totals.bookings}  lost ${totals.lost}`,
    ],
    block(
      'Per day',
      figures.daily.map((day) => ({
        name: day.day,
        counts: [day.views, day.entries, day.leads, day.bookings].map(String),
      })),
      ['views', 'visits', 'messages', 'calls'],
      columns,
    ),
    block('Top pages', rankedRows(figures.pages, ['views', 'entries']), ['views', 'visits'], columns),
    block('Sources', rankedRows(figures.sources, ['entries', 'views']), ['visits', 'views'], columns),
    block(
      'Campaigns (utm_source / utm_medium / utm_campaign)',
      rankedRows(figures.campaigns, ['entries', 'leads', 'bookings', 'rate']),
      conversion,
      columns,
    ),
    block(
      'Countries',
      rankedRows(figures.countries, ['views', 'entries'], '(unknown)'),
      ['views', 'visits'],
      columns,
    ),
    block('Devices', rankedRows(figures.devices, ['views', 'entries']), ['views', 'visits'], columns),
    block(
      'Conversion by landing page',
      rankedRows(figures.landings, ['entries', 'leads', 'bookings', 'rate']),
      conversion,
      columns,
    ),
    block(
      'Messages and calls by the page they were sent from',
      figures.sentFrom.map((row) => ({
        name: plain(row.page) || '(page not recorded)',
        counts: [String(row.leads), String(row.calls)],
      })),
      ['messages', 'calls'],
      columns,
    ),
    block('Addresses not found', rankedRows(figures.notFound, ['views']), ['views'], columns),
  ];
  return sections.map((lines) => lines.join('\n')).join('\n\n');
};
