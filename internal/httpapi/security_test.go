package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"testing"

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
