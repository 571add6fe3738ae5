package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

type deliveryJSON struct {
	ID             string
	DepartmentID   *string `json:"department_id"`
	DepartmentName string  `json:"department_name"`
	Channel        string
	State          string
	Attempts       int
	LastError      string `json:"last_error"`
	ExternalID     string `json:"external_id"`
}

// newDepartment creates a department as the owner and returns its id.
func (se *staffEnv) newDepartment(body map[string]any) string {
	se.t.Helper()
	r := se.do("POST", "/api/owner/departments", body, se.by[vecino.RoleOwner].token)
	if r.status != 201 {
		se.t.Fatalf("create department = %d %s", r.status, r.body)
	}
	var d struct{ ID string }
	r.json(se.t, &d)
	return d.ID
}

func (se *staffEnv) newRule(body map[string]any) {
	se.t.Helper()
	if r := se.do("POST", "/api/owner/routing-rules", body, se.by[vecino.RoleOwner].token); r.status != 201 {
		se.t.Fatalf("create rule = %d %s", r.status, r.body)
	}
}

// approve moves a pending report to approved as a reviewer.
func (se *staffEnv) approve(id string) {
	se.t.Helper()
	if r := se.move(se.by[vecino.RoleReviewer].token, id, vecino.StatusPending, vecino.StatusApproved, "", "Checked on site"); r.status != 200 {
		se.t.Fatalf("approve = %d %s", r.status, r.body)
	}
}

