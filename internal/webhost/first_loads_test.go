package webhost

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"slices"
	"testing"

	"github.com/vecino-city/vecino/web"
)

// TestFirstLoadsOfTheBuild reads the web build's first-loads.json (which
// web/src/config/first-loads.ts writes) as the server reads it, and checks
// it against the rest of the build: no field the server does not read, a
// page and a Leaflet code of each route that page-chunks.json has, every
// route but the catch-all one of the router's (routes.json), and every
// namespace's files in both languages. It fails when the web app and the
// server disagree on what a page needs first.
func TestFirstLoadsOfTheBuild(t *testing.T) {
	app := web.App()
	if app == nil {
		t.Skip("the web app is not built into this test binary (make build)")
	}
	read := func(name string, v any) {
		raw, err := fs.ReadFile(app, name)
		if err != nil {
			t.Fatalf("the web build has no %s: %v", name, err)
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	var loads firstLoads
	var routes []string
	var chunks map[string][]string
	read("first-loads.json", &loads)
	read("routes.json", &routes)
	read("page-chunks.json", &chunks)
	if len(loads.Every.API) == 0 || len(loads.Every.Namespaces) == 0 || len(loads.Routes) == 0 {
		t.Fatalf("first-loads.json names nothing: %+v", loads)
	}
	sp := newSPA(app)
	if len(sp.firstLoads.Routes) != len(loads.Routes) {
		t.Fatalf("the server read %d routes of first-loads.json, want %d", len(sp.firstLoads.Routes), len(loads.Routes))
	}
	for _, rt := range loads.Routes {
		for _, key := range []string{rt.Page, rt.Leaflet} {
			if _, ok := chunks[key]; key != "" && !ok {
				t.Errorf("%s: page-chunks.json has no %q", rt.Path, key)
			}
		}
		if rt.Path != "/:lang/*" && !slices.Contains(routes, rt.Path) {
			t.Errorf("%s is no route of the app (routes.json)", rt.Path)
		}
		if rt.Language != "" && rt.Language != "en" && rt.Language != "es" {
			t.Errorf("%s: language %q", rt.Path, rt.Language)
		}
		for _, ns := range slices.Concat(loads.Every.Namespaces, rt.Namespaces) {
			for _, lang := range []string{"en", "es"} {
				if sp.files["/locales/"+lang+"/"+ns+".json"] == nil {
					t.Errorf("%s: the build has no /locales/%s/%s.json", rt.Path, lang, ns)
				}
			}
		}
	}
}
