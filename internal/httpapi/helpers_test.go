package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/chat"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/mail/mailtest"
	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// env is one test server on one real database.
type env struct {
	t    testing.TB
	db   *sqlstore.DB
	srv  *httptest.Server
	mail *mailtest.Server
}

type option func(*httpapi.Deps)

func withWeb(fsys fs.FS) option { return func(d *httpapi.Deps) { d.Web = fsys } }

func withLimits(l httpapi.Limits) option { return func(d *httpapi.Deps) { d.Limits = l } }

// withApp hands the test the server's application, to change its quotas.
func withApp(p **app.App) option { return func(d *httpapi.Deps) { *p = d.App } }

func withSettings(f func(*httpapi.Settings)) option { return func(d *httpapi.Deps) { f(&d.Settings) } }

// forEachServer runs fn against a real server on each database dialect.
func forEachServer(t *testing.T, fn func(t *testing.T, e *env), opts ...option) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		fn(t, newEnv(t, db, opts...))
	})
}

// testSettings are the configuration's defaults (the public cache on, so
// every test of the public record reads through it).
var testSettings = httpapi.Settings{AppName: "Vecino", PublicURL: "http://localhost:8080", DefaultLanguage: "en", PublicCacheBytes: 64 << 20,
	Map: httpapi.MapSettings{CenterLat: 40.7178, CenterLng: -74.0431, Zoom: 15, TileURL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png"}}

// newDeps wires a server the way cmd/vecino does, with a fast hasher, files
// in a temporary folder, and hub as the event publisher unless events is set.
func newDeps(t testing.TB, db *sqlstore.DB, mailer mail.Sender, hub *eventhub.Hub, events eventhub.Publisher, store ...filestore.Store) httpapi.Deps {
	var files filestore.Store
	var err error
	if len(store) > 0 {
		files = store[0]
	} else if files, err = filestore.NewLocal(t.TempDir()); err != nil {
		t.Fatal(err)
	}
	if events == nil {
		events = hub
	}
	tokens := auth.NewTokens(testSecret, testSettings.PublicURL)
	content, err := chat.Load()
	if err != nil {
		t.Fatal(err)
	}
	var counter ratelimit.Counter = ratelimit.NewMemory()
	if db.Dialect == sqlstore.Postgres {
		if counter, err = db.RateLimits(); err != nil {
			t.Fatal(err)
		}
	}
	a := app.New(app.Deps{Store: db, Hasher: auth.NewHasherWithParams(2, auth.Params{Time: 1, Memory: 1024, Threads: 1}),
		Tokens: tokens, Mailer: mailer, Events: events, Files: files, AppName: testSettings.AppName, PublicURL: testSettings.PublicURL,
		Counter: counter, Chat: content, ConfirmSignups: true})
	return httpapi.Deps{App: a, Store: db, Tokens: tokens, Hub: hub, Settings: testSettings, Counter: counter, Jobs: startJobs(t, db, a)}
}

// startJobs works db's job queue with a's handlers, as cmd/vecino does,
// until the test ends.
func startJobs(t testing.TB, db *sqlstore.DB, a *app.App) *jobs.Queue {
	if err := jobs.Migrate(context.Background(), db.SQL(), string(db.Dialect)); err != nil {
		t.Fatal(err)
	}
	reg := jobs.NewRegistry()
	reg.PollInterval = 20 * time.Millisecond
	reg.RetryDelay = func(attempt int) time.Duration { return time.Duration(attempt) * 100 * time.Millisecond }
	a.RegisterJobs(reg)
	q, err := jobs.Open(db.SQL(), string(db.Dialect), reg)
	if err != nil {
		t.Fatal(err)
	}
	db.SetEnqueuer(q)
	a.Jobs = q
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		q.Stop(ctx) //nolint:errcheck
	})
	return q
}

func newEnv(t testing.TB, db *sqlstore.DB, opts ...option) *env {
	return newEnvWithFiles(t, db, nil, opts...)
}

// newEnvWithFiles is newEnv with photos kept in files (nil: a temporary folder).
func newEnvWithFiles(t testing.TB, db *sqlstore.DB, files filestore.Store, opts ...option) *env {
	smtp := mailtest.Start(t)
	var store []filestore.Store
	if files != nil {
		store = append(store, files)
	}
	deps := newDeps(t, db, &mail.SMTPSender{Host: smtp.Host, Port: smtp.Port, From: "noreply@vecino.test", TLS: "none"}, eventhub.New(), nil, store...)
	for _, o := range opts {
		o(&deps)
	}
	api := httpapi.NewServer(deps)
	srv := httptest.NewServer(api)
	t.Cleanup(srv.Close)
	t.Cleanup(api.Close) // runs first: ends event streams so srv.Close need not wait
	return &env{t: t, db: db, srv: srv, mail: smtp}
}

