/**
 * How long each thing the site keeps is kept, declared once. The relay's
 * deletions are made from SWEPT (src/server/retention.ts runs one DELETE per
 * entry, every minute), and the notices' words from RETENTION_RULES
 * (src/content/data-facts.ts renders each one, the contact form's note and
 * the trust centre's claim among them); tests/unit/retention.test.ts puts
 * rows on each side of every boundary.
 */

/** Everything the notices say is kept for a while, each with what it covers. */
export const RETENTION_RULES = {
  'delivered-message': "a message, or a booking's news, in our inbox (or in D1 when no inbox is set)",
  'undelivered-message':
    'a message our inbox has not accepted: kept until it does, or the operator erases it',
  'booked-call': 'a call, from its end',
  'cancelled-call': 'a cancelled call, from its cancellation',
  'rate-limit': "the rate limiter's count of an address's posts",
  logs: 'Workers Logs: each request to the worker',
  backups: "D1 Time Travel: the database's restorable history",
  'audience-counts': 'the daily audience counters, and the count of views that could not be counted',
} as const;

export type RetentionRule = keyof typeof RETENTION_RULES;

/** A deletion the relay runs: a table, and the condition of a row past its period, ?1 being the cutoff. */
type Sweep = {
  table: string;
  expired: string;
  /**
   * Where the cutoff comes from: now less SUBMISSION_RETENTION_DAYS (none
   * when it is 0: kept until erased), or the audience counters' fixed months,
   * as a day (YYYY-MM-DD), the counters' own key.
   */
  cutoff: 'retention-days' | 'audience-months';
};

/**
 * The rules the relay carries out in D1, each one or more deletions. What no
 * condition here matches stays: an undelivered message waits for its
 * delivery or the operator.
 */
export const SWEPT = {
  'delivered-message': [
    {
      table: 'submissions',
      expired: `delivery_status IN ('delivered', 'stored') AND created_at < ?1`,
      cutoff: 'retention-days',
    },
  ],
  'booked-call': [{ table: 'bookings', expired: 'ends_at < ?1', cutoff: 'retention-days' }],
  'cancelled-call': [
    { table: 'bookings', expired: `status = 'cancelled' AND updated_at < ?1`, cutoff: 'retention-days' },
  ],
  'audience-counts': [
    { table: 'audience_daily', expired: 'day < ?1', cutoff: 'audience-months' },
    { table: 'audience_lost', expired: 'day < ?1', cutoff: 'audience-months' },
  ],
} as const satisfies Partial<Record<RetentionRule, readonly Sweep[]>>;

/** Every deletion, in the order the relay runs them. */
export const SWEEPS: readonly Sweep[] = Object.values(SWEPT).flat();
