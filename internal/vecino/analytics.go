package vecino

import (
	"context"
	"math"
	"time"
)

// AnalyticsStore answers the owner's analytics over a range of UTC days.
type AnalyticsStore interface {
	// ReportCounts sums reports filed from..to (YYYY-MM-DD, inclusive) by
	// one of "status", "category", "neighborhood" or "day".
	ReportCounts(ctx context.Context, by, from, to string) (map[string]int, error)
	// ReviewTimeBuckets returns the review-time histogram rows of the range.
	ReviewTimeBuckets(ctx context.Context, from, to string) ([]ReviewBucket, error)
	// SignUpTimes returns when each account of [from, to) was created.
	SignUpTimes(ctx context.Context, from, to time.Time) ([]time.Time, error)
	// PageViewCounts counts page views of [from, to) per path and language, most first.
	PageViewCounts(ctx context.Context, from, to time.Time, limit int) ([]PageViewCount, error)
}

// ReviewBucket is one histogram cell: n waits of the stage ended on day,
// each of m minutes with floor(ln(1+m)*10) = Bucket.
type ReviewBucket struct {
	Day    string
	Stage  string
	Bucket int
	N      int
}

// PageViewCount is the page views of one path in one language.
type PageViewCount struct {
	Path     string `json:"path"`
	Language string `json:"language"`
	Count    int    `json:"count"`
}

// BucketMinutes is the middle of a review-time bucket, in minutes.
func BucketMinutes(b int) float64 {
	return math.Expm1((float64(b) + 0.5) / 10)
}
