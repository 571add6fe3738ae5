-- A key the reporter's browser chose for one filing (the Idempotency-Key
-- header): a report sent again after a lost answer, or from the offline
-- queue twice, is stored once.
ALTER TABLE violations ADD COLUMN client_key TEXT;
CREATE UNIQUE INDEX violations_client_key ON violations (reporter_id, client_key) WHERE client_key IS NOT NULL;
