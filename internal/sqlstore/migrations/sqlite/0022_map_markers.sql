-- Map views of single reports ([7/7], map views at a million reports): the
-- public reports' places and what a marker shows, in the order of the map's
-- finest grid (level 16, cells of 360/2^18 degrees, as map_cells), so that a
-- view of at most 500 reports reads the index entries of its cells, a range
-- of cy in each column cx, and no report row (status is there for the
-- index to cover the query's whole condition). The public_points R*Tree
-- answered the same from the tree and one read of its auxiliary row per
-- report, three to four times the CPU; it still answers views too wide to
-- list their columns and the filtered ones. The query must spell the
-- expressions exactly so (sqlstore's mapCell).
CREATE INDEX violations_map_cell ON violations (
    CAST((longitude + 180) / 0.001373291015625 AS INTEGER), CAST((latitude + 90) / 0.001373291015625 AS INTEGER),
    latitude, longitude, category, type, resolved, id, status)
WHERE status = 'approved' AND category <> 'renter-protection' AND latitude IS NOT NULL AND longitude IS NOT NULL;
