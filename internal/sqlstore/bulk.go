package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// Bulk is what a BulkLoad's load writes with: its transaction, and Copy.
type Bulk struct {
	*sql.Tx
	conn    *sql.Conn
	dialect Dialect
}

// Copy inserts into table the rows next returns, the values of cols in
// order, until it returns nil: one COPY on PostgreSQL; on SQLite
// multi-row inserts of up to 2,000 rows, the statement prepared once
// (parsing it again for each batch was a tenth of the load) and its
// parameters positional (SQLite looks numbered ones up by name, which at
// 20,000 a statement cost more than the inserts).
func (b *Bulk) Copy(ctx context.Context, table string, cols []string, next func() []any) error {
	if b.dialect == Postgres {
		return b.conn.Raw(func(dc any) error {
			c, ok := dc.(*stdlib.Conn)
			if !ok {
				return fmt.Errorf("copy: driver connection %T", dc)
			}
			_, err := c.Conn().CopyFrom(ctx, pgx.Identifier{table}, cols, pgx.CopyFromFunc(func() ([]any, error) { return next(), nil }))
			return err
		})
	}
	batch := min(2000, 32766/len(cols))
	insert := func(n int) string {
		tuple := "(" + strings.Repeat("?,", len(cols)-1) + "?)"
		return "INSERT INTO " + table + " (" + strings.Join(cols, ", ") + ") VALUES " + strings.Repeat(tuple+",", n-1) + tuple
	}
	full, err := b.PrepareContext(ctx, insert(batch))
	if err != nil {
		return err
	}
	defer full.Close()
	args := make([]any, 0, batch*len(cols))
	for done := false; !done; {
		args = args[:0]
		for len(args) < batch*len(cols) {
			row := next()
			if row == nil {
				done = true
				break
			}
			args = append(args, row...)
		}
		switch n := len(args) / len(cols); {
		case n == batch:
			_, err = full.ExecContext(ctx, args...)
		case n > 0:
			_, err = b.ExecContext(ctx, insert(n), args...)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// BulkLoad runs load in one transaction with the per-row triggers of
// violations and map_cells switched off, then computes once, from the
// whole table, what those triggers keep: approved_at of approved reports
// that have none, the queue sizes (status_counts), the reports per status
// and day (status_day_counts), per day, status, category and neighbourhood
// (report_day_counts), the map's grid sums (map_cells, map_cells_all) and,
// on SQLite, the R*Tree of public places (public_points); then it switches
// the triggers back on and commits. A failure rolls everything back,
// triggers included.
//
// It is for loading many reports at once (sqlstoretest.Fill, the
// benchmarks' city-sized record): a million rows through the triggers took
// over an hour on a shared 2-core machine, loaded and recounted once about
// two minutes of CPU (docs/perf/staff.md). load must write what the
// triggers do not (search_text and report_words, for instance). Nothing
// else may write reports meanwhile: on PostgreSQL the transaction holds
// violations locked; on SQLite it is the one writer anyway. A new trigger
// on violations or map_cells switched off here needs its recount here too
// (and a check in TestBulkLoadRecountsWhatTheTriggersKeep).
func (d *DB) BulkLoad(ctx context.Context, load func(ctx context.Context, b *Bulk) error) error {
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	wal := false
	if d.Dialect == SQLite {
		// The load's pages stay in memory (1 GiB at most), and so does the
		// journal of each multi-row insert, this connection only (reset
		// below).
		if _, err := conn.ExecContext(ctx, `PRAGMA cache_size = -1000000; PRAGMA temp_store = MEMORY`); err != nil {
			return err
		}
		// A rollback journal instead of the write-ahead log for the load:
		// the new pages are written once, into the file, where the log
		// wrote them twice (into the log, then the checkpoint into the
		// file; a sixth of the fill). Leaving WAL needs this connection
		// to be the file's only one: the pool's idle ones are closed, and
		// where another stays open (another process) the load keeps the
		// log.
		d.db.SetMaxIdleConns(0)
		var mode string
		if err := conn.QueryRowContext(ctx, `PRAGMA journal_mode = DELETE`).Scan(&mode); err != nil {
			return err
		}
		wal = mode == "wal"
		defer func() {
			if !wal {
				conn.ExecContext(context.WithoutCancel(ctx), `PRAGMA journal_mode = WAL`) //nolint:errcheck // Open sets it again at each start
			}
			d.db.SetMaxIdleConns(sqliteConns())
		}()
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer func() {
		tx.Rollback()            //nolint:errcheck // rollback after commit is a no-op
		if d.Dialect == SQLite { // back to the pool's setting (Open)
			conn.ExecContext(context.WithoutCancel(ctx), `PRAGMA cache_size = -8000; PRAGMA temp_store = DEFAULT`) //nolint:errcheck
		}
	}()
	exec := func(qs ...string) error {
		for _, q := range qs {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				return fmt.Errorf("%w: %s", err, q)
			}
		}
		return nil
	}
	// The triggers (SQLite) and the secondary indexes of the loaded tables
	// are dropped and made again at the end: an index built from the whole
	// table is a sort, where rows inserted one by one each find their place
	// in every index (a third of the fill's CPU, docs/perf/staff.md).
	type definition struct{ name, sql string }
	scanDefinition := func(r row) (d definition, err error) { return d, r.Scan(&d.name, &d.sql) }
	var triggers []definition
	if d.Dialect == Postgres {
		if err := exec(`ALTER TABLE violations DISABLE TRIGGER USER`, `ALTER TABLE map_cells DISABLE TRIGGER USER`); err != nil {
			return err
		}
	} else {
		rows, err := tx.QueryContext(ctx, `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('violations', 'map_cells')`)
		if triggers, err = collect(rows, err, scanDefinition); err != nil {
			return err
		}
		for _, t := range triggers {
			if err := exec(`DROP TRIGGER "` + t.name + `"`); err != nil {
				return err
			}
		}
	}
	rows, err := tx.QueryContext(ctx, bulkIndexes[d.Dialect])
	indexes, err := collect(rows, err, scanDefinition)
	if err != nil {
		return err
	}
	for _, ix := range indexes {
		if err := exec(`DROP INDEX "` + ix.name + `"`); err != nil {
			return err
		}
	}
	b := &Bulk{Tx: tx, conn: conn, dialect: d.Dialect}
	if err := load(ctx, b); err != nil {
		return err
	}
	if err := exec(bulkRecount[d.Dialect]...); err != nil {
		return err
	}
	if d.Dialect == SQLite {
		if err := bulkRTree(ctx, b); err != nil {
			return err
		}
	}
	// map_cells' coarser levels, each summed from the next finer one: a
	// level's cell is 2×2 of the next one's (the sizes are powers of two, so
	// the integer halving is exact).
	rows, err = tx.QueryContext(ctx, `SELECT level FROM map_levels ORDER BY level DESC`)
	levels, err := collect(rows, err, func(r row) (l int, err error) { return l, r.Scan(&l) })
	if err != nil {
		return err
	}
	for i := 1; i < len(levels); i++ {
		if err := exec(fmt.Sprintf(`INSERT INTO map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng)
			SELECT %d, cx / 2, cy / 2, category, resolved, SUM(n), SUM(sum_lat), SUM(sum_lng)
			FROM map_cells WHERE level = %d GROUP BY 1, 2, 3, 4, 5`, levels[i], levels[i-1])); err != nil {
			return err
		}
	}
	if err := exec(`DELETE FROM map_cells_all`, `INSERT INTO map_cells_all (level, cx, cy, n, sum_lat, sum_lng)
		SELECT level, cx, cy, SUM(n), SUM(sum_lat), SUM(sum_lng) FROM map_cells GROUP BY level, cx, cy`); err != nil {
		return err
	}
	for _, ix := range indexes {
		if err := exec(ix.sql); err != nil {
			return err
		}
	}
	if d.Dialect == Postgres {
		if err := exec(`ALTER TABLE violations ENABLE TRIGGER USER`, `ALTER TABLE map_cells ENABLE TRIGGER USER`); err != nil {
			return err
		}
	}
	for _, t := range triggers {
		if err := exec(t.sql); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil || !wal {
		return err
	}
	// The load went to the write-ahead log; into the file with it, or every
	// read looks its pages up in the log until a checkpoint.
	_, err = conn.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`)
	return err
}

// bulkIndexes lists the name and definition of the indexes BulkLoad makes
// again after the load: those of the tables it fills, but the ones a key or
// a constraint owns (the primary keys, which the load's own inserts need).
var bulkIndexes = map[Dialect]string{
	SQLite: `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
		AND tbl_name IN ('violations', 'report_words', 'map_cells', 'map_cells_all')`,
	Postgres: `SELECT i.indexname, i.indexdef FROM pg_indexes i
		WHERE i.schemaname = current_schema() AND i.tablename IN ('violations', 'report_words', 'map_cells', 'map_cells_all')
		AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = current_schema()::regnamespace)`,
}

// bulkRecount computes from violations what its triggers keep, the way the
// migrations that added each aggregate first filled it.
var bulkRecount = map[Dialect][]string{
	SQLite: {
		`UPDATE violations SET approved_at = updated_at WHERE status = 'approved' AND approved_at IS NULL`,
		// One pass over the reports for the day counts; the coarser sums from it.
		`DELETE FROM report_day_counts`,
		`INSERT INTO report_day_counts (day, status, category, neighborhood, n)
			SELECT date(uploaded_at), status, category, COALESCE(neighborhood_id, ''), COUNT(*) FROM violations GROUP BY 1, 2, 3, 4`,
		`DELETE FROM status_day_counts`,
		`INSERT INTO status_day_counts (status, day, n) SELECT status, day, SUM(n) FROM report_day_counts GROUP BY status, day`,
		`UPDATE status_counts SET n = (SELECT COALESCE(SUM(n), 0) FROM status_day_counts d WHERE d.status = status_counts.status)`,
		`DELETE FROM map_cells`,
		// The finest level from the reports; the coarser ones (bulkCoarser)
		// each from the one below.
		`INSERT INTO map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng)
			SELECT l.level, CAST((v.longitude + 180) / l.size AS INTEGER), CAST((v.latitude + 90) / l.size AS INTEGER), v.category, v.resolved,
				COUNT(*), SUM(v.latitude), SUM(v.longitude)
			FROM violations v, map_levels l
			WHERE l.level = (SELECT MAX(level) FROM map_levels)
				AND v.status = 'approved' AND v.category <> 'renter-protection' AND v.latitude IS NOT NULL AND v.longitude IS NOT NULL
			GROUP BY 1, 2, 3, 4, 5`,
	},
	Postgres: {
		`UPDATE violations SET approved_at = updated_at WHERE status = 'approved' AND approved_at IS NULL`,
		`DELETE FROM report_day_counts`,
		`INSERT INTO report_day_counts (day, status, category, neighborhood, n)
			SELECT to_char(uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), status, category, COALESCE(neighborhood_id, ''), COUNT(*)
			FROM violations GROUP BY 1, 2, 3, 4`,
		`DELETE FROM status_day_counts`,
		`INSERT INTO status_day_counts (status, day, n) SELECT status, day, SUM(n) FROM report_day_counts GROUP BY status, day`,
		`UPDATE status_counts SET n = (SELECT COALESCE(SUM(n), 0) FROM status_day_counts d WHERE d.status = status_counts.status)`,
		`DELETE FROM map_cells`,
		`INSERT INTO map_cells (level, cx, cy, category, resolved, n, sum_lat, sum_lng)
			SELECT l.level, FLOOR((v.longitude + 180) / l.size)::int, FLOOR((v.latitude + 90) / l.size)::int, v.category, v.resolved,
				COUNT(*), SUM(v.latitude), SUM(v.longitude)
			FROM violations v, map_levels l
			WHERE l.level = (SELECT MAX(level) FROM map_levels)
				AND v.status = 'approved' AND v.category <> 'renter-protection' AND v.latitude IS NOT NULL AND v.longitude IS NOT NULL
			GROUP BY 1, 2, 3, 4, 5`,
	},
}
