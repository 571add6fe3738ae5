package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
)

func TestServiceEndpoints(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		if r := e.do("GET", "/healthz", nil, ""); r.status != 200 {
			t.Errorf("healthz = %d", r.status)
		}
		if r := e.do("GET", "/readyz", nil, ""); r.status != 200 {
			t.Errorf("readyz = %d", r.status)
		}
		r := e.do("GET", "/api/config", nil, "")
		var cfg struct {
			AppName   string   `json:"app_name"`
			Default   string   `json:"default_language"`
			Languages []string `json:"languages"`
			SourceURL string   `json:"source_url"`
			Map       struct {
				Provider string
				Center   struct{ Lat, Lng float64 }
				Zoom     int
				TileURL  string `json:"tile_url"`
			}
		}
		r.json(t, &cfg)
		if cfg.AppName != "Vecino" || cfg.Default != "en" || len(cfg.Languages) != 2 || cfg.Map.Provider != "osm" ||
			cfg.Map.Center.Lat != 40.7178 || cfg.Map.Center.Lng != -74.0431 || cfg.Map.Zoom != 15 || cfg.Map.TileURL == "" ||
			cfg.SourceURL != "https://git.city.example/vecino" {
			t.Errorf("config = %s", r.body)
		}
		var langs []map[string]string
		e.do("GET", "/api/languages", nil, "").json(t, &langs)
		if len(langs) != 2 || langs[0]["language_code"] != "en" || langs[1]["native_name"] != "Español" {
			t.Errorf("languages = %v", langs)
		}
		if r := e.do("POST", "/api/maps/key", nil, ""); r.status != 503 || r.errCode() != "unavailable" {
			t.Errorf("maps key without a key = %d %s", r.status, r.body)
		}
		if r := e.do("GET", "/api/no/such/thing", nil, ""); r.status != 404 || r.errCode() != "not_found" {
			t.Errorf("unknown API path = %d %s", r.status, r.body)
		}
	}, withSettings(func(s *httpapi.Settings) { s.SourceURL = "https://git.city.example/vecino" }))
}

// TestWrongMethod walks the route table: every path answers a method it does
// not serve with 405, the method_not_allowed code and an Allow header that
// lists exactly the table's methods for it (GET with HEAD).
func TestWrongMethod(t *testing.T) {
	allowed := map[string][]string{}
	for _, rt := range httpapi.RouteTable() {
		allowed[rt.Path] = append(allowed[rt.Path], rt.Method)
		if rt.Method == "GET" {
			allowed[rt.Path] = append(allowed[rt.Path], "HEAD")
		}
	}
	// table routes a method and path as the server does, to pick for each
	// path a method that no line of the table takes (PATCH /api/reports/stats
	// is PATCH /api/reports/{id}).
	table := http.NewServeMux()
	for _, rt := range httpapi.RouteTable() {
		table.Handle(rt.Method+" "+rt.Path, http.NotFoundHandler())
	}
	fill := strings.NewReplacer("{id}", "00000000-0000-0000-0000-000000000000", "{role}", "reviewer", "{variant}", "thumb", "{file}", "x.json", "{code...}", "road-infrastructure.json")
	forEachServer(t, func(t *testing.T, e *env) {
		for path, methods := range allowed {
			slices.Sort(methods)
			wrong := "OPTIONS"
			for _, m := range []string{"PATCH", "PUT", "DELETE", "POST", "GET"} {
				if _, pattern := table.Handler(httptest.NewRequest(m, fill.Replace(path), nil)); pattern == "" {
					wrong = m
					break
				}
			}
			r := e.do(wrong, fill.Replace(path), nil, "")
			// Open311 paths answer in GeoReport's error shape, the rest in the API's.
			code := r.errCode() == "method_not_allowed" || (strings.HasPrefix(path, "/open311/") && strings.Contains(string(r.body), "405"))
			if r.status != 405 || !code || r.header.Get("Allow") != strings.Join(methods, ", ") {
				t.Errorf("%s %s = %d %s Allow=%q, want 405 method_not_allowed Allow=%q", wrong, path, r.status, r.body, r.header.Get("Allow"), strings.Join(methods, ", "))
			}
		}
		if r := e.do("GET", "/api/maps/key", nil, ""); r.status != 405 || r.header.Get("Allow") != "POST" {
			t.Errorf("GET /api/maps/key = %d Allow=%q", r.status, r.header.Get("Allow"))
		}
	})
}

