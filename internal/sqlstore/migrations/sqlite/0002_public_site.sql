-- Investor deck requests and first-party page views (no IP, no cookie).
CREATE TABLE investor_requests (
    id           TEXT PRIMARY KEY,
    name         TEXT NOT NULL,
    email        TEXT NOT NULL,
    organization TEXT NOT NULL DEFAULT '',
    message      TEXT NOT NULL DEFAULT '',
    status       TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new','contacted','deck_sent')),
    notes        TEXT NOT NULL DEFAULT '',
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
CREATE INDEX investor_requests_created ON investor_requests (created_at);

CREATE TABLE page_views (
    id              TEXT PRIMARY KEY,
    path            TEXT NOT NULL,
    language        TEXT NOT NULL,
    referrer_domain TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL
);
CREATE INDEX page_views_created ON page_views (created_at);
