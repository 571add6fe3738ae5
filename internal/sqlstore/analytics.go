package sqlstore

import (
	"context"
	"fmt"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

var countColumns = map[string]string{"status": "status", "category": "category", "neighborhood": "neighborhood", "day": "day"}

// ReportCounts sums report_day_counts over a range of days by one column.
func (d *DB) ReportCounts(ctx context.Context, by, from, to string) (map[string]int, error) {
	col, ok := countColumns[by]
	if !ok {
		return nil, fmt.Errorf("report counts by %q", by)
	}
	rows, err := d.db.QueryContext(ctx, `SELECT `+col+`, SUM(n) FROM report_day_counts WHERE day >= $1 AND day <= $2 GROUP BY `+col, from, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var k string
		var n int
		if err := rows.Scan(&k, &n); err != nil {
			return nil, err
		}
		if n > 0 {
			out[k] = n
		}
	}
	return out, rows.Err()
}

// ReviewTimeBuckets reads the review-time histograms of a range of days.
func (d *DB) ReviewTimeBuckets(ctx context.Context, from, to string) ([]vecino.ReviewBucket, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT day, stage, bucket, n FROM review_time_buckets WHERE day >= $1 AND day <= $2 AND n > 0
		ORDER BY day, stage, bucket`, from, to)
	return collect(rows, err, func(r row) (vecino.ReviewBucket, error) {
		var b vecino.ReviewBucket
		return b, r.Scan(&b.Day, &b.Stage, &b.Bucket, &b.N)
	})
}

// SignUpTimes returns the creation times of the accounts made in [from, to).
func (d *DB) SignUpTimes(ctx context.Context, from, to time.Time) ([]time.Time, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT created_at FROM users WHERE created_at >= $1 AND created_at < $2 AND id <> $3`, from.UTC(), to.UTC(), vecino.DeletedUserID)
	return collect(rows, err, func(r row) (time.Time, error) {
		var t time.Time
		return t, r.Scan(&t)
	})
}

// PageViewCounts counts page views per path and language in [from, to).
func (d *DB) PageViewCounts(ctx context.Context, from, to time.Time, limit int) ([]vecino.PageViewCount, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT path, language, COUNT(*) FROM page_views WHERE created_at >= $1 AND created_at < $2
		GROUP BY path, language ORDER BY 3 DESC, 1, 2 LIMIT $3`, from.UTC(), to.UTC(), limit)
	return collect(rows, err, func(r row) (vecino.PageViewCount, error) {
		var p vecino.PageViewCount
		return p, r.Scan(&p.Path, &p.Language, &p.Count)
	})
}
