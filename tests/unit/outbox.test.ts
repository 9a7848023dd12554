// The D1 outbox on a real D1 (miniflare): admission and the resend rule,
// claims only one sender wins, the relay's schedule, backoff, undeliverable
// leads and retention. A stand-in fetch plays the form endpoint.
import type { D1Database } from '@cloudflare/workers-types';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactValues } from '../../src/lib/contact-fields';
import { DEFAULT_DELIVERY_POLICY, type DeliveryPolicy } from '../../src/lib/delivery-policy';
import { SWEEPS } from '../../src/lib/retention';
import { attemptDelivery, takeOverEarlierCopy } from '../../src/server/outbox/deliver';
import { RELAY_BATCH, RELAY_PARALLEL, relayDeliveries } from '../../src/server/outbox/relay';
import { admitSubmission, claimEarlierCopy, newClaim, recordOutcome } from '../../src/server/outbox/store';
import { formEndpointAt } from '../support/addresses';
import { openOutbox } from '../support/outbox-db';

const ENDPOINT = formEndpointAt('https://forms.example/submit');
const policy: DeliveryPolicy = { ...DEFAULT_DELIVERY_POLICY, timeoutMs: 1000 };
const T0 = new Date('2026-11-23T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const lead = (n: number | string): ContactValues => ({
  name: `Ada ${n}`,
  email: `ada${n}@example.com`,
  company: 'Lovelace LLP',
  message: `Please call me about ${n}.`,
});

