/**
 * The booking form: its fields, their limits and validation, shared by the
 * page and the server, and what the form endpoint is told of a booking.
 */
import { fieldErrors, HONEYPOT_FIELD } from './contact-fields';
import { SOURCE_FIELD, validSourcePath } from './source-path';
import { isTimeZone } from './zoned-time';

export const BOOKING_FORM_NAME = 'booking';
export const BOOKING_FIELDS = ['name', 'email', 'company', 'topic'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;
export type BookingErrors = Partial<Record<BookingField | 'slot', string>>;

/** The chosen start, as ISO 8601 in UTC: the value of the time's radio button. */
export const SLOT_FIELD = 'slot';
/** The visitor's IANA time zone, filled in by the page's script; empty without it. */
export const TIME_ZONE_FIELD = 'time-zone';

export const BOOKING_LIMITS: Record<BookingField, number> = {
  name: 100,
  email: 254,
  company: 120,
  topic: 1000,
};

export const emptyBooking: BookingValues = { name: '', email: '', company: '', topic: '' };

/** What the form endpoint hears of a booking (beside name, email, company and topic). */
export type BookingDetails = {
  /** booked, moved or cancelled. */
  event: 'booked' | 'moved' | 'cancelled';
  booking_id: string;
  /** ISO 8601 in UTC. */
  starts_at: string;
  ends_at: string;
  /** The start on the visitor's clock, ISO 8601 with its offset (2026-12-01T10:00:00-05:00). */
  starts_at_visitor: string;
  /** The visitor's time zone (IANA). */
  time_zone: string;
  /** Where a moved call was before (UTC). */
  previous_starts_at?: string;
  /**
   * The call's version after this news: 0 when booked, raised by each move
   * and the cancellation (iCalendar SEQUENCE). The firm puts a call's news in
   * order by it; the relay delivers it in that order.
   */
  sequence: string;
  /** When the change was made (ISO 8601, UTC): the calendars' DTSTAMP. */
  changed_at: string;
};

/** A call's news as the booking code words it: its version and time of change are the store's to add. */
export type CallNews = Omit<BookingDetails, 'sequence' | 'changed_at'>;

const LABELS: Record<BookingField, string> = {
  name: 'your name',
  email: 'your email address',
  company: 'your company',
  topic: 'what the call is about',
};

/** An error per field, in plain words; name and email are required. */
export const validateBooking = (values: BookingValues): BookingErrors =>
  fieldErrors(values, BOOKING_FIELDS, {
    required: ['name', 'email'],
    multiLine: ['topic'],
    limits: BOOKING_LIMITS,
    labels: LABELS,
  });

export type BookingRead =
  | {
      ok: true;
      values: BookingValues;
      /** The chosen start; null when none was chosen or it is not a time. */
      slot: Date | null;
      /** The visitor's zone when their browser said a real one; null otherwise. */
      timeZone: string | null;
      honeypot: boolean;
      source: string | null;
    }
  | { ok: false; values: BookingValues; problem: string };

/** The private link's token, posted by its page's forms. */
export const TOKEN_FIELD = 'token';
/** Which change a private page's form asks for. */
export const INTENT_FIELD = 'intent';
/**
 * The call's version (its sequence) as the page showed it: a change applies
 * only to the call as the visitor saw it, so of two tabs acting at once one
 * wins and the other is shown what changed.
 */
export const SEQUENCE_FIELD = 'sequence';

export type ChangeRead =
  | {
      ok: true;
      token: string;
      intent: 'cancel' | 'move';
      slot: Date | null;
      /** Null when the page did not say (one drawn before versions were posted), or not as one: nothing is changed blind. */
      sequence: number | null;
    }
  | { ok: false };

/** Reads a private page's form: cancel, or move to a time, from the call's version the page showed. */
export const readChangeForm = (data: FormData): ChangeRead => {
  const token = single(data, TOKEN_FIELD);
  const intent = single(data, INTENT_FIELD);
  const slotText = single(data, SLOT_FIELD);
  const sequenceText = single(data, SEQUENCE_FIELD);
  if (!token || slotText === undefined || (intent !== 'cancel' && intent !== 'move')) return { ok: false };
  const sequence = sequenceText !== undefined && /^\d{1,6}$/.test(sequenceText) ? Number(sequenceText) : null;
  return { ok: true, token, intent, slot: slotOf(slotText), sequence };
};

const SHAPE_PROBLEM = 'The form was sent in an unexpected shape. Please send it again.';
/** 2026-12-01T09:30:00.000Z, as the page writes it (Date's own form: a 30 February does not survive the round trip). */
const slotOf = (text: string) => {
  const instant = new Date(text);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === text ? instant : null;
};

/** One string value of a field, '' when absent, undefined when sent twice or as a file. */
const single = (data: FormData, name: string) => {
  const all = data.getAll(name);
  if (all.length > 1 || (all[0] !== undefined && typeof all[0] !== 'string')) return undefined;
  return (all[0] as string | undefined) ?? '';
};

/** Reads the booking form; a field sent twice, or as a file, is refused rather than guessed at. */
export const readBookingForm = (data: FormData): BookingRead => {
  const values = { ...emptyBooking };
  let shapeOk = true;
  for (const field of BOOKING_FIELDS) {
    const value = single(data, field);
    if (value === undefined) shapeOk = false;
    else values[field] = field === 'topic' ? value : value.trim();
  }
  const formName = single(data, 'form-name');
  const slotText = single(data, SLOT_FIELD);
  const zone = single(data, TIME_ZONE_FIELD);
  if (
    !shapeOk ||
    slotText === undefined ||
    zone === undefined ||
    (formName && formName !== BOOKING_FORM_NAME)
  ) {
    return { ok: false, values, problem: SHAPE_PROBLEM };
  }
  const trap = data.get(HONEYPOT_FIELD);
  const sources = data.getAll(SOURCE_FIELD);
  return {
    ok: true,
    values,
    slot: slotOf(slotText),
    timeZone: zone !== '' && zone.length <= 64 && isTimeZone(zone) ? zone : null,
    honeypot: typeof trap === 'string' && trap !== '',
    source: sources.length === 1 ? validSourcePath(sources[0]) : null,
  };
};
