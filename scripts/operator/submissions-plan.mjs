/**
 * The pure half of `npm run submissions` (scripts/operator/submissions.mjs): its
 * options, which database a command line means, what it asks of it (SQL),
 * and the commands its messages tell the operator to run. Unit-tested in
 * tests/unit/submissions-plan.test.ts.
 */
import { join } from 'node:path';
import { shownCommand } from '../../src/lib/operator-command.mjs';
import { PRIVATE_PATH_PREFIXES } from '../../src/lib/private-paths.mjs';
import { UsageError } from './args.mjs';
import { requestedEmail, sqlText } from './data-requests.mjs';
import { deployCommand, ENVIRONMENTS, wranglerEnvArgs } from './deploy-plan.mjs';

export const STATUSES = ['pending', 'delivered', 'stored', 'failed', 'undeliverable'];

/** The --report's period, in days: by default a month. */
export const REPORT_DAYS = { default: 30, min: 1, max: 3650 };

/** Where wrangler keeps local state by default: `npm run serve` applies production's migrations there. */
export const LOCAL_STATE = '.wrangler/state';

/** Which database an operator's command works on: the options every one of them takes (submissions, stats). */
export const DATABASE_OPTIONS = /** @satisfies {import('./args.mjs').CommandSpec['options']} */ ({
  env: {
    type: 'string',
    choices: ENVIRONMENTS,
    help: "whose database: production's (default) or the preview's",
  },
  remote: {
    type: 'boolean',
    help: 'the deployed database on Cloudflare (default: the local one)',
    excludes: ['persist-to'],
  },
  'persist-to': {
    type: 'string',
    value: 'DIR',
    help: `where the local databases are kept (default ${LOCAL_STATE}; the preview's under DIR/preview)`,
  },
});

/** One action at a time; the listing's options mean nothing beside an action. */
const ACTIONS = ['redeliver', 'export', 'erase', 'report', 'calls'];
/** @param {string} action */
const otherActions = (action) => ACTIONS.filter((name) => name !== action);

export const SUBMISSIONS_COMMAND = /** @satisfies {import('./args.mjs').CommandSpec} */ ({
  usage: 'npm run submissions -- [options]',
  summary:
    'The contact-form outbox (D1): a count per status and the recent submissions, newest first; or one action on it (--redeliver, --export, --erase, --report, --calls). Works on the local database unless --remote.',
  options: {
    ...DATABASE_OPTIONS,
    status: {
      type: 'string',
      value: 'STATUS',
      choices: STATUSES,
      help: `lists only the submissions with this status: ${STATUSES.join(', ')}`,
      excludes: ACTIONS,
    },
    limit: {
      type: 'string',
      value: 'N',
      help: 'lists N submissions (1 to 1000, default 20)',
      excludes: ACTIONS,
    },
    json: {
      type: 'boolean',
      help: 'prints the listing, the report or the calls as JSON: nothing else on stdout',
      excludes: otherActions('report').filter((action) => action !== 'calls'),
    },
    redeliver: {
      type: 'string',
      value: 'ID|undeliverable',
      help: "queues one failed or undeliverable submission (its id, or its first 8+ characters), or every undeliverable one, for the relay's next run",
      excludes: otherActions('redeliver'),
    },
    export: {
      type: 'string',
      value: 'EMAIL',
      help: 'prints everything held about the address, as JSON (an access request)',
      excludes: otherActions('export'),
    },
    erase: {
      type: 'string',
      value: 'EMAIL',
      help: 'deletes everything held about the address, and says how many submissions went (an erasure request)',
      excludes: otherActions('erase'),
    },
    report: {
      type: 'boolean',
      help: `counts the leads per page they were sent from, most first, and their total, over the last ${REPORT_DAYS.default} days (no personal data)`,
      excludes: otherActions('report'),
    },
    calls: {
      type: 'boolean',
      help: 'lists the upcoming booked calls, soonest first: when, who, their company and what about',
      excludes: otherActions('calls'),
    },
    days: {
      type: 'string',
      value: 'N',
      help: `the --report's period: the last N days (${REPORT_DAYS.min} to ${REPORT_DAYS.max}, default ${REPORT_DAYS.default})`,
    },
  },
});