type Row = {
  id: string;
  name: string;
  company: string;
  delivery_status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  upstream_status: number | null;
  claim_token: string | null;
  created_at: string;
};

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await openOutbox());
});
afterAll(() => dispose());
beforeEach(async () => {
  await db.prepare('DELETE FROM submissions').run();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

const rows = async () =>
  (await db.prepare('SELECT * FROM submissions ORDER BY created_at').all<Row>()).results;

/** A stand-in for the form endpoint: answers as `answer` says and keeps every name it was sent. */
const endpoint = (answer: (name: string) => number | 'hang' | 'refuse' = () => 200, delayMs = 0) => {
  const received: string[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const name = new URLSearchParams(String(init?.body)).get('name') ?? '';
    received.push(name);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const reply = answer(name);
    if (reply === 'refuse') throw new TypeError('Network connection lost.');
    if (reply === 'hang') {
      const error = new Error('The operation was aborted due to timeout');
      error.name = 'TimeoutError';
      throw error;
    }
    return new Response('ok', { status: reply });
  }) as unknown as typeof fetch;
  return { received, fetchImpl };
};

/** Stores a lead as a visitor's request does and records its first attempt's outcome. */
const submitAt = async (values: ContactValues, when: Date, answer: number | 'hang' | 'refuse') => {
  const admitted = await admitSubmission(db, newClaim(values, when), { forward: true });
  if (admitted.kind !== 'claimed') throw new Error(`expected a new submission, got ${admitted.kind}`);
  const { fetchImpl } = endpoint(() => answer);
  const outcome = await attemptDelivery(ENDPOINT, admitted.claim, policy, { now: () => when, fetchImpl });
  await recordOutcome(db, admitted.claim, outcome, when).run();
  return admitted.claim;
};

const relayAt = (when: Date, fetchImpl: typeof fetch, env: Record<string, string> = {}) =>
  relayDeliveries(
    { DB: db, FORM_ENDPOINT: ENDPOINT, FORM_TIMEOUT_MS: String(policy.timeoutMs), ...env },
    { now: () => when, fetchImpl },
  );

describe('admission: one row per message', () => {
  it('stores a new message as pending, held by the request that received it', async () => {
    const admitted = await admitSubmission(db, newClaim(lead(1), T0), { forward: true });
    expect(admitted.kind).toBe('claimed');
    const [row] = await rows();
    expect(row).toMatchObject({ name: 'Ada 1', delivery_status: 'pending', attempts: 0 });
    expect(row?.claim_token).toBe(admitted.kind === 'claimed' ? admitted.claim.token : 'none');
    // A message has no details of a booking's (not the text "null").
    expect((row as Record<string, unknown> | undefined)?.details).toBeNull();
  });

  it('without an endpoint the message is stored and that is its delivery', async () => {
    expect(await admitSubmission(db, newClaim(lead(1), T0), { forward: false })).toEqual({ kind: 'stored' });
    expect((await rows())[0]).toMatchObject({ delivery_status: 'stored', claim_token: null });
  });

  it('the same name, email and message within 24 hours is the earlier copy, not a new lead', async () => {
    const first = await submitAt(lead(1), T0, 500);
    const again = await admitSubmission(db, newClaim({ ...lead(1), company: 'Typo fixed' }, at(23 * 3600)), {
      forward: true,
    });
    expect(again).toEqual({ kind: 'earlier-copy', id: first.id });
    expect(await rows()).toHaveLength(1);
  });

  it('a different message, another sender, or the same one a day later is a new lead', async () => {
    await submitAt(lead(1), T0, 500);
    const kinds = await Promise.all([
      admitSubmission(db, newClaim({ ...lead(1), message: 'Something else.' }, at(10)), { forward: true }),
      admitSubmission(db, newClaim({ ...lead(1), email: 'other@example.com' }, at(10)), { forward: true }),
      admitSubmission(db, newClaim(lead(1), at(24 * 3600 + 1)), { forward: true }),
    ]);
    expect(kinds.map((admitted) => admitted.kind)).toEqual(['claimed', 'claimed', 'claimed']);
    expect(await rows()).toHaveLength(4);
  });

  it('the same message posted five times at once makes one row', async () => {
    const admitted = await Promise.all(
      Array.from({ length: 5 }, () => admitSubmission(db, newClaim(lead(1), T0), { forward: true })),
    );
    expect(admitted.filter((result) => result.kind === 'claimed')).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });
});

describe("a visitor's resend", () => {
  it('takes over a failed earlier copy at once, whatever its schedule, with the company typed now', async () => {
    const first = await submitAt(lead(1), T0, 500);
    const claim = await claimEarlierCopy(db, first.id, 'Typo fixed', at(5), policy);
    expect(claim).toMatchObject({ id: first.id, attempts: 1, values: { company: 'Typo fixed' } });
    expect((await rows())[0]).toMatchObject({ delivery_status: 'pending', next_attempt_at: null });
  });

  it('takes over an undeliverable copy, but never a delivered one', async () => {
    const lost = await submitAt(lead(1), T0, 500);
    await db
      .prepare(`UPDATE submissions SET delivery_status = 'undeliverable' WHERE id = ?`)
      .bind(lost.id)
      .run();
    expect(await claimEarlierCopy(db, lost.id, 'x', at(5), policy)).not.toBeNull();
    const arrived = await submitAt(lead(2), T0, 200);
    expect(await claimEarlierCopy(db, arrived.id, 'x', at(5), policy)).toBeNull();
  });

  it('waits for a sender still forwarding the copy, then answers with how that went', async () => {
    const admitted = await admitSubmission(db, newClaim(lead(1), new Date()), { forward: true });
    if (admitted.kind !== 'claimed') throw new Error('expected a claim');
    // The first attempt is still going; it gets through 300 ms later.
    setTimeout(
      () =>
        void recordOutcome(
          db,
          admitted.claim,
          { status: 'delivered', upstreamStatus: 200 },
          new Date(),
        ).run(),
      300,
    );
    expect(await takeOverEarlierCopy(db, admitted.claim.id, 'x', policy)).toBe('delivered');
  });

  it('takes over once the other attempt has failed', async () => {
    const admitted = await admitSubmission(db, newClaim(lead(1), new Date()), { forward: true });
    if (admitted.kind !== 'claimed') throw new Error('expected a claim');
    const failure = {
      status: 'failed',
      upstreamStatus: 500,
      error: 'down',
      nextAttemptAt: at(3600),
    } as const;
    setTimeout(() => void recordOutcome(db, admitted.claim, failure, new Date()).run(), 300);
    const resend = await takeOverEarlierCopy(db, admitted.claim.id, 'x', policy);
    expect(resend).toMatchObject({ id: admitted.claim.id, attempts: 1 });
  });

  it('gives up without sending when the other attempt outlasts the forward timeout', async () => {
    const admitted = await admitSubmission(db, newClaim(lead(1), new Date()), { forward: true });
    if (admitted.kind !== 'claimed') throw new Error('expected a claim');
    const started = Date.now();
    expect(await takeOverEarlierCopy(db, admitted.claim.id, 'x', { ...policy, timeoutMs: 200 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await rows())[0]?.claim_token).toBe(admitted.claim.token);
  });
});

describe('the relay', () => {
  it('re-sends failed leads once they are due, oldest first, and records the delivery', async () => {
    await submitAt(lead(1), T0, 500);
    await submitAt(lead(2), at(1), 'refuse');
    await submitAt(lead(3), at(2), 'hang');
    const early = endpoint();
    expect((await relayAt(at(30), early.fetchImpl)).delivered).toBe(0);
    expect(early.received).toEqual([]);

    const recovered = endpoint();
    const report = await relayAt(at(62), recovered.fetchImpl);
    expect(recovered.received).toEqual(['Ada 1', 'Ada 2', 'Ada 3']);
    expect(report).toMatchObject({ delivered: 3, failed: 0, undeliverable: 0 });
    // Retention (one statement per swept rule); one claim per round, one look at the endpoint's health per round, one outcome per lead;
    // and the empty claim that ends the run.
    expect(report.queries).toBe(SWEEPS.length + 1 + 1 + 3 + 1);
    for (const row of await rows()) {
      expect(row).toMatchObject({
        delivery_status: 'delivered',
        attempts: 2,
        upstream_status: 200,
        last_error: null,
        next_attempt_at: null,
        claim_token: null,
      });
    }
    expect((await relayAt(at(600), recovered.fetchImpl)).delivered).toBe(0);
    expect(recovered.received).toHaveLength(3);
  });

  it('backs off, doubling, and after the last attempt marks the lead undeliverable and says so', async () => {
    await submitAt(lead(1), T0, 500);
    const down = endpoint(() => 503);
    const seen: { attempts: number; next: string | null; status: string }[] = [];
    let clock = T0.getTime();
    for (let run = 0; run < 11; run += 1) {
      const [row] = await rows();
      clock = Date.parse(row?.next_attempt_at ?? '');
      await relayAt(new Date(clock), down.fetchImpl, { DELIVERY_MAX_ATTEMPTS: '12' });
      const [after] = await rows();
      seen.push({
        attempts: after?.attempts ?? 0,
        next: after?.next_attempt_at ? String((Date.parse(after.next_attempt_at) - clock) / 1000) : null,
        status: after?.delivery_status ?? '',
      });
    }
    expect(seen.map((step) => step.next)).toEqual([
      '120',
      '240',
      '480',
      '960',
      '1920',
      '3600',
      '3600',
      '3600',
      '3600',
      '3600',
      null,
    ]);
    expect(seen.at(-1)).toEqual({ attempts: 12, next: null, status: 'undeliverable' });
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/undeliverable after 12 attempts/));
    // An undeliverable lead stays put: no run sends it again by itself.
    await relayAt(new Date(clock + 86_400_000), down.fetchImpl);
    expect(down.received).toHaveLength(11);
    expect((await rows())[0]?.last_error).toBe('The form endpoint answered 503.');
  });

  it('picks up a lead left pending by a worker that died mid-send, but not one still being sent', async () => {
    const crashed = await admitSubmission(db, newClaim(lead(1), T0), { forward: true });
    const live = await admitSubmission(db, newClaim(lead(2), at(100)), { forward: true });
    const up = endpoint();
    const report = await relayAt(at(100 + 5), up.fetchImpl);
    expect(up.received).toEqual(['Ada 1']);
    expect(report.delivered).toBe(1);
    // The live sender's attempt is still its own to record.
    if (live.kind !== 'claimed' || crashed.kind !== 'claimed') throw new Error('expected claims');
    const recorded = await recordOutcome(
      db,
      live.claim,
      { status: 'delivered', upstreamStatus: 200 },
      at(106),
    ).run();
    expect(recorded.meta.changes).toBe(1);
    // The dead sender's late word changes nothing: the relay holds the outcome now.
    const late = await recordOutcome(
      db,
      crashed.claim,
      { status: 'failed', upstreamStatus: null, error: 'late', nextAttemptAt: at(999) },
      at(107),
    ).run();
    expect(late.meta.changes).toBe(0);
    expect((await rows()).map((row) => row.delivery_status)).toEqual(['delivered', 'delivered']);
  });

  it('two runs at the same moment, with a slow endpoint, send each lead once', async () => {
    for (let n = 0; n < 10; n += 1) await submitAt(lead(n), at(n), 500);
    const slow = endpoint(() => 200, 50);
    const reports = await Promise.all([relayAt(at(300), slow.fetchImpl), relayAt(at(300), slow.fetchImpl)]);
    expect(slow.received.sort()).toEqual(Array.from({ length: 10 }, (_, n) => `Ada ${n}`).sort());
    expect(reports[0].delivered + reports[1].delivered).toBe(10);
    expect((await rows()).every((row) => row.delivery_status === 'delivered' && row.attempts === 2)).toBe(
      true,
    );
  });

  it('leaves alone a first attempt that is still under way', async () => {
    const admitted = await admitSubmission(db, newClaim(lead(1), T0), { forward: true });
    const up = endpoint();
    await relayAt(at(5), up.fetchImpl);
    expect(up.received).toEqual([]);
    expect(admitted.kind).toBe('claimed');
    expect((await rows())[0]?.delivery_status).toBe('pending');
  });

  it(`sends at most ${RELAY_BATCH} leads a run, ${RELAY_PARALLEL} at a time, and the rest on the next run`, async () => {
    for (let n = 0; n < 40; n += 1) await submitAt(lead(n), at(n), 500);
    let inFlight = 0;
    let most = 0;
    const up = endpoint(() => {
      return 200;
    });
    const counting = (async (url: RequestInfo | URL, init?: RequestInit) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return up.fetchImpl(url, init);
    }) as typeof fetch;
    expect((await relayAt(at(600), counting)).delivered).toBe(RELAY_BATCH);
    expect(most).toBe(RELAY_PARALLEL);
    expect((await relayAt(at(660), counting)).delivered).toBe(40 - RELAY_BATCH);
    expect(new Set(up.received).size).toBe(40);
    expect(up.received).toHaveLength(40);
  });

  it('ends a run after a round where nothing got through, and leaves the rest their place', async () => {
    for (let n = 0; n < 20; n += 1) await submitAt(lead(n), at(n), 500);
    const down = endpoint(() => 'refuse');
    const report = await relayAt(at(600), down.fetchImpl);
    expect(report).toMatchObject({ delivered: 0, failed: RELAY_PARALLEL });
    expect(down.received).toHaveLength(RELAY_PARALLEL);
    const attempts = (await rows()).map((row) => row.attempts);
    expect(attempts.filter((count) => count === 2)).toHaveLength(RELAY_PARALLEL);
  });

  it('does nothing but retention when no endpoint is configured', async () => {
    await admitSubmission(db, newClaim(lead(1), T0), { forward: false });
    const report = await relayDeliveries({ DB: db }, { now: () => at(60) });
    expect(report).toMatchObject({ delivered: 0, deleted: 0, queries: SWEEPS.length });
  });
});

