-- Accounts, roles, languages, flags, sessions and reports (docs/PRODUCT.md §1, §3–§9).
CREATE TABLE users (
    id                  TEXT PRIMARY KEY,
    email               TEXT NOT NULL UNIQUE,
    password_hash       TEXT NOT NULL,
    disabled            BOOLEAN NOT NULL DEFAULT FALSE,
    created_at          TIMESTAMP NOT NULL,
    password_changed_at TIMESTAMP NOT NULL
);

CREATE TABLE profiles (
    id                 TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    first_name         TEXT NOT NULL DEFAULT '',
    last_name          TEXT NOT NULL DEFAULT '',
    full_name          TEXT NOT NULL DEFAULT '',
    preferred_language TEXT NOT NULL DEFAULT 'en',
    updated_at         TIMESTAMP NOT NULL
);

CREATE TABLE user_roles (
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role       TEXT NOT NULL CHECK (role IN ('reporter','reporter_admin','reviewer','reviewer_admin','owner')),
    granted_by TEXT REFERENCES users(id) ON DELETE SET NULL,
    granted_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, role)
);

CREATE TABLE role_audit (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role       TEXT NOT NULL,
    action     TEXT NOT NULL CHECK (action IN ('grant','revoke')),
    actor_id   TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX role_audit_user ON role_audit (user_id, created_at);

CREATE TABLE supported_languages (
    language_code TEXT PRIMARY KEY,
    language_name TEXT NOT NULL,
    native_name   TEXT NOT NULL,
    is_active     BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE feature_flags (
    flag_id     TEXT PRIMARY KEY,
    description TEXT NOT NULL DEFAULT '',
    enabled     BOOLEAN NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);

CREATE TABLE role_feature_flags (
    flag_id TEXT NOT NULL REFERENCES feature_flags(flag_id) ON DELETE CASCADE,
    role    TEXT NOT NULL CHECK (role IN ('reporter','reporter_admin','reviewer','reviewer_admin','owner')),
    enabled BOOLEAN NOT NULL,
    PRIMARY KEY (flag_id, role)
);

-- One row per refresh token; a family is one sign-in and its rotations.
CREATE TABLE sessions (
    id          TEXT PRIMARY KEY,
    family_id   TEXT NOT NULL,
    user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash  TEXT NOT NULL UNIQUE,
    persistent  BOOLEAN NOT NULL,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    rotated_at  TIMESTAMP,
    revoked_at  TIMESTAMP
);
CREATE INDEX sessions_family ON sessions (family_id);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX password_resets_user ON password_resets (user_id);

CREATE TABLE violations (
    id               TEXT PRIMARY KEY,
    reporter_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    category         TEXT NOT NULL,
    type             TEXT NOT NULL DEFAULT '',
    status           TEXT NOT NULL CHECK (status IN ('screening','pending','approved','rejected')),
    description      TEXT NOT NULL,
    latitude         REAL,
    longitude        REAL,
    address          TEXT NOT NULL DEFAULT '',
    occurred_at      TIMESTAMP,
    uploaded_at      TIMESTAMP NOT NULL,
    license_plate    TEXT NOT NULL DEFAULT '',
    building_address TEXT NOT NULL DEFAULT '',
    unit             TEXT NOT NULL DEFAULT '',
    landlord_name    TEXT NOT NULL DEFAULT '',
    started_at       TIMESTAMP,
    neighborhood_id  TEXT,
    resolved         BOOLEAN NOT NULL DEFAULT FALSE,
    resolved_note    TEXT NOT NULL DEFAULT '',
    resolved_at      TIMESTAMP,
    rejection_code   TEXT NOT NULL DEFAULT '',
    rejection_note   TEXT NOT NULL DEFAULT '',
    updated_at       TIMESTAMP NOT NULL
);
CREATE INDEX violations_status_uploaded ON violations (status, uploaded_at, id);
CREATE INDEX violations_reporter ON violations (reporter_id, uploaded_at);

CREATE TABLE report_photos (
    id           TEXT PRIMARY KEY,
    report_id    TEXT NOT NULL REFERENCES violations(id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    content_type TEXT NOT NULL,
    original_key TEXT NOT NULL,
    public_key   TEXT NOT NULL DEFAULT '',
    thumb_key    TEXT NOT NULL DEFAULT '',
    width        INTEGER NOT NULL DEFAULT 0,
    height       INTEGER NOT NULL DEFAULT 0,
    size_bytes   INTEGER NOT NULL,
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX report_photos_report ON report_photos (report_id, position);

CREATE TABLE report_events (
    id          TEXT PRIMARY KEY,
    report_id   TEXT NOT NULL REFERENCES violations(id) ON DELETE CASCADE,
    actor_id    TEXT REFERENCES users(id) ON DELETE SET NULL,
    from_status TEXT,
    to_status   TEXT NOT NULL,
    reason_code TEXT NOT NULL DEFAULT '',
    note        TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX report_events_report ON report_events (report_id, created_at);
