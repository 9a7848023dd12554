-- Every contact-form message the site accepts, written before any attempt to
-- forward it, so no lead is lost when the form endpoint is down.
CREATE TABLE submissions (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  -- pending: stored, forwarding not finished; delivered: the endpoint answered 2xx;
  -- stored: no endpoint configured, the record is the delivery; failed: forwarding failed.
  delivery_status TEXT NOT NULL CHECK (delivery_status IN ('pending', 'delivered', 'stored', 'failed')),
  upstream_status INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  updated_at TEXT NOT NULL
);

CREATE INDEX submissions_by_time ON submissions (created_at DESC);
CREATE INDEX submissions_by_status ON submissions (delivery_status, created_at DESC);
