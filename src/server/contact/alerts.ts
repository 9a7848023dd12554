// Alerts for the operator, posted by the relay (./relay.ts) to
// ALERT_WEBHOOK_URL (a Slack- or Teams-style incoming webhook: JSON with a
// `text` field): once when a lead becomes undeliverable, once when the form
// endpoint has been failing for ALERT_OUTAGE_MINUTES, and once when it
// answers again. Queued in D1 first (migrations/0003_alerts.sql), so a
// failed post is retried at the next run; sent after the run's deliveries,
// so a slow or dead webhook never delays a lead. No personal data: ids,
// ages, counts and errors only.
import type { D1Database } from '@cloudflare/workers-types/latest/index.ts';
import { site } from '../../content/site';
import type { DeliveryPolicy } from '../../lib/delivery-policy';

/** How long one post to the webhook may take. */
const ALERT_TIMEOUT_MS = 5000;
/** At most this many alerts a run: a backlog goes out over the next runs. */
const ALERTS_PER_RUN = 10;

/** What the run's delivery attempts said of the endpoint: a run with none says nothing. */
export type EndpointSeen = 'answering' | 'failing' | 'unseen';

const minutesBetween = (from: string, to: Date) => Math.round((to.getTime() - Date.parse(from)) / 60_000);

/** A duration for people: "45 minutes", "3 hours 5 minutes", "2 days 4 hours". */
export const duration = (minutes: number) => {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const part = (value: number, unit: string) => (value ? `${value} ${unit}${value === 1 ? '' : 's'}` : '');
  if (days) return [part(days, 'day'), part(hours, 'hour')].filter(Boolean).join(' ');
  if (hours) return [part(hours, 'hour'), part(rest, 'minute')].filter(Boolean).join(' ');
  return `${rest} minute${rest === 1 ? '' : 's'}`;
};

/** An error as a sentence: errors recorded by the senders already end with a full stop. */
const asSentence = (text: string | null | undefined) =>
  text ? (/[.!?]$/.test(text) ? text : `${text}.`) : 'none.';

const queue = (db: D1Database, id: string, text: string, now: Date) =>
  db
    .prepare('INSERT OR IGNORE INTO alerts (id, text, created_at) VALUES (?1, ?2, ?3)')
    .bind(id, `${site.name} contact form: ${text}`, now.toISOString());

/** Queues an alert for every undeliverable lead not yet alerted at its attempt count. */
const queueUndeliverable = async (db: D1Database, now: Date) => {
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
      queue(
        db,
        `undeliverable:${lead.id}:${lead.attempts}`,
        `lead ${lead.id} could not be delivered after ${lead.attempts} attempts over ${duration(minutesBetween(lead.created_at, now))}. Last error: ${asSentence(lead.last_error)} It is kept in D1: \`npm run submissions -- --status undeliverable\`.`,
        now,
      ),
    ),
  );
};

/**
 * Follows the endpoint's health from run to run: an outage begins at the
 * first run whose attempts all failed; past the threshold it is alerted,
 * once; the first run with a delivery ends it, with a recovery alert if
 * the outage was alerted.
 */
const followOutage = async (db: D1Database, seen: EndpointSeen, policy: DeliveryPolicy, now: Date) => {
  const health = await db
    .prepare('SELECT failing_since, outage_alerted FROM endpoint_health WHERE id = 1')
    .first<{ failing_since: string | null; outage_alerted: number }>();
  const since = health?.failing_since ?? null;
  if (seen === 'answering') {
    if (since === null) return;
    const statements = [
      db.prepare('UPDATE endpoint_health SET failing_since = NULL, outage_alerted = 0 WHERE id = 1'),
    ];
    if (health?.outage_alerted)
      statements.push(
        queue(
          db,
          `recovery:${since}`,
          `the form endpoint answers again, after failing for ${duration(minutesBetween(since, now))}. Waiting leads are being delivered.`,
          now,
        ),
      );
    await db.batch(statements);
    return;
  }
  const failingSince = since ?? (seen === 'failing' ? now.toISOString() : null);
  if (failingSince === null) return;
  if (since === null)
    await db.prepare('UPDATE endpoint_health SET failing_since = ?1 WHERE id = 1').bind(failingSince).run();
  if (health?.outage_alerted || now.getTime() - Date.parse(failingSince) < policy.alertOutageMinutes * 60_000)
    return;
  const waiting = await db
    .prepare(
      `SELECT count(*) AS count, (SELECT last_error FROM submissions WHERE last_error IS NOT NULL ORDER BY updated_at DESC LIMIT 1) AS last_error
       FROM submissions WHERE delivery_status IN ('failed', 'pending', 'undeliverable')`,
    )
    .first<{ count: number; last_error: string | null }>();
  await db.batch([
    db.prepare('UPDATE endpoint_health SET outage_alerted = 1 WHERE id = 1'),
    queue(
      db,
      `outage:${failingSince}`,
      `the form endpoint has been failing for ${duration(minutesBetween(failingSince, now))} (since ${failingSince.slice(0, 16).replace('T', ' ')} UTC); ${waiting?.count ?? 0} lead(s) wait in D1 and are resent when it answers. Last error: ${asSentence(waiting?.last_error)}`,
      now,
    ),
  ]);
};

/** Posts what is queued, oldest first; a failure stays queued for the next run. */
const sendQueued = async (db: D1Database, webhook: string, now: Date, fetchImpl: typeof fetch) => {
  const { results } = await db
    .prepare('SELECT id, text FROM alerts WHERE sent_at IS NULL ORDER BY created_at LIMIT ?')
    .bind(ALERTS_PER_RUN)
    .all<{ id: string; text: string }>();
  let sent = 0;
  for (const alert of results) {
    const error = await fetchImpl(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: alert.text }),
      signal: AbortSignal.timeout(ALERT_TIMEOUT_MS),
    }).then(
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

/**
 * The relay's last step: queues what the operator must hear about and posts
 * it. Errors are logged, never thrown: the run's deliveries are already done.
 */
export const alertOperator = async (
  db: D1Database,
  webhook: string,
  seen: EndpointSeen,
  policy: DeliveryPolicy,
  { now = new Date(), fetchImpl = fetch }: { now?: Date; fetchImpl?: typeof fetch } = {},
) => {
  try {
    await queueUndeliverable(db, now);
    await followOutage(db, seen, policy, now);
    return await sendQueued(db, webhook, now, fetchImpl);
  } catch (error) {
    console.error('Contact form relay: alerts failed', error);
    return 0;
  }
};
