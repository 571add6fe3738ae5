package webhost

import (
	"context"
	"encoding/json"
	"html"
	"strconv"
	"strings"
	"time"
)

// A public report's page comes drawn: the page's template, prerendered at
// build time around its loading indicator (web/prerender.mjs), gets the
// report in that indicator's place, so that a phone shows the report, its
// words and its first photo, before the app's scripts have run. The copy
// is the app's own markup (web/src/features/public-record/pages/
// approved-detail-page.tsx) without what needs the app;
// the state badge, the dates and the reporter's "still there" answers hold
// their place (the dates in the page's
// language, in UTC: the app writes them in the reader's format and time
// zone, in the same row); the map and the follow box come when the app
// hydrates the copy, once the report's answer (preloaded by the page's
// HTML) has come (web/src/lib/hydration.ts). Nothing above the photos is
// added then, so they do not move (a layout shift of 0.02–0.04 on a phone
// before the badge and dates were drawn here).

// reportCopy is the markup of ps's public report for its page's template,
// or "" when the page shows no public report.
func (s *Server) reportCopy(ctx context.Context, ps pageShare) string {
	if ps.share == nil || ps.share.Report == nil {
		return ""
	}
	rep, sh := ps.share.Report, ps.share
	esc := html.EscapeString
	var b strings.Builder
	b.WriteString(`<div class="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"><div class="space-y-4">`)
	b.WriteString(`<h2 class="text-2xl font-semibold">` + esc(sh.Label) + `</h2>`)
	// The badge's classes are web/src/components/ui/badge-variants.ts's, as the app's StateBadge writes them.
	state, badge := "state.open", "border-primary/30 bg-secondary text-secondary-foreground"
	if rep.Resolved {
		state, badge = "state.resolved", "border-transparent bg-success text-success-foreground"
	}
	b.WriteString(`<div class="flex flex-wrap items-center gap-2"><span class="inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ` +
		badge + `">` + esc(s.spa.text(ps.lang, "record", state)) + `</span><span class="text-sm text-muted-foreground">` + esc(sh.Group) + `</span></div>`)
	b.WriteString(`<p class="whitespace-pre-line">` + esc(rep.Description) + `</p>`)
	row := func(key, value string) {
		b.WriteString(`<dt class="font-medium">` + esc(s.spa.text(ps.lang, "record", key)) + `</dt><dd>` + esc(value) + `</dd>`)
	}
	b.WriteString(`<dl class="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">`)
	if rep.Address != "" {
		row("detail.address", rep.Address)
	}
	if rep.OccurredAt != nil {
		row("card.occurred", mediumDate(*rep.OccurredAt, ps.lang))
	}
	row("card.reported", mediumDate(rep.UploadedAt, ps.lang))
	b.WriteString(`</dl>`)
	// The reporter's "still there" answers, which the app lists above the photos too.
	if still, err := s.app.Store.StillThere(ctx, rep.ID); err == nil && len(still) > 0 {
		b.WriteString(`<section aria-labelledby="still-title" class="space-y-1"><h3 id="still-title" class="font-medium">` +
			esc(s.spa.text(ps.lang, "follow", "still.title")) + `</h3><ul class="list-disc ps-5 text-sm">`)
		entry := s.spa.text(ps.lang, "follow", "still.entry")
		for _, at := range still {
			b.WriteString(`<li>` + esc(strings.Replace(entry, "{{date}}", mediumDate(at, ps.lang), 1)) + `</li>`)
		}
		b.WriteString(`</ul></section>`)
	}
	var photos []Photo
	for _, p := range s.photos(rep) {
		if strings.HasPrefix(p.ContentType, "image/") {
			photos = append(photos, p)
		}
	}
	b.WriteString(`<ul class="grid gap-3 sm:grid-cols-2">`)
	alt := s.spa.text(ps.lang, "record", "detail.photoAlt")
	for i, p := range photos {
		// The first photo is the page's largest content: fetched first; the
		// others wait until they are scrolled to.
		load := `loading="lazy"`
		if i == 0 {
			load = `fetchpriority="high"`
		}
		size := ""
		if p.Width > 0 && p.Height > 0 { // its size keeps its place while it loads
			size = ` width="` + strconv.Itoa(p.Width) + `" height="` + strconv.Itoa(p.Height) + `"`
		}
		text := strings.NewReplacer("{{index}}", strconv.Itoa(i+1), "{{total}}", strconv.Itoa(len(photos)), "{{type}}", sh.Label).Replace(alt)
		b.WriteString(`<li><a href="` + esc(p.URL) + `" target="_blank" rel="noreferrer" class="block overflow-hidden rounded-lg border"><img src="` +
			esc(p.URL) + `" alt="` + esc(text) + `"` + size + ` class="h-auto w-full object-cover" ` + load + `></a></li>`)
	}
	b.WriteString(`</ul></div></div>`)
	return b.String()
}

// mediumDate is t's date in UTC as the browser's medium date style writes it in lang
// (Intl.DateTimeFormat's dateStyle "medium": "Nov 21, 2026", "21 nov 2026").
func mediumDate(t time.Time, lang string) string {
	t = t.UTC()
	if lang == "es" {
		months := [...]string{"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"}
		return strconv.Itoa(t.Day()) + " " + months[t.Month()-1] + " " + strconv.Itoa(t.Year())
	}
	return t.Format("Jan 2, 2006")
}

// text is the translation of key (dotted: "detail.address") in namespace ns
// of the built app's files in lang, or "" without it. Files are read once.
func (sp *spa) text(lang, ns, key string) string {
	name := "/locales/" + lang + "/" + ns + ".json"
	texts, ok := sp.texts.Load(name)
	if !ok {
		var tree map[string]any
		if a := sp.files[name]; a != nil {
			json.Unmarshal(a.body, &tree) //nolint:errcheck // an unreadable file has no texts
		}
		texts, _ = sp.texts.LoadOrStore(name, tree)
	}
	var node any = texts.(map[string]any)
	for _, part := range strings.Split(key, ".") {
		m, _ := node.(map[string]any)
		node = m[part]
	}
	out, _ := node.(string)
	return out
}
