-- Reports per status and UTC day, kept by triggers: a report's place in a
-- queue is the sum of the earlier days plus a count within its own day, so
-- review navigation costs the same in a queue of fifty or fifty thousand.
CREATE TABLE status_day_counts (
    status TEXT NOT NULL,
    day    TEXT NOT NULL, -- YYYY-MM-DD, UTC
    n      INTEGER NOT NULL,
    PRIMARY KEY (status, day)
);
INSERT INTO status_day_counts (status, day, n)
    SELECT status, date(uploaded_at), COUNT(*) FROM violations GROUP BY status, date(uploaded_at);

CREATE TRIGGER status_day_counts_insert AFTER INSERT ON violations BEGIN
    INSERT INTO status_day_counts (status, day, n) VALUES (NEW.status, date(NEW.uploaded_at), 1)
        ON CONFLICT (status, day) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER status_day_counts_delete AFTER DELETE ON violations BEGIN
    UPDATE status_day_counts SET n = n - 1 WHERE status = OLD.status AND day = date(OLD.uploaded_at);
END;
CREATE TRIGGER status_day_counts_update AFTER UPDATE OF status ON violations WHEN OLD.status <> NEW.status BEGIN
    UPDATE status_day_counts SET n = n - 1 WHERE status = OLD.status AND day = date(OLD.uploaded_at);
    INSERT INTO status_day_counts (status, day, n) VALUES (NEW.status, date(NEW.uploaded_at), 1)
        ON CONFLICT (status, day) DO UPDATE SET n = n + 1;
END;
