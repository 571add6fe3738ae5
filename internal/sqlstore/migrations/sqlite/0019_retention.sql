-- Residents own their data ([5/7]): the owner's retention policy, photos
-- whose original the policy deleted, and the account that published
-- reports of deleted accounts are moved to.

-- One row (absent: the defaults, 12 and 24 months). originals_months: how
-- long the originals of published reports are kept after approval (the
-- public copy stays); closed_months: how long rejected and withdrawn
-- reports are kept, with their files.
CREATE TABLE retention_settings (
    id               INTEGER PRIMARY KEY CHECK (id = 1),
    originals_months INTEGER NOT NULL CHECK (originals_months BETWEEN 1 AND 120),
    closed_months    INTEGER NOT NULL CHECK (closed_months BETWEEN 1 AND 120),
    updated_at       TIMESTAMP NOT NULL
);

-- Set when the original file was deleted (retention, or its reporter's
-- account deleted): only the public copy and thumbnail remain.
ALTER TABLE report_photos ADD COLUMN original_deleted_at TIMESTAMP;
CREATE INDEX report_photos_original_kept ON report_photos (report_id) WHERE original_deleted_at IS NULL;

-- The tombstone: the reporter of every published report whose account was
-- deleted. Disabled, no password, no name, no role; lists leave it out.
INSERT INTO users (id, email, password_hash, disabled, created_at, password_changed_at, email_confirmed_at)
    VALUES ('00000000-0000-0000-0000-000000000000', 'deleted-account@vecino.invalid', '!', TRUE,
        '2000-01-01 00:00:00', '2000-01-01 00:00:00', NULL);
INSERT INTO profiles (id, first_name, last_name, full_name, search_name, preferred_language, updated_at)
    VALUES ('00000000-0000-0000-0000-000000000000', '', '', '', '', 'en', '2000-01-01 00:00:00');
