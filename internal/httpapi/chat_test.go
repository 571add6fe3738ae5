package httpapi_test

import (
	"context"
	"maps"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/chat"
	"github.com/vecino-city/vecino/internal/httpapi"
)

func withChatLLM(l *chat.LLM) option { return func(d *httpapi.Deps) { d.App.ChatLLM = l } }

// TestChatToPrivateReport: a visitor runs the lockout conversation in
// Spanish, gets the draft, signs up and files it through the report API; the
// report is private (staff see it, the public never does).
func TestChatToPrivateReport(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		var list []chat.Assistant
		e.get("/api/chat/assistants?lang=es").json(t, &list)
		if len(list) != 10 || list[0].Type != "illegal-lockouts" || !strings.Contains(list[0].Description, "cerradura") {
			t.Fatalf("assistants = %+v", list)
		}
		var v chat.View
		e.get("/api/chat/renter-protection/illegal-lockouts?lang=es").json(t, &v)
		// A fresh install ships no contact: no placeholder number reaches a tenant.
		if v.Start != "now" || !strings.Contains(v.Disclaimer, "no asesoría legal") || v.Resources == nil || len(v.Resources) != 0 {
			t.Fatalf("script = %+v", v)
		}
		if r := e.get("/api/chat/renter-protection/pothole"); r.status != 404 {
			t.Errorf("street type = %d", r.status)
		}
		answers := map[string][]string{"now": {"yes"}, "actions": {"locks"}, "what": {"Cambió la cerradura mientras estaba en el trabajo."},
			"since": {time.Now().AddDate(0, 0, -3).Format(time.DateOnly)}, "address": {"77 Hidden Ln"}, "unit": {"4A"}, "landlord": {"Acme"},
			"told": {"no"}, "evidence": {"photos"}}
		bad := e.do("POST", "/api/chat/renter-protection/illegal-lockouts/draft?lang=es", map[string]any{"answers": map[string][]string{"now": {"yes"}}}, "")
		if bad.status != 400 || !strings.Contains(string(bad.body), `"actions":"required"`) {
			t.Errorf("unfinished draft = %d %s", bad.status, bad.body)
		}
		var d chat.Draft
		r := e.do("POST", "/api/chat/renter-protection/illegal-lockouts/draft?lang=es", map[string]any{"answers": answers}, "")
		r.json(t, &d)
		if r.status != 200 || !strings.Contains(d.Description, "Sin acceso en este momento: Sí") || !strings.Contains(d.Letter, "Estimado/a Acme:") {
			t.Fatalf("draft = %d %+v", r.status, d)
		}

		tenant := e.signup("tenant@example.org", pw)
		started, _ := time.Parse(time.DateOnly, d.StartedAt)
		filed := e.upload(tenant.token, map[string]string{"category": d.Category, "type": d.Type, "description": d.Description,
			"building_address": d.BuildingAddress, "unit": d.Unit, "landlord_name": d.LandlordName, "started_at": started.Add(12 * time.Hour).Format(time.RFC3339)})
		var rep reportJSON
		filed.json(t, &rep)
		if filed.status != 201 {
			t.Fatalf("filing the draft = %d %s", filed.status, filed.body)
		}
		staff := e.userWithRole("reviewer@example.org", "reporter_admin")
		if r := e.do("GET", "/api/reports/"+rep.ID, nil, staff.token); r.status != 200 || !strings.Contains(string(r.body), "77 Hidden Ln") {
			t.Errorf("staff view = %d %s", r.status, r.body)
		}
		for _, path := range []string{"/api/reports/" + rep.ID, "/api/public/reports", "/api/public/reports.csv", "/api/public/reports.geojson"} {
			if strings.Contains(string(e.get(path).body), "Hidden Ln") {
				t.Errorf("%s shows the tenant report", path)
			}
		}
	})
}

func TestChatFreeQuestions(t *testing.T) {
	var calls int
	fake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if r.Header.Get("Authorization") != "Bearer sk-secret" {
			http.Error(w, "bad key", http.StatusUnauthorized)
			return
		}
		w.Write([]byte(`{"choices":[{"message":{"content":"Llama a la línea para inquilinos."}}]}`)) //nolint:errcheck
	}))
	defer fake.Close()
	ask := func(e *env, lang, q string) (status int, a struct{ Answer, Source string }) {
		r := e.do("POST", "/api/chat/renter-protection/illegal-lockouts/questions?lang="+lang, map[string]string{"question": q}, "")
		if r.status == 200 {
			r.json(t, &a)
		}
		return r.status, a
	}
	t.Run("without an endpoint", func(t *testing.T) {
		forEachServerInTurn(t, func(t *testing.T, e *env) {
			status, a := ask(e, "es", "¿Puedo cambiar yo la cerradura?")
			if status != 200 || a.Source != "fixed" || !strings.Contains(a.Answer, "recursos locales") {
				t.Errorf("answer = %d %+v", status, a)
			}
			if status, _ := ask(e, "en", "  "); status != 400 {
				t.Errorf("empty question = %d", status)
			}
			if status, _ := ask(e, "en", strings.Repeat("x", 501)); status != 400 {
				t.Errorf("long question = %d", status)
			}
		})
	})
	t.Run("with an endpoint", func(t *testing.T) {
		forEachServer(t, func(t *testing.T, e *env) {
			status, a := ask(e, "es", "¿Qué hago?")
			if status != 200 || a.Source != "assistant" || !strings.HasPrefix(a.Answer, "Llama a la línea") || !strings.Contains(a.Answer, "no asesoría legal") ||
				strings.Contains(a.Answer, "sk-secret") {
				t.Errorf("answer = %d %+v", status, a)
			}
		}, withChatLLM(&chat.LLM{URL: fake.URL, Model: "m", APIKey: "sk-secret"}))
	})
	t.Run("a failing endpoint degrades to the fixed answer", func(t *testing.T) {
		forEachServer(t, func(t *testing.T, e *env) {
			before := calls
			status, a := ask(e, "en", "What now?")
			if status != 200 || a.Source != "fixed" || calls != before+1 {
				t.Errorf("answer = %d %+v", status, a)
			}
		}, withChatLLM(&chat.LLM{URL: fake.URL, Model: "m", APIKey: "wrong"}))
	})
}

