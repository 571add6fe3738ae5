// Package geocodetest holds local stand-ins, for tests, for the geocoding
// services the geocode package speaks to. Each knows "Grove St" (in the
// test city) and "Far Away" (outside it) and counts the requests it answers.
package geocodetest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
)

// GoogleKey is the only key Google accepts.
const GoogleKey = "test-key-0123456789abcdef"

// Nominatim is a Nominatim-compatible search: it answers 400 unless asked
// for jsonv2 bounded to a viewbox.
func Nominatim(t testing.TB) (*httptest.Server, *atomic.Int32) {
	return serve(t, func(w http.ResponseWriter, path string, q url.Values) any {
		if path != "/search" || q.Get("format") != "jsonv2" || q.Get("bounded") != "1" || q.Get("viewbox") == "" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return nil
		}
		var out []map[string]string
		switch {
		case strings.Contains(q.Get("q"), "Grove St"):
			out = []map[string]string{{"lat": "40.7190", "lon": "-74.0420", "display_name": "Grove St"}}
		case strings.Contains(q.Get("q"), "Far Away"):
			out = []map[string]string{{"lat": "41.9", "lon": "-87.6"}}
		}
		return out
	})
}

// Google is Google's Geocoding API: it checks the key (GoogleKey) and the
// city's bounds, and refuses "quota" like a spent key.
func Google(t testing.TB) (*httptest.Server, *atomic.Int32) {
	return serve(t, func(_ http.ResponseWriter, path string, q url.Values) any {
		if path != "/maps/api/geocode/json" || q.Get("key") != GoogleKey || !strings.Contains(q.Get("bounds"), "|") {
			return map[string]any{"status": "REQUEST_DENIED"}
		}
		at := func(lat, lng float64) map[string]any {
			return map[string]any{"status": "OK", "results": []any{map[string]any{"geometry": map[string]any{"location": map[string]float64{"lat": lat, "lng": lng}}}}}
		}
		switch a := q.Get("address"); {
		case strings.Contains(a, "Grove St"):
			return at(40.7190, -74.0420)
		case strings.Contains(a, "Far Away"):
			return at(41.9, -87.6)
		case strings.Contains(a, "quota"):
			return map[string]any{"status": "OVER_QUERY_LIMIT"}
		default:
			return map[string]any{"status": "ZERO_RESULTS", "results": []any{}}
		}
	})
}

// serve starts a server that counts its requests and writes answer's value
// as JSON; answer returns nil when it has written the response itself.
func serve(t testing.TB, answer func(w http.ResponseWriter, path string, q url.Values) any) (*httptest.Server, *atomic.Int32) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		if out := answer(w, r.URL.Path, r.URL.Query()); out != nil {
			json.NewEncoder(w).Encode(out) //nolint:errcheck
		}
	}))
	t.Cleanup(srv.Close)
	return srv, &calls
}
