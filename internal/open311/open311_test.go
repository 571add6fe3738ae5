package open311_test

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// o311Req is a service request as the spec defines it, read from JSON or XML.
type o311Req struct {
	ID          string   `json:"service_request_id" xml:"service_request_id"`
	Status      string   `json:"status" xml:"status"`
	StatusNotes string   `json:"status_notes" xml:"status_notes"`
	ServiceName string   `json:"service_name" xml:"service_name"`
	ServiceCode string   `json:"service_code" xml:"service_code"`
	Description string   `json:"description" xml:"description"`
	Requested   string   `json:"requested_datetime" xml:"requested_datetime"`
	Updated     string   `json:"updated_datetime" xml:"updated_datetime"`
	Address     string   `json:"address" xml:"address"`
	Lat         *float64 `json:"lat" xml:"lat"`
	Long        *float64 `json:"long" xml:"long"`
	MediaURL    string   `json:"media_url" xml:"media_url"`
}

type o311Err struct {
	Code        int    `json:"code" xml:"code"`
	Description string `json:"description" xml:"description"`
}

// o311Both fetches path in .json and .xml, decodes both into a T and a
// list-of-T wrapper, and fails unless they are equal.
func o311Both[T any](t *testing.T, e *httpapitest.Env, path, query string, wantStatus int) []T {
	t.Helper()
	var fromJSON []T
	r := e.Get(path + ".json" + query)
	if r.Status != wantStatus || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("%s.json%s = %d %s %s", path, query, r.Status, r.Header.Get("Content-Type"), r.Body)
	}
	if err := json.Unmarshal(r.Body, &fromJSON); err != nil {
		t.Fatalf("%s.json: %v in %s", path, err, r.Body)
	}
	var fromXML struct {
		Items []T `xml:",any"`
	}
	r = e.Get(path + ".xml" + query)
	if r.Status != wantStatus || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/xml") {
		t.Fatalf("%s.xml%s = %d %s %s", path, query, r.Status, r.Header.Get("Content-Type"), r.Body)
	}
	if err := xml.Unmarshal(r.Body, &fromXML); err != nil {
		t.Fatalf("%s.xml: %v in %s", path, err, r.Body)
	}
	if len(fromJSON) != len(fromXML.Items) || (len(fromJSON) > 0 && !reflect.DeepEqual(fromJSON, fromXML.Items)) {
		t.Errorf("%s%s: JSON and XML differ:\n%+v\n%+v", path, query, fromJSON, fromXML.Items)
	}
	return fromJSON
}

