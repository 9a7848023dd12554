#!/usr/bin/env node
/**
 * npm run stats: the audience figures (D1) in the terminal, the same as
 * /stats shows, through wrangler; its options: STATS_COMMAND in
 * stats-plan.mjs, or `npm run stats -- --help`. With --json or --csv only
 * that goes to stdout (the database it read goes to stderr), so
 * `npm run -s stats -- --csv > figures.csv` is a CSV file.
 */
import { csvStatement, csvText, figureStatements, figuresOf } from '../../src/lib/audience-figures.mjs';
import { operatorArgs, refuseUsage, UsageError } from './args.mjs';
import { d1Executor } from './d1-execute.mjs';
import { statsText } from './stats-layout.mjs';
import { inlineSql, STATS_COMMAND, statsRequest } from './stats-plan.mjs';
import { outputColumns } from './submissions-layout.mjs';
import { targetLabel, targetOf } from './submissions-plan.mjs';
import { checkAccount } from './wrangler-calls.mjs';

const options = operatorArgs(STATS_COMMAND);
const target = targetOf(options);
/** @type {import('./stats-plan.mjs').StatsRequest} */
let request;
try {
  request = statsRequest(options, new Date());
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  refuseUsage(STATS_COMMAND, error.message);
}

/**
 * @param {string} message
 * @returns {never}
 */
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

console.error(`[stats] ${targetLabel(target)}`);
if (target.remote) {
  const accountProblem = checkAccount();
  if (accountProblem) fail(accountProblem);
}
const execute = d1Executor(target, { tag: 'stats', fail });

if (request.output === 'csv') {
  const [rows = []] = execute(inlineSql(csvStatement(request.period, request.by)));
  process.stdout.write(csvText(request.by, rows));
} else {
  const statements = Object.entries(figureStatements(request.period));
  const results = execute(statements.map(([, statement]) => inlineSql(statement)).join(';\n'));
  const byName = Object.fromEntries(statements.map(([name], index) => [name, results[index] ?? []]));
  const figures = figuresOf(request.period, /** @type {Parameters<typeof figuresOf>[1]} */ (byName));
  console.log(
    request.output === 'json'
      ? JSON.stringify(figures, null, 2)
      : statsText(figures, { columns: outputColumns(process.stdout) }),
  );
}