// TestUnknownMachinePaths: unknown paths under /api, /open311 and /media
// answer an error in JSON (XML for .xml), never the web app.
func TestUnknownMachinePaths(t *testing.T) {
	web := fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>app</title>")}}
	forEachServer(t, func(t *testing.T, e *env) {
		for _, path := range []string{"/api/nope", "/api", "/api/reports/mine/extra", "/media/x"} {
			r := e.do("GET", path, nil, "")
			if r.status != 404 || r.errCode() != "not_found" || !strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
				t.Errorf("GET %s = %d %s %q", path, r.status, r.body, r.header.Get("Content-Type"))
			}
		}
		// Open311 paths answer in GeoReport v2's error format.
		for _, path := range []string{"/open311/v2/nope.json", "/open311/nope"} {
			r := e.do("GET", path, nil, "")
			var errs []struct{ Code int }
			r.json(t, &errs)
			if r.status != 404 || len(errs) != 1 || errs[0].Code != 404 {
				t.Errorf("GET %s = %d %s", path, r.status, r.body)
			}
		}
		r := e.do("GET", "/open311/v2/nope.xml", nil, "")
		if r.status != 404 || !strings.Contains(r.header.Get("Content-Type"), "xml") ||
			!strings.Contains(string(r.body), "<errors><error><code>404</code>") {
			t.Errorf("GET .xml = %d %s %q", r.status, r.body, r.header.Get("Content-Type"))
		}
	}, withWeb(web))
}

func TestMapsKeyConfigured(t *testing.T) {
	key := "AIzaSyTestKeyTestKeyTestKey"
	forEachServer(t, func(t *testing.T, e *env) {
		var body map[string]string
		r := e.do("POST", "/api/maps/key", nil, "")
		r.json(t, &body)
		if r.status != 200 || body["apiKey"] != key {
			t.Errorf("maps key = %d %v", r.status, body)
		}
		var cfg struct{ Map struct{ Provider string } }
		e.do("GET", "/api/config", nil, "").json(t, &cfg)
		if cfg.Map.Provider != "google" {
			t.Errorf("provider = %q", cfg.Map.Provider)
		}
		if csp := r.header.Get("Content-Security-Policy"); !strings.Contains(csp, "maps.googleapis.com") {
			t.Errorf("CSP does not admit Google Maps: %s", csp)
		}
	}, withSettings(func(c *httpapi.Settings) { c.GoogleMapsKey = key }))
}

func TestSecurityHeaders(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		r := e.do("GET", "/api/config", nil, "")
		for h, want := range map[string]string{
			"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "strict-origin-when-cross-origin",
		} {
			if got := r.header.Get(h); got != want {
				t.Errorf("%s = %q, want %q", h, got, want)
			}
		}
		csp := r.header.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "https://tile.openstreetmap.org"} {
			if !strings.Contains(csp, want) {
				t.Errorf("CSP lacks %q: %s", want, csp)
			}
		}
		if r.header.Get("X-Request-Id") == "" {
			t.Error("no X-Request-Id")
		}
	})
}

