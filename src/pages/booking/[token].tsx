import { Link } from 'waku';
import type { PageProps } from 'waku/router';
import { availability } from '../../content/availability';
import { booking } from '../../content/booking';
import { contactHref } from '../../content/navigation';
import { Seo } from '../../layout/seo';
import { CallTimes } from '../../sections/booking/call-times';
import { type BookedCall, callByToken } from '../../server/booking/store';
import { requestContext } from '../../server/env';

const findCall = async (token: string): Promise<BookedCall | null | 'unknown'> => {
  try {
    return await callByToken(requestContext().env.DB, token);
  } catch (error) {
    console.error(
      `Booking: D1 could not find a call (${error instanceof Error ? error.message : String(error)}).`,
    );
    return 'unknown';
  }
};

/** A booked call's private page: the call on both clocks and its calendar file. */
export default async function ManageBookingPage({ token }: PageProps<'/booking/[token]'>) {
  const call = await findCall(token);
  const { manage } = booking;
  return (
    <>
      <Seo title={manage.seo.title} description={manage.seo.description} noindex />
      <section className="page-intro booking" aria-labelledby="manage-title">
        <h1 id="manage-title">{manage.title}</h1>
        {call === 'unknown' || call === null ? (
          <div className="card" role="status">
            <p>{call === null ? manage.notFound : manage.unavailable}</p>
            <Link to={contactHref}>{booking.noTimes.link}</Link>
          </div>
        ) : (
          <div className="card booking-answer">
            <CallTimes
              start={new Date(call.startsAt)}
              timeZone={call.timeZone}
              firmZone={availability.timeZone}
            />
            <p>{manage.status[Date.parse(call.endsAt) < Date.now() ? 'past' : call.status]}</p>
            <ul className="booking-answer__links">
              <li>
                <a href={`/booking/${token}/call.ics`} download="call.ics">
                  {booking.booked.calendar}
                </a>
              </li>
            </ul>
          </div>
        )}
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
