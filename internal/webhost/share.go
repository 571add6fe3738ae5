package webhost

import (
	"bytes"
	"encoding/json"
	"html"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Share cards: every HTML page the server sends carries its own title,
// description, Open Graph and Twitter card tags in the page's language, so
// link previews (crawlers run no JavaScript) show the page. A public report
// gets its own card image; anything else — an unknown, unpublished or
// private report included — gets the site's card and says nothing of it.

var (
	reportPage = regexp.MustCompile(`^/(en|es)/public/violations/approved/([0-9a-fA-F-]{1,64})/?$`)
	blogPage   = regexp.MustCompile(`^/(en|es)/blog/([a-z0-9-]{1,100})/?$`)
	langPage   = regexp.MustCompile(`^/(en|es)(/|$)`)
	titleTag   = regexp.MustCompile(`(?s)<title>.*?</title>`)
	htmlLang   = regexp.MustCompile(`<html lang="[a-z-]*"`)
)

// firstFetches are the API answers and translation files ps's page needs
// before its first paint, which the browser otherwise asks for in a chain
// (scripts, then common.json, then the configuration, then the languages,
// then the page's namespace, then the catalog): what the web app says every
// page and the page's route need (first-loads.json, written by the web build
// from web/src/config/first-loads.ts). English is the fallback language, so a
// Spanish page loads its files too. A page of no route there gets only what
// every page asks for of the API.
func (s *Server) firstFetches(ps pageShare) (api, locales []string) {
	every := s.spa.firstLoads.Every
	api = slices.Clone(every.API)
	if ps.load == nil {
		return api, nil
	}
	for _, u := range ps.load.API {
		api = append(api, withParams(u, ps.params))
	}
	langs := []string{ps.lang}
	if ps.lang != "en" {
		langs = append(langs, "en")
	}
	for _, ns := range slices.Concat(every.Namespaces, ps.load.Namespaces) {
		for _, l := range langs {
			locales = append(locales, "/locales/"+l+"/"+ns+".json")
		}
	}
	return api, locales
}

// pageShare is what a page shows in a link preview.
type pageShare struct {
	prefixed bool   // the path starts with /en or /es
	reportID string // a report page's id, as the path spells it
	// load is what the page's route needs first (first-loads.json), nil
	// for none; params are the path's values of the route's parameters.
	load       *firstLoad
	params     map[string]string
	signedIn   string // the key of the page's signed-in copy (spa.signedIn), for a browser with a session
	lang, kind string // kind: og:type
	url, image string
	share      *app.Share
}

// sharePage works out the share of the page at r's path.
func (s *Server) sharePage(r *http.Request) pageShare {
	p := r.URL.Path
	ps := pageShare{lang: s.set.DefaultLanguage, kind: "website", url: s.set.PublicURL + p}
	if m := langPage.FindStringSubmatch(p); m != nil {
		ps.lang, ps.prefixed = m[1], true
	}
	if !ps.prefixed && strings.HasPrefix(p, "/dashboard/") && hasSessionHint(r) {
		ps.lang = VisitorLanguage(r, ps.lang)
		ps.signedIn = "/" + ps.lang + strings.TrimSuffix(p, "/")
	}
	if load, params := s.spa.firstLoad(p); load != nil && (!load.SignedIn || ps.signedIn != "") {
		ps.load, ps.params = load, params
	}
	switch {
	case ps.load != nil && ps.load.Language != "": // a page written in one language only
		ps.lang = ps.load.Language
	case ps.lang != "es":
		ps.lang = "en"
	}
	ps.image = s.set.PublicURL + "/share-cards/" + ps.lang + "/site.jpg"
	switch {
	case reportPage.MatchString(p):
		ps.reportID = reportPage.FindStringSubmatch(p)[2]
		ps.share = s.app.ReportShare(r.Context(), ps.reportID, ps.lang)
		if ps.share.Report != nil {
			ps.kind, ps.image = "article", s.set.PublicURL+"/share-cards/"+ps.lang+"/"+ps.share.Report.ID+".jpg"
		}
	case blogPage.MatchString(p):
		ps.share = s.app.SiteShare(ps.lang)
		if title, summary := s.spa.article(ps.lang, blogPage.FindStringSubmatch(p)[2]); title != "" {
			ps.kind, ps.share.Title, ps.share.Description = "article", title+" · "+s.set.AppName, summary
		}
	default:
		ps.share = s.app.SiteShare(ps.lang)
	}
	return ps
}

// headTags are the tags that go into the page's <head>, escaped.
func (s *Server) headTags(ps pageShare) string {
	sh := ps.share
	locale, alt := "en_US", "es_ES"
	if ps.lang == "es" {
		locale, alt = alt, locale
	}
	var b strings.Builder
	esc := html.EscapeString
	b.WriteString("<title>" + esc(sh.Title) + "</title>\n")
	meta := func(attr, name, content string) {
		b.WriteString(`    <meta ` + attr + `="` + name + `" content="` + esc(content) + `" />` + "\n")
	}
	meta("name", "description", sh.Description)
	b.WriteString(`    <link rel="canonical" href="` + esc(ps.url) + `" />` + "\n")
	for _, kv := range [][2]string{{"og:type", ps.kind}, {"og:site_name", s.set.AppName}, {"og:title", sh.Title},
		{"og:description", sh.Description}, {"og:url", ps.url}, {"og:image", ps.image}, {"og:image:type", "image/jpeg"},
		{"og:image:width", "1200"}, {"og:image:height", "630"}, {"og:image:alt", sh.ImageAlt}, {"og:locale", locale},
		{"og:locale:alternate", alt}} {
		meta("property", kv[0], kv[1])
	}
	for _, kv := range [][2]string{{"twitter:card", "summary_large_image"}, {"twitter:title", sh.Title},
		{"twitter:description", sh.Description}, {"twitter:image", ps.image}, {"twitter:image:alt", sh.ImageAlt}} {
		meta("name", kv[0], kv[1])
	}
	// A Leaflet map's tiles come from another host: the connection to it
	// (DNS, TCP, TLS) is opened now, not when the map asks for its first tiles.
	leaflet := ps.load != nil && ps.load.Leaflet != "" && s.set.leafletMaps()
	if leaflet && s.set.TileOrigin != "" {
		b.WriteString(`    <link rel="preconnect" href="` + esc(s.set.TileOrigin) + `" />` + "\n")
	}
	// What the app fetches before it can draw anything, asked for with the
	// HTML instead of one after another once its scripts have run.
	api, locales := s.firstFetches(ps)
	for _, u := range api { // the API is fetched with credentials, the translations without
		b.WriteString(`    <link rel="preload" href="` + esc(u) + `" as="fetch" crossorigin="use-credentials" />` + "\n")
	}
	for _, u := range locales {
		b.WriteString(`    <link rel="preload" href="` + esc(u) + `" as="fetch" crossorigin="anonymous" />` + "\n")
	}
	// The page's own code, which the entry script would ask for only once it
	// has run (and its imports after that); a file Leaflet's code shares
	// with the page's is named once.
	var chunks []string
	if ps.load != nil {
		chunks = s.spa.pageScripts[ps.load.Page]
		if leaflet {
			chunks = slices.Clip(chunks)
			for _, u := range s.spa.pageScripts[ps.load.Leaflet] {
				if !slices.Contains(chunks, u) {
					chunks = append(chunks, u)
				}
			}
		}
	}
	for _, u := range chunks {
		b.WriteString(`    <link rel="modulepreload" crossorigin href="` + u + `" />` + "\n")
	}
	return b.String()
}

// pageIndex is index.html for r's page: its language and share tags in place
// of the built-in title; and, for a public report's page, the report's copy
// for the page's template (report_copy.go).
func (s *Server) pageIndex(r *http.Request, index []byte) (page []byte, slot, signedIn string) {
	ps := s.sharePage(r)
	tags := s.headTags(ps)
	out := titleTag.ReplaceAllLiteral(index, []byte(strings.TrimSuffix(tags, "\n")))
	if !bytes.Equal(out, index) {
		out = htmlLang.ReplaceAllLiteral(out, []byte(`<html lang="`+ps.lang+`"`))
	}
	return out, s.reportCopy(r.Context(), ps), ps.signedIn
}

// hasSessionHint reports whether r carries the session-hint cookie: the
// browser holds a session the app will restore (httpapi's auth.go).
func hasSessionHint(r *http.Request) bool {
	c, err := r.Cookie(httpkit.SessionHintCookie)
	return err == nil && c.Value == "1"
}

// languageCookie is the interface language the web app last showed in this
// browser (web/src/lib/i18n.ts): a page without a language in its path is
// drawn in it.
const languageCookie = "vecino_lang"

// VisitorLanguage is the language a page without one in its path shows in
// r's browser, as the web app chooses it: the language it last showed, else
// the browser's most preferred of en and es (Accept-Language), else fallback.
func VisitorLanguage(r *http.Request, fallback string) string {
	if c, err := r.Cookie(languageCookie); err == nil && (c.Value == "en" || c.Value == "es") {
		return c.Value
	}
	best, bestQ := fallback, 0.0
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		lang, _, _ := strings.Cut(strings.ToLower(tag), "-")
		if lang != "en" && lang != "es" {
			continue
		}
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		if q > bestQ {
			best, bestQ = lang, q
		}
	}
	return best
}

