-- Aggregates kept by triggers, so every write keeps them true:
-- status_counts (queue sizes without counting) and map_cells (public points
-- summed on grids at zoom levels 8–16, so the city-wide map never scans the
-- record). A level's cell is 360/2^(level+2) degrees: four cells per map tile.
CREATE TABLE status_counts (status TEXT PRIMARY KEY, n INTEGER NOT NULL);
INSERT INTO status_counts (status, n)
    SELECT column1, (SELECT COUNT(*) FROM violations WHERE status = column1)
    FROM (VALUES ('screening'), ('pending'), ('approved'), ('rejected'));

CREATE TRIGGER status_counts_insert AFTER INSERT ON violations BEGIN
    UPDATE status_counts SET n = n + 1 WHERE status = NEW.status;
END;
CREATE TRIGGER status_counts_delete AFTER DELETE ON violations BEGIN
    UPDATE status_counts SET n = n - 1 WHERE status = OLD.status;
END;
CREATE TRIGGER status_counts_update AFTER UPDATE OF status ON violations WHEN OLD.status <> NEW.status BEGIN
    UPDATE status_counts SET n = n - 1 WHERE status = OLD.status;
    UPDATE status_counts SET n = n + 1 WHERE status = NEW.status;
END;

CREATE TABLE map_levels (level INTEGER PRIMARY KEY, size REAL NOT NULL);
INSERT INTO map_levels (level, size) VALUES
    (8, 0.3515625), (9, 0.17578125), (10, 0.087890625), (11, 0.0439453125), (12, 0.02197265625),
    (13, 0.010986328125), (14, 0.0054931640625), (15, 0.00274658203125), (16, 0.001373291015625);

CREATE TABLE map_cells (
    level    INTEGER NOT NULL,
    cx       INTEGER NOT NULL,
    cy       INTEGER NOT NULL,
    category TEXT NOT NULL,
    resolved BOOLEAN NOT NULL,
    n        INTEGER NOT NULL,
    sum_lat  REAL NOT NULL,
    sum_lng  REAL NOT NULL,
    PRIMARY KEY (level, cx, cy, category, resolved)
);

INSERT INTO map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng)
    SELECT l.level, CAST((v.longitude + 180) / l.size AS INTEGER), CAST((v.latitude + 90) / l.size AS INTEGER), v.category, v.resolved,
           COUNT(*), SUM(v.latitude), SUM(v.longitude)
    FROM violations v, map_levels l
    WHERE v.status = 'approved' AND v.category <> 'renter-protection' AND v.latitude IS NOT NULL AND v.longitude IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5;

CREATE TRIGGER map_cells_insert AFTER INSERT ON violations
WHEN NEW.status = 'approved' AND NEW.category <> 'renter-protection' AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL BEGIN
    INSERT INTO map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng)
        SELECT level, CAST((NEW.longitude + 180) / size AS INTEGER), CAST((NEW.latitude + 90) / size AS INTEGER), NEW.category, NEW.resolved,
               1, NEW.latitude, NEW.longitude FROM map_levels WHERE true
        ON CONFLICT (level, cx, cy, category, resolved) DO UPDATE SET n = n + 1, sum_lat = sum_lat + excluded.sum_lat, sum_lng = sum_lng + excluded.sum_lng;
END;
CREATE TRIGGER map_cells_delete AFTER DELETE ON violations
WHEN OLD.status = 'approved' AND OLD.category <> 'renter-protection' AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL BEGIN
    UPDATE map_cells SET n = n - 1, sum_lat = sum_lat - OLD.latitude, sum_lng = sum_lng - OLD.longitude
        WHERE category = OLD.category AND resolved = OLD.resolved AND (level, cx, cy) IN
            (SELECT level, CAST((OLD.longitude + 180) / size AS INTEGER), CAST((OLD.latitude + 90) / size AS INTEGER) FROM map_levels);
END;
CREATE TRIGGER map_cells_update_old AFTER UPDATE OF status, resolved, category, latitude, longitude ON violations
WHEN OLD.status = 'approved' AND OLD.category <> 'renter-protection' AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL BEGIN
    UPDATE map_cells SET n = n - 1, sum_lat = sum_lat - OLD.latitude, sum_lng = sum_lng - OLD.longitude
        WHERE category = OLD.category AND resolved = OLD.resolved AND (level, cx, cy) IN
            (SELECT level, CAST((OLD.longitude + 180) / size AS INTEGER), CAST((OLD.latitude + 90) / size AS INTEGER) FROM map_levels);
END;
CREATE TRIGGER map_cells_update_new AFTER UPDATE OF status, resolved, category, latitude, longitude ON violations
WHEN NEW.status = 'approved' AND NEW.category <> 'renter-protection' AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL BEGIN
    INSERT INTO map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng)
        SELECT level, CAST((NEW.longitude + 180) / size AS INTEGER), CAST((NEW.latitude + 90) / size AS INTEGER), NEW.category, NEW.resolved,
               1, NEW.latitude, NEW.longitude FROM map_levels WHERE true
        ON CONFLICT (level, cx, cy, category, resolved) DO UPDATE SET n = n + 1, sum_lat = sum_lat + excluded.sum_lat, sum_lng = sum_lng + excluded.sum_lng;
END;
