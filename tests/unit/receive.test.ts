// A lead gets through while either D1 or the form endpoint answers (issue 35):
// the visitor's path (receiveLead) and the relay, on a real D1 (miniflare)
// that fails where a test says: on storing, on claiming, on recording.
import { describe, expect, it } from 'vitest';
import { newClaim, recordOutcome } from '../../src/server/outbox/store';
import { D1_FAILURE, failingD1, OUTBOX_SQL } from '../support/failing-d1';
import {
  type Answer,
  forgetLog,
  logged,
  minutes,
  outboxForEachTest,
  outboxWorld,
  PERSONAL,
  person,
  resetOutbox,
  T0,
} from '../support/outbox-world';

const outbox = outboxForEachTest();

const rows = async () =>
  (
    await outbox.db
      .prepare('SELECT name, delivery_status, attempts, claim_token FROM submissions ORDER BY created_at')
      .all<{ name: string; delivery_status: string; attempts: number; claim_token: string | null }>()
  ).results;

describe('D1 cannot store the lead', () => {
  const whileD1Fails = (fails = OUTBOX_SQL.insert) => outboxWorld(failingD1(outbox.db, fails));

  it('the endpoint answers 2xx: the visitor hears "sent", the endpoint has it once, and the log says it has no record', async () => {
    for (const fails of [OUTBOX_SQL.insert, OUTBOX_SQL.any]) {
      await resetOutbox(outbox.db);
      const world = whileD1Fails(fails);
      expect(await world.receive(person(1), T0)).toBe('sent');
      expect(world.sent).toEqual(['Ada 1']);
      expect(await rows()).toEqual([]);
      const lines = logged();
      expect(lines).toEqual([
        `Contact form: a lead was delivered to the form endpoint without a D1 record at ${T0.toISOString()} (D1: ${D1_FAILURE}). It is not in npm run submissions: the form endpoint holds it.`,
      ]);
      for (const line of lines) expect(line).not.toMatch(PERSONAL);
    }
  });

  for (const answer of [500, 'hang', 'refuse'] as Answer[]) {
    it(`the endpoint fails too (${answer}): "failed" (the form keeps what they typed), one attempt, nothing stored`, async () => {
      const world = whileD1Fails();
      world.state.endpoint = answer;
      expect(await world.receive(person(1), T0)).toBe('failed');
      expect(world.sent).toEqual(['Ada 1']);
      expect(await rows()).toEqual([]);
      const [line, ...more] = logged();
      expect(more).toEqual([]);
      expect(line).toMatch(
        /^Contact form: a lead could be neither stored \(D1: .*\) nor delivered \(The form endpoint/,
      );
      expect(line).not.toMatch(PERSONAL);
    });
  }

  it('with no FORM_ENDPOINT there is nowhere else to keep it: "failed"', async () => {
    const world = whileD1Fails();
    expect(await world.receive(person(1), T0, { FORM_ENDPOINT: '' })).toBe('failed');
    expect(world.sent).toEqual([]);
  });

  it('a store that landed although D1 answered with an error is marked delivered: the relay never sends it again', async () => {
    const world = outboxWorld(failingD1(outbox.db, OUTBOX_SQL.insert, { landThenFail: true }));
    expect(await world.receive(person(1), T0)).toBe('sent');
    expect(await rows()).toEqual([
      { name: 'Ada 1', delivery_status: 'delivered', attempts: 1, claim_token: null },
    ]);
    await outboxWorld(outbox.db).relay(minutes(10));
    expect(world.sent).toEqual(['Ada 1']);
  });

  it('once D1 answers again, leads are stored and delivered as before', async () => {
    const down = whileD1Fails();
    expect(await down.receive(person(1), T0)).toBe('sent');
    const world = outboxWorld(outbox.db);
    expect(await world.receive(person(2), minutes(1))).toBe('sent');
    expect(await rows()).toEqual([
      { name: 'Ada 2', delivery_status: 'delivered', attempts: 1, claim_token: null },
    ]);
  });
});

describe('D1 fails after the lead is stored', () => {
  it('on claiming the earlier copy of a resend: "failed", nothing sent; the copy waits for the relay', async () => {
    const world = outboxWorld(outbox.db);
    world.state.endpoint = 500;
    expect(await world.receive(person(1), T0)).toBe('failed');
    world.state.endpoint = 200;
    const resend = outboxWorld(failingD1(outbox.db, OUTBOX_SQL.claim));
    expect(await resend.receive(person(1), minutes(1))).toBe('failed');
    expect(resend.sent).toEqual([]);
    expect((await rows()).map((row) => row.delivery_status)).toEqual(['failed']);
    await world.relay(minutes(2));
    expect(world.sent).toEqual(['Ada 1', 'Ada 1']);
    expect((await rows()).map((row) => row.delivery_status)).toEqual(['delivered']);
  });

  it('on recording a delivery: the visitor still hears "sent"; the lead stays pending and the log says why', async () => {
    const world = outboxWorld(failingD1(outbox.db, OUTBOX_SQL.record));
    expect(await world.receive(person(1), T0)).toBe('sent');
    expect(world.sent).toEqual(['Ada 1']);
    const [row] = await rows();
    expect(row?.delivery_status).toBe('pending');
    expect(logged().join('\n')).toMatch(/could not record how submission .* went \(delivered; D1: .*\)/);
  });
});

describe('the relay while D1 fails', () => {
  /** A lead whose first attempt failed: due for the relay a minute later. */
  const failedLead = async (world: ReturnType<typeof outboxWorld>, n: number) => {
    world.state.endpoint = 500;
    expect(await world.receive(person(n), T0)).toBe('failed');
    world.state.endpoint = 200;
  };

  for (const [where, fails] of [
    ['on every statement', OUTBOX_SQL.any],
    ['on claiming', OUTBOX_SQL.claim],
    ['on recording outcomes', OUTBOX_SQL.record],
  ] as const) {
    it(`${where}: the run says so once in the log and does not throw`, async () => {
      await failedLead(outboxWorld(outbox.db), 1);
      forgetLog();
      const world = outboxWorld(failingD1(outbox.db, fails));
      const report = await world.relay(minutes(2));
      const lines = logged();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Contact form relay: D1 failed \(D1_ERROR: no such table/);
      expect(report.alerts).toBe(0);
      // Only a claim that held lets an attempt go out; its outcome was then not recorded.
      expect(world.sent).toEqual(where === 'on recording outcomes' ? ['Ada 1'] : []);
    });
  }

  it('once D1 answers again, the relay delivers what waited', async () => {
    const world = outboxWorld(outbox.db);
    await failedLead(world, 1);
    await outboxWorld(failingD1(outbox.db, OUTBOX_SQL.any)).relay(minutes(2));
    expect((await world.relay(minutes(3))).delivered).toBe(1);
    expect((await rows()).map((row) => row.delivery_status)).toEqual(['delivered']);
  });
});

describe('recordOutcome on a lead D1 never stored', () => {
  it('changes nothing', async () => {
    const claim = newClaim(person(1), T0);
    const result = await recordOutcome(
      outbox.db,
      claim,
      { status: 'delivered', upstreamStatus: 200 },
      T0,
    ).run();
    expect(result.meta.changes).toBe(0);
  });
});
