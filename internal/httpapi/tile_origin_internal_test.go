package httpapi

import "testing"

// The pages with a Leaflet map connect early to one tile host, never to a
// pattern of hosts or to a template that names none.
func TestOneTileOrigin(t *testing.T) {
	for tmpl, want := range map[string]string{
		"https://tile.openstreetmap.org/{z}/{x}/{y}.png":   "https://tile.openstreetmap.org",
		"http://127.0.0.1:8081/{z}/{x}/{y}.png":            "http://127.0.0.1:8081",
		"https://{s}.tile.example.org/{z}/{x}/{y}.png":     "",
		"//tiles.example.org/{z}/{x}/{y}.png":              "",
		"https://tiles.example.org/{z}/{x}/{y}@2x.png?k=1": "https://tiles.example.org",
	} {
		if got := oneTileOrigin(tmpl); got != want {
			t.Errorf("oneTileOrigin(%q) = %q, want %q", tmpl, got, want)
		}
	}
}