describe('retention', () => {
  it('deletes delivered leads (and ones kept with no endpoint set) older than the retention period, and nothing else', async () => {
    const old = new Date(T0.getTime() - 91 * 86_400_000);
    await submitAt(lead('old delivered'), old, 200);
    await submitAt(lead('old failed'), old, 500);
    await admitSubmission(db, newClaim(lead('old stored'), old), { forward: false });
    const lost = await submitAt(lead('old undeliverable'), old, 500);
    await db
      .prepare(`UPDATE submissions SET delivery_status = 'undeliverable' WHERE id = ?`)
      .bind(lost.id)
      .run();
    await submitAt(lead('recent delivered'), new Date(T0.getTime() - 89 * 86_400_000), 200);

    const down = endpoint(() => 500);
    expect((await relayAt(T0, down.fetchImpl)).deleted).toBe(2);
    expect((await rows()).map((row) => row.name).sort()).toEqual([
      'Ada old failed',
      'Ada old undeliverable',
      'Ada recent delivered',
    ]);
  });

  it('keeps everything with SUBMISSION_RETENTION_DAYS=0', async () => {
    await submitAt(lead(1), new Date(T0.getTime() - 400 * 86_400_000), 200);
    expect((await relayAt(T0, endpoint().fetchImpl, { SUBMISSION_RETENTION_DAYS: '0' })).deleted).toBe(0);
    expect(await rows()).toHaveLength(1);
  });
});

describe('the migration to redelivery', () => {
  it('keeps every row and makes the ones that failed before it due at once', async () => {
    const before = await openOutbox({ upTo: '0001_submissions.sql' });
    try {
      const insert = (id: string, status: string) =>
        before.db
          .prepare(
            `INSERT INTO submissions (id, created_at, name, email, company, message, delivery_status, attempts, last_error, updated_at)
             VALUES (?1, '2026-11-01T00:00:00.000Z', 'Ada', 'ada@example.com', '', 'Hi', ?2, 1, NULL, '2026-11-01T00:00:05.000Z')`,
          )
          .bind(id, status)
          .run();
      await insert('a', 'failed');
      await insert('b', 'delivered');
      await before.applyMigration('0002_redelivery.sql');
      const { results } = await before.db
        .prepare('SELECT id, delivery_status, next_attempt_at FROM submissions ORDER BY id')
        .all();
      expect(results).toEqual([
        { id: 'a', delivery_status: 'failed', next_attempt_at: '2026-11-01T00:00:05.000Z' },
        { id: 'b', delivery_status: 'delivered', next_attempt_at: null },
      ]);
    } finally {
      await before.dispose();
    }
  });
});
