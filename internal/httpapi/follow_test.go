package httpapi_test

import (
	"context"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/vecino"
)

var (
	confirmSubLink = regexp.MustCompile(`/(en|es)/subscriptions\?type=confirm&token=([A-Za-z0-9_.%-]+)`)
	manageLink     = regexp.MustCompile(`/(en|es)/subscriptions\?type=manage&token=([A-Za-z0-9_.%-]+)`)
	fixedLink      = regexp.MustCompile(`/(en|es)/subscriptions\?type=fixed&token=([A-Za-z0-9_.%-]+)&answer=(fixed|still_there)`)
	unsubHeader    = regexp.MustCompile(`(?m)^List-Unsubscribe: <([^>]+)>`)
)

// linkToken is the token of the first link re finds in an email.
func linkToken(t *testing.T, re *regexp.Regexp, data string) string {
	t.Helper()
	m := re.FindStringSubmatch(data)
	if m == nil {
		t.Fatalf("no link %s in:\n%s", re, data)
	}
	tok, err := url.QueryUnescape(m[2])
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// makePrivate turns a report into a renter-protection report (private:
// never public, never followed).
func makePrivate(t *testing.T, e *env, id string) {
	t.Helper()
	if _, err := e.db.SQL().Exec(`UPDATE violations SET category = 'renter-protection', type = 'repairs' WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
}

// noMoreMail fails when rcpt gets another email within a moment.
func noMoreMail(t *testing.T, e *env, rcpt string, want int) {
	t.Helper()
	time.Sleep(600 * time.Millisecond) // the queue polls every 20 ms
	if n := e.mail.Count(rcpt); n != want {
		t.Errorf("%s got %d emails, want %d", rcpt, n, want)
	}
}

func TestFollowSignedInResolvedAndOneClickUnsubscribe(t *testing.T) {
	var a *app.App
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusApproved)
		fan := e.signup("fan@example.org", pw)
		if r := e.do("GET", "/api/reports/"+id+"/follow", nil, fan.token); r.status != 200 || !strings.Contains(string(r.body), `"following":false`) {
			t.Fatalf("state before = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/reports/"+id+"/follow", map[string]any{}, fan.token); r.status != 200 {
			t.Fatalf("follow = %d %s", r.status, r.body)
		}
		if r := e.do("GET", "/api/reports/"+id+"/follow", nil, fan.token); !strings.Contains(string(r.body), `"following":true`) {
			t.Fatalf("state = %d %s", r.status, r.body)
		}
		if r := e.do("GET", "/api/reports/"+id+"/follow", nil, se.reporter.token); !strings.Contains(string(r.body), `"reporter":true`) {
			t.Errorf("the reporter follows their own report: %s", r.body)
		}

		// A renter-protection report is private: nobody can follow it.
		private := se.file(vecino.StatusApproved)
		makePrivate(t, e, private)
		if r := e.do("POST", "/api/reports/"+private+"/follow", map[string]any{}, fan.token); r.status != 404 {
			t.Errorf("follow a private report = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/reports/"+private+"/follow", map[string]any{"email": "x@example.org"}, ""); r.status != 404 {
			t.Errorf("follow a private report by email = %d %s", r.status, r.body)
		}

		r := e.do("POST", "/api/reports/"+id+"/resolution", map[string]any{"resolved": true, "note": "Repaved on Monday"},
			se.by[vecino.RoleReviewerAdmin].token)
		if r.status != 200 {
			t.Fatalf("resolve = %d %s", r.status, r.body)
		}
		got := e.mail.Wait(t, "fan@example.org")
		if !strings.Contains(got.Data, "A report you follow was fixed") || !strings.Contains(got.Data, "Repaved on Monday") ||
			!strings.Contains(got.Data, "List-Unsubscribe-Post: List-Unsubscribe=One-Click") {
			t.Errorf("follower's email:\n%s", got.Data)
		}
		own := e.mail.Wait(t, "rep@example.org")
		if !strings.Contains(own.Data, "Your report was fixed") || strings.Contains(own.Data, "List-Unsubscribe") {
			t.Errorf("reporter's email:\n%s", own.Data)
		}
		// A retry of the same news sends nothing more.
		if err := a.NotifyFollowers(context.Background(), id, app.NoticeResolved, "Repaved on Monday"); err != nil {
			t.Fatal(err)
		}
		noMoreMail(t, e, "fan@example.org", 1)
		noMoreMail(t, e, "rep@example.org", 1)

		// One click, without a session: the header's address takes a POST.
		m := unsubHeader.FindStringSubmatch(got.Data)
		if m == nil {
			t.Fatalf("no List-Unsubscribe in:\n%s", got.Data)
		}
		u, _ := url.Parse(m[1])
		if r := e.doRaw("GET", u.RequestURI(), "", nil); r.status != 200 { // redirected to the page that asks first
			t.Errorf("GET unsubscribe = %d", r.status)
		}
		if r := e.do("GET", "/api/reports/"+id+"/follow", nil, fan.token); !strings.Contains(string(r.body), `"following":true`) {
			t.Errorf("a GET unsubscribed: %s", r.body)
		}
		if r := e.doRaw("POST", u.RequestURI(), "application/x-www-form-urlencoded", []byte("List-Unsubscribe=One-Click")); r.status != 204 {
			t.Fatalf("one-click unsubscribe = %d %s", r.status, r.body)
		}
		if r := e.do("GET", "/api/reports/"+id+"/follow", nil, fan.token); !strings.Contains(string(r.body), `"following":false`) {
			t.Errorf("after unsubscribing: %s", r.body)
		}
		if r := e.doRaw("POST", "/api/unsubscribe?token=forged.token", "", nil); r.status != 400 {
			t.Errorf("forged token = %d", r.status)
		}
	}, withApp(&a))
}

func TestFollowByEmailNeedsConfirmation(t *testing.T) {
	var a *app.App
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusApproved)
		if r := e.do("POST", "/api/reports/"+id+"/follow", map[string]any{"email": "nope"}, ""); r.status != 400 {
			t.Errorf("bad email = %d", r.status)
		}
		r := e.do("POST", "/api/reports/"+id+"/follow", map[string]any{"email": "Vecina@Example.org", "language": "es"}, "")
		if r.status != 202 {
			t.Fatalf("follow by email = %d %s", r.status, r.body)
		}
		confirm := e.mail.Take(t, "vecina@example.org")
		if !strings.Contains(confirm.Data, "Confirma tu suscripción") {
			t.Errorf("confirmation email:\n%s", confirm.Data)
		}
		ctx := context.Background()
		if err := a.NotifyFollowers(ctx, id, app.NoticeUpdate, "Crew scheduled"); err != nil {
			t.Fatal(err)
		}
		noMoreMail(t, e, "vecina@example.org", 0) // not confirmed yet

		if r := e.do("POST", "/api/subscriptions/confirm", map[string]any{"token": "x.y"}, ""); r.status != 400 {
			t.Errorf("bad confirmation = %d", r.status)
		}
		if r := e.do("POST", "/api/subscriptions/confirm", map[string]any{"token": linkToken(t, confirmSubLink, confirm.Data)}, ""); r.status != 200 {
			t.Fatalf("confirm = %d %s", r.status, r.body)
		}
		// Asking again once confirmed says the same as the first time, and sends nothing.
		if r := e.do("POST", "/api/reports/"+id+"/follow", map[string]any{"email": "vecina@example.org"}, ""); r.status != 202 {
			t.Errorf("follow again = %d %s", r.status, r.body)
		}
		if err := a.NotifyFollowers(ctx, id, app.NoticeUpdate, "Crew scheduled for Tuesday"); err != nil {
			t.Fatal(err)
		}
		news := e.mail.Take(t, "vecina@example.org")
		if !strings.Contains(news.Data, "Novedades de un reporte que sigues") || !strings.Contains(news.Data, "Crew scheduled for Tuesday") ||
			!unsubHeader.MatchString(news.Data) {
			t.Errorf("news email:\n%s", news.Data)
		}
		// The manage link lists the address's subscriptions and removes one.
		tok := linkToken(t, manageLink, news.Data)
		var list struct {
			Email string
			Items []struct{ ID, Kind, Target string }
		}
		r = e.get("/api/subscriptions?token=" + url.QueryEscape(tok))
		if r.json(t, &list); r.status != 200 || list.Email != "vecina@example.org" || len(list.Items) != 1 || list.Items[0].Target != id {
			t.Fatalf("manage list = %d %s", r.status, r.body)
		}
		if r := e.do("DELETE", "/api/subscriptions/"+list.Items[0].ID+"?token=forged.x", nil, ""); r.status != 400 {
			t.Errorf("delete with a forged token = %d", r.status)
		}
		if r := e.do("DELETE", "/api/subscriptions/"+list.Items[0].ID+"?token="+url.QueryEscape(tok), nil, ""); r.status != 204 {
			t.Errorf("delete = %d %s", r.status, r.body)
		}
		if r := e.get("/api/subscriptions"); r.status != 400 {
			t.Errorf("list without a session or token = %d", r.status)
		}
	}, withApp(&a))
}

func TestAreaDigestSendsOnce(t *testing.T) {
	var a *app.App
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		old := se.file(vecino.StatusApproved) // approved before the subscription: never in a digest
		fan := e.signup("fan@example.org", pw)
		if r := e.do("POST", "/api/area-alerts", map[string]any{"neighborhood": ""}, fan.token); r.status != 200 {
			t.Fatalf("subscribe = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/area-alerts", map[string]any{"neighborhood": "00000000-0000-0000-0000-000000000000"}, fan.token); r.status != 400 {
			t.Errorf("unknown neighbourhood = %d", r.status)
		}
		first := se.file(vecino.StatusApproved)
		private := se.file(vecino.StatusApproved)
		makePrivate(t, e, private)
		se.file(vecino.StatusPending)

		start := time.Now()
		at := func(d time.Duration) { a.Now = func() time.Time { return start.Add(d) } }
		ctx := context.Background()
		at(time.Hour) // not due yet: subscribed an hour ago
		if n, err := a.SendDigests(ctx); err != nil || n != 0 {
			t.Fatalf("early digest = %d %v", n, err)
		}
		at(25 * time.Hour)
		if n, err := a.SendDigests(ctx); err != nil || n != 1 {
			t.Fatalf("digest = %d %v", n, err)
		}
		got := e.mail.Take(t, "fan@example.org")
		if !strings.Contains(got.Data, first) || strings.Contains(got.Data, old) || strings.Contains(got.Data, private) ||
			!strings.Contains(got.Data, "1 new reports in the whole city") || !unsubHeader.MatchString(got.Data) {
			t.Errorf("digest:\n%s", got.Data)
		}
		if n, err := a.SendDigests(ctx); err != nil || n != 0 {
			t.Errorf("same day again = %d %v", n, err)
		}
		at(50 * time.Hour) // nothing new: no email
		if n, err := a.SendDigests(ctx); err != nil || n != 0 {
			t.Errorf("nothing new = %d %v", n, err)
		}
		second := se.file(vecino.StatusApproved)
		at(75 * time.Hour)
		if n, err := a.SendDigests(ctx); err != nil || n != 1 {
			t.Fatalf("next digest = %d %v", n, err)
		}
		got = e.mail.Take(t, "fan@example.org")
		if !strings.Contains(got.Data, second) || strings.Contains(got.Data, first) {
			t.Errorf("second digest:\n%s", got.Data)
		}
		noMoreMail(t, e, "fan@example.org", 0)
	}, withApp(&a))
}

func TestIsItFixedAskedOnceAfterFourWeeks(t *testing.T) {
	var a *app.App
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		id := se.file(vecino.StatusApproved)
		fan := e.signup("fan@example.org", pw)
		if r := e.do("POST", "/api/reports/"+id+"/follow", map[string]any{}, fan.token); r.status != 200 {
			t.Fatalf("follow = %d", r.status)
		}
		start, ctx := time.Now(), context.Background()
		a.Now = func() time.Time { return start.Add(app.FixedQuestionAfter - time.Hour) }
		if n, err := a.AskIsItFixed(ctx); err != nil || n != 0 {
			t.Fatalf("before four weeks = %d %v", n, err)
		}
		a.Now = func() time.Time { return start.Add(app.FixedQuestionAfter + time.Hour) }
		if n, err := a.AskIsItFixed(ctx); err != nil || n != 1 {
			t.Fatalf("after four weeks = %d %v", n, err)
		}
		if n, err := a.AskIsItFixed(ctx); err != nil || n != 0 {
			t.Errorf("asked again = %d %v", n, err)
		}
		q := e.mail.Take(t, "rep@example.org")
		if !strings.Contains(q.Data, "Is it fixed?") {
			t.Fatalf("question:\n%s", q.Data)
		}
		noMoreMail(t, e, "rep@example.org", 0)
		tok := linkToken(t, fixedLink, q.Data)
		if r := e.do("POST", "/api/fixed-answers", map[string]any{"token": tok, "answer": "maybe"}, ""); r.status != 400 {
			t.Errorf("bad answer = %d", r.status)
		}
		for range 2 { // a second click records nothing more
			if r := e.do("POST", "/api/fixed-answers", map[string]any{"token": tok, "answer": "still_there"}, ""); r.status != 204 {
				t.Fatalf("still there = %d %s", r.status, r.body)
			}
		}
		var pub struct {
			Resolved   bool
			StillThere []time.Time `json:"still_there"`
		}
		r := e.get("/api/public/reports/" + id)
		if r.json(t, &pub); r.status != 200 || len(pub.StillThere) != 1 || pub.Resolved {
			t.Errorf("public report = %d %s", r.status, r.body)
		}
		if got := e.mail.Take(t, "fan@example.org"); !strings.Contains(got.Data, "is still there") {
			t.Errorf("follower's email:\n%s", got.Data)
		}
		noMoreMail(t, e, "fan@example.org", 0)
		if r := e.do("POST", "/api/fixed-answers", map[string]any{"token": tok, "answer": "fixed"}, ""); r.status != 204 {
			t.Fatalf("fixed = %d %s", r.status, r.body)
		}
		r = e.get("/api/public/reports/" + id)
		if r.json(t, &pub); !pub.Resolved {
			t.Errorf("after fixed: %s", r.body)
		}
		events, err := e.db.Events(ctx, id)
		if err != nil || events[len(events)-1].Note != "reporter says fixed" {
			t.Errorf("history = %v %v", events, err)
		}
		if got := e.mail.Take(t, "fan@example.org"); !strings.Contains(got.Data, "was fixed") {
			t.Errorf("follower's email:\n%s", got.Data)
		}
	}, withApp(&a))
}

func TestPublicSearchAccentInsensitive(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		es := se.file(vecino.StatusApproved, func(f map[string]string) {
			f["description"] = "Bache muy profundo frente a la panadería"
			f["address"] = "Calle Ñandú 12"
		})
		en := se.file(vecino.StatusApproved, func(f map[string]string) {
			f["description"] = "Broken curb outside the Café Résumé"
		})
		private := se.file(vecino.StatusApproved, func(f map[string]string) { f["description"] = "Panaderia leak" })
		makePrivate(t, e, private)
		ids := func(path string) []string {
			t.Helper()
			var page struct{ Items []struct{ ID string } }
			r := e.get(path)
			if r.status != 200 {
				t.Fatalf("%s = %d %s", path, r.status, r.body)
			}
			r.json(t, &page)
			out := []string{}
			for _, it := range page.Items {
				out = append(out, it.ID)
			}
			return out
		}
		for q, want := range map[string][]string{
			"panaderia": {es}, "PANADERÍA": {es}, "nandu": {es}, "bache calle": {es}, "cafe resume": {en}, "CAFÉ": {en},
			"curb": {en}, "bache curb": {}, "100%": {}, "": {en, es},
		} {
			got := ids("/api/public/reports?q=" + url.QueryEscape(q))
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("q=%q: %v, want %v", q, got, want)
			}
		}
		// The cached answer of a search is emptied by the next event, as every
		// answer of the public record is: a report approved over HTTP shows.
		later := se.file(vecino.StatusPending, func(f map[string]string) { f["description"] = "Otra panadería, otro bache" })
		if r := se.move(se.by[vecino.RoleReviewer].token, later, vecino.StatusPending, vecino.StatusApproved, "", ""); r.status != 200 {
			t.Fatalf("approve = %d %s", r.status, r.body)
		}
		if got := ids("/api/public/reports?q=panaderia"); strings.Join(got, ",") != later+","+es {
			t.Errorf("after an approval: %v", got)
		}
		var points []struct{ ID *string }
		r := e.get("/api/public/clusters?q=nandu")
		if r.json(t, &points); len(points) != 1 || points[0].ID == nil || *points[0].ID != es {
			t.Errorf("map q=nandu: %s", r.body)
		}
		if r := e.get("/api/public/reports?q=" + strings.Repeat("a", 201)); r.status != 400 {
			t.Errorf("long q = %d", r.status)
		}
	})
}
