import type { D1Database } from '@cloudflare/workers-types';
import { AUDIENCE_RETENTION_MONTHS, countDay } from '../lib/audience';
import { type DeliveryPolicy, retentionCutoff } from '../lib/delivery-policy';
import { SWEEPS } from '../lib/retention';

/** The first day of the audience counters kept: the same day of the month, AUDIENCE_RETENTION_MONTHS ago. */
export const audienceCutoff = (now: Date) => {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIENCE_RETENTION_MONTHS);
  return countDay(cutoff);
};

/**
 * Deletes what has passed its retention period, as src/lib/retention.ts
 * declares it: one statement per deletion, in one batch. Run by the relay's
 * Cron Trigger. Returns how many rows went, and the statements sent.
 */
export const deleteExpired = async (db: D1Database, now: Date, policy: DeliveryPolicy) => {
  const cutoffs = {
    'retention-days': retentionCutoff(now, policy)?.toISOString(),
    'audience-months': audienceCutoff(now),
  };
  const due = SWEEPS.flatMap((sweep) => {
    const cutoff = cutoffs[sweep.cutoff];
    return cutoff ? [db.prepare(`DELETE FROM ${sweep.table} WHERE ${sweep.expired}`).bind(cutoff)] : [];
  });
  const results = await db.batch(due);
  return { deleted: results.reduce((sum, result) => sum + result.meta.changes, 0), queries: due.length };
};
