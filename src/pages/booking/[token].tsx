import { Link } from 'waku';
import type { PageProps } from 'waku/router';
import { availability } from '../../content/availability';
import { booking } from '../../content/booking';
import { callHref, contactHref } from '../../content/navigation';
import { ManageCall } from '../../islands/manage-call';
import { Seo } from '../../layout/seo';
import { type FreeDay, freeDays } from '../../lib/availability';
import { calendarDayLabel } from '../../lib/booking-times';
import { CallTimes } from '../../sections/booking/call-times';
import { DayLinks } from '../../sections/booking/day-links';
import { type BookedCall, callByToken } from '../../server/booking/store';
import { takenTimes } from '../../server/booking/taken-times';
import { requestContext } from '../../server/env';
import { answerNotFound } from '../../server/page-status';

type Found = { call: BookedCall; days: FreeDay[] } | null | 'unknown';

/** The call a link opens, and the free days it could move to (its own time counted free). */
const findCall = async (token: string): Promise<Found> => {
  try {
    const { env } = requestContext();
    const call = await callByToken(env.DB, token);
    if (!call) return null;
    const now = new Date();
    const taken = await takenTimes(env, now);
    // Without the firm's calendar, no time to move to can be vouched for: the call can still be cancelled.
    if (taken === null) return { call, days: [] };
    const { busy } = taken;
    const others = taken.booked.filter((interval) => interval.start.toISOString() !== call.startsAt);
    // Its own time is no move: offered are the others, its own left out.
    const days = freeDays(availability, now, others, busy)
      .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.toISOString() !== call.startsAt) }))
      .filter((day) => day.slots.length > 0);
    return { call, days };
  } catch (error) {
    console.error(
      `Booking: D1 could not find a call (${error instanceof Error ? error.message : String(error)}).`,
    );
    return 'unknown';
  }
};

/**
 * A booked call's private page (the link its confirmation gave): the call on
 * both clocks, its calendar file, and cancelling or moving it while it has not
 * started. Never indexed; the token is the only key.
 */
export default async function ManageBookingPage({ token, query }: PageProps<'/booking/[token]'>) {
  const found = await findCall(token);
  // A link that opens no call (forged, mistyped, or of the wrong shape) is a 404 with these words.
  if (found === null) answerNotFound();
  const { manage } = booking;
  const wanted = new URLSearchParams(query).get('day');
  const open =
    found !== null &&
    found !== 'unknown' &&
    found.call.status === 'confirmed' &&
    Date.parse(found.call.startsAt) > Date.now();
  const chosen = open ? (found.days.find((day) => day.date === wanted) ?? found.days[0]) : undefined;
  const dayHref = (date: string) => `${callHref(token)}?day=${date}`;
  return (
    <>
      <Seo title={manage.seo.title} description={manage.seo.description} noindex view={null} />
      <section className="page-intro booking" aria-labelledby="manage-title">
        <h1 id="manage-title">{manage.title}</h1>
        {found === null || found === 'unknown' ? (
          <div className="card" role="status">
            <p>{found === null ? manage.notFound : manage.unavailable}</p>
            <Link to={contactHref}>{booking.noTimes.link}</Link>
          </div>
        ) : open ? (
          <div className="booking__grid">
            <ManageCall
              token={token}
              permalink={chosen ? dayHref(chosen.date) : callHref(token)}
              call={{
                startsAt: found.call.startsAt,
                timeZone: found.call.timeZone,
                sequence: found.call.sequence,
              }}
              firmZone={availability.timeZone}
              slots={chosen?.slots.map((slot) => slot.toISOString()) ?? []}
              day={chosen ? calendarDayLabel(chosen.date) : ''}
              days={
                <DayLinks days={found.days} chosen={chosen?.date} href={dayHref} title={manage.moveDays} />
              }
            />
          </div>
        ) : (
          <div className="card booking-answer">
            <CallTimes
              start={new Date(found.call.startsAt)}
              timeZone={found.call.timeZone}
              firmZone={availability.timeZone}
            />
            <p>{found.call.status === 'cancelled' ? manage.status.cancelled : manage.status.past}</p>
          </div>
        )}
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
