package httpapi_test

import (
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/vecino"
)

// TestClaims: "assign to me" holds against other staff, shows who holds it
// to staff only, filters the queue (mine, unassigned) and ends with the
// decision; the roles are the server's.
func TestClaims(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		admin, reviewer := se.by[vecino.RoleReporterAdmin], se.by[vecino.RoleReviewerAdmin]
		id := se.file(vecino.StatusScreening)
		other := se.file(vecino.StatusScreening)

		for _, who := range []session{se.reporter, se.by[vecino.RoleOwner]} {
			if r := se.do("PUT", "/api/reports/"+id+"/claim", nil, who.token); r.status != 403 {
				t.Errorf("claim by %v = %d %s", who.user["roles"], r.status, r.body)
			}
		}
		var claim struct {
			UserID    string `json:"user_id"`
			ExpiresAt string `json:"expires_at"`
		}
		r := se.do("PUT", "/api/reports/"+id+"/claim", nil, admin.token)
		r.json(t, &claim)
		if r.status != 200 || claim.UserID != admin.user["id"] || claim.ExpiresAt == "" {
			t.Fatalf("claim = %d %s", r.status, r.body)
		}
		if r := se.do("PUT", "/api/reports/"+id+"/claim", nil, reviewer.token); r.status != 409 {
			t.Errorf("second claimer = %d %s, want 409", r.status, r.body)
		}
		if r := se.do("PUT", "/api/reports/"+id+"/claim", nil, admin.token); r.status != 200 {
			t.Errorf("renewing one's own claim = %d %s", r.status, r.body)
		}
		var seen struct {
			Claim *struct {
				UserID   string `json:"user_id"`
				UserName string `json:"user_name"`
			} `json:"claim"`
		}
		se.do("GET", "/api/reports/"+id, nil, reviewer.token).json(t, &seen)
		if seen.Claim == nil || seen.Claim.UserID != admin.user["id"] || seen.Claim.UserName != "Test User" {
			t.Errorf("staff see claim %+v", seen.Claim)
		}
		if r := se.do("GET", "/api/reports/"+id, nil, se.reporter.token); strings.Contains(string(r.body), `"claim"`) {
			t.Errorf("the reporter sees the claim: %s", r.body)
		}

		list := func(tok, q string) []string {
			t.Helper()
			var page struct{ Items []reportJSON }
			r := se.do("GET", "/api/reports?status=screening&"+q, nil, tok)
			if r.status != 200 {
				t.Fatalf("list %s = %d %s", q, r.status, r.body)
			}
			r.json(t, &page)
			var ids []string
			for _, it := range page.Items {
				ids = append(ids, it.ID)
			}
			return ids
		}
		if got := list(admin.token, "claim=mine"); len(got) != 1 || got[0] != id {
			t.Errorf("mine = %v, want [%s]", got, id)
		}
		if got := list(reviewer.token, "claim=mine"); len(got) != 0 {
			t.Errorf("the other's mine = %v", got)
		}
		if got := list(admin.token, "claim=unassigned"); len(got) != 1 || got[0] != other {
			t.Errorf("unassigned = %v, want [%s]", got, other)
		}
		if r := se.do("GET", "/api/reports?claim=theirs", nil, admin.token); r.status != 400 || !strings.Contains(string(r.body), `"claim"`) {
			t.Errorf("claim=theirs = %d %s", r.status, r.body)
		}

		// The decision ends the claim.
		if r := se.move(admin.token, id, vecino.StatusScreening, vecino.StatusPending, "", ""); r.status != 200 {
			t.Fatalf("forward = %d %s", r.status, r.body)
		}
		seen.Claim = nil
		se.do("GET", "/api/reports/"+id, nil, reviewer.token).json(t, &seen)
		if seen.Claim != nil {
			t.Errorf("claim after the decision: %+v", seen.Claim)
		}
		// Released by hand: the other may take it.
		if r := se.do("PUT", "/api/reports/"+other+"/claim", nil, admin.token); r.status != 200 {
			t.Fatalf("claim other = %d", r.status)
		}
		if r := se.do("DELETE", "/api/reports/"+other+"/claim", nil, admin.token); r.status != 204 {
			t.Fatalf("release = %d %s", r.status, r.body)
		}
		if r := se.do("PUT", "/api/reports/"+other+"/claim", nil, reviewer.token); r.status != 200 {
			t.Errorf("claim after release = %d %s", r.status, r.body)
		}
		approved := se.file(vecino.StatusApproved)
		if r := se.do("PUT", "/api/reports/"+approved+"/claim", nil, reviewer.token); r.status != 409 {
			t.Errorf("claim of an approved report = %d, want 409", r.status)
		}
	})
}

