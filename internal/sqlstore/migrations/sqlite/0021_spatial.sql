-- Staff at city scale ([7/7]): a spatial index for the map.

-- public_points holds every public report's place (approved, not
-- renter-protection, with coordinates) in an R*Tree, SQLite's spatial index:
-- a map view of single reports, or clustered on the fly, reads the reports
-- in its box and no others, whatever the box's size (the geo index read a
-- latitude band across the whole city). The tree keeps 32-bit coordinates
-- rounded outward, so it finds a superset of the box; the query checks each
-- report's exact latitude and longitude. Triggers keep it in step with
-- violations; a report's entry is found by its old place and its id.
CREATE VIRTUAL TABLE public_points USING rtree(pid, min_lng, max_lng, min_lat, max_lat, +report_id);
INSERT INTO public_points (min_lng, max_lng, min_lat, max_lat, report_id)
    SELECT longitude, longitude, latitude, latitude, id FROM violations
    WHERE status = 'approved' AND category <> 'renter-protection' AND latitude IS NOT NULL AND longitude IS NOT NULL;

CREATE TRIGGER public_points_insert AFTER INSERT ON violations
WHEN NEW.status = 'approved' AND NEW.category <> 'renter-protection' AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL BEGIN
    INSERT INTO public_points (min_lng, max_lng, min_lat, max_lat, report_id)
        VALUES (NEW.longitude, NEW.longitude, NEW.latitude, NEW.latitude, NEW.id);
END;
CREATE TRIGGER public_points_delete AFTER DELETE ON violations
WHEN OLD.status = 'approved' AND OLD.category <> 'renter-protection' AND OLD.latitude IS NOT NULL AND OLD.longitude IS NOT NULL BEGIN
    DELETE FROM public_points WHERE pid IN (SELECT pid FROM public_points WHERE min_lng <= OLD.longitude AND max_lng >= OLD.longitude
        AND min_lat <= OLD.latitude AND max_lat >= OLD.latitude AND report_id = OLD.id);
END;
-- One trigger, so that the old entry goes before the new one comes (two
-- would fire in either order, and a delete after the insert would take both).
CREATE TRIGGER public_points_update AFTER UPDATE OF status, category, latitude, longitude ON violations BEGIN
    DELETE FROM public_points WHERE OLD.status = 'approved' AND OLD.category <> 'renter-protection' AND OLD.latitude IS NOT NULL
        AND OLD.longitude IS NOT NULL AND pid IN (SELECT pid FROM public_points WHERE min_lng <= OLD.longitude
        AND max_lng >= OLD.longitude AND min_lat <= OLD.latitude AND max_lat >= OLD.latitude AND report_id = OLD.id);
    INSERT INTO public_points (min_lng, max_lng, min_lat, max_lat, report_id)
        SELECT NEW.longitude, NEW.longitude, NEW.latitude, NEW.latitude, NEW.id
        WHERE NEW.status = 'approved' AND NEW.category <> 'renter-protection' AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL;
END;
