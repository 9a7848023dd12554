// The order of a booked call's news in the outbox: each news names its call
// and the call's version (src/lib/booking-fields.ts BookingDetails), and
// none goes to the inbox before an earlier one of the same call.
import type { D1Database } from '@cloudflare/workers-types';
import type { Claim } from './store';

/**
 * A booked call's news goes to the inbox in the order the call changed: its
 * details name the call and its version (src/lib/booking-fields.ts
 * BookingDetails). News waits while an earlier one of the same call is still
 * to go: pending, failed, or parked by an outage (whose end sends it again).
 * One delivered, or parked undeliverable for itself (refused by the inbox,
 * and alerted), no longer holds it back. `call` and `version` are SQL for the
 * waiting news' own call and version.
 */
export const earlierNewsToGo = (call: string, version: string) => `EXISTS (
  SELECT 1 FROM submissions AS earlier
  WHERE earlier.details IS NOT NULL AND json_extract(earlier.details, '$.booking_id') = ${call}
    AND CAST(json_extract(earlier.details, '$.sequence') AS INTEGER) < ${version}
    AND (earlier.delivery_status IN ('pending', 'failed')
      OR (earlier.delivery_status = 'undeliverable' AND earlier.parked_in_outage IS NOT NULL)))`;

/** Why news that waits for an earlier one is not sent yet, in the operator's listing. */
export const WAITING_FOR_EARLIER_NEWS =
  "Waits for the call's earlier news to be delivered first; the relay sends it next.";

/**
 * With a call's new news (`claim`, written by the statement before in the
 * batch), its earlier news that an outage parked is due again at once: the
 * new one waits for it, and its attempt is what tells whether the endpoint
 * answers again (nothing else may be sent meanwhile).
 */
export const wakeParkedNews = (db: D1Database, claim: Claim, now: Date) =>
  db
    .prepare(
      `UPDATE submissions SET delivery_status = 'failed', next_attempt_at = ?1, parked_in_outage = NULL, updated_at = ?1
       WHERE delivery_status = 'undeliverable' AND parked_in_outage IS NOT NULL AND details IS NOT NULL
         AND json_extract(details, '$.booking_id') = ?2
         AND EXISTS (SELECT 1 FROM submissions WHERE id = ?3)`,
    )
    .bind(now.toISOString(), claim.details?.booking_id ?? null, claim.id);