// TestInternalNotes: staff read notes in the history; the reporter's
// history and report, the public report and the exports never hold them.
func TestInternalNotes(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		reviewer := se.by[vecino.RoleReviewer]
		id := se.file(vecino.StatusPending)
		const secret = "Internal: the plate is readable, ask the precinct"
		if r := se.do("POST", "/api/reports/"+id+"/notes", map[string]string{"body": secret}, se.reporter.token); r.status != 403 {
			t.Errorf("note by the reporter = %d", r.status)
		}
		if r := se.do("POST", "/api/reports/"+id+"/notes", map[string]string{"body": "  "}, reviewer.token); r.status != 400 || !strings.Contains(string(r.body), `"body":"required"`) {
			t.Errorf("empty note = %d %s", r.status, r.body)
		}
		if r := se.do("POST", "/api/reports/"+id+"/notes", map[string]string{"body": strings.Repeat("x", 2001)}, reviewer.token); r.status != 400 {
			t.Errorf("long note = %d", r.status)
		}
		r := se.do("POST", "/api/reports/"+id+"/notes", map[string]string{"body": secret}, reviewer.token)
		if r.status != 201 {
			t.Fatalf("note = %d %s", r.status, r.body)
		}
		if r := se.move(reviewer.token, id, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
			t.Fatalf("approve = %d %s", r.status, r.body)
		}
		var history []struct {
			Kind, Note string
			ActorName  string `json:"actor_name"`
		}
		se.do("GET", "/api/reports/"+id+"/events", nil, reviewer.token).json(t, &history)
		found := false
		for _, h := range history {
			found = found || (h.Kind == "note" && h.Note == secret && h.ActorName == "Test User")
		}
		if !found {
			t.Errorf("staff history has no note: %+v", history)
		}
		for name, path := range map[string]string{
			"reporter's history": "/api/reports/" + id + "/events", "reporter's report": "/api/reports/" + id,
			"reporter's list": "/api/reports/mine",
		} {
			if r := se.do("GET", path, nil, se.reporter.token); r.status != 200 || strings.Contains(string(r.body), secret) {
				t.Errorf("%s = %d, shows the note: %s", name, r.status, r.body)
			}
		}
		for _, path := range []string{"/api/public/reports/" + id, "/api/public/reports", "/api/public/reports.csv", "/api/public/reports.geojson"} {
			r := se.do("GET", path, nil, "")
			if r.status != 200 || !strings.Contains(string(r.body), id) || strings.Contains(string(r.body), secret) {
				t.Errorf("%s = %d (report listed: %v), shows the note: %v", path, r.status, strings.Contains(string(r.body), id), strings.Contains(string(r.body), secret))
			}
		}
	})
}

