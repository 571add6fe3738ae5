-- Staff at city scale ([7/7]): a spatial index for the map.

-- A GiST index on every public report's place (approved, not
-- renter-protection) as a built-in point (longitude, latitude): a map view
-- of single reports, or clustered on the fly, reads the reports in its box
-- (point(longitude, latitude) <@ box(…)) and no others, whatever the box's
-- size (the geo index read a latitude band across the whole city).
CREATE INDEX violations_public_point ON violations USING gist (point(longitude, latitude))
    WHERE status = 'approved' AND category <> 'renter-protection';
