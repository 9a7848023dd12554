// The D1 outbox: every accepted contact-form message is written here before
// anything else happens to it, and every attempt to forward it is held by a
// claim only one sender can win (the visitor's own request, a resend of the
// same message, or one of the relay's runs).
import type { D1Database } from '@cloudflare/workers-types';
import type { OutboxForm } from '../../content/forms';
import { type ContactValues, FORM_NAME } from '../../lib/contact-fields';
import {
  type DeliveryPolicy,
  type DeliveryStatus,
  RESEND_WINDOW_MS,
  refusesTheLead,
  staleClaimBefore,
} from '../../lib/delivery-policy';
import type { Forwarded } from './forward';
import { earlierNewsToGo, WAITING_FOR_EARLIER_NEWS } from './news-order';

/** A submission a sender holds: it alone may forward it and record how that went. */
export type Claim = Forwarded & { id: string; token: string; attempts: number; createdAt: string };

export type Admission =
  | { kind: 'claimed'; claim: Claim }
  /** Stored with no endpoint to forward to: the record is the delivery. */
  | { kind: 'stored' }
  /** The same name, email and message arrived within 24 hours: that submission, not a new one. */
  | { kind: 'earlier-copy'; id: string };

export type Outcome =
  | { status: 'delivered'; upstreamStatus: number }
  | {
      status: 'failed' | 'undeliverable';
      upstreamStatus: number | null;
      error: string;
      nextAttemptAt: Date | null;
    };

type ClaimedRow = ContactValues & {
  id: string;
  attempts: number;
  created_at: string;
  form_name: OutboxForm;
  details: string | null;
};
const CLAIMED_COLUMNS = 'id, name, email, company, message, attempts, created_at, form_name, details';
const toClaim = (row: ClaimedRow, token: string): Claim => ({
  id: row.id,
  token,
  form: row.form_name,
  values: { name: row.name, email: row.email, company: row.company, message: row.message },
  // Written by this worker alone (src/server/booking/store.ts), from a record of strings.
  details: row.details === null ? null : (JSON.parse(row.details) as Record<string, string>),
  attempts: row.attempts,
  createdAt: row.created_at,
});

/** What the relay takes, oldest first: failed and due (?1 is now), or pending with no live sender (?2). */
const DUE = `(delivery_status = 'failed' AND next_attempt_at <= ?1)
  OR (delivery_status = 'pending' AND updated_at <= ?2)`;

/** A new submission, held by the sender that received it: its id and claim token exist before D1 is asked. */
export const newClaim = (
  values: ContactValues,
  now: Date,
  { form = FORM_NAME, details = null }: Partial<Pick<Forwarded, 'form' | 'details'>> = {},
): Claim => ({
  id: crypto.randomUUID(),
  token: crypto.randomUUID(),
  form,
  values,
  details,
  attempts: 0,
  createdAt: now.toISOString(),
});

/**
 * The one statement that writes a row of the outbox, for a message and a
 * call's news alike: `pending` and held by `claim` when it is to be forwarded
 * now, `stored` when the record is the delivery. Written only where `onlyIf`
 * (SQL; ?1 to ?11 are the row's own values, ?12 is `conditionValue`) holds
 * when the statement runs, so a batch can write it only if the statement
 * before it did what the news tells. News of a call that an earlier news of
 * the same call is still to go before is written `failed` and due at once,
 * held by no one: the relay sends it once the earlier has gone. The statement
 * returns the row's status, so the caller knows whether it holds the row.
 */
export const enqueue = (
  db: D1Database,
  claim: Claim,
  {
    forward,
    source,
    onlyIf,
    conditionValue,
  }: { forward: boolean; source: string | null; onlyIf: string; conditionValue?: string },
) => {
  const details = claim.details === null ? null : JSON.stringify(claim.details);
  const waits = earlierNewsToGo(
    "json_extract(?11, '$.booking_id')",
    "CAST(json_extract(?11, '$.sequence') AS INTEGER)",
  );
  return db
    .prepare(
      `INSERT INTO submissions (id, created_at, name, email, company, message, delivery_status, attempts, updated_at, claim_token, source_path, form_name, details, next_attempt_at, last_error)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, waiting.status, 0, ?2, CASE WHEN waiting.status = 'pending' THEN ?8 END, ?9, ?10, ?11,
              CASE WHEN waiting.status = 'failed' THEN ?2 END, CASE WHEN waiting.status = 'failed' THEN ?13 END
       FROM (SELECT CASE WHEN ?7 = 'pending' AND ?11 IS NOT NULL AND ${waits} THEN 'failed' ELSE ?7 END AS status) AS waiting
       WHERE ${onlyIf}
       RETURNING delivery_status`,
    )
    .bind(
      claim.id,
      claim.createdAt,
      claim.values.name,
      claim.values.email,
      claim.values.company,
      claim.values.message,
      forward ? 'pending' : 'stored',
      forward ? claim.token : null,
      source,
      claim.form,
      details,
      conditionValue ?? null,
      WAITING_FOR_EARLIER_NEWS,
    );
};

/**
 * Writes a visitor's submission unless the same name, email and message
 * arrived in the last 24 hours: two identical posts at the same moment still
 * make one row, with the page the visitor came from (`source`). The insert
 * and the look for an earlier copy are one batch, one transaction: if it
 * throws, nothing was written. A new submission is the caller's claim
 * (`pending`), or `stored` when there is no endpoint to forward it to.
 */
