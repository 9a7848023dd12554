// The form endpoint's health: one state in D1 (the endpoint_health row), moved
// by every delivery attempt, the visitor's own and the relay's alike.
//
//   answering ──a failure of the endpoint's──▶ failing (failing_since: then)
//   failing ──ALERT_OUTAGE_MINUTES pass (the relay looks every run)──▶ alerted (one outage alert)
//   failing or alerted ──a delivery──▶ answering: the leads this outage made
//     undeliverable are queued again, once; leads waiting for a retry are due
//     at once; a recovery alert says how many, if the outage was alerted or
//     any lead was queued again (else a short outage says nothing at all).
//
// A refusal of the lead itself (refusesTheLead: a 400 or 422, say) moves
// nothing: it says the endpoint answers, not that it takes leads. Every
// change is keyed by the outage's start (failing_since), so two senders that
// see the same change at once (the action and a relay run) make it once.
import type { D1Database } from '@cloudflare/workers-types';
import { type DeliveryPolicy, refusesTheLead } from '../../lib/delivery-policy';
import { duration } from '../../lib/duration';
import { asSentence, minutesBetween, queueAlert } from './alerts';
import type { Outcome } from './store';

export type EndpointSignal = 'answering' | 'failing';

/** What attempts made together say of the endpoint: any delivery that it answers; a failure of its own that it fails. */
export const signalOf = (outcomes: Outcome[]): EndpointSignal | null => {
  if (outcomes.some((outcome) => outcome.status === 'delivered')) return 'answering';
  if (outcomes.some((outcome) => outcome.status !== 'delivered' && !refusesTheLead(outcome.upstreamStatus)))
    return 'failing';
  return null;
};

type Health = { failing_since: string | null; outage_alerted: number };
const readHealth = (db: D1Database) =>
  db.prepare('SELECT failing_since, outage_alerted FROM endpoint_health WHERE id = 1').first<Health>();

/** `alerting`: whether an alert webhook is configured; without one nothing is queued for it. */
export type HealthOptions = { now: Date; alerting: boolean };

/**
 * Moves the state by what an attempt (or a relay round) saw. Called before
 * its outcomes are recorded, so that a lead the outage makes undeliverable
 * is recorded with the outage's start. Returns the D1 statements it sent.
 */
export const noteEndpoint = async (
  db: D1Database,
  signal: EndpointSignal | null,
  options: HealthOptions,
): Promise<number> => {
  if (signal === 'failing') {
    await db
      .prepare('UPDATE endpoint_health SET failing_since = ?1 WHERE id = 1 AND failing_since IS NULL')
      .bind(options.now.toISOString())
      .run();
    return 1;
  }
  if (signal === null) return 0;
  const health = await readHealth(db);
  if (!health?.failing_since) return 1;
  return 1 + (await endOutage(db, health.failing_since, health.outage_alerted === 1, options));
};

/** The outage that began at `since` is over: its parked leads go out again, once, and the operator hears so. */
const endOutage = async (
  db: D1Database,
  since: string,
  alerted: boolean,
  { now, alerting }: HealthOptions,
) => {
  const time = now.toISOString();
  const waiting = await db
    .prepare(
      `SELECT (SELECT count(*) FROM submissions WHERE delivery_status = 'undeliverable' AND parked_in_outage = ?1) AS parked,
              (SELECT count(*) FROM submissions WHERE delivery_status = 'failed' AND next_attempt_at > ?2) AS retrying`,
    )
    .bind(since, time)
    .first<{ parked: number; retrying: number }>();
  const parked = waiting?.parked ?? 0;
  const retrying = waiting?.retrying ?? 0;
  const statements = [];
  // Queued only while this outage is still the state: of two senders ending it at once, one alert.
  if (alerting && (alerted || parked > 0)) {
    const resending = [
      parked > 0 && `${parked} lead(s) that became undeliverable during the outage`,
      retrying > 0 && `${retrying} lead(s) waiting for a retry`,
    ].filter(Boolean);
    statements.push(
      queueAlert(
        db,
        `recovery:${since}`,
        `the form endpoint answers again, after failing for ${duration(minutesBetween(since, now))}.${resending.length > 0 ? ` Resending now: ${resending.join(' and ')}.` : ''}`,
        now,
        { whileFailingSince: since },
      ),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE submissions SET delivery_status = 'failed', next_attempt_at = ?2, parked_in_outage = NULL
         WHERE delivery_status = 'undeliverable' AND parked_in_outage = ?1`,
      )
      .bind(since, time),
    db
      .prepare(
        `UPDATE submissions SET next_attempt_at = ?1 WHERE delivery_status = 'failed' AND next_attempt_at > ?1`,
      )
      .bind(time),
    db
      .prepare(
        'UPDATE endpoint_health SET failing_since = NULL, outage_alerted = 0 WHERE id = 1 AND failing_since = ?1',
      )
      .bind(since),
  );
  // One batch is one transaction: the leads, the alert and the state change together or not at all.
  await db.batch(statements);
  return 1 + statements.length;
};

/**
 * The relay's look at the clock, every run: an outage that has lasted
 * ALERT_OUTAGE_MINUTES is alerted, once, even in a run with nothing to send.
 */
export const alertLongOutage = async (db: D1Database, policy: DeliveryPolicy, now: Date) => {
  const health = await readHealth(db);
  const since = health?.failing_since;
  if (
    !since ||
    health.outage_alerted ||
    now.getTime() - Date.parse(since) < policy.alertOutageMinutes * 60_000
  )
    return;
  // The last error an attempt met: a call's news waiting its turn was never tried, and its words are no error.
  const waiting = await db
    .prepare(
      `SELECT count(*) AS count, (SELECT last_error FROM submissions WHERE last_error IS NOT NULL AND attempts > 0 ORDER BY updated_at DESC LIMIT 1) AS last_error
       FROM submissions WHERE delivery_status IN ('failed', 'pending', 'undeliverable')`,
    )
    .first<{ count: number; last_error: string | null }>();
  await db.batch([
    queueAlert(
      db,
      `outage:${since}`,
      `the form endpoint has been failing for ${duration(minutesBetween(since, now))} (since ${since.slice(0, 16).replace('T', ' ')} UTC); ${waiting?.count ?? 0} lead(s) wait in D1 and are resent when it answers. Last error: ${asSentence(waiting?.last_error)}`,
      now,
      { whileFailingSince: since },
    ),
    db
      .prepare('UPDATE endpoint_health SET outage_alerted = 1 WHERE id = 1 AND failing_since = ?1')
      .bind(since),
  ]);
};
