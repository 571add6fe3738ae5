package geocode_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/geocode"
	"github.com/vecino-city/vecino/internal/geocode/geocodetest"
)

func TestGoogle(t *testing.T) {
	srv, calls := geocodetest.Google(t)
	g := geocode.NewGoogle(srv.URL, geocodetest.GoogleKey, 40.7178, -74.0431, 15, 2*time.Second, "vecino-test")
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
