-- Staff at city scale ([7/7]): a spatial index for the map, and the map's
-- grid summed over categories.

-- public_points holds every public report's place (approved, not
-- renter-protection, with coordinates) in an R*Tree, SQLite's spatial index:
-- a map view of single reports, or clustered on the fly, reads the reports
-- in its box and no others, whatever the box's size (the geo index read a
-- latitude band across the whole city). The tree keeps 32-bit coordinates
-- rounded outward, so it finds a superset of the box; the query checks each
-- report's exact latitude and longitude (lat, lng). It holds what a map
-- marker shows (category, type, resolved), so an unfiltered view reads no
-- report row at all. Triggers keep it in step with violations; a report's
-- entry is found by its old place and its id.
CREATE VIRTUAL TABLE public_points USING rtree(pid, min_lng, max_lng, min_lat, max_lat,
    +report_id, +lat, +lng, +category, +type, +resolved);
INSERT INTO public_points (min_lng, max_lng, min_lat, max_lat, report_id, lat, lng, category, type, resolved)
    SELECT longitude, longitude, latitude, latitude, id, latitude, longitude, category, type, resolved FROM violations
    WHERE status = 'approved' AND category <> 'renter-protection' AND latitude IS NOT NULL AND longitude IS NOT NULL;

CREATE TRIGGER public_points_insert AFTER INSERT ON violations
WHEN NEW.status = 'approved' AND NEW.category <> 'renter-protection' AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL BEGIN
    INSERT INTO public_points (min_lng, max_lng, min_lat, max_lat, report_id, lat, lng, category, type, resolved)
        VALUES (NEW.longitude, NEW.longitude, NEW.latitude, NEW.latitude, NEW.id, NEW.latitude, NEW.longitude, NEW.category, NEW.type, NEW.resolved);
END;
CREATE TRIGGER public_points_delete AFTER DELETE ON violations
WHEN OLD.status = 'approved' AND OLD.category <> 'renter-protection' AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL BEGIN
    DELETE FROM public_points WHERE pid IN (SELECT pid FROM public_points WHERE min_lng <= OLD.longitude AND max_lng >= OLD.longitude
        AND min_lat <= OLD.latitude AND max_lat >= OLD.latitude AND report_id = OLD.id);
END;
-- One trigger, so that the old entry goes before the new one comes (two
-- would fire in either order, and a delete after the insert would take both).
CREATE TRIGGER public_points_update AFTER UPDATE OF status, category, type, resolved, latitude, longitude ON violations BEGIN
    DELETE FROM public_points WHERE OLD.status = 'approved' AND OLD.category <> 'renter-protection' AND OLD.latitude IS NOT NULL
        AND OLD.longitude IS NOT NULL AND pid IN (SELECT pid FROM public_points WHERE min_lng <= OLD.longitude
        AND max_lng >= OLD.longitude AND min_lat <= OLD.latitude AND max_lat >= OLD.latitude AND report_id = OLD.id);
    INSERT INTO public_points (min_lng, max_lng, min_lat, max_lat, report_id, lat, lng, category, type, resolved)
        SELECT NEW.longitude, NEW.longitude, NEW.latitude, NEW.latitude, NEW.id, NEW.latitude, NEW.longitude, NEW.category, NEW.type, NEW.resolved
        WHERE NEW.status = 'approved' AND NEW.category <> 'renter-protection' AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL;
END;

-- map_cells summed over category and resolved: an unfiltered view (the
-- map's default) reads one row a cell instead of one per category and
-- state, six to twelve times fewer. Triggers on map_cells keep it (the
-- upserts of map_cells' own triggers fire them).
CREATE TABLE map_cells_all (
    level   INTEGER NOT NULL,
    cx      INTEGER NOT NULL,
    cy      INTEGER NOT NULL,
    n       INTEGER NOT NULL,
    sum_lat REAL NOT NULL,
    sum_lng REAL NOT NULL,
    PRIMARY KEY (level, cx, cy)
) WITHOUT ROWID;
INSERT INTO map_cells_all (level, cx, cy, n, sum_lat, sum_lng)
    SELECT level, cx, cy, SUM(n), SUM(sum_lat), SUM(sum_lng) FROM map_cells GROUP BY level, cx, cy;
CREATE TRIGGER map_cells_all_insert AFTER INSERT ON map_cells BEGIN
    INSERT INTO map_cells_all (level, cx, cy, n, sum_lat, sum_lng) VALUES (NEW.level, NEW.cx, NEW.cy, NEW.n, NEW.sum_lat, NEW.sum_lng)
        ON CONFLICT (level, cx, cy) DO UPDATE SET n = n + excluded.n, sum_lat = sum_lat + excluded.sum_lat, sum_lng = sum_lng + excluded.sum_lng;
END;
CREATE TRIGGER map_cells_all_update AFTER UPDATE ON map_cells BEGIN
    UPDATE map_cells_all SET n = n - OLD.n + NEW.n, sum_lat = sum_lat - OLD.sum_lat + NEW.sum_lat, sum_lng = sum_lng - OLD.sum_lng + NEW.sum_lng
        WHERE level = NEW.level AND cx = NEW.cx AND cy = NEW.cy;
END;
CREATE TRIGGER map_cells_all_delete AFTER DELETE ON map_cells BEGIN
    UPDATE map_cells_all SET n = n - OLD.n, sum_lat = sum_lat - OLD.sum_lat, sum_lng = sum_lng - OLD.sum_lng
        WHERE level = OLD.level AND cx = OLD.cx AND cy = OLD.cy;
END;