// delivered waits until the report's latest delivery is in a state other
// than queued (or has tried at least tries times) and returns it.
func (se *staffEnv) delivered(id string, tries int) deliveryJSON {
	se.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		var ds []deliveryJSON
		r := se.do("GET", "/api/reports/"+id+"/deliveries", nil, se.by[vecino.RoleReviewer].token)
		if r.status != 200 {
			se.t.Fatalf("deliveries = %d %s", r.status, r.body)
		}
		r.json(se.t, &ds)
		if n := len(ds); n > 0 && (ds[n-1].State != "queued" || (tries > 0 && ds[n-1].Attempts >= tries)) {
			return ds[n-1]
		}
		if time.Now().After(deadline) {
			se.t.Fatalf("report %s not delivered after 20 s: %s", id, r.body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// privateReport stores a pending renter-protection report of the reporter.
func (se *staffEnv) privateReport() string {
	se.t.Helper()
	rep := &vecino.Report{ReporterID: se.reporter.user["id"].(string), Category: vecino.CategoryRenterProtection, Type: "retaliation",
		Description: "The landlord raised the rent after I asked for repairs", BuildingAddress: "12 Elm St", Unit: "3B"}
	if err := se.db.CreateReport(context.Background(), rep); err != nil {
		se.t.Fatal(err)
	}
	from := vecino.StatusScreening
	if err := se.db.ChangeStatus(context.Background(), vecino.Event{ReportID: rep.ID, FromStatus: &from, ToStatus: vecino.StatusPending}); err != nil {
		se.t.Fatal(err)
	}
	return rep.ID
}

var updateLink = regexp.MustCompile(`http://localhost:8080/(en|es)/department-update/([0-9a-f-]+)\?sig=([A-Za-z0-9_-]+)`)

func TestDepartmentsAreForOwners(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		owner := se.by[vecino.RoleOwner].token
		body := map[string]any{"name": "Streets", "emails": []string{"streets@city.example"}, "language": "es", "is_default": true}
		for _, role := range []vecino.Role{vecino.RoleReporter, vecino.RoleReporterAdmin, vecino.RoleReviewer, vecino.RoleReviewerAdmin} {
			tok := se.by[role].token
			for _, r := range []response{e.do("GET", "/api/owner/departments", nil, tok), e.do("POST", "/api/owner/departments", body, tok),
				e.do("POST", "/api/owner/routing-rules", map[string]any{"category": "bike-issues"}, tok),
				e.do("POST", "/api/owner/routing-test", map[string]any{"category": "bike-issues"}, tok)} {
				if r.status != 403 {
					t.Errorf("%s: %d %s, want 403", role, r.status, r.body)
				}
			}
		}
		if r := e.do("GET", "/api/owner/departments", nil, ""); r.status != 401 {
			t.Errorf("visitor = %d", r.status)
		}
		for _, bad := range []map[string]any{
			{"name": "", "emails": []string{"a@b.example"}},
			{"name": "X", "emails": []string{"not an address"}},
			{"name": "X", "emails": []string{}},
			{"name": "X", "emails": []string{"a@b.example"}, "language": "fr"},
			{"name": "X", "open311": map[string]any{"base_url": "ftp://311.example"}},
			{"name": "X", "open311": map[string]any{"base_url": "https://311.example", "service_codes": map[string]string{"nope/none": "1"}}},
		} {
			if r := e.do("POST", "/api/owner/departments", bad, owner); r.status != 400 {
				t.Errorf("create %v = %d %s", bad, r.status, r.body)
			}
		}
		streets := se.newDepartment(body)
		if r := e.do("POST", "/api/owner/departments", body, owner); r.status != 400 || !strings.Contains(string(r.body), "taken") {
			t.Errorf("a taken name = %d %s", r.status, r.body)
		}
		o311 := se.newDepartment(map[string]any{"name": "City 311", "open311": map[string]any{"base_url": "https://311.example/v2/", "api_key": "k-secret",
			"service_codes": map[string]string{"road-infrastructure/pothole": "PTH"}}})
		se.newRule(map[string]any{"category": "road-infrastructure", "type": "pothole", "department_id": o311})
		if r := e.do("POST", "/api/owner/routing-rules", map[string]any{"category": "road-infrastructure", "type": "pothole", "department_id": streets}, owner); r.status != 400 {
			t.Errorf("a second rule for the same type = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/owner/routing-rules", map[string]any{"category": "road-infrastructure", "department_id": "nope"}, owner); r.status != 400 {
			t.Errorf("a rule to no department = %d %s", r.status, r.body)
		}
		list := e.do("GET", "/api/owner/departments", nil, owner)
		if list.status != 200 || strings.Contains(string(list.body), "k-secret") || !strings.Contains(string(list.body), `"api_key_set":true`) ||
			!strings.Contains(string(list.body), `"base_url":"https://311.example/v2"`) {
			t.Errorf("list = %d %s", list.status, list.body)
		}
		test := func(category, typ string) string {
			var v struct{ Department *struct{ ID string } }
			r := e.do("POST", "/api/owner/routing-test", map[string]any{"category": category, "type": typ, "latitude": 40.7178, "longitude": -74.0431}, owner)
			if r.status != 200 {
				t.Fatalf("routing test = %d %s", r.status, r.body)
			}
			r.json(t, &v)
			if v.Department == nil {
				return ""
			}
			return v.Department.ID
		}
		if got := test("road-infrastructure", "pothole"); got != o311 {
			t.Errorf("pothole goes to %q, want the 311 department", got)
		}
		if got := test("road-infrastructure", "cracked-pavement"); got != streets {
			t.Errorf("cracked pavement goes to %q, want the default", got)
		}
		if got := test(vecino.CategoryRenterProtection, "retaliation"); got != "" {
			t.Errorf("renter protection goes to %q without a rule", got)
		}
		// Staff may read department names for a resend; only the owner edits.
		if r := e.do("GET", "/api/departments", nil, se.by[vecino.RoleReviewer].token); r.status != 200 || strings.Contains(string(r.body), "k-secret") {
			t.Errorf("department names = %d %s", r.status, r.body)
		}
		if r := e.do("DELETE", "/api/owner/departments/"+streets, nil, se.by[vecino.RoleReviewerAdmin].token); r.status != 403 {
			t.Errorf("delete by a reviewer admin = %d", r.status)
		}
		if r := e.do("DELETE", "/api/owner/departments/"+streets, nil, owner); r.status != 204 {
			t.Errorf("delete = %d %s", r.status, r.body)
		}
	})
}

// TestDeliveryByEmail: approval delivers to the routed department by email
// in its language, through the outbox; its signed link records updates.
func TestDeliveryByEmail(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		reviewer := se.by[vecino.RoleReviewer].token

		// Nothing to route to: unrouted, visible to staff.
		lonely := se.file(vecino.StatusPending)
		se.approve(lonely)
		if d := se.delivered(lonely, 0); d.State != "unrouted" || d.DepartmentID != nil {
			t.Errorf("with no department: %+v", d)
		}

		streets := se.newDepartment(map[string]any{"name": "Calles", "emails": []string{"calles@city.example", "jefa@city.example"}, "language": "es", "is_default": true})
		housing := se.newDepartment(map[string]any{"name": "Housing", "emails": []string{"housing@city.example"}})
		id := se.file(vecino.StatusPending, func(f map[string]string) { f["address"] = "Grove St & Newark Ave" })
		se.approve(id)
		d := se.delivered(id, 0)
		if d.State != "sent" || d.Channel != "email" || d.DepartmentName != "Calles" || d.Attempts != 1 {
			t.Fatalf("delivery = %+v", d)
		}
		m := e.mail.Take(t, "calles@city.example")
		e.mail.Take(t, "jefa@city.example")
		for _, want := range []string{"Tipo: Bache", "Lugar: Grove St & Newark Ave", "Deep pothole in the bike lane",
			"http://localhost:8080/es/public/violations/approved/" + id, "openstreetmap.org", "http://localhost:8080/media/",
			"INTERNO", "Checked on site", "mapa público"} {
			if !strings.Contains(m.Data, want) {
				t.Errorf("department mail lacks %q:\n%s", want, m.Data)
			}
		}
		link := updateLink.FindStringSubmatch(m.Data)
		if link == nil || link[1] != "es" || link[2] != d.ID {
			t.Fatalf("no update link for delivery %s in:\n%s", d.ID, m.Data)
		}
		page := "/api/department-updates/" + link[2]
		if r := e.do("GET", page+"?sig=forged", nil, ""); r.status != 403 {
			t.Errorf("page with a forged signature = %d", r.status)
		}
		if r := e.do("POST", page, map[string]any{"sig": link[3][:len(link[3])-2] + "xx", "kind": "fixed"}, ""); r.status != 403 {
			t.Errorf("update with a bad signature = %d", r.status)
		}
		if r := e.do("POST", "/api/department-updates/"+lonely, map[string]any{"sig": link[3], "kind": "fixed"}, ""); r.status != 403 {
			t.Errorf("a signature for another delivery = %d", r.status)
		}
		if r := e.do("POST", page, map[string]any{"sig": link[3], "kind": "done"}, ""); r.status != 400 {
			t.Errorf("an unknown kind = %d", r.status)
		}
		if r := e.do("GET", page+"?sig="+link[3], nil, ""); r.status != 200 || !strings.Contains(string(r.body), "Grove St") {
			t.Errorf("page = %d %s", r.status, r.body)
		}
		if r := e.do("POST", page, map[string]any{"sig": link[3], "kind": "in_progress", "note": "Crew booked"}, ""); r.status != 201 {
			t.Fatalf("in progress = %d %s", r.status, r.body)
		}
		if r := e.do("POST", page, map[string]any{"sig": link[3], "kind": "fixed", "note": "Patched on Monday"}, ""); r.status != 201 {
			t.Fatalf("fixed = %d %s", r.status, r.body)
		}
		var pub map[string]any
		e.get("/api/public/reports/"+id).json(t, &pub)
		if pub["resolved"] != true {
			t.Errorf("public report after fixed: %v", pub)
		}
		var ups []map[string]any
		if r := e.get("/api/reports/" + id + "/updates"); r.status != 200 {
			t.Fatalf("updates = %d", r.status)
		} else {
			r.json(t, &ups)
		}
		if len(ups) != 2 || ups[0]["kind"] != "in_progress" || ups[1]["kind"] != "fixed" || ups[1]["note"] != "Patched on Monday" ||
			ups[1]["department_name"] != "Calles" || ups[1]["created_at"] == nil || ups[1]["delivery_id"] != nil {
			t.Errorf("public updates = %+v", ups)
		}

		// Not ours: recorded, the delivery flagged; staff reroute and resend.
		other := se.file(vecino.StatusPending)
		se.approve(other)
		od := se.delivered(other, 0)
		e.mail.Take(t, "jefa@city.example")
		m = e.mail.Take(t, "calles@city.example")
		link = updateLink.FindStringSubmatch(m.Data)
		if link == nil || link[2] != od.ID {
			t.Fatalf("second mail's link: %v", link)
		}
		if r := e.do("POST", "/api/department-updates/"+od.ID, map[string]any{"sig": link[3], "kind": "not_ours", "note": "Housing's"}, ""); r.status != 201 {
			t.Fatalf("not ours = %d %s", r.status, r.body)
		}
		if d := se.delivered(other, 0); d.State != "not_ours" {
			t.Errorf("after not ours: %+v", d)
		}
		if r := e.do("POST", "/api/reports/"+other+"/deliveries", map[string]any{"department_id": housing}, se.by[vecino.RoleOwner].token); r.status != 403 {
			t.Errorf("resend by an owner alone = %d", r.status)
		}
		if r := e.do("POST", "/api/reports/"+other+"/deliveries", map[string]any{"department_id": housing}, reviewer); r.status != 201 {
			t.Fatalf("resend = %d %s", r.status, r.body)
		}
		if d := se.delivered(other, 0); d.State != "sent" || d.DepartmentName != "Housing" {
			t.Errorf("rerouted: %+v", d)
		}
		if m := e.mail.Take(t, "housing@city.example"); !strings.Contains(m.Data, "Type: Pothole") {
			t.Errorf("rerouted mail in English:\n%s", m.Data)
		}
		if r := e.do("POST", "/api/reports/"+se.file(vecino.StatusPending)+"/deliveries", map[string]any{}, reviewer); r.status != 409 {
			t.Errorf("resend of a pending report = %d", r.status)
		}

		// Renter protection: never the default; delivered where a rule
		// names it, with no address, map or word of being public.
		private := se.privateReport()
		se.approve(private)
		if d := se.delivered(private, 0); d.State != "unrouted" {
			t.Errorf("private report with only a default department: %+v", d)
		}
		se.newRule(map[string]any{"category": vecino.CategoryRenterProtection, "department_id": housing})
		if r := e.do("POST", "/api/reports/"+private+"/deliveries", map[string]any{}, reviewer); r.status != 201 {
			t.Fatalf("resend private = %d %s", r.status, r.body)
		}
		if d := se.delivered(private, 0); d.State != "sent" || d.DepartmentName != "Housing" {
			t.Errorf("private delivery: %+v", d)
		}
		pm := e.mail.Take(t, "housing@city.example")
		for _, never := range []string{"12 Elm St", "openstreetmap", "public", "/approved/"} {
			if strings.Contains(strings.ToLower(pm.Data), strings.ToLower(never)) {
				t.Errorf("private mail says %q:\n%s", never, pm.Data)
			}
		}
		link = updateLink.FindStringSubmatch(pm.Data)
		if link == nil {
			t.Fatalf("private mail without a link:\n%s", pm.Data)
		}
		if r := e.do("POST", "/api/department-updates/"+link[2], map[string]any{"sig": link[3], "kind": "acknowledged"}, ""); r.status != 201 {
			t.Fatalf("private update = %d %s", r.status, r.body)
		}
		if r := e.get("/api/reports/" + private + "/updates"); r.status != 404 {
			t.Errorf("a private report's updates to a visitor = %d %s", r.status, r.body)
		}
		if r := e.do("GET", "/api/reports/"+private+"/updates", nil, reviewer); r.status != 200 || !strings.Contains(string(r.body), "acknowledged") {
			t.Errorf("a private report's updates to staff = %d %s", r.status, r.body)
		}
		_ = streets
	})
}

