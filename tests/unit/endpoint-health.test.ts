// The form endpoint's health as one state machine (src/server/outbox/endpoint-health.ts),
// on a real D1 (miniflare) with a fake clock: every delivery attempt moves it,
// the visitor's and the relay's; an outage is alerted once past its threshold
// and ends with one recovery alert, whoever sees the recovery; the leads it
// made undeliverable go out again, once; the next outage is announced again.
import { describe, expect, it } from 'vitest';
import { signalOf } from '../../src/server/outbox/endpoint-health';
import { relayDeliveries } from '../../src/server/outbox/relay';
import { alertKind } from '../support/alert-kind';
import { minutes, outboxForEachTest, outboxWorld, PERSONAL, person, T0 } from '../support/outbox-world';

const outbox = outboxForEachTest();

type Lead = { name: string; delivery_status: string; attempts: number; parked_in_outage: string | null };
const leads = async () =>
  (
    await outbox.db
      .prepare(
        'SELECT name, delivery_status, attempts, parked_in_outage FROM submissions ORDER BY created_at',
      )
      .all<Lead>()
  ).results;
const health = () => outbox.db.prepare('SELECT failing_since, outage_alerted FROM endpoint_health').first();
const kinds = (alerts: string[]) => alerts.map(alertKind);

/** Two attempts make a lead undeliverable, the first failed relay run is alerted: the operator's settings. */
const QUICK = { DELIVERY_MAX_ATTEMPTS: '2', ALERT_OUTAGE_MINUTES: '0' };

/** The endpoint answers again and a visitor's lead `n` gets through at `at`; the relay runs that minute. Returns the alerts posted since. */
const recoverThroughVisitor = async (world: ReturnType<typeof outboxWorld>, n: number, at: Date) => {
  world.state.endpoint = 200;
  world.alerts.length = 0;
  expect(await world.receive(person(n), at)).toBe('sent');
  await world.relay(at);
  return world.alerts;
};

/** Ada 1 made undeliverable by an outage that is still on at minute 2; the endpoint still fails. */
const oneLeadParked = async (over: Record<string, string> = {}) => {
  const world = outboxWorld(outbox.db, { ...QUICK, ...over });
  world.state.endpoint = 500;
  await world.receive(person(1), T0);
  await world.relay(minutes(2));
  return world;
};

