'use client';

import { type ReactNode, useActionState, useEffect, useRef, useState } from 'react';
import { booking } from '../content/booking';
import { bookHref, callHref } from '../content/navigation';
import {
  BOOKING_FORM_NAME,
  BOOKING_LIMITS,
  type BookingField,
  emptyBooking,
  TIME_ZONE_FIELD,
} from '../lib/booking-fields';
import { HONEYPOT_FIELD } from '../lib/contact-fields';
import { countGoal } from '../lib/count-views';
import { previousPagePath, SOURCE_FIELD } from '../lib/source-path';
import { CallTimes } from '../sections/booking/call-times';
import { type BookingState, confirmBooking } from '../server/booking/action';
import { SlotChoices } from './slot-choices';
import { useVisitorZone } from './use-hydrated';

const FIELDS: readonly {
  name: BookingField;
  label: string;
  type?: 'email';
  required: boolean;
  autoComplete: string;
}[] = [
  { name: 'name', label: 'Full Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', required: true, autoComplete: 'email' },
  { name: 'company', label: 'Company', required: false, autoComplete: 'organization' },
];

/**
 * The times of a day and the visitor's details, posted to the worker's
 * server action. Without JavaScript, times are on the firm's clock (its
 * offset stated) and the answer comes back as the page; with it, each time
 * is also shown on the visitor's clock, which the booking then keeps. On any
 * answer but "booked" every field keeps what was typed; a time that went is
 * replaced by the nearest free ones.
 */
export function BookingForm({
  slots,
  day,
  firmZone,
  icons,
  privacyNote,
}: {
  /** The day's free starts, ISO 8601 in UTC. */
  slots: readonly string[];
  /** The chosen day, said ("Tuesday 1 December"). */
  day: string;
  /** The firm's IANA zone: times are on its clock without JavaScript. */
  firmZone: string;
  icons: { confirm: ReactNode; confirming: ReactNode };
  /** How the details are used, with a link to the privacy notice. */
  privacyNote: ReactNode;
}) {
  const [state, formAction, pending] = useActionState<BookingState, FormData>(
    confirmBooking,
    { status: 'idle' },
    bookHref,
  );
  const zone = useVisitorZone();
  const [cameFrom, setCameFrom] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => setCameFrom(previousPagePath()), []);
  // Focus goes to the answer, so a screen reader reads it at once and the keyboard starts there.
  useEffect(() => {
    if (state.status !== 'idle') answerRef.current?.focus();
    if (state.status === 'booked') countGoal('booking');
  }, [state]);

  if (state.status === 'booked') {
    const start = new Date(state.startsAt);
    const link = callHref(state.token);
    return (
      <div ref={answerRef} tabIndex={-1} className="booking-answer booking-answer--booked" role="status">
        <h2>{booking.booked.title}</h2>
        <CallTimes start={start} timeZone={state.timeZone} firmZone={firmZone} />
        <p>{booking.booked.text}</p>
        <ul className="booking-answer__links">
          <li>
            <a href={`${link}/call.ics`} download="call.ics">
              {booking.booked.calendar}
            </a>
          </li>
          <li>
            <a href={link}>{booking.booked.manage}</a>
          </li>
        </ul>
      </div>
    );
  }

  const values = state.status === 'idle' ? emptyBooking : state.values;
  const errors = state.status === 'invalid' ? state.errors : {};
  const chosen = state.status === 'invalid' || state.status === 'failed' ? state.slot : null;
  const offered = state.status === 'taken' ? state.nearest : slots;
  const acrossDays = state.status === 'taken';
  const message =
    state.status === 'taken' || state.status === 'failed'
      ? state.message
      : state.status === 'invalid'
        ? booking.answers.invalid
        : null;

  return (
    <form action={formAction} className="contact-form booking-form" aria-describedby="booking-note">
      <input type="hidden" name="form-name" value={BOOKING_FORM_NAME} />
      <input type="hidden" name={TIME_ZONE_FIELD} value={zone ?? ''} />
      <input type="hidden" name={SOURCE_FIELD} value={cameFrom ?? ''} />
      {message && (
        <div ref={answerRef} tabIndex={-1} className="form-result form-result--failed" role="alert">
          <p>{message}</p>
        </div>
      )}
      <SlotChoices
        id="booking"
        legend={acrossDays ? booking.answers.nearestTitle : booking.timesTitle(day)}
        offered={offered}
        acrossDays={acrossDays}
        firmZone={firmZone}
        visitorZone={zone}
        chosen={chosen}
        error={errors.slot}
      />
      {FIELDS.map((field) => (
        <div key={field.name} className="field">
          <label htmlFor={`booking-${field.name}`}>
            {field.label}
            {field.required && <span aria-hidden="true"> *</span>}
          </label>
          <input
            id={`booking-${field.name}`}
            name={field.name}
            type={field.type ?? 'text'}
            required={field.required}
            maxLength={BOOKING_LIMITS[field.name]}
            autoComplete={field.autoComplete}
            defaultValue={values[field.name]}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `booking-${field.name}-error` : undefined}
          />
          {errors[field.name] && (
            <p id={`booking-${field.name}-error`} className="field__error">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div className="field">
        <label htmlFor="booking-topic">{booking.topicLabel}</label>
        <textarea
          id="booking-topic"
          name="topic"
          rows={3}
          maxLength={BOOKING_LIMITS.topic}
          defaultValue={values.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'booking-topic-error' : undefined}
        />
        {errors.topic && (
          <p id="booking-topic-error" className="field__error">
            {errors.topic}
          </p>
        )}
      </div>
      {/* A trap for bots: hidden from people and from assistive technology. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="booking-website">Leave this field empty</label>
        <input id="booking-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id="booking-privacy-note" className="contact-form__privacy">
        {privacyNote}
      </p>
      <button
        type="submit"
        aria-describedby="booking-privacy-note"
        className="button button--primary button--large"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? (
          <>
            {icons.confirming} {booking.confirming}
          </>
        ) : (
          <>
            {icons.confirm} {booking.confirm}
          </>
        )}
      </button>
    </form>
  );
}
