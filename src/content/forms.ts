import { BOOKING_FORM_NAME, type BookingDetails, type BookingField } from '../lib/booking-fields';
import { CONTACT_FIELDS, type ContactField, FORM_NAME } from '../lib/contact-fields';

/**
 * What each form sends on, declared once. The outbox's encoder builds the
 * body the inbox receives from INBOX_FIELDS (src/server/outbox/forward.ts),
 * and the privacy notice and the trust centre list what the inbox receives
 * from the same entries (src/content/data-facts.ts): a field added here is
 * sent and named together. The types make each of the forms' fields and each
 * of a booking's own (BookingDetails) declare how a list names it, so a new
 * one does not compile until it does. What D1 keeps of them is
 * STORED_COLUMNS (data-facts.ts), pinned to the migrations by a test.
 */

/** Which form an outbox row is: a message, or a booked call's news (booked, moved, cancelled). */
export type OutboxForm = typeof FORM_NAME | typeof BOOKING_FORM_NAME;

/** How the contact form asks for each field, how a list names it, and why it is asked. */
export const CONTACT_FIELD_USES: Record<ContactField, { label: string; noun: string; why: string }> = {
  name: { label: 'Your name', noun: 'your name', why: 'to know whom we are answering' },
  email: { label: 'Your email address', noun: 'your email address', why: 'to reply to you' },
  company: {
    label: 'Your company (optional)',
    noun: 'your company',
    why: 'to understand the organisation you are asking for',
  },
  message: { label: 'Your message', noun: 'your message', why: 'to answer what you asked' },
};

/** How a list names each field of the booking form. */
const BOOKING_FIELD_NOUNS: Record<BookingField, string> = {
  name: 'your name',
  email: 'your email address',
  company: 'your company',
  topic: 'what the call is about',
};

/** How a list names each of a booking's own fields, sent with its news. */
const BOOKING_NEWS_NOUNS: Record<keyof BookingDetails, string> = {
  event: 'whether the call was booked, moved or cancelled',
  booking_id: 'the call’s identifier',
  starts_at: 'when it starts',
  ends_at: 'when it ends',
  starts_at_visitor: 'its start on your clock',
  time_zone: 'your time zone',
  previous_starts_at: 'its time before a move',
  sequence: 'how many times it has changed (which puts the news in order)',
  changed_at: 'when it changed',
};

/** A field of the body the inbox receives, and where the outbox row keeps its value. */
export type InboxField = { key: string; noun: string } & (
  | { column: ContactField }
  | { detail: keyof BookingDetails }
);

/**
 * What the inbox receives of each form, in the body's order. An outbox row
 * keeps the visitor's fields in the contact form's columns (a booking's topic
 * in `message`), and a booking's own in its details.
 */
export const INBOX_FIELDS: Record<OutboxForm, readonly InboxField[]> = {
  [FORM_NAME]: CONTACT_FIELDS.map((field) => ({
    key: field,
    noun: CONTACT_FIELD_USES[field].noun,
    column: field,
  })),
  [BOOKING_FORM_NAME]: [
    ...(['name', 'email', 'company'] as const).map((field) => ({
      key: field,
      noun: BOOKING_FIELD_NOUNS[field],
      column: field,
    })),
    { key: 'topic', noun: BOOKING_FIELD_NOUNS.topic, column: 'message' },
    ...(Object.keys(BOOKING_NEWS_NOUNS) as (keyof BookingDetails)[]).map((detail) => ({
      key: detail,
      noun: BOOKING_NEWS_NOUNS[detail],
      detail,
    })),
  ],
};

/**
 * What the firm's calendar reads of each upcoming call from the operator's
 * feed (/calendar/<secret>.ics): src/server/booking/calendar-file.ts hands the
 * feed's words these fields of a call and no other.
 */
export const CALENDAR_FEED_FIELDS = {
  startsAt: 'when it starts',
  endsAt: 'when it ends',
  name: 'your name',
  company: 'your company',
  email: 'your email address',
  timeZone: 'your time zone',
  topic: 'what the call is about',
} as const;
