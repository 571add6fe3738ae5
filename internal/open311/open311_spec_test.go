package open311_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/geocode/geocodetest"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// TestOpen311ServiceCodeList: service_code takes a comma-separated list, or
// the parameter repeated, and lists the requests of any of them.
func TestOpen311ServiceCodeList(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		se := httpapitest.NewStaffEnv(t, e)
		hole := se.File(vecino.StatusApproved)
		crack := se.File(vecino.StatusApproved, func(f map[string]string) { f["type"] = "cracked-pavement" })
		hole2 := se.File(vecino.StatusApproved)
		se.File(vecino.StatusApproved, func(f map[string]string) { f["category"], f["type"] = "bike-lane", "" })
		ids := func(reqs []o311Req) []string {
			out := []string{}
			for _, r := range reqs {
				out = append(out, r.ID)
			}
			return out
		}
		both := []string{hole2, crack, hole} // newest first
		for _, q := range []string{
			"?service_code=road-infrastructure/pothole,road-infrastructure/cracked-pavement",
			"?service_code=road-infrastructure/pothole&service_code=road-infrastructure/cracked-pavement",
			"?service_code=road-infrastructure/pothole,%20road-infrastructure/cracked-pavement",
			"?service_code=road-infrastructure,road-infrastructure/pothole", // a category takes in its types, no report twice
		} {
			if got := ids(o311Both[o311Req](t, e, "/open311/v2/requests", q, 200)); !slices.Equal(got, both) {
				t.Errorf("%s = %v, want %v", q, got, both)
			}
		}
		// Paging runs over the merged list.
		q := "?service_code=road-infrastructure/cracked-pavement,road-infrastructure/pothole&page_size=2"
		if got := ids(o311Both[o311Req](t, e, "/open311/v2/requests", q+"&page=1", 200)); !slices.Equal(got, both[:2]) {
			t.Errorf("page 1 = %v", got)
		}
		if got := ids(o311Both[o311Req](t, e, "/open311/v2/requests", q+"&page=2", 200)); !slices.Equal(got, both[2:]) {
			t.Errorf("page 2 = %v", got)
		}
		if got := o311Both[o311Req](t, e, "/open311/v2/requests", q+"&page=3", 200); len(got) != 0 {
			t.Errorf("page 3 = %v", got)
		}
		if got := o311Both[o311Req](t, e, "/open311/v2/requests", "?service_code=road-infrastructure/pothole,bike-lane", 200); len(got) != 3 {
			t.Errorf("pothole and bike lane = %d", len(got))
		}
		errs := o311Both[o311Err](t, e, "/open311/v2/requests", "?service_code=road-infrastructure/pothole,nope", 400)
		if len(errs) != 1 || errs[0].Code != 400 {
			t.Errorf("an unknown code in the list = %+v", errs)
		}
	})
}

// TestOpen311Filing4000: the POST's description is optional and up to
// 4,000 characters; an unknown service_code is 404 in the spec's error form
// (XML for .xml); address_id is kept in the address text.
func TestOpen311FilingFields(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		se := httpapitest.NewStaffEnv(t, e)
		key := e.NewAPIKey(se.By[vecino.RoleOwner].Token)
		admin := se.By[vecino.RoleReporterAdmin].Token
		file := func(mut func(url.Values)) map[string]any {
			t.Helper()
			f := o311Form(key)
			mut(f)
			r := postForm(e, "/open311/v2/requests.json", f)
			var filed []struct {
				ID string `json:"service_request_id"`
			}
			if r.Status != 201 {
				t.Fatalf("%v = %d %s", f, r.Status, r.Body)
			}
			r.JSON(t, &filed)
			var rep map[string]any
			e.Do("GET", "/api/reports/"+filed[0].ID, nil, admin).JSON(t, &rep)
			return rep
		}
		if rep := file(func(f url.Values) { f.Del("description") }); rep["description"] != "" {
			t.Errorf("no description = %v", rep["description"])
		}
		if rep := file(func(f url.Values) { f.Set("description", "Hole") }); rep["description"] != "Hole" {
			t.Errorf("a short description = %v", rep["description"])
		}
		long := strings.Repeat("é", 4000)
		if rep := file(func(f url.Values) { f.Set("description", long) }); rep["description"] != long {
			t.Errorf("4,000 characters kept as %d", len([]rune(rep["description"].(string))))
		}
		o311Is(t, "4,001 characters", postForm(e, "/open311/v2/requests.json", func() url.Values {
			f := o311Form(key)
			f.Set("description", long+"é")
			return f
		}()), 400)

		// address_id, with or without address_string or a point.
		if rep := file(func(f url.Values) { f.Set("address_string", "12 Grove St"); f.Set("address_id", "4711") }); rep["address"] != "12 Grove St (address_id: 4711)" {
			t.Errorf("address with an id = %v", rep["address"])
		}
		rep := file(func(f url.Values) { f.Del("lat"); f.Del("long"); f.Set("address_id", "A-99") })
		if rep["address"] != "address_id: A-99" || rep["latitude"] != nil {
			t.Errorf("only an address_id = %v at %v", rep["address"], rep["latitude"])
		}
		o311Is(t, "a 101-character address_id", postForm(e, "/open311/v2/requests.json", func() url.Values {
			f := o311Form(key)
			f.Set("address_id", strings.Repeat("1", 101))
			return f
		}()), 400)

		// Unknown or private service codes: 404, in JSON and XML.
		for _, code := range []string{"nope", "road-infrastructure/nope", "road-infrastructure", "renter-protection/retaliation"} {
			f := o311Form(key)
			f.Set("service_code", code)
			o311Is(t, "POST service_code="+code, postForm(e, "/open311/v2/requests.json", f), 404)
			if r := postForm(e, "/open311/v2/requests.xml", f); r.Status != 404 || !strings.Contains(string(r.Body), "<errors><error><code>404</code><description>") {
				t.Errorf("POST .xml service_code=%s = %d %s", code, r.Status, r.Body)
			}
		}
	})
}

