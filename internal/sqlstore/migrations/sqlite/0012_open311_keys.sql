-- Open311 filing: API keys (stored as SHA-256 hashes of high-entropy
-- secrets; owners name and revoke them) and where each report came from.
CREATE TABLE api_keys (
    id           TEXT PRIMARY KEY,
    name         TEXT NOT NULL,
    prefix       TEXT NOT NULL,
    key_hash     TEXT NOT NULL UNIQUE,
    created_by   TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at   TIMESTAMP NOT NULL,
    revoked_at   TIMESTAMP,
    last_used_at TIMESTAMP
);

ALTER TABLE violations ADD COLUMN origin TEXT NOT NULL DEFAULT 'web';
ALTER TABLE violations ADD COLUMN api_key_id TEXT REFERENCES api_keys(id) ON DELETE SET NULL;
ALTER TABLE violations ADD COLUMN media_url TEXT NOT NULL DEFAULT '';
