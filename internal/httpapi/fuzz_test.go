package httpapi_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// fuzzEnv is a real server on SQLite with an owner, a reporter and one
// report, for the fuzz targets below. {id} in a path is the report's id,
// {user} the reporter's.
func fuzzEnv(f *testing.F) (e *env, owner string, expand func(string) string) {
	e = newEnv(f, sqlstoretest.Open(f, sqlstore.SQLite), withLimits(httpapiLimits(1_000_000)))
	o := e.userWithRole("owner@example.org", vecino.RoleOwner)
	rep := e.signup("rep@example.org", pw)
	r := e.upload(rep.token, pothole(), exifPhoto)
	var got reportJSON
	r.json(f, &got)
	expand = strings.NewReplacer("{id}", got.ID, "{user}", rep.user["id"].(string)).Replace
	return e, o.token, expand
}

// jsonRoutes are the endpoints that read a JSON body, with a valid body each
// (the seed corpus).
var jsonRoutes = []struct{ method, path, body string }{
	{"POST", "/api/auth/signup", `{"email":"a@example.org","password":"a long passphrase","first_name":"A","last_name":"B","preferred_language":"es"}`},
	{"POST", "/api/auth/signin", `{"email":"rep@example.org","password":"nope nope nope","remember_me":true}`},
	{"POST", "/api/auth/recover", `{"email":"rep@example.org","language":"es"}`},
	{"POST", "/api/auth/reset", `{"token":"abc","password":"another long passphrase"}`},
	{"PATCH", "/api/me", `{"first_name":"Ana","last_name":"Ruiz","preferred_language":"es"}`},
	{"PUT", "/api/owner/users/{user}/disabled", `{"disabled":false}`},
	{"POST", "/api/investor-requests", `{"name":"Ana","email":"ana@example.org","organization":"Fund","message":"Hello"}`},
	{"POST", "/api/analytics/pageview", `{"path":"/","referrer":""}`},
	{"PATCH", "/api/reports/{id}", `{"description":"Deep pothole in the bike lane on Grove St, still there"}`},
	{"POST", "/api/reports/{id}/transitions", `{"to":"pending","note":"ok"}`},
	{"POST", "/api/reports/bulk-transitions", `{"ids":["{id}"],"to":"pending"}`},
	{"POST", "/api/reports/{id}/resolution", `{"resolved":true,"note":"fixed"}`},
	{"PUT", "/api/owner/flags/open311_api", `{"enabled":true}`},
	{"PUT", "/api/owner/flags/open311_api/roles/reviewer", `{"enabled":false}`},
}

// FuzzJSONBodies sends any body to every JSON endpoint as the owner: the
// server must answer it without a 5xx (bad input is a 4xx, never a crash or
// a database error).
func FuzzJSONBodies(f *testing.F) {
	e, owner, expand := fuzzEnv(f)
	for i, r := range jsonRoutes {
		f.Add(uint8(i), r.body)
		f.Add(uint8(i), `{"x":1}`)
		f.Add(uint8(i), "{\"first_name\":\"\u0000\"}")
	}
	f.Fuzz(func(t *testing.T, route uint8, body string) {
		r := jsonRoutes[int(route)%len(jsonRoutes)]
		te := e.as(t)
		if res := te.do(r.method, expand(r.path), rawJSON(body), owner); res.status >= 500 {
			t.Fatalf("%s %s %q = %d %s", r.method, r.path, body, res.status, res.body)
		}
	})
}

// rawJSON marshals to itself, so that do sends the fuzzer's bytes as they are.
type rawJSON string

func (r rawJSON) MarshalJSON() ([]byte, error) { return []byte(r), nil }

// queryRoutes read query parameters: filters, boxes, cursors, Open311.
var queryRoutes = []struct{ path, query string }{
	{"/api/public/reports", "bbox=-74.1,40.7,-74.0,40.8&category=road-infrastructure&from=2024-01-01&to=2030-01-01&state=open"},
	{"/api/public/clusters", "bbox=-74.1,40.7,-74.0,40.8&zoom=12"},
	{"/api/public/reports.csv", "from=2024-01-01T00:00:00Z"},
	{"/api/public/reports.geojson", "state=resolved"},
	{"/api/reports", "status=screening&limit=10&cursor=abc&sort=oldest&category=road-infrastructure&q=pothole"},
	{"/api/reports/count", "status=pending"},
	{"/api/reports/first", "status=screening"},
	{"/api/reports/weekly", "weeks=8"},
	{"/api/reports/mine", "status=screening&limit=5&cursor=MjAyNHwx"},
	{"/api/owner/users", "q=rep&role=reporter&cursor=x&limit=3"},
	{"/api/owner/role-changes", "user_id={user}"},
	{"/open311/v2/requests.json", "service_code=road-infrastructure/pothole&status=open&start_date=2024-01-01T00:00:00Z&end_date=2030-01-01T00:00:00Z&page=1&page_size=10"},
	{"/open311/v2/requests.xml", "service_request_id={id},x&locale=es"},
	{"/open311/v2/services.json", "locale=es"},
	{"/media/{id}/public", "exp=1&sig=x"},
}

// FuzzQueries sends any query string to every GET endpoint that reads one,
// as the owner: never a 5xx.
func FuzzQueries(f *testing.F) {
	e, owner, expand := fuzzEnv(f)
	for i, r := range queryRoutes {
		f.Add(uint8(i), r.query)
		f.Add(uint8(i), "bbox=NaN,NaN,NaN,NaN&cursor=%ff%fe&limit=-1&from=9999-99-99")
	}
	f.Fuzz(func(t *testing.T, route uint8, query string) {
		r := queryRoutes[int(route)%len(queryRoutes)]
		if strings.ContainsAny(query, "# ") || strings.ContainsFunc(query, unicode.IsControl) {
			return // not a query string a client can send (Go's own client refuses control characters)
		}
		te := e.as(t)
		if res := te.do("GET", expand(r.path)+"?"+expand(query), nil, owner); res.status >= 500 {
			t.Fatalf("GET %s?%s = %d %s", r.path, query, res.status, res.body)
		}
	})
}
