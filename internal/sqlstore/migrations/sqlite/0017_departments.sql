-- Departments: who fixes what. Each has contact emails and a language, or
-- the Open311 endpoint of the city's own 311 system; one may be the
-- default. Routing rules send a category (optionally a type, optionally in
-- one neighbourhood) to a department. Each delivery of an approved report
-- to a department is recorded, and so is every update the department sends
-- back (through its signed link, or read from its 311 system).
CREATE TABLE departments (
    id                   TEXT PRIMARY KEY,
    name                 TEXT NOT NULL UNIQUE,
    emails               TEXT NOT NULL DEFAULT '[]',
    language             TEXT NOT NULL DEFAULT 'en',
    is_default           BOOLEAN NOT NULL DEFAULT FALSE,
    open311_url          TEXT NOT NULL DEFAULT '',
    open311_key          TEXT NOT NULL DEFAULT '',
    open311_jurisdiction TEXT NOT NULL DEFAULT '',
    open311_codes        TEXT NOT NULL DEFAULT '{}',
    created_at           TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX departments_one_default ON departments (is_default) WHERE is_default;

CREATE TABLE routing_rules (
    id              TEXT PRIMARY KEY,
    category        TEXT NOT NULL,
    type            TEXT NOT NULL DEFAULT '',
    neighborhood_id TEXT REFERENCES neighborhoods(id) ON DELETE CASCADE,
    department_id   TEXT NOT NULL REFERENCES departments(id) ON DELETE CASCADE,
    created_at      TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX routing_rules_match ON routing_rules (category, type, COALESCE(neighborhood_id, ''));

CREATE TABLE deliveries (
    id              TEXT PRIMARY KEY,
    report_id       TEXT NOT NULL REFERENCES violations(id) ON DELETE CASCADE,
    department_id   TEXT REFERENCES departments(id) ON DELETE SET NULL,
    department_name TEXT NOT NULL DEFAULT '',
    channel         TEXT NOT NULL DEFAULT '',
    state           TEXT NOT NULL CHECK (state IN ('queued','sent','failed','unrouted','not_ours')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT NOT NULL DEFAULT '',
    external_id     TEXT NOT NULL DEFAULT '',
    external_status TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL,
    sent_at         TIMESTAMP
);
CREATE INDEX deliveries_report ON deliveries (report_id, created_at);
CREATE INDEX deliveries_poll ON deliveries (channel, state) WHERE external_id <> '';

CREATE TABLE report_updates (
    id              TEXT PRIMARY KEY,
    report_id       TEXT NOT NULL REFERENCES violations(id) ON DELETE CASCADE,
    delivery_id     TEXT REFERENCES deliveries(id) ON DELETE SET NULL,
    department_name TEXT NOT NULL DEFAULT '',
    kind            TEXT NOT NULL CHECK (kind IN ('acknowledged','in_progress','fixed','not_ours')),
    note            TEXT NOT NULL DEFAULT '',
    source          TEXT NOT NULL CHECK (source IN ('link','open311')),
    created_at      TIMESTAMP NOT NULL
);
CREATE INDEX report_updates_report ON report_updates (report_id, created_at);
