package httpapi_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/vecino"
)

const pendingList = "/api/reports?status=pending&limit=25"

// cachedRead reads path as token's holder twice and fails unless the
// second answer came from the staff cache (the same ETag, and a 304 for it).
func cachedRead(t *testing.T, e *env, path, token string) response {
	t.Helper()
	r := e.do("GET", path, nil, token)
	etag := r.header.Get("ETag")
	if r.status != 200 || etag == "" {
		t.Fatalf("%s = %d, ETag %q: %s", path, r.status, etag, r.body)
	}
	if r := e.do("GET", path, nil, token, "If-None-Match", etag); r.status != 304 {
		t.Fatalf("%s again with its ETag = %d: not cached", path, r.status)
	}
	return r
}

func position(t *testing.T, e *env, id, token string) vecino.Position {
	t.Helper()
	var p vecino.Position
	r := e.do("GET", "/api/reports/"+id+"/position?status=pending", nil, token)
	if r.status != 200 {
		t.Fatalf("position = %d %s", r.status, r.body)
	}
	r.json(t, &p)
	return p
}

// TestStaffCacheFollowsTheQueue: the staff list and the queue position are
// cached per caller, and every change through the API (a claim by someone
// else, its release, a decision, a reporter's edit and withdrawal) shows
// in the very next answer.
func TestStaffCacheFollowsTheQueue(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		a, b := se.file(vecino.StatusPending), se.file(vecino.StatusPending)
		rev, admin := se.by[vecino.RoleReviewer], se.by[vecino.RoleReviewerAdmin]
		adminID := admin.user["id"].(string)

		cachedRead(t, e, pendingList, rev.token)
		cachedRead(t, e, "/api/reports/"+b+"/position?status=pending", rev.token)
		if p := position(t, e, b, rev.token); p.Position != 2 || p.Total != 2 {
			t.Fatalf("position of b = %+v", p)
		}

		// Another reviewer claims a, then lets it go.
		if r := e.do("PUT", "/api/reports/"+a+"/claim", nil, admin.token); r.status != 200 {
			t.Fatalf("claim = %d %s", r.status, r.body)
		}
		if r := e.do("GET", pendingList, nil, rev.token); !strings.Contains(string(r.body), adminID) {
			t.Errorf("the list after a claim does not show it: %s", r.body)
		}
		if r := e.do("DELETE", "/api/reports/"+a+"/claim", nil, admin.token); r.status != 204 {
			t.Fatalf("release = %d %s", r.status, r.body)
		}
		if r := e.do("GET", pendingList, nil, rev.token); strings.Contains(string(r.body), adminID) {
			t.Errorf("the list after the release still shows the claim: %s", r.body)
		}

		// a is approved by another reviewer: gone from the queue, b first.
		if r := se.move(admin.token, a, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
			t.Fatalf("approve = %d %s", r.status, r.body)
		}
		if r := e.do("GET", pendingList, nil, rev.token); strings.Contains(string(r.body), a) || !strings.Contains(string(r.body), b) {
			t.Errorf("the list after the approval: %s", r.body)
		}
		if p := position(t, e, b, rev.token); p.Position != 1 || p.Total != 1 {
			t.Errorf("position of b after the approval = %+v", p)
		}

		// A report in screening, edited and then withdrawn by its reporter.
		c := se.file(vecino.StatusScreening)
		screening := "/api/reports?status=screening&limit=25"
		cachedRead(t, e, screening, rev.token)
		const edited = "Deep pothole, now edited by its reporter"
		if r := e.do("PATCH", "/api/reports/"+c, map[string]any{"description": edited}, se.reporter.token); r.status != 200 {
			t.Fatalf("edit = %d %s", r.status, r.body)
		}
		if r := e.do("GET", screening, nil, rev.token); !strings.Contains(string(r.body), edited) {
			t.Errorf("the list after the reporter's edit: %s", r.body)
		}
		if r := e.do("DELETE", "/api/reports/"+c, nil, se.reporter.token); r.status != 204 {
			t.Fatalf("withdraw = %d %s", r.status, r.body)
		}
		if r := e.do("GET", screening, nil, rev.token); strings.Contains(string(r.body), c) {
			t.Errorf("the list after the withdrawal still shows it: %s", r.body)
		}
	})
}