// TestOpen311FilingIsGeocoded: a request filed with only address_string is
// placed by the geocoder, as a web filing is; one the geocoder cannot place
// waits for staff; an address_id is not sent to the geocoder.
func TestOpen311FilingIsGeocoded(t *testing.T) {
	geo, calls := geocodetest.Nominatim(t)
	httpapitest.ForEachServerInTurn(t, func(t *testing.T, e *httpapitest.Env) {
		se := httpapitest.NewStaffEnv(t, e)
		key := e.NewAPIKey(se.By[vecino.RoleOwner].Token)
		file := func(address, id string) map[string]any {
			t.Helper()
			f := o311Form(key)
			f.Del("lat")
			f.Del("long")
			f.Set("address_string", address)
			if id != "" {
				f.Set("address_id", id)
			}
			r := postForm(e, "/open311/v2/requests.json", f)
			var filed []struct {
				ID string `json:"service_request_id"`
			}
			if r.Status != 201 {
				t.Fatalf("%v = %d %s", f, r.Status, r.Body)
			}
			r.JSON(t, &filed)
			var rep map[string]any
			e.Do("GET", "/api/reports/"+filed[0].ID, nil, se.By[vecino.RoleReporterAdmin].Token).JSON(t, &rep)
			return rep
		}
		calls.Store(0)
		if rep := file("12 Grove St", ""); rep["latitude"] != 40.719 || rep["longitude"] != -74.042 {
			t.Errorf("geocoded point = %v, %v", rep["latitude"], rep["longitude"])
		}
		if rep := file("12 Grove St", "4711"); rep["latitude"] != 40.719 || rep["address"] != "12 Grove St (address_id: 4711)" {
			t.Errorf("with an address_id = %v at %v", rep["address"], rep["latitude"])
		}
		if n := calls.Load(); n != 1 {
			t.Errorf("geocoder calls = %d, want 1 (the address_id is not part of the query; cached)", n)
		}
		if rep := file("Nowhere Lane 5", ""); rep["latitude"] != nil {
			t.Errorf("an address the geocoder cannot place = %v", rep["latitude"])
		}
	}, httpapitest.WithGeocoder(geo.URL))
}

// TestOpen311CORS: the read endpoints answer any origin, with a preflight
// that allows GET; filing gets no CORS header and its preflight does not
// allow POST.
func TestOpen311CORS(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		owner := e.UserWithRole("owner@example.org", vecino.RoleOwner)
		key := e.NewAPIKey(owner.Token)
		origin := []string{"Origin", "https://311.city.example"}
		reads := []string{"/open311/v2/discovery.json", "/open311/v2/discovery.xml", "/open311/v2/services.json", "/open311/v2/services.xml",
			"/open311/v2/services/road-infrastructure/pothole.json", "/open311/v2/requests.json", "/open311/v2/requests.xml",
			"/open311/v2/requests/nope.json", "/open311/v2/tokens/nope.json"}
		for _, p := range reads {
			r := e.Do("GET", p, nil, "", origin...)
			if r.Header.Get("Access-Control-Allow-Origin") != "*" {
				t.Errorf("GET %s = %d without Access-Control-Allow-Origin: *", p, r.Status)
			}
			pre := e.Do("OPTIONS", p, nil, "", append(origin, "Access-Control-Request-Method", "GET", "Access-Control-Request-Headers", "accept")...)
			methods := pre.Header.Get("Access-Control-Allow-Methods")
			if pre.Status != 204 || pre.Header.Get("Access-Control-Allow-Origin") != "*" || !strings.Contains(methods, "GET") ||
				strings.Contains(methods, "POST") || !strings.Contains(strings.ToLower(pre.Header.Get("Access-Control-Allow-Headers")), "accept") {
				t.Errorf("preflight of %s = %d %v", p, pre.Status, pre.Header)
			}
		}
		r := postForm(e, "/open311/v2/requests.json", o311Form(key))
		if r.Status != 201 || r.Header.Get("Access-Control-Allow-Origin") != "" {
			t.Errorf("POST = %d, Access-Control-Allow-Origin %q", r.Status, r.Header.Get("Access-Control-Allow-Origin"))
		}
		pre := e.Do("OPTIONS", "/open311/v2/requests.json", nil, "", append(origin, "Access-Control-Request-Method", "POST")...)
		if strings.Contains(pre.Header.Get("Access-Control-Allow-Methods"), "POST") {
			t.Errorf("preflight of a POST allows it: %v", pre.Header)
		}
		if r := e.Do("OPTIONS", "/api/reports", nil, "", origin...); r.Header.Get("Access-Control-Allow-Origin") != "" {
			t.Errorf("the rest of the API answers other origins: %v", r.Header)
		}
	})
}
