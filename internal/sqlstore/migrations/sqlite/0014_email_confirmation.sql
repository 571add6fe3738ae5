-- Email confirmation before the first sign-in ([8/9] item 10). Accounts that
-- existed before this migration count as confirmed.
ALTER TABLE users ADD COLUMN email_confirmed_at TIMESTAMP;
UPDATE users SET email_confirmed_at = created_at;

-- One live confirmation link per user: a new one replaces the old.
CREATE TABLE email_confirmations (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX email_confirmations_user ON email_confirmations (user_id);
