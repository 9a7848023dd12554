import { execFileSync } from 'node:child_process';
import { E2E_STATE_DIR } from './ports';

export type SubmissionRow = {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  delivery_status: string;
  upstream_status: number | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
};

/** Runs one SQL statement on the test server's local D1 database with wrangler, as an operator would. */
export const executeSql = <Row = Record<string, unknown>>(sql: string): Row[] => {
  const output = execFileSync(
    process.execPath,
    [
      'scripts/wrangler.mjs',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      E2E_STATE_DIR,
      '--json',
      '--command',
      sql,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return (JSON.parse(output) as { results: Row[] }[])[0]?.results ?? [];
};

/** The submissions matching a SQL condition, oldest first. */
export const querySubmissions = (where = '1 = 1') =>
  executeSql<SubmissionRow>(
    `SELECT id, name, email, company, message, delivery_status, upstream_status, attempts, last_error, next_attempt_at
     FROM submissions WHERE ${where} ORDER BY created_at`,
  );

/** SQL string literal for a value (test data only). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
