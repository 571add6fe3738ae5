-- The public read path at city scale (issue 11).
-- map_cells is read by level and cell range: an index holding every column
-- the map reads answers it without one table lookup per cell.
CREATE INDEX map_cells_cover ON map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng);
