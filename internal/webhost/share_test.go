package webhost_test

import (
	"bytes"
	"image"
	_ "image/jpeg"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// metaTags reads the <meta> tags of a page: property or name → content.
func metaTags(body string) map[string]string {
	out := map[string]string{}
	re := regexp.MustCompile(`<meta (?:property|name)="([^"]+)" content="([^"]*)" />`)
	for _, m := range re.FindAllStringSubmatch(body, -1) {
		out[m[1]] = m[2]
	}
	return out
}

func TestShareCards(t *testing.T) {
	web := fstest.MapFS{
		"first-loads.json":     {Data: []byte(httpapitest.FirstLoads)},
		"index.html":           {Data: []byte(`<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Vecino</title></head><body><div id="root"></div></body></html>`)},
		"locales/es/blog.json": {Data: []byte(`{"articles":{"parkingInBikeLanes":{"title":"Estacionarse en el carril","summary":"Por qué & cómo"}}}`)},
		// The build's manifest (the pages' modules are httpapitest.FirstLoads'):
		// a page names its modules' files and their imports, at any depth, less
		// the entry's; a file the build does not have is left out, and a module
		// the manifest lacks (landing's) names nothing.
		"vite-manifest.json": {Data: []byte(`{
			"index.html": {"file": "assets/index-1.js", "src": "index.html", "isEntry": true, "imports": ["_boot-1.js"]},
			"_boot-1.js": {"file": "assets/boot-1.js"},
			"_shared-1.js": {"file": "assets/shared-1.js", "imports": ["_boot-1.js"]},
			"src/home.tsx": {"file": "assets/home-1.js", "isDynamicEntry": true, "imports": ["_boot-1.js", "_shared-1.js"]},
			"src/record.tsx": {"file": "assets/record-1.js", "isDynamicEntry": true, "imports": ["_gone-1.js"]},
			"_gone-1.js": {"file": "assets/gone-1.js"},
			"src/auth.tsx": {"file": "assets/auth-1.js", "isDynamicEntry": true, "imports": ["_boot-1.js"]},
			"src/auth-forms.tsx": {"file": "assets/auth-forms-1.js", "isDynamicEntry": true, "imports": ["_shared-1.js"]},
			"src/leaflet-map.tsx": {"file": "assets/leaflet-1.js", "isDynamicEntry": true, "imports": ["src/record.tsx"], "dynamicImports": ["src/home.tsx"]}}`)},
		"assets/index-1.js":      {Data: []byte(`export {}`)},
		"assets/boot-1.js":       {Data: []byte(`export {}`)},
		"assets/home-1.js":       {Data: []byte(`export {}`)},
		"assets/shared-1.js":     {Data: []byte(`export {}`)},
		"assets/record-1.js":     {Data: []byte(`export {}`)},
		"assets/auth-1.js":       {Data: []byte(`export {}`)},
		"assets/auth-forms-1.js": {Data: []byte(`export {}`)},
		"assets/leaflet-1.js":    {Data: []byte(`export {}`)},
	}
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		se := httpapitest.NewStaffEnv(t, e)
		public := se.File(vecino.StatusApproved, func(f map[string]string) {
			f["description"] = `A "deep" pothole <script>alert(1)</script> on Grove St`
		})
		hidden := se.File(vecino.StatusPending, func(f map[string]string) { f["description"] = "Secret pending report on Elm St" })

		page := e.Get("/es/public/violations/approved/" + public)
		body := string(page.Body)
		tags := metaTags(body)
		if page.Status != 200 || !strings.Contains(body, `<html lang="es"`) || !strings.Contains(body, "<title>Bache · Vecino</title>") ||
			tags["og:title"] != "Bache · Vecino" || tags["og:locale"] != "es_ES" || tags["og:type"] != "article" ||
			tags["og:image"] != "http://localhost:8080/share-cards/es/"+public+".jpg" || tags["twitter:card"] != "summary_large_image" ||
			tags["og:url"] != "http://localhost:8080/es/public/violations/approved/"+public {
			t.Errorf("public report page = %d %v\n%s", page.Status, tags, body)
		}
		if strings.Contains(body, "<script>alert") || tags["og:description"] != `A &#34;deep&#34; pothole &lt;script&gt;alert(1)&lt;/script&gt; on Grove St` {
			t.Errorf("description not escaped: %q", tags["og:description"])
		}
		img := e.Get("/share-cards/es/" + public + ".jpg")
		cfg, format, err := image.DecodeConfig(bytes.NewReader(img.Body))
		if img.Status != 200 || err != nil || format != "jpeg" || cfg.Width != 1200 || cfg.Height != 630 {
			t.Fatalf("card = %d %v %s %dx%d", img.Status, err, format, cfg.Width, cfg.Height)
		}
		site := e.Get("/share-cards/es/site.jpg")
		if site.Status != 200 || bytes.Equal(site.Body, img.Body) {
			t.Errorf("site card = %d, same as the report's: %v", site.Status, bytes.Equal(site.Body, img.Body))
		}

		// Unpublished, unknown and malformed ids: the site's card, nothing of the report.
		for _, id := range []string{hidden, "00000000-0000-0000-0000-000000000000", "nope"} {
			page := e.Get("/en/public/violations/approved/" + id)
			tags := metaTags(string(page.Body))
			if page.Status != 200 || strings.Contains(string(page.Body), "Elm St") || tags["og:image"] != "http://localhost:8080/share-cards/en/site.jpg" ||
				tags["og:type"] != "website" || !strings.HasPrefix(tags["og:title"], "Vecino: report street-safety") {
				t.Errorf("page of %s = %d %v", id, page.Status, tags)
			}
			card := e.Get("/share-cards/es/" + id + ".jpg")
			if card.Status != 200 || !bytes.Equal(card.Body, site.Body) {
				t.Errorf("card of %s = %d, site card %v", id, card.Status, bytes.Equal(card.Body, site.Body))
			}
		}
		if r := e.Get("/vite-manifest.json"); strings.Contains(string(r.Body), "src/home.tsx") {
			t.Errorf("GET /vite-manifest.json = %d %s, want the app's page", r.Status, r.Body)
		}
		for _, p := range []string{"/share-cards/fr/site.jpg", "/share-cards/en/site.png"} {
			if r := e.Get(p); r.Status != 404 {
				t.Errorf("%s = %d", p, r.Status)
			}
		}

		// Home and a blog article, in their language.
		home := metaTags(string(e.Get("/es").Body))
		if !strings.HasPrefix(home["og:title"], "Vecino: reporta") || home["og:locale"] != "es_ES" || home["og:image"] != "http://localhost:8080/share-cards/es/site.jpg" {
			t.Errorf("home = %v", home)
		}
		blog := metaTags(string(e.Get("/es/blog/parking-in-bike-lanes").Body))
		if blog["og:title"] != "Estacionarse en el carril · Vecino" || blog["og:description"] != "Por qué &amp; cómo" || blog["og:type"] != "article" {
			t.Errorf("blog = %v", blog)
		}
		// The deck is written in English only: /es/deck is served as English.
		deck := string(e.Get("/es/deck").Body)
		if dt := metaTags(deck); !strings.Contains(deck, `<html lang="en"`) || dt["og:locale"] != "en_US" || !strings.HasPrefix(dt["og:title"], "Vecino: report street-safety") {
			t.Errorf("/es/deck = %v\n%s", dt, deck)
		}

		// Each first page names its own code for the browser to load with the
		// entry script (the map page Leaflet's map, less what the page names
		// already: no Google key here); other pages name none.
		modulePreloads := regexp.MustCompile(`<link rel="modulepreload" crossorigin href="([^"]+)" />`)
		for path, want := range map[string]string{
			"/en": "/assets/home-1.js /assets/shared-1.js", "/es/map": "/assets/record-1.js /assets/leaflet-1.js",
			"/en/public/violations/approved/" + public: "/assets/record-1.js", "/es/auth": "/assets/auth-1.js /assets/auth-forms-1.js /assets/shared-1.js",
			"/en/landing": "", "/es/about": "", "/dashboard": "", "/": "",
		} {
			var got []string
			for _, m := range modulePreloads.FindAllStringSubmatch(string(e.Get(path).Body), -1) {
				got = append(got, m[1])
			}
			if strings.Join(got, " ") != want {
				t.Errorf("%s preloads %v, want %q", path, got, want)
			}
		}

		// A page with a Leaflet map opens the connection to the tile host with
		// its HTML (the test server's tiles are OpenStreetMap's); other pages do not.
		for path, want := range map[string]bool{"/es/map": true, "/en/map": true, "/en": false, "/es/about": false, "/en/public/violations/approved": false} {
			got := strings.Contains(string(e.Get(path).Body), `<link rel="preconnect" href="https://tile.openstreetmap.org" />`)
			if got != want {
				t.Errorf("%s preconnects to the tiles: %v, want %v", path, got, want)
			}
		}

		// The answers a record page's first render waits for: the list's and
		// the map's filters the neighbourhoods, a report's page its report.
		fetchPreloads := regexp.MustCompile(`<link rel="preload" href="(/api/[^"]+)" as="fetch"`)
		for path, want := range map[string]string{
			"/en/public/violations/approved":           "/api/config /api/languages /api/catalog /api/neighborhoods",
			"/es/map":                                  "/api/config /api/languages /api/catalog /api/neighborhoods",
			"/en/public/violations/approved/" + public: "/api/config /api/languages /api/catalog /api/public/reports/" + public,
		} {
			var got []string
			for _, m := range fetchPreloads.FindAllStringSubmatch(string(e.Get(path).Body), -1) {
				got = append(got, m[1])
			}
			if strings.Join(got, " ") != want {
				t.Errorf("%s preloads %v, want %q", path, got, want)
			}
		}
	}, httpapitest.WithWeb(web))
}
