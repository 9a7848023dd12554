-- Redelivery (src/server/contact/relay.ts): D1 is the outbox, and a Cron
-- Trigger re-sends what the form endpoint did not accept.
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt
-- with the new status and columns, and every row is copied across.
CREATE TABLE submissions_next (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  -- pending: a sender holds it (claim_token) and is forwarding it since updated_at;
  -- delivered: the endpoint answered 2xx; stored: no endpoint configured, the record is the delivery;
  -- failed: forwarding failed, next try at next_attempt_at;
  -- undeliverable: every attempt failed, kept until an operator requeues it.
  delivery_status TEXT NOT NULL
    CHECK (delivery_status IN ('pending', 'delivered', 'stored', 'failed', 'undeliverable')),
  upstream_status INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  updated_at TEXT NOT NULL,
  -- When a failed submission is due again (ISO 8601, UTC); NULL otherwise.
  next_attempt_at TEXT,
  -- The sender holding a pending submission: only it may record the outcome.
  claim_token TEXT
);

-- Submissions that failed before this migration are due at once.
INSERT INTO submissions_next
  (id, created_at, name, email, company, message, delivery_status, upstream_status, attempts,
   last_error, updated_at, next_attempt_at, claim_token)
SELECT id, created_at, name, email, company, message, delivery_status, upstream_status, attempts,
  last_error, updated_at, CASE WHEN delivery_status = 'failed' THEN updated_at END, NULL
FROM submissions;

DROP TABLE submissions;
ALTER TABLE submissions_next RENAME TO submissions;

CREATE INDEX submissions_by_time ON submissions (created_at DESC);
CREATE INDEX submissions_by_status ON submissions (delivery_status, created_at);
-- A visitor's retry finds its earlier copy by email first.
CREATE INDEX submissions_by_sender ON submissions (email, created_at);
