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
// page and a Leaflet code of each route that first-loads.json's pages name,
// each page's modules keys of the build's manifest (vite-manifest.json)
// whose files the server names, the manifest's entry the one index.html
// loads with its imports, every route but the catch-all one of the
// router's (routes.json), and every namespace's files in both languages. It
// fails when the web app and the server disagree on what a page needs first.
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
	read("first-loads.json", &loads)
	read("routes.json", &routes)
	if len(loads.Every.API) == 0 || len(loads.Every.Namespaces) == 0 || len(loads.Routes) == 0 || len(loads.Pages) == 0 {
		t.Fatalf("first-loads.json names nothing: %+v", loads)
	}
	sp := newSPA(app)
	if len(sp.firstLoads.Routes) != len(loads.Routes) {
		t.Fatalf("the server read %d routes of first-loads.json, want %d", len(sp.firstLoads.Routes), len(loads.Routes))
	}

	// The manifest: Vite's, with more fields than the server reads.
	raw, err := fs.ReadFile(app, manifestFile)
	if err != nil {
		t.Fatalf("the web build has no %s: %v", manifestFile, err)
	}
	var manifest viteManifest
	if err := json.Unmarshal(raw, &manifest); err != nil {
		t.Fatalf("%s: %v", manifestFile, err)
	}
	// The entry's files, which the server leaves out of each page's, are the
	// ones index.html loads: its script and its modulepreload links.
	index, _ := fs.ReadFile(app, "index.html")
	entry := map[string]bool{}
	manifest.visit(entryKey, entry, func(file string) {
		if !bytes.Contains(index, []byte(`href="/`+file+`"`)) && !bytes.Contains(index, []byte(`src="/`+file+`"`)) {
			t.Errorf("index.html does not load %s, a file of the manifest's entry", file)
		}
	})
	if len(entry) == 0 {
		t.Errorf("%s has no %q", manifestFile, entryKey)
	}
	for page, sources := range loads.Pages {
		if len(sources) == 0 || len(sp.pageScripts[page]) == 0 {
			t.Errorf("page %q: modules %v, scripts %v", page, sources, sp.pageScripts[page])
		}
		for _, source := range sources {
			c, ok := manifest[source]
			switch {
			case !ok:
				t.Errorf("page %q: %s is no key of %s (is it imported lazily?)", page, source, manifestFile)
			case !slices.Contains(sp.pageScripts[page], "/"+c.File):
				t.Errorf("page %q: the server does not name %s's file %s: %v", page, source, c.File, sp.pageScripts[page])
			}
		}
		for _, file := range sp.pageScripts[page] {
			if bytes.Contains(index, []byte(`"`+file+`"`)) {
				t.Errorf("page %q names %s, which index.html loads", page, file)
			}
		}
	}
	for _, rt := range loads.Routes {
		for _, key := range []string{rt.Page, rt.Leaflet} {
			if _, ok := loads.Pages[key]; key != "" && !ok {
				t.Errorf("%s: first-loads.json's pages have no %q", rt.Path, key)
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
