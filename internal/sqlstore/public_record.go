package sqlstore

import (
	"context"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// PublicFilter selects approved, non-private reports for the public record.
type PublicFilter struct {
	South, West, North, East *float64 // bounding box; all or none
	Category                 string
	From, To                 *time.Time // on occurred_at (uploaded_at when unknown)
	State                    string     // "", "open" or "resolved"
	Cursor                   string
	Limit                    int
}

// publicWhere is the condition every public query shares; its parameters
// start at $1 and are returned in order. Without a box, south > north makes
// the box condition true, so reports with only a typed address are listed. Renter-protection reports are never
// part of the public record.
const publicWhere = `status = 'approved' AND category <> 'renter-protection'
	AND ($1 = '' OR category = $1)
	AND ($2 = '' OR ($2 = 'resolved' AND resolved = TRUE) OR ($2 = 'open' AND resolved = FALSE))
	AND COALESCE(occurred_at, uploaded_at) >= $3 AND COALESCE(occurred_at, uploaded_at) <= $4
	AND (CAST($5 AS DOUBLE PRECISION) > CAST($6 AS DOUBLE PRECISION) OR (latitude BETWEEN $5 AND $6 AND longitude BETWEEN $7 AND $8))`

func (f PublicFilter) args() []any {
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
func (d *DB) PublicReports(ctx context.Context, f PublicFilter) ([]*vecino.Report, string, error) {
	t, id, err := parseCursor(f.Cursor)
	if err != nil {
		return nil, "", err
	}
	if id == "" {
		id = "\uffff"
	}
	args := append(f.args(), t, id, f.Limit+1)
	rows, err := d.db.QueryContext(ctx, `SELECT `+reportColumns+` FROM violations WHERE `+publicWhere+`
		AND (uploaded_at < $9 OR (uploaded_at = $9 AND id < $10)) ORDER BY uploaded_at DESC, id DESC LIMIT $11`, args...)
	if err != nil {
		return nil, "", err
	}
	return d.page(ctx, rows, f.Limit)
}

// MapPoint is one marker or cluster on the public map.
type MapPoint struct {
	Lat      float64 `json:"lat"`
	Lng      float64 `json:"lng"`
	Count    int     `json:"count"`
	ID       *string `json:"id,omitempty"`
	Category string  `json:"category,omitempty"`
	Type     string  `json:"type,omitempty"`
	Resolved *bool   `json:"resolved,omitempty"`
}

// MapPoints returns the public reports in f's box as single markers when
// there are at most limit of them, and otherwise as clusters on a grid of
// cells×cells over the box, so one answer never carries more than limit
// points.
func (d *DB) MapPoints(ctx context.Context, f PublicFilter, limit, cells int) ([]MapPoint, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, latitude, longitude, category, type, resolved FROM violations WHERE `+publicWhere+`
		AND latitude IS NOT NULL LIMIT $9`, append(f.args(), limit+1)...)
	if err != nil {
		return nil, err
	}
	points := []MapPoint{}
	for rows.Next() {
		var (
			p        MapPoint
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
	return d.clusters(ctx, f, cells)
}

// clusters groups the box's reports into a cells×cells grid.
func (d *DB) clusters(ctx context.Context, f PublicFilter, cells int) ([]MapPoint, error) {
	if f.South == nil { // the whole world
		s, w, n, e := -90.0, -180.0, 90.0, 180.0
		f.South, f.West, f.North, f.East = &s, &w, &n, &e
	}
	a := f.args()
	s, n, w, e := a[4].(float64), a[5].(float64), a[6].(float64), a[7].(float64)
	cellH, cellW := (n-s)/float64(cells), (e-w)/float64(cells)
	if cellH <= 0 || cellW <= 0 {
		return []MapPoint{}, nil
	}
	gy, gx := d.floor("(latitude - $5) / $9"), d.floor("(longitude - $7) / $10")
	rows, err := d.db.QueryContext(ctx, `SELECT AVG(latitude), AVG(longitude), COUNT(*), MIN(id) FROM violations WHERE `+publicWhere+`
		GROUP BY `+gy+`, `+gx, append(a, cellH, cellW)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []MapPoint{}
	for rows.Next() {
		var (
			p  MapPoint
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
func (d *DB) ExportRows(ctx context.Context, f PublicFilter, fn func(*vecino.Report) error) error {
	after := time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)
	afterID := ""
	for {
		args := append(f.args(), after, afterID)
		rows, err := d.db.QueryContext(ctx, `SELECT `+reportColumns+` FROM violations WHERE `+publicWhere+`
			AND (uploaded_at > $9 OR (uploaded_at = $9 AND id > $10)) ORDER BY uploaded_at, id LIMIT 1000`, args...)
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
