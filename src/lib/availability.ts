import {
  addDays,
  type IsoDate,
  isIsoDate,
  isTimeZone,
  offsetMinutes,
  wallClock,
  weekdayOf,
  zonedInstant,
} from './zoned-time';

/**
 * When the firm takes calls (src/content/availability.ts), and the free times
 * that leaves: computed for each request from this configuration minus the
 * calls already booked and the firm's own busy times. Pure: the worker gives
 * it the clock, the bookings in D1 and the busy times of the firm's calendar.
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours of a day, on the firm's clock: [opens, closes], each HH:MM. */
export type OpeningHours = readonly (readonly [string, string])[];

export type Availability = {
  /** The firm's time zone, IANA ("Europe/London"): its hours and dates are on this clock. */
  timeZone: string;
  /** Each weekday's opening hours; an empty list: closed. */
  hours: Readonly<Record<Weekday, OpeningHours>>;
  /** How long a call is. */
  callMinutes: number;
  /** Kept free before and after each call (and each busy time of the firm's calendar). */
  bufferMinutes: number;
  /** How soon a call can start, at the earliest, after it is booked. */
  minimumNoticeMinutes: number;
  /** How many days ahead, today included, a call can be booked. */
  horizonDays: number;
  /** Days the firm takes no calls, on its clock (YYYY-MM-DD). */
  closedDates: readonly IsoDate[];
  /** At most this many calls on one day. */
  maxCallsPerDay: number;
  /** At most this many upcoming calls for one email address. */
  maxCallsPerEmail: number;
};

/** A stretch of time, from `start` up to (not including) `end`. */
export type Interval = { start: Date; end: Date };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** A whole number from `min` to `max`. */
const wholeBetween = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * Every problem with a configuration, each naming the setting and its value;
 * none: it can be used. The build stops on any (scripts/build/availability-check.mjs).
 */
export const availabilityProblems = (config: Availability): string[] => {
  const problems: string[] = [];
  const at = (path: string, value: unknown, what: string) =>
    problems.push(`availability.${path} is ${JSON.stringify(value)}: ${what}`);
  if (!isTimeZone(config.timeZone))
    at('timeZone', config.timeZone, 'not an IANA time zone, such as "Europe/London"');
  const numbers = [
    ['callMinutes', config.callMinutes, 5, 240],
    ['bufferMinutes', config.bufferMinutes, 0, 240],
    ['minimumNoticeMinutes', config.minimumNoticeMinutes, 0, 60 * 24 * 30],
    ['horizonDays', config.horizonDays, 1, 365],
    ['maxCallsPerDay', config.maxCallsPerDay, 1, 100],
    ['maxCallsPerEmail', config.maxCallsPerEmail, 1, 20],
  ] as const;
  for (const [name, value, min, max] of numbers)
    if (!wholeBetween(value, min, max)) at(name, value, `must be a whole number from ${min} to ${max}`);
  for (const day of WEEKDAYS) {
    let lastClose = -1;
    for (const [index, [opens, closes]] of (config.hours[day] ?? []).entries()) {
      const path = `hours.${day}[${index}]`;
      if (!TIME.test(opens) || !TIME.test(closes)) {
        at(path, [opens, closes], 'times must be HH:MM, 00:00 to 23:59');
      } else if (minutesOf(closes) - minutesOf(opens) < config.callMinutes) {
        at(path, [opens, closes], `must be open at least one call long (${config.callMinutes} minutes)`);
      } else {
        if (minutesOf(opens) < lastClose)
          at(path, [opens, closes], 'overlaps or comes before the hours listed before it');
        lastClose = minutesOf(closes);
      }
    }
  }
  if (WEEKDAYS.every((day) => (config.hours[day] ?? []).length === 0))
    at('hours', config.hours, 'no day has opening hours: no call could ever be booked');
  config.closedDates.forEach((date, index) => {
    if (!isIsoDate(date)) at(`closedDates[${index}]`, date, 'not a date, YYYY-MM-DD');
  });
  return problems;
};

/** A day on the firm's clock with the times a call can start on it. */
export type FreeDay = { date: IsoDate; slots: Date[] };

/** Each day's steady offset, read once per zone and date: a zone's rules do not change while the worker runs. */
const steadyOffsets = new Map<string, number | null>();

