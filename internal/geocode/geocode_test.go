package geocode_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/geocode"
)

// fakeGoogle is a local stand-in for Google's Geocoding API at the network
// boundary: it checks the key and the city's bounds, knows "Grove St" (in
// the city) and "Far Away" (outside), refuses "quota" like a spent key, and
// counts the requests.
func fakeGoogle(t *testing.T) (*httptest.Server, *atomic.Int32) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		q := r.URL.Query()
		if r.URL.Path != "/maps/api/geocode/json" || q.Get("key") != "test-key-0123456789abcdef" || !strings.Contains(q.Get("bounds"), "|") {
			json.NewEncoder(w).Encode(map[string]any{"status": "REQUEST_DENIED"}) //nolint:errcheck
			return
		}
		at := func(lat, lng float64) map[string]any {
			return map[string]any{"status": "OK", "results": []any{map[string]any{"geometry": map[string]any{"location": map[string]float64{"lat": lat, "lng": lng}}}}}
		}
		var out map[string]any
		switch a := q.Get("address"); {
		case strings.Contains(a, "Grove St"):
			out = at(40.7190, -74.0420)
		case strings.Contains(a, "Far Away"):
			out = at(41.9, -87.6)
		case strings.Contains(a, "quota"):
			out = map[string]any{"status": "OVER_QUERY_LIMIT"}
		default:
			out = map[string]any{"status": "ZERO_RESULTS", "results": []any{}}
		}
		json.NewEncoder(w).Encode(out) //nolint:errcheck
	}))
	t.Cleanup(srv.Close)
	return srv, &calls
}

func TestGoogle(t *testing.T) {
	srv, calls := fakeGoogle(t)
	g := geocode.NewGoogle(srv.URL, "test-key-0123456789abcdef", 40.7178, -74.0431, 15, 2*time.Second, "vecino-test")
	ctx := context.Background()

	lat, lng, found, err := g.Geocode(ctx, "12 Grove St")
	if err != nil || !found || lat != 40.719 || lng != -74.042 {
		t.Fatalf("Grove St = %v, %v, %v, %v", lat, lng, found, err)
	}
	if _, _, found, err := g.Geocode(ctx, "12  grove ST"); err != nil || !found || calls.Load() != 1 {
		t.Errorf("the same address again = %v, %v after %d calls (want the cache)", found, err, calls.Load())
	}
	if _, _, found, err := g.Geocode(ctx, "1 Far Away Rd"); err != nil || found {
		t.Errorf("outside the city = %v, %v", found, err)
	}
	if _, _, found, err := g.Geocode(ctx, "Nowhere Lane"); err != nil || found {
		t.Errorf("ZERO_RESULTS = %v, %v", found, err)
	}
	// A refusal is an error, not cached, and never names the key.
	for range 2 {
		_, _, _, err := g.Geocode(ctx, "quota street")
		if err == nil || strings.Contains(err.Error(), "test-key") {
			t.Errorf("OVER_QUERY_LIMIT = %v", err)
		}
	}
	before := calls.Load()
	g.Geocode(ctx, "quota street") //nolint:errcheck
	if calls.Load() != before+1 {
		t.Error("an error was cached")
	}

	wrong := geocode.NewGoogle(srv.URL, "another-key-0123456789", 40.7178, -74.0431, 15, 2*time.Second, "vecino-test")
	if _, _, _, err := wrong.Geocode(ctx, "12 Grove St"); err == nil || !strings.Contains(err.Error(), "REQUEST_DENIED") {
		t.Errorf("a refused key = %v", err)
	}
	srv.Close()
	if _, _, _, err := wrong.Geocode(ctx, "3 Grove St"); err == nil || strings.Contains(err.Error(), "another-key") {
		t.Errorf("a service that does not answer = %v (must not name the key)", err)
	}
}
