package httpapi_test

import (
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

func TestAnalytics(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		owner := se.by[vecino.RoleOwner].token
		se.file(vecino.StatusApproved)
		se.file(vecino.StatusApproved)
		se.file(vecino.StatusRejected)
		se.file(vecino.StatusScreening)
		var a struct {
			From, To string
			ByStatus []struct {
				Key   string
				Count int
			} `json:"by_status"`
			ByCategory []struct {
				Key   string
				Count int
			} `json:"by_category"`
			ByNeighborhood []struct {
				ID    string
				Count int
			} `json:"by_neighborhood"`
			ByWeek []struct {
				Key   string
				Count int
			} `json:"by_week"`
			SignUps []struct {
				Key   string
				Count int
			} `json:"signups"`
			ReviewTimes []struct {
				Week   string
				Stage  string
				Count  int
				Median float64 `json:"median_minutes"`
				P90    float64 `json:"p90_minutes"`
			} `json:"review_times"`
		}
		r := se.do("GET", "/api/owner/analytics", nil, owner)
		if r.status != 200 {
			t.Fatalf("analytics = %d %s", r.status, r.body)
		}
		r.json(t, &a)
		status := map[string]int{}
		for _, s := range a.ByStatus {
			status[s.Key] = s.Count
		}
		if status["approved"] != 2 || status["rejected"] != 1 || status["screening"] != 1 || len(a.ByCategory) != 1 || a.ByCategory[0].Count != 4 {
			t.Errorf("by status %v, by category %v", a.ByStatus, a.ByCategory)
		}
		if len(a.ByNeighborhood) != 1 || a.ByNeighborhood[0].ID != "" || a.ByNeighborhood[0].Count != 4 {
			t.Errorf("by neighborhood %v", a.ByNeighborhood)
		}
		weekTotal, signups := 0, 0
		for _, w := range a.ByWeek {
			weekTotal += w.Count
		}
		for _, w := range a.SignUps {
			signups += w.Count
		}
		if len(a.ByWeek) < 12 || weekTotal != 4 || signups != 1+len(vecino.Roles) {
			t.Errorf("weeks %v (total %d), signups %d", a.ByWeek, weekTotal, signups)
		}
		stages := map[string]int{}
		for _, rt := range a.ReviewTimes {
			stages[rt.Stage] += rt.Count
			if rt.Median < 0 || rt.P90 < rt.Median || rt.Median > 1 {
				t.Errorf("review time %+v", rt)
			}
		}
		// Three reports left screening; the two approved ones also left pending.
		if stages["screening"] != 3 || stages["pending"] != 2 {
			t.Errorf("review times %+v", a.ReviewTimes)
		}
		// A range before any report is empty; a bad range is refused.
		old := time.Now().AddDate(-1, 0, 0).Format(time.DateOnly)
		se.do("GET", "/api/owner/analytics?from="+old+"&to="+old, nil, owner).json(t, &a)
		if len(a.ByStatus) != 0 || a.From != old {
			t.Errorf("old range: %+v", a.ByStatus)
		}
		for _, q := range []string{"from=2026-13-01", "from=2026-02-01&to=2026-01-01", "from=2020-01-01&to=2026-01-01"} {
			if r := se.do("GET", "/api/owner/analytics?"+q, nil, owner); r.status != 400 {
				t.Errorf("%s = %d", q, r.status)
			}
		}
	})
}
