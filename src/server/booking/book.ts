// A visitor's confirmed time, from the free times to D1 to the form endpoint.
// The slot is taken in D1 first (./store.ts), with the outbox row that tells
// the firm; the visitor hears "booked" once D1 holds both, and the firm hears
// with the contact form's guarantees: forwarded now, or by the relay after an
// outage, never twice.
import { availability } from '../../content/availability';
import { freeDays } from '../../lib/availability';
import type { BookingDetails, BookingValues, CallNews } from '../../lib/booking-fields';
import { firmDay, isoWithOffset, nearestFree } from '../../lib/booking-times';
import { deliveryPolicy } from '../../lib/delivery-policy';
import { type SlotRefusal, slotRefusal } from '../../lib/slot-refusal';
import { wallClock } from '../../lib/zoned-time';
import { addressOf } from '../outbound';
import { deliverClaimed, type Options, type OutboxEnv } from '../outbox/deliver';
import type { FirmCalendarEnv } from './firm-calendar';
import {
  type BookedCall,
  bookedIntervals,
  type ChangeResult,
  callById,
  callByToken,
  cancelCall,
  moveCall,
  takeSlot,
} from './store';
import { type TakenTimes, takenTimes } from './taken-times';

export type BookingRequest = {
  values: BookingValues;
  slot: Date;
  /** The visitor's zone; null: their browser did not say (no JavaScript), the firm's is used. */
  timeZone: string | null;
  source: string | null;
};

export type BookingOutcome =
  | { kind: 'booked'; startsAt: string; timeZone: string; token: string }
  /** Not free, and why (src/lib/slot-refusal.ts): the nearest free times instead (ISO, UTC). */
  | { kind: 'refused'; why: SlotRefusal; nearest: string[] }
  | { kind: 'too-many'; limit: number }
  /** D1 did not answer: nothing was booked. */
  | { kind: 'failed' };

/** What the firm's inbox is told of a call's news (its version and time are the store's, ./store.ts). */
const detailsOf = (
  event: BookingDetails['event'],
  id: string,
  start: Date,
  end: Date,
  timeZone: string,
  previous?: string,
): CallNews => ({
  event,
  booking_id: id,
  starts_at: start.toISOString(),
  ends_at: end.toISOString(),
  starts_at_visitor: isoWithOffset(start, timeZone),
  time_zone: timeZone,
  ...(previous ? { previous_starts_at: previous } : {}),
});

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What booking reads: the outbox's bindings and the firm's calendar feed. */
type BookingEnv = OutboxEnv & Omit<FirmCalendarEnv, 'DB'>;

export const bookCall = async (
  env: BookingEnv,
  request: BookingRequest,
  { now = () => new Date(), fetchImpl }: Options = {},
): Promise<BookingOutcome> => {
  const config = availability;
  const timeZone = request.timeZone ?? config.timeZone;
  const start = request.slot;
  const end = new Date(start.getTime() + config.callMinutes * 60_000);
  const endpoint = addressOf(env, 'FORM_ENDPOINT');
  const at = now();
  let taken: TakenTimes | null;
  try {
    taken = await takenTimes(env, at, { fetchImpl });
  } catch (error) {
    console.error(`Booking: D1 could not list the booked calls (${reason(error)}); nothing was booked.`);
    return { kind: 'failed' };
  }
  // The firm's calendar is set and was never read: no time can be vouched for.
  if (taken === null) return { kind: 'failed' };
  let { booked } = taken;
  const firmBusy = taken.busy;
  const nearest = () =>
    nearestFree(freeDays(config, at, booked, firmBusy), start).map((slot) => slot.toISOString());
  const refused = slotRefusal(config, at, booked, firmBusy, start);
  if (refused) return { kind: 'refused', why: refused, nearest: nearest() };

  // Its id is the booking's, given as it is taken (./store.ts).
  const details = detailsOf('booked', '', start, end, timeZone);
  let took: Awaited<ReturnType<typeof takeSlot>>;
  try {
    took = await takeSlot(
      env.DB,
      { values: request.values, start, end, timeZone, details, source: request.source },
      {
        bufferMinutes: config.bufferMinutes,
        day: firmDay(wallClock(start, config.timeZone).date, config.timeZone),
        maxCallsPerDay: config.maxCallsPerDay,
        maxCallsPerEmail: config.maxCallsPerEmail,
      },
      { now: at, forward: Boolean(endpoint) },
    );
  } catch (error) {
    console.error(`Booking: D1 could not take a slot (${reason(error)}); nothing was booked.`);
    return { kind: 'failed' };
  }
  if (took.kind === 'too-many') return { kind: 'too-many', limit: config.maxCallsPerEmail };
  if (took.kind === 'taken') {
    // The list again, with the call that won this slot (or filled its day) in it.
    booked = await bookedIntervals(env.DB, at, config.timeZone).catch(() => booked);
    const why = slotRefusal(config, at, booked, firmBusy, start);
    return { kind: 'refused', why: why === 'full' ? 'full' : 'taken', nearest: nearest() };
  }
  if (endpoint && took.claim) {
    const { policy } = deliveryPolicy(env);
    await deliverClaimed(env, endpoint, took.claim, policy, { now, fetchImpl });
  }
  return { kind: 'booked', startsAt: start.toISOString(), timeZone, token: took.token };
};