// fake311 is a city's 311 system that refuses the first fail filings.
type fake311 struct {
	mu      sync.Mutex
	fail    int
	posts   int
	created []string // service codes filed
	status  string
}

func (f *fake311) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	switch {
	case r.Method == "POST" && r.URL.Path == "/v2/requests.json":
		f.posts++
		if f.posts <= f.fail {
			w.WriteHeader(503)
			fmt.Fprint(w, `[{"code":503,"description":"down for maintenance"}]`)
			return
		}
		if r.PostFormValue("api_key") != "city-key" || r.PostFormValue("jurisdiction_id") != "jc" {
			w.WriteHeader(403)
			fmt.Fprint(w, `[{"code":403,"description":"bad key"}]`)
			return
		}
		f.created = append(f.created, r.PostFormValue("service_code"))
		w.WriteHeader(201)
		fmt.Fprintf(w, `[{"service_request_id":"SR-%d"}]`, len(f.created))
	case r.Method == "GET" && r.URL.Path == "/v2/requests/SR-1.json":
		fmt.Fprintf(w, `[{"service_request_id":"SR-1","status":"%s","status_notes":"Crew sent"}]`, f.status)
	default:
		w.WriteHeader(404)
		fmt.Fprint(w, `[{"code":404,"description":"not found"}]`)
	}
}

