package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/config"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// env is one test server on one real database.
type env struct {
	t   *testing.T
	db  *sqlstore.DB
	srv *httptest.Server
	cfg config.Config
}

type option func(*config.Config, *httpapi.Deps)

func withWeb(fsys fs.FS) option { return func(_ *config.Config, d *httpapi.Deps) { d.Web = fsys } }

func withConfig(f func(*config.Config)) option {
	return func(c *config.Config, _ *httpapi.Deps) { f(c) }
}

// forEachServer runs fn against a real server on each database dialect.
func forEachServer(t *testing.T, fn func(t *testing.T, e *env), opts ...option) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		fn(t, newEnv(t, db, opts...))
	})
}

func newEnv(t *testing.T, db *sqlstore.DB, opts ...option) *env {
	cfg, err := config.Load(func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	deps := httpapi.Deps{DB: db, Tokens: auth.NewTokens("test-secret-test-secret-test-secret", cfg.PublicURL), Hasher: auth.NewHasher(2)}
	for _, o := range opts {
		o(&cfg, &deps)
	}
	deps.Config = cfg
	srv := httptest.NewServer(httpapi.NewServer(deps))
	t.Cleanup(srv.Close)
	return &env{t: t, db: db, srv: srv, cfg: cfg}
}

// response is a decoded answer.
type response struct {
	status int
	header http.Header
	body   []byte
}

func (r response) json(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

// errCode returns the error envelope's code, or "".
func (r response) errCode() string {
	var e struct {
		Error struct{ Code string } `json:"error"`
	}
	json.Unmarshal(r.body, &e) //nolint:errcheck
	return e.Error.Code
}

// do sends a request with an optional JSON body and bearer token.
func (e *env) do(method, path string, body any, token string, hdr ...string) response {
	e.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, e.srv.URL+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
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