export const admitSubmission = async (
  db: D1Database,
  claim: Claim,
  { forward, source = null }: { forward: boolean; source?: string | null },
): Promise<Admission> => {
  const { values } = claim;
  const since = new Date(Date.parse(claim.createdAt) - RESEND_WINDOW_MS).toISOString();
  const [inserted, earlier] = await db.batch<{ id?: string }>([
    enqueue(db, claim, {
      forward,
      source,
      onlyIf: `NOT EXISTS (
        SELECT 1 FROM submissions WHERE form_name = '${FORM_NAME}' AND email = ?4 AND name = ?3 AND message = ?6 AND created_at >= ?12
      )`,
      conditionValue: since,
    }),
    db
      .prepare(
        `SELECT id FROM submissions WHERE form_name = '${FORM_NAME}' AND email = ?1 AND name = ?2 AND message = ?3 AND created_at >= ?4 AND id != ?5
         ORDER BY created_at DESC LIMIT 1`,
      )
      .bind(values.email, values.name, values.message, since, claim.id),
  ]);
  if (inserted?.meta.changes === 1) return forward ? { kind: 'claimed', claim } : { kind: 'stored' };
  // Only retention deletes rows, and only delivered ones: a copy that vanished was delivered.
  return { kind: 'earlier-copy', id: earlier?.results[0]?.id ?? claim.id };
};

/**
 * Claims an earlier copy for its visitor's resend, whatever its schedule says:
 * failed, undeliverable, or pending with no live sender. The company is what
 * the visitor typed this time. Null when it is delivered or another sender holds it.
 */
export const claimEarlierCopy = async (
  db: D1Database,
  id: string,
  company: string,
  now: Date,
  policy: DeliveryPolicy,
): Promise<Claim | null> => {
  const token = crypto.randomUUID();
  const row = await db
    .prepare(
      `UPDATE submissions
       SET delivery_status = 'pending', claim_token = ?1, updated_at = ?2, next_attempt_at = NULL, company = ?3
       WHERE id = ?4 AND (delivery_status IN ('failed', 'undeliverable')
         OR (delivery_status = 'pending' AND updated_at <= ?5))
       RETURNING ${CLAIMED_COLUMNS}`,
    )
    .bind(token, now.toISOString(), company, id, staleClaimBefore(now, policy).toISOString())
    .first<ClaimedRow>();
  return row ? toClaim(row, token) : null;
};

/** The status of one submission; null once retention has deleted it. */
export const statusOf = async (db: D1Database, id: string) =>
  (
    await db
      .prepare('SELECT delivery_status FROM submissions WHERE id = ?')
      .bind(id)
      .first<{ delivery_status: DeliveryStatus }>()
  )?.delivery_status ?? null;

/**
 * Claims up to `limit` submissions that are due, oldest first, in one
 * statement: a relay run that overlaps another, or a visitor's slow first
 * attempt, finds them pending and leaves them alone. A call's news whose
 * earlier news is still to go is left for a later round (it is claimed
 * only once that one was delivered or parked).
 */
export const claimDue = async (
  db: D1Database,
  now: Date,
  policy: DeliveryPolicy,
  limit: number,
): Promise<Claim[]> => {
  const token = crypto.randomUUID();
  const { results } = await db
    .prepare(
      `UPDATE submissions
       SET delivery_status = 'pending', claim_token = ?3, updated_at = ?4, next_attempt_at = NULL
       WHERE id IN (
         SELECT id FROM submissions AS later
         WHERE (${DUE})
           AND NOT (later.details IS NOT NULL AND ${earlierNewsToGo(
             "json_extract(later.details, '$.booking_id')",
             "CAST(json_extract(later.details, '$.sequence') AS INTEGER)",
           )})
         ORDER BY created_at LIMIT ?5)
       RETURNING ${CLAIMED_COLUMNS}`,
    )
    .bind(now.toISOString(), staleClaimBefore(now, policy).toISOString(), token, now.toISOString(), limit)
    .all<ClaimedRow>();
  return results.map((row) => toClaim(row, token)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
};

/**
 * Records how a claimed attempt went, and lets go of the claim. It changes
 * nothing if the claim is no longer the sender's (it was taken over as stale).
 * A lead the endpoint's outage made undeliverable keeps that outage's start
 * (`parked_in_outage`), so that its end queues the lead again; the endpoint's
 * health must be noted before (./endpoint-health.ts).
 *
 * Unless that outage has already ended: between this sender noting the
 * failure and recording it, another sender's delivery can end the outage and
 * queue its parked leads, this one not yet among them. Parked with no outage,
 * it would look parked by hand and never go out again; it is due at once
 * instead, as the leads that recovery queued.
 */
export const recordOutcome = (db: D1Database, claim: Claim, outcome: Outcome, now: Date) =>
  db
    .prepare(
      `WITH outage AS (SELECT failing_since FROM endpoint_health WHERE id = 1),
            missed AS (SELECT ?8 AND (SELECT failing_since FROM outage) IS NULL AS recovered)
       UPDATE submissions
       SET delivery_status = CASE WHEN (SELECT recovered FROM missed) THEN 'failed' ELSE ?1 END,
           upstream_status = ?2, last_error = ?3, attempts = attempts + 1,
           next_attempt_at = CASE WHEN (SELECT recovered FROM missed) THEN ?5 ELSE ?4 END,
           claim_token = NULL, updated_at = ?5,
           parked_in_outage = CASE WHEN ?8 THEN (SELECT failing_since FROM outage) END
       WHERE id = ?6 AND claim_token = ?7`,
    )
    .bind(
      outcome.status,
      outcome.upstreamStatus,
      outcome.status === 'delivered' ? null : outcome.error,
      outcome.status === 'delivered' ? null : (outcome.nextAttemptAt?.toISOString() ?? null),
      now.toISOString(),
      claim.id,
      claim.token,
      outcome.status === 'undeliverable' && !refusesTheLead(outcome.upstreamStatus) ? 1 : 0,
    );
