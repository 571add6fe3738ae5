package sqlstore_test

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// aggregates reads every table the triggers of violations keep, rows with
// a zero count left out (a trigger's decrement leaves them; a recount has
// none) and sums rounded (their order of addition differs).
func aggregates(t *testing.T, db *sqlstore.DB) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for name, q := range map[string]string{
		"status_counts":     `SELECT status, n FROM status_counts WHERE n <> 0`,
		"status_day_counts": `SELECT status, day, n FROM status_day_counts WHERE n <> 0`,
		"report_day_counts": `SELECT day, status, category, neighborhood, n FROM report_day_counts WHERE n <> 0`,
		"map_cells": `SELECT level, cx, cy, category, resolved, n, ROUND(sum_lat * 1000000), ROUND(sum_lng * 1000000)
			FROM map_cells WHERE n <> 0`,
		"approved_at":   `SELECT id, approved_at IS NOT NULL FROM violations WHERE status = 'approved'`,
		"map_cells_all": `SELECT level, cx, cy, n, ROUND(sum_lat * 1000000), ROUND(sum_lng * 1000000) FROM map_cells_all WHERE n <> 0`,
		// map_cells_all is map_cells summed over category and state.
		"map_cells_all_sums": `SELECT COUNT(*) FROM map_cells_all a WHERE n <> (SELECT COALESCE(SUM(n), 0) FROM map_cells c
			WHERE c.level = a.level AND c.cx = a.cx AND c.cy = a.cy)`,
	} {
		rows, err := db.SQL().QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			out[name] = append(out[name], fmt.Sprint(vals...))
		}
		rows.Close()
		slices.Sort(out[name])
	}
	if db.Dialect == sqlstore.SQLite {
		// With the box as stored (32-bit, rounded outward), whether the
		// triggers or BulkLoad's packing wrote it.
		rows, err := db.SQL().QueryContext(ctx, `SELECT report_id || ' ' || lat || ' ' || lng || ' ' || category || ' ' || type || ' ' || resolved
			|| ' ' || (min_lng <= lng AND max_lng >= lng AND min_lat <= lat AND max_lat >= lat)
			|| ' ' || min_lng || ' ' || max_lng || ' ' || min_lat || ' ' || max_lat FROM public_points`)
		ids, err := scanIDs(rows, err)
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(ids)
		out["public_points"] = ids
	}
	return out
}

// A view's markers are read from the index violations_map_cell alone
// (migration 0022), a range of cells a column, with or without a category
// or state; a view too wide to list its columns is not. PostgreSQL's
// planner chooses among the indexes by the table's statistics (at a million
// reports this one: docs/perf/staff.md; at a few thousand the latitude band
// of violations_status_geo), so there the test allows index-only scans
// alone, which only this index can give: it checks that the query's
// expressions are the index's.
func TestMapMarkersReadTheIndexAlone(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		conn, err := db.SQL().Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		want := "SEARCH violations USING COVERING INDEX violations_map_cell"
		if db.Dialect == sqlstore.Postgres {
			want = "Index Only Scan using violations_map_cell on violations"
			if _, err := conn.ExecContext(ctx, `SET enable_seqscan = off; SET enable_bitmapscan = off; SET enable_indexscan = off`); err != nil {
				t.Fatal(err)
			}
			defer conn.ExecContext(ctx, `RESET ALL`) //nolint:errcheck
		}
		s, w, n, e := 40.70, -74.00, 40.703, -73.996
		for _, f := range []vecino.PublicFilter{{}, {Category: "road-infrastructure", State: "open"}, {Category: "road-infrastructure/pothole"}} {
			f.South, f.West, f.North, f.East = &s, &w, &n, &e
			text, args, ok := db.CellMarkers(f, 500)
			if !ok {
				t.Fatalf("%+v: no cell query", f)
			}
			explain := "EXPLAIN QUERY PLAN "
			if db.Dialect == sqlstore.Postgres {
				explain = "EXPLAIN "
			}
			rows, err := conn.QueryContext(ctx, explain+text, args...)
			if err != nil {
				t.Fatal(err)
			}
			cols, _ := rows.Columns()
			plan := ""
			for rows.Next() {
				vals := make([]any, len(cols))
				for i := range vals {
					vals[i] = new(any)
				}
				if err := rows.Scan(vals...); err != nil {
					t.Fatal(err)
				}
				plan += fmt.Sprint(*vals[len(vals)-1].(*any)) + "\n"
			}
			rows.Close()
			if !strings.Contains(plan, want) {
				t.Errorf("%+v: plan\n%s", f, plan)
			}
			// One search of the index's cells: SQLite's plan has one line; on
			// PostgreSQL the cells are the scan's condition, not a filter
			// of the whole index.
			if db.Dialect == sqlstore.SQLite && strings.Count(plan, "\n") != 1 ||
				db.Dialect == sqlstore.Postgres && !indexCondOn(plan, "floor(((longitude + '180'") {
				t.Errorf("%+v: plan\n%s", f, plan)
			}
		}
		wide := 0.3
		f := vecino.PublicFilter{South: &s, West: &w, North: &n, East: &wide}
		if _, _, ok := db.CellMarkers(f, 500); ok {
			t.Error("a view 74° wide listed its columns")
		}
	})
}

