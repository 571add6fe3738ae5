package sqlstore

import (
	"context"
	"sort"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// ReviewStats counts the queues and measures the last 7 days of work.
func (d *DB) ReviewStats(ctx context.Context) (*vecino.ReviewStats, error) {
	st := &vecino.ReviewStats{Queue: map[string]int{}}
	for _, s := range vecino.Statuses {
		st.Queue[string(s)] = 0
	}
	rows, err := d.db.QueryContext(ctx, `SELECT status, COUNT(*) FROM violations GROUP BY status`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var s string
		var n int
		if err := rows.Scan(&s, &n); err != nil {
			rows.Close()
			return nil, err
		}
		st.Queue[s] = n
	}
	rows.Close()
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM violations WHERE status = 'approved' AND resolved = TRUE`).Scan(&st.ResolvedCount); err != nil {
		return nil, err
	}
	since := d.now().Add(-7 * 24 * time.Hour)
	for _, m := range []struct {
		from   vecino.Status
		count  *int
		median **float64
	}{{vecino.StatusScreening, &st.ScreenedThisWeek, &st.MedianScreenMins}, {vecino.StatusPending, &st.ReviewedThisWeek, &st.MedianReviewMins}} {
		mins, err := d.waits(ctx, m.from, since)
		if err != nil {
			return nil, err
		}
		*m.count = len(mins)
		if len(mins) > 0 {
			sort.Float64s(mins)
			med := mins[len(mins)/2]
			*m.median = &med
		}
	}
	return st, nil
}

// waits returns, for each move out of from since the given time, the
// minutes the report had waited since it entered from.
func (d *DB) waits(ctx context.Context, from vecino.Status, since time.Time) ([]float64, error) {
	// The entry time is read by ORDER BY … LIMIT 1 rather than MAX(): SQLite
	// returns an aggregate of a time column as text, a column as a time.
	rows, err := d.db.QueryContext(ctx, `SELECT e.created_at, (SELECT p.created_at FROM report_events p WHERE p.report_id = e.report_id
		AND p.to_status = $1 AND p.created_at <= e.created_at ORDER BY p.created_at DESC LIMIT 1) FROM report_events e
		WHERE e.from_status = $1 AND e.to_status <> $1 AND e.created_at >= $2 LIMIT 10000`, from, since)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []float64{}
	for rows.Next() {
		var left time.Time
		var entered *time.Time
		if err := rows.Scan(&left, &entered); err != nil {
			return nil, err
		}
		if entered != nil {
			out = append(out, left.Sub(*entered).Minutes())
		}
	}
	return out, rows.Err()
}

// SubmissionsByWeek counts the reports filed in the last weeks weeks, per
// category and week.
func (d *DB) SubmissionsByWeek(ctx context.Context, weeks int) ([]vecino.WeeklyCount, error) {
	since := d.now().Add(-time.Duration(weeks) * 7 * 24 * time.Hour)
	rows, err := d.db.QueryContext(ctx, `SELECT category, uploaded_at FROM violations WHERE uploaded_at >= $1 ORDER BY uploaded_at LIMIT 500000`, since)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	counts := map[[2]string]int{}
	for rows.Next() {
		var cat string
		var at time.Time
		if err := rows.Scan(&cat, &at); err != nil {
			return nil, err
		}
		at = at.UTC()
		monday := at.AddDate(0, 0, -((int(at.Weekday()) + 6) % 7)).Format("2006-01-02")
		counts[[2]string{monday, cat}]++
	}
	out := make([]vecino.WeeklyCount, 0, len(counts))
	for k, n := range counts {
		out = append(out, vecino.WeeklyCount{Week: k[0], Category: k[1], Count: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Week != out[j].Week {
			return out[i].Week < out[j].Week
		}
		return out[i].Category < out[j].Category
	})
	return out, rows.Err()
}
