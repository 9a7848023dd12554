-- Where each lead came from: the path of the page the visitor was on before
-- the contact page (same origin only, validated: src/lib/source-path.ts).
-- Stored and shown to the operator; never forwarded.
ALTER TABLE submissions ADD COLUMN source_path TEXT;
