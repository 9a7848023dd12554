// Booking a call: the form's reading and checks, times as people read them,
// and taking a slot on a real D1 (miniflare): one call per time however many
// confirm it at once, the buffer, the day's and the address's limits, and the
// firm told through the outbox, by the visitor's request or by the relay.
import type { D1Database } from '@cloudflare/workers-types';
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { availability } from '../../src/content/availability';
import { freeDays } from '../../src/lib/availability';
import {
  BOOKING_FORM_NAME,
  type BookingValues,
  readBookingForm,
  SLOT_FIELD,
  TIME_ZONE_FIELD,
  validateBooking,
} from '../../src/lib/booking-fields';
import {
  clockTimeBeside,
  firmDay,
  isoWithOffset,
  nearestFree,
  spokenTime,
  utcOffsetLabel,
} from '../../src/lib/booking-times';
import { HONEYPOT_FIELD } from '../../src/lib/contact-fields';
import { bookCall, changeCall } from '../../src/server/booking/book';
import { firmBusyTimes } from '../../src/server/booking/firm-calendar';
import {
  BOOK_PAGE_FRESH_SECONDS,
  bookingPageCache,
  forgetBookPages,
  keepBookPageOut,
} from '../../src/server/booking/page-cache';
import {
  callByToken,
  hashToken,
  type NewCall,
  type TakeRules,
  takeSlot,
} from '../../src/server/booking/store';
import { relayDeliveries } from '../../src/server/outbox/relay';
import { openOutbox } from '../support/outbox-db';

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
};

const grace: BookingValues = {
  name: 'Grace',
  email: 'grace@example.com',
  company: 'Hopper & Co',
  topic: 'Contracts',
};

