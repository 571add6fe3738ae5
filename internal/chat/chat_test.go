package chat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

func load(t *testing.T) *Content {
	t.Helper()
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestContentIsWellFormed: the shipped content passes the validator (every
// type has a script, every branch reachable, every string in both languages).
func TestContentIsWellFormed(t *testing.T) {
	c := load(t)
	if len(c.Scripts) != 10 || len(Types()) != 10 {
		t.Fatalf("scripts = %d, types = %d", len(c.Scripts), len(Types()))
	}
	for typ := range c.Scripts {
		for _, lang := range []string{"en", "es"} {
			v, _ := c.View(typ, lang, exampleResources(t))
			if len(v.Resources) == 0 || v.Title == "" || len(v.Steps) < 8 {
				t.Errorf("%s/%s: %d resources, %d steps", typ, lang, len(v.Resources), len(v.Steps))
			}
		}
	}
}

// TestValidatorCatchesBrokenContent: each kind of mistake a content editor
// can make is reported.
func TestValidatorCatchesBrokenContent(t *testing.T) {
	cases := map[string]struct {
		breakIt func(c *Content)
		want    string
	}{
		"missing Spanish": {func(c *Content) { c.Scripts["retaliation"].Rights[0].ES = "" }, "retaliation.rights.0: needs both"},
		"missing option Spanish": {func(c *Content) { c.Scripts["illegal-lockouts"].Steps[0].Options[0].Label.ES = " " },
			"illegal-lockouts.now.options.yes: needs both"},
		"dangling next": {func(c *Content) { c.Scripts["illegal-lockouts"].Steps[1].Next = "nowhere" }, `illegal-lockouts.urgent: next "nowhere" is not a step`},
		"unreachable":   {func(c *Content) { c.Scripts["illegal-lockouts"].Steps[0].Options[0].Next = "actions" }, "illegal-lockouts.urgent: never reached"},
		"dead end": {func(c *Content) {
			c.Scripts["illegal-lockouts"].Steps[2].Next = "urgent"
			c.Scripts["illegal-lockouts"].Steps[1].Next = "actions"
		}, "illegal-lockouts.now: cannot reach the end"},
		"placeholders":    {func(c *Content) { c.Common.Letter.Body.ES = "Alquilo {address}." }, "common.letter.body: English and Spanish use different"},
		"unknown kind":    {func(c *Content) { c.Scripts["retaliation"].Steps[0].Kind = "slider" }, `unknown kind "slider"`},
		"field in a type": {func(c *Content) { c.Scripts["retaliation"].Steps[0].Field = FieldUnit }, "only common steps fill draft fields"},
		"missing script":  {func(c *Content) { delete(c.Scripts, "retaliation") }, "retaliation: no script"},
		"duplicate id":    {func(c *Content) { c.Scripts["retaliation"].Steps[1].ID = "what" }, `step id "what" used twice`},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			c := load(t)
			tc.breakIt(c)
			err := c.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Validate() = %v, want %q", err, tc.want)
			}
		})
	}
}

var now = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

func lockoutAnswers() Answers {
	return Answers{"now": {"yes"}, "actions": {"locks", "belongings"}, "what": {"The landlord changed the lock while I was at work."},
		"since": {"2026-11-20"}, "address": {"12 Grove St"}, "unit": {"3B"}, "landlord": {"Acme Rentals"}, "told": {"writing"},
		"evidence": {"photos", "messages"}}
}

