package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

const pw = "correct horse battery"

func TestSignupSigninMe(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		s := e.signup("Ana@Example.org", pw)
		if s.token == "" || s.refresh == "" {
			t.Fatalf("session = %+v", s)
		}
		var me map[string]any
		r := e.do("GET", "/api/me", nil, s.token)
		r.json(t, &me)
		if r.status != 200 || me["email"] != "ana@example.org" || me["full_name"] != "Test User" || me["preferred_language"] != "en" {
			t.Errorf("me = %d %v", r.status, me)
		}
		if roles, _ := me["roles"].([]any); len(roles) != 1 || roles[0] != "reporter" {
			t.Errorf("roles of a user without roles = %v, want [reporter]", me["roles"])
		}
		r = e.do("PATCH", "/api/me", map[string]any{"preferred_language": "es", "first_name": "Ana"}, s.token)
		r.json(t, &me)
		if r.status != 200 || me["preferred_language"] != "es" || me["full_name"] != "Ana User" {
			t.Errorf("patch me = %d %v", r.status, me)
		}
		if r := e.do("PATCH", "/api/me", map[string]any{"preferred_language": "fr"}, s.token); r.status != 400 || !strings.Contains(string(r.body), "preferred_language") {
			t.Errorf("bad language = %d %s", r.status, r.body)
		}
		if r := e.do("GET", "/api/me", nil, ""); r.status != 401 {
			t.Errorf("me without token = %d", r.status)
		}
	})
}

func TestSignupValidation(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		cases := []struct {
			body  map[string]any
			field string
			code  string
		}{
			{map[string]any{"email": "", "password": pw, "first_name": "A", "last_name": "B", "preferred_language": "en"}, "email", "required"},
			{map[string]any{"email": "not-an-email", "password": pw, "first_name": "A", "last_name": "B", "preferred_language": "en"}, "email", "invalid_format"},
			{map[string]any{"email": "a@b.org", "password": "short", "first_name": "A", "last_name": "B", "preferred_language": "en"}, "password", "too_short"},
			{map[string]any{"email": "a@b.org", "password": "password123", "first_name": "A", "last_name": "B", "preferred_language": "en"}, "password", "too_common"},
			{map[string]any{"email": "a@b.org", "password": "contraseña2024", "first_name": "A", "last_name": "B", "preferred_language": "en"}, "password", "too_common"},
			{map[string]any{"email": "a@b.org", "password": strings.Repeat("x1", 129), "first_name": "A", "last_name": "B", "preferred_language": "en"}, "password", "too_long"},
			{map[string]any{"email": "a@b.org", "password": pw, "first_name": "", "last_name": "B", "preferred_language": "en"}, "first_name", "required"},
			{map[string]any{"email": "a@b.org", "password": pw, "first_name": "A", "last_name": "B", "preferred_language": "de"}, "preferred_language", "invalid_format"},
		}
		for _, c := range cases {
			r := e.do("POST", "/api/auth/signup", c.body, "")
			var body struct {
				Error struct{ Fields map[string]string } `json:"error"`
			}
			r.json(t, &body)
			if r.status != 400 || body.Error.Fields[c.field] != c.code {
				t.Errorf("%v: %d %s; want %s=%s", c.body, r.status, r.body, c.field, c.code)
			}
		}
		if _, _, err := e.db.UserByEmail(context.Background(), "a@b.org"); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("a refused sign-up stored a user: %v", err)
		}
	})
}

