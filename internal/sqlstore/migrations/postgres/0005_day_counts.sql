-- Reports per status and UTC day, kept by a trigger: a report's place in a
-- queue is the sum of the earlier days plus a count within its own day, so
-- review navigation costs the same in a queue of fifty or fifty thousand.
CREATE TABLE status_day_counts (
    status TEXT NOT NULL,
    day    TEXT NOT NULL, -- YYYY-MM-DD, UTC
    n      INTEGER NOT NULL,
    PRIMARY KEY (status, day)
);
INSERT INTO status_day_counts (status, day, n)
    SELECT status, to_char(uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), COUNT(*) FROM violations GROUP BY 1, 2;

CREATE FUNCTION status_day_counts_apply() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.status <> NEW.status) THEN
        UPDATE status_day_counts SET n = n - 1
            WHERE status = OLD.status AND day = to_char(OLD.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD');
    END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD.status <> NEW.status) THEN
        INSERT INTO status_day_counts (status, day, n) VALUES (NEW.status, to_char(NEW.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 1)
            ON CONFLICT (status, day) DO UPDATE SET n = status_day_counts.n + 1;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER status_day_counts AFTER INSERT OR DELETE OR UPDATE OF status ON violations
    FOR EACH ROW EXECUTE FUNCTION status_day_counts_apply();