// TestStaffCacheKeepsRoles: a cached staff answer reaches only its own
// caller: a reporter is refused, another staff member gets URLs signed for
// them, and a reviewer whose role is taken away, or whose account is
// disabled, is refused at the very next request although their session
// and their answers were cached.
func TestStaffCacheKeepsRoles(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		se.file(vecino.StatusPending)
		rev, admin, owner := se.by[vecino.RoleReviewer], se.by[vecino.RoleReviewerAdmin], se.by[vecino.RoleOwner]
		revID := rev.user["id"].(string)
		other := e.userWithRole("reviewer2@staff.example.org", vecino.RoleReviewer) // the same roles
		cachedRead(t, e, pendingList, rev.token)
		if r := e.do("GET", pendingList, nil, se.reporter.token); r.status != 403 {
			t.Errorf("a reporter reads the cached staff list: %d", r.status)
		}
		if r := e.do("GET", pendingList, nil, ""); r.status != 401 {
			t.Errorf("a visitor reads the cached staff list: %d", r.status)
		}
		for _, s := range []session{admin, other} {
			if r := e.do("GET", pendingList, nil, s.token); r.status != 200 || strings.Contains(string(r.body), "u="+revID) {
				t.Errorf("another reviewer got the reviewer's answer (%d): %s", r.status, r.body)
			}
		}

		if r := e.do("DELETE", "/api/owner/users/"+revID+"/roles/reviewer", nil, owner.token); r.status != 204 {
			t.Fatalf("revoke role = %d %s", r.status, r.body)
		}
		if r := e.do("GET", pendingList, nil, rev.token); r.status != 403 {
			t.Errorf("the staff list right after the role was revoked = %d", r.status)
		}
		if r := e.do("PUT", "/api/owner/users/"+revID+"/roles/reviewer", nil, owner.token); r.status != 204 {
			t.Fatalf("grant role = %d %s", r.status, r.body)
		}
		cachedRead(t, e, pendingList, rev.token)
		if r := e.do("PUT", "/api/owner/users/"+revID+"/disabled", map[string]any{"disabled": true}, owner.token); r.status != 200 {
			t.Fatalf("disable = %d %s", r.status, r.body)
		}
		if r := e.do("GET", pendingList, nil, rev.token); r.status != 401 && r.status != 403 {
			t.Errorf("the staff list right after the account was disabled = %d", r.status)
		}
	})
}

