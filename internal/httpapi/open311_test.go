package httpapi_test

import (
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/vecino"
)

func TestOpen311(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		public := se.file(vecino.StatusApproved)
		hidden := se.file(vecino.StatusPending)
		var services []map[string]any
		e.get("/open311/v2/services.json?locale=es").json(t, &services)
		codes := map[string]bool{}
		for _, s := range services {
			codes[s["service_code"].(string)] = true
		}
		if !codes["road-infrastructure/pothole"] || !codes["bike-lane"] || codes["renter-protection/retaliation"] {
			t.Errorf("services: %d codes, pothole %v, bike-lane %v", len(codes), codes["road-infrastructure/pothole"], codes["bike-lane"])
		}
		var reqs []map[string]any
		e.get("/open311/v2/requests.json?service_code=road-infrastructure/pothole").json(t, &reqs)
		if len(reqs) != 1 || reqs[0]["service_request_id"] != public || reqs[0]["status"] != "open" || reqs[0]["service_name"] != "Pothole" {
			t.Errorf("requests = %v", reqs)
		}
		if r := e.get("/open311/v2/requests/" + public + ".json"); r.status != 200 || !strings.Contains(string(r.body), public) {
			t.Errorf("one request = %d", r.status)
		}
		if r := e.get("/open311/v2/requests/" + hidden + ".json"); r.status != 404 {
			t.Errorf("a pending report through Open311 = %d", r.status)
		}
		if r := e.get("/open311/v2/discovery.json"); r.status != 200 {
			t.Errorf("discovery = %d", r.status)
		}
		e.do("PUT", "/api/owner/flags/open311_api", map[string]any{"enabled": false}, se.by[vecino.RoleOwner].token)
		if r := e.get("/open311/v2/services.json"); r.status != 404 {
			t.Errorf("services with the flag off = %d", r.status)
		}
	})
}
