package httpapi

import (
	"math"
	"net/http"
	"testing"
)

// FuzzPublicFilter: whatever the query, publicFilter either refuses it or
// returns a box of finite coordinates on the globe, west of east and south
// of north, and dates it could parse.
func FuzzPublicFilter(f *testing.F) {
	for _, q := range []string{"bbox=-74.1,40.7,-74.0,40.8", "bbox=NaN,NaN,NaN,NaN", "bbox=-Inf,-90,Inf,90",
		"bbox=1,2,3", "from=2024-01-01&to=2024-02-30", "category=road-infrastructure&state=open", "bbox=%00"} {
		f.Add(q)
	}
	f.Fuzz(func(t *testing.T, q string) {
		r, err := http.NewRequest("GET", "/api/public/reports?"+q, nil)
		if err != nil {
			return
		}
		pf, err := publicFilter(r)
		if err != nil || pf.West == nil {
			return
		}
		w, s, e, n := *pf.West, *pf.South, *pf.East, *pf.North
		for _, v := range []float64{w, s, e, n} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("%q accepted a box of %v,%v,%v,%v", q, w, s, e, n)
			}
		}
		if w > e || s > n || s < -90 || n > 90 || w < -180 || e > 180 {
			t.Fatalf("%q accepted a box of %v,%v,%v,%v", q, w, s, e, n)
		}
	})
}
