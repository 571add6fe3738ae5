package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/mail/mailtest"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// TestSignInFormToken: POST /api/auth/signin/form sets a token that ranks a
// sign-in's hash before those of clients that showed nothing
// (auth.RankForm), only from the address it was issued to, only from two
// seconds after it was issued until an hour after, and for five sign-ins;
// an altered or forged token ranks nothing; a sign-in carrying one answers
// as any other, for a known and an unknown email alike; an address gets 60
// tokens in 10 minutes. The uses and tokens are counted in the shared
// counter (PostgreSQL's rate_limits there).
func TestSignInFormToken(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		var clock atomic.Int64
		clock.Store(time.Now().UnixMilli())
		later := func(d time.Duration) { clock.Add(d.Milliseconds()) }
		smtp := mailtest.Start(t)
		deps := newDeps(t, db, &mail.SMTPSender{Host: smtp.Host, Port: smtp.Port, From: "noreply@vecino.test", TLS: "none"}, eventhub.New(), nil)
		deps.Settings.TrustProxy = true
		api := httpapi.NewServer(deps)
		api.SetClock(func() time.Time { return time.UnixMilli(clock.Load()) })
		srv := httptest.NewServer(api)
		t.Cleanup(srv.Close)
		t.Cleanup(api.Close)
		e := wrap(&httpapitest.Env{T: t, DB: db, Srv: srv, Mail: smtp, Events: deps.App.Events})

		const home, elsewhere = "192.0.2.50", "198.51.100.50"
		issueFrom := func(addr string) string { // "" when it set none
			t.Helper()
			r := e.do("POST", "/api/auth/signin/form", nil, "", "X-Forwarded-For", addr)
			if r.status != 204 {
				t.Fatalf("signin/form = %d %s, want 204", r.status, r.body)
			}
			for _, c := range (&http.Response{Header: r.header}).Cookies() {
				if c.Name == "vecino_signin_form" {
					if !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/api/auth" || c.MaxAge != 3600 {
						t.Errorf("form cookie %+v: want HttpOnly, SameSite=Strict, for /api/auth, an hour", c)
					}
					return c.Value
				}
			}
			return ""
		}
		issue := func() string {
			t.Helper()
			tok := issueFrom(home)
			if tok == "" {
				t.Fatal("no form cookie")
			}
			return tok
		}
		rank := func(addr, token string) auth.Rank {
			t.Helper()
			req := httptest.NewRequest("POST", "/api/auth/signin", nil)
			req.Header.Set("X-Forwarded-For", addr)
			if token != "" {
				req.AddCookie(&http.Cookie{Name: "vecino_signin_form", Value: token})
			}
			got, err := api.SignInFormRank(req)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}

		tok := issue()
		if got := rank(home, tok); got != auth.RankAnyone {
			t.Errorf("a token just issued ranks %v, want none", got)
		}
		later(1500 * time.Millisecond)
		if got := rank(home, tok); got != auth.RankAnyone {
			t.Errorf("a token 1.5 s old ranks %v, want none", got)
		}
		later(time.Second)
		nonce, rest, _ := strings.Cut(tok, ".")
		at, sig, _ := strings.Cut(rest, ".")
		issued, _ := strconv.ParseInt(at, 10, 64)
		for name, bad := range map[string]string{
			"backdated": nonce + "." + strconv.FormatInt(issued-10_000, 10) + "." + sig,
			"forged":    nonce + "." + at + ".c2lnbmF0dXJlc2lnbmF0dXJl",
			"renamed":   "x" + tok,
			"garbled":   "not a token",
		} {
			if got := rank(home, bad); got != auth.RankAnyone {
				t.Errorf("a %s token ranks %v, want none", name, got)
			}
		}
		if got := rank(elsewhere, tok); got != auth.RankAnyone {
			t.Errorf("the token from another address ranks %v, want none", got)
		}
		if got := rank(home, ""); got != auth.RankAnyone {
			t.Errorf("no token ranks %v", got)
		}
		for i := range 5 {
			if got := rank(home, tok); got != auth.RankForm {
				t.Fatalf("use %d of an aged token from its address ranks %v, want RankForm", i+1, got)
			}
		}
		if got := rank(home, tok); got != auth.RankAnyone {
			t.Errorf("a sixth use ranks %v, want none", got)
		}

		tok = issue()
		later(3 * time.Second)
		if got := rank(home, tok); got != auth.RankForm {
			t.Errorf("a second token, aged, ranks %v", got)
		}
		later(time.Hour)
		if got := rank(home, tok); got != auth.RankAnyone {
			t.Errorf("a token an hour old ranks %v, want none", got)
		}

		// Sign-ins carrying a token answer as any other.
		e.signup("form@example.org", pw)
		tok = issue()
		later(3 * time.Second)
		try := func(email, password string) int {
			return e.do("POST", "/api/auth/signin", map[string]any{"email": email, "password": password}, "",
				"X-Forwarded-For", home, "Cookie", "vecino_signin_form="+tok).status
		}
		if a, b := try("form@example.org", "wrong guess!"), try("nobody@example.org", "wrong guess!"); a != 401 || b != 401 {
			t.Errorf("wrong passwords with a token: known email %d, unknown %d, want 401 both", a, b)
		}
		if got := try("form@example.org", pw); got != 200 {
			t.Errorf("the right password with a token = %d, want 200", got)
		}

		// An address gets 60 tokens in 10 minutes; past that, 204 without one.
		const busy = "192.0.2.77"
		for i := range 60 {
			if issueFrom(busy) == "" {
				t.Fatalf("token %d of an address: none", i+1)
			}
		}
		if tok := issueFrom(busy); tok != "" {
			t.Errorf("a 61st token in 10 minutes was issued")
		}
	})
}
