package open311_test

import (
	"bytes"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// The JSON Schemas of GeoReport v2's answers, in testdata/: written
// here from the specification (wiki.open311.org/GeoReport_v2), since no
// package we can install ships the Open311 project's own (docs/open311.md).
var o311Schemas = struct {
	sync.Once
	byName map[string]*jsonschema.Schema
	err    error
}{}

func o311Schema(t *testing.T, name string) *jsonschema.Schema {
	t.Helper()
	o311Schemas.Do(func() {
		c := jsonschema.NewCompiler()
		c.AssertFormat() // date-time and uri are checked, not only noted
		o311Schemas.byName = map[string]*jsonschema.Schema{}
		for _, n := range []string{"discovery", "services", "service-definition", "requests", "post-response", "token", "errors"} {
			s, err := c.Compile("testdata/" + n + ".json")
			if err != nil {
				o311Schemas.err = err
				return
			}
			o311Schemas.byName[n] = s
		}
	})
	if o311Schemas.err != nil {
		t.Fatal(o311Schemas.err)
	}
	return o311Schemas.byName[name]
}

// o311Valid fails unless r has status and a JSON body that schema accepts.
func o311Valid(t *testing.T, what string, r httpapitest.Response, status int, schema string) {
	t.Helper()
	if r.Status != status || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		t.Errorf("%s = %d %s %s, want %d JSON", what, r.Status, r.Header.Get("Content-Type"), r.Body, status)
		return
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(r.Body))
	if err != nil {
		t.Errorf("%s: %v in %s", what, err, r.Body)
		return
	}
	if err := o311Schema(t, schema).Validate(doc); err != nil {
		t.Errorf("%s does not follow %s.json: %v\n%s", what, schema, err, r.Body)
	}
}

// TestOpen311Conformance validates every kind of Open311 JSON answer against
// the GeoReport v2 schemas: discovery, services, each service definition,
// request lists (filters, paging, a key's own unpublished requests), one
// request, the POST answer, a token, and the error form of each status the
// API gives (400, 403, 404, 405; 429 below).
func TestOpen311Conformance(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		se := httpapitest.NewStaffEnv(t, e)
		public := se.File(vecino.StatusApproved)
		se.File(vecino.StatusApproved, func(f map[string]string) {
			f["category"], f["type"] = "careless-driver", "speeding"
			f["license_plate"] = "ABC123"
		})
		key := e.NewAPIKey(se.By[vecino.RoleOwner].Token)
		withKey := "api_key=" + url.QueryEscape(key)

		o311Valid(t, "discovery", e.Get("/open311/v2/discovery.json"), 200, "discovery")
		var services []struct {
			Code string `json:"service_code"`
		}
		r := e.Get("/open311/v2/services.json")
		o311Valid(t, "services", r, 200, "services")
		o311Valid(t, "services in Spanish", e.Get("/open311/v2/services.json?locale=es"), 200, "services")
		r.JSON(t, &services)
		for _, s := range services {
			o311Valid(t, "definition of "+s.Code, e.Get("/open311/v2/services/"+s.Code+".json"), 200, "service-definition")
		}

		// Filed through Open311: the POST answer, a token, the key's view.
		form := o311Form(key)
		form.Set("media_url", "https://311.city.example/p/1.jpg")
		r = postForm(e, "/open311/v2/requests.json", form)
		o311Valid(t, "POST", r, 201, "post-response")
		var filed []struct {
			ID string `json:"service_request_id"`
		}
		r.JSON(t, &filed)
		bare := url.Values{"api_key": {key}, "service_code": {"bike-lane"}, "address_string": {"12 Grove St"}}
		o311Valid(t, "POST with only the required fields", postForm(e, "/open311/v2/requests.json", bare), 201, "post-response")
		o311Valid(t, "token", e.Get("/open311/v2/tokens/"+filed[0].ID+".json"), 200, "token")

		for _, q := range []string{"", "?status=open", "?status=closed", "?service_code=road-infrastructure/pothole,careless-driver/speeding",
			"?page_size=1&page=2", "?service_request_id=" + public + "," + filed[0].ID, "?service_request_id=" + filed[0].ID + "&" + withKey,
			"?start_date=2020-01-01&end_date=2099-01-01", "?locale=es", "?" + withKey} {
			o311Valid(t, "requests"+q, e.Get("/open311/v2/requests.json"+q), 200, "requests")
		}
		o311Valid(t, "one public request", e.Get("/open311/v2/requests/"+public+".json"), 200, "requests")
		o311Valid(t, "the key's own request in screening", e.Get("/open311/v2/requests/"+filed[0].ID+".json?"+withKey), 200, "requests")
		se.Move(se.By[vecino.RoleReporterAdmin].Token, filed[0].ID, vecino.StatusScreening, vecino.StatusRejected, "duplicate", "")
		o311Valid(t, "the key's own rejected request", e.Get("/open311/v2/requests/"+filed[0].ID+".json?"+withKey), 200, "requests")

		// Errors, each in the spec's form.
		o311Valid(t, "bad status filter", e.Get("/open311/v2/requests.json?status=maybe"), 400, "errors")
		o311Valid(t, "unknown service in the filter", e.Get("/open311/v2/requests.json?service_code=nope"), 400, "errors")
		missing := o311Form(key)
		missing.Del("service_code")
		o311Valid(t, "POST without service_code", postForm(e, "/open311/v2/requests.json", missing), 400, "errors")
		o311Valid(t, "POST with a bad key", postForm(e, "/open311/v2/requests.json", o311Form("vk_nope")), 403, "errors")
		unknown := o311Form(key)
		unknown.Set("service_code", "nope")
		o311Valid(t, "POST with an unknown service_code", postForm(e, "/open311/v2/requests.json", unknown), 404, "errors")
		o311Valid(t, "unknown request", e.Get("/open311/v2/requests/nope.json"), 404, "errors")
		o311Valid(t, "unknown service definition", e.Get("/open311/v2/services/nope.json"), 404, "errors")
		o311Valid(t, "unknown token", e.Get("/open311/v2/tokens/nope.json"), 404, "errors")
		o311Valid(t, "unknown endpoint", e.Get("/open311/v2/nope.json"), 404, "errors")
		o311Valid(t, "wrong method", e.Do("DELETE", "/open311/v2/services.json", nil, ""), 405, "errors")
	})
}