func TestDraftFollowsTheBranchesInTheUsersLanguage(t *testing.T) {
	c := load(t)
	d, err := c.Draft("illegal-lockouts", "es", lockoutAnswers(), now)
	if err != nil {
		t.Fatal(err)
	}
	if d.Category != "renter-protection" || d.BuildingAddress != "12 Grove St" || d.Unit != "3B" || d.LandlordName != "Acme Rentals" || d.StartedAt != "2026-11-20" {
		t.Errorf("fields = %+v", d)
	}
	for _, want := range []string{"Desalojo ilegal", "changed the lock", "Empezó: 20 de noviembre de 2026", "Sin acceso en este momento: Sí, ahora mismo",
		"Lo que hizo el arrendador: Cambió la cerradura, Sacó mis cosas", "Pruebas: Fotos o videos, Mensajes de texto o correos"} {
		if !strings.Contains(d.Description, want) {
			t.Errorf("description lacks %q:\n%s", want, d.Description)
		}
	}
	for _, want := range []string{"Estimado/a Acme Rentals:", "12 Grove St, unidad 3B", "Esto empezó el 20 de noviembre de 2026", "Le pido que me devuelva"} {
		if !strings.Contains(d.Letter, want) {
			t.Errorf("letter lacks %q:\n%s", want, d.Letter)
		}
	}
	in := vecino.ReportInput{Category: d.Category, Type: d.Type, Description: d.Description, BuildingAddress: d.BuildingAddress, Unit: d.Unit, LandlordName: d.LandlordName}
	if err := in.Validate(now); err != nil {
		t.Errorf("the draft is not a valid report: %v", err)
	}

	// The other branch skips the urgent step; optional answers may be empty;
	// answers off the path are ignored.
	a := lockoutAnswers()
	a["now"], a["unit"], a["landlord"] = []string{"no"}, nil, []string{""}
	d, err = c.Draft("illegal-lockouts", "en", a, now)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Description, "Locked out right now: No") || d.Unit != "" || !strings.HasPrefix(d.Letter, "Dear landlord or building manager,") ||
		strings.Contains(d.Letter, "unit") {
		t.Errorf("draft = %+v", d)
	}
	if !strings.Contains(d.Letter, "This started on November 20, 2026.") || strings.Contains(d.Letter+d.Description, "2026-11-20") {
		t.Errorf("the English letter writes the date as English does:\n%s\n%s", d.Description, d.Letter)
	}
}

func TestDraftRefusesBadAnswers(t *testing.T) {
	c := load(t)
	cases := map[string]struct {
		mut         func(Answers)
		step, field string
	}{
		"missing choice":   {func(a Answers) { delete(a, "now") }, "now", vecino.FieldRequired},
		"unknown option":   {func(a Answers) { a["now"] = []string{"maybe"} }, "now", vecino.FieldRequired},
		"two choices":      {func(a Answers) { a["now"] = []string{"yes", "no"} }, "now", vecino.FieldRequired},
		"unknown in multi": {func(a Answers) { a["actions"] = []string{"locks", "arson"} }, "actions", vecino.FieldRequired},
		"empty multi":      {func(a Answers) { a["actions"] = nil }, "actions", vecino.FieldRequired},
		"no address":       {func(a Answers) { a["address"] = []string{"  "} }, "address", vecino.FieldRequired},
		"too long":         {func(a Answers) { a["what"] = []string{strings.Repeat("é", 1201)} }, "what", vecino.FieldTooLong},
		"bad date":         {func(a Answers) { a["since"] = []string{"20/11/2026"} }, "since", vecino.FieldInvalidFormat},
		"future date":      {func(a Answers) { a["since"] = []string{"2026-12-01"} }, "since", "in_future"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			a := lockoutAnswers()
			tc.mut(a)
			_, err := c.Draft("illegal-lockouts", "en", a, now)
			var ve *vecino.Error
			if !errors.As(err, &ve) || ve.Code != vecino.EINVALID || ve.Fields[tc.step] != tc.field {
				t.Errorf("Draft = %v, want %s=%s", err, tc.step, tc.field)
			}
		})
	}
	if _, err := c.Draft("pothole", "en", lockoutAnswers(), now); err == nil {
		t.Error("a street type has no assistant")
	}
}