/** @typedef {import('./args.mjs').OptionValues<typeof SUBMISSIONS_COMMAND.options>} SubmissionsOptions */
/** @typedef {import('../../src/lib/operator-command.mjs').OutboxTarget} Target */

/**
 * The database a command line means.
 * @param {SubmissionsOptions} options
 * @returns {Target}
 */
export const targetOf = (options) => ({
  environment: options.env ?? 'production',
  remote: Boolean(options.remote),
  persistTo: options['persist-to'],
});

/**
 * Where an environment's local database lives. Both environments bind their
 * database as DB with no id, and wrangler names the local file after the
 * binding: the preview keeps its own directory, so that its local state never
 * mixes with production's.
 * @param {Target} target
 */
export const localStateDir = ({ environment, persistTo = LOCAL_STATE }) =>
  environment === 'production' ? persistTo : join(persistTo, environment);

/**
 * `wrangler d1 execute DB`'s arguments for the target's database.
 * @param {Target} target
 */
export const databaseArgs = (target) => [
  ...wranglerEnvArgs(target.environment),
  ...(target.remote ? ['--remote'] : ['--local', '--persist-to', localStateDir(target)]),
];

/**
 * The target, named for the operator.
 * @param {Target} target
 */
export const targetLabel = (target) =>
  target.remote
    ? `${target.environment}'s database on Cloudflare`
    : `${target.environment}'s local database (${localStateDir(target)})`;

/**
 * What to run when the database has no tables: its migrations were never applied.
 * @param {Target} target
 */
export const missingTablesSentence = (target) => {
  const apply = `npx wrangler d1 migrations apply DB ${shownCommand(databaseArgs(target))}`;
  if (target.remote) {
    return `${targetLabel(target)} has no tables yet: \`${deployCommand(target.environment)}\` applies them (\`${apply}\`).`;
  }
  return target.environment === 'production' && !target.persistTo
    ? `${targetLabel(target)} has no tables yet: run \`npm run serve\` once, or \`npx wrangler d1 migrations apply DB --local\`.`
    : `${targetLabel(target)} has no tables yet: run \`${apply}\`.`;
};

/**
 * What to tell the operator when `wrangler d1 execute` fails: a database the
 * first deploy has not created yet, one without its tables, or wrangler's own words.
 * @param {Target} target
 * @param {string} error wrangler's error, as wranglerErrorText gives it
 */
export const executeFailureSentence = (target, error) => {
  if (/no such table/.test(error)) return missingTablesSentence(target);
  if (target.remote && /Couldn't find a D1 DB named/.test(error)) {
    return `${targetLabel(target)} does not exist yet: \`${deployCommand(target.environment)}\` creates it.`;
  }
  return `wrangler d1 execute failed: ${error}`;
};

/**
 * Whether `wrangler d1 execute` failed only because a local database was busy:
 * another process (`npm start`, the test server) was writing to it. Wrangler
 * does not wait for SQLite's lock: it fails at once with SQLITE_BUSY, which
 * workerd sometimes hides as "internal error; reference = …"
 * (cloudflare/workers-sdk#14916). D1 runs each command in one transaction, so
 * the failed one changed nothing and running it again is safe.
 * (tests/unit/local-d1-busy.test.ts fails the day wrangler waits by itself.)
 * @param {Target} target
 * @param {string} error wrangler's error, as wranglerErrorText gives it
 */
export const localDatabaseBusy = (target, error) =>
  !target.remote && /SQLITE_BUSY|database is locked|internal error; reference =/.test(error);

/** How many times a command on a busy local database is run before its failure is the answer. */
export const BUSY_ATTEMPTS = 4;

