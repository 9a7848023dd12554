-- Calls booked on the site (src/server/booking/). A slot is taken by one
-- statement that inserts the call only where it is still free (a constraint,
-- not a read-then-write); the partial unique index below is the last word
-- should two confirmations ever reach it together.
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  -- The call, ISO 8601 in UTC.
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  -- What the call is about (optional).
  topic TEXT NOT NULL DEFAULT '',
  -- The visitor's time zone (IANA), as their browser said, or the firm's.
  time_zone TEXT NOT NULL,
  -- confirmed: the slot is theirs; cancelled: freed, kept until retention.
  status TEXT NOT NULL CHECK (status IN ('confirmed', 'cancelled')),
  -- SHA-256 of the private link's token (the link itself is never stored).
  token_hash TEXT NOT NULL UNIQUE,
  -- Raised each time the call is moved (iCalendar SEQUENCE).
  sequence INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  source_path TEXT
);
CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (starts_at) WHERE status = 'confirmed';
CREATE INDEX bookings_by_email ON bookings (email, status, starts_at);

-- The outbox carries bookings too: form_name says which form a row is, and
-- details holds a booking's own fields (JSON) beside name, email, company and
-- message (a booking's topic). Contact rows keep form_name 'contact'.
ALTER TABLE submissions ADD COLUMN form_name TEXT NOT NULL DEFAULT 'contact';
ALTER TABLE submissions ADD COLUMN details TEXT;