func TestResources(t *testing.T) {
	good := `[{"name":"Tenant Hotline","description":{"en":"Help","es":"Ayuda"},"phone":"311","languages":["en","es"],"types":["retaliation"]}]`
	rs, err := ParseResources([]byte(good))
	if err != nil || len(rs) != 1 || !rs[0].For("retaliation") || rs[0].For("illegal-lockouts") {
		t.Fatalf("ParseResources = %+v, %v", rs, err)
	}
	for bad, want := range map[string]string{
		`[{"name":"","description":{"en":"a","es":"b"},"phone":"1","languages":["en"]}]`:                      "name",
		`[{"name":"X","description":{"en":"a","es":""},"phone":"1","languages":["en"]}]`:                      "description",
		`[{"name":"X","description":{"en":"a","es":"b"},"languages":["en"]}]`:                                 "phone or a web",
		`[{"name":"X","description":{"en":"a","es":"b"},"web":"javascript:alert(1)","languages":["en"]}]`:     "web must be",
		`[{"name":"X","description":{"en":"a","es":"b"},"phone":"1","languages":[]}]`:                         "languages",
		`[{"name":"X","description":{"en":"a","es":"b"},"phone":"1","languages":["en"],"types":["pothole"]}]`: "not a renter-protection type",
		`[{"name":"X","nombre":"Y"}]`: "unknown field",
	} {
		if _, err := ParseResources([]byte(bad)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseResources(%s) = %v, want %q", bad, err, want)
		}
	}
}

// TestLLMAgainstAFakeEndpoint runs the client against a local server that
// speaks the chat-completions protocol.
func TestLLMAgainstAFakeEndpoint(t *testing.T) {
	c := load(t)
	var got struct {
		Model    string
		Messages []struct{ Role, Content string }
	}
	var auth string
	fake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" || r.Method != "POST" {
			http.NotFound(w, r)
			return
		}
		auth = r.Header.Get("Authorization")
		json.NewDecoder(r.Body).Decode(&got)                                                              //nolint:errcheck
		w.Write([]byte(`{"choices":[{"message":{"role":"assistant","content":" Call the hotline. "}}]}`)) //nolint:errcheck
	}))
	defer fake.Close()
	l := &LLM{URL: fake.URL + "/v1/", Model: "tiny", APIKey: "sk-test"}
	if p := c.Prompt("illegal-lockouts", "es", nil); !strings.Contains(p, "none listed") {
		t.Errorf("a prompt without resources must say so:\n%s", p)
	}
	prompt := c.Prompt("illegal-lockouts", "es", exampleResources(t))
	answer, err := l.Answer(context.Background(), prompt, "¿Puedo romper la cerradura?")
	if err != nil || answer != "Call the hotline." {
		t.Fatalf("Answer = %q, %v", answer, err)
	}
	if auth != "Bearer sk-test" || got.Model != "tiny" || len(got.Messages) != 2 || got.Messages[1].Content != "¿Puedo romper la cerradura?" {
		t.Errorf("request = %q %+v", auth, got)
	}
	sys := got.Messages[0].Content
	if !strings.Contains(sys, "Spanish") || !strings.Contains(sys, "solo un juez puede desalojar") || strings.Contains(sys, "depósito de garantía") ||
		!strings.Contains(sys, "Legal aid — housing unit") || strings.Contains(sys, "Childhood Lead") {
		t.Errorf("the prompt is not grounded in this type only:\n%s", sys)
	}

	stop := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-stop }))
	_, err = (&LLM{URL: slow.URL, Timeout: 50 * time.Millisecond}).Answer(context.Background(), "s", "q")
	close(stop)
	slow.Close()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("a silent endpoint = %v, want a timeout", err)
	}
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { http.Error(w, "no", 500) }))
	defer broken.Close()
	if _, err := (&LLM{URL: broken.URL}).Answer(context.Background(), "s", "q"); err == nil {
		t.Error("an HTTP error must be an error")
	}
}

