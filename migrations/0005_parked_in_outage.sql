-- The outage a lead became undeliverable in (the endpoint's failing_since at
-- that moment, src/server/contact/endpoint-health.ts): when that outage ends,
-- the lead is queued again, once. NULL for a lead refused for itself (a 4xx
-- that names the lead, which the endpoint's recovery does not cure), for one
-- made undeliverable by hand, and once it has been queued again.
ALTER TABLE submissions ADD COLUMN parked_in_outage TEXT;
