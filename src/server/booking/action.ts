'use server';

import { availability } from '../../content/availability';
import { booking } from '../../content/booking';
import {
  type BookingErrors,
  type BookingValues,
  readBookingForm,
  readChangeForm,
  validateBooking,
} from '../../lib/booking-fields';
import { rateLimitKey } from '../../lib/rate-limit';
import { requestContext } from '../env';
import { answerHoldsPrivateLink } from '../security-headers';
import { bookCall, type CallView, changeCall } from './book';
import { forgetBookPages } from './page-cache';
import { isTokenShape, newManageToken } from './store';

/** What the visitor is shown after confirming; every answer but "booked" carries what they typed. */
export type BookingState =
  | { status: 'idle' }
  | {
      status: 'booked';
      startsAt: string;
      /** The visitor's clock the answer is said on (theirs, or the firm's without JavaScript). */
      timeZone: string;
      /** The private link's token: /booking/<token>. */
      token: string;
    }
  | { status: 'invalid'; values: BookingValues; errors: BookingErrors; slot: string | null }
  /** The time went, or cannot be booked: the nearest free ones instead (ISO, UTC). */
  | { status: 'taken'; values: BookingValues; message: string; nearest: string[] }
  | { status: 'failed'; values: BookingValues; message: string; slot: string | null };

/**
 * Receives the booking form on the worker (posts from other sites never get
 * here: hono's csrf middleware refuses them), checks it, then hands it to
 * ./book.ts, which takes the slot in D1 and tells the firm. Whatever goes
 * wrong, what the visitor typed comes back to them.
 */
export async function confirmBooking(_previous: BookingState, data: FormData): Promise<BookingState> {
  const { env, req } = requestContext();
  const read = readBookingForm(data);
  const slot = read.ok && read.slot ? read.slot.toISOString() : null;
  const failed = (message: string): BookingState => ({
    status: 'failed',
    values: read.values,
    message,
    slot,
  });
  if (!read.ok) return failed(read.problem);
  // A bot filled the hidden field: tell it all is well and keep nothing (its link opens nothing),
  // in an answer served as a real one is.
  if (read.honeypot) {
    answerHoldsPrivateLink();
    return {
      status: 'booked',
      startsAt: slot ?? new Date().toISOString(),
      timeZone: availability.timeZone,
      token: newManageToken(),
    };
  }

  const errors = validateBooking(read.values);
  if (!read.slot) errors.slot = booking.answers.chooseTime;
  if (Object.keys(errors).length > 0 || !read.slot) {
    return { status: 'invalid', values: read.values, errors, slot };
  }

  const visitor = req.header('cf-connecting-ip') ?? 'local';
  const allowed =
    (await env.CONTACT_RATE_LIMITER?.limit({ key: rateLimitKey('booking', visitor) }))?.success ?? true;
  if (!allowed) return failed(booking.answers.rateLimited);

  const outcome = await bookCall(env, { ...read, slot: read.slot });
  switch (outcome.kind) {
    case 'booked':
      await forgetBookPages(req.url, [outcome.startsAt]);
      answerHoldsPrivateLink();
      return {
        status: 'booked',
        startsAt: outcome.startsAt,
        timeZone: outcome.timeZone,
        token: outcome.token,
      };
    case 'refused':
      return {
        status: 'taken',
        values: read.values,
        message: booking.answers.refused[outcome.why],
        nearest: outcome.nearest,
      };
    case 'too-many':
      return failed(booking.answers.tooMany(outcome.limit));
    case 'failed':
      return failed(booking.answers.failed);
  }
}

/**
 * What the private page shows after a change was asked for. Each answer but
 * a refused form carries the call as it now stands (its version for the next
 * change included).
 */
export type ChangeState =
  | { status: 'idle' }
  /** Cancelled by this request, or a moment before it (`meanwhile`, by another tab). */
  | { status: 'cancelled'; call: CallView; meanwhile: boolean }
  | { status: 'moved'; call: CallView }
  /** The call changed after the page showed it: nothing was done, and the time chosen is kept. */
  | { status: 'changed-meanwhile'; call: CallView; chosen: string | null }
  /** The new time cannot be had: the nearest free ones (ISO, UTC). */
  | { status: 'taken'; message: string; nearest: string[]; call: CallView }
  | { status: 'refused'; message: string; call?: CallView };

/**
 * Cancels or moves the call of a private link (its token is posted with the
 * form, and checked as if unknown: a forged one changes nothing), from the
 * call's version the page showed. Same cross-site refusal and rate limit as
 * the booking.
 */
export async function changeBooking(previous: ChangeState, data: FormData): Promise<ChangeState> {
  const { env, req } = requestContext();
  // With JavaScript the page is not drawn again: a refusal that reads no call keeps the one last shown.
  const refused = (message: string): ChangeState => ({
    status: 'refused',
    message,
    ...(previous.status !== 'idle' && previous.call ? { call: previous.call } : {}),
  });
  const read = readChangeForm(data);
  if (!read.ok || !isTokenShape(read.token)) return refused(booking.manage.notFound);
  const change =
    read.intent === 'cancel'
      ? ({ kind: 'cancel', sequence: read.sequence } as const)
      : read.slot
        ? ({ kind: 'move', slot: read.slot, sequence: read.sequence } as const)
        : null;
  if (!change) return refused(booking.answers.chooseTime);

  const visitor = req.header('cf-connecting-ip') ?? 'local';
  const allowed =
    (await env.CONTACT_RATE_LIMITER?.limit({ key: rateLimitKey('booking', visitor) }))?.success ?? true;
  if (!allowed) return refused(booking.answers.rateLimited);

  const outcome = await changeCall(env, read.token, change);
  switch (outcome.kind) {
    case 'cancelled':
    case 'moved':
      await forgetBookPages(req.url, outcome.freed);
      return outcome.kind === 'cancelled'
        ? { status: 'cancelled', call: outcome.call, meanwhile: false }
        : { status: 'moved', call: outcome.call };
    case 'changed-meanwhile':
      return outcome.call.status === 'cancelled'
        ? { status: 'cancelled', call: outcome.call, meanwhile: true }
        : { status: 'changed-meanwhile', call: outcome.call, chosen: read.slot?.toISOString() ?? null };
    case 'same-time':
      return { status: 'refused', message: booking.manage.sameTime, call: outcome.call };
    case 'refused':
      return {
        status: 'taken',
        message: booking.answers.refused[outcome.why],
        nearest: outcome.nearest,
        call: outcome.call,
      };
    case 'not-found':
      return refused(booking.manage.notFound);
    case 'closed':
      return refused(booking.manage.closed);
    case 'failed':
      return refused(booking.manage.unavailable);
  }
}