func TestJSONBodyRules(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		// Uses an endpoint that decodes JSON: sign-in.
		r := e.do("POST", "/api/auth/signin", nil, "", "Content-Type", "text/plain")
		if r.status != http.StatusUnsupportedMediaType {
			t.Errorf("text/plain body = %d %s", r.status, r.body)
		}
		big := map[string]string{"email": strings.Repeat("a", 2<<20)}
		if r := e.do("POST", "/api/auth/signin", big, ""); r.status != http.StatusRequestEntityTooLarge {
			t.Errorf("2 MB body = %d", r.status)
		}
		if r := e.do("POST", "/api/auth/signin", map[string]any{"nope": 1}, ""); r.status != 400 || r.errCode() != "invalid" {
			t.Errorf("unknown field = %d %s", r.status, r.body)
		}
	})
}

func TestSPA(t *testing.T) {
	web := fstest.MapFS{
		"index.html":             {Data: []byte("<!doctype html><title>app</title>")},
		"routes.json":            {Data: []byte(`["/", "/:lang", "/:lang/about", "/dashboard/owner/users", "/dashboard/admin/all-violations/:id", "/admin/*"]`)},
		"assets/app-abc123.js":   {Data: []byte(strings.Repeat("console.log('hi');", 100))},
		"locales/en/common.json": {Data: []byte(`{"hello":"Hello"}`)},
	}
	forEachServer(t, func(t *testing.T, e *env) {
		for _, path := range []string{"/", "/en/about", "/es", "/dashboard/owner/users", "/index.html", "/dashboard/admin/all-violations/42", "/admin", "/admin/screening"} {
			r := e.do("GET", path, nil, "")
			// index.html, with the page's own title and share tags (share_test.go).
			if r.status != 200 || !strings.HasPrefix(string(r.body), "<!doctype html><title>Vecino: ") || r.header.Get("Cache-Control") != "no-cache" {
				t.Errorf("GET %s = %d %q cache=%q", path, r.status, r.body, r.header.Get("Cache-Control"))
			}
		}
		// Paths the web app's router does not know: still the app (which
		// shows its not-found page), but with HTTP 404.
		for _, path := range []string{"/no/such/page", "/fr/about", "/es/nope", "/dashboard/owner/nope", "/dashboard/admin/all-violations"} {
			r := e.do("GET", path, nil, "")
			if r.status != 404 || !strings.HasPrefix(string(r.body), "<!doctype html><title>Vecino: ") {
				t.Errorf("GET %s = %d %q, want 404 with the app", path, r.status, r.body)
			}
		}
		if r := e.do("POST", "/en/about", nil, ""); r.status != 405 || r.header.Get("Allow") != "GET, HEAD" {
			t.Errorf("POST to a page = %d Allow=%q", r.status, r.header.Get("Allow"))
		}
		r := e.do("GET", "/assets/app-abc123.js", nil, "", "Accept-Encoding", "gzip")
		if r.status != 200 || !strings.Contains(r.header.Get("Cache-Control"), "immutable") || !strings.HasPrefix(r.header.Get("Content-Type"), "text/javascript") {
			t.Errorf("asset: %d %v", r.status, r.header)
		}
		if r := e.do("GET", "/assets/missing-000.js", nil, ""); r.status != 404 {
			t.Errorf("missing asset = %d, want 404 (never index.html)", r.status)
		}
		r = e.do("GET", "/locales/en/common.json", nil, "")
		if r.status != 200 || string(r.body) != `{"hello":"Hello"}` || !strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
			t.Errorf("locale = %d %s %v", r.status, r.body, r.header)
		}
		if r2 := e.do("GET", "/locales/en/common.json", nil, "", "If-None-Match", r.header.Get("ETag")); r2.status != 304 {
			t.Errorf("revalidation = %d, want 304", r2.status)
		}
	}, withWeb(web))
}