func TestNoAccountEnumeration(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.signup("known@example.org", pw)
		wrong := e.do("POST", "/api/auth/signin", map[string]any{"email": "known@example.org", "password": "wrong password!"}, "")
		unknown := e.do("POST", "/api/auth/signin", map[string]any{"email": "nobody@example.org", "password": "wrong password!"}, "")
		if wrong.status != 401 || wrong.status != unknown.status || string(wrong.body) != string(unknown.body) {
			t.Errorf("sign-in: wrong password %d %s, unknown email %d %s", wrong.status, wrong.body, unknown.status, unknown.body)
		}
		again := e.do("POST", "/api/auth/signup", map[string]any{"email": "known@example.org", "password": "another good pass",
			"first_name": "X", "last_name": "Y", "preferred_language": "es"}, "")
		fresh := e.do("POST", "/api/auth/signup", map[string]any{"email": "fresh@example.org", "password": "another good pass",
			"first_name": "X", "last_name": "Y", "preferred_language": "es"}, "")
		if again.status != 202 || again.status != fresh.status || string(again.body) != string(fresh.body) || again.cookie() != "" {
			t.Errorf("sign-up: existing %d %s, new %d %s", again.status, again.body, fresh.status, fresh.body)
		}
		if m := e.mail.Wait(t, "known@example.org"); !strings.Contains(m.Data, "already have") {
			t.Errorf("owner of the taken address was not told: %s", m.Data)
		}
		// The existing account's password did not change.
		e.signin("known@example.org", pw, false)
		r1 := e.do("POST", "/api/auth/recover", map[string]any{"email": "known@example.org", "language": "en"}, "")
		r2 := e.do("POST", "/api/auth/recover", map[string]any{"email": "nobody@example.org", "language": "en"}, "")
		if r1.status != 202 || r1.status != r2.status || string(r1.body) != string(r2.body) {
			t.Errorf("recover: known %d %s, unknown %d %s", r1.status, r1.body, r2.status, r2.body)
		}
	})
}

func TestRefreshRotationAndReuse(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		s := e.signup("rot@example.org", pw)
		r := e.do("POST", "/api/auth/refresh", nil, "", "Cookie", "vecino_refresh="+s.refresh)
		next := r.cookie()
		if r.status != 200 || next == "" || next == s.refresh {
			t.Fatalf("refresh = %d %s cookie %q", r.status, r.body, next)
		}
		var body struct {
			AccessToken string `json:"access_token"`
			User        struct{ Email string }
		}
		r.json(t, &body)
		if body.User.Email != "rot@example.org" || e.do("GET", "/api/me", nil, body.AccessToken).status != 200 {
			t.Errorf("refreshed session does not work: %s", r.body)
		}
		// Replaying the first token after the grace period revokes the family.
		start := time.Now()
		e.db.Now = func() time.Time { return start.Add(sqlstore.ReuseGrace + time.Second) }
		if r := e.do("POST", "/api/auth/refresh", nil, "", "Cookie", "vecino_refresh="+s.refresh); r.status != 401 {
			t.Errorf("reuse = %d", r.status)
		}
		if r := e.do("POST", "/api/auth/refresh", nil, "", "Cookie", "vecino_refresh="+next); r.status != 401 {
			t.Errorf("newest token after reuse = %d, want 401", r.status)
		}
		if r := e.do("GET", "/api/me", nil, body.AccessToken); r.status != 401 {
			t.Errorf("access token of a revoked family = %d, want 401", r.status)
		}
		if r := e.do("POST", "/api/auth/refresh", nil, ""); r.status != 401 {
			t.Errorf("refresh without cookie = %d", r.status)
		}
	})
}

func TestRememberMeCookie(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.signup("rm@example.org", pw)
		for _, remember := range []bool{false, true} {
			r := e.do("POST", "/api/auth/signin", map[string]any{"email": "rm@example.org", "password": pw, "remember_me": remember}, "")
			c := (&http.Response{Header: r.header}).Cookies()[0]
			hint := (&http.Response{Header: r.header}).Cookies()[1]
			if hint.Name != "vecino_session" || hint.HttpOnly || hint.Value != "1" || hint.MaxAge != c.MaxAge {
				t.Errorf("hint cookie: %+v", hint)
			}
			if !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/api/auth" {
				t.Errorf("cookie attributes: %+v", c)
			}
			if remember && c.MaxAge < 29*24*3600 {
				t.Errorf("remember-me cookie Max-Age = %d", c.MaxAge)
			}
			if !remember && (c.MaxAge != 0 || !c.Expires.IsZero()) {
				t.Errorf("browser-session cookie is persistent: %+v", c)
			}
		}
	})
}

