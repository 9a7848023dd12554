// A booked call's changes on a real D1 (miniflare): a move or a cancel
// applies only to the call as the visitor's page showed it (its version), a
// repeat changes nothing more, the firm hears each change once with the
// call's version and time, the relay never delivers a call's news before an
// earlier one, and the calendars see each change as newer than the last.
import type { D1Database } from '@cloudflare/workers-types';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { availability } from '../../src/content/availability';
import { freeDays } from '../../src/lib/availability';
import type { BookingValues } from '../../src/lib/booking-fields';
import { firmDay } from '../../src/lib/booking-times';
import { bookCall, changeCall } from '../../src/server/booking/book';
import { callCalendarFile, operatorFeed } from '../../src/server/booking/calendar-file';
import {
  bookedIntervals,
  callByToken,
  hashToken,
  isTokenShape,
  moveCall,
  takeSlot,
  upcomingCalls,
} from '../../src/server/booking/store';
import { WAITING_FOR_EARLIER_NEWS } from '../../src/server/outbox/news-order';
import { relayDeliveries } from '../../src/server/outbox/relay';
import { openOutbox } from '../support/outbox-db';

const ENDPOINT = 'https://forms.example/submit';
const NOW = new Date('2026-11-30T08:00:00Z');
const grace: BookingValues = { name: 'Grace', email: 'grace@example.com', company: '', topic: 'Contracts' };

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await openOutbox());
});
afterAll(() => dispose());

/**
 * The stand-in inbox: what it received, in the order it took it, and whether
 * it is up. A call's earlier news takes it longer to take (as a slow network
 * might), so news sent side by side would arrive out of order.
 */
const inbox = { up: true, received: [] as URLSearchParams[] };
const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
  if (!inbox.up) return new Response(null, { status: 503 });
  const body = new URLSearchParams(String(init?.body));
  await new Promise((resolve) => setTimeout(resolve, (3 - Number(body.get('sequence'))) * 40));
  inbox.received.push(body);
  return new Response(null, { status: 200 });
}) as unknown as typeof fetch;
const env = () => ({ DB: db, FORM_ENDPOINT: ENDPOINT });
const at = (minutes: number) => ({ now: () => new Date(NOW.getTime() + minutes * 60_000), fetchImpl });
const news = () => inbox.received.map((body) => `${body.get('event')} ${body.get('sequence')}`);

