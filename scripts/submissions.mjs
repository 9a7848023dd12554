#!/usr/bin/env node
/**
 * The operator's view of the contact-form outbox (D1), through wrangler.
 *   npm run submissions                              recent submissions, newest first, and a count per status
 *   npm run submissions -- --status undeliverable    only one status (pending, delivered, stored, failed, undeliverable)
 *   npm run submissions -- --limit 50                more rows (default 20)
 *   npm run submissions -- --redeliver 3f2a9c1e      queue one submission (its id, or the first 8+ characters) for the relay's next run
 *   npm run submissions -- --redeliver undeliverable queue every undeliverable submission
 *   npm run submissions -- --export EMAIL            everything held about that address, as JSON (an access request)
 *   npm run submissions -- --erase EMAIL             deletes it all, and says how many submissions went (an erasure request)
 *   --remote                                         the deployed database on Cloudflare (default: the local one of npm start)
 *   --persist-to DIR                                 a local database kept elsewhere (the end-to-end tests' own)
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eraseSql, exportDocument, exportSql, requestedEmail } from './data-requests.mjs';

const STATUSES = ['pending', 'delivered', 'stored', 'failed', 'undeliverable'];
const args = process.argv.slice(2);

/**
 * @param {string} message
 * @returns {never}
 */
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
/** @param {string} flag */
const optionValue = (flag) => {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) fail(`${flag} needs a value`);
  return value;
};

const wrangler = join(dirname(fileURLToPath(import.meta.url)), 'wrangler.mjs');
const persistTo = optionValue('--persist-to');
const where = args.includes('--remote')
  ? ['--remote']
  : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];

/**
 * Runs one SQL statement on the database and returns its rows and how many it changed.
 * @param {string} sql
 * @returns {{ results: Record<string, unknown>[]; changes: number }}
 */
const execute = (sql) => {
  const output = execFileSync(
    process.execPath,
    [wrangler, 'd1', 'execute', 'DB', ...where, '--json', '--command', sql],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [result] = JSON.parse(output);
  return { results: result?.results ?? [], changes: result?.meta?.changes ?? 0 };
};

/** @param {string | undefined} value */
const emailOption = (value) => {
  try {
    return requestedEmail(value);
  } catch (error) {
    return fail(`${/** @type {Error} */ (error).message}`);
  }
};
const exported = optionValue('--export');
if (exported !== undefined) {
  const email = emailOption(exported);
  console.log(JSON.stringify(exportDocument(email, execute(exportSql(email)).results, new Date()), null, 2));
  process.exit(0);
}
const erased = optionValue('--erase');
if (erased !== undefined) {
  const email = emailOption(erased);
  const changes = execute(eraseSql(email)).results.length;
  console.log(
    changes === 0
      ? `Nothing held for ${email}: no submission erased.`
      : `Erased ${changes} submission(s) for ${email}.`,
  );
  process.exit(0);
}

const redeliver = optionValue('--redeliver');
if (redeliver !== undefined) {
  // Queued as failed and due now: the relay's next run (within a minute) takes it.
  const queue = `UPDATE submissions SET delivery_status = 'failed', next_attempt_at = '${new Date().toISOString()}'`;
  if (redeliver === 'undeliverable') {
    const { changes } = execute(`${queue} WHERE delivery_status = 'undeliverable'`);
    console.log(
      changes === 0
        ? 'No undeliverable submissions.'
        : `Queued ${changes} undeliverable submission(s) for the relay's next run.`,
    );
    process.exit(0);
  }
  if (!/^[0-9a-f-]{8,36}$/i.test(redeliver)) {
    fail('--redeliver takes a submission id (at least its first 8 characters) or "undeliverable"');
  }
  const matches = execute(
    `SELECT id, delivery_status FROM submissions WHERE id LIKE '${redeliver.toLowerCase()}%'`,
  ).results;
  if (matches.length !== 1) {
    fail(
      matches.length === 0
        ? `No submission has an id starting ${redeliver}.`
        : `${matches.length} submissions have ids starting ${redeliver}: give more of it.`,
    );
  }
  const [{ id, delivery_status: status } = {}] = matches;
  if (status !== 'failed' && status !== 'undeliverable') {
    fail(
      status === 'pending'
        ? `Submission ${id} is being sent right now; the relay takes it over if that attempt dies.`
        : `Submission ${id} is ${status}: there is nothing to redeliver.`,
    );
  }
  execute(`${queue} WHERE id = '${id}' AND delivery_status IN ('failed', 'undeliverable')`);
  console.log(`Queued submission ${id} for the relay's next run.`);
  process.exit(0);
}

const limit = Number(optionValue('--limit') ?? 20);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
  fail('--limit takes a whole number from 1 to 1000');
const status = optionValue('--status');
if (status !== undefined && !STATUSES.includes(status)) fail(`--status takes one of: ${STATUSES.join(', ')}`);

const counts = execute(
  'SELECT delivery_status AS status, count(*) AS count FROM submissions GROUP BY delivery_status',
).results;
console.log(
  counts.length === 0 ? 'No submissions yet.' : counts.map((row) => `${row.count} ${row.status}`).join(' · '),
);
const rows = execute(
  `SELECT substr(id, 1, 8) AS id, substr(created_at, 1, 19) AS received_utc, delivery_status AS status, attempts,
          substr(next_attempt_at, 1, 19) AS next_attempt_utc, last_error, source_path AS came_from, name, email, company,
          substr(message, 1, 40) AS message
   FROM submissions ${status ? `WHERE delivery_status = '${status}'` : ''}
   ORDER BY created_at DESC LIMIT ${limit}`,
).results;
if (rows.length > 0) console.table(rows);
if (counts.some((row) => row.status === 'undeliverable')) {
  console.log(
    'Undeliverable leads got no answer from the form endpoint after every attempt: contact them from here, or fix FORM_ENDPOINT and run with --redeliver undeliverable.',
  );
}
