import { booking } from '../../content/booking';
import { spokenTime } from '../../lib/booking-times';
import { offsetMinutes } from '../../lib/zoned-time';

/**
 * A booked call's start, said whole on the visitor's clock and, when theirs
 * is another, on the firm's beside it. (No hooks: the booking form's island
 * and the call's private page both render it.)
 */
export function CallTimes({
  start,
  timeZone,
  firmZone,
}: {
  start: Date;
  timeZone: string;
  firmZone: string;
}) {
  // A zone whose clock shows the firm's time then (Lisbon beside London in winter) is said once.
  if (offsetMinutes(start, timeZone) === offsetMinutes(start, firmZone))
    return <p className="booking-answer__time">{spokenTime(start, firmZone)}</p>;
  return (
    <>
      <p className="booking-answer__time">{spokenTime(start, timeZone, booking.yourClock)}</p>
      <p>{spokenTime(start, firmZone)}</p>
    </>
  );
}
