#!/usr/bin/env node
/**
 * npm run submissions: the operator's view of the contact-form outbox (D1),
 * through wrangler; its options: SUBMISSIONS_COMMAND in submissions-plan.mjs,
 * or `npm run submissions -- --help`. Every value is checked before wrangler
 * runs. What it changes it counts from the rows themselves (`RETURNING`).
 * --report counts the leads per page they came from: pages and counts only.
 * What it prints for a person fits the terminal (submissions-layout.mjs).
 * Only JSON goes to stdout with --export and --json; the database it worked
 * on and what it did go to stderr then, so `npm run -s submissions -- --export
 * EMAIL > file.json` is a JSON file.
 */
import { operatorArgs, refuseUsage, UsageError } from './args.mjs';
import { d1Executor } from './d1-execute.mjs';
import { eraseSql, exportDocument, exportSql } from './data-requests.mjs';
import {
  callsText,
  listingText,
  messagePreviewChars,
  outputColumns,
  reportText,
} from './submissions-layout.mjs';
import {
  leadSourceReport,
  listingSql,
  matchingIdsSql,
  redeliverSql,
  reportPeriod,
  reportSql,
  SUBMISSIONS_COMMAND,
  submissionsRequest,
  targetLabel,
  targetOf,
  upcomingCallsSql,
} from './submissions-plan.mjs';
import { checkAccount } from './wrangler-calls.mjs';

const options = operatorArgs(SUBMISSIONS_COMMAND);
const target = targetOf(options);
const columns = outputColumns(process.stdout);
/** @type {import('./submissions-plan.mjs').SubmissionsRequest} */
let request;
try {
  request = submissionsRequest(options);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  refuseUsage(SUBMISSIONS_COMMAND, error.message);
}

/**
 * @param {string} message
 * @returns {never}
 */
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

console.error(`[submissions] ${targetLabel(target)}`);
if (target.remote) {
  const accountProblem = checkAccount();
  if (accountProblem) fail(accountProblem);
}

/** Runs SQL statements on the target's database: the rows of each, in order. */
const execute = d1Executor(target, { tag: 'submissions', fail });
/** @param {string} sql */
const rowsOf = (sql) => execute(sql)[0] ?? [];

switch (request.action) {
  case 'export': {
    const [rows = [], calls = []] = execute(exportSql(request.email));
    console.log(JSON.stringify(exportDocument(request.email, rows, calls, new Date()), null, 2));
    console.error(
      `Exported ${rows.length} submission(s) and ${calls.length} booked call(s) for ${request.email}.`,
    );
    break;
  }
  case 'erase': {
    const [rows = [], calls = []] = execute(eraseSql(request.email));
    console.log(
      rows.length + calls.length === 0
        ? `Nothing held for ${request.email}: no submission erased.`
        : `Erased ${rows.length} submission(s) and ${calls.length} booked call(s) for ${request.email}.`,
    );
    break;
  }
  case 'redeliver': {
    const { selector } = request;
    if (selector === 'undeliverable') {
      const queued = rowsOf(redeliverSql('undeliverable', new Date())).length;
      console.log(
        queued === 0
          ? 'No undeliverable submissions: nothing queued.'
          : `Queued ${queued} undeliverable submission(s) for the relay's next run.`,
      );
      break;
    }
    const matches = rowsOf(matchingIdsSql(selector.idPrefix));
    if (matches.length !== 1) {
      fail(
        matches.length === 0
          ? `No submission has an id starting ${selector.idPrefix}.`
          : `${matches.length} submissions have ids starting ${selector.idPrefix}: give more of it.`,
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
    if (rowsOf(redeliverSql({ id: String(id) }, new Date())).length !== 1) {
      fail(`Submission ${id} changed while this ran (a sender took it): nothing queued.`);
    }
    console.log(`Queued submission ${id} for the relay's next run.`);
    break;
  }
  case 'report': {
    const period = reportPeriod(request.days, new Date());
    const report = leadSourceReport(period, rowsOf(reportSql(period)));
    console.log(request.json ? JSON.stringify(report, null, 2) : reportText(report, { columns }));
    break;
  }
  case 'calls': {
    const calls = rowsOf(upcomingCallsSql(new Date()));
    console.log(request.json ? JSON.stringify({ calls }, null, 2) : callsText(calls, { columns }));
    break;
  }
  case 'list': {
    const [counts = [], rows = []] = execute(
      listingSql(request.status, request.limit, request.json ? undefined : messagePreviewChars(columns)),
    );
    if (request.json) {
      const perStatus = Object.fromEntries(counts.map((row) => [row.status, row.count]));
      console.log(JSON.stringify({ counts: perStatus, submissions: rows }, null, 2));
      break;
    }
    console.log(listingText({ counts, rows }, { columns, target }));
    break;
  }
}