/**
 * @typedef {{ action: 'list'; status?: string; limit: number; json: boolean }
 *   | { action: 'report'; days: number; json: boolean }
 *   | { action: 'calls'; json: boolean }
 *   | { action: 'export' | 'erase'; email: string }
 *   | { action: 'redeliver'; selector: 'undeliverable' | { idPrefix: string } }} SubmissionsRequest
 */

/**
 * Whether a value is a period the report takes: a whole number of days, within REPORT_DAYS.
 * @param {unknown} days
 * @returns {days is number}
 */
const isReportDays = (days) =>
  Number.isInteger(days) && Number(days) >= REPORT_DAYS.min && Number(days) <= REPORT_DAYS.max;

/**
 * --days as a number of days: digits only (no sign, fraction, exponent or hex), within REPORT_DAYS.
 * @param {string | undefined} value
 */
const reportDays = (value) => {
  const days =
    value === undefined ? REPORT_DAYS.default : /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!isReportDays(days)) {
    throw new UsageError(`--days takes a whole number from ${REPORT_DAYS.min} to ${REPORT_DAYS.max}`);
  }
  return days;
};

/**
 * What the operator asked for, with each value checked before anything runs.
 * @param {SubmissionsOptions} options
 * @returns {SubmissionsRequest}
 */
export const submissionsRequest = (options) => {
  const email = (/** @type {string} */ value) => {
    try {
      return requestedEmail(value);
    } catch (error) {
      throw new UsageError(/** @type {Error} */ (error).message);
    }
  };
  if (options.days !== undefined && !options.report) {
    throw new UsageError('--days is the period of --report: it goes with --report only');
  }
  if (options.report) {
    return { action: 'report', days: reportDays(options.days), json: Boolean(options.json) };
  }
  if (options.calls) return { action: 'calls', json: Boolean(options.json) };
  if (options.export !== undefined) return { action: 'export', email: email(options.export) };
  if (options.erase !== undefined) return { action: 'erase', email: email(options.erase) };
  if (options.redeliver === 'undeliverable') return { action: 'redeliver', selector: 'undeliverable' };
  if (options.redeliver !== undefined) {
    if (!/^[0-9a-f-]{8,36}$/i.test(options.redeliver)) {
      throw new UsageError(
        '--redeliver takes a submission id (at least its first 8 characters) or "undeliverable"',
      );
    }
    return { action: 'redeliver', selector: { idPrefix: options.redeliver.toLowerCase() } };
  }
  const limit = Number(options.limit ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new UsageError('--limit takes a whole number from 1 to 1000');
  }
  return { action: 'list', status: options.status, limit, json: Boolean(options.json) };
};

/**
 * The page a lead came from, as the listing and the report show it: NULL when
 * none was recorded or when it is a private address (src/lib/private-paths.mjs),
 * which rows written before the form refused them may hold. LIKE ignores the
 * case of letters, as isPrivatePath does.
 */
const SHOWN_SOURCE = `CASE WHEN ${PRIVATE_PATH_PREFIXES.map((prefix) => `source_path LIKE ${sqlText(`${prefix}%`)}`).join(' OR ')}
     THEN NULL ELSE nullif(source_path, '') END`;

/**
 * The listing's two statements, run together: a count per status, then the
 * most recent submissions (with the status, only those). --json's rows keep
 * the first 40 characters of each message they have always had; the listing
 * laid out for a person (submissions-layout.mjs) asks for as much as it can
 * show, and for each message's length, to say what it left out.
 * @param {string | undefined} status one of STATUSES (checked by the parser)
 * @param {number} limit
 * @param {number} [messageChars] the layout's messagePreviewChars
 */
