import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

/** What D1 says once the outbox's table is gone: the incident the operator saw (issue 35). */
export const D1_FAILURE = 'D1_ERROR: no such table: submissions: SQLITE_ERROR';

/**
 * A D1 whose statements that `fails` picks (by their SQL) fail, alone or in a
 * batch, as D1 fails in an incident; the rest reach the real database.
 * `landThenFail` runs a failing batch first and only then throws: the write
 * landed, and the sender never heard so.
 */
export const failingD1 = (
  db: D1Database,
  fails: (sql: string) => boolean,
  { landThenFail = false }: { landThenFail?: boolean } = {},
): D1Database => {
  const failing = new WeakSet<object>();
  const refuse = async () => {
    throw new Error(D1_FAILURE);
  };
  const failingStatement = (real: D1PreparedStatement): D1PreparedStatement => {
    const statement = {
      bind: (...values: unknown[]) => failingStatement(real.bind(...values)),
      run: refuse,
      all: refuse,
      first: refuse,
      raw: refuse,
      real,
    } as unknown as D1PreparedStatement;
    failing.add(statement);
    return statement;
  };
  const unwrap = (statement: D1PreparedStatement) =>
    failing.has(statement) ? (statement as unknown as { real: D1PreparedStatement }).real : statement;
  return {
    prepare: (sql: string) => (fails(sql) ? failingStatement(db.prepare(sql)) : db.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      if (!statements.some((statement) => failing.has(statement))) return db.batch(statements);
      if (landThenFail) await db.batch(statements.map(unwrap));
      throw new Error(D1_FAILURE);
    },
    exec: (sql: string) => (fails(sql) ? refuse() : db.exec(sql)),
  } as unknown as D1Database;
};

/** The outbox's statements by what they do. */
export const OUTBOX_SQL = {
  /** A new lead stored. */
  insert: (sql: string) => /INSERT INTO submissions/.test(sql),
  /** A sender claiming a lead: the relay's due ones, or a resend's earlier copy. */
  claim: (sql: string) => /SET delivery_status = 'pending'/.test(sql),
  /** An attempt's outcome recorded. */
  record: (sql: string) => /attempts = attempts \+ 1/.test(sql),
  /** Every statement: D1 is down. */
  any: () => true,
};
