package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/vecino-city/vecino/internal/geocode/geocodetest"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/imaging/imagingtest"
	"github.com/vecino-city/vecino/internal/vecino"
)

var withGeocoder = httpapitest.WithGeocoder

// TestTypedAddressIsGeocoded: a report with only a typed address gets its
// point from the geocoder (cached, bounded to the city); one the geocoder
// cannot place waits for staff, who must place it before approving it.
func TestTypedAddressIsGeocoded(t *testing.T) {
	geo, calls := geocodetest.Nominatim(t)
	noGPS := imagingtest.JPEG(640, 480, nil)
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		file := func(address string) reportJSON {
			t.Helper()
			r := e.upload(se.reporter.token, pothole(func(f map[string]string) {
				delete(f, "latitude")
				delete(f, "longitude")
				f["address"] = address
			}), noGPS)
			if r.status != 201 {
				t.Fatalf("file %q = %d %s", address, r.status, r.body)
			}
			var rep reportJSON
			r.json(t, &rep)
			return rep
		}
		calls.Store(0)
		placed := file("12 Grove St")
		if placed.Latitude == nil || *placed.Latitude != 40.719 || *placed.Longitude != -74.042 {
			t.Errorf("geocoded point = %v, %v", placed.Latitude, placed.Longitude)
		}
		file("12  grove st") // the same address, differently typed: from the cache
		if n := calls.Load(); n != 1 {
			t.Errorf("geocoder calls = %d, want 1 (cached)", n)
		}
		if far := file("1 Far Away Rd"); far.Latitude != nil {
			t.Errorf("a result outside the city's area was used: %v", *far.Latitude)
		}

		// Not found: staff must place it before approving.
		lost := file("Nowhere Lane 5")
		if lost.Latitude != nil {
			t.Fatalf("unknown address placed at %v", *lost.Latitude)
		}
		admin, reviewer := se.by[vecino.RoleReporterAdmin].token, se.by[vecino.RoleReviewer].token
		if r := se.move(admin, lost.ID, vecino.StatusScreening, vecino.StatusPending, "", ""); r.status != 200 {
			t.Fatalf("forward = %d %s", r.status, r.body)
		}
		r := se.move(reviewer, lost.ID, vecino.StatusPending, vecino.StatusApproved, "", "")
		var body struct {
			Error struct{ Fields map[string]string }
		}
		r.json(t, &body)
		if r.status != 400 || body.Error.Fields["location"] != "required" {
			t.Errorf("approving without a point = %d %s", r.status, r.body)
		}
		point := map[string]any{"latitude": 40.7185, "longitude": -74.0402}
		if r := e.do("PUT", "/api/reports/"+lost.ID+"/location", point, se.reporter.token); r.status != 403 {
			t.Errorf("reporter placing = %d", r.status)
		}
		if r := e.do("PUT", "/api/reports/"+lost.ID+"/location", map[string]any{"latitude": 95, "longitude": 0}, reviewer); r.status != 400 {
			t.Errorf("latitude 95 = %d", r.status)
		}
		r = e.do("PUT", "/api/reports/"+lost.ID+"/location", point, reviewer)
		var got reportJSON
		r.json(t, &got)
		if r.status != 200 || got.Latitude == nil || *got.Latitude != 40.7185 {
			t.Errorf("placing = %d %s", r.status, r.body)
		}
		if r := se.move(reviewer, lost.ID, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 409 || r.errCode() != "photos_unchecked" {
			t.Errorf("approving once placed, photos unchecked = %d %s", r.status, r.body)
		}
		e.processed(reviewer, lost.ID)
		if r := e.do("POST", "/api/reports/"+lost.ID+"/photos-check", nil, reviewer); r.status != 200 {
			t.Fatalf("photos check = %d %s", r.status, r.body)
		}
		if r := se.move(reviewer, lost.ID, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
			t.Errorf("approving once placed and checked = %d %s", r.status, r.body)
		}
	}, withGeocoder(geo.URL))
}

// TestGeocoderDown: when the geocoder does not answer the report is still
// filed, without a point, for staff to place.
func TestGeocoderDown(t *testing.T) {
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "overloaded", http.StatusServiceUnavailable)
	}))
	t.Cleanup(down.Close)
	forEachServer(t, func(t *testing.T, e *env) {
		s := e.signup("ana@example.org", pw)
		r := e.upload(s.token, pothole(func(f map[string]string) {
			delete(f, "latitude")
			delete(f, "longitude")
			f["address"] = "12 Grove St"
		}), imagingtest.JPEG(640, 480, nil))
		var rep reportJSON
		r.json(t, &rep)
		if r.status != 201 || rep.Latitude != nil {
			t.Errorf("filing with the geocoder down = %d %s", r.status, r.body)
		}
	}, withGeocoder(down.URL))
}
