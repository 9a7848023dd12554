// The firm's own calendar: the busy times of its iCalendar feed
// (FIRM_CALENDAR_URL, the "secret address" Google Calendar and Outlook
// publish) are taken out of the free times. The feed is read at most once per
// FIRM_CALENDAR_REFRESH_SECONDS, not per request: its busy times are kept in
// D1 (times only), and a feed that cannot be read leaves the last good copy in
// use. With no copy at all, the site cannot vouch for any time, and says so.
import type { D1Database } from '@cloudflare/workers-types';
import { availability } from '../../content/availability';
import type { Interval } from '../../lib/availability';
import { busyIntervals } from '../../lib/busy-times';
import { type Address, addressOf, type Fetch, requestTo } from '../outbound';

/** How long a read of the feed stands, by default: minutes, not per request. */
export const DEFAULT_REFRESH_SECONDS = 300;
/** The feed must answer within this, or the last copy is used: a slow calendar never holds up /book. */
const FEED_TIMEOUT_MS = 3000;
/** A feed larger than this is not read (a calendar of many years' events is still far smaller). */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export type FirmCalendarEnv = {
  DB: D1Database;
  FIRM_CALENDAR_URL?: string;
  FIRM_CALENDAR_REFRESH_SECONDS?: string;
};

type Stored = { fetched_at: string; busy: string; failed_at: string | null };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const toIntervals = (json: string): Interval[] =>
  (JSON.parse(json) as [string, string][]).map(([start, end]) => ({
    start: new Date(start),
    end: new Date(end),
  }));

const refreshSecondsOf = (value: string | undefined) => {
  const seconds = Number(value);
  return value !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_REFRESH_SECONDS;
};

/** Reads the feed: its busy times from a day before `now` to the horizon, or why not. */
const readFeed = async (url: Address<'FIRM_CALENDAR_URL'>, now: Date, fetchImpl?: Fetch) => {
  const response = await requestTo(
    url,
    {
      headers: { accept: 'text/calendar' },
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
      redirect: 'follow',
    },
    fetchImpl,
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the feed answered ${response.status}`);
  }
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new Error(`the feed is over ${MAX_FEED_BYTES} bytes`);
  return busyIntervals(text, {
    from: new Date(now.getTime() - 86_400_000),
    to: new Date(now.getTime() + (availability.horizonDays + 1) * 86_400_000),
    timeZone: availability.timeZone,
  });
};

/**
 * The firm's busy times now: [] when no feed is set; null when one is set and
 * has never been read (no time can be vouched for). A read older than the
 * refresh period is renewed first; if that fails, the last copy stands.
 */
export const firmBusyTimes = async (
  env: FirmCalendarEnv,
  now: Date,
  { fetchImpl }: { fetchImpl?: Fetch } = {},
): Promise<Interval[] | null> => {
  const url = addressOf(env, 'FIRM_CALENDAR_URL');
  if (!url) return [];
  const stored = await env.DB.prepare(
    'SELECT fetched_at, busy, failed_at FROM firm_calendar WHERE id = 1',
  ).first<Stored>();
  const refreshMs = refreshSecondsOf(env.FIRM_CALENDAR_REFRESH_SECONDS) * 1000;
  // Read within the period, or failed within it: the copy stands (a feed that is down is not asked at every view).
  const lastTry = Math.max(...[stored?.fetched_at, stored?.failed_at].map((at) => (at ? Date.parse(at) : 0)));
  if (stored && now.getTime() - lastTry < refreshMs) return toIntervals(stored.busy);
  try {
    const busy = await readFeed(url, now, fetchImpl);
    const json = JSON.stringify(busy.map(({ start, end }) => [start.toISOString(), end.toISOString()]));
    await env.DB.prepare(
      `INSERT INTO firm_calendar (id, fetched_at, busy) VALUES (1, ?1, ?2)
       ON CONFLICT (id) DO UPDATE SET fetched_at = ?1, busy = ?2, failed_at = NULL, last_error = NULL`,
    )
      .bind(now.toISOString(), json)
      .run();
    return busy;
  } catch (error) {
    // Logged without the address: it is a secret.
    console.warn(
      `Booking: the firm's calendar feed could not be read (${reason(error)}); ${stored ? `its copy of ${stored.fetched_at} stands` : 'there is no copy, so no time is offered'}.`,
    );
    await env.DB.prepare(`UPDATE firm_calendar SET failed_at = ?1, last_error = ?2 WHERE id = 1`)
      .bind(now.toISOString(), reason(error).slice(0, 500))
      .run()
      .catch(() => undefined);
    return stored ? toIntervals(stored.busy) : null;
  }
};