/**
 * The zone's offset on `date` when its clocks do not change on it (the same
 * from well before the day to well after it, whatever the zone); null on a
 * day they change.
 */
const steadyOffset = (date: IsoDate, timeZone: string) => {
  const key = `${timeZone} ${date}`;
  let offset = steadyOffsets.get(key);
  if (offset === undefined) {
    const midnight = Date.parse(`${date}T00:00:00Z`);
    const before = offsetMinutes(new Date(midnight - 15 * 3_600_000), timeZone);
    offset = before === offsetMinutes(new Date(midnight + 39 * 3_600_000), timeZone) ? before : null;
    if (steadyOffsets.size > 4096) steadyOffsets.clear();
    steadyOffsets.set(key, offset);
  }
  return offset;
};

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * The days from today (on the firm's clock) to the horizon, each with the
 * times a call can start: within its opening hours, at least the minimum
 * notice from `now`, clear by the buffer of every booked call and busy time,
 * on a day not closed and not already holding its most calls. Days without a
 * free time are left out. Slots follow each other a call and a buffer apart
 * from the opening time; an hour the clocks skip has none, and a time that
 * would start within the buffer of the last one offered (just after that
 * hour, or where two openings meet) is left out: any two times offered
 * together can both be booked.
 */
export const freeDays = (
  config: Availability,
  now: Date,
  booked: readonly Interval[],
  busy: readonly Interval[] = [],
): FreeDay[] => {
  const { timeZone, callMinutes, bufferMinutes } = config;
  const earliest = now.getTime() + config.minimumNoticeMinutes * 60_000;
  const buffer = bufferMinutes * 60_000;
  const taken = [...booked, ...busy].map(({ start, end }) => ({
    start: new Date(start.getTime() - buffer),
    end: new Date(end.getTime() + buffer),
  }));
  const closed = new Set(config.closedDates);
  const today = wallClock(now, timeZone).date;
  // Each booked call's date on the firm's clock, read once (a clock read is the costly part).
  const bookedDates = booked.map((call) => wallClock(call.start, timeZone).date);
  const days: FreeDay[] = [];
  for (let offset = 0; offset < config.horizonDays; offset += 1) {
    const date = addDays(today, offset);
    if (closed.has(date)) continue;
    const callsThatDay = bookedDates.filter((bookedDate) => bookedDate === date).length;
    if (callsThatDay >= config.maxCallsPerDay) continue;
    // A day the clocks do not change: a time of it is the date's UTC time less its one offset.
    // On a day they change, each time is read from the zone's rules.
    const steadyMinutes = steadyOffset(date, timeZone);
    const steady = steadyMinutes !== null;
    const instantAt = (time: string) =>
      steadyMinutes !== null
        ? new Date(Date.parse(`${date}T${time}:00Z`) - steadyMinutes * 60_000)
        : zonedInstant(date, time, timeZone);
    const slots: Date[] = [];
    // The earliest the next time may start: the last one offered's end and the buffer. The clock's
    // steps are not always time's (the hour skipped when the clocks go forward), and two openings
    // that meet are not a buffer apart.
    let clearFrom = Number.NEGATIVE_INFINITY;
    for (const [opens, closes] of config.hours[WEEKDAYS[weekdayOf(date)] ?? 'sun'] ?? []) {
      for (
        let minute = minutesOf(opens);
        minute + callMinutes <= minutesOf(closes);
        minute += callMinutes + bufferMinutes
      ) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const start = instantAt(time);
        if (!start || start.getTime() < Math.max(earliest, clearFrom)) continue;
        const call = { start, end: new Date(start.getTime() + callMinutes * 60_000) };
        // The end on the firm's clock: a call the clocks going forward would stretch past closing is not offered.
        if (!steady) {
          const ends = wallClock(call.end, timeZone);
          if (ends.date !== date || minutesOf(ends.time) > minutesOf(closes)) continue;
        }
        if (taken.some((interval) => overlaps(call, interval))) continue;
        slots.push(start);
        clearFrom = call.end.getTime() + buffer;
      }
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
};

/** Whether `start` is one of the free times now: how the worker checks a requested slot before taking it. */
export const isFreeSlot = (
  config: Availability,
  now: Date,
  booked: readonly Interval[],
  busy: readonly Interval[],
  start: Date,
) =>
  freeDays(config, now, booked, busy).some((day) =>
    day.slots.some((slot) => slot.getTime() === start.getTime()),
  );