// indexCondOn tells whether a PostgreSQL plan's index condition has expr.
func indexCondOn(plan, expr string) bool {
	for line := range strings.Lines(plan) {
		if _, cond, ok := strings.Cut(line, "Index Cond: "); ok && strings.Contains(cond, expr) {
			return true
		}
	}
	return false
}

// inCells counts the public reports (and the condition where, its
// arguments from $5) in the cells of map_cells that cover f's box at the
// level MapPoints reads for grid: the finest whose cells of 360/2^(level+2)
// degrees fit the box's span at most grid times (level 8 at the coarsest).
func inCells(t *testing.T, db *sqlstore.DB, f vecino.PublicFilter, grid int, where string, args []any) int {
	t.Helper()
	span := math.Max(*f.North-*f.South, *f.East-*f.West)
	level := 16
	for level > 8 && span/(360/float64(int(1)<<(level+2))) > float64(grid) {
		level--
	}
	size := 360 / float64(int(1)<<(level+2))
	cell := func(v, offset float64) int { return int(math.Floor((v + offset) / size)) }
	rows, err := db.SQL().QueryContext(ctx, `SELECT latitude, longitude FROM violations WHERE status = 'approved'
		AND category <> 'renter-protection' AND latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4`+where,
		append([]any{*f.South - size, *f.North + size, *f.West - size, *f.East + size}, args...)...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var lat, lng float64
		if err := rows.Scan(&lat, &lng); err != nil {
			t.Fatal(err)
		}
		if x, y := cell(lng, 180), cell(lat, 90); x >= cell(*f.West, 180) && x <= cell(*f.East, 180) && y >= cell(*f.South, 90) && y <= cell(*f.North, 90) {
			n++
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return n
}

func scanIDs(rows *sql.Rows, err error) ([]string, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// moveTo walks a report from screening to status through the store.
func moveTo(t *testing.T, db *sqlstore.DB, id string, status vecino.Status) {
	t.Helper()
	steps := map[vecino.Status][]vecino.Status{
		vecino.StatusPending:  {vecino.StatusPending},
		vecino.StatusApproved: {vecino.StatusPending, vecino.StatusApproved},
		vecino.StatusRejected: {vecino.StatusPending, vecino.StatusRejected},
	}[status]
	from := vecino.StatusScreening
	for _, to := range steps {
		f := from
		if err := db.ChangeStatus(ctx, vecino.Event{ReportID: id, FromStatus: &f, ToStatus: to}); err != nil {
			t.Fatal(err)
		}
		from = to
	}
}

// writeThroughTheStore files reports through the store's own write paths
// (every trigger fires): statuses, a private category, no coordinates,
// moves, approvals, rejections, a withdrawal.
func writeThroughTheStore(t *testing.T, db *sqlstore.DB, rng *rand.Rand, n int) {
	t.Helper()
	u := mustUser(t, db, fmt.Sprintf("spatial-%d@example.org", rng.IntN(1<<30)))
	box := sqlstoretest.FillBox
	for i := range n {
		lat, lng := box[0]+rng.Float64()*(box[2]-box[0]), box[1]+rng.Float64()*(box[3]-box[1])
		r := &vecino.Report{ReporterID: u.ID, Category: sqlstoretest.FillCategories[i%len(sqlstoretest.FillCategories)], Type: "pothole",
			Description: "A report on the map", Latitude: &lat, Longitude: &lng}
		switch i % 7 {
		case 5:
			r.Category, r.Type = "renter-protection", "no-heat"
		case 6:
			r.Latitude, r.Longitude = nil, nil
		}
		if err := db.CreateReport(ctx, r); err != nil {
			t.Fatal(err)
		}
		switch i % 5 {
		case 0:
			if _, err := db.DeleteReport(ctx, r.ID, u.ID); err != nil {
				t.Fatal(err)
			}
		case 1, 2:
			moveTo(t, db, r.ID, vecino.StatusApproved)
			if i%4 == 1 { // an approved report erased (as an account's erasure does)
				if _, err := db.SQL().ExecContext(ctx, `DELETE FROM violations WHERE id = $1`, r.ID); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if i%3 == 0 { // an approved report moved
				if err := db.SetLocation(ctx, r.ID, lat+0.001, lng-0.001, nil); err != nil {
					t.Fatal(err)
				}
			}
		case 3:
			moveTo(t, db, r.ID, vecino.StatusPending)
		case 4:
			moveTo(t, db, r.ID, vecino.StatusApproved)
			if i%2 == 0 { // approved, then taken back to review: off the map
				from := vecino.StatusApproved
				if err := db.ChangeStatus(ctx, vecino.Event{ReportID: r.ID, FromStatus: &from, ToStatus: vecino.StatusRejected}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestBulkLoadRecountsWhatTheTriggersKeep: after writes through the store
// (the triggers keep the aggregates), a BulkLoad that loads nothing
// recounts them from the table and finds the same; after it the triggers
// are back (a new approval reaches the counts and the map), and so are the
// indexes it drops during the load, each as it was.
func TestBulkLoadRecountsWhatTheTriggersKeep(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		indexes := schemaIndexes(t, db)
		rng := rand.New(rand.NewPCG(7, 8))
		writeThroughTheStore(t, db, rng, 120)
		byTriggers := aggregates(t, db)
		if got := byTriggers["map_cells_all_sums"]; !slices.Equal(got, []string{"0"}) {
			t.Errorf("map_cells_all cells that differ from map_cells' sums: %v", got)
		}
		if len(byTriggers["map_cells"]) == 0 || len(byTriggers["status_day_counts"]) == 0 {
			t.Fatalf("nothing to compare: %v", byTriggers)
		}
		if err := db.BulkLoad(ctx, func(context.Context, *sqlstore.Bulk) error { return nil }); err != nil {
			t.Fatal(err)
		}
		recounted := aggregates(t, db)
		for name, want := range byTriggers {
			if got := recounted[name]; !slices.Equal(got, want) {
				t.Errorf("%s recounted:\n%v\nkept by the triggers:\n%v", name, got, want)
			}
		}
		// A failed load changes nothing, and leaves the triggers in place.
		if err := db.BulkLoad(ctx, func(ctx context.Context, tx *sqlstore.Bulk) error {
			if _, err := tx.ExecContext(ctx, `DELETE FROM violations`); err != nil {
				return err
			}
			return fmt.Errorf("load failed")
		}); err == nil {
			t.Fatal("a failed load succeeded")
		}
		if got := aggregates(t, db); !slices.Equal(got["status_counts"], byTriggers["status_counts"]) {
			t.Errorf("after a failed load: %v", got["status_counts"])
		}
		before, _ := db.CountReports(ctx, vecino.StatusApproved)
		writeThroughTheStore(t, db, rng, 10)
		after, _ := db.CountReports(ctx, vecino.StatusApproved)
		if after <= before {
			t.Errorf("approved count %d → %d: the triggers are not back", before, after)
		}
		byTriggers = aggregates(t, db)
		if err := db.BulkLoad(ctx, func(context.Context, *sqlstore.Bulk) error { return nil }); err != nil {
			t.Fatal(err)
		}
		for name, want := range byTriggers {
			if got := aggregates(t, db)[name]; !slices.Equal(got, want) {
				t.Errorf("%s after more writes: recount differs from the triggers", name)
			}
		}
		if got := schemaIndexes(t, db); !slices.Equal(got, indexes) {
			t.Errorf("indexes after the loads:\n%v\nbefore:\n%v", got, indexes)
		}
		if db.Dialect == sqlstore.SQLite {
			checkRTree(t, db)
			// The load leaves the write-ahead log for its own transaction
			// and comes back to it.
			var mode string
			if err := db.SQL().QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
				t.Errorf("journal mode after the loads: %q, %v", mode, err)
			}
		}
	})
}

// checkRTree fails unless SQLite's own check finds the public_points tree
// sound (every box holds its children's, every entry in its leaf).
func checkRTree(t *testing.T, db *sqlstore.DB) {
	t.Helper()
	var check string
	if err := db.SQL().QueryRowContext(ctx, `SELECT rtreecheck('public_points')`).Scan(&check); err != nil || check != "ok" {
		t.Errorf("rtreecheck: %q, %v", check, err)
	}
}

// TestBulkLoadPacksATreeOfThreeLevels: BulkLoad writes the R*Tree's nodes
// itself (Sort-Tile-Recursive packing); with about 4,700 public reports
// the root holds nodes that hold leaves. The tree is sound, the root says
// its depth, every box query finds what a scan of the reports finds, and
// the triggers go on inserting into it and deleting from it.
func TestBulkLoadPacksATreeOfThreeLevels(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		if db.Dialect != sqlstore.SQLite {
			t.Skip("the R*Tree is SQLite's")
		}
		if err := sqlstoretest.Fill(ctx, db, 5500); err != nil {
			t.Fatal(err)
		}
		checkRTree(t, db)
		var depth, nodes int
		if err := db.SQL().QueryRowContext(ctx, `SELECT (SELECT unicode(substr(data, 2, 1)) FROM public_points_node WHERE nodeno = 1),
			(SELECT COUNT(*) FROM public_points_node)`).Scan(&depth, &nodes); err != nil {
			t.Fatal(err)
		}
		if depth != 2 || nodes < 90 {
			t.Errorf("root depth %d, %d nodes: want 2 and about 95", depth, nodes)
		}
		rng := rand.New(rand.NewPCG(5, 6))
		query := func() {
			t.Helper()
			for range 40 {
				box := sqlstoretest.FillBox
				s, w := box[0]+rng.Float64()*(box[2]-box[0]), box[1]+rng.Float64()*(box[3]-box[1])
				n, e := s+0.02, w+0.03
				got, err := scanIDs(db.SQL().QueryContext(ctx, `SELECT report_id FROM public_points
					WHERE min_lat <= $2 AND max_lat >= $1 AND min_lng <= $4 AND max_lng >= $3 AND lat BETWEEN $1 AND $2 AND lng BETWEEN $3 AND $4`, s, n, w, e))
				if err != nil {
					t.Fatal(err)
				}
				want, err := scanIDs(db.SQL().QueryContext(ctx, `SELECT id FROM violations WHERE status = 'approved' AND category <> 'renter-protection'
					AND latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4`, s, n, w, e))
				if err != nil {
					t.Fatal(err)
				}
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Errorf("box %g,%g,%g,%g: tree %d reports, table %d", s, w, n, e, len(got), len(want))
				}
			}
		}
		query()
		writeThroughTheStore(t, db, rng, 150)
		checkRTree(t, db)
		query()
	})
}

// schemaIndexes lists the definitions of the indexes of the reports and
// the map's tables, sorted.
func schemaIndexes(t *testing.T, db *sqlstore.DB) []string {
	t.Helper()
	q := `SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('violations', 'report_words', 'map_cells', 'map_cells_all') ORDER BY sql`
	if db.Dialect == sqlstore.Postgres {
		q = `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('violations', 'report_words', 'map_cells', 'map_cells_all') ORDER BY indexdef`
	}
	defs, err := scanIDs(db.SQL().QueryContext(ctx, q))
	if err != nil {
		t.Fatal(err)
	}
	if len(defs) < 5 {
		t.Fatalf("only %d indexes: %v", len(defs), defs)
	}
	return defs
}

// TestMapViewsMatchTheRecord: on a record made by Fill (BulkLoad) and then
// changed through the store, every map view of every size, with and
// without filters, holds exactly the public reports in its box: the same
// single reports, or clusters whose counts add up to them.
func TestMapViewsMatchTheRecord(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		if err := sqlstoretest.Fill(ctx, db, 3000); err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, 4))
		writeThroughTheStore(t, db, rng, 150)
		box := sqlstoretest.FillBox
		from := time.Now().AddDate(-1, 0, 0)
		views := 0
		for i := range 120 {
			span := []float64{0.0005, 0.003, 0.01, 0.03, 0.1, 0.4}[i%6]
			s, w := box[0]-0.02+rng.Float64()*(box[2]-box[0]), box[1]-0.02+rng.Float64()*(box[3]-box[1])
			n, e := s+span, w+span*1.3
			f := vecino.PublicFilter{South: &s, West: &w, North: &n, East: &e}
			where := ""
			args := []any{s, n, w, e}
			switch i % 4 {
			case 1:
				f.Category = sqlstoretest.FillCategories[i%len(sqlstoretest.FillCategories)]
				where, args = " AND category = $5", append(args, f.Category)
			case 2:
				f.From = &from // read live, clustered on the fly
				where, args = " AND COALESCE(occurred_at, uploaded_at) >= $5", append(args, from.UTC())
			}
			rows, err := db.SQL().QueryContext(ctx, `SELECT id FROM violations WHERE status = 'approved' AND category <> 'renter-protection'
				AND latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4`+where, args...)
			want, err := scanIDs(rows, err)
			if err != nil {
				t.Fatal(err)
			}
			const grid = 8
			pts, err := db.MapPoints(ctx, f, 50, grid)
			if err != nil {
				t.Fatal(err)
			}
			if len(pts) > 50 && len(pts) > (grid+1)*(grid+1) { // at most grid+1 clusters a side
				t.Errorf("view %d (%g°, %q): %d points", i, span, where, len(pts))
			}
			total, ids := 0, []string{}
			for _, p := range pts {
				total += p.Count
				if p.ID != nil && p.Count == 1 {
					ids = append(ids, *p.ID)
				}
			}
			markers := len(ids) == len(pts)
			switch {
			case markers: // single reports: exactly those in the box
				slices.Sort(ids)
				slices.Sort(want)
				if !slices.Equal(ids, want) {
					t.Errorf("view %d (%g°, %q): markers %v, want %v", i, span, where, ids, want)
				}
			case f.From != nil: // clustered on the fly: exactly the box's reports
				if total != len(want) || len(want) <= 50 {
					t.Errorf("view %d (%g°, %q): %d reports in clusters, %d in the box", i, span, where, total, len(want))
				}
			default: // the grid's sums: exactly the reports in the whole cells that cover the box
				if in := inCells(t, db, f, grid, where, args[4:]); total != in || total < len(want) {
					t.Errorf("view %d (%g°, %q): %d reports in the grid's clusters, %d in its cells, %d in the box", i, span, where, total, in, len(want))
				}
			}
			if len(want) > 0 {
				views++
			}
			if total > 0 && math.IsNaN(pts[0].Lat) {
				t.Errorf("view %d: %+v", i, pts[0])
			}
		}
		if views < 60 {
			t.Errorf("only %d views of 120 held reports", views)
		}
	})
}
