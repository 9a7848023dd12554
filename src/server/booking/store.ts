// Booked calls in D1. A slot is taken by one statement that inserts the call
// only where it is still free: no other confirmed call within the buffer, the
// day not full, the visitor not already holding the most calls one address
// may. The outbox row that tells the firm is written in the same batch (one
// transaction), only when the call was: a booking is never kept untold, nor
// told untaken.
import type { D1Database, D1Result } from '@cloudflare/workers-types';
import type { Interval } from '../../lib/availability';
import type { BookingValues, CallNews } from '../../lib/booking-fields';
import { BOOKING_FORM_NAME } from '../../lib/booking-fields';
import { firmDay } from '../../lib/booking-times';
import { wallClock } from '../../lib/zoned-time';
import { wakeParkedNews } from '../outbox/news-order';
import { type Claim, enqueue, newClaim } from '../outbox/store';

/** A call as the pages show it. */
export type BookedCall = {
  id: string;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  company: string;
  topic: string;
  timeZone: string;
  status: 'confirmed' | 'cancelled';
  /** Its version: 0 when booked, raised by each move and by the cancellation (iCalendar SEQUENCE). */
  sequence: number;
  createdAt: string;
  /** When it last changed: booked, moved or cancelled (iCalendar DTSTAMP). */
  changedAt: string;
};

type BookingRow = {
  id: string;
  starts_at: string;
  ends_at: string;
  name: string;
  email: string;
  company: string;
  topic: string;
  time_zone: string;
  status: 'confirmed' | 'cancelled';
  sequence: number;
  created_at: string;
  updated_at: string;
};

const toCall = (row: BookingRow): BookedCall => ({
  id: row.id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  name: row.name,
  email: row.email,
  company: row.company,
  topic: row.topic,
  timeZone: row.time_zone,
  status: row.status,
  sequence: row.sequence,
  createdAt: row.created_at,
  changedAt: row.updated_at,
});

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    // Stryker disable next-line Regex: 32 bytes end in one '=', which /=+$/, /=+/ and /=$/ remove alike.
    .replace(/=+$/, '');

