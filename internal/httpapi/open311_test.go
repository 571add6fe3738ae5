package httpapi_test

import (
	"encoding/json"
	"encoding/xml"
	"reflect"
	"strings"
	"testing"

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
func o311Both[T any](t *testing.T, e *env, path, query string, wantStatus int) []T {
	t.Helper()
	var fromJSON []T
	r := e.get(path + ".json" + query)
	if r.status != wantStatus || !strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
		t.Fatalf("%s.json%s = %d %s %s", path, query, r.status, r.header.Get("Content-Type"), r.body)
	}
	if err := json.Unmarshal(r.body, &fromJSON); err != nil {
		t.Fatalf("%s.json: %v in %s", path, err, r.body)
	}
	var fromXML struct {
		Items []T `xml:",any"`
	}
	r = e.get(path + ".xml" + query)
	if r.status != wantStatus || !strings.HasPrefix(r.header.Get("Content-Type"), "text/xml") {
		t.Fatalf("%s.xml%s = %d %s %s", path, query, r.status, r.header.Get("Content-Type"), r.body)
	}
	if err := xml.Unmarshal(r.body, &fromXML); err != nil {
		t.Fatalf("%s.xml: %v in %s", path, err, r.body)
	}
	if len(fromJSON) != len(fromXML.Items) || (len(fromJSON) > 0 && !reflect.DeepEqual(fromJSON, fromXML.Items)) {
		t.Errorf("%s%s: JSON and XML differ:\n%+v\n%+v", path, query, fromJSON, fromXML.Items)
	}
	return fromJSON
}

func TestOpen311Read(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		public := se.file(vecino.StatusApproved)
		second := se.file(vecino.StatusApproved)
		hidden := se.file(vecino.StatusPending)

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
		e.get("/open311/v2/services/careless-driver/speeding.json").json(t, &def)
		var defXML struct {
			Code       string      `xml:"service_code"`
			Attributes []attribute `xml:"attributes>attribute"`
		}
		if err := xml.Unmarshal(e.get("/open311/v2/services/careless-driver/speeding.xml").body, &defXML); err != nil {
			t.Fatal(err)
		}
		if def.Code != "careless-driver/speeding" || len(def.Attributes) != 2 || def.Attributes[1].Code != "license_plate" ||
			!reflect.DeepEqual(def.Attributes, defXML.Attributes) || defXML.Code != def.Code {
			t.Errorf("definition = %+v, XML %+v", def, defXML)
		}
		e.get("/open311/v2/services/road-infrastructure/pothole.json").json(t, &def)
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
		e.get("/open311/v2/discovery.json").json(t, &disc)
		if len(disc.Endpoints) != 1 || len(disc.Endpoints[0].Formats) != 2 || !strings.HasSuffix(disc.Endpoints[0].URL, "/open311/v2") {
			t.Errorf("discovery = %+v", disc)
		}
		if r := e.get("/open311/v2/discovery.xml"); r.status != 200 || !strings.Contains(string(r.body), "<format>text/xml</format>") {
			t.Errorf("discovery.xml = %d %s", r.status, r.body)
		}
		e.do("PUT", "/api/owner/flags/open311_api", map[string]any{"enabled": false}, se.by[vecino.RoleOwner].token)
		if errs := o311Both[o311Err](t, e, "/open311/v2/services", "", 404); len(errs) != 1 {
			t.Errorf("services with the flag off = %+v", errs)
		}
	})
}
