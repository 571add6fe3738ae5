package httpapi_test

import (
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/vecino"
)

// publicPaths are the public answers a report appears in.
func publicPaths(id string) []string {
	return []string{"/api/public/reports/" + id, "/api/public/reports", "/api/public/clusters?bbox=-75,40,-73,41",
		"/api/public/reports.csv", "/api/public/reports.geojson"}
}

// TestPublicCacheFollowsTheRecord: public answers are cached (one ETag,
// 304 on If-None-Match), never hold what a staff caller sees, and a
// retraction or a new approval shows in the very next answer of the detail,
// list, map and exports.
func TestPublicCacheFollowsTheRecord(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusApproved)
		detail := "/api/public/reports/" + id

		// A staff caller fills the cache first: a visitor still gets the public view.
		if r := e.do("GET", detail, nil, se.by[vecino.RoleReviewer].token); r.status != 200 {
			t.Fatalf("staff read = %d", r.status)
		}
		r := e.get(detail)
		etag := r.header.Get("ETag")
		if r.status != 200 || etag == "" || strings.Contains(string(r.body), "original_url") || strings.Contains(string(r.body), "rep@example.org") {
			t.Fatalf("visitor read = %d, ETag %q: %s", r.status, etag, r.body)
		}
		if r := e.do("GET", detail, nil, "", "If-None-Match", etag); r.status != 304 || len(r.body) != 0 {
			t.Errorf("If-None-Match = %d with %d bytes", r.status, len(r.body))
		}
		for _, p := range publicPaths(id) {
			if r := e.get(p); r.status != 200 || !strings.Contains(string(r.body), id) {
				t.Fatalf("%s = %d without the approved report", p, r.status)
			}
		}

		// Retracted: gone from every answer at once; the old ETag gets no 304.
		admin := se.by[vecino.RoleReviewerAdmin].token
		if r := se.move(admin, id, vecino.StatusApproved, vecino.StatusRejected, "duplicate", ""); r.status != 200 {
			t.Fatalf("retract = %d %s", r.status, r.body)
		}
		if r := e.do("GET", detail, nil, "", "If-None-Match", etag); r.status != 404 {
			t.Errorf("retracted report by id = %d", r.status)
		}
		for _, p := range publicPaths(id)[1:] {
			if strings.Contains(string(e.get(p).body), id) {
				t.Errorf("%s still shows the retracted report", p)
			}
		}

		// Reopened and approved again: back at once.
		if r := se.move(admin, id, vecino.StatusRejected, vecino.StatusPending, "", ""); r.status != 200 {
			t.Fatalf("reopen = %d %s", r.status, r.body)
		}
		if r := se.move(se.by[vecino.RoleReviewer].token, id, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
			t.Fatalf("approve = %d %s", r.status, r.body)
		}
		for _, p := range publicPaths(id) {
			if r := e.get(p); r.status != 200 || !strings.Contains(string(r.body), id) {
				t.Errorf("%s = %d without the approved report", p, r.status)
			}
		}
	})
}

// TestPublicCacheAcrossInstances runs two servers on one PostgreSQL
// database, each with its cache: a retraction on one leaves the other's
// answers as soon as the event reaches it (its own staff stream shows when).
func TestPublicCacheAcrossInstances(t *testing.T) {
	a, b := twoInstances(t)
	se := newStaffEnv(t, a)
	id := se.file(vecino.StatusApproved)
	for _, p := range publicPaths(id)[:3] { // cached on B
		if r := b.get(p); !strings.Contains(string(r.body), id) {
			t.Fatalf("B: %s = %d without the report", p, r.status)
		}
	}
	watch := openStream(t, b.srv.URL, se.by[vecino.RoleReviewer].token)
	watch.next() // the flags every stream starts with
	if r := se.move(se.by[vecino.RoleReviewerAdmin].token, id, vecino.StatusApproved, vecino.StatusRejected, "duplicate", ""); r.status != 200 {
		t.Fatalf("retract on A = %d %s", r.status, r.body)
	}
	if name, _ := watch.next(); name != "report.status_changed" {
		t.Fatalf("B heard %q", name)
	}
	if r := b.get("/api/public/reports/" + id); r.status != 404 {
		t.Errorf("B: retracted report by id = %d", r.status)
	}
	for _, p := range publicPaths(id)[1:3] {
		if strings.Contains(string(b.get(p).body), id) {
			t.Errorf("B: %s still shows the retracted report", p)
		}
	}
}
