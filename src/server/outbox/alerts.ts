// Alerts for the operator, posted by the relay (./relay.ts) to
// ALERT_WEBHOOK_URL (a Slack- or Teams-style incoming webhook: JSON with a
// `text` field): once when a lead becomes undeliverable, the outage and
// recovery alerts of the endpoint's health (./endpoint-health.ts), and once
// when the deployed security.txt nears its expiry (./security-txt-expiry.ts).
// Queued in D1 first (migrations/0003_alerts.sql), so a failed post is
// retried at the next run; sent after the run's deliveries, so a slow or dead webhook never
// delays a lead. No personal data: ids, ages, counts and errors only.
import type { D1Database } from '@cloudflare/workers-types';
import { site } from '../../content/site';
import { duration } from '../../lib/duration';
import { submissionsCommand, workerOutbox } from '../../lib/operator-command.mjs';
import { type Address, type Fetch, requestTo } from '../outbound';

/** How long one post to the webhook may take. */
export const ALERT_TIMEOUT_MS = 5000;
/** At most this many alerts a run: a backlog goes out over the next runs. */
const ALERTS_PER_RUN = 10;

export const minutesBetween = (from: string, to: Date) =>
  Math.round((to.getTime() - Date.parse(from)) / 60_000);

/** An error as a sentence: errors recorded by the senders already end with a full stop. */
export const asSentence = (text: string | null | undefined) =>
  text ? (/[.!?]$/.test(text) ? text : `${text}.`) : 'none.';

/**
 * The statement that queues an alert, once by its id. `whileFailingSince`
 * queues it only while that outage is the endpoint's state, so that an alert
 * about a change another sender has already made is not queued twice.
 * `about`: what the alert's first words say it is about.
 */
export const queueAlert = (
  db: D1Database,
  id: string,
  text: string,
  now: Date,
  { whileFailingSince, about = 'contact form' }: { whileFailingSince?: string; about?: string } = {},
) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO alerts (id, text, created_at) SELECT ?1, ?2, ?3
       WHERE ?4 IS NULL OR EXISTS (SELECT 1 FROM endpoint_health WHERE id = 1 AND failing_since = ?4)`,
    )
    .bind(id, `${site.name} ${about}: ${text}`, now.toISOString(), whileFailingSince ?? null);

/** Queues an alert for every undeliverable lead not yet alerted at its attempt count; `environment` is DEPLOY_ENVIRONMENT. */
export const queueUndeliverable = async (db: D1Database, now: Date, environment: string | undefined) => {
  const { results } = await db
    .prepare(
      `SELECT id, attempts, created_at, last_error FROM submissions s
       WHERE delivery_status = 'undeliverable'
         AND NOT EXISTS (SELECT 1 FROM alerts WHERE alerts.id = 'undeliverable:' || s.id || ':' || s.attempts)`,
    )
    .all<{ id: string; attempts: number; created_at: string; last_error: string | null }>();
  if (results.length === 0) return;
  await db.batch(
    results.map((lead) =>
      queueAlert(
        db,
        `undeliverable:${lead.id}:${lead.attempts}`,
        `lead ${lead.id} could not be delivered after ${lead.attempts} attempts over ${duration(minutesBetween(lead.created_at, now))}. Last error: ${asSentence(lead.last_error)} It is kept in D1: \`${submissionsCommand(workerOutbox(environment), '--status', 'undeliverable')}\`.`,
        now,
      ),
    ),
  );
};

/** Posts what is queued, oldest first; a failure stays queued for the next run. Returns how many were posted. */
export const sendQueued = async (
  db: D1Database,
  webhook: Address<'ALERT_WEBHOOK_URL'>,
  now: Date,
  fetchImpl?: Fetch,
) => {
  const { results } = await db
    .prepare('SELECT id, text FROM alerts WHERE sent_at IS NULL ORDER BY created_at LIMIT ?')
    .bind(ALERTS_PER_RUN)
    .all<{ id: string; text: string }>();
  let sent = 0;
  for (const alert of results) {
    const error = await requestTo(
      webhook,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: alert.text }),
        signal: AbortSignal.timeout(ALERT_TIMEOUT_MS),
      },
      fetchImpl,
    ).then(
      (response) => (response.ok ? null : `The webhook answered ${response.status}.`),
      (failure: unknown) =>
        failure instanceof Error && failure.name === 'TimeoutError'
          ? `The webhook did not answer within ${ALERT_TIMEOUT_MS} ms.`
          : `The webhook could not be reached (${failure instanceof Error ? failure.message : String(failure)}).`,
    );
    await db
      .prepare('UPDATE alerts SET attempts = attempts + 1, last_error = ?2, sent_at = ?3 WHERE id = ?1')
      .bind(alert.id, error, error ? null : now.toISOString())
      .run();
    if (error) {
      console.warn(
        `Contact form relay: alert ${alert.id} not sent (${error}); it is retried at the next run.`,
      );
      // The webhook is down: the rest wait for the next run rather than each waiting out a timeout.
      break;
    }
    sent += 1;
  }
  return sent;
};
