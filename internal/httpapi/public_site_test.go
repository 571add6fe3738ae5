package httpapi_test

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/vecino"
)

func TestInvestorRequests(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
		bad := e.do("POST", "/api/investor-requests", map[string]any{"name": "", "email": "nope", "message": strings.Repeat("x", 2001)}, "")
		var body struct {
			Error struct{ Fields map[string]string } `json:"error"`
		}
		bad.json(t, &body)
		if bad.status != 400 || body.Error.Fields["name"] != "required" || body.Error.Fields["email"] != "invalid_format" || body.Error.Fields["message"] != "too_long" {
			t.Errorf("bad request = %d %s", bad.status, bad.body)
		}
		r := e.do("POST", "/api/investor-requests", map[string]any{"name": "Lucía Fernández", "email": "lucia@fund.example",
			"organization": "Civic Fund", "message": "We fund safe-streets tools."}, "")
		if r.status != 201 {
			t.Fatalf("create = %d %s", r.status, r.body)
		}
		var list []map[string]any
		e.do("GET", "/api/owner/investor-requests", nil, owner.token).json(t, &list)
		if len(list) != 1 || list[0]["name"] != "Lucía Fernández" || list[0]["status"] != "new" {
			t.Fatalf("list = %v", list)
		}
		id := list[0]["id"].(string)
		var upd map[string]any
		r = e.do("PATCH", "/api/owner/investor-requests/"+id, map[string]any{"status": "deck_sent", "notes": "Sent on Monday"}, owner.token)
		r.json(t, &upd)
		if r.status != 200 || upd["status"] != "deck_sent" || upd["notes"] != "Sent on Monday" {
			t.Errorf("update = %d %v", r.status, upd)
		}
		if r := e.do("PATCH", "/api/owner/investor-requests/"+id, map[string]any{"status": "married"}, owner.token); r.status != 400 {
			t.Errorf("bad status = %d", r.status)
		}
		if r := e.do("GET", "/api/owner/investor-requests", nil, e.signup("r@example.org", pw).token); r.status != 403 {
			t.Errorf("reporter listing investor requests = %d", r.status)
		}
	})
}

func TestPageViews(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		view := map[string]any{"path": "/es/about?token=secret", "language": "es", "referrer": "https://news.example.org/story?id=1"}
		if r := e.do("POST", "/api/analytics/pageview", view, "", "Cookie", "x=1"); r.status != 204 || r.header.Get("Set-Cookie") != "" {
			t.Fatalf("page view = %d", r.status)
		}
		var path, domain string
		if err := e.db.SQL().QueryRowContext(context.Background(), `SELECT path, referrer_domain FROM page_views`).Scan(&path, &domain); err != nil {
			t.Fatal(err)
		}
		if path != "/es/about" || domain != "news.example.org" {
			t.Errorf("stored %q from %q", path, domain)
		}
		if r := e.do("POST", "/api/analytics/pageview", map[string]any{"path": "about", "language": "fr"}, ""); r.status != 400 {
			t.Errorf("bad view = %d", r.status)
		}
		// Only the app's pages count, their ids replaced: no invented page, no
		// private report's id.
		for _, p := range []string{"/dashboard/violations/0190a7c2-private-renter-report", "/en/public/violations/approved/0190a7c2-x"} {
			if r := e.do("POST", "/api/analytics/pageview", map[string]any{"path": p, "language": "en"}, ""); r.status != 204 {
				t.Errorf("view of %s = %d %s", p, r.status, r.body)
			}
		}
		for _, p := range []string{"/buy-cheap-pills", "/en/public/violations/approved/x/y", "/wp-admin/"} {
			if r := e.do("POST", "/api/analytics/pageview", map[string]any{"path": p, "language": "en"}, ""); r.status != 400 {
				t.Errorf("view of the invented page %s = %d, want 400", p, r.status)
			}
		}
		paths := queryStrings(t, e.db, `SELECT path FROM page_views ORDER BY path`)
		if strings.Join(paths, " ") != "/dashboard/violations/:id /en/public/violations/approved/:id /es/about" {
			t.Errorf("stored pages = %v", paths)
		}
	}, withSettings(func(c *httpapi.Settings) { c.Analytics = true }), withWeb(fstest.MapFS{
		"index.html":  {Data: []byte("<!doctype html><title>app</title>")},
		"routes.json": {Data: []byte(`["/:lang", "/:lang/about", "/:lang/public/violations/approved/:id", "/dashboard/violations/:id"]`)},
	}))
}

func TestPageViewsOffByDefault(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.do("POST", "/api/analytics/pageview", map[string]any{"path": "/en", "language": "en"}, "")
		var n int
		e.db.SQL().QueryRow(`SELECT COUNT(*) FROM page_views`).Scan(&n)
		if n != 0 {
			t.Errorf("stored %d views with analytics off", n)
		}
		var st map[string]int
		e.do("GET", "/api/public/stats", nil, "").json(t, &st)
		if _, ok := st["approved"]; !ok {
			t.Errorf("stats = %v", st)
		}
	})
}