describe('an outage, from the first failure to the next outage', () => {
  it('alerted, recovered through a visitor’s delivery, its parked leads resent once, and the next outage announced', async () => {
    const world = outboxWorld(outbox.db, QUICK);
    // 1. The endpoint fails: three leads are retried until undeliverable.
    world.state.endpoint = 500;
    for (const n of [1, 2, 3]) expect(await world.receive(person(n), T0)).toBe('failed');
    expect(await health()).toEqual({ failing_since: T0.toISOString(), outage_alerted: 0 });
    await world.relay(minutes(2));
    expect((await leads()).map((lead) => [lead.delivery_status, lead.parked_in_outage])).toEqual(
      Array.from({ length: 3 }, () => ['undeliverable', T0.toISOString()]),
    );
    expect(kinds(world.alerts).sort()).toEqual(['outage', 'undeliverable', 'undeliverable', 'undeliverable']);

    // 2. It recovers: a visitor's lead is delivered at once, and that ends the outage.
    world.state.endpoint = 200;
    world.alerts.length = 0;
    expect(await world.receive(person(4), minutes(5))).toBe('sent');
    expect(await health()).toEqual({ failing_since: null, outage_alerted: 0 });
    for (const at of [6, 7, 8, 9]) await world.relay(minutes(at));
    expect(world.alerts).toEqual([
      'Lexaris AI contact form: the form endpoint answers again, after failing for 5 minutes. Resending now: 3 lead(s) that became undeliverable during the outage.',
    ]);
    // 3. The parked leads went out, once each.
    expect(world.sent.filter((name) => name !== 'Ada 4').sort()).toEqual(
      ['Ada 1', 'Ada 1', 'Ada 1', 'Ada 2', 'Ada 2', 'Ada 2', 'Ada 3', 'Ada 3', 'Ada 3'].sort(),
    );
    expect((await leads()).map((lead) => [lead.name, lead.delivery_status, lead.attempts]).sort()).toEqual([
      ['Ada 1', 'delivered', 3],
      ['Ada 2', 'delivered', 3],
      ['Ada 3', 'delivered', 3],
      ['Ada 4', 'delivered', 1],
    ]);

    // 4. It fails again: a new lead is retried until undeliverable, and this outage is announced too.
    world.state.endpoint = 500;
    world.alerts.length = 0;
    expect(await world.receive(person(5), minutes(20))).toBe('failed');
    await world.relay(minutes(22));
    expect(kinds(world.alerts).sort()).toEqual(['outage', 'undeliverable']);
    expect(world.alerts.find((text) => text.includes('has been failing'))).toContain(
      '(since 2026-11-23 12:20 UTC)',
    );
    for (const text of world.alerts) expect(text).not.toMatch(PERSONAL);

    // 5. It recovers again: this outage's recovery is said too, not taken for the first one's.
    expect(await recoverThroughVisitor(world, 6, minutes(30))).toEqual([
      'Lexaris AI contact form: the form endpoint answers again, after failing for 10 minutes. Resending now: 1 lead(s) that became undeliverable during the outage.',
    ]);
  });

  /**
   * Two leads parked by an alerted outage, and a third whose first attempt failed
   * after: due at minute 4, when the endpoint answers again. Forgets what was sent.
   */
  const parkedThenRecovering = async () => {
    const world = outboxWorld(outbox.db, QUICK);
    world.state.endpoint = 500;
    for (const n of [1, 2]) await world.receive(person(n), T0);
    await world.relay(minutes(2));
    await world.receive(person(3), minutes(3));
    world.state.endpoint = 200;
    world.alerts.length = 0;
    world.sent.length = 0;
    return world;
  };

  it('a recovery the relay sees ends it as well: the parked leads go out in the same run', async () => {
    const world = await parkedThenRecovering();
    const report = await world.relay(minutes(4));
    expect(report.delivered).toBe(3);
    expect((await leads()).every((lead) => lead.delivery_status === 'delivered')).toBe(true);
    expect(kinds(world.alerts)).toEqual(['recovery']);
    expect(world.alerts[0]).toContain('Resending now: 2 lead(s) that became undeliverable during the outage');
  });

  it('ended by a visitor before a waiting lead is due: the alert names the parked leads and the waiting one', async () => {
    const world = await parkedThenRecovering();
    // Ada 3's retry is due at minute 4; Ada 4 gets through at minute 3.
    expect(await recoverThroughVisitor(world, 4, minutes(3))).toEqual([
      'Lexaris AI contact form: the form endpoint answers again, after failing for 3 minutes. Resending now: 2 lead(s) that became undeliverable during the outage and 1 lead(s) waiting for a retry.',
    ]);
  });

  it('a short outage, never alerted, that parked a lead: its end is said, with the lead resent', async () => {
    const world = await oneLeadParked({ ALERT_OUTAGE_MINUTES: '600' });
    expect(kinds(world.alerts)).toEqual(['undeliverable']);
    expect(await recoverThroughVisitor(world, 2, minutes(3))).toEqual([
      'Lexaris AI contact form: the form endpoint answers again, after failing for 3 minutes. Resending now: 1 lead(s) that became undeliverable during the outage.',
    ]);
  });

  it('a lead the endpoint refuses for its content says nothing of the outage: it goes on', async () => {
    const world = await oneLeadParked();
    world.state.endpoint = 422;
    expect(await world.receive(person(2), minutes(3))).toBe('failed');
    expect(await health()).toEqual({ failing_since: T0.toISOString(), outage_alerted: 1 });
    expect(kinds(world.alerts)).not.toContain('recovery');
  });

  it('seen by a visitor and a relay run in the same minute: one recovery alert, each lead sent once', async () => {
    const world = await parkedThenRecovering();
    await Promise.all([world.receive(person(4), minutes(4)), world.relay(minutes(4))]);
    await world.relay(minutes(5));
    expect(kinds(world.alerts)).toEqual(['recovery']);
    expect(world.sent.sort()).toEqual(['Ada 1', 'Ada 2', 'Ada 3', 'Ada 4']);
  });

  it('waiting leads are due at once when it answers again, not at the end of their backoff', async () => {
    const world = outboxWorld(outbox.db, { DELIVERY_MAX_ATTEMPTS: '12' });
    world.state.endpoint = 500;
    await world.receive(person(1), T0);
    // Its sixth failure puts the next attempt 32 minutes away.
    await outbox.db
      .prepare(`UPDATE submissions SET attempts = 5, next_attempt_at = ?`)
      .bind(minutes(1).toISOString())
      .run();
    await world.relay(minutes(1));
    world.state.endpoint = 200;
    await world.receive(person(2), minutes(2));
    expect((await world.relay(minutes(3))).delivered).toBe(1);
  });
});

