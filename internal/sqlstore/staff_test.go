package sqlstore_test

import (
	"testing"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// TestAnalyzeDropsStat4: ANALYZE's sqlite_stat4 samples would expire every
// prepared statement whose bound values the planner compared with them, at
// each run (docs/perf/staff.md); Analyze and Migrate leave only
// sqlite_stat1 on SQLite.
func TestAnalyzeDropsStat4(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		if err := sqlstoretest.Fill(ctx, db, 300); err != nil {
			t.Fatal(err)
		}
		if db.Dialect != sqlstore.SQLite {
			return
		}
		tables := func() (stat1, stat4 int) {
			t.Helper()
			err := db.SQL().QueryRowContext(ctx, `SELECT
				(SELECT COUNT(*) FROM sqlite_master WHERE name = 'sqlite_stat1'),
				(SELECT COUNT(*) FROM sqlite_master WHERE name = 'sqlite_stat4')`).Scan(&stat1, &stat4)
			if err != nil {
				t.Fatal(err)
			}
			return stat1, stat4
		}
		if s1, s4 := tables(); s1 != 1 || s4 != 0 {
			t.Errorf("after Fill's Analyze: sqlite_stat1 %d, sqlite_stat4 %d; want 1, 0", s1, s4)
		}
		// An operator's ANALYZE (or PRAGMA optimize) writes them again; the next start drops them.
		if _, err := db.SQL().ExecContext(ctx, `ANALYZE`); err != nil {
			t.Fatal(err)
		}
		if _, s4 := tables(); s4 != 1 {
			t.Fatalf("ANALYZE wrote no sqlite_stat4 (the driver's build changed?): %d", s4)
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if s1, s4 := tables(); s1 != 1 || s4 != 0 {
			t.Errorf("after Migrate: sqlite_stat1 %d, sqlite_stat4 %d; want 1, 0", s1, s4)
		}
	})
}