func TestAccessTokenForgeries(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		s := e.signup("jwt@example.org", pw)
		parser := jwt.NewParser()
		claims := jwt.MapClaims{}
		if _, _, err := parser.ParseUnverified(s.token, claims); err != nil {
			t.Fatal(err)
		}
		sign := func(method jwt.SigningMethod, key any, mutate func(jwt.MapClaims)) string {
			c := jwt.MapClaims{}
			for k, v := range claims {
				c[k] = v
			}
			mutate(c)
			tok, err := jwt.NewWithClaims(method, c).SignedString(key)
			if err != nil {
				t.Fatal(err)
			}
			return tok
		}
		same := func(jwt.MapClaims) {}
		forged := map[string]string{
			"alg none":     sign(jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, same),
			"other secret": sign(jwt.SigningMethodHS256, []byte("another-secret-another-secret-1234"), same),
			"expired":      sign(jwt.SigningMethodHS256, []byte(testSecret), func(c jwt.MapClaims) { c["exp"] = time.Now().Add(-time.Minute).Unix() }),
			"no expiry":    sign(jwt.SigningMethodHS256, []byte(testSecret), func(c jwt.MapClaims) { delete(c, "exp") }),
			"HS512":        sign(jwt.SigningMethodHS512, []byte(testSecret), same),
			"tampered":     s.token[:len(s.token)-4] + "AAAA",
			"garbage":      "not.a.token",
		}
		for name, tok := range forged {
			if r := e.do("GET", "/api/me", nil, tok); r.status != 401 {
				t.Errorf("%s token = %d, want 401", name, r.status)
			}
		}
		if r := e.do("GET", "/api/me", nil, sign(jwt.SigningMethodHS256, []byte(testSecret), same)); r.status != 200 {
			t.Errorf("a correctly signed copy was refused (%d): the forgery checks prove nothing", r.status)
		}
	})
}

func TestSignOut(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.signup("out@example.org", pw)
		a := e.signin("out@example.org", pw, false)
		b := e.signin("out@example.org", pw, true)
		r := e.do("POST", "/api/auth/signout", map[string]any{"scope": "local"}, a.token, "Cookie", "vecino_refresh="+a.refresh)
		if r.status != 204 || e.do("GET", "/api/me", nil, a.token).status != 401 || e.do("GET", "/api/me", nil, b.token).status != 200 {
			t.Fatalf("local sign-out: %d", r.status)
		}
		c := e.signin("out@example.org", pw, false)
		// Global sign-out with only the cookie, as the browser does before signing in.
		if r := e.do("POST", "/api/auth/signout", map[string]any{"scope": "global"}, "", "Cookie", "vecino_refresh="+c.refresh); r.status != 204 {
			t.Fatalf("global sign-out = %d %s", r.status, r.body)
		}
		for name, s := range map[string]session{"b": b, "c": c} {
			if e.do("GET", "/api/me", nil, s.token).status != 401 {
				t.Errorf("session %s survived global sign-out", name)
			}
			if e.do("POST", "/api/auth/refresh", nil, "", "Cookie", "vecino_refresh="+s.refresh).status != 401 {
				t.Errorf("refresh of %s after global sign-out works", name)
			}
		}
		if r := e.do("POST", "/api/auth/signout", nil, ""); r.status != 204 {
			t.Errorf("sign-out with nothing = %d", r.status)
		}
	})
}

var tokenInLink = regexp.MustCompile(`/(en|es)/auth\?type=recovery&token=([A-Za-z0-9_-]+)`)

func TestRecoveryThroughSMTP(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		s := e.signup("rec@example.org", pw)
		e.do("PATCH", "/api/me", map[string]any{"preferred_language": "es"}, s.token)
		if r := e.do("POST", "/api/auth/recover", map[string]any{"email": "REC@example.org", "language": "en"}, ""); r.status != 202 {
			t.Fatalf("recover = %d", r.status)
		}
		m := e.mail.Wait(t, "rec@example.org")
		match := tokenInLink.FindStringSubmatch(m.Data)
		if match == nil || match[1] != "es" || !strings.Contains(m.Data, "contraseña") {
			t.Fatalf("recovery mail (want Spanish, link to /es/auth): %s", m.Data)
		}
		tok := match[2]
		if r := e.do("POST", "/api/auth/reset", map[string]any{"token": tok, "password": "short"}, ""); r.status != 400 {
			t.Errorf("weak new password = %d", r.status)
		}
		if r := e.do("POST", "/api/auth/reset", map[string]any{"token": tok, "password": "a brand new passphrase"}, ""); r.status != 204 {
			t.Fatalf("reset = %d %s", r.status, r.body)
		}
		if e.do("GET", "/api/me", nil, s.token).status != 401 {
			t.Error("session survived the reset")
		}
		if r := e.do("POST", "/api/auth/reset", map[string]any{"token": tok, "password": "yet another passphrase"}, ""); r.status != 400 {
			t.Errorf("second use of the token = %d", r.status)
		}
		if r := e.do("POST", "/api/auth/signin", map[string]any{"email": "rec@example.org", "password": pw}, ""); r.status != 401 {
			t.Errorf("old password still works: %d", r.status)
		}
		e.signin("rec@example.org", "a brand new passphrase", false)
		// An expired token is refused.
		e.do("POST", "/api/auth/recover", map[string]any{"email": "rec@example.org"}, "")
		deadline := time.Now().Add(5 * time.Second)
		for e.mail.Count("rec@example.org") < 2 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		start := time.Now()
		e.db.Now = func() time.Time { return start.Add(61 * time.Minute) }
		var last string
		for _, m := range tokenInLink.FindAllStringSubmatch(lastMail(t, e, "rec@example.org"), -1) {
			last = m[2]
		}
		if r := e.do("POST", "/api/auth/reset", map[string]any{"token": last, "password": "expired token pass"}, ""); r.status != 400 {
			t.Errorf("expired token = %d", r.status)
		}
	})
}

