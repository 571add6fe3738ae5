-- Token buckets shared by every instance on this database (internal/ratelimit).
-- UNLOGGED: a crash may reset the limits, which is harmless, and writes skip the WAL.
CREATE UNLOGGED TABLE rate_limits (
    key        TEXT PRIMARY KEY,
    tokens     DOUBLE PRECISION NOT NULL,
    allowed    BOOLEAN NOT NULL,           -- the outcome of the last take
    updated_at TIMESTAMPTZ NOT NULL,
    full_at    TIMESTAMPTZ NOT NULL        -- surely full again by then: safe to delete
);
CREATE INDEX rate_limits_full_at ON rate_limits (full_at);
