import { execFileSync } from 'node:child_process';
import { E2E_STATE_DIR } from './ports';

export type SubmissionRow = {
  name: string;
  email: string;
  company: string;
  message: string;
  delivery_status: string;
  upstream_status: number | null;
  attempts: number;
  last_error: string | null;
};

/** Reads the test server's local D1 database with wrangler, as an operator would. */
export const querySubmissions = (where = '1 = 1'): SubmissionRow[] => {
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
      `SELECT name, email, company, message, delivery_status, upstream_status, attempts, last_error FROM submissions WHERE ${where} ORDER BY created_at`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return (JSON.parse(output) as { results: SubmissionRow[] }[])[0]?.results ?? [];
};

/** SQL string literal for a value (test data only). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
