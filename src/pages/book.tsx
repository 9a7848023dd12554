import { CalendarCheck, LoaderCircle } from 'lucide';
import { Link } from 'waku';
import type { PageProps } from 'waku/router';
import { availability } from '../content/availability';
import { booking } from '../content/booking';
import { bookHref, contactHref } from '../content/navigation';
import { siteDataFacts } from '../content/site-facts';
import { BookingForm } from '../islands/booking-form';
import { FirstScreenEnd } from '../layout/first-screen-end';
import { Icon } from '../layout/icon';
import { Seo } from '../layout/seo';
import { type FreeDay, freeDays } from '../lib/availability';
import { calendarDayLabel } from '../lib/booking-times';
import { DayLinks } from '../sections/booking/day-links';
import { BookingPrivacyNote } from '../sections/booking/privacy-note';
import { keepBookPageOut } from '../server/booking/page-cache';
import { takenTimes } from '../server/booking/taken-times';
import { requestContext } from '../server/env';

/** The free days now, or null when D1 or the firm's calendar cannot say which times are taken. */
const currentFreeDays = async (): Promise<FreeDay[] | null> => {
  try {
    const { env } = requestContext();
    const now = new Date();
    const taken = await takenTimes(env, now);
    // The firm's calendar is set and was never read: no time can be vouched for.
    return taken && freeDays(availability, now, taken.booked, taken.busy);
  } catch (error) {
    console.error(
      `Booking: D1 could not list the booked calls (${error instanceof Error ? error.message : String(error)}).`,
    );
    keepBookPageOut();
    return null;
  }
};

/**
 * Booking a call: the days with free times as links (the chosen one's times
 * below), then the times and the visitor's details in one form. Rendered by
 * the worker: the free times are the configuration's minus the calls in D1,
 * at this moment; the page is then kept for BOOK_PAGE_FRESH_SECONDS
 * (src/server/booking/page-cache.ts).
 */
export default async function BookPage({ query }: PageProps<'/book'>) {
  const days = await currentFreeDays();
  const wanted = new URLSearchParams(query).get('day');
  const chosen = days?.find((day) => day.date === wanted) ?? days?.[0];
  return (
    <>
      <Seo title={booking.seo.title} description={booking.seo.description} path={bookHref} />
      <section className="page-intro booking" aria-labelledby="booking-title">
        <h1 id="booking-title">{booking.title}</h1>
        <p className="lead">{booking.intro}</p>
        <FirstScreenEnd />
        {!days || !chosen ? (
          <div className="card booking__none" role="status">
            <h2 className="card__title">{booking.noTimes.title}</h2>
            <p>{booking.noTimes.text}</p>
            <Link to={contactHref} className="button button--primary">
              {booking.noTimes.link}
            </Link>
          </div>
        ) : (
          <div className="booking__grid">
            <div className="card">
              <h2 className="card__title">{booking.daysTitle}</h2>
              <DayLinks
                days={days}
                chosen={chosen.date}
                href={(date) => `${bookHref}?day=${date}`}
                title={booking.daysTitle}
              />
            </div>
            <div className="card booking__form-card">
              <BookingForm
                slots={chosen.slots.map((slot) => slot.toISOString())}
                day={calendarDayLabel(chosen.date)}
                firmZone={availability.timeZone}
                icons={{
                  confirm: <Icon icon={CalendarCheck} />,
                  confirming: <Icon icon={LoaderCircle} className="spin" />,
                }}
                privacyNote={<BookingPrivacyNote facts={siteDataFacts} />}
              />
            </div>
          </div>
        )}
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