// The public pages drawn at build time (web/prerender.mjs) go into #root of
// their own page's HTML with their title, after the share tags, and their
// scripts wait for the first paint; no other page gets them, and the build's
// file of them is not served.
func TestPrerenderedPages(t *testing.T) {
	web := fstest.MapFS{
		"first-loads.json": {Data: []byte(httpapitest.FirstLoads)},
		"index.html": {Data: []byte(`<!doctype html><html lang="en"><head><title>app</title>` +
			`<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a-1.js">` +
			`</head><body><div id="root"></div></body></html>`)},
		"routes.json":      {Data: []byte(`["/:lang", "/:lang/map", "/:lang/about"]`)},
		"prerendered.json": {Data: []byte(`{"/en":{"html":"<h1>Safer streets</h1>","title":"Safer streets · Vecino"},"/es/map":{"html":"<h1>Mapa de reportes</h1>","title":"Mapa & más · Vecino"}}`)},
	}
	forEachServer(t, func(t *testing.T, e *env) {
		for path, want := range map[string][2]string{
			"/en":       {`<div id="root"><h1>Safer streets</h1></div>`, "<title>Safer streets · Vecino</title>"},
			"/es/map":   {`<div id="root"><h1>Mapa de reportes</h1></div>`, "<title>Mapa &amp; más · Vecino</title>"},
			"/es/map/":  {`<div id="root"><h1>Mapa de reportes</h1></div>`, "<title>Mapa &amp; más · Vecino</title>"},
			"/en/map":   {`<div id="root"></div>`, "<title>Vecino: "},
			"/es":       {`<div id="root"></div>`, "<title>Vecino: "},
			"/en/about": {`<div id="root"></div>`, "<title>Vecino: "},
		} {
			r := e.do("GET", path, nil, "")
			body := string(r.body)
			if r.status != 200 || !strings.Contains(body, want[0]) || !strings.Contains(body, want[1]) || strings.Count(body, `id="root"`) != 1 ||
				!strings.Contains(body, `<meta property="og:title"`) {
				t.Errorf("GET %s = %d %s, want %s", path, r.status, body, want)
			}
		}
		// A prerendered page's scripts and preloads wait in the template; the other pages' are in the head.
		drawn, plain := string(e.do("GET", "/en", nil, "").body), string(e.do("GET", "/es", nil, "").body)
		head, _, _ := strings.Cut(drawn, "<body>")
		if strings.Contains(head, "/assets/") || strings.Contains(head, `rel="preload"`) ||
			!strings.Contains(drawn, `<template id="after-paint"><link rel="preload" href="/api/config"`) ||
			!strings.Contains(drawn, `<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a-1.js"></template><script>`) ||
			strings.Contains(plain, `<template id="after-paint">`) || !strings.Contains(plain, `<script type="module" crossorigin src="/assets/index-1.js"></script>`) {
			t.Errorf("after-paint template: prerendered\n%s\nplain\n%s", drawn, plain)
		}
		if r := e.do("GET", "/prerendered.json", nil, ""); strings.Contains(string(r.body), "Safer streets") {
			t.Errorf("GET /prerendered.json = %d %s, want the app's page", r.status, r.body)
		}
	}, withWeb(web))
}

