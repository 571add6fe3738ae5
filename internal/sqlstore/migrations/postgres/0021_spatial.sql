-- Staff at city scale ([7/7]): a spatial index for the map, and the map's
-- grid summed over categories.

-- A GiST index on every public report's place (approved, not
-- renter-protection) as a built-in point (longitude, latitude): a map view
-- of single reports, or clustered on the fly, reads the reports in its box
-- (point(longitude, latitude) <@ box(…)) and no others, whatever the box's
-- size (the geo index read a latitude band across the whole city).
CREATE INDEX violations_public_point ON violations USING gist (point(longitude, latitude))
    WHERE status = 'approved' AND category <> 'renter-protection';

-- map_cells summed over category and resolved: an unfiltered view (the
-- map's default) reads one row a cell instead of one per category and
-- state, six to twelve times fewer. A trigger on map_cells keeps it (the
-- upserts of violations' trigger fire it).
CREATE TABLE map_cells_all (
    level   INTEGER NOT NULL,
    cx      INTEGER NOT NULL,
    cy      INTEGER NOT NULL,
    n       INTEGER NOT NULL,
    sum_lat DOUBLE PRECISION NOT NULL,
    sum_lng DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (level, cx, cy)
);
INSERT INTO map_cells_all (level, cx, cy, n, sum_lat, sum_lng)
    SELECT level, cx, cy, SUM(n), SUM(sum_lat), SUM(sum_lng) FROM map_cells GROUP BY level, cx, cy;
CREATE FUNCTION map_cells_all_apply() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO map_cells_all (level, cx, cy, n, sum_lat, sum_lng) VALUES (NEW.level, NEW.cx, NEW.cy, NEW.n, NEW.sum_lat, NEW.sum_lng)
            ON CONFLICT (level, cx, cy) DO UPDATE SET n = map_cells_all.n + excluded.n,
                sum_lat = map_cells_all.sum_lat + excluded.sum_lat, sum_lng = map_cells_all.sum_lng + excluded.sum_lng;
    ELSIF TG_OP = 'UPDATE' THEN
        UPDATE map_cells_all SET n = n - OLD.n + NEW.n, sum_lat = sum_lat - OLD.sum_lat + NEW.sum_lat, sum_lng = sum_lng - OLD.sum_lng + NEW.sum_lng
            WHERE level = NEW.level AND cx = NEW.cx AND cy = NEW.cy;
    ELSE
        UPDATE map_cells_all SET n = n - OLD.n, sum_lat = sum_lat - OLD.sum_lat, sum_lng = sum_lng - OLD.sum_lng
            WHERE level = OLD.level AND cx = OLD.cx AND cy = OLD.cy;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER map_cells_all AFTER INSERT OR UPDATE OR DELETE ON map_cells FOR EACH ROW EXECUTE FUNCTION map_cells_all_apply();
