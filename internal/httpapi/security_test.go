package httpapi_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/ratelimit"

	"github.com/vecino-city/vecino/internal/vecino"
)

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

// TestFilingQuotas: per-account and per-address filing buckets, a cap on
// reports waiting in screening, and a storage quota per account each refuse
// a report that would pass them, and store nothing of it.
func TestFilingQuotas(t *testing.T) {
	var a *app.App
	lots := ratelimit.Limit{Burst: 1000, Per: time.Hour}
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		from := func(addr string) []string { return []string{"X-Forwarded-For", addr} }
		mine := func(s session) int {
			var page struct{ Items []any }
			e.do("GET", "/api/reports/mine", nil, s.token).json(t, &page)
			return len(page.Items)
		}
		expect := func(what string, r response, status int, field, code string) {
			t.Helper()
			if r.status != status || (field != "" && r.fieldCode(field) != code) {
				t.Errorf("%s = %d %s, want %d %s=%s", what, r.status, r.body, status, field, code)
			}
			if status == 429 && r.header.Get("Retry-After") == "" {
				t.Errorf("%s: no Retry-After", what)
			}
		}

		a.Quotas = app.Quotas{FilePerAccount: ratelimit.Limit{Burst: 3, Per: time.Hour}, FilePerAddress: lots, OpenScreening: 100, StorageBytes: 1 << 30}
		acc := e.signup("busy@example.org", pw)
		// Filings refused for their content count against nothing.
		for range 4 {
			expect("a filing with a file that is not a photo", e.uploadWith(from("10.0.0.1"), acc.token, pothole(), []byte("<html>not a photo</html>")),
				415, "photos", "unsupported_type")
		}
		for range 3 {
			expect("filing within the account bucket", e.uploadWith(from("10.0.0.1"), acc.token, pothole(), exifPhoto), 201, "", "")
		}
		expect("fourth report within the hour", e.uploadWith(from("10.0.0.2"), acc.token, pothole(), exifPhoto), 429, "", "")
		if n := mine(acc); n != 3 {
			t.Errorf("reports after the refusal = %d, want 3", n)
		}

		a.Quotas.FilePerAccount, a.Quotas.FilePerAddress = lots, ratelimit.Limit{Burst: 2, Per: time.Hour}
		for i, s := range []session{e.signup("one@example.org", pw), e.signup("two@example.org", pw)} {
			expect("filing within the address bucket", e.uploadWith(from("10.0.0.3"), s.token, pothole(), exifPhoto), 201, "", "")
			if i == 1 {
				expect("third report from one address", e.uploadWith(from("10.0.0.3"), s.token, pothole(), exifPhoto), 429, "", "")
			}
		}

		a.Quotas.FilePerAddress, a.Quotas.OpenScreening = lots, 2
		open := e.signup("open@example.org", pw)
		for range 2 {
			expect("filing under the open cap", e.uploadWith(from("10.0.0.4"), open.token, pothole(), exifPhoto), 201, "", "")
		}
		expect("third report in screening", e.uploadWith(from("10.0.0.4"), open.token, pothole(), exifPhoto), 429, "reports", "too_many_open")

		a.Quotas.OpenScreening, a.Quotas.StorageBytes = 100, int64(2*len(exifPhoto)+len(exifPhoto)/2)
		full := e.signup("full@example.org", pw)
		for range 2 {
			expect("filing under the storage quota", e.uploadWith(from("10.0.0.5"), full.token, pothole(), exifPhoto), 201, "", "")
		}
		expect("photos past the storage quota", e.uploadWith(from("10.0.0.5"), full.token, pothole(), exifPhoto), 413, "photos", "quota_exceeded")
		if n := mine(full); n != 2 {
			t.Errorf("reports after the quota = %d, want 2", n)
		}
	}, withApp(&a), withSettings(func(s *httpapi.Settings) { s.TrustProxy = true }))
}

// startSlowUpload opens an upload by token over a raw connection and
// returns once the server has admitted it and started reading its body
// (Go's server answers "100 Continue" at the first read); the upload stays
// open until the returned function finishes it and returns the status line.
func (e *env) startSlowUpload(token string) func() string {
	e.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range pothole() {
		mw.WriteField(k, v) //nolint:errcheck
	}
	fw, _ := mw.CreateFormFile("photos", "a.jpg")
	fw.Write(exifPhoto) //nolint:errcheck
	mw.Close()
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.srv.URL, "http://"))
	if err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { conn.Close() })
	fmt.Fprintf(conn, "POST /api/reports HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: %s\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n",
		token, mw.FormDataContentType(), body.Len())
	rd := bufio.NewReader(conn)
	line, err := rd.ReadString('\n')
	if err != nil || !strings.Contains(line, "100 Continue") {
		e.t.Fatalf("slow upload: %q %v", line, err)
	}
	rd.ReadString('\n') //nolint:errcheck // the blank line after 100
	return func() string {
		conn.Write(body.Bytes()) //nolint:errcheck
		status, _ := rd.ReadString('\n')
		return strings.TrimSpace(status)
	}
}