describe('outage alerts', () => {
  it('one when the endpoint has failed for longer than ALERT_OUTAGE_MINUTES, even in runs with nothing to send; one when it recovers', async () => {
    const world = outboxWorld(outbox.db);
    world.state.endpoint = 500;
    await world.receive(person(1), T0);
    await world.relay(minutes(1));
    await world.relay(minutes(30));
    expect(world.alerts).toEqual([]);
    // Past the hour, with no attempt in those runs: still an outage, alerted once.
    await world.relay(minutes(61));
    await world.relay(minutes(62));
    expect(world.alerts).toHaveLength(1);
    expect(world.alerts[0]).toContain(
      'the form endpoint has been failing for 1 hour 1 minute (since 2026-11-23 12:00 UTC)',
    );
    expect(world.alerts[0]).toContain('1 lead(s) wait in D1');
    expect(world.alerts[0]).toContain('Last error: The form endpoint answered 500.');

    world.state.endpoint = 200;
    await world.relay(minutes(120));
    await world.relay(minutes(121));
    expect(world.alerts).toHaveLength(2);
    // The waiting lead was delivered in the run that saw the recovery: nothing is left to resend.
    expect(world.alerts[1]).toBe(
      'Lexaris AI contact form: the form endpoint answers again, after failing for 2 hours.',
    );
  });

  it('an outage that ends before its threshold says nothing at all', async () => {
    const world = outboxWorld(outbox.db);
    world.state.endpoint = 500;
    await world.receive(person(1), T0);
    await world.relay(minutes(1));
    world.state.endpoint = 200;
    await world.relay(minutes(10));
    expect(world.alerts).toEqual([]);
    expect(await health()).toEqual({ failing_since: null, outage_alerted: 0 });
  });

  it('a webhook that fails during the recovery: the leads go out all the same, the alert at the next run, once', async () => {
    const world = await oneLeadParked();
    world.state.endpoint = 200;
    world.state.webhook = 500;
    world.alerts.length = 0;
    await world.receive(person(2), minutes(3));
    await world.relay(minutes(4));
    expect((await leads()).map((lead) => lead.delivery_status)).toEqual(['delivered', 'delivered']);
    world.state.webhook = 200;
    await world.relay(minutes(5));
    await world.relay(minutes(6));
    const recoveries = world.alerts.filter((text) => text.includes('answers again'));
    expect(recoveries).toHaveLength(2);
    expect(new Set(recoveries).size).toBe(1);
  });

  it('no webhook: the state still moves and parked leads still go out, but nothing is queued', async () => {
    const world = await oneLeadParked({ ALERT_WEBHOOK_URL: '' });
    world.state.endpoint = 200;
    await world.receive(person(2), minutes(3));
    await world.relay(minutes(4));
    expect((await leads()).map((lead) => lead.delivery_status)).toEqual(['delivered', 'delivered']);
    expect((await outbox.db.prepare('SELECT count(*) AS n FROM alerts').first())?.n).toBe(0);
  });
});

