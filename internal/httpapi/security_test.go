package httpapi_test

import (
	"bytes"
	"encoding/json"
	"github.com/vecino-city/vecino/internal/httpapi"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// doRaw sends body as it is, so that tests can send bytes json.Marshal
// would repair.
func (e *env) doRaw(method, path, contentType string, body []byte, hdr ...string) response {
	e.t.Helper()
	req, _ := http.NewRequest(method, e.srv.URL+path, bytes.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	res, err := e.srv.Client().Do(req)
	if err != nil {
		e.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, header: res.Header, body: b}
}

// fieldCode returns the error envelope's code for field.
func (r response) fieldCode(field string) string {
	var e struct {
		Error struct{ Fields map[string]string } `json:"error"`
	}
	json.Unmarshal(r.body, &e) //nolint:errcheck
	return e.Error.Fields[field]
}

// TestBadBytesRefused: NUL, other control characters and invalid UTF-8 in
// JSON fields, multipart text fields, path ids and queries answer 400
// invalid_format on both databases, signed in or not (PostgreSQL answered
// 500 where SQLite stored them).
func TestBadBytesRefused(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
		reporter := e.signup("reporter@example.org", pw)
		ct := "application/json"
		for _, c := range []struct {
			name, method, path, field string
			body                      []byte
			token                     string
		}{
			{"signin NUL email", "POST", "/api/auth/signin", "email", []byte(`{"email":"a\u0000@b.org","password":"x"}`), ""},
			{"signin bad UTF-8 email", "POST", "/api/auth/signin", "body", []byte("{\"email\":\"a\xff@b.org\",\"password\":\"x\"}"), ""},
			{"signup NUL name", "POST", "/api/auth/signup", "first_name", []byte(`{"email":"n@b.org","password":"correct horse battery","first_name":"A\u0000","last_name":"B","preferred_language":"en"}`), ""},
			{"signup escape char", "POST", "/api/auth/signup", "last_name", []byte(`{"email":"n@b.org","password":"correct horse battery","first_name":"A","last_name":"B\u001b[31m","preferred_language":"en"}`), ""},
			{"recover NUL", "POST", "/api/auth/recover", "email", []byte(`{"email":"\u0000","language":"en"}`), ""},
			{"investor form", "POST", "/api/investor-requests", "organization", []byte(`{"name":"A","email":"a@b.org","organization":"x\u0000y"}`), ""},
			{"profile", "PATCH", "/api/me", "first_name", []byte(`{"first_name":"A\u0000"}`), reporter.token},
			{"public report id", "GET", "/api/public/reports/a%00b", "path", nil, ""},
			{"report id bad UTF-8", "GET", "/api/reports/a%FFb", "path", nil, ""},
			{"media id", "GET", "/media/a%00b/public", "path", nil, ""},
			{"query", "GET", "/api/owner/users?q=a%00b", "query", nil, owner.token},
			{"public list query", "GET", "/api/public/reports?category=%FF", "query", nil, ""},
		} {
			r := e.doRaw(c.method, c.path, ct, c.body, "Authorization", "Bearer "+c.token)
			if r.status != 400 || r.errCode() != "invalid" || r.fieldCode(c.field) != "invalid_format" {
				t.Errorf("%s: %d %s, want 400 with %s invalid_format", c.name, r.status, r.body, c.field)
			}
		}
		for _, bad := range []string{"Deep pothole\x00 in the bike lane", "Deep pothole \xff\xfe in the bike lane"} {
			r := e.upload(reporter.token, pothole(func(f map[string]string) { f["description"] = bad }), exifPhoto)
			if r.status != 400 || r.fieldCode("description") != "invalid_format" {
				t.Errorf("multipart description %q: %d %s", bad, r.status, r.body)
			}
		}
		// Multi-line text and non-Latin letters still pass.
		r := e.upload(reporter.token, pothole(func(f map[string]string) { f["description"] = "Bache hondo en la ciclovía\r\n\tjunto al nº 5 🚲" }), exifPhoto)
		if r.status != 201 {
			t.Errorf("multi-line description = %d %s", r.status, r.body)
		}
	})
}