// TestDeliveryByOpen311Retries: a 311 system down for a while gets the
// request once it is back, once; its status is read back.
func TestDeliveryByOpen311Retries(t *testing.T) {
	var a *app.App
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		fake := &fake311{fail: 2, status: "open"}
		city := httptest.NewServer(fake)
		defer city.Close()
		se.newDepartment(map[string]any{"name": "City 311", "is_default": true, "open311": map[string]any{"base_url": city.URL + "/v2",
			"api_key": "city-key", "jurisdiction_id": "jc", "service_codes": map[string]string{"road-infrastructure": "ROADS"}}})
		id := se.file(vecino.StatusPending)
		se.approve(id)
		d := se.delivered(id, 0)
		if d.State != "sent" || d.Attempts != 3 || d.ExternalID != "SR-1" || d.Channel != "open311" {
			t.Fatalf("delivery = %+v", d)
		}
		time.Sleep(300 * time.Millisecond) // a duplicate job would run by now
		fake.mu.Lock()
		if fake.posts != 3 || len(fake.created) != 1 || fake.created[0] != "ROADS" {
			t.Errorf("the 311 system got %d posts, created %v", fake.posts, fake.created)
		}
		fake.mu.Unlock()

		// Polled: open with notes is in progress; closed is fixed.
		if err := a.PollDepartments(context.Background()); err != nil {
			t.Fatal(err)
		}
		if err := a.PollDepartments(context.Background()); err != nil { // nothing new
			t.Fatal(err)
		}
		fake.mu.Lock()
		fake.status = "closed"
		fake.mu.Unlock()
		if err := a.PollDepartments(context.Background()); err != nil {
			t.Fatal(err)
		}
		var ups []map[string]any
		e.get("/api/reports/"+id+"/updates").json(t, &ups)
		if len(ups) != 2 || ups[0]["kind"] != "in_progress" || ups[1]["kind"] != "fixed" || ups[1]["note"] != "Crew sent" || ups[1]["source"] != "open311" {
			t.Errorf("updates = %+v", ups)
		}
		var pub map[string]any
		e.get("/api/public/reports/"+id).json(t, &pub)
		if pub["resolved"] != true {
			t.Errorf("report after closed: %v", pub)
		}

		// A refusal no retry mends fails at once.
		fake.mu.Lock()
		fake.fail = 0
		fake.mu.Unlock()
		se.newDepartment(map[string]any{"name": "Wrong key", "open311": map[string]any{"base_url": city.URL + "/v2", "api_key": "nope"}})
		var names []struct{ ID, Name string }
		e.do("GET", "/api/departments", nil, se.by[vecino.RoleReviewer].token).json(t, &names)
		wrong := ""
		for _, n := range names {
			if n.Name == "Wrong key" {
				wrong = n.ID
			}
		}
		if r := e.do("POST", "/api/reports/"+id+"/deliveries", map[string]any{"department_id": wrong}, se.by[vecino.RoleReviewer].token); r.status != 201 {
			t.Fatalf("resend = %d %s", r.status, r.body)
		}
		if d := se.delivered(id, 0); d.State != "failed" || d.Attempts != 1 || !strings.Contains(d.LastError, "bad key") {
			t.Errorf("refused delivery = %+v", d)
		}
	}, withApp(&a))
}

