// Package sqlstoretest opens fresh, migrated and seeded databases for tests:
// SQLite always, and PostgreSQL too when TEST_DATABASE_URL is set, so that one
// suite proves both dialects.
package sqlstoretest

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/sqlstore"
)

// Dialects returns the dialects this test run covers.
func Dialects() []sqlstore.Dialect {
	if os.Getenv("TEST_DATABASE_URL") != "" {
		return []sqlstore.Dialect{sqlstore.SQLite, sqlstore.Postgres}
	}
	return []sqlstore.Dialect{sqlstore.SQLite}
}

// ForEach runs fn once per dialect, each on a fresh database, the dialects
// side by side (parallel subtests, after the calling test function has
// returned): most of a run waits on the database, timers and servers, and
// the suite takes about a fifth less time. fn must not share anything
// writable with its other run (a counter, a fake server or a log declared
// outside it); such a test uses ForEachInTurn.
func ForEach(t *testing.T, fn func(t *testing.T, db *sqlstore.DB)) {
	t.Helper()
	forEach(t, true, fn)
}

// ForEachInTurn is ForEach with the dialects one after the other.
func ForEachInTurn(t *testing.T, fn func(t *testing.T, db *sqlstore.DB)) {
	t.Helper()
	forEach(t, false, fn)
}

func forEach(t *testing.T, parallel bool, fn func(t *testing.T, db *sqlstore.DB)) {
	t.Helper()
	for _, d := range Dialects() {
		t.Run(string(d), func(t *testing.T) {
			if parallel {
				t.Parallel()
			}
			fn(t, Open(t, d))
		})
	}
}

// URL returns a database URL for a fresh, empty database of dialect d that
// is dropped when the test ends.
func URL(t testing.TB, d sqlstore.Dialect) string {
	t.Helper()
	if d == sqlstore.SQLite {
		return "sqlite:" + filepath.Join(t.TempDir(), "test.db")
	}
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL not set")
	}
	schema := "t_" + strings.ReplaceAll(uuid.NewString(), "-", "")
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec("DROP SCHEMA " + schema + " CASCADE") //nolint:errcheck
		admin.Close()
	})
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return fmt.Sprintf("%s%ssearch_path=%s", base, sep, schema)
}

// Open returns a migrated, seeded database of dialect d, closed at cleanup.
func Open(t testing.TB, d sqlstore.Dialect) *sqlstore.DB {
	t.Helper()
	db, err := sqlstore.Open(URL(t, d))
	if err != nil {
		t.Fatalf("open %s: %v", d, err)
	}
	t.Cleanup(func() { db.Close() })
	ctx := context.Background()
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatalf("migrate %s: %v", d, err)
	}
	if err := db.Seed(ctx); err != nil {
		t.Fatalf("seed %s: %v", d, err)
	}
	// The job queue's tables, and a queue that only adds jobs (a test that
	// works them opens one with handlers and sets it instead).
	if err := jobs.Migrate(ctx, db.SQL(), string(d)); err != nil {
		t.Fatalf("migrate the job queue %s: %v", d, err)
	}
	q, err := jobs.Open(db.SQL(), string(d), nil)
	if err != nil {
		t.Fatal(err)
	}
	db.SetEnqueuer(q)
	return db
}

// OpenForBenchmarks returns a migrated, seeded database of dialect d that
// stays open for the whole process (benchmarks share one across
// sub-benchmarks); SQLite's file and PostgreSQL's schema are left behind in
// throwaway places.
func OpenForBenchmarks(d sqlstore.Dialect) (*sqlstore.DB, error) {
	url := ""
	if d == sqlstore.SQLite {
		dir, err := os.MkdirTemp("", "vecino-bench-")
		if err != nil {
			return nil, err
		}
		url = "sqlite:" + filepath.Join(dir, "bench.db")
	} else {
		base := os.Getenv("TEST_DATABASE_URL")
		schema := "bench_" + strings.ReplaceAll(uuid.NewString(), "-", "")[:12]
		admin, err := sql.Open("pgx", base)
		if err != nil {
			return nil, err
		}
		defer admin.Close()
		if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
			return nil, err
		}
		sep := "?"
		if strings.Contains(base, "?") {
			sep = "&"
		}
		url = base + sep + "search_path=" + schema
	}
	db, err := sqlstore.Open(url)
	if err != nil {
		return nil, err
	}
	if _, err := db.Migrate(context.Background()); err != nil {
		return nil, err
	}
	return db, db.Seed(context.Background())
}
