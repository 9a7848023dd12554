import type { D1Database } from '@cloudflare/workers-types';
import { type DeliveryPolicy, retentionCutoff } from '../lib/delivery-policy';
import { SWEPT } from '../lib/retention';

/**
 * Deletes what has passed its retention period, as src/lib/retention.ts
 * declares it: one statement per rule, in one batch. Run by the relay's
 * Cron Trigger. Returns how many rows went, and the statements sent.
 */
export const deleteExpired = async (db: D1Database, now: Date, policy: DeliveryPolicy) => {
  const cutoff = retentionCutoff(now, policy);
  if (!cutoff) return { deleted: 0, queries: 0 };
  const rules = Object.values(SWEPT);
  const results = await db.batch(
    rules.map((rule) =>
      db.prepare(`DELETE FROM ${rule.table} WHERE ${rule.expired}`).bind(cutoff.toISOString()),
    ),
  );
  return { deleted: results.reduce((sum, result) => sum + result.meta.changes, 0), queries: rules.length };
};