beforeEach(async () => {
  await db.batch([db.prepare('DELETE FROM bookings'), db.prepare('DELETE FROM submissions')]);
  inbox.up = true;
  inbox.received.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

const slots = () => freeDays(availability, NOW, [])[0]?.slots as Date[];
const book = async (slot: Date) => {
  const outcome = await bookCall(env(), { values: grace, slot, timeZone: null, source: null }, at(0));
  if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
  return outcome.token;
};
const stored = async () =>
  db.prepare('SELECT status, starts_at, sequence FROM bookings').first<{
    status: string;
    starts_at: string;
    sequence: number;
  }>();

describe('one change wins', () => {
  it('of four moves read at one version, exactly one applies, and the firm hears of that one', async () => {
    const [first, ...others] = slots();
    const token = await book(first as Date);
    const targets = others.slice(1, 5);
    const outcomes = await Promise.all(
      targets.map((slot) => changeCall(env(), token, { kind: 'move', slot, sequence: 0 }, at(1))),
    );
    const moved = outcomes.filter((outcome) => outcome.kind === 'moved');
    expect(moved).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'changed-meanwhile')).toHaveLength(3);
    const winner = moved[0]?.kind === 'moved' ? moved[0].call.startsAt : '';
    // The losers are shown the call as it is now.
    for (const outcome of outcomes)
      if (outcome.kind === 'changed-meanwhile') expect(outcome.call).toMatchObject({ startsAt: winner });
    expect(await stored()).toMatchObject({ status: 'confirmed', starts_at: winner, sequence: 1 });
    expect(news()).toEqual(['booked 0', 'moved 1']);
    expect(inbox.received.at(-1)?.get('starts_at')).toBe(winner);
  });

  it('a move and a cancel read at one version: one applies, the other is told', async () => {
    const [first, second] = slots();
    const token = await book(first as Date);
    const outcomes = await Promise.all([
      changeCall(env(), token, { kind: 'move', slot: second as Date, sequence: 0 }, at(1)),
      changeCall(env(), token, { kind: 'cancel', sequence: 0 }, at(1)),
    ]);
    const kinds = outcomes.map((outcome) => outcome.kind);
    expect(kinds.filter((kind) => kind === 'changed-meanwhile')).toHaveLength(1);
    const row = await stored();
    expect(row?.sequence).toBe(1);
    expect(news()).toEqual(['booked 0', `${row?.status === 'cancelled' ? 'cancelled' : 'moved'} 1`]);
  });

  it('a repeated move (a double click) is answered as the first was and sends nothing more', async () => {
    const [first, second] = slots();
    const token = await book(first as Date);
    const move = { kind: 'move', slot: second as Date, sequence: 0 } as const;
    const together = await Promise.all([
      changeCall(env(), token, move, at(1)),
      changeCall(env(), token, move, at(1)),
    ]);
    const again = await changeCall(env(), token, move, at(2));
    for (const outcome of [...together, again])
      expect(outcome).toMatchObject({
        kind: 'moved',
        call: { startsAt: second?.toISOString(), sequence: 1 },
      });
    // Only the one that moved it names times to forget from /book's cache.
    expect(
      [...together, again].filter((outcome) => 'freed' in outcome && outcome.freed.length > 0),
    ).toHaveLength(1);
    expect(news()).toEqual(['booked 0', 'moved 1']);
  });

  it('a page that did not say which version it showed is shown the call, and nothing changes', async () => {
    const [first, second] = slots();
    const token = await book(first as Date);
    for (const change of [
      { kind: 'cancel', sequence: null },
      { kind: 'move', slot: second as Date, sequence: null },
    ] as const)
      expect(await changeCall(env(), token, change, at(1))).toMatchObject({
        kind: 'changed-meanwhile',
        call: { startsAt: first?.toISOString(), sequence: 0 },
      });
    expect(news()).toEqual(['booked 0']);
  });

  it('a page left behind on a call that has since started is told it can no longer be changed', async () => {
    const [first, second] = slots();
    const token = await book(first as Date);
    await changeCall(env(), token, { kind: 'move', slot: second as Date, sequence: 0 }, at(1));
    const started = { ...at(0), now: () => new Date((second as Date).getTime() + 60_000) };
    expect(await changeCall(env(), token, { kind: 'cancel', sequence: 0 }, started)).toEqual({
      kind: 'closed',
    });
  });

  it('a move to the time the call has is no change', async () => {
    const [first] = slots();
    const token = await book(first as Date);
    expect(
      await changeCall(env(), token, { kind: 'move', slot: first as Date, sequence: 0 }, at(1)),
    ).toMatchObject({
      kind: 'same-time',
    });
    expect(await stored()).toMatchObject({ sequence: 0 });
    expect(news()).toEqual(['booked 0']);
  });

  it('a change from a page older than the call is refused with the call as it is, then applies from it', async () => {
    const [first, second, third] = slots();
    const token = await book(first as Date);
    await changeCall(env(), token, { kind: 'move', slot: second as Date, sequence: 0 }, at(1));
    const stale = await changeCall(env(), token, { kind: 'move', slot: third as Date, sequence: 0 }, at(2));
    expect(stale).toMatchObject({
      kind: 'changed-meanwhile',
      call: { startsAt: second?.toISOString(), sequence: 1 },
    });
    const cancelled = await changeCall(env(), token, { kind: 'cancel', sequence: 1 }, at(3));
    expect(cancelled).toMatchObject({ kind: 'cancelled', call: { status: 'cancelled', sequence: 2 } });
    expect(news()).toEqual(['booked 0', 'moved 1', 'cancelled 2']);
    // Each news says when its change was made.
    expect(inbox.received.map((body) => body.get('changed_at'))).toEqual(
      [0, 1, 3].map((minutes) => at(minutes).now().toISOString()),
    );
  });
});

