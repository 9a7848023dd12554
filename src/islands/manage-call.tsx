'use client';

import { type ReactNode, useActionState, useEffect, useRef } from 'react';
import { booking } from '../content/booking';
import { bookHref, callHref } from '../content/navigation';
import { INTENT_FIELD, SEQUENCE_FIELD, TOKEN_FIELD } from '../lib/booking-fields';
import { CallTimes } from '../sections/booking/call-times';
import { type ChangeState, changeBooking } from '../server/booking/action';
import type { CallView } from '../server/booking/book';
import { SlotChoices } from './slot-choices';
import { useVisitorZone } from './use-hydrated';

/**
 * A booked call's private page, below its heading: the call on both clocks
 * with its calendar file, then a form to cancel it and one to move it to a
 * free time of the chosen day. Both post to the worker's server action and
 * work without JavaScript; the answer replaces the call's card. Each form
 * carries the call's version as last shown, so a change made meanwhile in
 * another tab is shown rather than overwritten.
 */
export function ManageCall({
  token,
  permalink,
  call,
  firmZone,
  slots,
  day,
  days,
}: {
  token: string;
  /** This page's address, its day included: without JavaScript the answer is this page drawn again. */
  permalink: string;
  /** The call as the server read it for this page. */
  call: Omit<CallView, 'status'>;
  firmZone: string;
  /** The chosen day's free times to move to (ISO, UTC). */
  slots: readonly string[];
  day: string;
  /** The days to move to, as links (rendered by the server). */
  days: ReactNode;
}) {
  const [state, formAction, pending] = useActionState<ChangeState, FormData>(
    changeBooking,
    { status: 'idle' },
    permalink,
  );
  const visitorZone = useVisitorZone();
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== 'idle') answerRef.current?.focus();
  }, [state]);

  const calendar = (
    <a href={`${callHref(token)}/call.ics`} download="call.ics">
      {booking.booked.calendar}
    </a>
  );
  if (state.status === 'cancelled') {
    return (
      <div ref={answerRef} tabIndex={-1} className="card booking-answer" role="status">
        <p>{state.meanwhile ? booking.manage.cancelledMeanwhile : booking.manage.cancelled}</p>
        <a href={bookHref}>{booking.manage.bookAgain}</a>
      </div>
    );
  }
  // The newer of the call as the last answer left it and as the page was drawn (drawn again without JavaScript).
  const answered = state.status !== 'idle' ? state.call : undefined;
  const current = answered && answered.sequence > call.sequence ? answered : call;
  const announced =
    state.status === 'moved'
      ? booking.manage.moved
      : state.status === 'changed-meanwhile'
        ? booking.manage.changedMeanwhile
        : null;
  const message = state.status === 'taken' || state.status === 'refused' ? state.message : null;
  const version = <input type="hidden" name={SEQUENCE_FIELD} value={current.sequence} />;
  return (
    <>
      <div
        ref={announced ? answerRef : undefined}
        tabIndex={-1}
        className="card booking-answer"
        role={announced ? 'status' : undefined}
      >
        {announced && <p>{announced}</p>}
        <CallTimes start={new Date(current.startsAt)} timeZone={current.timeZone} firmZone={firmZone} />
        <ul className="booking-answer__links">
          <li>{calendar}</li>
        </ul>
        <form action={formAction}>
          <input type="hidden" name={TOKEN_FIELD} value={token} />
          <input type="hidden" name={INTENT_FIELD} value="cancel" />
          {version}
          <button type="submit" className="button button--secondary" disabled={pending}>
            {booking.manage.cancel}
          </button>
        </form>
      </div>
      <div className="card booking__move">
        <h2 className="card__title">{booking.manage.moveTitle}</h2>
        {message && (
          <div ref={answerRef} tabIndex={-1} className="form-result form-result--failed" role="alert">
            <p>{message}</p>
          </div>
        )}
        {days}
        <form action={formAction} className="contact-form">
          <input type="hidden" name={TOKEN_FIELD} value={token} />
          <input type="hidden" name={INTENT_FIELD} value="move" />
          {version}
          <SlotChoices
            id="move"
            legend={state.status === 'taken' ? booking.answers.nearestTitle : booking.timesTitle(day)}
            offered={
              state.status === 'taken' ? state.nearest : slots.filter((slot) => slot !== current.startsAt)
            }
            acrossDays={state.status === 'taken'}
            firmZone={firmZone}
            visitorZone={visitorZone}
            chosen={state.status === 'changed-meanwhile' ? state.chosen : null}
          />
          <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
            {pending ? booking.manage.moving : booking.manage.move}
          </button>
        </form>
      </div>
    </>
  );
}