// shareCard is GET /share-cards/{lang}/{name}: site.jpg, or {id}.jpg for a
// report (the site's card unless the report is public).
func (s *Server) shareCard(w http.ResponseWriter, r *http.Request) error {
	lang, name := r.PathValue("lang"), r.PathValue("name")
	if (lang != "en" && lang != "es") || !strings.HasSuffix(name, ".jpg") {
		return vecino.Errorf(vecino.ENOTFOUND, "No such share card.")
	}
	sh := s.app.SiteShare(lang)
	if id := strings.TrimSuffix(name, ".jpg"); id != "site" {
		sh = s.app.ReportShare(r.Context(), id, lang)
	}
	card, err := s.app.ShareCard(r.Context(), sh, lang)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "image/jpeg")
	w.Header().Set("Cache-Control", "public, max-age=600")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; sandbox")
	http.ServeContent(w, r, "", s.now().Truncate(24*3600e9), bytes.NewReader(card))
	return nil
}

// article reads a blog article's title and summary in lang from the built
// app's own translations (locales/{lang}/blog.json), by its URL slug.
func (sp *spa) article(lang, slug string) (string, string) {
	a := sp.files["/locales/"+lang+"/blog.json"]
	if a == nil {
		return "", ""
	}
	var blog struct {
		Articles map[string]struct{ Title, Summary string } `json:"articles"`
	}
	if json.Unmarshal(a.body, &blog) != nil {
		return "", ""
	}
	parts := strings.Split(slug, "-")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	art := blog.Articles[strings.Join(parts, "")]
	return art.Title, art.Summary
}
