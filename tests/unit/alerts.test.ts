// @vitest-environment node
// The relay's alerts on a real D1 (miniflare), with a fake clock and stand-ins
// for the form endpoint and the webhook: one alert per undeliverable lead, one
// per outage past ALERT_OUTAGE_MINUTES and one at its recovery, retried until
// the webhook takes it, never holding up a delivery, and no personal data.
import type { D1Database } from '@cloudflare/workers-types/latest/index.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { duration } from '../../src/server/contact/alerts';
import { relayDeliveries } from '../../src/server/contact/relay';
import { admitSubmission } from '../../src/server/contact/store';
import { openOutbox } from '../support/outbox-db';

const ENDPOINT = 'https://forms.example/submit';
const WEBHOOK = 'https://hooks.example/alerts';
const T0 = new Date('2026-11-23T12:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await openOutbox());
});
afterAll(() => dispose());
beforeEach(async () => {
  await db.batch([
    db.prepare('DELETE FROM submissions'),
    db.prepare('DELETE FROM alerts'),
    db.prepare('UPDATE endpoint_health SET failing_since = NULL, outage_alerted = 0'),
  ]);
  for (const level of ['warn', 'error', 'log'] as const)
    vi.spyOn(console, level).mockImplementation(() => undefined);
});

/** The form endpoint and the webhook, each answering as its own setting says; the webhook keeps what it got. */
const world = () => {
  const state = { endpoint: 200, webhook: 200 as number | 'hang' };
  const alerts: string[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) === WEBHOOK) {
      alerts.push((JSON.parse(String(init?.body)) as { text: string }).text);
      if (state.webhook === 'hang')
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      return new Response(null, { status: state.webhook });
    }
    return new Response(null, { status: state.endpoint });
  }) as unknown as typeof fetch;
  const env = (outageMinutes = 60) => ({
    DB: db,
    FORM_ENDPOINT: ENDPOINT,
    ALERT_WEBHOOK_URL: WEBHOOK,
    ALERT_OUTAGE_MINUTES: String(outageMinutes),
    DELIVERY_RETRY_BASE_SECONDS: '60',
  });
  const run = (at: Date, outageMinutes?: number) =>
    relayDeliveries(env(outageMinutes), { now: () => at, fetchImpl });
  return { state, alerts, run };
};

/** A lead the visitor's own attempt failed to deliver: due for the relay at once. */
const failedLead = async (n: number, at: Date) => {
  const admitted = await admitSubmission(
    db,
    {
      name: `Ada ${n}`,
      email: `ada${n}@example.com`,
      company: 'Lovelace LLP',
      message: `Secret matter ${n}`,
    },
    at,
    { forward: true },
  );
  if (admitted.kind !== 'claimed') throw new Error('not claimed');
  await db
    .prepare(
      `UPDATE submissions SET delivery_status = 'failed', attempts = 1, next_attempt_at = ?2, claim_token = NULL,
       last_error = 'The form endpoint answered 500.' WHERE id = ?1`,
    )
    .bind(admitted.claim.id, at.toISOString())
    .run();
  return admitted.claim.id;
};

const PERSONAL = /Ada|ada\d@example\.com|Lovelace|Secret matter/;

describe('outage alerts', () => {
  it('one when the endpoint has failed for longer than ALERT_OUTAGE_MINUTES, one when it recovers', async () => {
    const { state, alerts, run } = world();
    state.endpoint = 500;
    await failedLead(1, T0);
    await run(T0);
    // Due again every so often; nothing to say before the hour.
    await db.prepare(`UPDATE submissions SET next_attempt_at = ?`).bind(minutes(30).toISOString()).run();
    await run(minutes(30));
    expect(alerts).toEqual([]);
    // Past the hour, with no attempt in that run: still an outage, alerted once.
    await run(minutes(61));
    await run(minutes(62));
    await db.prepare(`UPDATE submissions SET next_attempt_at = ?`).bind(minutes(90).toISOString()).run();
    await run(minutes(90));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain(
      'the form endpoint has been failing for 1 hour 1 minute (since 2026-11-23 12:00 UTC)',
    );
    expect(alerts[0]).toContain('1 lead(s) wait in D1');
    expect(alerts[0]).toContain('Last error: The form endpoint answered 500.');

    state.endpoint = 200;
    await db.prepare(`UPDATE submissions SET next_attempt_at = ?`).bind(minutes(120).toISOString()).run();
    await run(minutes(120));
    await run(minutes(121));
    expect(alerts).toHaveLength(2);
    expect(alerts[1]).toContain('the form endpoint answers again, after failing for 2 hours');
    for (const text of alerts) expect(text).not.toMatch(PERSONAL);
  });

  it('a short outage says nothing, and its recovery says nothing either', async () => {
    const { state, alerts, run } = world();
    state.endpoint = 500;
    await failedLead(1, T0);
    await run(T0);
    state.endpoint = 200;
    await db.prepare(`UPDATE submissions SET next_attempt_at = ?`).bind(minutes(10).toISOString()).run();
    await run(minutes(10));
    expect(alerts).toEqual([]);
  });

  it('ALERT_OUTAGE_MINUTES=0 alerts at the first failed run', async () => {
    const { state, alerts, run } = world();
    state.endpoint = 500;
    await failedLead(1, T0);
    await run(T0, 0);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('failing for 0 minutes');
  });
});