describe('the booking form', () => {
  it('reads the time, the visitor’s zone and the details; a field sent twice is refused', () => {
    const read = readBookingForm(
      form({
        ...grace,
        name: '  Grace  ',
        [SLOT_FIELD]: '2026-12-01T09:30:00.000Z',
        [TIME_ZONE_FIELD]: 'America/New_York',
      }),
    );
    expect(read).toMatchObject({ ok: true, values: grace, timeZone: 'America/New_York', honeypot: false });
    expect(read.ok && read.slot?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(readBookingForm(form({ ...grace, name: ['a', 'b'] }))).toMatchObject({
      ok: false,
      values: { email: grace.email, topic: grace.topic },
    });
    expect(readBookingForm(form({ ...grace, 'form-name': 'contact' })).ok).toBe(false);
  });

  it('takes no time that is not one the page wrote, and no zone the platform does not know', () => {
    for (const slot of ['2026-12-01 09:30', '2026-12-01T09:30:00Z', 'tomorrow', '2026-02-30T09:30:00.000Z'])
      expect(readBookingForm(form({ ...grace, [SLOT_FIELD]: slot })), slot).toMatchObject({
        ok: true,
        slot: null,
      });
    for (const zone of ['Mars/Olympus', '', 'x'.repeat(100)])
      expect(readBookingForm(form({ ...grace, [TIME_ZONE_FIELD]: zone })), zone).toMatchObject({
        timeZone: null,
      });
    expect(readBookingForm(form({ ...grace, [HONEYPOT_FIELD]: 'spam' }))).toMatchObject({ honeypot: true });
  });

  it('needs a name and a valid email; company and topic are optional, within their limits', () => {
    expect(validateBooking(grace)).toEqual({});
    expect(validateBooking({ ...grace, company: '', topic: '' })).toEqual({});
    expect(validateBooking({ ...grace, name: ' ', email: 'grace@' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@company.com.',
    });
    expect(validateBooking({ ...grace, topic: 't'.repeat(1001) }).topic).toMatch(
      /under 1000 characters \(it has 1001\)/,
    );
  });
});

describe('times as people read them', () => {
  it('names the clock and its offset, in winter and in summer, and on the other side of the date line', () => {
    const winter = new Date('2026-12-01T09:30:00Z');
    const summer = new Date('2027-06-01T08:30:00Z');
    expect(spokenTime(winter, 'Europe/London')).toBe('Tuesday 1 December, 09:30 (London time, UTC)');
    expect(spokenTime(summer, 'Europe/London')).toBe('Tuesday 1 June, 09:30 (London time, UTC+01:00)');
    expect(utcOffsetLabel(winter, 'America/New_York')).toBe('UTC\u221205:00');
    // Auckland is a day ahead: the London morning is its evening of the same date, Tuesday 22:30.
    expect(spokenTime(winter, 'Pacific/Auckland', 'your time')).toBe(
      'Tuesday 1 December, 22:30 (your time, UTC+13:00)',
    );
    expect(spokenTime(new Date('2026-12-01T12:00:00Z'), 'Pacific/Auckland')).toMatch(
      /^Wednesday 2 December, 01:00/,
    );
    expect(isoWithOffset(winter, 'America/New_York')).toBe('2026-12-01T04:30:00-05:00');
    expect(isoWithOffset(winter, 'Europe/London')).toBe('2026-12-01T09:30:00Z');
  });

  it('gives a time beside the firm’s its date where the visitor’s calendar is on another day, across the date line', () => {
    // Tuesday 15 December 2026 in London (UTC): 09:30 and 16:15.
    const morning = new Date('2026-12-15T09:30:00Z');
    const afternoon = new Date('2026-12-15T16:15:00Z');
    // Pago Pago (UTC−11) is still on Monday for the morning, on Tuesday for the afternoon.
    expect(clockTimeBeside(morning, 'Pacific/Pago_Pago', 'Europe/London')).toBe('22:30 Mon 14 Dec');
    expect(clockTimeBeside(afternoon, 'Pacific/Pago_Pago', 'Europe/London')).toBe('05:15');
    // Kiritimati (UTC+14) is on Tuesday for the morning, already on Wednesday for the afternoon.
    expect(clockTimeBeside(morning, 'Pacific/Kiritimati', 'Europe/London')).toBe('23:30');
    expect(clockTimeBeside(afternoon, 'Pacific/Kiritimati', 'Europe/London')).toBe('06:15 Wed 16 Dec');
    // New York's calendar is on London's date for both: no date.
    expect(clockTimeBeside(morning, 'America/New_York', 'Europe/London')).toBe('04:30');
    expect(clockTimeBeside(afternoon, 'America/New_York', 'Europe/London')).toBe('11:15');
  });

  it('counts a call against the firm’s day, 23 hours long when its clocks go forward', () => {
    const day = firmDay('2027-03-28', 'Europe/London');
    expect(day.start.toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(day.end.toISOString()).toBe('2027-03-28T23:00:00.000Z');
  });

  it('offers the nearest free times to one that went, in time order', () => {
    const days = freeDays(availability, new Date('2026-11-30T08:00:00Z'), []);
    const wanted = days[1]?.slots[2] as Date;
    const nearest = nearestFree(days, wanted);
    expect(nearest).toHaveLength(3);
    expect(nearest.map((slot) => slot.getTime())).toEqual([...nearest.map((slot) => slot.getTime())].sort());
    expect(nearest).toContainEqual(wanted);
  });
});

describe('taking a slot on D1', () => {
  let db: D1Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openOutbox());
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await db.batch([db.prepare('DELETE FROM bookings'), db.prepare('DELETE FROM submissions')]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });

  const NOW = new Date('2026-11-30T08:00:00Z');
  const rules: TakeRules = {
    bufferMinutes: 15,
    day: firmDay('2026-12-01', 'Europe/London'),
    maxCallsPerDay: 6,
    maxCallsPerEmail: 3,
  };
  const callAt = (iso: string, values: BookingValues = grace): NewCall => {
    const start = new Date(iso);
    const end = new Date(start.getTime() + 30 * 60_000);
    return {
      values,
      start,
      end,
      timeZone: 'Europe/London',
      details: {
        event: 'booked',
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        starts_at_visitor: isoWithOffset(start, 'Europe/London'),
        time_zone: 'Europe/London',
      },
      source: null,
    };
  };
  const take = (iso: string, values?: BookingValues, more: Partial<TakeRules> = {}) =>
    takeSlot(db, callAt(iso, values), { ...rules, ...more }, { now: NOW, forward: true });
  const person = (n: number): BookingValues => ({ ...grace, email: `person${n}@example.com` });

  it('gives one time to one visitor, however many confirm it at once, and tells the firm of that one only', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => take('2026-12-01T09:30:00.000Z', person(n))),
    );
    expect(results.filter((result) => result.kind === 'booked')).toHaveLength(1);
    expect(results.filter((result) => result.kind === 'taken')).toHaveLength(7);
    const outbox = await db.prepare('SELECT form_name, details, delivery_status FROM submissions').all();
    expect(outbox.results).toHaveLength(1);
    expect(outbox.results[0]).toMatchObject({ form_name: BOOKING_FORM_NAME, delivery_status: 'pending' });
  });

  it('keeps the buffer around a call, and the day’s and the address’s limits', async () => {
    expect((await take('2026-12-01T09:30:00.000Z')).kind).toBe('booked');
    // 10:00 ends the first call: within its 15-minute buffer.
    expect((await take('2026-12-01T10:00:00.000Z', person(1))).kind).toBe('taken');
    expect((await take('2026-12-01T10:15:00.000Z', person(1))).kind).toBe('booked');
    // The day holds two calls now: with a cap of two, a third is refused.
    expect((await take('2026-12-01T14:00:00.000Z', person(2), { maxCallsPerDay: 2 })).kind).toBe('taken');
    // Grace holds one; the address counts whatever its case.
    const shouting = { ...grace, email: 'GRACE@example.com' };
    expect((await take('2026-12-01T11:00:00.000Z', shouting, { maxCallsPerEmail: 1 })).kind).toBe('too-many');
    const outbox = await db.prepare('SELECT count(*) AS rows FROM submissions').first<{ rows: number }>();
    expect(outbox?.rows).toBe(2);
  });

  it('keeps only the hash of the private link, which opens the call', async () => {
    const booked = await take('2026-12-01T09:30:00.000Z');
    if (booked.kind !== 'booked') throw new Error('not booked');
    const stored = await db.prepare('SELECT token_hash FROM bookings').first<{ token_hash: string }>();
    expect(stored?.token_hash).toBe(await hashToken(booked.token));
    expect(stored?.token_hash).not.toContain(booked.token);
    expect(await callByToken(db, booked.token)).toMatchObject({ id: booked.id, status: 'confirmed' });
    // One character other than the link's last: a link one character off opens nothing.
    const forged = `${booked.token.slice(0, -1)}${booked.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await callByToken(db, forged)).toBeNull();
    expect(await callByToken(db, "' OR 1=1 --")).toBeNull();
  });

  describe('bookCall: from the visitor’s time to the form endpoint', () => {
    const ENDPOINT = 'https://forms.example/submit';
    const endpoint = (status: number) => {
      const bodies: string[] = [];
      const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(String(init?.body));
        return new Response(null, { status });
      }) as unknown as typeof fetch;
      return { bodies, fetchImpl };
    };
    const firstFree = () => freeDays(availability, NOW, [])[0]?.slots[0] as Date;
    const request = (slot: Date) => ({
      values: grace,
      slot,
      timeZone: 'America/New_York',
      source: '/contact',
    });

    it('forwards one form-encoded booking, with the time in UTC and on the visitor’s clock', async () => {
      const { bodies, fetchImpl } = endpoint(200);
      const slot = firstFree();
      const outcome = await bookCall({ DB: db, FORM_ENDPOINT: ENDPOINT }, request(slot), {
        now: () => NOW,
        fetchImpl,
      });
      expect(outcome).toMatchObject({
        kind: 'booked',
        startsAt: slot.toISOString(),
        timeZone: 'America/New_York',
      });
      expect(bodies).toHaveLength(1);
      const sent = Object.fromEntries(new URLSearchParams(bodies[0]));
      expect(sent).toMatchObject({
        'form-name': 'booking',
        event: 'booked',
        name: 'Grace',
        email: 'grace@example.com',
        company: 'Hopper & Co',
        topic: 'Contracts',
        starts_at: slot.toISOString(),
        starts_at_visitor: isoWithOffset(slot, 'America/New_York'),
        time_zone: 'America/New_York',
      });
      const row = await db
        .prepare('SELECT delivery_status FROM submissions')
        .first<{ delivery_status: string }>();
      expect(row?.delivery_status).toBe('delivered');
    });

    it('books during an outage, and the relay tells the firm once the endpoint answers, once', async () => {
      const down = endpoint(503);
      const slot = firstFree();
      const env = { DB: db, FORM_ENDPOINT: ENDPOINT };
      expect((await bookCall(env, request(slot), { now: () => NOW, fetchImpl: down.fetchImpl })).kind).toBe(
        'booked',
      );
      const up = endpoint(200);
      const later = () => new Date(NOW.getTime() + 10 * 60_000);
      expect((await relayDeliveries(env, { now: later, fetchImpl: up.fetchImpl })).delivered).toBe(1);
      expect((await relayDeliveries(env, { now: later, fetchImpl: up.fetchImpl })).delivered).toBe(0);
      expect(up.bodies).toHaveLength(1);
      expect(new URLSearchParams(up.bodies[0]).get('form-name')).toBe('booking');
      expect(new URLSearchParams(up.bodies[0]).get('starts_at')).toBe(slot.toISOString());
    });

    it('refuses a time the firm does not offer, offering the nearest, and books nothing', async () => {
      const { bodies, fetchImpl } = endpoint(200);
      const sunday = new Date('2026-12-06T10:00:00.000Z');
      const outcome = await bookCall({ DB: db, FORM_ENDPOINT: ENDPOINT }, request(sunday), {
        now: () => NOW,
        fetchImpl,
      });
      expect(outcome).toMatchObject({ kind: 'refused', why: 'not-offered' });
      expect(outcome.kind === 'refused' && outcome.nearest.length).toBe(3);
      expect(bodies).toHaveLength(0);
      expect(
        (await db.prepare('SELECT count(*) AS calls FROM bookings').first<{ calls: number }>())?.calls,
      ).toBe(0);
    });
  });
  describe('changeCall: cancel and move by the private link', () => {
    const ENDPOINT = 'https://forms.example/submit';
    const sent: URLSearchParams[] = [];
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new URLSearchParams(String(init?.body)));
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const env = { DB: db, FORM_ENDPOINT: ENDPOINT };
    const options = { now: () => NOW, fetchImpl };
    const slots = () => freeDays(availability, NOW, [])[0]?.slots as Date[];
    const book = async (slot: Date, values: BookingValues = grace) => {
      const outcome = await bookCall(
        { DB: db, FORM_ENDPOINT: ENDPOINT },
        { values, slot, timeZone: null, source: null },
        options,
      );
      if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
      return outcome.token;
    };
    const status = async () =>
      (await db.prepare('SELECT status, starts_at, sequence FROM bookings').all()).results;
    beforeEach(() => {
      sent.length = 0;
    });

    it('cancels once, however often it is asked, and frees the time at once', async () => {
      const [first] = slots();
      const token = await book(first as Date);
      const outcomes = await Promise.all(
        [1, 2, 3].map(() => changeCall({ ...env, DB: db }, token, { kind: 'cancel', sequence: 0 }, options)),
      );
      // The first cancels; the others, asking the same of the same version, are answered as it was.
      expect(outcomes.map((outcome) => outcome.kind)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      expect(await status()).toMatchObject([{ status: 'cancelled' }]);
      expect(sent.map((body) => body.get('event'))).toEqual(['booked', 'cancelled']);
      // The time is free again: someone else books it.
      await book(first as Date, { ...grace, email: 'next@example.com' });
    });

    it('moves a call in one step: the new time taken, the old one freed, the firm told where it was', async () => {
      const [first, second] = slots();
      const token = await book(first as Date);
      const moved = await changeCall(
        { ...env, DB: db },
        token,
        { kind: 'move', slot: second as Date, sequence: 0 },
        options,
      );
      expect(moved).toMatchObject({
        kind: 'moved',
        call: { startsAt: second?.toISOString(), sequence: 1 },
        freed: [first?.toISOString(), second?.toISOString()],
      });
      expect(await status()).toMatchObject([
        { status: 'confirmed', starts_at: second?.toISOString(), sequence: 1 },
      ]);
      const news = sent.at(-1);
      expect(news?.get('event')).toBe('moved');
      expect(news?.get('starts_at')).toBe(second?.toISOString());
      expect(news?.get('previous_starts_at')).toBe(first?.toISOString());
      await book(first as Date, { ...grace, email: 'next@example.com' });
    });

    it('moves two calls to one free time: one moves, the other is offered the nearest', async () => {
      const [first, , third, , fifth] = slots();
      const a = await book(first as Date, { ...grace, email: 'a@example.com' });
      const b = await book(third as Date, { ...grace, email: 'b@example.com' });
      const outcomes = await Promise.all(
        [a, b].map((token) =>
          changeCall({ ...env, DB: db }, token, { kind: 'move', slot: fifth as Date, sequence: 0 }, options),
        ),
      );
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['moved', 'refused']);
      const calls = await db
        .prepare(`SELECT count(*) AS calls FROM bookings WHERE starts_at = ? AND status = 'confirmed'`)
        .bind(fifth?.toISOString())
        .first<{ calls: number }>();
      expect(calls?.calls).toBe(1);
    });

    it('changes nothing for a forged link, a cancelled call or one that has started', async () => {
      expect(
        await changeCall({ ...env, DB: db }, 'x'.repeat(43), { kind: 'cancel', sequence: 0 }, options),
      ).toEqual({
        kind: 'not-found',
      });
      const [first] = slots();
      const token = await book(first as Date);
      const started = { ...options, now: () => new Date((first as Date).getTime() + 60_000) };
      expect(await changeCall({ ...env, DB: db }, token, { kind: 'cancel', sequence: 0 }, started)).toEqual({
        kind: 'closed',
      });
      expect(await status()).toMatchObject([{ status: 'confirmed' }]);
      expect(sent.map((body) => body.get('event'))).toEqual(['booked']);
    });
  });
  describe('the firm’s own calendar', () => {
    const FEED = 'https://calendar.example/firm.ics';
    const ics = (events: [string, string][]) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        ...events.flatMap(([start, end], index) => [
          'BEGIN:VEVENT',
          `UID:busy-${index}`,
          'DTSTAMP:20261101T000000Z',
          `DTSTART:${start}`,
          `DTEND:${end}`,
          'SUMMARY:Court hearing (never stored)',
          'END:VEVENT',
        ]),
        'END:VCALENDAR',
      ].join('\r\n');
    const feed = (answer: () => Response | Promise<Response>) => {
      const calls: string[] = [];
      const fetchImpl = (async (url: RequestInfo | URL) => {
        calls.push(String(url));
        return answer();
      }) as unknown as typeof fetch;
      return { calls, fetchImpl };
    };
    const env = () => ({ DB: db, FIRM_CALENDAR_URL: FEED, FIRM_CALENDAR_REFRESH_SECONDS: '300' });
    const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
    beforeEach(async () => {
      await db.prepare('DELETE FROM firm_calendar').run();
    });

    it('takes its busy times out of the free ones, reading the feed once per refresh period', async () => {
      const up = feed(() => new Response(ics([['20261201T090000Z', '20261201T120000Z']])));
      const busy = await firmBusyTimes(env(), NOW, { fetchImpl: up.fetchImpl });
      expect(busy?.map(({ start, end }) => [start.toISOString(), end.toISOString()])).toEqual([
        ['2026-12-01T09:00:00.000Z', '2026-12-01T12:00:00.000Z'],
      ]);
      await firmBusyTimes(env(), later(299), { fetchImpl: up.fetchImpl });
      expect(up.calls).toEqual([FEED]);
      const day = freeDays(availability, NOW, [], busy ?? []).find((free) => free.date === '2026-12-01');
      // 09:30 to 11:45 overlap the hearing or its buffer; 12:30 is the first time clear of it.
      expect(day?.slots.map((slot) => slot.toISOString().slice(11, 16))[0]).toBe('12:30');
      // What D1 keeps is times only: not the event's title.
      const stored = await db.prepare('SELECT busy FROM firm_calendar').first<{ busy: string }>();
      expect(stored?.busy).not.toContain('hearing');
    });

    it('keeps the last good copy while the feed is down, and asks it again only after the period', async () => {
      const up = feed(() => new Response(ics([['20261201T090000Z', '20261201T120000Z']])));
      await firmBusyTimes(env(), NOW, { fetchImpl: up.fetchImpl });
      const down = feed(() => new Response('gone', { status: 503 }));
      const stale = await firmBusyTimes(env(), later(301), { fetchImpl: down.fetchImpl });
      expect(stale).toHaveLength(1);
      await firmBusyTimes(env(), later(302), { fetchImpl: down.fetchImpl });
      expect(down.calls).toHaveLength(1);
      const failed = await db.prepare('SELECT last_error FROM firm_calendar').first<{ last_error: string }>();
      expect(failed?.last_error).toBe('the feed answered 503');
    });

    it('with no copy and the feed down, vouches for no time: booking refuses, nothing is booked', async () => {
      const down = feed(() => {
        throw new TypeError('fetch failed');
      });
      expect(await firmBusyTimes(env(), NOW, { fetchImpl: down.fetchImpl })).toBeNull();
      const slot = freeDays(availability, NOW, [])[0]?.slots[0] as Date;
      const outcome = await bookCall(
        { ...env(), FIRM_CALENDAR_REFRESH_SECONDS: '0' },
        { values: grace, slot, timeZone: null, source: null },
        { now: () => NOW, fetchImpl: down.fetchImpl },
      );
      expect(outcome).toEqual({ kind: 'failed' });
      expect(
        (await db.prepare('SELECT count(*) AS calls FROM bookings').first<{ calls: number }>())?.calls,
      ).toBe(0);
      // Without a feed set, the firm's calendar is not read at all.
      expect(await firmBusyTimes({ DB: db }, NOW, { fetchImpl: down.fetchImpl })).toEqual([]);
    });
  });
  it('deletes a call the retention period after it ended, or after it was cancelled, and no sooner', async () => {
    const insert = (id: string, start: string, status: string, updated: string) =>
      db
        .prepare(
          `INSERT INTO bookings (id, starts_at, ends_at, name, email, time_zone, status, token_hash, created_at, updated_at)
           VALUES (?1, ?2, ?2, 'Ada', 'ada@example.com', 'UTC', ?3, ?1, ?4, ?4)`,
        )
        .bind(id, start, status, updated)
        .run();
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
    await insert('long-past', daysAgo(91), 'confirmed', daysAgo(100));
    await insert('recent', daysAgo(89), 'confirmed', daysAgo(100));
    await insert('cancelled-long-ago', daysAgo(-10), 'cancelled', daysAgo(91));
    await insert('upcoming', daysAgo(-10), 'confirmed', daysAgo(91));
    const report = await relayDeliveries({ DB: db }, { now: () => NOW });
    expect(report.deleted).toBe(2);
    const left = await db.prepare('SELECT id FROM bookings ORDER BY id').all<{ id: string }>();
    expect(left.results.map((row) => row.id)).toEqual(['recent', 'upcoming']);
  });
  describe('/book from the edge’s cache', () => {
    /** A stand-in for Workers' Cache API: a map of URL to response. */
    const stored = new Map<string, Response>();
    const fakeCache = {
      match: async (request: Request) => stored.get(request.url)?.clone(),
      put: async (request: Request, response: Response) => {
        stored.set(request.url, response);
      },
      delete: async (request: Request) => stored.delete(request.url),
    };
    const app = () => {
      let renders = 0;
      let d1Answers = true;
      /** The address each render was for, and the address as what runs before the cache reads it after. */
      const rendered: string[] = [];
      const asked: string[] = [];
      const hono = new Hono<{ Bindings: { DB: D1Database } }>();
      hono.use(contextStorage(), async (c, next) => {
        await next();
        asked.push(c.req.url);
      });
      hono.use(bookingPageCache());
      hono.get('/book', (c) => {
        renders += 1;
        rendered.push(c.req.url);
        if (!d1Answers) keepBookPageOut();
        return c.html(`<p>render ${renders}</p>`, 200, { 'Cache-Control': 'no-cache' });
      });
      return {
        get: (path: string) => hono.request(path, {}, { DB: db }),
        renders: () => renders,
        rendered: () => rendered,
        asked: () => asked,
        d1Fails: (fails: boolean) => {
          d1Answers = !fails;
        },
      };
    };
    beforeAll(() => {
      (globalThis as { caches?: unknown }).caches = { default: fakeCache };
    });
    afterAll(() => {
      delete (globalThis as { caches?: unknown }).caches;
    });
    beforeEach(() => stored.clear());

    it('answers a burst of views with one render, again in the next window or once a change made here forgets the page, and never keeps a day that is not one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2030, 0, 1, 9, 0, 0));
      try {
        const site = app();
        const first = await site.get('/book');
        expect(await first.text()).toBe('<p>render 1</p>');
        const second = await site.get('/book');
        expect(await second.text()).toBe('<p>render 1</p>');
        // The visitor's own Cache-Control, not the edge's.
        expect(second.headers.get('cache-control')).toBe('no-cache');
        // Another day is another page.
        await site.get('/book?day=2030-01-02');
        await site.get('/book?day=2030-01-02');
        expect(site.renders()).toBe(2);
        // A call booked, moved or cancelled here on 2 January: the first page and that day's are rendered anew.
        await forgetBookPages('http://localhost/book', ['2030-01-02T10:00:00.000Z']);
        expect(await (await site.get('/book')).text()).toBe('<p>render 3</p>');
        expect(await (await site.get('/book?day=2030-01-02')).text()).toBe('<p>render 4</p>');
        // Just before the window ends the page stands; once it has, it is rendered anew.
        vi.setSystemTime(Date.UTC(2030, 0, 1, 9, 0, BOOK_PAGE_FRESH_SECONDS) - 1);
        expect(await (await site.get('/book')).text()).toBe('<p>render 3</p>');
        vi.setSystemTime(Date.UTC(2030, 0, 1, 9, 0, BOOK_PAGE_FRESH_SECONDS));
        expect(await (await site.get('/book')).text()).toBe('<p>render 5</p>');
        // A day the page's links never make is rendered for its request, and not kept.
        for (const path of [
          '/book?day=soon',
          '/book?day=',
          '/book?day=2030-01-02&day=2030-01-03&utm_source=x',
        ]) {
          await site.get(path);
          await site.get(path);
        }
        expect(site.renders()).toBe(11);
        expect(site.rendered().at(-1)).toBe(
          'http://localhost/book?day=2030-01-02&day=2030-01-03&utm_source=x',
        );
        // A page rendered while D1 did not answer says so, and is not kept: the next view asks D1 again.
        vi.setSystemTime(Date.UTC(2030, 0, 1, 9, 1, 0));
        site.d1Fails(true);
        await site.get('/book');
        site.d1Fails(false);
        expect(await (await site.get('/book')).text()).toBe('<p>render 13</p>');
        expect(await (await site.get('/book')).text()).toBe('<p>render 13</p>');
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps one page for a day whatever query the page does not read comes with it (a newsletter’s utm_source), and forgets it alike', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2030, 0, 1, 9, 0, 0));
      try {
        const site = app();
        const text = async (path: string) => (await site.get(path)).text();
        const fromNewsletter = '/book?day=2030-01-02&utm_source=newsletter&utm_medium=email';
        expect(await text(fromNewsletter)).toBe('<p>render 1</p>');
        expect(await text('/book?day=2030-01-02')).toBe('<p>render 1</p>');
        expect(await text('/book?utm_campaign=spring&day=2030-01-02')).toBe('<p>render 1</p>');
        expect(await text('/book?utm_source=newsletter')).toBe('<p>render 2</p>');
        expect(await text('/book')).toBe('<p>render 2</p>');
        // Each kept page was rendered for the address without the query it does not read: it carries
        // no visitor's utm_source. What runs before the cache still reads the address as asked.
        expect(site.rendered()).toEqual(['http://localhost/book?day=2030-01-02', 'http://localhost/book']);
        expect(site.asked()[0]).toBe(`http://localhost${fromNewsletter}`);
        expect(site.asked()[3]).toBe('http://localhost/book?utm_source=newsletter');
        // A call booked from the newsletter's address on 2 January: the first page and that day's go.
        await forgetBookPages(`http://localhost${fromNewsletter}`, ['2030-01-02T10:00:00.000Z']);
        expect(await text(fromNewsletter)).toBe('<p>render 3</p>');
        expect(await text('/book?day=2030-01-02')).toBe('<p>render 3</p>');
        expect(await text('/book?utm_source=newsletter')).toBe('<p>render 4</p>');
        expect(await text('/book')).toBe('<p>render 4</p>');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
