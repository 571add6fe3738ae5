package sqlstore

import (
	"context"
	"math"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// publicWhere is the condition every public query shares; its parameters
// start at $1 and are returned in order. Without a box, south > north makes
// the box condition true, so reports with only a typed address are listed. A
// category of "category/type" selects one type (Open311's service codes). Renter-protection reports are never
// part of the public record.
const publicWhere = `status = 'approved' AND category <> 'renter-protection'
	AND ($1 = '' OR category = $1 OR category || '/' || type = $1)
	AND ($2 = '' OR ($2 = 'resolved' AND resolved = TRUE) OR ($2 = 'open' AND resolved = FALSE))
	AND COALESCE(occurred_at, uploaded_at) >= $3 AND COALESCE(occurred_at, uploaded_at) <= $4
	AND (CAST($5 AS DOUBLE PRECISION) > CAST($6 AS DOUBLE PRECISION) OR (latitude BETWEEN $5 AND $6 AND longitude BETWEEN $7 AND $8))`

// publicArgs are publicWhere's parameters for f.
func publicArgs(f vecino.PublicFilter) []any {
	from, to := time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC)
	if f.From != nil {
		from = f.From.UTC()
	}
	if f.To != nil {
		to = f.To.UTC()
	}
	s, w, n, e := 1.0, 0.0, 0.0, 0.0 // no box
	if f.South != nil {
		s, w, n, e = *f.South, *f.West, *f.North, *f.East
	}
	return []any{f.Category, f.State, from, to, s, n, w, e}
}

// PublicReports returns a page of the public record, newest first.
func (d *DB) PublicReports(ctx context.Context, f vecino.PublicFilter) ([]*vecino.Report, string, error) {
	t, id, err := parseCursor(f.Cursor)
	if err != nil {
		return nil, "", err
	}
	if id == "" {
		id = "\uffff"
	}
	args := append(publicArgs(f), t, id, f.Limit+1)
	rows, err := d.db.QueryContext(ctx, `SELECT `+reportColumns+` FROM violations WHERE `+publicWhere+`
		AND (uploaded_at, id) < ($9, $10) ORDER BY uploaded_at DESC, id DESC LIMIT $11`, args...)
	if err != nil {
		return nil, "", err
	}
	return d.page(ctx, rows, f.Limit)
}

// MapPoints returns the public reports in f's box as single markers when
// there are at most limit of them, and otherwise as clusters: sums from the
// map_cells grid that triggers keep (so a city-wide view reads a few hundred
// rows, not the record), at most grid×grid of them. A date filter cannot use
// the grid and clusters the matching reports directly.
func (d *DB) MapPoints(ctx context.Context, f vecino.PublicFilter, limit, grid int) ([]vecino.MapPoint, error) {
	if f.South == nil {
		s, w, n, e := -85.0, -180.0, 85.0, 180.0
		f.South, f.West, f.North, f.East = &s, &w, &n, &e
	}
	if f.From != nil || f.To != nil {
		return d.livePoints(ctx, f, limit, grid)
	}
	cells, total, err := d.gridCells(ctx, f, grid)
	if err != nil || total > limit {
		return cells, err
	}
	return d.livePoints(ctx, f, limit, grid)
}

// mapLevels mirrors the map_levels table: level → cell size in degrees.
func mapLevelSize(level int) float64 { return 360 / float64(int(1)<<(level+2)) }

// gridCells sums map_cells over the box at the finest level whose grid
// fits grid cells across, merging k×k cells when even level 8 is too fine.
func (d *DB) gridCells(ctx context.Context, f vecino.PublicFilter, grid int) ([]vecino.MapPoint, int, error) {
	span := math.Max(*f.North-*f.South, *f.East-*f.West)
	level := 16
	for level > 8 && span/mapLevelSize(level) > float64(grid) {
		level--
	}
	size := mapLevelSize(level)
	k := max(1, int(math.Ceil(span/(float64(grid)*size))))
	cell := func(v, offset float64) int { return int(math.Floor((v + offset) / size)) }
	rows, err := d.db.QueryContext(ctx, `SELECT cx / $8, cy / $8, SUM(n), SUM(sum_lat), SUM(sum_lng) FROM map_cells
		WHERE level = $1 AND cx BETWEEN $2 AND $3 AND cy BETWEEN $4 AND $5 AND ($6 = '' OR category = $6)
		AND ($7 = '' OR ($7 = 'resolved' AND resolved = TRUE) OR ($7 = 'open' AND resolved = FALSE))
		GROUP BY cx / $8, cy / $8 HAVING SUM(n) > 0`,
		level, cell(*f.West, 180), cell(*f.East, 180), cell(*f.South, 90), cell(*f.North, 90), f.Category, f.State, k)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	out, total := []vecino.MapPoint{}, 0
	for rows.Next() {
		var (
			gx, gy, n      int
			sumLat, sumLng float64
		)
		if err := rows.Scan(&gx, &gy, &n, &sumLat, &sumLng); err != nil {
			return nil, 0, err
		}
		out = append(out, vecino.MapPoint{Lat: sumLat / float64(n), Lng: sumLng / float64(n), Count: n})
		total += n
	}
	return out, total, rows.Err()
}