// TestSessionCacheEndsWithTheSession: a session's lookup is cached, and a
// sign-out, a password change elsewhere or the account's deletion ends it
// at the very next request.
func TestSessionCacheEndsWithTheSession(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.signup("s@example.org", pw)
		a, b := e.signin("s@example.org", pw, false), e.signin("s@example.org", pw, false)
		for _, s := range []session{a, b, a, b} {
			if r := e.do("GET", "/api/me", nil, s.token); r.status != 200 {
				t.Fatalf("me = %d", r.status)
			}
		}
		if r := e.do("POST", "/api/auth/signout", map[string]any{"scope": "local"}, a.token, "Cookie", "vecino_refresh="+a.refresh); r.status != 204 {
			t.Fatalf("sign-out = %d", r.status)
		}
		if r := e.do("GET", "/api/me", nil, a.token); r.status != 401 {
			t.Errorf("signed out, the next request = %d", r.status)
		}

		c := e.signin("s@example.org", pw, false)
		e.do("GET", "/api/me", nil, b.token)
		if r := e.do("PUT", "/api/auth/password", map[string]any{"current_password": pw, "password": "new passphrase ok"}, c.token); r.status != 204 {
			t.Fatalf("password change = %d %s", r.status, r.body)
		}
		if r := e.do("GET", "/api/me", nil, b.token); r.status != 401 {
			t.Errorf("another session right after the password change = %d", r.status)
		}
		if r := e.do("GET", "/api/me", nil, c.token); r.status != 200 {
			t.Errorf("the session that changed the password = %d", r.status)
		}

		// Deleted with one session: the other ends at once too. (A reused
		// refresh token: TestRefreshRotationAndReuse.)
		d := e.signin("s@example.org", "new passphrase ok", false)
		e.do("GET", "/api/me", nil, d.token)
		if r := e.do("DELETE", "/api/me", map[string]any{"password": "new passphrase ok"}, c.token); r.status != 204 {
			t.Fatalf("delete = %d %s", r.status, r.body)
		}
		if r := e.do("GET", "/api/me", nil, d.token); r.status != 401 {
			t.Errorf("a session of the deleted account = %d", r.status)
		}
	})
}

// TestStaffCacheAcrossInstances runs two servers on one PostgreSQL
// database: a sign-out on A ends the session on B well before the session
// cache's TTL (account.changed reaches B through NOTIFY; no browser hears
// it), and a decision on A empties B's cached staff list and position.
func TestStaffCacheAcrossInstances(t *testing.T) {
	a, b := twoInstances(t)
	se := newStaffEnv(t, a)
	x, y := se.file(vecino.StatusPending), se.file(vecino.StatusPending)
	rev, admin := se.by[vecino.RoleReviewer], se.by[vecino.RoleReviewerAdmin]
	watch := openStream(t, b.srv.URL, admin.token)
	watch.next() // the flags every stream starts with
	// Everything published so far has reached B once B's browsers hear this.
	if err := a.Events.Publish(context.Background(), eventhub.Event{Type: "test.barrier"}); err != nil {
		t.Fatal(err)
	}
	if name, _ := watch.next(); name != "test.barrier" {
		t.Fatalf("B heard %q", name)
	}

	s := a.signin(string(vecino.RoleReviewer)+"@staff.example.org", pw, false)
	if r := b.do("GET", pendingList, nil, s.token); r.status != 200 {
		t.Fatalf("B: list = %d", r.status)
	}
	if r := a.do("POST", "/api/auth/signout", map[string]any{"scope": "local"}, s.token, "Cookie", "vecino_refresh="+s.refresh); r.status != 204 {
		t.Fatalf("sign-out on A = %d", r.status)
	}
	deadline := time.Now().Add(3 * time.Second) // the session cache keeps a lookup 10 s
	for b.do("GET", pendingList, nil, s.token).status != 401 {
		if time.Now().After(deadline) {
			t.Fatal("B: the signed-out session still works")
		}
		time.Sleep(20 * time.Millisecond)
	}

	cachedRead(t, b, pendingList, rev.token)
	if p := position(t, b, y, rev.token); p.Position != 2 {
		t.Fatalf("B: position of y = %+v", p)
	}
	if r := se.move(admin.token, x, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
		t.Fatalf("approve on A = %d %s", r.status, r.body)
	}
	// B's browsers hear the decision, and never the sign-out (the approval's
	// delivery to a department may be heard first: its job runs at once).
	for {
		name, _ := watch.next()
		if name == "report.status_changed" {
			break
		}
		if name != "report.delivery_changed" {
			t.Fatalf("B heard %q", name)
		}
	}
	if r := b.do("GET", pendingList, nil, rev.token); strings.Contains(string(r.body), x) {
		t.Errorf("B: the list still shows the approved report")
	}
	if p := position(t, b, y, rev.token); p.Position != 1 || p.Total != 1 {
		t.Errorf("B: position of y after the approval = %+v", p)
	}
}
