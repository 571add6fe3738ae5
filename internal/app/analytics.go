package app

import (
	"context"
	"math"
	"sort"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// maxAnalyticsDays bounds a range so a request cannot ask for decades.
const maxAnalyticsDays = 731

// Analytics is the owner's analytics page over a range of UTC days.
type Analytics struct {
	From           string                 `json:"from"`
	To             string                 `json:"to"`
	ByStatus       []KeyCount             `json:"by_status"`
	ByCategory     []KeyCount             `json:"by_category"`
	ByNeighborhood []NeighborhoodCount    `json:"by_neighborhood"`
	ByWeek         []KeyCount             `json:"by_week"` // key: Monday, YYYY-MM-DD
	ReviewTimes    []ReviewTime           `json:"review_times"`
	SignUps        []KeyCount             `json:"signups"` // per week
	PageViews      []vecino.PageViewCount `json:"page_views"`
}

// KeyCount is a count under a key (a status, a category, a week).
type KeyCount struct {
	Key   string `json:"key"`
	Count int    `json:"count"`
}

// NeighborhoodCount is the reports of one neighbourhood ("" id: none).
type NeighborhoodCount struct {
	ID     string `json:"id"`
	NameEN string `json:"name_en"`
	NameES string `json:"name_es"`
	Count  int    `json:"count"`
}

// ReviewTime is the waits of one stage that ended in one week.
type ReviewTime struct {
	Week   string  `json:"week"`
	Stage  string  `json:"stage"` // screening: filed → screened; pending: screened → decision
	Count  int     `json:"count"`
	Median float64 `json:"median_minutes"`
	P90    float64 `json:"p90_minutes"`
}

// Analytics answers the page for the days from..to (YYYY-MM-DD, inclusive;
// empty: the last 12 weeks).
func (a *App) Analytics(ctx context.Context, from, to string) (*Analytics, error) {
	start, end, err := a.analyticsRange(from, to)
	if err != nil {
		return nil, err
	}
	out := &Analytics{From: start.Format(time.DateOnly), To: end.Format(time.DateOnly)}
	counts := map[string]map[string]int{}
	for _, by := range []string{"status", "category", "neighborhood", "day"} {
		if counts[by], err = a.Store.ReportCounts(ctx, by, out.From, out.To); err != nil {
			return nil, err
		}
	}
	out.ByStatus, out.ByCategory = sorted(counts["status"]), sorted(counts["category"])
	if out.ByNeighborhood, err = a.neighborhoodCounts(ctx, counts["neighborhood"]); err != nil {
		return nil, err
	}
	weeks := weeksOf(start, end)
	out.ByWeek = perWeek(weeks, counts["day"])
	buckets, err := a.Store.ReviewTimeBuckets(ctx, out.From, out.To)
	if err != nil {
		return nil, err
	}
	out.ReviewTimes = reviewTimes(buckets)
	signups, err := a.Store.SignUpTimes(ctx, start, end.AddDate(0, 0, 1))
	if err != nil {
		return nil, err
	}
	days := map[string]int{}
	for _, t := range signups {
		days[t.UTC().Format(time.DateOnly)]++
	}
	out.SignUps = perWeek(weeks, days)
	if out.PageViews, err = a.Store.PageViewCounts(ctx, start, end.AddDate(0, 0, 1), 200); err != nil {
		return nil, err
	}
	return out, nil
}

func (a *App) analyticsRange(from, to string) (time.Time, time.Time, error) {
	fe := vecino.FieldErrors{}
	today := a.Now().UTC().Truncate(24 * time.Hour)
	end, start := today, today.AddDate(0, 0, -83)
	parse := func(field, v string, def time.Time) time.Time {
		if v == "" {
			return def
		}
		t, err := time.Parse(time.DateOnly, v)
		if err != nil {
			fe.Add(field, vecino.FieldInvalidFormat)
		}
		return t
	}
	end = parse("to", to, end)
	if from == "" {
		start = end.AddDate(0, 0, -83)
	}
	start = parse("from", from, start)
	if err := fe.Err(); err != nil {
		return start, end, err
	}
	if start.After(end) || end.Sub(start) > maxAnalyticsDays*24*time.Hour {
		fe.Add("from", vecino.FieldOutOfRange)
	}
	return start, end, fe.Err()
}

func sorted(m map[string]int) []KeyCount {
	out := make([]KeyCount, 0, len(m))
	for k, n := range m {
		out = append(out, KeyCount{k, n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Key < out[j].Key
	})
	return out
}

func (a *App) neighborhoodCounts(ctx context.Context, m map[string]int) ([]NeighborhoodCount, error) {
	ns, err := a.Store.Neighborhoods(ctx)
	if err != nil {
		return nil, err
	}
	out := []NeighborhoodCount{}
	for _, n := range ns {
		out = append(out, NeighborhoodCount{ID: n.ID, NameEN: n.NameEN, NameES: n.NameES, Count: m[n.ID]})
		delete(m, n.ID)
	}
	none := 0
	for _, c := range m { // no neighbourhood, or one deleted since
		none += c
	}
	if none > 0 {
		out = append(out, NeighborhoodCount{Count: none})
	}
	return out, nil
}

// monday is the Monday of the week of a YYYY-MM-DD day.
func monday(day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return t.AddDate(0, 0, -((int(t.Weekday()) + 6) % 7)).Format(time.DateOnly)
}

// weeksOf lists the Mondays of every week that meets start..end.
func weeksOf(start, end time.Time) []string {
	var out []string
	for w, _ := time.Parse(time.DateOnly, monday(start.Format(time.DateOnly))); !w.After(end); w = w.AddDate(0, 0, 7) {
		out = append(out, w.Format(time.DateOnly))
	}
	return out
}

// perWeek sums day counts into weeks, every week listed (zero when empty).
func perWeek(weeks []string, days map[string]int) []KeyCount {
	sums := map[string]int{}
	for day, n := range days {
		sums[monday(day)] += n
	}
	out := make([]KeyCount, len(weeks))
	for i, w := range weeks {
		out[i] = KeyCount{w, sums[w]}
	}
	return out
}

// reviewTimes merges the daily histograms into weeks and reads the median
// and the 90th percentile of each (to the middle of their bucket, ±5%).
func reviewTimes(buckets []vecino.ReviewBucket) []ReviewTime {
	type key struct{ week, stage string }
	hist := map[key]map[int]int{}
	for _, b := range buckets {
		k := key{monday(b.Day), b.Stage}
		if hist[k] == nil {
			hist[k] = map[int]int{}
		}
		hist[k][b.Bucket] += b.N
	}
	out := []ReviewTime{}
	for k, h := range hist {
		idx := make([]int, 0, len(h))
		total := 0
		for b, n := range h {
			idx = append(idx, b)
			total += n
		}
		sort.Ints(idx)
		pct := func(q float64) float64 {
			rank, seen := int(math.Ceil(q*float64(total))), 0
			for _, b := range idx {
				if seen += h[b]; seen >= rank {
					return math.Round(vecino.BucketMinutes(b)*10) / 10
				}
			}
			return 0
		}
		out = append(out, ReviewTime{Week: k.week, Stage: k.stage, Count: total, Median: pct(0.5), P90: pct(0.9)})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Week != out[j].Week {
			return out[i].Week < out[j].Week
		}
		return out[i].Stage > out[j].Stage // screening before pending
	})
	return out
}