func TestOpen311Read(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		se := httpapitest.NewStaffEnv(t, e)
		public := se.File(vecino.StatusApproved)
		second := se.File(vecino.StatusApproved)
		hidden := se.File(vecino.StatusPending)

		type service struct {
			Code     string `json:"service_code" xml:"service_code"`
			Name     string `json:"service_name" xml:"service_name"`
			Metadata bool   `json:"metadata" xml:"metadata"`
			Group    string `json:"group" xml:"group"`
		}
		services := o311Both[service](t, e, "/open311/v2/services", "?locale=es", 200)
		codes := map[string]string{}
		for _, s := range services {
			codes[s.Code] = s.Name
		}
		if codes["road-infrastructure/pothole"] != "Bache" || codes["bike-lane"] == "" || len(codes) < 20 {
			t.Errorf("services: %d codes, pothole %q", len(codes), codes["road-infrastructure/pothole"])
		}
		for code := range codes {
			if strings.HasPrefix(code, vecino.CategoryRenterProtection) {
				t.Errorf("renter protection is a service: %s", code)
			}
		}

		// Service definitions: a vehicle type takes a licence plate.
		type attribute struct {
			Code     string `json:"code" xml:"code"`
			Datatype string `json:"datatype" xml:"datatype"`
			Required bool   `json:"required" xml:"required"`
		}
		var def struct {
			Code       string      `json:"service_code"`
			Attributes []attribute `json:"attributes"`
		}
		e.Get("/open311/v2/services/careless-driver/speeding.json").JSON(t, &def)
		var defXML struct {
			Code       string      `xml:"service_code"`
			Attributes []attribute `xml:"attributes>attribute"`
		}
		if err := xml.Unmarshal(e.Get("/open311/v2/services/careless-driver/speeding.xml").Body, &defXML); err != nil {
			t.Fatal(err)
		}
		if def.Code != "careless-driver/speeding" || len(def.Attributes) != 2 || def.Attributes[1].Code != "license_plate" ||
			!reflect.DeepEqual(def.Attributes, defXML.Attributes) || defXML.Code != def.Code {
			t.Errorf("definition = %+v, XML %+v", def, defXML)
		}
		e.Get("/open311/v2/services/road-infrastructure/pothole.json").JSON(t, &def)
		if len(def.Attributes) != 1 || def.Attributes[0].Code != "occurred_at" || def.Attributes[0].Datatype != "datetime" {
			t.Errorf("pothole definition = %+v", def)
		}
		for _, bad := range []string{"renter-protection/retaliation", "road-infrastructure", "nope"} {
			errs := o311Both[o311Err](t, e, "/open311/v2/services/"+bad, "", 404)
			if len(errs) != 1 || errs[0].Code != 404 {
				t.Errorf("definition of %s = %+v", bad, errs)
			}
		}

		// Requests: filters, ids, paging; JSON and XML alike.
		reqs := o311Both[o311Req](t, e, "/open311/v2/requests", "?service_code=road-infrastructure/pothole", 200)
		if len(reqs) != 2 || reqs[0].ID != second || reqs[0].Status != "open" || reqs[0].ServiceName != "Pothole" ||
			reqs[0].StatusNotes != "Approved and public." || reqs[0].Lat == nil {
			t.Errorf("requests = %+v", reqs)
		}
		if got := o311Both[o311Req](t, e, "/open311/v2/requests", "?service_code=road-infrastructure/cracked-pavement", 200); len(got) != 0 {
			t.Errorf("another type = %d requests", len(got))
		}
		if got := o311Both[o311Req](t, e, "/open311/v2/requests", "?status=closed", 200); len(got) != 0 {
			t.Errorf("closed = %d requests", len(got))
		}
		page2 := o311Both[o311Req](t, e, "/open311/v2/requests", "?page_size=1&page=2", 200)
		if len(page2) != 1 || page2[0].ID != public {
			t.Errorf("page 2 of 1 = %+v", page2)
		}
		if got := o311Both[o311Req](t, e, "/open311/v2/requests", "?page_size=1&page=3", 200); len(got) != 0 {
			t.Errorf("page 3 of 1 = %+v", got)
		}
		byIDs := o311Both[o311Req](t, e, "/open311/v2/requests", "?service_request_id="+public+","+hidden+",nope", 200)
		if len(byIDs) != 1 || byIDs[0].ID != public {
			t.Errorf("by ids = %+v", byIDs)
		}
		one := o311Both[o311Req](t, e, "/open311/v2/requests/"+public, "?locale=es", 200)
		if len(one) != 1 || one[0].ID != public || one[0].StatusNotes != "Aprobado y público." || !strings.Contains(one[0].MediaURL, "/media/") {
			t.Errorf("one request = %+v", one)
		}
		for _, q := range []string{"?status=maybe", "?start_date=yesterday", "?page_size=0", "?service_code=renter-protection"} {
			errs := o311Both[o311Err](t, e, "/open311/v2/requests", q, 400)
			if len(errs) != 1 || errs[0].Code != 400 || errs[0].Description == "" {
				t.Errorf("%s = %+v", q, errs)
			}
		}
		if errs := o311Both[o311Err](t, e, "/open311/v2/requests/"+hidden, "", 404); len(errs) != 1 || errs[0].Code != 404 {
			t.Errorf("a pending report through Open311 = %+v", errs)
		}
		var disc struct {
			Endpoints []struct {
				URL     string   `json:"url"`
				Formats []string `json:"formats"`
			} `json:"endpoints"`
		}
		e.Get("/open311/v2/discovery.json").JSON(t, &disc)
		if len(disc.Endpoints) != 1 || len(disc.Endpoints[0].Formats) != 2 || !strings.HasSuffix(disc.Endpoints[0].URL, "/open311/v2") {
			t.Errorf("discovery = %+v", disc)
		}
		if r := e.Get("/open311/v2/discovery.xml"); r.Status != 200 || !strings.Contains(string(r.Body), "<format>text/xml</format>") {
			t.Errorf("discovery.xml = %d %s", r.Status, r.Body)
		}
		e.Do("PUT", "/api/owner/flags/open311_api", map[string]any{"enabled": false}, se.By[vecino.RoleOwner].Token)
		if errs := o311Both[o311Err](t, e, "/open311/v2/services", "", 404); len(errs) != 1 {
			t.Errorf("services with the flag off = %+v", errs)
		}
	})
}

