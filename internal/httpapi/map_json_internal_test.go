package httpapi

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/vecino-city/vecino/internal/vecino"
)

// The map's hand-written encoder writes what encoding/json (the rest of the
// API's writer) would, byte for byte.
func TestAppendMapPointsIsJSON(t *testing.T) {
	id, odd, yes, no := "0190c0de-0000-4000-8000-000000000001", "a \"quoted\" <b>&\\ \n é", true, false
	points := []vecino.MapPoint{
		{Lat: 40.7128, Lng: -74.006, Count: 1, ID: &id, Category: "road-infrastructure", Type: "pothole", Resolved: &yes},
		{Lat: 40.60000000000001, Lng: -73.85, Count: 1234567, Resolved: &no},
		{Lat: 0, Lng: math.Copysign(0, -1), Count: 0},
		{Lat: 1e-7, Lng: -2.5e-9, Count: 2, Category: odd, Type: "x/y"},
		{Lat: 1e21, Lng: 123456789012345680000, Count: -1, ID: &odd},
		{Lat: 1e-6, Lng: 9.999999999999999e20, Count: 3},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		points = append(points, vecino.MapPoint{Lat: rng.Float64()*180 - 90, Lng: rng.Float64()*360 - 180, Count: rng.IntN(100000)})
	}
	for _, ps := range [][]vecino.MapPoint{{}, points[:1], points} {
		var want bytes.Buffer
		if err := json.NewEncoder(&want).Encode(ps); err != nil {
			t.Fatal(err)
		}
		if got := appendMapPoints(nil, ps); !bytes.Equal(got, want.Bytes()) {
			t.Errorf("appendMapPoints:\n%s\nencoding/json:\n%s", got, want.Bytes())
		}
	}
}
