import { availability } from '../../content/availability';
import type { Interval } from '../../lib/availability';
import type { Fetch } from '../outbound';
import { type FirmCalendarEnv, firmBusyTimes } from './firm-calendar';
import { bookedIntervals } from './store';

/** What the free times are computed without: the confirmed calls in D1 and the firm's own busy times. */
export type TakenTimes = { booked: Interval[]; busy: Interval[] };

/**
 * The taken times at `now`, read together; null when the firm's calendar is
 * set and was never read (no time can be vouched for). Throws when D1 fails.
 * What /book, a call's page, its cache key, booking and moving all read.
 */
export const takenTimes = async (
  env: FirmCalendarEnv,
  now: Date,
  { fetchImpl }: { fetchImpl?: Fetch } = {},
): Promise<TakenTimes | null> => {
  const [booked, busy] = await Promise.all([
    bookedIntervals(env.DB, now, availability.timeZone),
    firmBusyTimes(env, now, { fetchImpl }),
  ]);
  return busy === null ? null : { booked, busy };
};