// TestReplyTemplates: admins edit, staff read, and a report's templates are
// in its reporter's language.
func TestReplyTemplates(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		admin, reviewer := se.by[vecino.RoleReporterAdmin], se.by[vecino.RoleReviewer]
		es := map[string]string{"reason_code": "duplicate", "language": "es", "title": "Duplicado", "body": "Ya recibimos un reporte de este problema."}
		if r := se.do("POST", "/api/reply-templates", es, reviewer.token); r.status != 403 {
			t.Errorf("template by a reviewer = %d", r.status)
		}
		if r := se.do("POST", "/api/reply-templates", map[string]string{"reason_code": "nope", "language": "fr"}, admin.token); r.status != 400 ||
			!strings.Contains(string(r.body), `"reason_code":"not_allowed"`) || !strings.Contains(string(r.body), `"language":"invalid_format"`) ||
			!strings.Contains(string(r.body), `"body":"required"`) {
			t.Errorf("bad template = %d %s", r.status, r.body)
		}
		var created struct{ ID string }
		r := se.do("POST", "/api/reply-templates", es, admin.token)
		r.json(t, &created)
		if r.status != 201 || created.ID == "" {
			t.Fatalf("create = %d %s", r.status, r.body)
		}
		en := map[string]string{"reason_code": "duplicate", "language": "en", "title": "Duplicate", "body": "We already have a report of this."}
		if r := se.do("POST", "/api/reply-templates", en, se.by[vecino.RoleOwner].token); r.status != 201 {
			t.Fatalf("create by the owner = %d", r.status)
		}
		var all []struct{ ID, Language, Body string }
		se.do("GET", "/api/reply-templates", nil, reviewer.token).json(t, &all)
		if len(all) != 2 {
			t.Errorf("templates = %+v", all)
		}
		if r := se.do("GET", "/api/reply-templates", nil, se.reporter.token); r.status != 403 {
			t.Errorf("templates for the reporter = %d", r.status)
		}
		id := se.file(vecino.StatusPending)
		var forReport struct {
			Language  string
			Templates []struct{ Language, Body string }
		}
		se.do("GET", "/api/reports/"+id+"/reply-templates", nil, reviewer.token).json(t, &forReport)
		if forReport.Language != "en" || len(forReport.Templates) != 1 || forReport.Templates[0].Body != en["body"] {
			t.Errorf("templates for an English reporter = %+v", forReport)
		}
		if r := se.do("PATCH", "/api/me", map[string]string{"preferred_language": "es"}, se.reporter.token); r.status != 200 {
			t.Fatalf("reporter to Spanish = %d", r.status)
		}
		se.do("GET", "/api/reports/"+id+"/reply-templates", nil, reviewer.token).json(t, &forReport)
		if forReport.Language != "es" || len(forReport.Templates) != 1 || forReport.Templates[0].Body != es["body"] {
			t.Errorf("templates for a Spanish reporter = %+v", forReport)
		}
		es["body"] = "Ya tenemos este reporte."
		if r := se.do("PUT", "/api/reply-templates/"+created.ID, es, admin.token); r.status != 200 || !strings.Contains(string(r.body), es["body"]) {
			t.Errorf("update = %d %s", r.status, r.body)
		}
		if r := se.do("DELETE", "/api/reply-templates/"+created.ID, nil, admin.token); r.status != 204 {
			t.Errorf("delete = %d", r.status)
		}
		if r := se.do("DELETE", "/api/reply-templates/"+created.ID, nil, admin.token); r.status != 404 {
			t.Errorf("delete again = %d", r.status)
		}
	})
}

// TestStaffListByReporter: the users page links to a user's reports
// (GET /api/reports?reporter=).
func TestStaffListByReporter(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusScreening)
		owner := se.by[vecino.RoleOwner].token
		var page struct{ Items []reportJSON }
		se.do("GET", "/api/reports?reporter="+se.reporter.user["id"].(string), nil, owner).json(t, &page)
		if len(page.Items) != 1 || page.Items[0].ID != id {
			t.Errorf("the reporter's reports = %+v", page.Items)
		}
		page.Items = nil
		se.do("GET", "/api/reports?reporter="+se.by[vecino.RoleReviewer].user["id"].(string), nil, owner).json(t, &page)
		if len(page.Items) != 0 {
			t.Errorf("another user's reports = %+v", page.Items)
		}
		if r := se.do("GET", "/api/reports?reporter=nope", nil, owner); r.status != 400 || !strings.Contains(string(r.body), `"reporter"`) {
			t.Errorf("reporter=nope = %d %s", r.status, r.body)
		}
	})
}