func lastMail(t *testing.T, e *env, rcpt string) string {
	t.Helper()
	if e.mail.Count(rcpt) < 2 {
		t.Fatalf("second recovery email never arrived")
	}
	return e.mail.Last(rcpt).Data
}

func TestChangePassword(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		s := e.signup("chg@example.org", pw)
		other := e.signin("chg@example.org", pw, false)
		if r := e.do("PUT", "/api/auth/password", map[string]any{"current_password": "wrong one!!", "password": "new passphrase ok"}, s.token); r.status != 400 {
			t.Errorf("wrong current password = %d", r.status)
		}
		if r := e.do("PUT", "/api/auth/password", map[string]any{"current_password": pw, "password": "new passphrase ok"}, s.token); r.status != 204 {
			t.Fatalf("change = %d %s", r.status, r.body)
		}
		if e.do("GET", "/api/me", nil, s.token).status != 200 || e.do("GET", "/api/me", nil, other.token).status != 401 {
			t.Error("change must keep this session and end the others")
		}
		e.signin("chg@example.org", "new passphrase ok", false)
	})
}

func TestRateLimit(t *testing.T) {
	tight := httpapiLimits(2)
	forEachServer(t, func(t *testing.T, e *env) {
		var last response
		for range 3 {
			last = e.do("POST", "/api/auth/signin", map[string]any{"email": "x@example.org", "password": "whatever you like"}, "")
		}
		if last.status != 429 || last.errCode() != "rate_limited" || last.header.Get("Retry-After") == "" {
			t.Errorf("third sign-in = %d %s Retry-After=%q", last.status, last.body, last.header.Get("Retry-After"))
		}
		for range 3 {
			last = e.do("POST", "/api/auth/recover", map[string]any{"email": "y@example.org"}, "")
		}
		if last.status != 429 {
			t.Errorf("third recovery = %d", last.status)
		}
	}, withLimits(tight))
}

// TestRateLimitSharedByInstances runs two servers on one PostgreSQL
// database, as two instances behind a load balancer: sign-ins spread over
// both are limited as one.
func TestRateLimitSharedByInstances(t *testing.T) {
	db := sqlstoretest.Open(t, sqlstore.Postgres)
	a, b := newEnv(t, db, withLimits(httpapiLimits(4))), newEnv(t, db, withLimits(httpapiLimits(4)))
	signin := func(e *env) int {
		return e.do("POST", "/api/auth/signin", map[string]any{"email": "x@example.org", "password": "whatever you like"}, "").status
	}
	for i := range 4 {
		if st := signin([]*env{a, b}[i%2]); st != 401 {
			t.Fatalf("sign-in %d = %d, want 401 within the limit", i+1, st)
		}
	}
	for _, e := range []*env{a, b} {
		if st := signin(e); st != 429 {
			t.Errorf("fifth sign-in = %d, want 429 on either instance", st)
		}
	}
}