/** A change asked from a call's private page, to the call's version the page showed. */
export type ChangeRequest = {
  /** The call's version the page showed; null: a page that did not say (drawn before versions were posted). */
  sequence: number | null;
} & ({ kind: 'cancel' } | { kind: 'move'; slot: Date });

/** A call as its private page shows it. */
export type CallView = Pick<BookedCall, 'startsAt' | 'timeZone' | 'status' | 'sequence'>;
const viewOf = ({ startsAt, timeZone, status, sequence }: BookedCall): CallView => ({
  startsAt,
  timeZone,
  status,
  sequence,
});

export type ChangeOutcome =
  /**
   * The change holds. `freed`: the times whose free list changed (ISO, UTC),
   * none when this request repeated one already made (the firm was told once).
   */
  | { kind: 'cancelled' | 'moved'; call: CallView; freed: string[] }
  /** The call changed since the page showed it (another tab, say): as it is now. */
  | { kind: 'changed-meanwhile'; call: CallView }
  /** A move to the time the call already has. */
  | { kind: 'same-time'; call: CallView }
  | { kind: 'refused'; why: SlotRefusal; nearest: string[]; call: CallView }
  /** The link opens no call. */
  | { kind: 'not-found' }
  /** Cancelled already, or started: nothing to change. */
  | { kind: 'closed' }
  | { kind: 'failed' };

/** Whether the call as it is now is what `change` asked, made by a request before this one. */
const alreadyMade = (call: BookedCall, change: ChangeRequest) =>
  change.sequence !== null &&
  call.sequence === change.sequence + 1 &&
  (change.kind === 'cancel'
    ? call.status === 'cancelled'
    : call.status === 'confirmed' && call.startsAt === change.slot.toISOString());

/**
 * A change that did not apply to the version the page showed: the same
 * change made a moment ago (a double click, a resent form) is answered as it
 * was; a call since started cannot be changed; any other is the call changed
 * meanwhile (or a page that did not say which version it showed). Null: the
 * version is the page's, so the change itself was refused.
 */
const notApplied = (call: BookedCall, change: ChangeRequest, at: Date): ChangeOutcome | null => {
  if (call.sequence === change.sequence) return null;
  if (alreadyMade(call, change))
    return { kind: change.kind === 'cancel' ? 'cancelled' : 'moved', call: viewOf(call), freed: [] };
  if (Date.parse(call.startsAt) <= at.getTime()) return { kind: 'closed' };
  return { kind: 'changed-meanwhile', call: viewOf(call) };
};

/**
 * Cancels or moves the call a private link opens, if it is as the visitor's
 * page showed it (its version), and tells the firm as it was told of the
 * booking: once, only the request that changed the call, with the call's new
 * version, in order after the call's earlier news.
 */
