package sqlstoretest

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"strings"
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
// database (a fixed seed): 85%
// approved and 5% in each other status, spread over the two years before
// now and over FillBox, each with the description "benchmark report" (its
// search text and words written too). Approved reports count as already
// asked whether they are fixed (fixed_asked_at): otherwise a server's first
// follow-up sweep queues an email for each of them while it is measured. It loads them with
// sqlstore.BulkLoad: multi-row inserts of 2,000 reports in one
// transaction, the aggregates the triggers keep computed once at the end
// (a million reports in under a minute on a laptop-sized machine). The
// benchmarks of sqlstore and cmd/benchhttp use it to make a city-sized
// record.
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
	const batch = 2000
	err = db.BulkLoad(ctx, func(ctx context.Context, tx *sql.Tx) error {
		// Full batches run one statement, prepared once: its 22,000
		// parameters took a tenth of the load's CPU to parse at each batch.
		full, err := tx.PrepareContext(ctx, fillInsert(db.Dialect, max(1, min(batch, n))))
		if err != nil {
			return err
		}
		defer full.Close()
		args := make([]any, 0, batch*11)
		for done := 0; done < n; {
			m := min(batch, n-done)
			args = args[:0]
			for range m {
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
				args = append(args, uuid.Must(uuid.NewV7()).String(), u.ID, FillCategories[rng.IntN(len(FillCategories))], status,
					FillBox[0]+rng.Float64()*(FillBox[2]-FillBox[0]), FillBox[1]+rng.Float64()*(FillBox[3]-FillBox[1]), at, at, at, approvedAt, approvedAt)
			}
			if m == min(batch, n) {
				_, err = full.ExecContext(ctx, args...)
			} else {
				_, err = tx.ExecContext(ctx, fillInsert(db.Dialect, m), args...)
			}
			if err != nil {
				return err
			}
			done += m
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO report_words (word, report_id)
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

// fillInsert is the statement that inserts m reports, 11 parameters each;
// search_text as the store writes it for this description
// (sqlstore.reportSearchText).
func fillInsert(d sqlstore.Dialect, m int) string {
	var sb strings.Builder
	sb.WriteString(`INSERT INTO violations (id, reporter_id, category, type, status, description, search_text, latitude, longitude,
		uploaded_at, updated_at, occurred_at, approved_at, fixed_asked_at) VALUES `)
	for i := range m {
		if i > 0 {
			sb.WriteString(",")
		}
		if d == sqlstore.SQLite {
			// Positional: SQLite looks every numbered parameter up by
			// name, so 20,000 of them cost more than the inserts.
			sb.WriteString("(?,?,?,'pothole',?,'benchmark report',' benchmark report',?,?,?,?,?,?,?)")
			continue
		}
		p := i * 11
		fmt.Fprintf(&sb, "($%d,$%d,$%d,'pothole',$%d,'benchmark report',' benchmark report',$%d,$%d,$%d,$%d,$%d,$%d,$%d)",
			p+1, p+2, p+3, p+4, p+5, p+6, p+7, p+8, p+9, p+10, p+11)
	}
	return sb.String()
}