// TestDeliveryToAnotherVecino: a department whose 311 system is another
// Vecino: the request lands in that instance's screening queue.
func TestDeliveryToAnotherVecino(t *testing.T) {
	var a *app.App
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		other := newStaffEnv(t, newEnv(t, sqlstoretest.Open(t, e.db.Dialect)))
		if r := other.do("PUT", "/api/owner/flags/open311_api", map[string]any{"enabled": true}, other.by[vecino.RoleOwner].token); r.status != 200 {
			t.Fatalf("flag = %d %s", r.status, r.body)
		}
		key := other.env.NewAPIKey(other.by[vecino.RoleOwner].token)
		se.newDepartment(map[string]any{"name": "County", "is_default": true, "open311": map[string]any{"base_url": other.srv.URL + "/open311/v2", "api_key": key}})
		id := se.file(vecino.StatusPending)
		se.approve(id)
		d := se.delivered(id, 0)
		if d.State != "sent" || d.ExternalID == "" {
			t.Fatalf("delivery = %+v", d)
		}
		filed, err := other.db.ReportByID(context.Background(), d.ExternalID)
		if err != nil || filed.Status != vecino.StatusScreening || filed.Origin != vecino.OriginOpen311 || filed.Type != "pothole" ||
			!strings.Contains(filed.Description, "Deep pothole") || filed.Latitude == nil || !strings.Contains(filed.MediaURL, "/media/") {
			t.Fatalf("filed in the other instance: %+v, %v", filed, err)
		}
		var queue struct{ Items []struct{ ID string } }
		other.do("GET", "/api/reports?status=screening", nil, other.by[vecino.RoleReviewer].token).json(t, &queue)
		found := false
		for _, it := range queue.Items {
			found = found || it.ID == d.ExternalID
		}
		if !found {
			t.Errorf("not in the other instance's screening queue: %+v", queue)
		}
		// Its status is read with the key: open, first seen, acknowledged.
		if err := a.PollDepartments(context.Background()); err != nil {
			t.Fatal(err)
		}
		var ups []map[string]any
		e.get("/api/reports/"+id+"/updates").json(t, &ups)
		if len(ups) != 1 || ups[0]["source"] != "open311" {
			t.Errorf("updates = %+v", ups)
		}
	}, withApp(&a))
}
