package httpapi_test

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

// The web app's copy of the catalog (web/src/testing/catalog.json) is what
// GET /api/catalog answers: its tests run against it, and the build draws a
// report form for each of its types (web/prerender.mjs). Regenerate it with
// curl …/api/catalog > web/src/testing/catalog.json.
func TestWebCatalogCopyIsCurrent(t *testing.T) {
	raw, err := os.ReadFile("../../web/src/testing/catalog.json")
	if err != nil {
		t.Fatal(err)
	}
	var copied, served any
	if err := json.Unmarshal(raw, &copied); err != nil {
		t.Fatal(err)
	}
	forEachServer(t, func(t *testing.T, e *env) {
		r := e.get("/api/catalog")
		if err := json.Unmarshal(r.body, &served); err != nil || r.status != 200 {
			t.Fatalf("GET /api/catalog = %d %s", r.status, r.body)
		}
		if !reflect.DeepEqual(copied, served) {
			t.Errorf("web/src/testing/catalog.json differs from GET /api/catalog: regenerate it")
		}
	})
}