export const listingSql = (status, limit, messageChars) => {
  if (messageChars !== undefined && !(Number.isInteger(messageChars) && messageChars > 0)) {
    throw new RangeError(`a listing shows a whole number of a message's characters, not ${messageChars}`);
  }
  const message =
    messageChars === undefined
      ? 'substr(message, 1, 40) AS message'
      : `substr(message, 1, ${messageChars}) AS message, length(message) AS message_length`;
  return [
    'SELECT delivery_status AS status, count(*) AS count FROM submissions GROUP BY delivery_status',
    `SELECT id, substr(created_at, 1, 19) AS received_utc, delivery_status AS status, attempts,
          substr(next_attempt_at, 1, 19) AS next_attempt_utc, last_error, ${SHOWN_SOURCE} AS came_from, name, email, company,
          ${message}
     FROM submissions ${status ? `WHERE delivery_status = ${sqlText(status)}` : ''}
     ORDER BY created_at DESC LIMIT ${limit}`,
  ].join(';\n');
};

/** @param {string} idPrefix checked by submissionsRequest: hex digits and dashes */
export const matchingIdsSql = (idPrefix) =>
  `SELECT id, delivery_status FROM submissions WHERE id LIKE ${sqlText(`${idPrefix}%`)}`;

/**
 * Queues submissions for the relay's next run: failed and due now, as the
 * relay reads them. Returns the ids it queued: their count is what changed
 * (wrangler's `changes` is missing from local results).
 * @param {'undeliverable' | { id: string }} which every undeliverable one, or one failed or undeliverable
 * @param {Date} now
 */
export const redeliverSql = (which, now) =>
  `UPDATE submissions SET delivery_status = 'failed', next_attempt_at = ${sqlText(now.toISOString())}
   WHERE ${
     which === 'undeliverable'
       ? "delivery_status = 'undeliverable'"
       : `id = ${sqlText(which.id)} AND delivery_status IN ('failed', 'undeliverable')`
   }
   RETURNING id`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The report's period: the last `days` times 24 hours, up to now.
 * @param {number} days checked by submissionsRequest
 * @param {Date} now
 */
export const reportPeriod = (days, now) => {
  if (!isReportDays(days)) {
    throw new RangeError(`a report covers ${REPORT_DAYS.min} to ${REPORT_DAYS.max} days, not ${days}`);
  }
  if (Number.isNaN(now.getTime())) throw new RangeError('a report ends at a valid date');
  return { days, since: new Date(now.getTime() - days * DAY_MS), until: now };
};

/**
 * The report's one statement: the leads received in the period, counted per
 * public page they were sent from (NULL when not recorded), most first, ties by
 * path, the unrecorded last of its tie. Only the page and a count: no column
 * that holds personal data is read.
 * @param {{ since: Date }} period from reportPeriod
 */
export const reportSql = ({ since }) =>
  `SELECT ${SHOWN_SOURCE} AS page, count(*) AS leads FROM submissions
   WHERE created_at >= ${sqlText(since.toISOString())}
   GROUP BY page ORDER BY leads DESC, page IS NULL, page`;

/**
 * The report as `--report --json` prints it, from reportSql's rows.
 * @param {ReturnType<typeof reportPeriod>} period
 * @param {Record<string, unknown>[]} rows
 */
export const leadSourceReport = ({ days, since, until }, rows) => {
  const pages = rows.map((row) => ({
    page: typeof row.page === 'string' && row.page !== '' ? row.page : null,
    leads: Number(row.leads),
  }));
  return {
    report: 'leads by page',
    days,
    since: since.toISOString(),
    until: until.toISOString(),
    total: pages.reduce((sum, { leads }) => sum + leads, 0),
    pages,
  };
};

/**
 * The upcoming booked calls, soonest first (at most 1000): what the firm has
 * coming, read from D1 as the site keeps it. No link fingerprint.
 * @param {Date} now
 */
export const upcomingCallsSql = (now) =>
  `SELECT id, starts_at, ends_at, name, email, company, topic, time_zone FROM bookings
   WHERE status = 'confirmed' AND ends_at > ${sqlText(now.toISOString())} ORDER BY starts_at LIMIT 1000`;
