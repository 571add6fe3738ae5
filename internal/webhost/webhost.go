// Package webhost serves the built web app (spa.go): its files from memory,
// and each page's HTML with the page's language, share tags, first fetches
// and prerendered markup (share.go, report_copy.go), and the pages' share
// cards. The server (httpapi) mounts its route table (Routes) and hands it
// every request that no route took and that is no API path (ServeHTTP).
package webhost

import (
	"io/fs"
	"net/http"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Settings are the plain values the pages show.
type Settings struct {
	AppName         string
	PublicURL       string
	DefaultLanguage string
	GoogleMapsKey   string // "" draws the maps with Leaflet, whose code the pages then preload
	// TileOrigin is where Leaflet's map tiles come from (scheme and host),
	// which a page with a Leaflet map connects to early (preconnect); ""
	// when the tile template names several hosts ({s}) or none.
	TileOrigin string
	// Map is where the public map starts, whose first tiles the map page's
	// prerendered HTML shows when the maps are Leaflet's (tile_preview.go).
	Map MapView
}

// leafletMaps reports whether the pages draw their maps with Leaflet (no
// Google Maps key), as the app chooses (httpapi's meta.go).
func (s Settings) leafletMaps() bool { return s.GoogleMapsKey == "" }

// Photo is a public report's photo as the public sees it.
type Photo struct {
	URL, ContentType string
	Width, Height    int
}

// Deps are what the web host needs from the rest of the program.
type Deps struct {
	// Web is the built web app (index.html at its root); nil serves a notice.
	Web fs.FS
	// App gives the pages' share texts and cards.
	App      *app.App
	Settings Settings
	// Photos are a public report's photos as the public sees them (the
	// JSON API's report view), for its prerendered page.
	Photos func(*vecino.Report) []Photo
	// Now is the clock (nil: time.Now).
	Now func() time.Time
}

// Server serves the web app.
type Server struct {
	app    *app.App
	set    Settings
	spa    *spa
	photos func(*vecino.Report) []Photo
	now    func() time.Time
}

// New reads the built web app into memory.
func New(d Deps) *Server {
	s := &Server{app: d.App, set: d.Settings, spa: newSPA(d.Web), photos: d.Photos, now: d.Now}
	if s.now == nil {
		s.now = time.Now
	}
	s.spa.page = s.pageIndex
	// The map page's copy shows the first tiles of Leaflet's map; with
	// Google Maps, nothing in the map's place until the app draws it.
	preview := ""
	if d.Settings.leafletMaps() && d.Settings.Map.TileURL != "" {
		preview = tilePreview(d.Settings.Map)
	}
	s.spa.fillSlots(preview)
	return s
}

// Routes are the web host's routes beyond the pages: the link-preview cards.
func (s *Server) Routes() []httpkit.Route {
	return []httpkit.Route{
		{Pattern: "GET /share-cards/{lang}/{name}", Access: httpkit.Anyone, Handle: s.shareCard}, // site.jpg or {id}.jpg: 1200×630 link-preview card
	}
}

// ServeHTTP serves the web app's file or page at r's path: 404 for a path
// its router does not know.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.spa.ServeHTTP(w, r) }

// PageOf is urlPath as a page of the web app, for analytics: the route it
// matches with each parameter written as its placeholder (":id"); ok is
// false for a path the app has no route for.
func (s *Server) PageOf(urlPath string) (page string, ok bool) { return s.spa.pageOf(urlPath) }

// InlineScript is the pages' one inline script (spa.go), which the server's
// Content-Security-Policy allows by its hash.
const InlineScript = afterPaintScript
