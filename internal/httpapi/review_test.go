package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// staffEnv is a server with one account per role and a reporter's report
// factory (httpapitest.StaffEnv).
type staffEnv struct {
	*env
	reporter session
	by       map[vecino.Role]session
	staff    *httpapitest.StaffEnv
}

func newStaffEnv(t *testing.T, e *env) *staffEnv {
	x := httpapitest.NewStaffEnv(t, e.Env)
	se := &staffEnv{env: e, reporter: sess(x.Reporter), by: map[vecino.Role]session{}, staff: x}
	for r, s := range x.By {
		se.by[r] = sess(s)
	}
	return se
}

// file creates a report and moves it to status directly in the store.
func (se *staffEnv) file(status vecino.Status, fields ...func(map[string]string)) string {
	se.t.Helper()
	return se.staff.File(status, fields...)
}

func (se *staffEnv) move(tok, id string, from, to vecino.Status, reason, note string) response {
	return resp(se.staff.Move(tok, id, from, to, reason, note))
}

func TestTransitionTableOverHTTP(t *testing.T) {
	allowed := map[string]vecino.Role{
		"screening>pending": vecino.RoleReporterAdmin, "screening>rejected": vecino.RoleReporterAdmin,
		"pending>approved": vecino.RoleReviewer, "pending>rejected": vecino.RoleReviewer, "pending>screening": vecino.RoleReviewer,
		"approved>rejected": vecino.RoleReviewerAdmin, "rejected>pending": vecino.RoleReviewerAdmin,
	}
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		for key, who := range allowed {
			from, to, _ := strings.Cut(key, ">")
			id := se.file(vecino.Status(from))
			for _, role := range vecino.Roles {
				if role == who || (who == vecino.RoleReviewer && role == vecino.RoleReviewerAdmin) {
					continue // a reviewer_admin holds every power of a reviewer
				}
				if r := se.move(se.by[role].token, id, vecino.Status(from), vecino.Status(to), "duplicate", "a note"); r.status != 403 {
					t.Errorf("%s by %s = %d, want 403", key, role, r.status)
				}
			}
			if r := se.move(se.reporter.token, id, vecino.Status(from), vecino.Status(to), "duplicate", "a note"); r.status != 403 {
				t.Errorf("%s by the reporter = %d", key, r.status)
			}
			reason := ""
			if to == "rejected" {
				reason = "duplicate"
			}
			r := se.move(se.by[who].token, id, vecino.Status(from), vecino.Status(to), reason, "checked on site")
			var got reportJSON
			r.json(t, &got)
			if r.status != 200 || got.Status != to {
				t.Errorf("%s by %s = %d %s", key, who, r.status, r.body)
			}
		}
		pending := se.file(vecino.StatusPending)
		if r := se.move(se.by[vecino.RoleReviewerAdmin].token, pending, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
			t.Errorf("pending>approved by reviewer_admin = %d %s", r.status, r.body)
		}
		// Moves outside the table are refused for everybody.
		id := se.file(vecino.StatusScreening)
		if r := se.move(se.by[vecino.RoleReporterAdmin].token, id, vecino.StatusScreening, vecino.StatusApproved, "", ""); r.status != 400 {
			t.Errorf("screening>approved = %d", r.status)
		}
		if r := se.move(se.by[vecino.RoleReporterAdmin].token, id, vecino.StatusScreening, vecino.StatusRejected, "", ""); r.status != 400 ||
			!strings.Contains(string(r.body), "reason_code") {
			t.Errorf("rejection without reason = %d %s", r.status, r.body)
		}
	})
}

func TestConcurrentTransitionsOneWinner(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusPending)
		a := e.userWithRole("reviewer2@staff.example.org", vecino.RoleReviewer)
		var wg sync.WaitGroup
		codes := make([]int, 2)
		for i, tok := range []string{se.by[vecino.RoleReviewer].token, a.token} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				to := []vecino.Status{vecino.StatusApproved, vecino.StatusRejected}[i]
				codes[i] = se.move(tok, id, vecino.StatusPending, to, map[bool]string{true: "duplicate"}[to == vecino.StatusRejected], "").status
			}()
		}
		wg.Wait()
		if !(codes[0] == 200 && codes[1] == 409 || codes[0] == 409 && codes[1] == 200) {
			t.Fatalf("codes = %v, want one 200 and one 409", codes)
		}
		evs, _ := e.db.Events(context.Background(), id)
		moves := 0
		for _, ev := range evs {
			if ev.FromStatus != nil && *ev.FromStatus == vecino.StatusPending {
				moves++
			}
		}
		if moves != 1 {
			t.Errorf("%d moves out of pending recorded, want 1", moves)
		}
	})
}

