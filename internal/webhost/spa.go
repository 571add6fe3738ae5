package webhost

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// spa serves the built web app from memory: hashed assets cached for a year,
// everything else revalidated by ETag, and index.html for every path that is
// not a file so the browser router can take over. Text files are gzipped once
// at start.
type spa struct {
	files map[string]*asset
	index *asset
	// routes are the web app's route patterns (routes.json, written by the
	// web build from its paths); a path none matches is served with 404.
	// Without the file every path counts as known.
	routes [][]string
	// pageScripts are the script files a first visit to a page runs beyond
	// the entry's, by page name (first-loads.json's pages, found in the web
	// build's manifest: page_scripts.go; share.go names them in the page's
	// HTML).
	pageScripts map[string][]string
	// firstLoads are what each page needs before its first paint
	// (first-loads.json, written by the web build from
	// web/src/config/first-loads.ts; share.go names them in the page's HTML).
	firstLoads firstLoads
	// prerendered are the public pages drawn at build time, by path
	// (prerendered.json, written by web/prerender.mjs): such a page shows
	// before its scripts have run, and the app hydrates it (at the page's
	// path, then moving to the whole address when it has a query:
	// web/src/lib/hydration.ts).
	prerendered map[string]prerenderedPage
	// signedIn are the signed-in pages drawn at build time (the report
	// forms), by the path with the language in front (/en/dashboard/…:
	// prerendered-signed-in.json): sent only to a browser with the session
	// cookie, in the visitor's language (share.go, visitorLanguage).
	signedIn map[string]prerenderedPage
	// templates are the prerendered pages drawn around their data (a key
	// of prerendered.json with a parameter, such as
	// /en/public/violations/approved/:id): the page's markup holds
	// <!--slot--> where the server puts the data (report_copy.go).
	templates []template
	// page, when set, rewrites index.html for one request's page (its
	// language and share tags: share.go) and returns the markup that fills
	// the page's template slot ("" for none) and the key of its signed-in
	// copy ("" for none).
	page func(r *http.Request, index []byte) (page []byte, slot, signedIn string)
	// texts are the built app's translation files read so far, by path.
	texts sync.Map

	// pages are the assets of the pages' HTML written so far, by content:
	// a page's HTML is mostly the same on every request, and gzipping it
	// is most of what serving it costs.
	mu    sync.Mutex
	pages map[[sha256.Size]byte]*asset
}

const maxCachedPages = 256

// template is a prerendered page whose path has a parameter.
type template struct {
	pattern []string // the path's segments, :name for a parameter
	page    prerenderedPage
}

// slotMark is where a template's data goes.
const slotMark = "<!--slot-->"

// prerenderedPage is the markup of a page's #root and its title.
type prerenderedPage struct {
	HTML  string `json:"html"`
	Title string `json:"title"`
}

type asset struct {
	body, gz    []byte
	contentType string
	etag        string
	immutable   bool
}

