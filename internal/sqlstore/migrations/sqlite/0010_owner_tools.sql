-- Owner tools: neighbourhoods with boundaries and their assignment job, the
-- aggregates analytics reads (kept by triggers), and photo edits.

-- A neighbourhood's boundary is a GeoJSON Polygon or MultiPolygon ('' when
-- none is set yet); reports point to it by violations.neighborhood_id.
CREATE TABLE neighborhoods (
    id         TEXT PRIMARY KEY,
    name_en    TEXT NOT NULL UNIQUE,
    name_es    TEXT NOT NULL,
    geometry   TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX violations_neighborhood ON violations (neighborhood_id, status);

-- The one re-assignment job (id 1): its progress, readable by every instance.
CREATE TABLE neighborhood_jobs (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    state       TEXT NOT NULL CHECK (state IN ('running','done','failed')),
    done        INTEGER NOT NULL,
    total       INTEGER NOT NULL,
    changed     INTEGER NOT NULL,
    started_at  TIMESTAMP NOT NULL,
    finished_at TIMESTAMP
);

-- Reports per UTC filing day, status, category and neighbourhood ('' for
-- none): analytics sums a date range of it instead of scanning reports.
CREATE TABLE report_day_counts (
    day          TEXT NOT NULL,
    status       TEXT NOT NULL,
    category     TEXT NOT NULL,
    neighborhood TEXT NOT NULL,
    n            INTEGER NOT NULL,
    PRIMARY KEY (day, status, category, neighborhood)
);
INSERT INTO report_day_counts (day, status, category, neighborhood, n)
    SELECT date(uploaded_at), status, category, COALESCE(neighborhood_id, ''), COUNT(*) FROM violations GROUP BY 1, 2, 3, 4;

CREATE TRIGGER report_day_counts_insert AFTER INSERT ON violations BEGIN
    INSERT INTO report_day_counts (day, status, category, neighborhood, n)
        VALUES (date(NEW.uploaded_at), NEW.status, NEW.category, COALESCE(NEW.neighborhood_id, ''), 1)
        ON CONFLICT (day, status, category, neighborhood) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER report_day_counts_delete AFTER DELETE ON violations BEGIN
    UPDATE report_day_counts SET n = n - 1 WHERE day = date(OLD.uploaded_at) AND status = OLD.status
        AND category = OLD.category AND neighborhood = COALESCE(OLD.neighborhood_id, '');
END;
CREATE TRIGGER report_day_counts_update AFTER UPDATE OF status, category, neighborhood_id ON violations
WHEN OLD.status <> NEW.status OR OLD.category <> NEW.category OR COALESCE(OLD.neighborhood_id, '') <> COALESCE(NEW.neighborhood_id, '') BEGIN
    UPDATE report_day_counts SET n = n - 1 WHERE day = date(OLD.uploaded_at) AND status = OLD.status
        AND category = OLD.category AND neighborhood = COALESCE(OLD.neighborhood_id, '');
    INSERT INTO report_day_counts (day, status, category, neighborhood, n)
        VALUES (date(NEW.uploaded_at), NEW.status, NEW.category, COALESCE(NEW.neighborhood_id, ''), 1)
        ON CONFLICT (day, status, category, neighborhood) DO UPDATE SET n = n + 1;
END;

-- Review times as histograms per UTC day and stage ('screening': filed or
-- sent back → screened; 'pending': screened → approved or rejected). Bucket
-- b holds waits of m minutes with floor(ln(1 + m) * 10) = b, so a median or
-- p90 read from it is within about 5% of the exact value.
CREATE TABLE review_time_buckets (
    day    TEXT NOT NULL,
    stage  TEXT NOT NULL,
    bucket INTEGER NOT NULL,
    n      INTEGER NOT NULL,
    PRIMARY KEY (day, stage, bucket)
);
INSERT INTO review_time_buckets (day, stage, bucket, n)
    SELECT day, stage, bucket, COUNT(*) FROM (
        SELECT date(e.created_at) AS day, e.from_status AS stage,
            CAST(ln(1 + max(0, (julianday(e.created_at) - julianday((SELECT p.created_at FROM report_events p
                WHERE p.report_id = e.report_id AND p.to_status = e.from_status AND p.id <> e.id AND p.created_at <= e.created_at
                ORDER BY p.created_at DESC LIMIT 1))) * 1440)) * 10 AS INTEGER) AS bucket
        FROM report_events e
        WHERE (e.from_status = 'screening' AND e.to_status <> 'screening') OR (e.from_status = 'pending' AND e.to_status IN ('approved', 'rejected'))
    ) WHERE bucket IS NOT NULL GROUP BY 1, 2, 3;

CREATE TRIGGER review_time_buckets_insert AFTER INSERT ON report_events
WHEN (NEW.from_status = 'screening' AND NEW.to_status <> 'screening') OR (NEW.from_status = 'pending' AND NEW.to_status IN ('approved', 'rejected')) BEGIN
    INSERT INTO review_time_buckets (day, stage, bucket, n)
        SELECT date(NEW.created_at), NEW.from_status,
            CAST(ln(1 + max(0, (julianday(NEW.created_at) - julianday(p.created_at)) * 1440)) * 10 AS INTEGER), 1
        FROM (SELECT created_at FROM report_events WHERE report_id = NEW.report_id AND to_status = NEW.from_status
            AND id <> NEW.id AND created_at <= NEW.created_at ORDER BY created_at DESC LIMIT 1) p WHERE true
        ON CONFLICT (day, stage, bucket) DO UPDATE SET n = n + 1;
END;

CREATE INDEX users_created ON users (created_at);

-- Every change to a photo's public copy: the automatic one made at filing
-- (actor NULL; the faces found and the detector that found them) and each
-- staff edit or revert. The newest row is what the public copy shows; the
-- original file is never changed.
CREATE TABLE photo_edits (
    id         TEXT PRIMARY KEY,
    photo_id   TEXT NOT NULL REFERENCES report_photos(id) ON DELETE CASCADE,
    actor_id   TEXT REFERENCES users(id) ON DELETE SET NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('auto','edit','revert')),
    operations TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX photo_edits_photo ON photo_edits (photo_id, created_at);