func TestNavigation(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		tok := se.by[vecino.RoleReporterAdmin].token
		ids := []string{se.file(vecino.StatusScreening), se.file(vecino.StatusScreening), se.file(vecino.StatusScreening)}
		se.file(vecino.StatusPending) // other statuses do not count
		type pos struct {
			Position, Total int
			PrevID          *string `json:"prev_id"`
			NextID          *string `json:"next_id"`
		}
		get := func(id string) pos {
			var p pos
			r := e.do("GET", "/api/reports/"+id+"/position?status=screening", nil, tok)
			r.json(t, &p)
			return p
		}
		first, mid, last := get(ids[0]), get(ids[1]), get(ids[2])
		if first.Position != 1 || first.Total != 3 || first.PrevID != nil || *first.NextID != ids[1] {
			t.Errorf("first = %+v", first)
		}
		if mid.Position != 2 || *mid.PrevID != ids[0] || *mid.NextID != ids[2] {
			t.Errorf("middle = %+v", mid)
		}
		if last.Position != 3 || last.NextID != nil || *last.PrevID != ids[1] {
			t.Errorf("last = %+v", last)
		}
		var f map[string]string
		e.do("GET", "/api/reports/first?status=screening", nil, tok).json(t, &f)
		if f["id"] != ids[0] {
			t.Errorf("first in queue = %v", f)
		}
		rep, _ := e.db.ReportByID(context.Background(), ids[1])
		var c map[string]int
		e.do("GET", "/api/reports/count?status=screening&until="+rep.UploadedAt.Format(time.RFC3339Nano), nil, tok).json(t, &c)
		if c["count"] != 2 {
			t.Errorf("count until the middle one = %v", c)
		}
		if r := e.do("GET", "/api/reports/"+ids[0]+"/position?status=pending", nil, tok); r.status != 404 {
			t.Errorf("position in the wrong status = %d", r.status)
		}
		if r := e.do("GET", "/api/reports/"+ids[0]+"/position?status=screening", nil, se.reporter.token); r.status != 403 {
			t.Errorf("reporter navigating = %d", r.status)
		}
	})
}

func TestDecisionEmailAndHistory(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		e.do("PATCH", "/api/me", map[string]any{"preferred_language": "es"}, se.reporter.token)
		id := se.file(vecino.StatusPending, func(f map[string]string) { f["address"] = "Grove St & Newark Ave" })
		if r := se.move(se.by[vecino.RoleReviewer].token, id, vecino.StatusPending, vecino.StatusRejected, "outside_city", "Queda en otro municipio"); r.status != 200 {
			t.Fatalf("reject = %d %s", r.status, r.body)
		}
		m := e.mail.Wait(t, "rep@example.org")
		if !strings.Contains(m.Data, "fuera de la ciudad") || !strings.Contains(m.Data, "Queda en otro municipio") {
			t.Errorf("rejection mail: %s", m.Data)
		}
		// The mail names the report: type, date, place, and a link to it on PUBLIC_URL.
		now := time.Now().UTC()
		for _, want := range []string{"Reporte: Bache", fmt.Sprintf("Enviado el %d de ", now.Day()), "Lugar: Grove St & Newark Ave",
			"http://localhost:8080/dashboard/violations/" + id} {
			if !strings.Contains(m.Data, want) {
				t.Errorf("rejection mail lacks %q:\n%s", want, m.Data)
			}
		}
		var mine reportJSON
		e.do("GET", "/api/reports/"+id, nil, se.reporter.token).json(t, &mine)
		var evs []map[string]any
		e.do("GET", "/api/reports/"+id+"/events", nil, se.reporter.token).json(t, &evs)
		last := evs[len(evs)-1]
		if last["to"] != "rejected" || last["reason_code"] != "outside_city" || last["actor_id"] != nil || last["actor_name"] != nil {
			t.Errorf("reporter's history shows %v", last)
		}
		e.do("GET", "/api/reports/"+id+"/events", nil, se.by[vecino.RoleReviewer].token).json(t, &evs)
		if evs[len(evs)-1]["actor_name"] != "Test User" {
			t.Errorf("staff history lacks the actor: %v", evs[len(evs)-1])
		}
		other := e.signup("nosy@example.org", pw)
		if r := e.do("GET", "/api/reports/"+id+"/events", nil, other.token); r.status != 404 {
			t.Errorf("another reporter reading history = %d", r.status)
		}
	})
}

