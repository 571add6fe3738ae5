package sqlstore_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Benchmarks on a city-sized record: BENCH_REPORTS reports (default
// 1,000,000), 85% approved, 5% in each other status, spread over two years
// and a 30 km box. Run:
//
//	go test ./internal/sqlstore -run '^$' -bench . -benchtime 2000x
//	scripts/with-postgres.sh go test ./internal/sqlstore -run '^$' -bench . -benchtime 2000x
//
// Filling takes minutes; BENCH_SQLITE_PATH=/tmp/…/bench.db reuses the SQLite
// file a previous run left (its path is in that run's temp folder).
//
// Each reports the mean (ns/op) and the p50/p99 of single calls.

func benchN() int {
	if n, err := strconv.Atoi(os.Getenv("BENCH_REPORTS")); err == nil && n > 0 {
		return n
	}
	return 1_000_000
}

var benchDBs = map[sqlstore.Dialect]*sqlstore.DB{}

// benchDB returns a database filled once per dialect per run.
func benchDB(b *testing.B, d sqlstore.Dialect) *sqlstore.DB {
	if db, ok := benchDBs[d]; ok {
		return db
	}
	if path := os.Getenv("BENCH_SQLITE_PATH"); d == sqlstore.SQLite && path != "" {
		// Reuse a database an earlier run filled (it is migrated on open).
		db, err := sqlstore.Open("sqlite:" + path)
		if err == nil {
			_, err = db.Migrate(context.Background())
		}
		if err != nil {
			b.Fatal(err)
		}
		if n, _ := db.CountReports(context.Background(), ""); n >= benchN() {
			b.Logf("sqlite: reusing %s with %d reports", path, n)
			benchDBs[d] = db
			return db
		}
		db.Close()
	}
	db, err := sqlstoretest.OpenForBenchmarks(d)
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	if err := sqlstoretest.Fill(context.Background(), db, benchN()); err != nil {
		b.Fatal(err)
	}
	b.Logf("%s: filled %d reports in %s", d, benchN(), time.Since(start).Round(time.Second))
	benchDBs[d] = db
	return db
}

// measure runs op b.N times and reports p50 and p99 in milliseconds.
func measure(b *testing.B, op func(i int) error) {
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		t := time.Now()
		if err := op(i); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(t))
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	pct := func(p float64) float64 { return float64(times[int(float64(len(times)-1)*p)].Microseconds()) / 1000 }
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
}