// TestUploadsAdmittedBeforeReading: an account may send PerUser uploads at
// once and the instance receive Transfers; past either, an upload is refused
// before its body is read (429 for the account, 503 for the instance), so
// slow uploads cannot pile up. Admitted uploads are spooled and still work.
func TestUploadsAdmittedBeforeReading(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		slow, other := e.signup("slow@example.org", pw), e.signup("other@example.org", pw)
		finish := e.startSlowUpload(slow.token)
		if r := e.upload(slow.token, pothole(), exifPhoto); r.status != 429 || r.header.Get("Retry-After") == "" {
			t.Errorf("second upload of one account = %d %s, want 429", r.status, r.body)
		}
		if r := e.upload(other.token, pothole(), exifPhoto); r.status != 503 || r.header.Get("Retry-After") == "" {
			t.Errorf("upload past the instance's transfers = %d %s, want 503", r.status, r.body)
		}
		if status := finish(); !strings.Contains(status, "201") {
			t.Errorf("the admitted slow upload = %q, want 201", status)
		}
	}, func(d *httpapi.Deps) { d.Uploads = httpapi.UploadLimits{Transfers: 1, PerUser: 1, Loads: 1} })
}

// TestSignedMediaFollowsVisibility: a signed media URL works only while the
// report keeps the status it was made under and its viewer is enabled and may
// still see it; originals live minutes and are never stored by caches.
func TestSignedMediaFollowsVisibility(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		se := newStaffEnv(t, e)
		owner := se.by[vecino.RoleOwner]
		id := se.file(vecino.StatusPending)
		staff := se.by[vecino.RoleReviewer]
		urls := func(tok string) reportJSON {
			var rep reportJSON
			e.do("GET", "/api/reports/"+id, nil, tok).json(t, &rep)
			if len(rep.Photos) == 0 || rep.Photos[0].OriginalURL == "" && tok == staff.token {
				t.Fatalf("no photo URLs in %+v", rep)
			}
			return rep
		}
		first := urls(staff.token).Photos[0]
		r := e.get(first.OriginalURL)
		if r.status != 200 || r.header.Get("Cache-Control") != "private, no-store" {
			t.Fatalf("original = %d Cache-Control %q", r.status, r.header.Get("Cache-Control"))
		}
		u, _ := url.Parse(first.OriginalURL)
		exp, _ := strconv.ParseInt(u.Query().Get("exp"), 10, 64)
		if left := time.Until(time.Unix(exp, 0)); left > 10*time.Minute {
			t.Errorf("an original's URL lives %v, want ≤ 10 min", left)
		}
		mineBefore := urls(se.reporter.token).Photos[0]
		// Rejected for private information: every URL made before ends.
		if r := se.move(staff.token, id, vecino.StatusPending, vecino.StatusRejected, "private_information", ""); r.status != 200 {
			t.Fatalf("reject = %d %s", r.status, r.body)
		}
		for name, link := range map[string]string{"original": first.OriginalURL, "public": first.URL, "thumb": first.ThumbnailURL, "reporter's": mineBefore.URL} {
			if r := e.get(link); r.status != 404 {
				t.Errorf("%s URL after the status changed = %d, want 404", name, r.status)
			}
		}
		// A URL made now works, until its viewer is disabled.
		fresh := urls(staff.token).Photos[0]
		if r := e.get(fresh.OriginalURL); r.status != 200 {
			t.Fatalf("fresh original = %d", r.status)
		}
		if r := e.do("PUT", "/api/owner/users/"+staff.user["id"].(string)+"/disabled", map[string]any{"disabled": true}, owner.token); r.status != 200 {
			t.Fatalf("disable = %d", r.status)
		}
		if r := e.get(fresh.OriginalURL); r.status != 404 {
			t.Errorf("original URL of a disabled viewer = %d, want 404", r.status)
		}
		// The reporter's own URLs keep working while nothing changes.
		mine := urls(se.reporter.token).Photos[0]
		if r := e.get(mine.URL); r.status != 200 {
			t.Errorf("reporter's own photo = %d", r.status)
		}
		// Signing in elsewhere leaves them; signing out of the session they were made in ends them.
		other := e.signin(se.reporter.user["email"].(string), "correct horse battery", false)
		elsewhere := urls(other.token).Photos[0]
		if r := e.do("POST", "/api/auth/signout", map[string]any{"scope": "local"}, se.reporter.token); r.status != 204 {
			t.Fatalf("sign-out = %d %s", r.status, r.body)
		}
		for name, link := range map[string]string{"public": mine.URL, "thumb": mine.ThumbnailURL} {
			if r := e.get(link); r.status != 404 {
				t.Errorf("%s URL after its session signed out = %d, want 404", name, r.status)
			}
		}
		if r := e.get(elsewhere.URL); r.status != 200 {
			t.Errorf("URL of the session still signed in = %d, want 200", r.status)
		}
		// A URL edited to name another live session of the same viewer fails its signature.
		forged := strings.Replace(mine.URL, "&s="+url.QueryEscape(mustQuery(t, mine.URL, "s")), "&s="+mustQuery(t, elsewhere.URL, "s"), 1)
		if r := e.get(forged); forged == mine.URL || r.status != 404 {
			t.Errorf("URL moved to another session = %d (changed: %v), want 404", r.status, forged != mine.URL)
		}
	})
}

