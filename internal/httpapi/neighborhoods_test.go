package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

type neighborhoodsJSON struct {
	Neighborhoods []struct {
		ID     string
		NameEN string `json:"name_en"`
		NameES string `json:"name_es"`
		Counts map[string]int
	}
	Job *vecino.NeighborhoodJob
}

// waitAssigned polls the owner's page until the assignment job is done.
func (se *staffEnv) waitAssigned() neighborhoodsJSON {
	se.t.Helper()
	for {
		var v neighborhoodsJSON
		r := se.do("GET", "/api/owner/neighborhoods", nil, se.by[vecino.RoleOwner].token)
		if r.status != 200 {
			se.t.Fatalf("neighborhoods = %d %s", r.status, r.body)
		}
		r.json(se.t, &v)
		if v.Job != nil && v.Job.State == "failed" {
			se.t.Fatalf("job failed: %+v", v.Job)
		}
		if v.Job != nil && v.Job.State == "done" {
			return v
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (se *staffEnv) neighborhoodOf(id string) string {
	se.t.Helper()
	var rep struct{ Neighborhood *string }
	se.do("GET", "/api/reports/"+id, nil, se.by[vecino.RoleReviewer].token).json(se.t, &rep)
	if rep.Neighborhood == nil {
		return ""
	}
	return *rep.Neighborhood
}

func at(lat, lng string) func(map[string]string) {
	return func(f map[string]string) { f["latitude"], f["longitude"] = lat, lng }
}

func TestNeighborhoods(t *testing.T) {
	sample := readFile(t, "../demo/neighborhoods.geojson")
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		owner := se.by[vecino.RoleOwner].token
		before := se.file(vecino.StatusPending, at("40.7228", "-74.0481")) // Hamilton Park
		outside := se.file(vecino.StatusScreening, at("40.75", "-74.0431"))

		// A bad file names every bad feature and imports nothing.
		bad := json.RawMessage(`{"type":"FeatureCollection","features":[
			{"type":"Feature","properties":{"name":"Open"},"geometry":{"type":"Polygon","coordinates":[[[-74,40],[-74.1,40],[-74.1,40.1],[-74,40.1]]]}},
			{"type":"Feature","properties":{"name":"Far"},"geometry":{"type":"Polygon","coordinates":[[[-74,40],[-74,95],[-74.1,40.1],[-74,40]]]}},
			{"type":"Feature","properties":{"name":"Point"},"geometry":{"type":"Point","coordinates":[-74,40]}},
			{"type":"Feature","properties":{"name":"open"},"geometry":{"type":"Polygon","coordinates":[[[-74,40],[-74.1,40],[-74.1,40.1],[-74,40]]]}},
			{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[-74,40],[-74.1,40],[-74.1,40.1],[-74,40]]]}}]}`)
		r := se.do("POST", "/api/owner/neighborhoods/import", bad, owner)
		var env struct {
			Error struct{ Fields map[string]string }
		}
		r.json(t, &env)
		want := map[string]string{"features.0.geometry": "ring_not_closed", "features.1.geometry": "out_of_range",
			"features.2.geometry": "not_polygon", "features.3.name_en": "duplicate_name", "features.4.name_en": "required", "features.4.name_es": "required"}
		if r.status != 400 || len(env.Error.Fields) != len(want) {
			t.Fatalf("bad import = %d %s", r.status, r.body)
		}
		for k, v := range want {
			if env.Error.Fields[k] != v {
				t.Errorf("%s = %q, want %q", k, env.Error.Fields[k], v)
			}
		}
		if r := se.do("POST", "/api/owner/neighborhoods/import", json.RawMessage(`[1,2]`), owner); r.status != 400 {
			t.Errorf("not a collection = %d", r.status)
		}
		var list neighborhoodsJSON
		se.do("GET", "/api/owner/neighborhoods", nil, owner).json(t, &list)
		if len(list.Neighborhoods) != 0 || list.Job != nil {
			t.Fatalf("after bad imports: %+v", list)
		}

		// The sample: existing reports are assigned in the background.
		if r := se.do("POST", "/api/owner/neighborhoods/import", json.RawMessage(sample), owner); r.status != 200 || string(r.body) != `{"created":4,"updated":0}`+"\n" {
			t.Fatalf("import = %d %s", r.status, r.body)
		}
		v := se.waitAssigned()
		ids := map[string]string{}
		for _, n := range v.Neighborhoods {
			ids[n.NameEN] = n.ID
		}
		if len(v.Neighborhoods) != 4 || ids["Hamilton Park"] == "" || v.Job.Done != 2 || v.Job.Changed != 1 {
			t.Fatalf("after import: %+v %+v", v.Neighborhoods, v.Job)
		}
		if got := se.neighborhoodOf(before); got != ids["Hamilton Park"] {
			t.Errorf("existing report in %q", got)
		}
		if got := se.neighborhoodOf(outside); got != "" {
			t.Errorf("report outside every boundary in %q", got)
		}
		for _, n := range v.Neighborhoods {
			if want := map[string]int{"Hamilton Park": 1}[n.NameEN]; n.Counts["pending"] != want {
				t.Errorf("%s counts %v", n.NameEN, n.Counts)
			}
		}

		// A new report gets its neighbourhood when filed, and when moved.
		filed := se.file(vecino.StatusScreening, at("40.7128", "-74.0381"))
		if got := se.neighborhoodOf(filed); got != ids["Paulus Hook"] {
			t.Errorf("new report in %q, want Paulus Hook", got)
		}
		if r := se.do("PATCH", "/api/reports/"+filed, map[string]any{"latitude": 40.7128, "longitude": -74.0481}, se.reporter.token); r.status != 200 {
			t.Fatalf("edit = %d %s", r.status, r.body)
		}
		if got := se.neighborhoodOf(filed); got != ids["Van Vorst Park"] {
			t.Errorf("moved report in %q, want Van Vorst Park", got)
		}

		// Rename, a taken name, bad names, delete.
		if r := se.do("PATCH", "/api/owner/neighborhoods/"+ids["Paulus Hook"], map[string]string{"name_en": "Hamilton Park", "name_es": "x"}, owner); r.status != 409 {
			t.Errorf("taken name = %d %s", r.status, r.body)
		}
		if r := se.do("PATCH", "/api/owner/neighborhoods/"+ids["Paulus Hook"], map[string]string{"name_en": " ", "name_es": "x"}, owner); r.status != 400 {
			t.Errorf("empty name = %d %s", r.status, r.body)
		}
		if r := se.do("PATCH", "/api/owner/neighborhoods/"+ids["Paulus Hook"], map[string]string{"name_en": "The Hook", "name_es": "El Gancho"}, owner); r.status != 204 {
			t.Errorf("rename = %d %s", r.status, r.body)
		}
		if r := se.do("POST", "/api/owner/neighborhoods", map[string]string{"name_en": "Bergen", "name_es": "Bergen"}, owner); r.status != 201 {
			t.Errorf("create = %d %s", r.status, r.body)
		}
		var names []struct {
			ID     string
			NameEN string `json:"name_en"`
		}
		se.do("GET", "/api/neighborhoods", nil, "").json(t, &names)
		if len(names) != 5 || names[3].NameEN != "The Hook" {
			t.Errorf("public names %+v", names)
		}
		if r := se.do("DELETE", "/api/owner/neighborhoods/"+ids["Hamilton Park"], nil, owner); r.status != 204 {
			t.Fatalf("delete = %d %s", r.status, r.body)
		}
		se.waitAssigned()
		if got := se.neighborhoodOf(before); got != "" {
			t.Errorf("report of a deleted neighbourhood in %q", got)
		}
		if r := se.do("DELETE", "/api/owner/neighborhoods/"+ids["Hamilton Park"], nil, owner); r.status != 404 {
			t.Errorf("delete twice = %d", r.status)
		}
	})
}

// TestRecordByNeighborhood: the public list, map, exports and the staff
// list filter by neighbourhood; a malformed id is refused.
func TestRecordByNeighborhood(t *testing.T) {
	sample := readFile(t, "../demo/neighborhoods.geojson")
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		owner := se.by[vecino.RoleOwner].token
		if r := se.do("POST", "/api/owner/neighborhoods/import", json.RawMessage(sample), owner); r.status != 200 {
			t.Fatalf("import = %d %s", r.status, r.body)
		}
		v := se.waitAssigned()
		ids := map[string]string{}
		for _, n := range v.Neighborhoods {
			ids[n.NameEN] = n.ID
		}
		park := se.file(vecino.StatusApproved, at("40.7228", "-74.0481"))  // Hamilton Park
		hook := se.file(vecino.StatusApproved, at("40.7128", "-74.0381"))  // Paulus Hook
		queued := se.file(vecino.StatusPending, at("40.7229", "-74.0482")) // Hamilton Park, not public
		q := "neighborhood=" + ids["Hamilton Park"]

		var list struct{ Items []reportJSON }
		se.do("GET", "/api/public/reports?"+q, nil, "").json(t, &list)
		if len(list.Items) != 1 || list.Items[0].ID != park {
			t.Errorf("public list in Hamilton Park = %+v", list.Items)
		}
		var points []struct{ ID *string }
		se.do("GET", "/api/public/clusters?bbox=-74.2,40.6,-73.8,40.9&"+q, nil, "").json(t, &points)
		if len(points) != 1 || points[0].ID == nil || *points[0].ID != park {
			t.Errorf("map in Hamilton Park = %+v", points)
		}
		csv := se.do("GET", "/api/public/reports.csv?"+q, nil, "")
		geo := se.do("GET", "/api/public/reports.geojson?"+q, nil, "")
		for name, body := range map[string]string{"csv": string(csv.body), "geojson": string(geo.body)} {
			if !strings.Contains(body, park) || strings.Contains(body, hook) || strings.Contains(body, queued) {
				t.Errorf("%s export in Hamilton Park: %s", name, body)
			}
			// Each row names its neighbourhood (the exports filter by it).
			if !strings.Contains(body, ids["Hamilton Park"]) || !strings.Contains(body, "Hamilton Park") || !strings.Contains(body, "neighborhood_es") {
				t.Errorf("%s export has no neighbourhood column: %s", name, body)
			}
		}
		if header, _, _ := strings.Cut(string(csv.body), "\n"); !strings.HasSuffix(header, ",neighborhood_id,neighborhood_en,neighborhood_es") {
			t.Errorf("csv header = %q", header)
		}
		var staff struct{ Items []reportJSON }
		se.do("GET", "/api/reports?status=pending&"+q, nil, se.by[vecino.RoleReviewer].token).json(t, &staff)
		if len(staff.Items) != 1 || staff.Items[0].ID != queued {
			t.Errorf("staff list in Hamilton Park = %+v", staff.Items)
		}
		if r := se.do("GET", "/api/public/reports?neighborhood=nope", nil, ""); r.status != 400 || !strings.Contains(string(r.body), `"neighborhood"`) {
			t.Errorf("malformed neighbourhood = %d %s", r.status, r.body)
		}
	})
}