// sample returns ids of reports in status spread through the queue.
func sample(b *testing.B, db *sqlstore.DB, status vecino.Status, n int) []string {
	rows, err := db.SQL().Query(`SELECT id FROM violations WHERE status = $1 ORDER BY id LIMIT 100000`, status)
	if err != nil {
		b.Fatal(err)
	}
	defer rows.Close()
	var all []string
	for rows.Next() {
		var id string
		rows.Scan(&id) //nolint:errcheck
		all = append(all, id)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	out := make([]string, n)
	for i := range out {
		out[i] = all[rng.IntN(len(all))]
	}
	return out
}

func BenchmarkNavigation(b *testing.B) {
	for _, d := range sqlstoretest.Dialects() {
		b.Run(string(d), func(b *testing.B) {
			db := benchDB(b, d)
			ids := sample(b, db, vecino.StatusPending, 1000)
			ctx := context.Background()
			measure(b, func(i int) error {
				_, err := db.PositionOf(ctx, ids[i%len(ids)], vecino.StatusPending)
				return err
			})
		})
	}
}

func BenchmarkPublicListPage(b *testing.B) {
	for _, d := range sqlstoretest.Dialects() {
		b.Run(string(d), func(b *testing.B) {
			db := benchDB(b, d)
			ctx := context.Background()
			cats := []string{"", "illegal-parking", "bike-lane"}
			measure(b, func(i int) error {
				_, _, err := db.PublicReports(ctx, vecino.PublicFilter{Category: cats[i%len(cats)], Limit: 20})
				return err
			})
		})
	}
}

func BenchmarkMapCityWide(b *testing.B) {
	for _, d := range sqlstoretest.Dialects() {
		b.Run(string(d), func(b *testing.B) {
			db := benchDB(b, d)
			ctx := context.Background()
			s, w, n, e := 40.55, -74.25, 40.92, -73.80
			measure(b, func(i int) error {
				pts, err := db.MapPoints(ctx, vecino.PublicFilter{South: &s, West: &w, North: &n, East: &e}, 2000, 40)
				if err == nil && len(pts) > 2000 {
					err = fmt.Errorf("%d points", len(pts))
				}
				return err
			})
		})
	}
}

// BenchmarkAnalytics is the owner's analytics page's report queries over a
// year: counts by status, category, neighbourhood and day, and review times.
func BenchmarkAnalytics(b *testing.B) {
	for _, d := range sqlstoretest.Dialects() {
		b.Run(string(d), func(b *testing.B) {
			db := benchDB(b, d)
			ctx := context.Background()
			to := time.Now().UTC().Format(time.DateOnly)
			from := time.Now().UTC().AddDate(-1, 0, 0).Format(time.DateOnly)
			measure(b, func(int) error {
				for _, by := range []string{"status", "category", "neighborhood", "day"} {
					if _, err := db.ReportCounts(ctx, by, from, to); err != nil {
						return err
					}
				}
				_, err := db.ReviewTimeBuckets(ctx, from, to)
				return err
			})
		})
	}
}

// searchReady marks the databases whose search_text BenchmarkPublicSearch
// wrote.
var searchReady = map[sqlstore.Dialect]bool{}

// BenchmarkPublicSearch measures the public list's word search (q=):
// "common" is a word of every report (read newest first, a page fills at
// once); "rare" is in about 1 report in 256 (at 300,000 reports, under
// rareBelow: read from report_words; at 1,000,000, over it: read newest
// first, a page fills after about 5,000 rows); "none" is in none (read from
// report_words: nothing to read).
func BenchmarkPublicSearch(b *testing.B) {
	for _, d := range sqlstoretest.Dialects() {
		b.Run(string(d), func(b *testing.B) {
			db := benchDB(b, d)
			if !searchReady[d] {
				// Fill writes " benchmark report" for all: one text for all,
				// and rarer words in the reports whose id ends in "ab" (random
				// bits); report_words gets the words the cases look for.
				for _, q := range []string{`UPDATE violations SET search_text = ' benchmark report on grove street' WHERE substr(id, 35, 2) <> 'ab'`,
					`UPDATE violations SET search_text = ' bache profundo en la esquina' WHERE substr(id, 35, 2) = 'ab'`,
					`INSERT INTO report_words (word, report_id) SELECT 'grove', id FROM violations WHERE substr(id, 35, 2) <> 'ab'`,
					`INSERT INTO report_words (word, report_id) SELECT 'esquina', id FROM violations WHERE substr(id, 35, 2) = 'ab'`,
					`INSERT INTO report_words (word, report_id) SELECT 'profundo', id FROM violations WHERE substr(id, 35, 2) = 'ab'`} {
					if _, err := db.SQL().Exec(q); err != nil {
						b.Fatal(err)
					}
				}
				if d == sqlstore.Postgres { // as autovacuum would, after rewriting every row
					if _, err := db.SQL().Exec(`VACUUM ANALYZE violations, report_words`); err != nil {
						b.Fatal(err)
					}
				}
				searchReady[d] = true
			}
			for _, c := range []struct{ name, q string }{{"common", "grove"}, {"rare", "esquina profundo"}, {"none", "zzzz"}} {
				b.Run(c.name, func(b *testing.B) {
					ctx := context.Background()
					measure(b, func(int) error {
						_, _, err := db.PublicReports(ctx, vecino.PublicFilter{Query: c.q, Limit: 20})
						return err
					})
				})
			}
		})
	}
}
