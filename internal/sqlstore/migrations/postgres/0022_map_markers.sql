-- Map views of single reports ([7/7], map views at a million reports): the
-- public reports' places and what a marker shows, in the order of the map's
-- finest grid (level 16, cells of 360/2^18 degrees, as map_cells), so that a
-- view of at most 500 reports is an index-only scan of its cells, a range
-- of cy in each column cx. The GiST index on the point found the same
-- reports, then read each one's row from the table (a page each). It still
-- answers views too wide to list their columns and the filtered ones. The
-- query must spell the expressions exactly so (sqlstore's mapCell).
CREATE INDEX violations_map_cell ON violations (FLOOR((longitude + 180) / 0.001373291015625), FLOOR((latitude + 90) / 0.001373291015625))
    INCLUDE (latitude, longitude, category, type, resolved, id)
    WHERE status = 'approved' AND category <> 'renter-protection' AND latitude IS NOT NULL AND longitude IS NOT NULL;
