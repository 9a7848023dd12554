-- The firm's own calendar (FIRM_CALENDAR_URL, src/server/booking/firm-calendar.ts):
-- its busy times, as last read, so that /book reads them from here rather than
-- fetch the feed for each request, and keeps the last good copy when the feed
-- cannot be read. Times only: no event's title or attendees are kept.
CREATE TABLE firm_calendar (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  -- When the feed was last read whole (ISO 8601, UTC).
  fetched_at TEXT NOT NULL,
  -- JSON: [[start, end], …] in ISO 8601 UTC, the busy times from a day before that read to the horizon.
  busy TEXT NOT NULL,
  -- When the last attempt failed, and why (NULL after a good read).
  failed_at TEXT,
  last_error TEXT
);