func TestDisabledUserRefusedAtNextRequest(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		owner := e.userWithRole("boss@example.org", vecino.RoleOwner)
		u := e.signup("dis@example.org", pw)
		id := u.user["id"].(string)
		if r := e.do("PUT", "/api/owner/users/"+id+"/disabled", map[string]any{"disabled": true}, owner.token); r.status != 200 {
			t.Fatalf("disable = %d %s", r.status, r.body)
		}
		if e.do("GET", "/api/me", nil, u.token).status != 401 {
			t.Error("disabled user's token still works")
		}
		if r := e.do("POST", "/api/auth/signin", map[string]any{"email": "dis@example.org", "password": pw}, ""); r.status != 403 {
			t.Errorf("disabled sign-in = %d", r.status)
		}
		if r := e.do("PUT", "/api/owner/users/"+owner.user["id"].(string)+"/disabled", map[string]any{"disabled": true}, owner.token); r.status != 400 {
			t.Errorf("owner disabling themself = %d", r.status)
		}
		e.do("PUT", "/api/owner/users/"+id+"/disabled", map[string]any{"disabled": false}, owner.token)
		e.signin("dis@example.org", pw, false)
	})
}

// behindProxy takes the client address from X-Forwarded-For, so that one
// test can sign in from many addresses.
var behindProxy = withSettings(func(s *httpapi.Settings) { s.TrustProxy = true })

// signinFrom signs in to email from addr, with device (a vecino_device
// cookie value) when set.
func (e *env) signinFrom(addr, device, email, password string) response {
	e.t.Helper()
	hdr := []string{"X-Forwarded-For", addr}
	if device != "" {
		hdr = append(hdr, "Cookie", "vecino_device="+device)
	}
	return e.do("POST", "/api/auth/signin", map[string]any{"email": email, "password": password}, "", hdr...)
}

// deviceCookie returns the vecino_device cookie a response set, checking
// its attributes.
func (r response) deviceCookie(t *testing.T) string {
	t.Helper()
	for _, c := range (&http.Response{Header: r.header}).Cookies() {
		if c.Name == "vecino_device" {
			if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.MaxAge < 300*24*3600 || c.Path != "/api/auth" {
				t.Errorf("device cookie %+v: want HttpOnly, SameSite=Lax, long-lived, for /api/auth", c)
			}
			return c.Value
		}
	}
	t.Fatalf("no device cookie set by %d %s", r.status, r.body)
	return ""
}

// TestSignInLockoutIsPerClient: ten wrong passwords from one address lock
// that address out of the account, not the account: the right password
// works from any other address, and from a device that signed in to the
// account before even on the attacker's address; a known device's own
// failures lock only that device; a forged or another account's device
// cookie counts for nothing.
func TestSignInLockoutIsPerClient(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.signup("victim@example.org", pw)
		e.signup("other@example.org", pw)
		ok := e.signinFrom("192.0.2.10", "", "victim@example.org", pw)
		if ok.status != 200 {
			t.Fatalf("sign-in = %d %s", ok.status, ok.body)
		}
		dev := ok.deviceCookie(t)
		otherDev := e.signinFrom("192.0.2.11", "", "other@example.org", pw).deviceCookie(t)
		const attacker = "198.51.100.7"
		for i := range 10 {
			if r := e.signinFrom(attacker, "", "victim@example.org", "wrong guess!"); r.status != 401 {
				t.Fatalf("wrong password %d = %d, want 401", i+1, r.status)
			}
		}
		if r := e.signinFrom(attacker, "", "victim@example.org", pw); r.status != 429 || r.header.Get("Retry-After") == "" {
			t.Errorf("right password from the locked-out address = %d, want 429 with Retry-After", r.status)
		}
		if r := e.signinFrom("203.0.113.5", "", "victim@example.org", pw); r.status != 200 {
			t.Errorf("right password from another address = %d %s, want 200: one address locked the account", r.status, r.body)
		}
		if r := e.signinFrom(attacker, dev, "victim@example.org", pw); r.status != 200 {
			t.Errorf("known device on the locked-out address = %d %s, want 200", r.status, r.body)
		}
		for _, bad := range []string{otherDev, "forged." + ok.user()["id"].(string) + ".c2lnbmF0dXJl", strings.Replace(dev, ".", "x.", 1)} {
			if r := e.signinFrom(attacker, bad, "victim@example.org", pw); r.status != 429 {
				t.Errorf("device cookie %q on the locked-out address = %d, want 429", bad, r.status)
			}
		}
		// The known device's failures count against the device alone.
		for range 10 {
			e.signinFrom("192.0.2.10", dev, "victim@example.org", "wrong guess!")
		}
		if r := e.signinFrom("192.0.2.10", dev, "victim@example.org", pw); r.status != 429 {
			t.Errorf("known device after ten failures = %d, want 429", r.status)
		}
		if r := e.signinFrom("192.0.2.10", "", "victim@example.org", pw); r.status != 200 {
			t.Errorf("same address without the device = %d, want 200", r.status)
		}
	}, behindProxy)
}

