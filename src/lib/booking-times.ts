/**
 * Times of booked and free calls as people read them: on a named clock, with
 * its offset from UTC, and as ISO 8601 for the firm's inbox. Pure (Intl), so
 * the server's page without JavaScript and the visitor's browser say alike.
 */
import type { FreeDay, Interval } from './availability';
import { addDays, type IsoDate, offsetMinutes, wallClock, zonedInstant } from './zoned-time';

/** "London" for Europe/London, "New York" for America/New_York, "UTC" for UTC. */
export const placeOf = (timeZone: string) => (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');

/** "UTC+01:00", "UTC−05:00", "UTC" (with a real minus sign, as read aloud). */
export const utcOffsetLabel = (instant: Date, timeZone: string) => {
  const minutes = offsetMinutes(instant, timeZone);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '\u2212';
  const whole = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

/** "2026-12-01T10:00:00-05:00": the instant on a zone's clock, with that clock's offset. */
export const isoWithOffset = (instant: Date, timeZone: string) => {
  const { date, time } = wallClock(instant, timeZone);
  const minutes = offsetMinutes(instant, timeZone);
  const whole = Math.abs(minutes);
  const offset =
    minutes === 0
      ? 'Z'
      : `${minutes > 0 ? '+' : '-'}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
  return `${date}T${time}:00${offset}`;
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string, length: 'long' | 'short') => {
  const key = `${length} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: length, day: 'numeric', month: length });
    dayFormats.set(key, format);
  }
  return format;
};

/** "Tuesday 1 December": the date an instant falls on, on a zone's clock. */
export const dayLabel = (instant: Date, timeZone: string) => dayFormat(timeZone, 'long').format(instant);

/** "Tuesday 1 December" for a date of the firm's calendar (read at its noon: no clock change moves it). */
export const calendarDayLabel = (date: IsoDate) => dayLabel(new Date(`${date}T12:00:00Z`), 'UTC');

/** "09:30": the time an instant shows on a zone's clock (24-hour, as in most of the world). */
export const clockTime = (instant: Date, timeZone: string) => wallClock(instant, timeZone).time;

/**
 * "22:30", or "22:30 Mon 14 Dec" when the zone's calendar is not on the
 * firm's date at that instant: a time beside the firm's, which is read as on
 * the firm's day (across the date line, 09:30 London on Tuesday is 22:30 on
 * Monday in Pago Pago, 23:30 on Tuesday on Kiritimati).
 */
export const clockTimeBeside = (instant: Date, timeZone: string, firmZone: string) => {
  const there = wallClock(instant, timeZone);
  return there.date === wallClock(instant, firmZone).date
    ? there.time
    : `${there.time} ${dayFormat(timeZone, 'short').format(instant)}`;
};

/** "Tuesday 1 December, 09:30 (London time, UTC)": a call's start, said whole. */
export const spokenTime = (instant: Date, timeZone: string, clockName = `${placeOf(timeZone)} time`) =>
  `${dayLabel(instant, timeZone)}, ${clockTime(instant, timeZone)} (${clockName}, ${utcOffsetLabel(instant, timeZone)})`;

/** The firm's day `date`, from its midnight to the next: the day a call counts against. */
export const firmDay = (date: IsoDate, timeZone: string): Interval => {
  // A midnight the clocks skip (a few zones change at 00:00) starts the day at 01:00.
  const startOf = (day: IsoDate) =>
    zonedInstant(day, '00:00', timeZone) ?? zonedInstant(day, '01:00', timeZone);
  return { start: startOf(date) as Date, end: startOf(addDays(date, 1)) as Date };
};

/** Up to `count` free starts nearest to `wanted`, in time order: what a visitor whose time went is offered. */
export const nearestFree = (days: readonly FreeDay[], wanted: Date, count = 3) =>
  days
    .flatMap((day) => day.slots)
    .sort((a, b) => Math.abs(a.getTime() - wanted.getTime()) - Math.abs(b.getTime() - wanted.getTime()))
    .slice(0, count)
    .sort((a, b) => a.getTime() - b.getTime());

/** The zone the visitor's browser runs on; null where it says none. */
export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};
