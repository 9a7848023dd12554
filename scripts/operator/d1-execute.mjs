/**
 * How the operator's commands (submissions, stats) run SQL on an
 * environment's D1 through `wrangler d1 execute`, and read its rows.
 */
import {
  BUSY_ATTEMPTS,
  databaseArgs,
  executeFailureSentence,
  localDatabaseBusy,
} from './submissions-plan.mjs';
import { runWrangler, wranglerErrorText } from './wrangler-calls.mjs';

/**
 * A function that runs SQL statements on the target's database and returns
 * the rows of each, in order; on a failure it calls `fail` with what to tell
 * the operator.
 * @param {import('./submissions-plan.mjs').Target} target
 * @param {{ tag: string; fail: (message: string) => never }} how `tag`: the command's name, in its messages
 * @returns {(sql: string) => Record<string, unknown>[][]}
 */
export const d1Executor =
  (target, { tag, fail }) =>
  (sql) => {
    const run = () =>
      runWrangler(['d1', 'execute', 'DB', ...databaseArgs(target), '--json', '--command', sql], {
        capture: true,
      });
    let result = run();
    for (let attempt = 2; !result.ok && attempt <= BUSY_ATTEMPTS; attempt += 1) {
      if (!localDatabaseBusy(target, wranglerErrorText(result))) break;
      console.error(`[${tag}] the local database is busy (another process is writing to it): trying again`);
      // A blocking wait: these commands do one thing at a time.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
      result = run();
    }
    if (!result.ok) fail(executeFailureSentence(target, wranglerErrorText(result)));
    return JSON.parse(result.out).map(
      (/** @type {{ results?: Record<string, unknown>[] }} */ statement) => statement.results ?? [],
    );
  };