// postForm sends a form-encoded POST, as Open311 clients do.
func postForm(e *httpapitest.Env, path string, form url.Values) httpapitest.Response {
	e.T.Helper()
	res, err := e.Srv.Client().Post(e.Srv.URL+path, "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
	if err != nil {
		e.T.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return httpapitest.Response{Status: res.StatusCode, Header: res.Header, Body: b}
}

func TestOpen311Filing(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		se := httpapitest.NewStaffEnv(t, e)
		owner := se.By[vecino.RoleOwner].Token
		if r := e.Do("POST", "/api/owner/api-keys", map[string]any{"name": " "}, owner); r.Status != 400 {
			t.Errorf("nameless key = %d", r.Status)
		}
		var key struct {
			ID, Name, Prefix, Secret string
		}
		if r := e.Do("POST", "/api/owner/api-keys", map[string]any{"name": "City 311 (Salesforce)"}, owner); r.Status != 201 {
			t.Fatalf("create key = %d %s", r.Status, r.Body)
		} else {
			r.JSON(t, &key)
		}
		if !strings.HasPrefix(key.Secret, key.Prefix) || len(key.Secret) < 40 {
			t.Fatalf("key = %+v", key)
		}
		var keys []map[string]any
		e.Do("GET", "/api/owner/api-keys", nil, owner).JSON(t, &keys)
		if len(keys) != 1 || keys[0]["name"] != "City 311 (Salesforce)" || keys[0]["secret"] != nil || strings.Contains(fmt.Sprint(keys), key.Secret) {
			t.Errorf("keys = %v", keys)
		}

		form := url.Values{"api_key": {key.Secret}, "service_code": {"careless-driver/speeding"}, "lat": {"40.7178"}, "long": {"-74.0431"},
			"description": {"A truck speeding past the school every morning"}, "attribute[license_plate]": {"abc-123"},
			"attribute[occurred_at]": {"2026-01-05T08:00:00Z"}, "email": {"caller@example.org"}, "media_url": {"https://311.city.example/p/1.jpg"}}
		r := postForm(e, "/open311/v2/requests.json", form)
		var filed []struct {
			ID     string `json:"service_request_id"`
			Notice string `json:"service_notice"`
		}
		if r.Status != 201 {
			t.Fatalf("POST = %d %s", r.Status, r.Body)
		}
		r.JSON(t, &filed)
		if len(filed) != 1 || filed[0].ID == "" || filed[0].Notice == "" {
			t.Fatalf("filed = %s", r.Body)
		}
		id := filed[0].ID
		// It is in screening, from Open311, like any report.
		var rep map[string]any
		e.Do("GET", "/api/reports/"+id, nil, se.By[vecino.RoleReporterAdmin].Token).JSON(t, &rep)
		if rep["status"] != "screening" || rep["origin"] != "open311" || rep["license_plate"] != "ABC123" ||
			rep["media_url"] != "https://311.city.example/p/1.jpg" || !strings.HasPrefix(fmt.Sprint(rep["occurred_at"]), "2026-01-05T08:00:00") {
			t.Errorf("filed report = %v", rep)
		}
		var list struct{ Items []map[string]any }
		e.Do("GET", "/api/reports?status=screening", nil, se.By[vecino.RoleReporterAdmin].Token).JSON(t, &list)
		if len(list.Items) != 1 || list.Items[0]["id"] != id {
			t.Errorf("screening queue = %v", list.Items)
		}
		// Not public; its key may follow it, with the status notes.
		if r := e.Get("/open311/v2/requests/" + id + ".json"); r.Status != 404 {
			t.Errorf("unpublished request without key = %d", r.Status)
		}
		mine := o311Both[o311Req](t, e, "/open311/v2/requests/"+id, "?api_key="+url.QueryEscape(key.Secret), 200)
		if len(mine) != 1 || mine[0].Status != "open" || mine[0].StatusNotes != "Received; staff check it before review." || mine[0].MediaURL != "" {
			t.Errorf("own request = %+v", mine)
		}
		if r := e.Get("/open311/v2/tokens/" + id + ".json"); r.Status != 200 || !strings.Contains(string(r.Body), `"token":"`+id) {
			t.Errorf("token = %d %s", r.Status, r.Body)
		}
		se.Move(se.By[vecino.RoleReporterAdmin].Token, id, vecino.StatusScreening, vecino.StatusRejected, "duplicate", "")
		mine = o311Both[o311Req](t, e, "/open311/v2/requests/"+id, "?locale=es&api_key="+url.QueryEscape(key.Secret), 200)
		if len(mine) != 1 || mine[0].Status != "closed" || mine[0].StatusNotes != "Rechazado (duplicate)" {
			t.Errorf("rejected request = %+v", mine)
		}

		// XML, and the spec's errors.
		form.Set("service_code", "road-infrastructure/pothole")
		form.Del("attribute[license_plate]")
		if r := postForm(e, "/open311/v2/requests.xml", form); r.Status != 201 || !strings.Contains(string(r.Body), "<service_requests><request><service_request_id>") {
			t.Errorf("POST xml = %d %s", r.Status, r.Body)
		}
		for _, c := range []struct {
			mut    func(url.Values)
			status int
		}{
			{func(f url.Values) { f.Set("api_key", "vk_nope") }, 403},
			{func(f url.Values) { f.Del("api_key") }, 403},
			{func(f url.Values) { f.Set("service_code", "renter-protection/retaliation") }, 404},
			{func(f url.Values) { f.Set("service_code", "nope") }, 404},
			{func(f url.Values) { f.Del("service_code") }, 400},
			{func(f url.Values) { f.Set("description", strings.Repeat("é", 4001)) }, 400},
			{func(f url.Values) { f.Set("lat", "north") }, 400},
			{func(f url.Values) { f.Del("lat"); f.Del("long") }, 400},
			{func(f url.Values) { f.Set("attribute[license_plate]", "X1") }, 400},
			{func(f url.Values) { f.Set("media_url", "file:///etc/passwd") }, 400},
		} {
			f := url.Values{}
			for k, v := range form {
				f[k] = v
			}
			c.mut(f)
			var errs []o311Err
			r := postForm(e, "/open311/v2/requests.json", f)
			if r.Status != c.status || json.Unmarshal(r.Body, &errs) != nil || len(errs) != 1 || errs[0].Code != c.status {
				t.Errorf("%v = %d %s", f, r.Status, r.Body)
			}
		}
		// Revoked: refused at once.
		if r := e.Do("DELETE", "/api/owner/api-keys/"+key.ID, nil, owner); r.Status != 204 {
			t.Errorf("revoke = %d", r.Status)
		}
		if r := postForm(e, "/open311/v2/requests.json", form); r.Status != 403 {
			t.Errorf("revoked key = %d %s", r.Status, r.Body)
		}
		if r := e.Get("/open311/v2/requests/" + id + ".json?api_key=" + url.QueryEscape(key.Secret)); r.Status != 403 {
			t.Errorf("revoked key reads its request = %d", r.Status)
		}
	})
}

func TestOpen311KeyRateLimit(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		owner := e.UserWithRole("owner@example.org", vecino.RoleOwner)
		var key struct{ Secret string }
		e.Do("POST", "/api/owner/api-keys", map[string]any{"name": "test"}, owner.Token).JSON(t, &key)
		form := url.Values{"api_key": {key.Secret}, "service_code": {"nope"}}
		for i := 0; i < 2; i++ {
			if r := postForm(e, "/open311/v2/requests.json", form); r.Status != 404 {
				t.Fatalf("call %d = %d", i, r.Status)
			}
		}
		r := postForm(e, "/open311/v2/requests.json", form)
		if r.Status != 429 || r.Header.Get("Retry-After") == "" || !strings.Contains(string(r.Body), `"code":429`) {
			t.Errorf("third call = %d %s", r.Status, r.Body)
		}
	}, httpapitest.WithLimits(func() httpapi.Limits {
		l := httpapitest.Limits(100)
		l.Open311Key = httpapi.Limit{Burst: 2, Per: time.Hour}
		return l
	}()))
}