// notBuilt is served when the binary was built without the web app.
const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Vecino</title>
<p>The web app is not built into this binary. Run <code>make build</code>.</p></html>`

// The prerendered pages are read by this server only, not served, as is the
// build's manifest (manifestFile, page_scripts.go).
const prerenderedFile, signedInFile = "prerendered.json", "prerendered-signed-in.json"

func newSPA(fsys fs.FS) *spa {
	s := &spa{files: map[string]*asset{}, pages: map[[sha256.Size]byte]*asset{}}
	var manifest viteManifest
	if fsys != nil {
		fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error { //nolint:errcheck
			if err != nil || d.IsDir() {
				return err
			}
			body, err := fs.ReadFile(fsys, p)
			if err != nil {
				return err
			}
			switch p {
			case prerenderedFile: // without them, pages are drawn by their scripts alone
				json.Unmarshal(body, &s.prerendered) //nolint:errcheck
			case signedInFile:
				json.Unmarshal(body, &s.signedIn) //nolint:errcheck
			case manifestFile: // without it, pages name no scripts of their own
				json.Unmarshal(body, &manifest) //nolint:errcheck
			default:
				s.files["/"+p] = newAsset(p, body)
			}
			return nil
		})
	}
	if a := s.files["/routes.json"]; a != nil {
		var patterns []string
		if err := json.Unmarshal(a.body, &patterns); err == nil {
			for _, p := range patterns {
				s.routes = append(s.routes, strings.Split(strings.Trim(p, "/"), "/"))
			}
		}
	}
	if a := s.files["/first-loads.json"]; a != nil {
		json.Unmarshal(a.body, &s.firstLoads) //nolint:errcheck // an unreadable file preloads nothing
		for i := range s.firstLoads.Routes {
			rt := &s.firstLoads.Routes[i]
			rt.pattern = strings.Split(strings.Trim(rt.Path, "/"), "/")
		}
	}
	s.pageScripts = pageScripts(manifest, s.firstLoads.Pages, func(p string) bool { return s.files[p] != nil })
	for key, page := range s.prerendered {
		if strings.Contains(key, "/:") && strings.Contains(page.HTML, slotMark) {
			s.templates = append(s.templates, template{strings.Split(strings.Trim(key, "/"), "/"), page})
			delete(s.prerendered, key)
		}
	}
	s.index = s.files["/index.html"]
	if s.index == nil {
		s.index = newAsset("index.html", []byte(notBuilt))
	}
	s.index.immutable = false
	return s
}

// The web app manifests (one per language) are not in Go's own type table.
func init() {
	if err := mime.AddExtensionType(".webmanifest", "application/manifest+json"); err != nil {
		panic(err)
	}
}

func newAsset(p string, body []byte) *asset {
	return newAssetSum(p, body, sha256.Sum256(body))
}

func newAssetSum(p string, body []byte, sum [sha256.Size]byte) *asset {
	a := &asset{body: body, etag: `"` + hex.EncodeToString(sum[:8]) + `"`, immutable: strings.HasPrefix(p, "assets/")}
	a.contentType = mime.TypeByExtension(path.Ext(p))
	if a.contentType == "" {
		a.contentType = "application/octet-stream"
	}
	if compressible(a.contentType) && len(body) > 512 {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(body) //nolint:errcheck
		zw.Close()
		if buf.Len() < len(body) {
			a.gz = buf.Bytes()
		}
	}
	return a
}

func compressible(ct string) bool {
	for _, p := range []string{"text/", "application/javascript", "application/json", "image/svg+xml", "application/manifest+json"} {
		if strings.HasPrefix(ct, p) {
			return true
		}
	}
	return false
}

func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	status := http.StatusOK
	a, ok := s.files[r.URL.Path]
	if !ok || r.URL.Path == "/index.html" {
		if path.Ext(r.URL.Path) != "" && (strings.HasPrefix(r.URL.Path, "/assets/") || strings.HasPrefix(r.URL.Path, "/locales/")) {
			http.NotFound(w, r)
			return
		}
		a = s.index
		if !s.knows(r.URL.Path) {
			status = http.StatusNotFound
		}
		if body := s.pageHTML(r, a.body); body != nil {
			a = s.pageAsset(body)
		}
	}
	h := w.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("ETag", a.etag)
	h.Add("Vary", "Accept-Encoding")
	if a.immutable {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	if match := r.Header.Get("If-None-Match"); status == http.StatusOK && match != "" && match == a.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.body
	if a.gz != nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = a.gz
	}
	w.WriteHeader(status)
	if r.Method == http.MethodHead {
		return
	}
	w.Write(body) //nolint:errcheck
}

// pageAsset is the asset of a page's HTML, made once per content.
func (s *spa) pageAsset(body []byte) *asset {
	sum := sha256.Sum256(body)
	s.mu.Lock()
	a := s.pages[sum]
	s.mu.Unlock()
	if a != nil {
		return a
	}
	a = newAssetSum("index.html", body, sum)
	s.mu.Lock()
	if len(s.pages) >= maxCachedPages {
		clear(s.pages)
	}
	s.pages[sum] = a
	s.mu.Unlock()
	return a
}

// emptyRoot is the app's mount point in index.html.
var emptyRoot = []byte(`<div id="root"></div>`)

const rootOpen, rootClose = `<div id="root">`, `</div>`

// pageHTML is index.html for r's page (s.page's rewrite, the prerendered
// markup in #root), or nil when that is index.html itself. A template's
// page is drawn only when s.page fills its slot (a report that is not
// public is left to the app); it keeps s.page's title.
func (s *spa) pageHTML(r *http.Request, index []byte) []byte {
	key := strings.TrimSuffix(r.URL.Path, "/")
	drawn, prerendered := s.prerendered[key]
	if s.page == nil && !prerendered {
		return nil
	}
	if s.page != nil {
		var slot, signedIn string
		index, slot, signedIn = s.page(r, index)
		if slot != "" && !prerendered {
			if t := s.template(key); t != nil {
				drawn, prerendered = prerenderedPage{HTML: strings.Replace(t.page.HTML, slotMark, slot, 1)}, true
			}
		}
		if signedIn != "" && !prerendered {
			drawn, prerendered = s.signedIn[signedIn]
		}
	}
	if prerendered { // the markup goes in last: the regular expressions read the short page
		if drawn.Title != "" {
			index = titleTag.ReplaceAllLiteral(index, []byte("<title>"+html.EscapeString(drawn.Title)+"</title>"))
		}
		index = afterFirstPaint(index)
		index = bytes.Replace(index, emptyRoot, []byte(rootOpen+drawn.HTML+rootClose), 1)
	}
	return index
}

// fillSlots puts fill in the slot of each prerendered page without a
// parameter that has one (the map page's, for its tile preview), once.
func (s *spa) fillSlots(fill string) {
	for key, page := range s.prerendered {
		if strings.Contains(page.HTML, slotMark) {
			page.HTML = strings.Replace(page.HTML, slotMark, fill, 1)
			s.prerendered[key] = page
		}
	}
}

// template is the template whose pattern matches urlPath, or nil.
func (s *spa) template(urlPath string) *template {
	if len(s.templates) == 0 {
		return nil
	}
	segs := strings.Split(strings.Trim(urlPath, "/"), "/")
	for i := range s.templates {
		if matchRoute(s.templates[i].pattern, segs) {
			return &s.templates[i]
		}
	}
	return nil
}

// A prerendered page shows before its scripts have run, so its HTML asks for
// them (the entry, the chunks and data it preloads) only once the page has
// been painted: on a slow connection the stylesheet then has the line to
// itself and the page shows a round trip or more sooner. The tags move into
// a template that a small inline script (allowed by its hash in the
// Content-Security-Policy, middleware.go) adds to the page a frame after the
// browser reports the first paint with content (the page's text, not just
// its background: a first paint of the background came before the
// stylesheet had drawn the page, and the requests then raced it), or after
// the first frame where the browser does not report paints.
// Each link starts a request, which takes the main thread a moment (40 took
// 5–25 ms here, four times that on a phone): the script adds them ten per
// task, in the page's order (the page's answers, translations and code, then
// the entry's imports: putting the entry first made the app start sooner but
// scored no better in Lighthouse, alternating the builds), the entry script
// itself with the last ones, once every module it imports has been asked for.
// Until the app has taken the copy over (#root[data-app]), the script also
// keeps the browser from sending a form the app does not handle yet (a GET
// with the fields, a password too, in the address): it marks the form, and
// the app sends it (web/src/lib/hydration.ts).
var scriptTags = regexp.MustCompile(`<script type="module"[^>]*></script>|<link rel="(?:modulepreload|preload)"[^>]*>`)

const (
	afterPaintScript = `const copy = document.getElementById("root")
