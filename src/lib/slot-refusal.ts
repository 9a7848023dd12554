import { type Availability, type Interval, isFreeSlot } from './availability';
import { wallClock } from './zoned-time';

/**
 * Why a time asked for is not free, in the terms a visitor is told
 * (src/content/booking.ts `answers.refused`):
 * - `taken`: a call or the firm's own calendar holds it (or its buffer);
 * - `full`: its day already holds the most calls the firm takes;
 * - `passed`: it was offered, but is now too soon or gone;
 * - `not-offered`: it never was (outside the hours, off the grid, a closed day, beyond the horizon).
 */
export type SlotRefusal = 'taken' | 'full' | 'passed' | 'not-offered';

/** Why `start` cannot be booked now; null when it can. */
export const slotRefusal = (
  config: Availability,
  now: Date,
  booked: readonly Interval[],
  busy: readonly Interval[],
  start: Date,
): SlotRefusal | null => {
  if (isFreeSlot(config, now, booked, busy, start)) return null;
  // The firm's hours offer it, from `from` on, with nothing booked and no notice to keep.
  const onGrid = (from: Date) =>
    isFreeSlot(
      { ...config, minimumNoticeMinutes: 0, maxCallsPerDay: Number.POSITIVE_INFINITY },
      from,
      [],
      [],
      start,
    );
  // Gone: it was offered until it began. Not yet offered (beyond the horizon) or never: not offered.
  if (!onGrid(now))
    return start <= now && onGrid(new Date(start.getTime() - 60_000)) ? 'passed' : 'not-offered';
  if (start.getTime() < now.getTime() + config.minimumNoticeMinutes * 60_000) return 'passed';
  const day = wallClock(start, config.timeZone).date;
  const callsThatDay = booked.filter((call) => wallClock(call.start, config.timeZone).date === day).length;
  return callsThatDay >= config.maxCallsPerDay ? 'full' : 'taken';
};
