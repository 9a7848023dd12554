import { currentStack } from './ports';

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
  source_path: string | null;
};

/** Runs one SQL statement on the test's stack's D1 database (the worker's own binding, through its control port). */
export const executeSql = async <Row = Record<string, unknown>>(sql: string): Promise<Row[]> => {
  const response = await fetch(
    `http://127.0.0.1:${currentStack().controlPort}/d1?${new URLSearchParams({ sql })}`,
  );
  if (!response.ok) throw new Error(`SQL failed (${response.status}): ${await response.text()}\n${sql}`);
  return (await response.json()) as Row[];
};

/** The submissions matching a SQL condition, oldest first. */
export const querySubmissions = (where = '1 = 1') =>
  executeSql<SubmissionRow>(
    `SELECT id, name, email, company, message, delivery_status, upstream_status, attempts, last_error, next_attempt_at,
       source_path
     FROM submissions WHERE ${where} ORDER BY created_at`,
  );

/** SQL string literal for a value (test data only). */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
