/**
 * The pure half of `npm run stats` (scripts/operator/stats.mjs): its options,
 * the period and output a command line means, and its SQL as wrangler takes
 * it. The figures are the dashboard's own (src/lib/audience-figures.mjs).
 * Unit-tested in tests/unit/operator-stats.test.ts.
 */
import {
  CSV_BREAKDOWNS,
  DEFAULT_DAYS,
  daysBetween,
  isDay,
  lastDays,
  MAX_RANGE_DAYS,
} from '../../src/lib/audience-figures.mjs';
import { UsageError } from './args.mjs';
import { sqlText } from './data-requests.mjs';
import { DATABASE_OPTIONS } from './submissions-plan.mjs';

export const STATS_COMMAND = /** @satisfies {import('./args.mjs').CommandSpec} */ ({
  usage: 'npm run stats -- [options]',
  summary: `The audience figures (D1), as /stats shows them: totals, views and visits per day, top pages, sources, campaigns, countries, devices, conversion, addresses not found. The last ${DEFAULT_DAYS} days unless asked; the local database unless --remote.`,
  options: {
    ...DATABASE_OPTIONS,
    days: {
      type: 'string',
      value: 'N',
      help: `the last N days, today (UTC) the last (1 to ${MAX_RANGE_DAYS}, default ${DEFAULT_DAYS})`,
      excludes: ['from', 'to'],
    },
    from: { type: 'string', value: 'YYYY-MM-DD', help: 'the first day of a range (with --to)' },
    to: { type: 'string', value: 'YYYY-MM-DD', help: 'the last day of a range, counted (with --from)' },
    by: {
      type: 'string',
      choices: CSV_BREAKDOWNS,
      help: 'what --csv has a row per day of: page (default), source or campaign',
    },
    json: { type: 'boolean', help: 'prints the figures as JSON: nothing else on stdout', excludes: ['csv'] },
    csv: { type: 'boolean', help: 'prints the CSV /stats.csv gives: nothing else on stdout' },
  },
});

/** @typedef {import('./args.mjs').OptionValues<typeof STATS_COMMAND.options>} StatsOptions */
/** @typedef {import('../../src/lib/audience-figures.mjs').Period} Period */
/**
 * @typedef {{ period: Period; output: 'text' | 'json' } | { period: Period; output: 'csv'; by: import('../../src/lib/audience-figures.mjs').CsvBreakdown }} StatsRequest
 */

/**
 * The period asked for: refused when wrong, where the dashboard falls back
 * (an operator's typo must not print a month's figures as if they were asked for).
 * @param {StatsOptions} options
 * @param {Date} now
 * @returns {Period}
 */
const periodOf = (options, now) => {
  if (options.from !== undefined || options.to !== undefined) {
    if (!isDay(options.from) || !isDay(options.to)) {
      throw new UsageError('--from and --to go together, each a date as YYYY-MM-DD');
    }
    if (options.from > options.to) throw new UsageError('--from is after --to');
    const days = daysBetween(options.from, options.to);
    if (days > MAX_RANGE_DAYS)
      throw new UsageError(`a range covers at most ${MAX_RANGE_DAYS} days, not ${days}`);
    return { from: options.from, to: options.to, days, preset: null };
  }
  if (options.days === undefined) return lastDays(DEFAULT_DAYS, now);
  const days = /^[0-9]{1,4}$/.test(options.days) ? Number(options.days) : Number.NaN;
  if (!(days >= 1 && days <= MAX_RANGE_DAYS)) {
    throw new UsageError(`--days takes a whole number from 1 to ${MAX_RANGE_DAYS}`);
  }
  return lastDays(days, now);
};

/**
 * What the operator asked for, each value checked before wrangler runs.
 * @param {StatsOptions} options
 * @param {Date} now
 * @returns {StatsRequest}
 */
export const statsRequest = (options, now) => {
  const period = periodOf(options, now);
  if (options.by !== undefined && !options.csv) throw new UsageError('--by goes with --csv');
  // --by's value is one of its choices: args.mjs refused any other.
  const by = /** @type {import('../../src/lib/audience-figures.mjs').CsvBreakdown} */ (options.by ?? 'page');
  if (options.csv) return { period, output: 'csv', by };
  return { period, output: options.json ? 'json' : 'text' };
};

/**
 * A statement with its bindings written in as SQL literals: `wrangler d1
 * execute --command` takes no bindings. Only what the plan makes is bound
 * (days checked by statsRequest, whole numbers), and each is quoted as SQL
 * text or written as an integer, never pasted as it is.
 * @param {import('../../src/lib/audience-figures.mjs').Statement} statement
 */
export const inlineSql = ({ sql, params }) => {
  let next = 0;
  const written = sql.replace(/\?/g, () => {
    if (next >= params.length) throw new RangeError(`more ? than values in: ${sql}`);
    const value = params[next++];
    if (typeof value === 'number') {
      if (!Number.isInteger(value)) throw new RangeError(`a bound number is whole, not ${value}`);
      return String(value);
    }
    return sqlText(String(value));
  });
  if (next !== params.length) throw new RangeError(`fewer ? than values in: ${sql}`);
  return written;
};
