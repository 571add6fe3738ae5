package webhost_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// A public report's page comes drawn: the prerendered template with the
// report, escaped, in its slot, in the page's language; a report that is
// not public (or does not exist) gets the app alone, with nothing of it.
func TestReportCopy(t *testing.T) {
	tmpl := func(heading string) string {
		return `{"html":"<main><h1>` + heading + `</h1><!--slot--></main>","title":"template title"}`
	}
	web := fstest.MapFS{
		"first-loads.json": {Data: []byte(httpapitest.FirstLoads)},
		"index.html": {Data: []byte(`<!doctype html><html lang="en"><head><title>app</title>` +
			`<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`)},
		"routes.json": {Data: []byte(`["/:lang/public/violations/approved/:id"]`)},
		"prerendered.json": {Data: []byte(`{"/en/public/violations/approved/:id":` + tmpl("Report") + `,"/es/public/violations/approved/:id":` + tmpl("Reporte") +
			`,"/en/public/violations/approved/:other":{"html":"<h1>No slot</h1>","title":"x"}}`)},
		"locales/en/record.json": {Data: []byte(`{"detail":{"address":"Address","photoAlt":"Photo {{index}} of {{total}}: {{type}}"},` +
			`"state":{"open":"Still open","resolved":"Resolved"},"card":{"occurred":"Happened","reported":"Reported"}}`)},
		"locales/es/follow.json": {Data: []byte(`{"still":{"title":"¿Sigue ahí?","entry":"El {{date}} quien lo reportó dijo que sigue ahí."}}`)},
		"locales/es/record.json": {Data: []byte(`{"detail":{"address":"Dirección","photoAlt":"Foto {{index}} de {{total}}: {{type}}"},` +
			`"state":{"open":"Sigue abierto","resolved":"Resuelto"},"card":{"occurred":"Ocurrió","reported":"Reportado"}}`)},
	}
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) {
		se := httpapitest.NewStaffEnv(t, e)
		public := se.File(vecino.StatusApproved, func(f map[string]string) {
			f["description"] = `A "deep" pothole <img src=x onerror=alert(1)> on Grove St`
			f["address"] = "12 Grove St & 3rd"
		})
		still, err := e.DB.AddStillThere(t.Context(), public, se.Reporter.User["id"].(string))
		if err != nil {
			t.Fatal(err)
		}
		hidden := se.File(vecino.StatusPending, func(f map[string]string) { f["description"] = "Secret pending report on Elm St" })

		rep, err := e.DB.ReportByID(t.Context(), public)
		if err != nil {
			t.Fatal(err)
		}
		months := []string{"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"}
		esDate := func(t time.Time) string {
			t = t.UTC()
			return fmt.Sprintf("%d %s %d", t.Day(), months[t.Month()-1], t.Year())
		}
		body := string(e.Get("/es/public/violations/approved/" + public).Body)
		root := regexp.MustCompile(`(?s)<div id="root">(.*)</div>`).FindStringSubmatch(body)
		if root == nil {
			t.Fatalf("no root in\n%s", body)
		}
		for _, want := range []string{
			`<main><h1>Reporte</h1><div class="grid gap-8`, `<h2 class="text-2xl font-semibold">Bache</h2>`,
			`<p class="whitespace-pre-line">A &#34;deep&#34; pothole &lt;img src=x onerror=alert(1)&gt; on Grove St</p>`,
			`<dt class="font-medium">Dirección</dt><dd>12 Grove St &amp; 3rd</dd>`,
			// The badge and the dates hold their place: the app adds nothing above the photos.
			`<span class="inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold border-primary/30 bg-secondary text-secondary-foreground">Sigue abierto</span>`,
			`<dt class="font-medium">Reportado</dt><dd>` + esDate(rep.UploadedAt) + `</dd></dl>`,
			`</dl><section aria-labelledby="still-title" class="space-y-1"><h3 id="still-title" class="font-medium">¿Sigue ahí?</h3>` +
				`<ul class="list-disc ps-5 text-sm"><li>El ` + esDate(still) + ` quien lo reportó dijo que sigue ahí.</li></ul></section><ul class="grid`,
			`alt="Foto 1 de 1: Bache"`, `fetchpriority="high"`, `<img src="/media/`,
		} {
			if !strings.Contains(root[1], want) {
				t.Errorf("report copy lacks %s:\n%s", want, root[1])
			}
		}
		// The share title stays; the page's data is preloaded; its scripts wait for the first paint.
		if strings.Contains(body, "<!--slot-->") || strings.Contains(body, "template title") || !strings.Contains(body, "<title>Bache · Vecino</title>") ||
			!strings.Contains(body, `<link rel="preload" href="/api/public/reports/`+public+`"`) || !strings.Contains(body, `<template id="after-paint">`) {
			t.Errorf("report page:\n%s", body)
		}
		if en := string(e.Get("/en/public/violations/approved/" + public + "/").Body); !strings.Contains(en, "<h1>Report</h1>") || !strings.Contains(en, "Photo 1 of 1: Pothole") {
			t.Errorf("English page:\n%s", en)
		}
		for _, id := range []string{hidden, "00000000-0000-0000-0000-000000000000"} {
			r := e.Get("/en/public/violations/approved/" + id)
			if b := string(r.Body); r.Status != 200 || !strings.Contains(b, `<div id="root"></div>`) || strings.Contains(b, "Elm St") || strings.Contains(b, "after-paint") {
				t.Errorf("page of %s = %d:\n%s", id, r.Status, b)
			}
		}
	}, httpapitest.WithWeb(web))
}