// user decodes a session answer's user.
func (r response) user() map[string]any {
	var body struct {
		User map[string]any `json:"user"`
	}
	json.Unmarshal(r.body, &body) //nolint:errcheck
	return body.User
}

// TestSignInLockoutEndsWithReset: an address locked out of an account (a
// shared Wi-Fi where someone guessed) gets in again once the owner resets
// the password.
func TestSignInLockoutEndsWithReset(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.signup("shared@example.org", pw)
		const wifi = "198.51.100.20"
		for range 10 {
			e.signinFrom(wifi, "", "shared@example.org", "wrong guess!")
		}
		if r := e.signinFrom(wifi, "", "shared@example.org", pw); r.status != 429 {
			t.Fatalf("locked-out address = %d, want 429", r.status)
		}
		if r := e.do("POST", "/api/auth/recover", map[string]any{"email": "shared@example.org"}, "", "X-Forwarded-For", wifi); r.status != 202 {
			t.Fatalf("recover = %d", r.status)
		}
		m := tokenInLink.FindStringSubmatch(e.mail.Wait(t, "shared@example.org").Data)
		if m == nil {
			t.Fatal("no recovery link")
		}
		if r := e.do("POST", "/api/auth/reset", map[string]any{"token": m[2], "password": "a brand new passphrase"}, "", "X-Forwarded-For", wifi); r.status != 204 {
			t.Fatalf("reset = %d %s", r.status, r.body)
		}
		if r := e.signinFrom(wifi, "", "shared@example.org", "a brand new passphrase"); r.status != 200 {
			t.Errorf("after the reset = %d %s, want 200", r.status, r.body)
		}
	}, behindProxy)
}

// TestSignInAttack: once five addresses have failed to sign in to one
// account, the owner's log gets a signin_attack alert with the count, and
// each further failure of a client makes it wait, doubling with each of its
// failures; a clean address and a known device still sign in at once. An
// unknown email gets the same answers, so the limits tell nothing about
// accounts.
func TestSignInAttack(t *testing.T) {
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		logs := captureLog(t)
		s := e.signup("target@example.org", pw)
		dev := e.signinFrom("192.0.2.30", "", "target@example.org", pw).deviceCookie(t)
		run := func(email string) []string {
			var got []string
			say := func(r response) { got = append(got, fmt.Sprintf("%d/%s", r.status, r.header.Get("Retry-After"))) }
			for i := range 5 {
				say(e.signinFrom(fmt.Sprintf("198.51.100.%d", i), "", email, "wrong guess!"))
			}
			// A sixth address fails: it waits a second.
			say(e.signinFrom("198.51.100.99", "", email, "wrong guess!"))
			say(e.signinFrom("198.51.100.99", "", email, "wrong guess!"))
			time.Sleep(1100 * time.Millisecond)
			// Its second failure doubles the wait.
			say(e.signinFrom("198.51.100.99", "", email, "wrong guess!"))
			say(e.signinFrom("198.51.100.99", "", email, "wrong guess!"))
			return got
		}
		got := run("target@example.org")
		want := []string{"401/", "401/", "401/", "401/", "401/", "401/", "429/1", "401/", "429/2"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("answers during the attack %v, want %v", got, want)
		}
		if r := e.signinFrom("203.0.113.40", "", "target@example.org", pw); r.status != 200 {
			t.Errorf("a clean address during the attack = %d %s", r.status, r.body)
		}
		if r := e.signinFrom("198.51.100.99", dev, "target@example.org", pw); r.status != 200 {
			t.Errorf("the known device on a waiting address = %d %s", r.status, r.body)
		}
		lines, raw := logs.auth(t)
		alert := find(lines, map[string]string{"event": "signin_attack", "outcome": "alert", "user_id": s.user["id"].(string)})
		if alert == nil || alert["clients"] != float64(5) || alert["level"] != "ERROR" {
			t.Errorf("no signin_attack alert with clients=5 at ERROR: %v in\n%s", alert, raw)
		}
		if unknown := run("nobody@example.org"); fmt.Sprint(unknown) != fmt.Sprint(got) {
			t.Errorf("unknown email answered %v, a known one %v", unknown, got)
		}
	}, behindProxy)
}
