import type { D1Database } from '@cloudflare/workers-types';
import type { Count } from '../../lib/audience';

/** The counter row's key: every dimension (migrations/0008_audience.sql). */
const KEY = 'day, path, not_found, source, utm_source, utm_medium, utm_campaign, country, device';

/** One statement: the row of the count's day and dimensions made or added to. */
const ADD = `INSERT INTO audience_daily (${KEY}, views, entries, leads, bookings)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
ON CONFLICT (${KEY}) DO UPDATE SET
  views = views + excluded.views,
  entries = entries + excluded.entries,
  leads = leads + excluded.leads,
  bookings = bookings + excluded.bookings`;

const LOST = `INSERT INTO audience_lost (day, lost) VALUES (?1, 1)
ON CONFLICT (day) DO UPDATE SET lost = lost + 1`;

/**
 * Adds a count to its day's counters: one upsert of one row, never a row per
 * view. A failure is swallowed (counting never breaks a page): the view is
 * counted as lost instead, and if that fails too, the worker's log says so.
 * Returns whether it was counted.
 */
export const addCount = async (db: D1Database, count: Count) => {
  try {
    await db
      .prepare(ADD)
      .bind(
        count.day,
        count.path,
        count.notFound ? 1 : 0,
        count.source,
        count.campaign.utm_source,
        count.campaign.utm_medium,
        count.campaign.utm_campaign,
        count.country,
        count.device,
        count.views,
        count.entries,
        count.leads,
        count.bookings,
      )
      .run();
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    try {
      await db.prepare(LOST).bind(count.day).run();
      console.warn(`Audience: a view was counted as lost (${reason}).`);
    } catch {
      console.error(`Audience: a view could not be counted, nor counted as lost (${reason}).`);
    }
    return false;
  }
};
