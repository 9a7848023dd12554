/**
 * Wall-clock time in an IANA time zone, with the platform's own zone data
 * (Intl, in the worker and in Node alike): what a date and time on the
 * firm's clock is as an instant, and back. No offsets are stored or guessed:
 * each is read for the instant it applies to, so a day when the clocks
 * change comes out right.
 */

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Whether the platform knows this IANA zone. */
export const isTimeZone = (timeZone: string) => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** The date and time an instant shows on a clock in `timeZone`. */
export const wallClock = (instant: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, time: `${parts.hour}:${parts.minute}`, seconds: Number(parts.second) };
};

/** Minutes the clock in `timeZone` is ahead of UTC at `instant` (60 for London in summer). */
export const offsetMinutes = (instant: Date, timeZone: string) => {
  const { date, time, seconds } = wallClock(instant, timeZone);
  const asUtc = Date.parse(`${date}T${time}:${String(seconds).padStart(2, '0')}Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
};

/**
 * The instant a clock in `timeZone` shows `date` at `time` (HH:MM); null when
 * that clock never shows it (the hour skipped when the clocks go forward). An
 * hour shown twice (the clocks going back) is its first showing.
 */
export const zonedInstant = (date: IsoDate, time: string, timeZone: string): Date | null => {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // Within a few hours of the instant sought, the clock has at most two
  // offsets (a change of the clocks); the larger gives the earlier showing.
  const near = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  const offsets = [-3, 3].map((hours) => offsetMinutes(new Date(near + hours * 3_600_000), timeZone));
  for (const offset of offsets.sort((a, b) => b - a)) {
    const instant = new Date(asUtc - offset * 60_000);
    const shown = wallClock(instant, timeZone);
    if (shown.date === date && shown.time === time) return instant;
  }
  return null;
};

/** The calendar date `days` after `date`. */
export const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether a string is a real calendar date, YYYY-MM-DD. */
export const isIsoDate = (value: string): value is IsoDate =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
