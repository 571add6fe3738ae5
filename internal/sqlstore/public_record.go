package sqlstore

import (
	"context"
	"database/sql"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// where builds a condition from the filters that are set, numbering the
// parameters $1, $2 … An optional filter written in SQL as "$1 is empty
// OR …" keeps SQLite from using an index, so filters are added only when set.
type where struct {
	b    strings.Builder
	args []any
}

// and adds " AND cond", whose ? are vals.
func (w *where) and(cond string, vals ...any) {
	w.b.WriteString(" AND ")
	for _, part := range strings.SplitAfter(cond, "?") {
		if p, ok := strings.CutSuffix(part, "?"); ok {
			w.args = append(w.args, vals[0])
			vals = vals[1:]
			part = p + "$" + strconv.Itoa(len(w.args))
		}
		w.b.WriteString(part)
	}
}

// categoryAndState adds f's category (or category/type) and state, columns
// that the reports and SQLite's public_points tree both have.
func (w *where) categoryAndState(f vecino.PublicFilter) {
	if cat, typ, ok := strings.Cut(f.Category, "/"); ok {
		w.and("category = ? AND type = ?", cat, typ)
	} else if f.Category != "" {
		w.and("category = ?", f.Category)
	}
	switch f.State {
	case "resolved":
		w.and("resolved = TRUE")
	case "open":
		w.and("resolved = FALSE")
	}
}

// publicWhere returns the condition every public query shares, with the
// filters f sets, and its arguments as $1, $2 …; a caller numbers its own
// parameters after them (see next). A category of "category/type" selects
// one type (Open311's service codes). Renter-protection reports are never
// part of the public record.
func publicWhere(f vecino.PublicFilter) (string, []any) {
	var w where
	w.b.WriteString(`status = 'approved' AND category <> 'renter-protection'`)
	w.categoryAndState(f)
	if f.From != nil {
		w.and("COALESCE(occurred_at, uploaded_at) >= ?", f.From.UTC())
	}
	if f.To != nil {
		w.and("COALESCE(occurred_at, uploaded_at) <= ?", f.To.UTC())
	}
	if f.Neighborhood != "" {
		w.and("neighborhood_id = ?", f.Neighborhood)
	}
	for _, word := range searchWords(f.Query) {
		w.and("search_text LIKE ?", "% "+word+"%") // a word that starts with it (reportSearchText)
	}
	if f.South != nil {
		w.and("latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?", *f.South, *f.North, *f.West, *f.East)
	}
	return w.b.String(), w.args
}

// next appends vals to args and returns their placeholders ($n, $n+1 …).
func next(args *[]any, vals ...any) []string {
	out := make([]string, len(vals))
	for i, v := range vals {
		*args = append(*args, v)
		out[i] = "$" + strconv.Itoa(len(*args))
	}
	return out
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
	where, args, err := d.publicSearch(ctx, f)
	if err != nil {
		return nil, "", err
	}
	p := next(&args, t, id, f.Limit+1)
	rows, err := d.query(ctx, `SELECT `+reportColumns+` FROM violations WHERE `+where+`
		AND (uploaded_at, id) < (`+p[0]+`, `+p[1]+`) ORDER BY uploaded_at DESC, id DESC LIMIT `+p[2], args...)
	if err != nil {
		return nil, "", err
	}
	return d.page(ctx, rows, f.Limit)
}

// MapPoints returns the public reports in f's box as single markers when
// there are at most limit of them, and otherwise as clusters: sums from the
// map_cells grid that triggers keep (so a city-wide view reads a few hundred
// rows, not the record), at most grid×grid of them. A date or neighbourhood
// filter cannot use the grid and clusters the matching reports directly.
func (d *DB) MapPoints(ctx context.Context, f vecino.PublicFilter, limit, grid int) ([]vecino.MapPoint, error) {
	if f.South == nil {
		s, w, n, e := -85.0, -180.0, 85.0, 180.0
		f.South, f.West, f.North, f.East = &s, &w, &n, &e
	}
	if !placeFiltersOnly(f) {
		return d.livePoints(ctx, f, limit, grid)
	}
	cells, total, err := d.gridCells(ctx, f, grid)
	if err != nil || total > limit {
		return cells, err
	}
	return d.livePoints(ctx, f, limit, grid)
}

// placeFiltersOnly reports whether f filters by nothing but what the map's
// grid and place indexes hold (the box, category or type, state): no dates,
// neighbourhood or words.
func placeFiltersOnly(f vecino.PublicFilter) bool {
	return f.From == nil && f.To == nil && f.Neighborhood == "" && f.Query == ""
}

// maxListedColumns is the widest view whose grid columns gridCells lists one
// by one.
const maxListedColumns = 160

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
	west, east := cell(*f.West, 180), cell(*f.East, 180)
	args := []any{level, west, east, cell(*f.South, 90), cell(*f.North, 90), k}
	filter := ""
	// Each column listed: the index on (level, cx, cy) then seeks one cy
	// range per column instead of reading every cell of the columns (at a
	// million reports, a neighbourhood view read ~100,000 index entries).
	if cols := east - west + 1; cols <= maxListedColumns {
		xs := make([]any, cols)
		for i := range xs {
			xs[i] = west + i
		}
		filter += " AND cx IN (" + strings.Join(next(&args, xs...), ", ") + ")"
	}
	table := "map_cells_all" // summed over category and state
	if f.Category != "" || f.State == "resolved" || f.State == "open" {
		table = "map_cells"
	}
	if f.Category != "" {
		filter += " AND category = " + next(&args, f.Category)[0]
	}
	switch f.State {
	case "resolved":
		filter += " AND resolved = TRUE"
	case "open":
		filter += " AND resolved = FALSE"
	}
	// One cell a cluster (k = 1) groups in the index's order (level, cx,
	// cy, …); cx / k would sort every cell read first. ($6 > 0, always
	// true, keeps k a parameter of the statement either way.) One cell of
	// map_cells_all is already one cluster: its row is the answer, with
	// nothing to sum. Three columns a row: each costs the driver a call.
	sums, group := "SUM(n), SUM(sum_lat), SUM(sum_lng)", " GROUP BY cx / $6, cy / $6 HAVING SUM(n) > 0"
	if k == 1 {
		group = " GROUP BY cx, cy HAVING SUM(n) > 0"
		if table == "map_cells_all" {
			sums, group = "n, sum_lat, sum_lng", " AND n > 0"
		}
	}
	rows, err := d.query(ctx, `SELECT `+sums+` FROM `+table+`
		WHERE level = $1 AND cx BETWEEN $2 AND $3 AND cy BETWEEN $4 AND $5 AND $6 > 0`+filter+group, args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	out, total := []vecino.MapPoint{}, 0
	for rows.Next() {
		var (
			n              int
			sumLat, sumLng float64
		)
		if err := rows.Scan(&n, &sumLat, &sumLng); err != nil {
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
	var (
		rows *sql.Rows
		err  error
	)
	if text, args, ok := d.cellMarkers(f, limit); ok {
		rows, err = d.query(ctx, text, args...)
	} else if d.Dialect == SQLite && placeFiltersOnly(f) {
		// Too wide for cellMarkers: the tree holds all a marker shows, so
		// no report row is read.
		var w where
		w.b.WriteString("min_lng <= $1 AND max_lng >= $2 AND min_lat <= $3 AND max_lat >= $4 AND lat BETWEEN $5 AND $6 AND lng BETWEEN $7 AND $8")
		w.args = []any{*f.East, *f.West, *f.North, *f.South, *f.South, *f.North, *f.West, *f.East}
		w.categoryAndState(f)
		p := next(&w.args, limit+1)
		rows, err = d.query(ctx, `SELECT report_id, lat, lng, category, type, resolved FROM public_points WHERE `+w.b.String()+`
			LIMIT `+p[0], w.args...)
	} else {
		from, where, args, ierr := d.inBox(ctx, f)
		if ierr != nil {
			return nil, ierr
		}
		p := next(&args, limit+1)
		rows, err = d.query(ctx, `SELECT id, latitude, longitude, category, type, resolved FROM `+from+` WHERE `+where+`
			AND latitude IS NOT NULL LIMIT `+p[0], args...)
	}
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

// mapCell is a report's cell at level 16 (the finest grid), x or y: the
// expressions of the index violations_map_cell (migration 0022), which the
// query must spell exactly as there.
func (d *DB) mapCell(column, offset string) string {
	return d.floor("(" + column + " + " + offset + ") / 0.001373291015625")
}

// cellMarkers returns the query of an unfiltered view's markers (at most
// limit+1) through violations_map_cell: one range of cells a column of the
// finest grid, read from the index alone. ok is false where it does not
// apply: a date, neighbourhood or word filter, or a view wider than
// maxListedColumns of those cells (0.22°).
func (d *DB) cellMarkers(f vecino.PublicFilter, limit int) (text string, args []any, ok bool) {
	size := mapLevelSize(16)
	cell := func(v, offset float64) int { return int(math.Floor((v + offset) / size)) }
	west, east := cell(*f.West, 180), cell(*f.East, 180)
	if !placeFiltersOnly(f) || east-west+1 > maxListedColumns {
		return "", nil, false
	}
	cond, args := publicWhere(f)
	xs := make([]any, east-west+1)
	for i := range xs {
		xs[i] = west + i
	}
	x := next(&args, xs...)
	y := next(&args, cell(*f.South, 90), cell(*f.North, 90), limit+1)
	from := "violations"
	if d.Dialect == SQLite {
		from += " INDEXED BY violations_map_cell"
	}
	return `SELECT id, latitude, longitude, category, type, resolved FROM ` + from + `
		WHERE ` + cond + ` AND latitude IS NOT NULL AND longitude IS NOT NULL AND ` + d.mapCell("longitude", "180") + ` IN (` + strings.Join(x, ", ") + `)
		AND ` + d.mapCell("latitude", "90") + ` BETWEEN ` + y[0] + ` AND ` + y[1] + ` LIMIT ` + y[2], args, true
}

// clusters groups the box's reports into a cells×cells grid.
func (d *DB) clusters(ctx context.Context, f vecino.PublicFilter, cells int) ([]vecino.MapPoint, error) {
	s, n, w, e := *f.South, *f.North, *f.West, *f.East
	cellH, cellW := (n-s)/float64(cells), (e-w)/float64(cells)
	if cellH <= 0 || cellW <= 0 {
		return []vecino.MapPoint{}, nil
	}
	from, where, args, err := d.inBox(ctx, f)
	if err != nil {
		return nil, err
	}
	p := next(&args, s, cellH, w, cellW)
	gy, gx := d.floor("(latitude - "+p[0]+") / "+p[1]), d.floor("(longitude - "+p[2]+") / "+p[3])
	rows, err := d.query(ctx, `SELECT AVG(latitude), AVG(longitude), COUNT(*), MIN(id) FROM `+from+` WHERE `+where+`
		GROUP BY `+gy+`, `+gx, args...)
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

// inBox returns what a query of the public reports in f's box (set) reads
// FROM and its WHERE (publicSearch's, args its values), so that it goes
// through the spatial index of public places (migration 0021) and reads
// only the reports in the box, at any size. On SQLite: the public_points
// R*Tree, joined to each report (the tree first: CROSS JOIN; only its box
// and id, whose names are not the report's); the tree's
// coordinates are 32-bit, rounded outward, so the where's exact latitude
// and longitude range still decides. On PostgreSQL: the GiST index on
// point(longitude, latitude), the box given only as point <@ box (exact,
// edges included, like BETWEEN): with the latitude range there too, the
// planner reads a latitude band of the (status, latitude, longitude)
// index instead.
func (d *DB) inBox(ctx context.Context, f vecino.PublicFilter) (from, where string, args []any, err error) {
	if d.Dialect == Postgres {
		boxless := f
		boxless.South, boxless.West, boxless.North, boxless.East = nil, nil, nil, nil
		if where, args, err = d.publicSearch(ctx, boxless); err != nil {
			return "", "", nil, err
		}
		p := next(&args, *f.West, *f.South, *f.East, *f.North)
		return "violations", where + " AND point(longitude, latitude) <@ box(point(" + p[0] + ", " + p[1] + "), point(" + p[2] + ", " + p[3] + "))", args, nil
	}
	if where, args, err = d.publicSearch(ctx, f); err != nil {
		return "", "", nil, err
	}
	p := next(&args, *f.East, *f.West, *f.North, *f.South)
	return "(SELECT min_lng, max_lng, min_lat, max_lat, report_id FROM public_points) CROSS JOIN violations ON violations.id = report_id",
		where + " AND min_lng <= " + p[0] + " AND max_lng >= " + p[1] + " AND min_lat <= " + p[2] + " AND max_lat >= " + p[3], args, nil
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
		where, args, err := d.publicSearch(ctx, f)
		if err != nil {
			return err
		}
		p := next(&args, after, afterID)
		rows, err := d.query(ctx, `SELECT `+reportColumns+` FROM violations WHERE `+where+`
			AND (uploaded_at, id) > (`+p[0]+`, `+p[1]+`) ORDER BY uploaded_at, id LIMIT 1000`, args...)
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
