package webhost_test

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
)

// The map page comes with its first tiles: the prerendered copy's slot holds
// the 5 × 5 tiles around the configured centre at the public map's zoom
// (the configured one less two), from the configured template, the one
// holding the centre placed so that the centre is the box's middle, and
// only the middle 3 × 3 loaded at once. With Google Maps the slot is left
// empty.
func TestMapTilePreview(t *testing.T) {
	web := fstest.MapFS{
		"first-loads.json": {Data: []byte(httpapitest.FirstLoads)},
		"index.html":       {Data: []byte(`<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>`)},
		"routes.json":      {Data: []byte(`["/:lang/map"]`)},
		"prerendered.json": {Data: []byte(`{"/en/map":{"html":"<main><div role=\"region\"><!--slot--></div></main>","title":"Map"}}`)},
	}
	img := regexp.MustCompile(`<img src="([^"]+)" alt="" width="256" height="256"( loading="lazy")? class="absolute max-w-none" style="left: calc\(50% \+ (-?\d+)px\); top: calc\(50% \+ (-?\d+)px\);">`)
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		body := string(e.Get("/en/map").Body)
		tiles := img.FindAllStringSubmatch(body, -1)
		if len(tiles) != 25 || strings.Contains(body, "<!--slot-->") || !strings.Contains(body, `<div role="region"><div aria-hidden="true" class="relative h-full w-full overflow-hidden bg-muted"><img`) {
			t.Fatalf("map page with %d tiles:\n%s", len(tiles), body)
		}
		lazy := 0
		for _, m := range tiles {
			if m[2] != "" {
				lazy++
			}
		}
		// 40.7178, -74.0431 at zoom 13 is in tile 2411, 3079, 28 px from its left and 226 from its top (where
		// Leaflet puts that tile in a 380 × 494 px box: 161, 21).
		centre := `<img src="https://tiles.example.org/13/2411/3079.png" alt="" width="256" height="256" class="absolute max-w-none" style="left: calc(50% + -28px); top: calc(50% + -226px);">`
		if lazy != 16 || !strings.Contains(body, centre) {
			t.Errorf("%d lazy tiles (want 16), centre tile %s in:\n%s", lazy, centre, body)
		}
	}, httpapitest.WithWeb(web), httpapitest.WithSettings(func(s *httpapi.Settings) {
		s.Map.CenterLat, s.Map.CenterLng, s.Map.Zoom, s.Map.TileURL = 40.7178, -74.0431, 15, "https://tiles.example.org/{z}/{x}/{y}.png"
	}))
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		if body := string(e.Get("/en/map").Body); !strings.Contains(body, `<div role="region"></div>`) {
			t.Errorf("map page with Google Maps:\n%s", body)
		}
	}, httpapitest.WithWeb(web), httpapitest.WithSettings(func(s *httpapi.Settings) { s.GoogleMapsKey = "AIzaSyTestKeyTestKeyTestKey" }))
}