func mustQuery(t *testing.T, link, key string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Query().Get(key) == "" {
		t.Fatalf("no %s in %s", key, link)
	}
	return u.Query().Get(key)
}

// TestBadQueryValues: a NaN bounding box and a cursor that cannot be one are
// refused with 400, not answered as if absent.
func TestBadQueryValues(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
		for _, c := range []struct{ path, token, field string }{
			{"/api/public/reports?bbox=NaN,NaN,NaN,NaN", "", "bbox"},
			{"/api/public/clusters?bbox=-74.1,NaN,-74,40.8", "", "bbox"},
			{"/api/owner/users?cursor=not-a-cursor", owner.token, "cursor"},
		} {
			if r := e.do("GET", c.path, nil, c.token); r.status != 400 || r.fieldCode(c.field) != "invalid_format" {
				t.Errorf("%s = %d %s, want 400 %s invalid_format", c.path, r.status, r.body, c.field)
			}
		}
		if r := e.do("GET", "/api/owner/users?cursor=a@example.org", nil, owner.token); r.status != 200 {
			t.Errorf("a real cursor = %d %s", r.status, r.body)
		}
		r := e.do("POST", "/api/auth/signup", map[string]any{"email": "n@example.org", "password": "Vecino2026!", "first_name": "A",
			"last_name": "B", "preferred_language": "en"}, "")
		if r.status != 400 || r.fieldCode("password") != "too_common" {
			t.Errorf("the product's name as a password = %d %s", r.status, r.body)
		}
	})
}

// [8/9] item 10: an address must be confirmed before the account's first
// sign-in; the link is single-live and spent once; resending tells nothing.
func TestEmailConfirmedBeforeSignIn(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		signup := map[string]any{"email": "new@example.org", "password": pw, "first_name": "Nueva", "last_name": "Vecina", "preferred_language": "es"}
		if r := e.do("POST", "/api/auth/signup", signup, ""); r.status != 202 {
			t.Fatalf("signup = %d %s", r.status, r.body)
		}
		first := e.mail.Take(t, "new@example.org")
		m := confirmLink.FindStringSubmatch(first.Data)
		if m == nil || m[1] != "es" || !strings.Contains(first.Data, "Confirma tu correo") {
			t.Fatalf("confirmation mail (want Spanish, link to /es/auth): %s", first.Data)
		}
		signin := map[string]any{"email": "new@example.org", "password": pw}
		if r := e.do("POST", "/api/auth/signin", signin, ""); r.status != 403 || !strings.Contains(string(r.body), `"email_not_confirmed"`) || r.cookie() != "" {
			t.Errorf("sign-in before confirming = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/auth/signin", map[string]any{"email": "new@example.org", "password": "a wrong passphrase"}, ""); r.status != 401 {
			t.Errorf("wrong password of an unconfirmed account = %d (must not say it is unconfirmed)", r.status)
		}

		// A new link ends the old one.
		if r := e.do("POST", "/api/auth/confirm/resend", map[string]any{"email": "NEW@example.org"}, ""); r.status != 202 {
			t.Fatalf("resend = %d %s", r.status, r.body)
		}
		second := confirmLink.FindStringSubmatch(e.mail.Take(t, "new@example.org").Data)
		if second == nil || second[2] == m[2] {
			t.Fatalf("resent link = %v", second)
		}
		if r := e.do("POST", "/api/auth/confirm", map[string]any{"token": m[2]}, ""); r.status != 400 || !strings.Contains(string(r.body), `"expired"`) {
			t.Errorf("the first link after a resend = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/auth/confirm", map[string]any{"token": second[2]}, ""); r.status != 204 {
			t.Fatalf("confirm = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/auth/confirm", map[string]any{"token": second[2]}, ""); r.status != 400 {
			t.Errorf("second use of the link = %d", r.status)
		}
		if r := e.do("POST", "/api/auth/signin", signin, ""); r.status != 200 {
			t.Errorf("sign-in after confirming = %d %s", r.status, r.body)
		}

		// Resending for a confirmed or an unknown address answers the same and sends nothing.
		for _, addr := range []string{"new@example.org", "nobody@example.org"} {
			if r := e.do("POST", "/api/auth/confirm/resend", map[string]any{"email": addr}, ""); r.status != 202 {
				t.Errorf("resend for %s = %d", addr, r.status)
			}
		}
		time.Sleep(200 * time.Millisecond) // mail goes in the background
		if n := e.mail.Count("new@example.org") + e.mail.Count("nobody@example.org"); n != 0 {
			t.Errorf("%d emails sent for nothing to confirm", n)
		}
		for _, bad := range []map[string]any{{"token": ""}, {"token": "not-a-token"}, {"token": strings.Repeat("x", 300)}} {
			if r := e.do("POST", "/api/auth/confirm", bad, ""); r.status != 400 {
				t.Errorf("confirm %v = %d", bad, r.status)
			}
		}
	})
}
