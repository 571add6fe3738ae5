package sqlstore_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
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
	fill(b, db, benchN())
	b.Logf("%s: filled %d reports in %s", d, benchN(), time.Since(start).Round(time.Second))
	benchDBs[d] = db
	return db
}

func fill(b *testing.B, db *sqlstore.DB, n int) {
	ctx := context.Background()
	u, err := db.CreateUser(ctx, vecino.NewUser{Email: "bench@example.org", PasswordHash: "x"})
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	cats := []string{"road-infrastructure", "illegal-parking", "crosswalk-signals", "careless-driver", "bike-lane", "visibility-hazards"}
	base := time.Now().UTC().Add(-2 * 365 * 24 * time.Hour)
	const batch = 500
	sqlDB := db.SQL()
	for done := 0; done < n; {
		tx, err := sqlDB.Begin()
		if err != nil {
			b.Fatal(err)
		}
		for k := 0; k < 20 && done < n; k++ {
			m := min(batch, n-done)
			var sb strings.Builder
			args := make([]any, 0, m*9)
			sb.WriteString(`INSERT INTO violations (id, reporter_id, category, type, status, description, latitude, longitude, uploaded_at, updated_at, occurred_at) VALUES `)
			for i := range m {
				status := "approved"
				switch r := rng.IntN(100); {
				case r < 5:
					status = "screening"
				case r < 10:
					status = "pending"
				case r < 15:
					status = "rejected"
				}
				at := base.Add(time.Duration(rng.Int64N(int64(2 * 365 * 24 * time.Hour)))).Truncate(time.Microsecond)
				p := len(args)
				if i > 0 {
					sb.WriteString(",")
				}
				fmt.Fprintf(&sb, "($%d,$%d,$%d,'pothole',$%d,'benchmark report',$%d,$%d,$%d,$%d,$%d)", p+1, p+2, p+3, p+4, p+5, p+6, p+7, p+8, p+9)
				args = append(args, uuid.Must(uuid.NewV7()).String(), u.ID, cats[rng.IntN(len(cats))], status,
					40.60+rng.Float64()*0.27, -74.20+rng.Float64()*0.35, at, at, at)
			}
			if _, err := tx.Exec(sb.String(), args...); err != nil {
				b.Fatal(err)
			}
			done += m
		}
		if err := tx.Commit(); err != nil {
			b.Fatal(err)
		}
	}
	if db.Dialect == sqlstore.Postgres {
		sqlDB.Exec("ANALYZE violations") //nolint:errcheck
	} else {
		sqlDB.Exec("ANALYZE") //nolint:errcheck
	}
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
