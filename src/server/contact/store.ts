import type { ContactValues } from '../../lib/contact-fields';

/** The part of Cloudflare's D1 API the store uses (so tests can pass a real local D1 or a stand-in). */
export type Database = {
  prepare(query: string): { bind(...values: unknown[]): { run(): Promise<unknown> } };
};

export type DeliveryStatus = 'pending' | 'delivered' | 'stored' | 'failed';

/** Writes an accepted submission before anything else happens to it. */
export const recordSubmission = async (db: Database, id: string, values: ContactValues, now: Date) => {
  const time = now.toISOString();
  await db
    .prepare(
      `INSERT INTO submissions (id, created_at, name, email, company, message, delivery_status, attempts, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
    )
    .bind(id, time, values.name, values.email, values.company, values.message, time)
    .run();
};

/** Records how delivery went: the status, the endpoint's answer and one more attempt. */
export const recordDelivery = async (
  db: Database,
  id: string,
  outcome: {
    status: DeliveryStatus;
    upstreamStatus: number | null;
    error: string | null;
    attempted: boolean;
  },
  now: Date,
) => {
  await db
    .prepare(
      `UPDATE submissions
       SET delivery_status = ?, upstream_status = ?, last_error = ?, attempts = attempts + ?, updated_at = ?
       WHERE id = ?`,
    )
    .bind(
      outcome.status,
      outcome.upstreamStatus,
      outcome.error,
      outcome.attempted ? 1 : 0,
      now.toISOString(),
      id,
    )
    .run();
};