func TestResolveAndBulk(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusApproved)
		for _, role := range []vecino.Role{vecino.RoleReviewer, vecino.RoleOwner, vecino.RoleReporterAdmin} {
			if r := e.do("POST", "/api/reports/"+id+"/resolution", map[string]any{"resolved": true}, se.by[role].token); r.status != 403 {
				t.Errorf("%s resolving = %d", role, r.status)
			}
		}
		r := e.do("POST", "/api/reports/"+id+"/resolution", map[string]any{"resolved": true, "note": "Repaved on Monday"}, se.by[vecino.RoleReviewerAdmin].token)
		var got map[string]any
		r.json(t, &got)
		if r.status != 200 || got["resolved"] != true || got["status"] != "approved" {
			t.Errorf("resolve = %d %v", r.status, got)
		}
		var stats struct {
			Queue            map[string]int
			ScreenedThisWeek int      `json:"screened_this_week"`
			ReviewedThisWeek int      `json:"reviewed_this_week"`
			MedianScreen     *float64 `json:"median_minutes_to_screen"`
			Resolved         int
		}
		st := e.do("GET", "/api/reports/stats", nil, se.by[vecino.RoleReporterAdmin].token)
		st.json(t, &stats)
		if st.status != 200 || stats.Queue["approved"] != 1 || stats.ScreenedThisWeek != 1 || stats.ReviewedThisWeek != 1 ||
			stats.MedianScreen == nil || stats.Resolved != 1 {
			t.Errorf("stats = %d %s", st.status, st.body)
		}
		var weekly []map[string]any
		if r := e.do("GET", "/api/reports/weekly", nil, se.by[vecino.RoleReporterAdmin].token); r.status != 200 {
			t.Errorf("weekly = %d %s", r.status, r.body)
		} else if r.json(t, &weekly); len(weekly) != 1 || weekly[0]["count"] != 1.0 {
			t.Errorf("weekly = %s", r.body)
		}
		pending := se.file(vecino.StatusPending)
		if r := e.do("POST", "/api/reports/"+pending+"/resolution", map[string]any{"resolved": true}, se.by[vecino.RoleReviewerAdmin].token); r.status != 409 {
			t.Errorf("resolving a pending report = %d", r.status)
		}
		a, b, c := se.file(vecino.StatusScreening), se.file(vecino.StatusScreening), se.file(vecino.StatusPending)
		r = e.do("POST", "/api/reports/bulk-transitions", map[string]any{"ids": []string{a, b, c}, "to": "pending", "expected_status": "screening"},
			se.by[vecino.RoleReporterAdmin].token)
		var bulk struct{ Results map[string]string }
		r.json(t, &bulk)
		if r.status != 200 || bulk.Results[a] != "ok" || bulk.Results[b] != "ok" || bulk.Results[c] != "conflict" {
			t.Errorf("bulk = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/reports/bulk-transitions", map[string]any{"ids": []string{a}, "to": "approved", "expected_status": "pending"},
			se.by[vecino.RoleReviewer].token); r.status != 403 {
			t.Errorf("bulk by a reviewer = %d", r.status)
		}
	})
}

func TestDuplicateHints(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		at := func(lat, lng string) func(map[string]string) {
			return func(f map[string]string) { f["latitude"], f["longitude"] = lat, lng }
		}
		base := se.file(vecino.StatusScreening, at("40.71780", "-74.04310"))
		near := se.file(vecino.StatusApproved, at("40.71800", "-74.04320")) // ~24 m
		se.file(vecino.StatusScreening, at("40.71900", "-74.04310"))        // ~133 m
		se.file(vecino.StatusScreening, at("40.71781", "-74.04311"), func(f map[string]string) { f["type"] = "cracked-pavement" })
		var dups []reportJSON
		e.do("GET", "/api/reports/"+base+"/duplicates", nil, se.by[vecino.RoleReporterAdmin].token).json(t, &dups)
		if len(dups) != 1 || dups[0].ID != near {
			t.Errorf("duplicates = %+v", dups)
		}
	})
}