// processed waits until every photo of report id is processed (its public
// copy made by the job) and returns the report as token's holder sees it.
func (e *env) processed(token, id string) reportJSON {
	e.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var rep reportJSON
		r := e.do("GET", "/api/reports/"+id, nil, token)
		if r.status != 200 {
			e.t.Fatalf("GET report %s = %d %s", id, r.status, r.body)
		}
		r.json(e.t, &rep)
		ready := true
		for _, p := range rep.Photos {
			ready = ready && p.State == vecino.PhotoReady
		}
		if ready {
			return rep
		}
		if time.Now().After(deadline) {
			e.t.Fatalf("photos of %s not processed after 30 s: %s", id, r.body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

const testSecret = "test-secret-test-secret-test-secret"

// response is a decoded answer.
type response struct {
	status int
	header http.Header
	body   []byte
}

func (r response) json(t testing.TB, v any) {
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

// doRaw sends body as it is, so that tests can send bytes json.Marshal
// would repair.
func (e *env) doRaw(method, path, contentType string, body []byte, hdr ...string) response {
	e.t.Helper()
	req, err := http.NewRequest(method, e.srv.URL+path, bytes.NewReader(body))
	if err != nil {
		e.t.Fatalf("%s %s: %v", method, path, err)
	}
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

// do sends a request with an optional JSON body and bearer token.
func (e *env) do(method, path string, body any, token string, hdr ...string) response {
	e.t.Helper()
	var raw []byte
	contentType := ""
	if body != nil {
		raw, _ = json.Marshal(body)
		contentType = "application/json"
	}
	if token != "" {
		hdr = append([]string{"Authorization", "Bearer " + token}, hdr...)
	}
	return e.doRaw(method, path, contentType, raw, hdr...)
}

// cookie returns the refresh cookie a response set, or "".
func (r response) cookie() string {
	for _, c := range (&http.Response{Header: r.header}).Cookies() {
		if c.Name == "vecino_refresh" && c.Value != "" {
			return c.Value
		}
	}
	return ""
}

// session is a signed-in client: its access token and refresh cookie.
type session struct {
	token, refresh string
	user           map[string]any
}

// signup creates an account through the API and signs it in.
func (e *env) signup(email, password string) session {
	e.t.Helper()
	r := e.do("POST", "/api/auth/signup", map[string]any{"email": email, "password": password, "first_name": "Test",
		"last_name": "User", "preferred_language": "en"}, "")
	if r.status != 202 {
		e.t.Fatalf("signup %s = %d %s", email, r.status, r.body)
	}
	e.confirm(email)
	return e.signin(email, password, false)
}

var confirmLink = regexp.MustCompile(`/(en|es)/auth\?type=confirm&token=([A-Za-z0-9_-]+)`)

// confirm follows the confirmation link emailed to email (a server without
// a mailer, as in the two-instance tests, has the address confirmed in the
// database instead).
func (e *env) confirm(email string) {
	e.t.Helper()
	if e.mail == nil {
		if _, err := e.db.SQL().Exec(`UPDATE users SET email_confirmed_at = created_at WHERE email = $1`, email); err != nil {
			e.t.Fatal(err)
		}
		return
	}
	m := confirmLink.FindStringSubmatch(e.mail.Take(e.t, email).Data)
	if m == nil {
		e.t.Fatalf("no confirmation link emailed to %s", email)
	}
	if r := e.do("POST", "/api/auth/confirm", map[string]any{"token": m[2]}, ""); r.status != 204 {
		e.t.Fatalf("confirm %s = %d %s", email, r.status, r.body)
	}
}

// signin signs in and fails the test unless it works.
func (e *env) signin(email, password string, remember bool) session {
	e.t.Helper()
	r := e.do("POST", "/api/auth/signin", map[string]any{"email": email, "password": password, "remember_me": remember}, "")
	if r.status != 200 {
		e.t.Fatalf("signin %s = %d %s", email, r.status, r.body)
	}
	var body struct {
		User        map[string]any `json:"user"`
		AccessToken string         `json:"access_token"`
	}
	r.json(e.t, &body)
	return session{token: body.AccessToken, refresh: r.cookie(), user: body.User}
}

// userWithRole signs up a user and grants role directly in the store.
func (e *env) userWithRole(email string, role vecino.Role) session {
	e.t.Helper()
	s := e.signup(email, "correct horse battery")
	if role != vecino.RoleReporter {
		if err := e.db.GrantRole(context.Background(), s.user["id"].(string), role, nil); err != nil {
			e.t.Fatal(err)
		}
	}
	return s
}

// httpapiLimits returns limits of n requests an hour on every bucket.
func httpapiLimits(n int) httpapi.Limits {
	l := httpapi.Limit{Burst: n, Per: time.Hour}
	return httpapi.Limits{SignInIP: l, SignInAccount: l, SignUpIP: l, SignUpAccount: l, RecoverIP: l, RecoverAccount: l, RefreshIP: l, InvestorIP: l, PageViewIP: l, ChatIP: l}
}

// readFile is a file the test needs, from the repository.
func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
