-- Aggregates kept by triggers, so every write keeps them true:
-- status_counts (queue sizes without counting) and map_cells (public points
-- summed on grids at zoom levels 8–16, so the city-wide map never scans the
-- record). A level's cell is 360/2^(level+2) degrees: four cells per map tile.
CREATE TABLE status_counts (status TEXT PRIMARY KEY, n INTEGER NOT NULL);
INSERT INTO status_counts (status, n)
    SELECT s, (SELECT COUNT(*) FROM violations WHERE status = s)
    FROM (VALUES ('screening'), ('pending'), ('approved'), ('rejected')) AS v(s);

CREATE TABLE map_levels (level INTEGER PRIMARY KEY, size DOUBLE PRECISION NOT NULL);
INSERT INTO map_levels (level, size) SELECT l, 360.0 / (2 ^ (l + 2)) FROM generate_series(8, 16) AS l;

CREATE TABLE map_cells (
    level    INTEGER NOT NULL,
    cx       INTEGER NOT NULL,
    cy       INTEGER NOT NULL,
    category TEXT NOT NULL,
    resolved BOOLEAN NOT NULL,
    n        INTEGER NOT NULL,
    sum_lat  DOUBLE PRECISION NOT NULL,
    sum_lng  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (level, cx, cy, category, resolved)
);

INSERT INTO map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng)
    SELECT l.level, FLOOR((v.longitude + 180) / l.size)::int, FLOOR((v.latitude + 90) / l.size)::int, v.category, v.resolved,
           COUNT(*), SUM(v.latitude), SUM(v.longitude)
    FROM violations v, map_levels l
    WHERE v.status = 'approved' AND v.category <> 'renter-protection' AND v.latitude IS NOT NULL AND v.longitude IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5;

-- map_cells_add adds d points (±1) at lat, lng to every level.
CREATE FUNCTION map_cells_add(lat DOUBLE PRECISION, lng DOUBLE PRECISION, cat TEXT, res BOOLEAN, d INTEGER) RETURNS void AS $$
    INSERT INTO map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng)
        SELECT level, FLOOR((lng + 180) / size)::int, FLOOR((lat + 90) / size)::int, cat, res, d, d * lat, d * lng FROM map_levels
    ON CONFLICT (level, cx, cy, category, resolved) DO UPDATE
        SET n = map_cells.n + excluded.n, sum_lat = map_cells.sum_lat + excluded.sum_lat, sum_lng = map_cells.sum_lng + excluded.sum_lng;
$$ LANGUAGE sql;

CREATE FUNCTION violations_aggregates() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.status <> NEW.status) THEN
        UPDATE status_counts SET n = n - 1 WHERE status = OLD.status;
    END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD.status <> NEW.status) THEN
        UPDATE status_counts SET n = n + 1 WHERE status = NEW.status;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' AND OLD.category <> 'renter-protection'
       AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL THEN
        PERFORM map_cells_add(OLD.latitude, OLD.longitude, OLD.category, OLD.resolved, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'approved' AND NEW.category <> 'renter-protection'
       AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL THEN
        PERFORM map_cells_add(NEW.latitude, NEW.longitude, NEW.category, NEW.resolved, 1);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER violations_aggregates AFTER INSERT OR DELETE OR UPDATE OF status, resolved, category, latitude, longitude
    ON violations FOR EACH ROW EXECUTE FUNCTION violations_aggregates();
