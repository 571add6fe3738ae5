package sqlstoretest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/google/uuid"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/vecino"
)

// FillCategories are the categories Fill spreads reports over.
var FillCategories = []string{"road-infrastructure", "illegal-parking", "crosswalk-signals", "careless-driver", "bike-lane", "visibility-hazards"}

// FillBox is the area Fill places reports in (south, west, north, east):
// about 30 km across, New York City's size.
var FillBox = [4]float64{40.60, -74.20, 40.87, -73.85}

// Fill adds n reports to db, the same ones every time on an empty
// database (a fixed seed): 85% approved and 5% in each other status,
// spread over the two years before now and over FillBox, each with the
// description "benchmark report" (its search text and words written too).
// Approved reports count as already asked whether they are fixed
// (fixed_asked_at): otherwise a server's first follow-up sweep queues an
// email for each of them while it is measured. It loads them in one
// transaction with sqlstore.BulkLoad and Bulk.Copy (COPY on PostgreSQL,
// prepared multi-row inserts on SQLite), the aggregates the triggers keep
// computed once at the end (a million reports in under a minute on a
// laptop-sized machine, docs/perf/staff.md). The benchmarks of sqlstore
// and cmd/benchhttp use it to make a city-sized record.
func Fill(ctx context.Context, db *sqlstore.DB, n int) error {
	u, err := db.CreateUser(ctx, vecino.NewUser{Email: fmt.Sprintf("fill-%d@example.org", time.Now().UnixNano()), PasswordHash: "x"})
	if err != nil {
		return err
	}
	var have uint64 // a second fill of the same database draws other reports
	var before string
	if err := db.SQL().QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(MAX(id), '') FROM violations`).Scan(&have, &before); err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(1, 2+have))
	base := time.Now().UTC().Add(-2 * 365 * 24 * time.Hour)
	err = db.BulkLoad(ctx, func(ctx context.Context, b *sqlstore.Bulk) error {
		left := n
		err := b.Copy(ctx, "violations", []string{"id", "reporter_id", "category", "type", "status", "description", "search_text",
			"latitude", "longitude", "uploaded_at", "updated_at", "occurred_at", "approved_at", "fixed_asked_at"}, func() []any {
			if left == 0 {
				return nil
			}
			left--
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
			var approvedAt *time.Time
			if status == "approved" {
				approvedAt = &at
			}
			// search_text as the store writes it for this description (sqlstore.reportSearchText).
			return []any{uuid.Must(uuid.NewV7()).String(), u.ID, FillCategories[rng.IntN(len(FillCategories))], "pothole", status,
				"benchmark report", " benchmark report", FillBox[0] + rng.Float64()*(FillBox[2]-FillBox[0]),
				FillBox[1] + rng.Float64()*(FillBox[3]-FillBox[1]), at, at, at, approvedAt, approvedAt}
		})
		if err != nil {
			return err
		}
		_, err = b.ExecContext(ctx, `INSERT INTO report_words (word, report_id)
			SELECT 'benchmark', id FROM violations WHERE id > $1 UNION ALL SELECT 'report', id FROM violations WHERE id > $1`, before)
		return err
	})
	if err != nil {
		return err
	}
	if db.Dialect == sqlstore.Postgres {
		_, err = db.SQL().ExecContext(ctx, "ANALYZE")
		return err
	}
	return db.Analyze(ctx)
}