describe('the statements themselves, without the checks before them', () => {
  const rules = { bufferMinutes: 15, day: firmDay('2026-12-01', 'Europe/London'), maxCallsPerDay: 6 };
  const moveNews = (start: Date) => ({
    event: 'moved' as const,
    booking_id: '',
    starts_at: start.toISOString(),
    ends_at: start.toISOString(),
    starts_at_visitor: start.toISOString(),
    time_zone: 'Europe/London',
  });
  const callOf = async (token: string) => {
    const call = await callByToken(db, token);
    if (!call) throw new Error('no call');
    return call;
  };

  it('the one-call-per-time index is the last word, for a booking and a move', async () => {
    const [first, second] = slots() as [Date, Date];
    const token = await book(first);
    // A confirmed call of no length at the second time: clear of the statements' overlap checks, not of the index.
    await db
      .prepare(
        `INSERT INTO bookings (id, starts_at, ends_at, name, email, time_zone, status, token_hash, created_at, updated_at)
         VALUES ('zero', ?1, ?1, 'Zero', 'zero@example.com', 'Europe/London', 'confirmed', 'zero', ?1, ?1)`,
      )
      .bind(second.toISOString())
      .run();
    const end = new Date(second.getTime() + 30 * 60_000);
    const taken = await takeSlot(
      db,
      {
        values: grace,
        start: second,
        end,
        timeZone: 'Europe/London',
        details: moveNews(second),
        source: null,
      },
      { ...rules, bufferMinutes: 0, maxCallsPerEmail: 3 },
      { now: NOW, forward: true },
    );
    expect(taken).toEqual({ kind: 'taken' });
    const moved = await moveCall(
      db,
      { start: second, end, details: moveNews(second) },
      { ...rules, bufferMinutes: 0 },
      { call: await callOf(token), now: NOW, forward: true },
    );
    expect(moved).toEqual({ kind: 'unchanged' });
  });

  it('a call of today that has ended still counts towards the day, as the statement counts it', async () => {
    const [first] = slots() as [Date];
    await book(first);
    const afterIt = new Date(first.getTime() + 60 * 60_000);
    expect(await bookedIntervals(db, afterIt, 'Europe/London')).toHaveLength(1);
    // The next day, it is no longer read.
    expect(await bookedIntervals(db, new Date(first.getTime() + 24 * 3_600_000), 'Europe/London')).toEqual(
      [],
    );
  });

  it('a booking and a move keep the buffer before the call after them', async () => {
    const [first, , third] = slots() as [Date, Date, Date];
    const token = await book(first);
    await book(third);
    // Ten minutes before the third call starts: its fifteen-minute buffer.
    const start = new Date(third.getTime() - 40 * 60_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    const taken = await takeSlot(
      db,
      {
        values: { ...grace, email: 'next@example.com' },
        start,
        end,
        timeZone: 'Europe/London',
        details: moveNews(start),
        source: null,
      },
      { ...rules, maxCallsPerEmail: 3 },
      { now: NOW, forward: true },
    );
    expect(taken).toEqual({ kind: 'taken' });
    const moved = await moveCall(db, { start, end, details: moveNews(start) }, rules, {
      call: await callOf(token),
      now: NOW,
      forward: true,
    });
    expect(moved).toEqual({ kind: 'unchanged' });
  });

  it('keeps a link’s SHA-256 in hex, and looks up only a link of its shape', async () => {
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = await book((slots() as [Date])[0]);
    expect(isTokenShape(token)).toBe(true);
    for (const misshapen of [`x${token}`, `${token}x`, token.slice(1), `${token.slice(1)}=`])
      expect(isTokenShape(misshapen), misshapen).toBe(false);
  });

  it('a move keeps the buffer after the call before it', async () => {
    const [first, , third] = slots() as [Date, Date, Date];
    await book(first);
    const token = await book(third);
    // Five minutes after the first call ends: inside its fifteen-minute buffer.
    const start = new Date(first.getTime() + 35 * 60_000);
    const moved = await moveCall(
      db,
      { start, end: new Date(start.getTime() + 30 * 60_000), details: moveNews(start) },
      rules,
      { call: await callOf(token), now: NOW, forward: true },
    );
    expect(moved).toEqual({ kind: 'unchanged' });
  });
});

describe('the firm hears each change in order', () => {
  it('with the inbox down, book, move and cancel wait their turn and go in order once it is back', async () => {
    const [first, second] = slots();
    inbox.up = false;
    const token = await book(first as Date);
    await changeCall(env(), token, { kind: 'move', slot: second as Date, sequence: 0 }, at(1));
    await changeCall(env(), token, { kind: 'cancel', sequence: 1 }, at(2));
    const rows = await db
      .prepare(
        `SELECT json_extract(details, '$.event') AS event, delivery_status, last_error FROM submissions ORDER BY created_at`,
      )
      .all<{ event: string; delivery_status: string; last_error: string }>();
    // The booking's own attempt failed; the news after it never went ahead of it.
    expect(rows.results.map((row) => row.delivery_status)).toEqual(['failed', 'failed', 'failed']);
    expect(rows.results.slice(1).map((row) => row.last_error)).toEqual([
      WAITING_FOR_EARLIER_NEWS,
      WAITING_FOR_EARLIER_NEWS,
    ]);
    expect(inbox.received).toHaveLength(0);

    inbox.up = true;
    const report = await relayDeliveries(env(), at(30));
    expect(report.delivered).toBe(3);
    expect(news()).toEqual(['booked 0', 'moved 1', 'cancelled 2']);
  });

  it('a later news waits while an earlier one fails, and goes once the earlier is parked', async () => {
    const [first, second] = slots();
    inbox.up = false;
    const token = await book(first as Date);
    await changeCall(env(), token, { kind: 'move', slot: second as Date, sequence: 0 }, at(1));
    // A relay run while the inbox is still down: the booking fails again; the move is not tried.
    await relayDeliveries(env(), at(30));
    expect(
      (await db.prepare(`SELECT attempts FROM submissions ORDER BY created_at`).all<{ attempts: number }>())
        .results,
    ).toEqual([{ attempts: 2 }, { attempts: 0 }]);
    // The operator parks the booking's news (undeliverable): the move no longer waits for it.
    await db
      .prepare(
        `UPDATE submissions SET delivery_status = 'undeliverable' WHERE json_extract(details, '$.event') = 'booked'`,
      )
      .run();
    inbox.up = true;
    await relayDeliveries(env(), at(60));
    expect(news()).toEqual(['moved 1']);
  });
});

describe('the firm hears each change in order, across a long outage', () => {
  it('a news the outage parked holds the call’s later news back, and is woken by it to go first', async () => {
    const [first, second] = slots();
    inbox.up = false;
    const token = await book(first as Date);
    // The outage outlasted the booking's attempts: parked with the outage, to go again when it ends.
    await db
      .prepare(
        `UPDATE submissions SET delivery_status = 'undeliverable', parked_in_outage = ?1, next_attempt_at = NULL`,
      )
      .bind(NOW.toISOString())
      .run();
    inbox.up = true;
    await changeCall(env(), token, { kind: 'move', slot: second as Date, sequence: 0 }, at(1));
    // The move did not go ahead of the booking: it waits, and the booking is due again.
    expect(news()).toEqual([]);
    expect(
      (
        await db
          .prepare(`SELECT delivery_status, parked_in_outage FROM submissions ORDER BY created_at`)
          .all()
      ).results,
    ).toEqual([
      { delivery_status: 'failed', parked_in_outage: null },
      { delivery_status: 'failed', parked_in_outage: null },
    ]);
    await relayDeliveries(env(), at(2));
    expect(news()).toEqual(['booked 0', 'moved 1']);
  });
});

describe('calendars see each change as newer', () => {
  const eventOf = (ics: string) => {
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no event');
    return {
      sequence: vevent.getFirstPropertyValue('sequence'),
      stamp: String(vevent.getFirstPropertyValue('dtstamp')),
      status: vevent.getFirstPropertyValue('status'),
    };
  };

  it('raises SEQUENCE and moves DTSTAMP to each change, in the visitor’s file and the firm’s feed', async () => {
    const [first, second] = slots();
    const token = await book(first as Date);
    const versions = async () => {
      const call = await callByToken(db, token);
      if (!call) throw new Error('no call');
      const feed = operatorFeed(await upcomingCalls(db, NOW));
      return {
        file: eventOf(callCalendarFile(call, 'https://example.com/booking/x')),
        feed: feed.includes('BEGIN:VEVENT') ? eventOf(feed) : null,
      };
    };
    const booked = await versions();
    await changeCall(env(), token, { kind: 'move', slot: second as Date, sequence: 0 }, at(1));
    const moved = await versions();
    await changeCall(env(), token, { kind: 'cancel', sequence: 1 }, at(2));
    const cancelled = await versions();
    expect([booked, moved].map(({ file, feed }) => [file.sequence, feed])).toEqual([
      [0, booked.file],
      [1, moved.file],
    ]);
    expect(cancelled.file).toMatchObject({ sequence: 2, status: 'CANCELLED' });
    // A subscribed calendar mirrors the feed: the cancelled call leaves it.
    expect(cancelled.feed).toBeNull();
    const stamps = [booked, moved, cancelled].map(({ file }) => file.stamp);
    expect(stamps).toEqual([...stamps].sort());
    expect(new Set(stamps).size).toBe(3);
  });
});