// A report form drawn at build time for a signed-in visitor (web/prerender.mjs,
// prerendered-signed-in.json) goes into the page only with the session-hint
// cookie, in the language the app last showed in that browser (its cookie),
// else the browser's most preferred of English and Spanish; the page then
// declares that language. The file is not served.
func TestSignedInCopies(t *testing.T) {
	const form = "/dashboard/upload/potholes/pothole"
	web := fstest.MapFS{
		"first-loads.json": {Data: []byte(httpapitest.FirstLoads)},
		"index.html": {Data: []byte(`<!doctype html><html lang="en"><head><title>app</title>` +
			`<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`)},
		"routes.json": {Data: []byte(`["/dashboard/upload/:category/:type"]`)},
		"prerendered-signed-in.json": {Data: []byte(`{"/en` + form + `":{"html":"<h1>Pothole</h1>","title":"Pothole · Vecino"},` +
			`"/es` + form + `":{"html":"<h1>Bache</h1>","title":"Bache · Vecino"}}`)},
		"vite-manifest.json": {Data: []byte(`{"index.html": {"file": "assets/index-1.js", "isEntry": true},
			"src/layout.tsx": {"file": "assets/form-1.js", "isDynamicEntry": true},
			"src/leaflet-picker.tsx": {"file": "assets/leaflet-1.js", "isDynamicEntry": true}}`)},
		"assets/index-1.js":   {Data: []byte(`export {}`)},
		"assets/form-1.js":    {Data: []byte(`export {}`)},
		"assets/leaflet-1.js": {Data: []byte(`export {}`)},
	}
	forEachServer(t, func(t *testing.T, e *env) {
		for _, c := range []struct {
			name, path string
			hdr        []string
			root, lang string
		}{
			{"no session", form, []string{"Accept-Language", "es"}, `<div id="root"></div>`, "en"},
			{"session, English browser", form, []string{"Cookie", "vecino_session=1", "Accept-Language", "en-US,en;q=0.9"}, `<div id="root"><h1>Pothole</h1></div>`, "en"},
			{"session, Spanish browser", form + "/", []string{"Cookie", "vecino_session=1", "Accept-Language", "fr;q=1, en;q=0.4, es-MX;q=0.8"}, `<div id="root"><h1>Bache</h1></div>`, "es"},
			{"session, Spanish chosen", form, []string{"Cookie", "vecino_session=1; vecino_lang=es", "Accept-Language", "en"}, `<div id="root"><h1>Bache</h1></div>`, "es"},
			{"session, other language", form, []string{"Cookie", "vecino_session=1; vecino_lang=fr", "Accept-Language", "de"}, `<div id="root"><h1>Pothole</h1></div>`, "en"},
			{"session, no copy of the type", "/dashboard/upload/potholes/other", []string{"Cookie", "vecino_session=1; vecino_lang=es"}, `<div id="root"></div>`, "es"},
		} {
			r := e.doRaw("GET", c.path, "", nil, c.hdr...)
			body := string(r.body)
			if r.status != 200 || !strings.Contains(body, c.root) || !strings.Contains(body, `<html lang="`+c.lang+`"`) {
				t.Errorf("%s: GET %s = %d %s, want %s in lang %s", c.name, c.path, r.status, body, c.root, c.lang)
			}
		}
		drawn := string(e.doRaw("GET", form, "", nil, "Cookie", "vecino_session=1; vecino_lang=es").body)
		if !strings.Contains(drawn, "<title>Bache · Vecino</title>") || !strings.Contains(drawn, `<template id="after-paint"><link rel="preload"`) {
			t.Errorf("signed-in copy: want its title and its scripts after the first paint\n%s", drawn)
		}
		// The form's code, the catalog and its translations (Spanish and the English fallback) load with the HTML.
		for _, want := range []string{`<link rel="modulepreload" crossorigin href="/assets/form-1.js" />`, `<link rel="modulepreload" crossorigin href="/assets/leaflet-1.js" />`,
			`<link rel="preload" href="/api/catalog" as="fetch" crossorigin="use-credentials" />`,
			`<link rel="preload" href="/locales/es/reports.json" as="fetch" crossorigin="anonymous" />`,
			`<link rel="preload" href="/locales/en/map.json" as="fetch" crossorigin="anonymous" />`} {
			if !strings.Contains(drawn, want) {
				t.Errorf("signed-in copy: want %s\n%s", want, drawn)
			}
		}
		if plain := string(e.get(form).body); strings.Contains(plain, "/assets/form-1.js") || strings.Contains(plain, "/locales/") {
			t.Errorf("without a session the form's code and translations are not preloaded\n%s", plain)
		}
		if r := e.get("/prerendered-signed-in.json"); strings.Contains(string(r.body), "Bache") {
			t.Errorf("GET /prerendered-signed-in.json = %d %s, want the app's page", r.status, r.body)
		}
	}, withWeb(web))
}