describe('undeliverable leads', () => {
  it('one alert each, with its id, age, attempts and last error; again if it is requeued and fails again', async () => {
    const { state, alerts, run } = world();
    state.endpoint = 500;
    const id = await failedLead(1, T0);
    await db.prepare(`UPDATE submissions SET attempts = 11`).run();
    await run(minutes(90));
    await run(minutes(91));
    const undeliverable = alerts.filter((text) => text.includes('could not be delivered'));
    expect(undeliverable).toEqual([
      `Lexaris AI contact form: lead ${id} could not be delivered after 12 attempts over 1 hour 30 minutes. Last error: The form endpoint answered 500. It is kept in D1: \`npm run submissions -- --status undeliverable\`.`,
    ]);
    // An operator requeues it; it fails once more.
    await db
      .prepare(`UPDATE submissions SET delivery_status = 'failed', next_attempt_at = ?`)
      .bind(minutes(100).toISOString())
      .run();
    await run(minutes(100));
    expect(alerts.filter((text) => text.includes('could not be delivered'))).toHaveLength(2);
    for (const text of alerts) expect(text).not.toMatch(PERSONAL);
  });
});

describe('the webhook', () => {
  it('a failed post is retried at the next run until it is taken, and sent once', async () => {
    const { state, alerts, run } = world();
    state.endpoint = 500;
    state.webhook = 500;
    await failedLead(1, T0);
    await db.prepare(`UPDATE submissions SET attempts = 11`).run();
    await run(T0);
    await run(minutes(1));
    expect(alerts).toHaveLength(2);
    state.webhook = 200;
    await run(minutes(2));
    await run(minutes(3));
    expect(alerts).toHaveLength(3);
    expect(new Set(alerts).size).toBe(1);
    const [queued] = (
      await db.prepare('SELECT attempts, sent_at FROM alerts').all<{ attempts: number; sent_at: string }>()
    ).results;
    expect(queued).toEqual({ attempts: 3, sent_at: minutes(2).toISOString() });
  });

  it('a webhook that hangs holds up no delivery: the run delivers first, then gives up on it', async () => {
    const { state, alerts, run } = world();
    state.webhook = 'hang';
    await failedLead(1, T0);
    await db.prepare(`UPDATE submissions SET attempts = 11, delivery_status = 'undeliverable'`).run();
    await failedLead(2, T0);
    const report = await run(T0);
    expect(report.delivered).toBe(1);
    expect(report.alerts).toBe(0);
    expect(alerts).toHaveLength(1);
    const status = await db.prepare(`SELECT delivery_status FROM submissions WHERE name = 'Ada 2'`).first();
    expect(status).toEqual({ delivery_status: 'delivered' });
  }, 15_000);

  it('no webhook, no alerts: nothing is queued', async () => {
    const { state } = world();
    state.endpoint = 500;
    await failedLead(1, T0);
    await relayDeliveries({ DB: db, FORM_ENDPOINT: ENDPOINT, ALERT_OUTAGE_MINUTES: '0' }, { now: () => T0 });
    expect((await db.prepare('SELECT count(*) AS n FROM alerts').first())?.n).toBe(0);
  });
});

describe('durations for people', () => {
  it('reads as minutes, hours and minutes, or days and hours', () => {
    expect(duration(0)).toBe('0 minutes');
    expect(duration(1)).toBe('1 minute');
    expect(duration(61)).toBe('1 hour 1 minute');
    expect(duration(120)).toBe('2 hours');
    expect(duration(3 * 1440 + 65)).toBe('3 days 1 hour');
  });
});