func TestPublicRecordNeverLeaks(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		public := se.file(vecino.StatusApproved, func(f map[string]string) {
			f["category"], f["type"], f["license_plate"] = "illegal-parking", "double-parking", "SECRET1"
		})
		for _, s := range []vecino.Status{vecino.StatusScreening, vecino.StatusPending, vecino.StatusRejected} {
			se.file(s)
		}
		// An approved tenant report stays private.
		r := e.upload(se.reporter.token, map[string]string{"category": "renter-protection", "type": "retaliation",
			"description": "Rent raised after I complained about mold", "building_address": "99 Secret Ave"})
		var renter reportJSON
		r.json(t, &renter)
		for _, to := range []vecino.Status{vecino.StatusPending, vecino.StatusApproved} {
			from := map[vecino.Status]vecino.Status{vecino.StatusPending: vecino.StatusScreening, vecino.StatusApproved: vecino.StatusPending}[to]
			e.db.ChangeStatus(context.Background(), vecino.Event{ReportID: renter.ID, FromStatus: &from, ToStatus: to}) //nolint:errcheck
		}
		var list struct{ Items []map[string]any }
		e.get("/api/public/reports").json(t, &list)
		if len(list.Items) != 1 || list.Items[0]["id"] != public {
			t.Fatalf("public list = %v", list.Items)
		}
		var pts []map[string]any
		e.get("/api/public/clusters?bbox=-75,40,-73,41").json(t, &pts)
		if len(pts) != 1 || pts[0]["id"] != public {
			t.Errorf("map = %v", pts)
		}
		for _, path := range []string{"/api/public/reports", "/api/public/reports/" + public, "/api/public/reports.csv", "/api/public/reports.geojson",
			"/api/public/clusters?bbox=-180,-90,180,90", "/api/reports/" + public} {
			body := string(e.get(path).body)
			for _, secret := range []string{"SECRET1", "Secret Ave", "rep@example.org", "Test User", "reporter", se.reporter.user["id"].(string), renter.ID} {
				if strings.Contains(body, secret) {
					t.Errorf("%s leaks %q", path, secret)
				}
			}
		}
		if r := e.get("/api/public/reports/" + renter.ID); r.status != 404 {
			t.Errorf("approved tenant report by id = %d", r.status)
		}
		if r := e.get("/api/reports/" + renter.ID); r.status != 404 {
			t.Errorf("approved tenant report to the public = %d", r.status)
		}
		var one struct{ Photos []struct{ URL string } }
		e.get("/api/public/reports/"+public).json(t, &one)
		if len(one.Photos) != 1 || strings.Contains(one.Photos[0].URL, "sig=") || e.get(one.Photos[0].URL).status != 200 {
			t.Errorf("public photo = %+v", one.Photos)
		}
		if r := e.get(strings.Replace(one.Photos[0].URL, "/public", "/original", 1)); r.status != 404 {
			t.Errorf("original of a public report without a signature = %d", r.status)
		}
		var geo struct {
			Features []struct {
				Geometry   struct{ Coordinates []float64 }
				Properties map[string]any
			}
		}
		json.Unmarshal(e.get("/api/public/reports.geojson").body, &geo) //nolint:errcheck
		if len(geo.Features) != 1 || geo.Features[0].Geometry.Coordinates[1] != 40.7178 {
			t.Errorf("geojson = %+v", geo)
		}
		csv := string(e.get("/api/public/reports.csv?category=illegal-parking").body)
		if strings.Count(csv, "\n") != 2 {
			t.Errorf("csv = %q", csv)
		}
		if r := e.get("/api/public/reports?category=renter-protection"); r.status != 400 {
			t.Errorf("asking for tenant reports = %d", r.status)
		}
		if r := e.get("/api/public/clusters?bbox=1,2,3"); r.status != 400 {
			t.Errorf("bad bbox = %d", r.status)
		}
	})
}

func TestPublicFilters(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		for i := range 3 {
			se.file(vecino.StatusApproved, func(f map[string]string) {
				f["description"] = fmt.Sprintf("Pothole number %d on the avenue", i)
			})
		}
		parking := se.file(vecino.StatusApproved, func(f map[string]string) { f["category"], f["type"] = "illegal-parking", "double-parking" })
		e.do("POST", "/api/reports/"+parking+"/resolution", map[string]any{"resolved": true}, se.by[vecino.RoleReviewerAdmin].token)
		count := func(q string) int {
			var l struct{ Items []any }
			e.get("/api/public/reports?"+q).json(t, &l)
			return len(l.Items)
		}
		if n := count("category=illegal-parking"); n != 1 {
			t.Errorf("category filter = %d", n)
		}
		if n := count("state=resolved"); n != 1 {
			t.Errorf("resolved = %d", n)
		}
		if n := count("state=open"); n != 3 {
			t.Errorf("open = %d", n)
		}
		if n := count("to=2000-01-01"); n != 0 {
			t.Errorf("before 2000 = %d", n)
		}
		var page1 struct {
			Items      []reportJSON
			NextCursor *string `json:"next_cursor"`
		}
		e.get("/api/public/reports?limit=3").json(t, &page1)
		if len(page1.Items) != 3 || page1.NextCursor == nil || page1.Items[0].ID != parking {
			t.Fatalf("page 1 = %d items, newest %s", len(page1.Items), page1.Items[0].ID)
		}
		if n := count("limit=3&cursor=" + *page1.NextCursor); n != 1 {
			t.Errorf("page 2 = %d", n)
		}
	})
}
