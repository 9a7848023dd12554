import { booking } from '../content/booking';
import { SLOT_FIELD } from '../lib/booking-fields';
import { clockTime, clockTimeBeside, dayLabel, placeOf, utcOffsetLabel } from '../lib/booking-times';
import { offsetMinutes } from '../lib/zoned-time';

/**
 * Free times as a group of radio buttons: on the firm's clock (its offset
 * stated under the legend), and on the visitor's beside each once their
 * browser has said its zone, where their clock shows another time, with its
 * date where their calendar shows another day. Each button's label is its
 * name, so a screen reader hears both. Used by the booking form and by moving a call.
 */
export function SlotChoices({
  id,
  legend,
  offered,
  acrossDays,
  firmZone,
  visitorZone,
  chosen,
  error,
}: {
  /** Prefix of the group's element ids. */
  id: string;
  legend: string;
  /** Starts, ISO 8601 in UTC. */
  offered: readonly string[];
  /** Times on several days (the nearest to one that went): each says its day. */
  acrossDays: boolean;
  firmZone: string;
  /** Null in the server's render and until the browser says. */
  visitorZone: string | null;
  chosen: string | null;
  error?: string;
}) {
  const reference = offered[0] ? new Date(offered[0]) : new Date();
  return (
    <fieldset className="booking-times" aria-describedby={error ? `${id}-slot-error` : undefined}>
      <legend>{legend}</legend>
      <p id={`${id}-note`} className="contact-form__note">
        {booking.clockNote(placeOf(firmZone), utcOffsetLabel(reference, firmZone))}
      </p>
      <div className="booking-times__list">
        {offered.map((slot) => {
          const start = new Date(slot);
          return (
            <label key={slot} className="booking-time">
              <input type="radio" name={SLOT_FIELD} value={slot} required defaultChecked={slot === chosen} />
              <span className="booking-time__firm">
                {acrossDays && `${dayLabel(start, firmZone)}, `}
                {clockTime(start, firmZone)}
              </span>
              {visitorZone && offsetMinutes(start, visitorZone) !== offsetMinutes(start, firmZone) && (
                <span className="booking-time__visitor">
                  {clockTimeBeside(start, visitorZone, firmZone)} {booking.yourClock} ({placeOf(visitorZone)})
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-slot-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
