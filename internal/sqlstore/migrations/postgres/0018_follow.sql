-- Follow, area alerts, "is it fixed?" and public search ([2/7]).

-- search_text is a report's description and address folded for search
-- (lower case, accents removed: searchFold) and cut into words, each after a
-- space; report_words holds the same words, one row each, for the searches
-- whose rarest word is rare (sqlstore/search.go). The store writes both on
-- every create and edit. Rows that predate them are NULL until the store
-- fills them (Migrate does, right after the migrations run, in batches).
ALTER TABLE violations ADD COLUMN search_text TEXT;
CREATE TABLE report_words (
    word      TEXT COLLATE "C" NOT NULL,
    report_id TEXT NOT NULL REFERENCES violations(id) ON DELETE CASCADE,
    PRIMARY KEY (word, report_id)
);
CREATE INDEX report_words_report ON report_words (report_id);

-- approved_at is when the report last became approved (the digest's and
-- the "is it fixed?" question's clock); fixed_asked_at when its reporter was
-- asked whether it is fixed (once per report).
ALTER TABLE violations ADD COLUMN approved_at TIMESTAMPTZ;
ALTER TABLE violations ADD COLUMN fixed_asked_at TIMESTAMPTZ;
UPDATE violations SET approved_at = COALESCE((SELECT MAX(e.created_at) FROM report_events e WHERE e.report_id = violations.id
    AND e.to_status = 'approved' AND (e.from_status IS NULL OR e.from_status <> 'approved')), updated_at)
    WHERE status = 'approved';
CREATE FUNCTION violations_approved_at() RETURNS trigger AS $$
BEGIN
    IF NEW.status = 'approved' AND (TG_OP = 'INSERT' OR OLD.status <> 'approved') THEN
        NEW.approved_at := COALESCE(CASE WHEN TG_OP = 'INSERT' THEN NEW.approved_at END, NEW.updated_at);
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER violations_approved_at BEFORE INSERT OR UPDATE OF status ON violations
    FOR EACH ROW EXECUTE FUNCTION violations_approved_at();
CREATE INDEX violations_approved_at ON violations (approved_at, id) WHERE status = 'approved';
CREATE INDEX violations_fixed_due ON violations (approved_at)
    WHERE status = 'approved' AND resolved = FALSE AND fixed_asked_at IS NULL;

-- A subscription: to one report's news (kind 'report', target the report's
-- id) or to a daily digest of newly approved reports in an area (kind
-- 'area', target a neighbourhood's id or '' for the whole city). The
-- subscriber is a user ('u:' + id) or an email address ('e:' + address,
-- active once confirmed_at is set). digest_at/digest_id is the digest's
-- cursor: the (approved_at, id) of the last report sent; digest_run_at when
-- the digest last looked.
CREATE TABLE subscriptions (
    id             TEXT PRIMARY KEY,
    kind           TEXT NOT NULL CHECK (kind IN ('report','area')),
    target         TEXT NOT NULL,
    subscriber     TEXT NOT NULL,
    user_id        TEXT REFERENCES users(id) ON DELETE CASCADE,
    email          TEXT NOT NULL DEFAULT '',
    language       TEXT NOT NULL DEFAULT 'en',
    created_at     TIMESTAMPTZ NOT NULL,
    confirmed_at   TIMESTAMPTZ,
    digest_at      TIMESTAMPTZ,
    digest_id      TEXT NOT NULL DEFAULT '',
    digest_run_at  TIMESTAMPTZ,
    UNIQUE (kind, target, subscriber)
);
CREATE INDEX subscriptions_user ON subscriptions (user_id);
CREATE INDEX subscriptions_email ON subscriptions (email);
CREATE INDEX subscriptions_area ON subscriptions (kind, digest_run_at);

-- sent_notices keeps the idempotency keys of follower emails: a key is
-- added in the transaction that queues its email, so a retry never sends
-- twice.
CREATE TABLE sent_notices (
    key        TEXT PRIMARY KEY,
    created_at TIMESTAMPTZ NOT NULL
);
