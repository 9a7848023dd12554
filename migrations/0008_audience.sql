-- Audience figures (src/server/audience/): daily counters, never a row per
-- view. A view adds one to the one row of its day and dimensions (one upsert);
-- nothing here names or tells apart a visitor: no address, no user agent, no
-- identifier. Kept 25 months, then deleted by the relay (src/lib/retention.ts).
CREATE TABLE audience_daily (
  -- The day, YYYY-MM-DD in UTC.
  day TEXT NOT NULL,
  -- The page's address ('/insights'); a private address as its pattern.
  path TEXT NOT NULL,
  -- 1: the 404 page, shown at this address (a broken link).
  not_found INTEGER NOT NULL DEFAULT 0 CHECK (not_found IN (0, 1)),
  -- The referrer's host ('linkedin.com'), 'direct', 'internal' (this site) or 'unknown' (no script).
  source TEXT NOT NULL,
  -- The address's utm_source, utm_medium and utm_campaign, '' when absent.
  utm_source TEXT NOT NULL DEFAULT '',
  utm_medium TEXT NOT NULL DEFAULT '',
  utm_campaign TEXT NOT NULL DEFAULT '',
  -- Cloudflare's country code ('GB'), '' when unknown.
  country TEXT NOT NULL DEFAULT '',
  -- From the user agent, which is then dropped.
  device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  views INTEGER NOT NULL DEFAULT 0,
  -- Views from outside this site: each stands for a visit.
  entries INTEGER NOT NULL DEFAULT 0,
  -- Messages and booked calls sent in a visit that entered here, from this
  -- source and campaign (the browser remembers its entry, not the server).
  leads INTEGER NOT NULL DEFAULT 0,
  bookings INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path, not_found, source, utm_source, utm_medium, utm_campaign, country, device)
) WITHOUT ROWID;

-- Views the worker received and could not count (D1 refused the upsert).
CREATE TABLE audience_lost (
  day TEXT PRIMARY KEY,
  lost INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