/** The private link's secret: 256 random bits. */
export const newManageToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** What D1 keeps of a token: its SHA-256, hex. A leaked table gives no working link. */
export const hashToken = async (token: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/** A token as the link carries it: 43 characters of base64url. Anything else is not looked up. */
export const isTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The confirmed calls from the start of the firm's day of `now` on: what the
 * free times are computed without. A call of today that has ended still
 * counts towards the day's most calls, as the statement that takes a slot
 * counts it.
 */
export const bookedIntervals = async (db: D1Database, now: Date, timeZone: string): Promise<Interval[]> => {
  const { results } = await db
    .prepare(
      `SELECT starts_at, ends_at FROM bookings WHERE status = 'confirmed' AND ends_at > ? ORDER BY starts_at`,
    )
    .bind(firmDay(wallClock(now, timeZone).date, timeZone).start.toISOString())
    .all<{ starts_at: string; ends_at: string }>();
  return results.map((row) => ({ start: new Date(row.starts_at), end: new Date(row.ends_at) }));
};

/** A call as it stands in D1; null once retention deleted it. */
export const callById = async (db: D1Database, id: string): Promise<BookedCall | null> => {
  const row = await db.prepare('SELECT * FROM bookings WHERE id = ?').bind(id).first<BookingRow>();
  return row ? toCall(row) : null;
};

/** The call a private link's token opens; null for an unknown token. */
export const callByToken = async (db: D1Database, token: string): Promise<BookedCall | null> => {
  if (!isTokenShape(token)) return null;
  const row = await db
    .prepare('SELECT * FROM bookings WHERE token_hash = ?')
    .bind(await hashToken(token))
    .first<BookingRow>();
  return row ? toCall(row) : null;
};

/** The rules a slot is taken under, as instants and counts (src/lib/availability.ts gives them). */
export type TakeRules = {
  bufferMinutes: number;
  /** The firm's day the call falls on, [start, end). */
  day: Interval;
  maxCallsPerDay: number;
  /** At most this many upcoming calls for one email address. */
  maxCallsPerEmail: number;
};

export type NewCall = {
  values: BookingValues;
  start: Date;
  end: Date;
  timeZone: string;
  /** The firm's news of it: event and times, the visitor's clock included (its id, version and time are the store's). */
  details: Omit<CallNews, 'booking_id'>;
  source: string | null;
};

export type TakeResult =
  | { kind: 'booked'; id: string; token: string; claim: Claim | null }
  /** Another call holds it (or its buffer), or the day is full. */
  | { kind: 'taken' }
  /** This address already holds the most upcoming calls it may. */
  | { kind: 'too-many' };

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: bookings\.starts_at/.test(error.message);

/**
 * Takes the slot for the visitor, or says why not. With `forward`, the
 * outbox row is the caller's claim (pending) to forward now; without, it is
 * `stored`: the record is the delivery, as for a message.
 */
export const takeSlot = async (
  db: D1Database,
  call: NewCall,
  rules: TakeRules,
  { now, forward }: { now: Date; forward: boolean },
): Promise<TakeResult> => {
  const id = crypto.randomUUID();
  const token = newManageToken();
  const claim = newClaim(
    {
      name: call.values.name,
      email: call.values.email,
      company: call.values.company,
      message: call.values.topic,
    },
    now,
    {
      form: BOOKING_FORM_NAME,
      details: { ...call.details, booking_id: id, sequence: '0', changed_at: now.toISOString() },
    },
  );
  const buffer = rules.bufferMinutes * 60_000;
  const created = now.toISOString();
  try {
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO bookings (id, starts_at, ends_at, name, email, company, topic, time_zone, status, token_hash, sequence, created_at, updated_at, source_path)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'confirmed', ?9, 0, ?10, ?10, ?11
           WHERE NOT EXISTS (
               SELECT 1 FROM bookings WHERE status = 'confirmed' AND starts_at < ?12 AND ends_at > ?13)
             AND (SELECT count(*) FROM bookings
                  WHERE status = 'confirmed' AND starts_at >= ?14 AND starts_at < ?15) < ?16
             AND (SELECT count(*) FROM bookings
                  WHERE status = 'confirmed' AND email = ?5 COLLATE NOCASE AND ends_at > ?10) < ?17`,
        )
        .bind(
          id,
          call.start.toISOString(),
          call.end.toISOString(),
          call.values.name,
          call.values.email,
          call.values.company,
          call.values.topic,
          call.timeZone,
          await hashToken(token),
          created,
          call.source,
          new Date(call.end.getTime() + buffer).toISOString(),
          new Date(call.start.getTime() - buffer).toISOString(),
          rules.day.start.toISOString(),
          rules.day.end.toISOString(),
          rules.maxCallsPerDay,
          rules.maxCallsPerEmail,
        ),
      // Only when the call was inserted: its id is new, so it exists only if this batch wrote it.
      enqueue(db, claim, {
        forward,
        source: call.source,
        onlyIf: 'EXISTS (SELECT 1 FROM bookings WHERE id = ?12)',
        conditionValue: id,
      }),
    ]);
    if (inserted?.meta.changes === 1) return { kind: 'booked', id, token, claim: forward ? claim : null };
  } catch (error) {
    // Two confirmations the statement's own check let through together: the index decides.
    if (isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
  const held = await db
    .prepare(
      `SELECT count(*) AS calls FROM bookings WHERE status = 'confirmed' AND email = ? COLLATE NOCASE AND ends_at > ?`,
    )
    .bind(call.values.email, created)
    .first<{ calls: number }>();
  return (held?.calls ?? 0) >= rules.maxCallsPerEmail ? { kind: 'too-many' } : { kind: 'taken' };
};

/** The outbox row a batch's last statement wrote: held by the caller (`pending`), or waiting for earlier news. */
const heldClaim = (written: D1Result | undefined, claim: Claim) =>
  (written?.results as { delivery_status?: string }[] | undefined)?.[0]?.delivery_status === 'pending'
    ? claim
    : null;

/**
 * The news of a change to a call, written only if the statement before it
 * changed the call (changes(): the rows the batch's previous statement
 * changed; in D1 a batch runs its statements in order on one connection, in
 * one transaction), then its earlier news an outage parked woken, to go first.
 */
const newsOfChange = (db: D1Database, claim: Claim, { now, forward }: Omit<Change, 'call'>) => [
  enqueue(db, claim, { forward, source: null, onlyIf: 'changes() = 1' }),
  wakeParkedNews(db, claim, now),
];

/** A change to the call as the visitor's page showed it (its version), made at `now`. */
export type Change = { call: BookedCall; now: Date; forward: boolean };

const claimFor = (call: BookedCall, details: CallNews, now: Date) =>
  newClaim({ name: call.name, email: call.email, company: call.company, message: call.topic }, now, {
    form: BOOKING_FORM_NAME,
    details: { ...details, sequence: String(call.sequence + 1), changed_at: now.toISOString() },
  });

/**
 * `changed`: this request's change applied, and its news is written (`claim`:
 * held by this request to forward now; null when stored, or waiting for the
 * call's earlier news). `unchanged`: it did not apply: the call was changed
 * since the page read it, or the time was not free.
 */
export type ChangeResult = { kind: 'changed'; claim: Claim | null } | { kind: 'unchanged' };

const changeResult = ([changed, news]: D1Result[], claim: Claim, forward: boolean): ChangeResult =>
  changed?.meta.changes === 1
    ? { kind: 'changed', claim: forward ? heldClaim(news, claim) : null }
    : { kind: 'unchanged' };

/**
 * Cancels a call that has not started, if it is still the version the page
 * showed: its time is free again at once, and its version is raised, so that
 * calendars take the cancellation over the booking. Only the one request that
 * cancels it tells the firm.
 */
export const cancelCall = async (
  db: D1Database,
  details: CallNews,
  { call, now, forward }: Change,
): Promise<ChangeResult> => {
  const claim = claimFor(call, details, now);
  const written = await db.batch([
    db
      .prepare(
        `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, updated_at = ?1
         WHERE id = ?2 AND status = 'confirmed' AND starts_at > ?1 AND sequence = ?3`,
      )
      .bind(now.toISOString(), call.id, call.sequence),
    ...newsOfChange(db, claim, { now, forward }),
  ]);
  return changeResult(written, claim, forward);
};

/**
 * Moves a call that has not started to `start`, if it is still the version
 * the page showed, in one statement: the new time taken and the old one freed
 * together, or neither, under the same rules as a booking (the call itself not
 * counted against them). Its own time is no move.
 */
export const moveCall = async (
  db: D1Database,
  move: { start: Date; end: Date; details: CallNews },
  rules: Omit<TakeRules, 'maxCallsPerEmail'>,
  { call, now, forward }: Change,
): Promise<ChangeResult> => {
  const claim = claimFor(call, move.details, now);
  const buffer = rules.bufferMinutes * 60_000;
  try {
    const written = await db.batch([
      db
        .prepare(
          `UPDATE bookings SET starts_at = ?1, ends_at = ?2, sequence = sequence + 1, updated_at = ?3
           WHERE id = ?4 AND status = 'confirmed' AND starts_at > ?3 AND sequence = ?10 AND starts_at != ?1
             AND NOT EXISTS (SELECT 1 FROM bookings
               WHERE id != ?4 AND status = 'confirmed' AND starts_at < ?5 AND ends_at > ?6)
             AND (SELECT count(*) FROM bookings WHERE id != ?4 AND status = 'confirmed'
               AND starts_at >= ?7 AND starts_at < ?8) < ?9`,
        )
        .bind(
          move.start.toISOString(),
          move.end.toISOString(),
          now.toISOString(),
          call.id,
          new Date(move.end.getTime() + buffer).toISOString(),
          new Date(move.start.getTime() - buffer).toISOString(),
          rules.day.start.toISOString(),
          rules.day.end.toISOString(),
          rules.maxCallsPerDay,
          call.sequence,
        ),
      ...newsOfChange(db, claim, { now, forward }),
    ]);
    return changeResult(written, claim, forward);
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'unchanged' };
    throw error;
  }
};

/**
 * Confirmed calls that end after `from`, soonest first: the operator's
 * calendar feed. A calendar subscribed to a feed mirrors it, so a cancelled
 * call leaves the firm's calendar by leaving the feed (and its details with it).
 */
export const upcomingCalls = async (db: D1Database, from: Date): Promise<BookedCall[]> => {
  const { results } = await db
    .prepare(`SELECT * FROM bookings WHERE status = 'confirmed' AND ends_at > ? ORDER BY starts_at`)
    .bind(from.toISOString())
    .all<BookingRow>();
  return results.map(toCall);
};
