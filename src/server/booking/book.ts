// A visitor's confirmed time, from the free times to D1 to the form endpoint.
// The slot is taken in D1 first (./store.ts), with the outbox row that tells
// the firm; the visitor hears "booked" once D1 holds both, and the firm hears
// with the contact form's guarantees: forwarded now, or by the relay after an
// outage, never twice.
import { availability } from '../../content/availability';
import { freeDays, isFreeSlot } from '../../lib/availability';
import type { BookingDetails, BookingValues } from '../../lib/booking-fields';
import { firmDay, isoWithOffset, nearestFree } from '../../lib/booking-times';
import { deliveryPolicy } from '../../lib/delivery-policy';
import { wallClock } from '../../lib/zoned-time';
import { addressOf } from '../outbound';
import { deliverClaimed, type Options, type OutboxEnv } from '../outbox/deliver';
import type { FirmCalendarEnv } from './firm-calendar';
import {
  type BookedCall,
  bookedIntervals,
  type ChangeResult,
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
  /** Free when the page was drawn, taken since: the nearest free times (ISO, UTC). */
  | { kind: 'taken'; nearest: string[] }
  /** Not a time the firm offers (past, too soon, outside the hours, malformed). */
  | { kind: 'unavailable'; nearest: string[] }
  | { kind: 'too-many'; limit: number }
  /** D1 did not answer: nothing was booked. */
  | { kind: 'failed' };

/** What the firm's inbox is told of a call's news. */
const detailsOf = (
  event: BookingDetails['event'],
  id: string,
  start: Date,
  end: Date,
  timeZone: string,
  previous?: string,
): BookingDetails => ({
  event,
  booking_id: id,
  starts_at: start.toISOString(),
  ends_at: end.toISOString(),
  starts_at_visitor: isoWithOffset(start, timeZone),
  time_zone: timeZone,
  ...(previous ? { previous_starts_at: previous } : {}),
});

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const overlapsAny = (start: Date, end: Date, intervals: readonly { start: Date; end: Date }[]) =>
  intervals.some((interval) => interval.start < end && start < interval.end);

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
  if (!isFreeSlot(config, at, booked, firmBusy, start)) {
    return { kind: overlapsAny(start, end, booked) ? 'taken' : 'unavailable', nearest: nearest() };
  }

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
    // The list again, with the call that won this slot in it.
    booked = await bookedIntervals(env.DB, at).catch(() => booked);
    return { kind: 'taken', nearest: nearest() };
  }
  if (endpoint && took.claim) {
    const { policy } = deliveryPolicy(env);
    await deliverClaimed(env, endpoint, took.claim, policy, { now, fetchImpl });
  }
  return { kind: 'booked', startsAt: start.toISOString(), timeZone, token: took.token };
};

export type ChangeRequest = { kind: 'cancel' } | { kind: 'move'; slot: Date };

export type ChangeOutcome =
  /** `freed`: the start of the time the call held (ISO, UTC), free again. */
  | { kind: 'cancelled'; freed: string }
  | { kind: 'moved'; startsAt: string; timeZone: string; freed: string }
  | { kind: 'taken' | 'unavailable'; nearest: string[] }
  /** The link opens no call. */
  | { kind: 'not-found' }
  /** Cancelled already, or started: nothing to change. */
  | { kind: 'closed' }
  | { kind: 'failed' };

/**
 * Cancels or moves the call a private link opens, and tells the firm as it
 * was told of the booking (once: only the request that changed the call).
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
  if (call.status !== 'confirmed' || Date.parse(call.startsAt) <= at.getTime()) return { kind: 'closed' };
  const start = new Date(call.startsAt);
  const end = new Date(call.endsAt);
  const options = { now: at, forward: Boolean(endpoint) };

  let changed: ChangeResult;
  let moved: Date | null = null;
  try {
    if (change.kind === 'cancel') {
      changed = await cancelCall(
        env.DB,
        call,
        detailsOf('cancelled', call.id, start, end, call.timeZone),
        options,
      );
      if (changed.kind === 'unchanged') return { kind: 'closed' };
    } else {
      const to = change.slot;
      const toEnd = new Date(to.getTime() + config.callMinutes * 60_000);
      // Free times as if this call were not booked: its own time, and those its buffer hid, are open to it.
      if (taken === null) return { kind: 'failed' };
      const others = taken.booked.filter((interval) => interval.start.getTime() !== start.getTime());
      const firmBusy = taken.busy;
      const nearest = () =>
        nearestFree(freeDays(config, at, others, firmBusy), to).map((slot) => slot.toISOString());
      if (!isFreeSlot(config, at, others, firmBusy, to)) {
        return { kind: overlapsAny(to, toEnd, others) ? 'taken' : 'unavailable', nearest: nearest() };
      }
      changed = await moveCall(
        env.DB,
        call,
        {
          start: to,
          end: toEnd,
          details: detailsOf('moved', call.id, to, toEnd, call.timeZone, call.startsAt),
        },
        {
          bufferMinutes: config.bufferMinutes,
          day: firmDay(wallClock(to, config.timeZone).date, config.timeZone),
          maxCallsPerDay: config.maxCallsPerDay,
        },
        options,
      );
      if (changed.kind === 'unchanged') return { kind: 'taken', nearest: nearest() };
      moved = to;
    }
  } catch (error) {
    console.error(`Booking: D1 could not change a call (${reason(error)}); nothing was changed.`);
    return { kind: 'failed' };
  }
  if (endpoint && changed.claim) {
    const { policy } = deliveryPolicy(env);
    await deliverClaimed(env, endpoint, changed.claim, policy, { now, fetchImpl });
  }
  return moved
    ? { kind: 'moved', startsAt: moved.toISOString(), timeZone: call.timeZone, freed: call.startsAt }
    : { kind: 'cancelled', freed: call.startsAt };
};