// TestCrossSiteCookiePostsRefused: refresh and sign-out act on the cookie
// alone, so a browser's word that the request comes from another site
// (Origin or Sec-Fetch-Site) refuses them; the session survives.
func TestCrossSiteCookiePostsRefused(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		s := e.signup("csrf@example.org", pw)
		cookie := "vecino_refresh=" + s.refresh
		for _, hdr := range [][]string{
			{"Origin", "https://evil.example"},
			{"Sec-Fetch-Site", "cross-site"},
			{"Sec-Fetch-Site", "same-site", "Origin", "https://sub.localhost:8080"},
			{"Origin", "null"},
		} {
			for _, path := range []string{"/api/auth/refresh", "/api/auth/signout"} {
				if r := e.do("POST", path, nil, "", append([]string{"Cookie", cookie}, hdr...)...); r.status != 403 {
					t.Errorf("%s with %v = %d %s, want 403", path, hdr, r.status, r.body)
				}
			}
		}
		if e.do("GET", "/api/me", nil, s.token).status != 200 {
			t.Fatal("a cross-site sign-out ended the session")
		}
		// The app's own pages: same origin by Origin or by Sec-Fetch-Site.
		r := e.do("POST", "/api/auth/refresh", nil, "", "Cookie", cookie, "Origin", e.srv.URL, "Sec-Fetch-Site", "same-origin")
		if r.status != 200 {
			t.Fatalf("same-origin refresh = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/auth/signout", nil, "", "Cookie", "vecino_refresh="+r.cookie(), "Origin", testSettings.PublicURL); r.status != 204 {
			t.Errorf("sign-out from PUBLIC_URL's origin = %d %s", r.status, r.body)
		}
	})
}

// recoveryToken asks for a reset link for email and returns its token once
// the n-th email to it has arrived.
func (e *env) recoveryToken(email string, n int) string {
	e.t.Helper()
	if r := e.do("POST", "/api/auth/recover", map[string]any{"email": email, "language": "en"}, ""); r.status != 202 {
		e.t.Fatalf("recover = %d %s", r.status, r.body)
	}
	for deadline := time.Now().Add(10 * time.Second); e.mail.Count(email) < n && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if e.mail.Count(email) < n {
		e.t.Fatalf("reset email %d never arrived", n)
	}
	m := tokenInLink.FindStringSubmatch(e.mail.Last(email).Data)
	if m == nil {
		e.t.Fatalf("no link in %s", e.mail.Last(email).Data)
	}
	return m[2]
}

// TestResetLinksShortAndSingle: a reset link lives 30 minutes, and asking
// for a new one ends the one before.
func TestResetLinksShortAndSingle(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.signup("single@example.org", pw)
		first := e.recoveryToken("single@example.org", 1)
		second := e.recoveryToken("single@example.org", 2)
		if r := e.do("POST", "/api/auth/reset", map[string]any{"token": first, "password": "first link passphrase"}, ""); r.status != 400 {
			t.Errorf("earlier link after a newer one = %d, want 400", r.status)
		}
		start := time.Now()
		e.db.Now = func() time.Time { return start.Add(31 * time.Minute) }
		if r := e.do("POST", "/api/auth/reset", map[string]any{"token": second, "password": "late link passphrase"}, ""); r.status != 400 {
			t.Errorf("link after 31 minutes = %d, want 400", r.status)
		}
		e.db.Now = func() time.Time { return start.Add(29 * time.Minute) }
		if r := e.do("POST", "/api/auth/reset", map[string]any{"token": second, "password": "timely passphrase"}, ""); r.status != 204 {
			t.Errorf("newest link within 30 minutes = %d %s", r.status, r.body)
		}
	})
}

// TestSignInLockHoldsForTheRightPassword: once an account's bucket is spent
// by wrong passwords, even the right one is refused until it refills, so an
// attacker rotating addresses cannot recognise success.
func TestSignInLockHoldsForTheRightPassword(t *testing.T) {
	l := httpapiLimits(100)
	l.SignInAccount = httpapi.Limit{Burst: 3, Per: time.Hour}
	forEachServer(t, func(t *testing.T, e *env) {
		e.signup("locked@example.org", pw)
		for i := range 3 {
			if r := e.do("POST", "/api/auth/signin", map[string]any{"email": "locked@example.org", "password": "wrong guess number 1"}, ""); r.status != 401 {
				t.Fatalf("wrong password %d = %d %s", i, r.status, r.body)
			}
		}
		r := e.do("POST", "/api/auth/signin", map[string]any{"email": "LOCKED@example.org", "password": pw}, "")
		if r.status != 429 || r.header.Get("Retry-After") == "" || r.cookie() != "" {
			t.Errorf("right password on a locked account = %d %s, want 429 with Retry-After", r.status, r.body)
		}
		// Another account is not touched.
		e.signup("free@example.org", pw)
	}, withLimits(l))
}
