import { Link } from 'waku';
import { booking } from '../../content/booking';
import type { FreeDay } from '../../lib/availability';
import { calendarDayLabel } from '../../lib/booking-times';
import type { IsoDate } from '../../lib/zoned-time';

/**
 * The days with free times, as links the server answers (the chosen one
 * marked): choosing a day works without JavaScript, and with it the router
 * fetches the day's times without a page load.
 */
export function DayLinks({
  days,
  chosen,
  href,
  title,
}: {
  days: readonly FreeDay[];
  chosen: IsoDate | undefined;
  href: (date: IsoDate) => string;
  title: string;
}) {
  return (
    <nav className="booking__days" aria-label={title}>
      <ul>
        {days.map((day) => (
          <li key={day.date}>
            <Link to={href(day.date)} aria-current={day.date === chosen ? 'date' : undefined} scroll={false}>
              {calendarDayLabel(day.date)}
              <span className="booking__count">{booking.timesCount(day.slots.length)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