// livePoints reads the box's reports themselves: markers up to limit, else
// clusters grouped on the fly.
func (d *DB) livePoints(ctx context.Context, f vecino.PublicFilter, limit, grid int) ([]vecino.MapPoint, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, latitude, longitude, category, type, resolved FROM violations WHERE `+publicWhere+`
		AND latitude IS NOT NULL LIMIT $9`, append(publicArgs(f), limit+1)...)
	if err != nil {
		return nil, err
	}
	points := []vecino.MapPoint{}
	for rows.Next() {
		var (
			p        vecino.MapPoint
			id       string
			resolved bool
		)
		if err := rows.Scan(&id, &p.Lat, &p.Lng, &p.Category, &p.Type, &resolved); err != nil {
			rows.Close()
			return nil, err
		}
		p.ID, p.Resolved, p.Count = &id, &resolved, 1
		points = append(points, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(points) <= limit {
		return points, err
	}
	return d.clusters(ctx, f, grid)
}

// clusters groups the box's reports into a cells×cells grid.
func (d *DB) clusters(ctx context.Context, f vecino.PublicFilter, cells int) ([]vecino.MapPoint, error) {
	a := publicArgs(f)
	s, n, w, e := a[4].(float64), a[5].(float64), a[6].(float64), a[7].(float64)
	cellH, cellW := (n-s)/float64(cells), (e-w)/float64(cells)
	if cellH <= 0 || cellW <= 0 {
		return []vecino.MapPoint{}, nil
	}
	gy, gx := d.floor("(latitude - $5) / $9"), d.floor("(longitude - $7) / $10")
	rows, err := d.db.QueryContext(ctx, `SELECT AVG(latitude), AVG(longitude), COUNT(*), MIN(id) FROM violations WHERE `+publicWhere+`
		GROUP BY `+gy+`, `+gx, append(a, cellH, cellW)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []vecino.MapPoint{}
	for rows.Next() {
		var (
			p  vecino.MapPoint
			id string
		)
		if err := rows.Scan(&p.Lat, &p.Lng, &p.Count, &id); err != nil {
			return nil, err
		}
		if p.Count == 1 {
			p.ID = &id
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// floor returns the SQL for the integer floor of a non-negative expression:
// the one expression the two dialects spell differently (PostgreSQL's CAST
// rounds; SQLite's truncates).
func (d *DB) floor(expr string) string {
	if d.Dialect == Postgres {
		return "FLOOR(" + expr + ")"
	}
	return "CAST(" + expr + " AS INTEGER)"
}

// ExportRows calls fn for every public report matching f, oldest first, in
// batches, so exports stream without holding the record in memory.
func (d *DB) ExportRows(ctx context.Context, f vecino.PublicFilter, fn func(*vecino.Report) error) error {
	after := time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)
	afterID := ""
	for {
		args := append(publicArgs(f), after, afterID)
		rows, err := d.db.QueryContext(ctx, `SELECT `+reportColumns+` FROM violations WHERE `+publicWhere+`
			AND (uploaded_at, id) > ($9, $10) ORDER BY uploaded_at, id LIMIT 1000`, args...)
		if err != nil {
			return err
		}
		n := 0
		for rows.Next() {
			r, err := scanReport(rows)
			if err != nil {
				rows.Close()
				return err
			}
			if err := fn(r); err != nil {
				rows.Close()
				return err
			}
			after, afterID, n = r.UploadedAt, r.ID, n+1
		}
		rows.Close()
		if err := rows.Err(); err != nil || n < 1000 {
			return err
		}
	}
}