// TestOpen311ConformanceRateLimited: the 429 answer is in the spec's form.
func TestOpen311ConformanceRateLimited(t *testing.T) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		owner := e.UserWithRole("owner@example.org", vecino.RoleOwner)
		key := e.NewAPIKey(owner.Token)
		e.Get("/open311/v2/services.json?api_key=" + url.QueryEscape(key))
		o311Valid(t, "past the key's limit", e.Get("/open311/v2/services.json?api_key="+url.QueryEscape(key)), 429, "errors")
	}, httpapitest.WithLimits(func() httpapi.Limits {
		l := httpapitest.Limits(100)
		l.Open311Key = httpapi.Limit{Burst: 1, Per: time.Hour}
		return l
	}()))
}

// TestOpen311SchemasRefuse: the schemas are not vacuous; each refuses an
// answer that breaks the spec.
func TestOpen311SchemasRefuse(t *testing.T) {
	for schema, bad := range map[string]string{
		"discovery":          `{"changeset":"yesterday","contact":"x","key_service":"x","endpoints":[]}`,
		"services":           `[{"service_code":"a","service_name":"A","metadata":"yes","type":"realtime"}]`,
		"service-definition": `{"service_code":"a","attributes":[{"variable":true,"code":"c","datatype":"date","required":false,"order":1,"description":""}]}`,
		"requests":           `[{"service_request_id":"1","status":"pending","service_code":"a","requested_datetime":"2026-01-01T00:00:00Z","media_url":""}]`,
		"post-response":      `[{"service_notice":"thanks"}]`,
		"token":              `[{"service_request_id":"1"}]`,
		"errors":             `[{"code":"404","description":""}]`,
	} {
		doc, err := jsonschema.UnmarshalJSON(strings.NewReader(bad))
		if err != nil {
			t.Fatal(err)
		}
		if o311Schema(t, schema).Validate(doc) == nil {
			t.Errorf("%s.json accepts %s", schema, bad)
		}
	}
	long := `[{"service_request_id":"1","status":"open","service_code":"a","requested_datetime":"2026-01-01T00:00:00Z","description":"` +
		strings.Repeat("x", 4001) + `"}]`
	if doc, _ := jsonschema.UnmarshalJSON(strings.NewReader(long)); o311Schema(t, "requests").Validate(doc) == nil {
		t.Error("requests.json accepts a 4,001-character description")
	}
}
