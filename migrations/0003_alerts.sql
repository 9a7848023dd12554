-- Alerts for the operator (src/server/contact/alerts.ts): the relay queues
-- them here and posts them to ALERT_WEBHOOK_URL, again at every run until one
-- is accepted. An id says what an alert is about, so each is queued once.
CREATE TABLE alerts (
  -- undeliverable:<submission id>:<attempts>, outage:<failing since>, recovery:<failing since>
  id TEXT PRIMARY KEY,
  -- No personal data: ids, ages, counts and errors only.
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX alerts_unsent ON alerts (sent_at, created_at);

-- The form endpoint as the relay has found it: one row.
CREATE TABLE endpoint_health (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  -- When the current outage began (the first run whose every attempt failed); NULL while it answers.
  failing_since TEXT,
  -- Whether this outage's alert is queued (so it is one message, and a recovery follows).
  outage_alerted INTEGER NOT NULL DEFAULT 0
);
INSERT INTO endpoint_health (id) VALUES (1);