// TestBoundedLLM: the same question (however written) is answered from the
// cache; calls past the concurrency cap are refused at once; the daily
// budget of requests and of tokens stops calls until the next day.
func TestBoundedLLM(t *testing.T) {
	var calls atomic.Int32
	release := make(chan struct{})
	fake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		var req struct{ Messages []struct{ Content string } }
		json.NewDecoder(r.Body).Decode(&req) //nolint:errcheck
		if strings.Contains(req.Messages[1].Content, "slow") {
			<-release
		}
		fmt.Fprintf(w, `{"choices":[{"message":{"content":"answer to %s"}}],"usage":{"total_tokens":100}}`, req.Messages[1].Content)
	}))
	defer fake.Close()
	day := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	b := &Bounded{LLM: &LLM{URL: fake.URL, Model: "m"}, MaxConcurrent: 1, DailyRequests: 4, DailyTokens: 1000, Now: func() time.Time { return day }}
	ctx := context.Background()
	for _, q := range []string{"¿Qué hago si cambiaron la cerradura?", "que hago si cambiaron   la cerradura", "QUÉ HAGO SI CAMBIARON LA CERRADURA!!"} {
		if a, err := b.Answer(ctx, "system", q); err != nil || !strings.HasPrefix(a, "answer to ¿Qué hago") {
			t.Fatalf("answer to %q = %q, %v", q, a, err)
		}
	}
	if calls.Load() != 1 || b.CacheHits.Load() != 2 {
		t.Errorf("calls = %d, cache hits = %d; want 1 and 2", calls.Load(), b.CacheHits.Load())
	}
	if a, _ := b.Answer(ctx, "another prompt", "que hago si cambiaron la cerradura"); a == "" || calls.Load() != 2 {
		t.Errorf("a question under another prompt came from the cache")
	}

	// One call at a time: a second question while one is in flight is refused.
	done := make(chan error)
	go func() { _, err := b.Answer(ctx, "system", "slow question"); done <- err }()
	for calls.Load() < 3 {
		time.Sleep(time.Millisecond)
	}
	if _, err := b.Answer(ctx, "system", "another question"); !errors.Is(err, ErrBusy) {
		t.Errorf("a question past the cap = %v, want ErrBusy", err)
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	// 3 calls made (300 tokens); the 4th request is the last of the day.
	if _, err := b.Answer(ctx, "system", "fourth"); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Answer(ctx, "system", "fifth"); !errors.Is(err, ErrBudget) {
		t.Errorf("a question past the daily requests = %v, want ErrBudget", err)
	}
	day = day.Add(24 * time.Hour)
	b.DailyTokens = 100
	if _, err := b.Answer(ctx, "system", "next day"); err != nil {
		t.Errorf("the next day: %v", err)
	}
	if _, err := b.Answer(ctx, "system", "over the tokens"); !errors.Is(err, ErrBudget) {
		t.Errorf("a question past the daily tokens = %v, want ErrBudget", err)
	}
	if b.Calls.Load() != 5 || b.Refused.Load() != 3 {
		t.Errorf("calls %d, refused %d; want 5 and 3", b.Calls.Load(), b.Refused.Load())
	}
}

// exampleResources is the example list operators copy
// (deploy/chat-resources.example.json): it must stay valid.
func exampleResources(t *testing.T) []Resource {
	t.Helper()
	b, err := os.ReadFile("../../deploy/chat-resources.example.json")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := ParseResources(b)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// TestNoPlaceholderResourcesShip: the content carries no contact; a view
// without a city's list has none, and the example file's contacts are
// marked as examples (example.org, 555-01xx), so LooksLikeExample finds them.
func TestNoPlaceholderResourcesShip(t *testing.T) {
	c := load(t)
	v, _ := c.View("illegal-lockouts", "en", nil)
	if len(v.Resources) != 0 {
		t.Errorf("resources without a list = %+v", v.Resources)
	}
	ex := exampleResources(t)
	for _, r := range ex {
		if !LooksLikeExample(r) {
			t.Errorf("example resource %q is not recognised as one", r.Name)
		}
	}
	if LooksLikeExample(Resource{Name: "Hudson County Legal Aid", Phone: "+1 201 555 8800", Web: "https://hudsonlegal.org"}) {
		t.Error("a real-looking resource was taken for an example")
	}
}