func TestChatFollowsItsFlag(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		if err := e.db.SetFlag(context.Background(), "renter_chat", false); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"/api/chat/assistants", "/api/chat/renter-protection/retaliation"} {
			if r := e.get(path); r.status != 404 {
				t.Errorf("%s with the flag off = %d", path, r.status)
			}
		}
		on := true
		owner := e.userWithRole("owner@example.org", "owner")
		if err := e.db.SetRoleFlag(context.Background(), "renter_chat", "owner", &on); err != nil {
			t.Fatal(err)
		}
		if r := e.do("GET", "/api/chat/assistants", nil, owner.token); r.status != 200 {
			t.Errorf("owner with the flag on for owners = %d", r.status)
		}
	})
}

// TestOwnerChatResources: an owner replaces the resources (checked), the
// assistant shows them, and deleting them goes back to none (nothing ships).
func TestOwnerChatResources(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		owner := e.userWithRole("owner@example.org", "owner")
		var list struct {
			Resources []chat.Resource
			Custom    bool
		}
		fresh := e.do("GET", "/api/owner/chat/resources", nil, owner.token)
		fresh.json(t, &list)
		if list.Custom || len(list.Resources) != 0 || !strings.Contains(string(fresh.body), `"resources":[]`) {
			t.Fatalf("a fresh install = %s", fresh.body)
		}
		bad := map[string]any{"resources": []map[string]any{{"name": "Hotline", "description": map[string]string{"en": "Help"}, "languages": []string{"en"}}}}
		r := e.do("PUT", "/api/owner/chat/resources", bad, owner.token)
		if r.status != 400 || !strings.Contains(string(r.body), "phone or a web") {
			t.Errorf("bad resources = %d %s", r.status, r.body)
		}
		// Each problem is named by resource and field, for the owner page to show beside it.
		var fail struct {
			Error struct{ Fields map[string]string }
		}
		r.json(t, &fail)
		if want := map[string]string{"resources.0.phone": "required", "resources.0.description_es": "required"}; !maps.Equal(fail.Error.Fields, want) {
			t.Errorf("fields = %v, want %v", fail.Error.Fields, want)
		}
		if r := e.do("PUT", "/api/owner/chat/resources", map[string]any{"resources": []any{}}, owner.token); r.status != 400 {
			t.Errorf("empty list = %d", r.status)
		}
		good := map[string]any{"resources": []map[string]any{
			{"name": "Harbor City Tenants", "description": map[string]string{"en": "Organizers", "es": "Organizadores"}, "web": "https://tenants.harbor.example", "languages": []string{"es", "en"}},
			{"name": "Lockout Line", "description": map[string]string{"en": "24 hours", "es": "24 horas"}, "phone": "555-0199", "languages": []string{"en"}, "types": []string{"illegal-lockouts"}},
		}}
		r = e.do("PUT", "/api/owner/chat/resources", good, owner.token)
		r.json(t, &list)
		if r.status != 200 || !list.Custom || len(list.Resources) != 2 || list.Resources[0].Languages[0] != "es" || list.Resources[1].Types[0] != "illegal-lockouts" {
			t.Fatalf("saved = %d %+v", r.status, list)
		}
		var v chat.View
		e.get("/api/chat/renter-protection/retaliation?lang=es").json(t, &v)
		if len(v.Resources) != 1 || v.Resources[0].Name != "Harbor City Tenants" || v.Resources[0].Description != "Organizadores" {
			t.Errorf("retaliation resources = %+v", v.Resources)
		}
		e.get("/api/chat/renter-protection/illegal-lockouts").json(t, &v)
		if len(v.Resources) != 2 {
			t.Errorf("lockout resources = %+v", v.Resources)
		}
		e.do("DELETE", "/api/owner/chat/resources", nil, owner.token).json(t, &list)
		if list.Custom || len(list.Resources) != 0 {
			t.Errorf("reset = %+v", list)
		}
		e.get("/api/chat/renter-protection/retaliation").json(t, &v)
		if len(v.Resources) != 0 {
			t.Errorf("after reset = %+v", v.Resources)
		}
	})
}