document.addEventListener("submit", (event) => {
  if (copy.contains(event.target) && !event.defaultPrevented && !copy.hasAttribute("data-app")) event.preventDefault(), event.target.setAttribute("data-submitted", "")
})
let started = false
const start = () => {
  if (started) return
  started = true
  const tags = [...document.getElementById("after-paint").content.children].sort((a, b) => (a.localName === "script") - (b.localName === "script"))
  const next = () => (document.head.append(...tags.splice(0, 10)), tags.length && setTimeout(next))
  next()
}
const later = () => requestAnimationFrame(() => setTimeout(start))
if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && later()).observe({ type: "paint", buffered: true })
else later()`
	afterPaintTags = "<template id=\"after-paint\">%s</template><script>" + afterPaintScript + "</script>"
)

func afterFirstPaint(page []byte) []byte {
	var tags []byte
	page = scriptTags.ReplaceAllFunc(page, func(tag []byte) []byte {
		tags = append(tags, tag...)
		return nil
	})
	return bytes.Replace(page, []byte("</body>"), fmt.Appendf(nil, afterPaintTags+"</body>", tags), 1)
}

// knows reports whether the web app has a route for urlPath: each pattern
// segment ":lang" matches en or es, ":name" any one segment, and a final "*"
// the rest.
func (s *spa) knows(urlPath string) bool {
	if s.routes == nil || urlPath == "/" || urlPath == "/index.html" {
		return true
	}
	segs := strings.Split(strings.Trim(urlPath, "/"), "/")
	for _, pattern := range s.routes {
		if matchRoute(pattern, segs) {
			return true
		}
	}
	return false
}

// pageOf is urlPath as a page of the web app, for analytics: the route it
// matches (the most literal one) with each parameter written as its
// placeholder (":id"), the language kept; ok is false for a path the app
// has no route for. Without routes.json every path is its own page.
func (s *spa) pageOf(urlPath string) (string, bool) {
	if s.routes == nil {
		return urlPath, true
	}
	segs := strings.Split(strings.Trim(urlPath, "/"), "/")
	var best []string
	params := 0
	for _, pattern := range s.routes {
		if !matchRoute(pattern, segs) {
			continue
		}
		n := 0
		for _, p := range pattern {
			if strings.HasPrefix(p, ":") || p == "*" {
				n++
			}
		}
		if best == nil || n < params {
			best, params = pattern, n
		}
	}
	if best == nil {
		return "", false
	}
	out := slices.Clone(best) // a "*" is always last: it stays "*"
	for i, p := range best {
		if p == ":lang" {
			out[i] = segs[i]
		}
	}
	return "/" + strings.Join(out, "/"), true
}

// firstLoads is first-loads.json: what every page needs before its first
// paint, and what the pages of each route need besides (web/src/config/
// first-loads.ts says what each field means).
type firstLoads struct {
	Every struct {
		API        []string `json:"api"`
		Namespaces []string `json:"namespaces"`
	} `json:"every"`
	// Pages are each page's own code: its source modules, keys of the
	// build's manifest (page_scripts.go).
	Pages  map[string][]string `json:"pages"`
	Routes []firstLoad         `json:"routes"`
}

type firstLoad struct {
	Path       string   `json:"path"`
	Page       string   `json:"page"`
	Leaflet    string   `json:"leaflet"`
	SignedIn   bool     `json:"signedIn"`
	Language   string   `json:"language"`
	API        []string `json:"api"`
	Namespaces []string `json:"namespaces"`
	pattern    []string // Path's segments
}

// firstLoad is the first route of first-loads.json that urlPath matches,
// and the path's values of its parameters; nil for none.
func (s *spa) firstLoad(urlPath string) (*firstLoad, map[string]string) {
	segs := strings.Split(strings.Trim(urlPath, "/"), "/")
	for i := range s.firstLoads.Routes {
		rt := &s.firstLoads.Routes[i]
		if matchRoute(rt.pattern, segs) {
			params := map[string]string{}
			for j, p := range rt.pattern {
				if strings.HasPrefix(p, ":") && j < len(segs) {
					params[p[1:]] = segs[j]
				}
			}
			return rt, params
		}
	}
	return nil, nil
}

// withParams is u with each :name segment replaced by the path's value of
// that parameter (escaped).
func withParams(u string, params map[string]string) string {
	segs := strings.Split(u, "/")
	for i, seg := range segs {
		if v, ok := params[strings.TrimPrefix(seg, ":")]; ok && strings.HasPrefix(seg, ":") {
			segs[i] = url.PathEscape(v)
		}
	}
	return strings.Join(segs, "/")
}

func matchRoute(pattern, segs []string) bool {
	for i, p := range pattern {
		switch {
		case p == "*":
			return true
		case i >= len(segs):
			return false
		case p == ":lang":
			if segs[i] != "en" && segs[i] != "es" {
				return false
			}
		case strings.HasPrefix(p, ":"):
			if segs[i] == "" {
				return false
			}
		case p != segs[i]:
			return false
		}
	}
	return len(pattern) == len(segs)
}