export const changeCall = async (
  env: BookingEnv,
  token: string,
  change: ChangeRequest,
  { now = () => new Date(), fetchImpl }: Options = {},
): Promise<ChangeOutcome> => {
  const config = availability;
  const endpoint = addressOf(env, 'FORM_ENDPOINT');
  const at = now();
  let call: BookedCall | null;
  let taken: TakenTimes | null;
  try {
    [call, taken] = await Promise.all([callByToken(env.DB, token), takenTimes(env, at, { fetchImpl })]);
  } catch (error) {
    console.error(`Booking: D1 could not find a call to change (${reason(error)}); nothing was changed.`);
    return { kind: 'failed' };
  }
  if (!call) return { kind: 'not-found' };
  const read = call;
  const meanwhile = notApplied(read, change, at);
  if (meanwhile) return meanwhile;
  if (read.status !== 'confirmed' || Date.parse(read.startsAt) <= at.getTime()) return { kind: 'closed' };
  const start = new Date(read.startsAt);
  const end = new Date(read.endsAt);
  const making = { call: read, now: at, forward: Boolean(endpoint) };

  let changed: ChangeResult;
  let outcome: ChangeOutcome & { kind: 'cancelled' | 'moved' };
  /** What a change that did not apply, though the call was as read, is told. */
  let refusedAsRead: () => Promise<ChangeOutcome>;
  try {
    if (change.kind === 'cancel') {
      changed = await cancelCall(env.DB, detailsOf('cancelled', read.id, start, end, read.timeZone), making);
      outcome = {
        kind: 'cancelled',
        call: { ...viewOf(read), status: 'cancelled', sequence: read.sequence + 1 },
        freed: [read.startsAt],
      };
      // Cancelled without its version raised (before versions were kept): nothing to change.
      refusedAsRead = async () => ({ kind: 'closed' });
    } else {
      const to = change.slot;
      if (to.getTime() === start.getTime()) return { kind: 'same-time', call: viewOf(read) };
      const toEnd = new Date(to.getTime() + config.callMinutes * 60_000);
      // Free times as if this call were not booked: its own time, and those its buffer hid, are open to it.
      if (taken === null) return { kind: 'failed' };
      const others = taken.booked.filter((interval) => interval.start.getTime() !== start.getTime());
      const firmBusy = taken.busy;
      const refusal = (why: SlotRefusal, booked = others): ChangeOutcome => ({
        kind: 'refused',
        why,
        nearest: nearestFree(freeDays(config, at, booked, firmBusy), to).map((slot) => slot.toISOString()),
        call: viewOf(read),
      });
      const refused = slotRefusal(config, at, others, firmBusy, to);
      if (refused) return refusal(refused);
      changed = await moveCall(
        env.DB,
        {
          start: to,
          end: toEnd,
          details: detailsOf('moved', read.id, to, toEnd, read.timeZone, read.startsAt),
        },
        {
          bufferMinutes: config.bufferMinutes,
          day: firmDay(wallClock(to, config.timeZone).date, config.timeZone),
          maxCallsPerDay: config.maxCallsPerDay,
        },
        making,
      );
      outcome = {
        kind: 'moved',
        call: { ...viewOf(read), startsAt: to.toISOString(), sequence: read.sequence + 1 },
        freed: [read.startsAt, to.toISOString()],
      };
      // Another call took the time, or filled its day, as the request ran: which, read again.
      refusedAsRead = async () => {
        const booked = (await bookedIntervals(env.DB, at, config.timeZone)).filter(
          (interval) => interval.start.getTime() !== start.getTime(),
        );
        return refusal(slotRefusal(config, at, booked, firmBusy, to) ?? 'taken', booked);
      };
    }
    if (changed.kind !== 'changed') {
      const current = await callById(env.DB, read.id);
      if (!current) return { kind: 'not-found' };
      return notApplied(current, change, at) ?? (await refusedAsRead());
    }
  } catch (error) {
    console.error(`Booking: D1 could not change a call (${reason(error)}); nothing was changed.`);
    return { kind: 'failed' };
  }
  if (endpoint && changed.claim) {
    const { policy } = deliveryPolicy(env);
    await deliverClaimed(env, endpoint, changed.claim, policy, { now, fetchImpl });
  }
  return outcome;
};