describe('a recovery between a sender noting the failure and recording it', () => {
  it('the lead that failed its last attempt is not left parked without an outage: it goes out again at once', async () => {
    const world = outboxWorld(outbox.db, QUICK);
    world.state.endpoint = 500;
    await world.receive(person(1), T0);
    // The relay's last attempt at Ada 1 fails; just before it records that,
    // a visitor's lead is delivered, which ends the outage and queues the
    // leads parked in it (Ada 1 not yet among them).
    let visitorSent = false;
    let batches = 0;
    const relayDb = new Proxy(outbox.db, {
      get(target, property) {
        if (property === 'batch') {
          return async (statements: Parameters<typeof target.batch>[0]) => {
            batches += 1;
            if (!visitorSent && batches === 2) {
              visitorSent = true;
              world.state.endpoint = 200;
              expect(await world.receive(person(2), minutes(2))).toBe('sent');
            }
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // Retention off: the run's first batch is the audience counters' sweep
    // (kept 25 months whatever the setting), its second the record of the attempt's outcome.
    await relayDeliveries(
      { ...world.env(), SUBMISSION_RETENTION_DAYS: '0', DB: relayDb },
      { now: () => minutes(2), fetchImpl: world.fetchImpl },
    );
    expect(visitorSent).toBe(true);
    expect(await health()).toEqual({ failing_since: null, outage_alerted: 0 });
    expect((await leads())[0]).toMatchObject({ delivery_status: 'failed', parked_in_outage: null });
    await world.relay(minutes(3));
    expect((await leads()).map((lead) => [lead.name, lead.delivery_status])).toEqual([
      ['Ada 1', 'delivered'],
      ['Ada 2', 'delivered'],
    ]);
  });
});

describe('what the recovery does not requeue', () => {
  it('a lead the endpoint refused for itself (a 4xx naming the lead), and one parked by hand', async () => {
    const world = outboxWorld(outbox.db, QUICK);
    world.state.endpoint = 422;
    await world.receive(person(1), T0);
    await world.relay(minutes(2));
    // A refusal says nothing of the endpoint's health.
    expect(await health()).toEqual({ failing_since: null, outage_alerted: 0 });
    world.state.endpoint = 500;
    await world.receive(person(2), minutes(3));
    await outbox.db
      .prepare(`UPDATE submissions SET delivery_status = 'undeliverable' WHERE name = 'Ada 2'`)
      .run();
    world.state.endpoint = 200;
    await world.receive(person(3), minutes(4));
    await world.relay(minutes(5));
    expect((await leads()).map((lead) => [lead.name, lead.delivery_status])).toEqual([
      ['Ada 1', 'undeliverable'],
      ['Ada 2', 'undeliverable'],
      ['Ada 3', 'delivered'],
    ]);
  });

  it('a requeued lead that fails again is parked again, by the outage it fails in', async () => {
    const world = await oneLeadParked();
    world.state.endpoint = 200;
    await world.receive(person(2), minutes(3));
    // The endpoint fails again before the relay resends the parked lead.
    world.state.endpoint = 500;
    await world.relay(minutes(4));
    const [first] = await leads();
    expect(first).toMatchObject({ delivery_status: 'undeliverable', attempts: 3 });
    expect(first?.parked_in_outage).toBe(minutes(4).toISOString());
  });
});

describe('what a round of attempts says of the endpoint', () => {
  const delivered = { status: 'delivered', upstreamStatus: 200 } as const;
  const failed = (upstreamStatus: number | null) =>
    ({ status: 'failed', upstreamStatus, error: 'x', nextAttemptAt: null }) as const;

  it('answering once any lead got through, however many failed beside it', () => {
    expect(signalOf([failed(500), delivered, failed(null)])).toBe('answering');
    expect(signalOf([delivered])).toBe('answering');
  });

  it('failing when it failed a lead itself; nothing when it only refused leads, or saw none', () => {
    expect(signalOf([failed(500)])).toBe('failing');
    expect(signalOf([failed(null)])).toBe('failing');
    expect(signalOf([failed(422), failed(400)])).toBeNull();
    expect(signalOf([failed(422), failed(503)])).toBe('failing');
    expect(signalOf([])).toBeNull();
  });
});
