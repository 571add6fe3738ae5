// Package httpapitest runs the whole HTTP server (httpapi, with Open311 and
// the web host mounted) on a real database for the tests of the HTTP
// packages: accounts through the API, reports with photos, staff of every
// role. Tests only: the server binary never imports it
// (internal/layers_test.go).
package httpapitest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"mime/multipart"
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
	"github.com/vecino-city/vecino/internal/geocode"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/imaging/imagingtest"
	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/mail/mailtest"
	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Env is one test server on one real database.
type Env struct {
	T    testing.TB
	DB   *sqlstore.DB
	Srv  *httptest.Server
	Mail *mailtest.Server // nil: addresses are confirmed in the database
	// Events is the server's event publisher: Changed publishes on it after
	// a write made straight in the store, as the application would.
	Events eventhub.Publisher
}

// Changed tells the server (every instance, on PostgreSQL) that the test
// wrote to the store behind the application's back, so that its caches of
// answers and sessions are emptied as after any change made through it.
func (e *Env) Changed() {
	e.T.Helper()
	if e.Events == nil {
		return
	}
	if err := e.Events.Publish(context.Background(), eventhub.Event{Type: eventhub.AccountChanged}); err != nil {
		e.T.Fatal(err)
	}
}

// Option changes the server's dependencies before it starts.
type Option func(*httpapi.Deps)

// WithWeb serves fsys as the built web app.
func WithWeb(fsys fs.FS) Option { return func(d *httpapi.Deps) { d.Web = fsys } }

// WithLimits sets the account rate limits.
func WithLimits(l httpapi.Limits) Option { return func(d *httpapi.Deps) { d.Limits = l } }

// WithApp hands the test the server's application, to change its quotas.
func WithApp(p **app.App) Option { return func(d *httpapi.Deps) { *p = d.App } }

// WithSettings changes the server's settings.
func WithSettings(f func(*httpapi.Settings)) Option { return func(d *httpapi.Deps) { f(&d.Settings) } }

// WithGeocoder places typed addresses with the Nominatim server at url.
func WithGeocoder(url string) Option {
	return func(d *httpapi.Deps) {
		d.App.Geocoder = geocode.New(url, 40.7178, -74.0431, 15, 2*time.Second, "vecino-test")
	}
}

// ForEachServer runs fn against a real server on each database dialect, the
// dialects side by side (sqlstoretest.ForEach: fn shares nothing writable
// with its other run).
func ForEachServer(t *testing.T, fn func(t *testing.T, e *Env), opts ...Option) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		fn(t, NewEnv(t, db, opts...))
	})
}

// ForEachServerInTurn is ForEachServer with the dialects one after the
// other, for a test whose runs share a fake server, a counter or a log.
func ForEachServerInTurn(t *testing.T, fn func(t *testing.T, e *Env), opts ...Option) {
	sqlstoretest.ForEachInTurn(t, func(t *testing.T, db *sqlstore.DB) {
		fn(t, NewEnv(t, db, opts...))
	})
}

// Settings are the configuration's defaults (the public and staff caches
// on, so every test of the public record and the staff queue reads through
// them, and every signed-in request through the session cache).
var Settings = httpapi.Settings{AppName: "Vecino", PublicURL: "http://localhost:8080", DefaultLanguage: "en", PublicCacheBytes: 64 << 20, StaffCacheBytes: 16 << 20,
	Map: httpapi.MapSettings{CenterLat: 40.7178, CenterLng: -74.0431, Zoom: 15, TileURL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png"}}

// Secret signs the test server's tokens.
const Secret = "test-secret-test-secret-test-secret"

// Password is the password of the accounts UserWithRole and NewStaffEnv make.
const Password = "correct horse battery"

// NewDeps wires a server the way cmd/vecino does, with a fast hasher, files
// in a temporary folder, and hub as the event publisher unless events is set.
func NewDeps(t testing.TB, db *sqlstore.DB, mailer mail.Sender, hub *eventhub.Hub, events eventhub.Publisher, store ...filestore.Store) httpapi.Deps {
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
	tokens := auth.NewTokens(Secret, Settings.PublicURL)
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
		Tokens: tokens, Mailer: mailer, Events: events, Files: files, AppName: Settings.AppName, PublicURL: Settings.PublicURL,
		Counter: counter, Chat: content, ConfirmSignups: true})
	return httpapi.Deps{App: a, Store: db, Tokens: tokens, Hub: hub, Settings: Settings, Counter: counter, Jobs: StartJobs(t, db, a)}
}

// StartJobs works db's job queue with a's handlers, as cmd/vecino does,
// until the test ends.
func StartJobs(t testing.TB, db *sqlstore.DB, a *app.App) *jobs.Queue {
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

// NewEnv starts a server on db, with a mail server to read its emails.
func NewEnv(t testing.TB, db *sqlstore.DB, opts ...Option) *Env {
	return NewEnvWithFiles(t, db, nil, opts...)
}

// NewEnvWithFiles is NewEnv with photos kept in files (nil: a temporary folder).
func NewEnvWithFiles(t testing.TB, db *sqlstore.DB, files filestore.Store, opts ...Option) *Env {
	smtp := mailtest.Start(t)
	var store []filestore.Store
	if files != nil {
		store = append(store, files)
	}
	deps := NewDeps(t, db, &mail.SMTPSender{Host: smtp.Host, Port: smtp.Port, From: "noreply@vecino.test", TLS: "none"}, eventhub.New(), nil, store...)
	for _, o := range opts {
		o(&deps)
	}
	api := httpapi.NewServer(deps)
	srv := httptest.NewServer(api)
	t.Cleanup(srv.Close)
	t.Cleanup(api.Close) // runs first: ends event streams so srv.Close need not wait
	return &Env{T: t, DB: db, Srv: srv, Mail: smtp, Events: deps.App.Events}
}

// Processed waits until every photo of report id is processed (its public
// copy made by the job) and returns the report as token's holder sees it.
func (e *Env) Processed(token, id string) Report {
	e.T.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var rep Report
		r := e.Do("GET", "/api/reports/"+id, nil, token)
		if r.Status != 200 {
			e.T.Fatalf("GET report %s = %d %s", id, r.Status, r.Body)
		}
		r.JSON(e.T, &rep)
		ready := true
		for _, p := range rep.Photos {
			ready = ready && p.State == vecino.PhotoReady
		}
		if ready {
			return rep
		}
		if time.Now().After(deadline) {
			e.T.Fatalf("photos of %s not processed after 30 s: %s", id, r.Body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Response is a decoded answer.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into v, failing the test if it cannot.
func (r Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("decode %s: %v", r.Body, err)
	}
}

// ErrCode returns the error envelope's code, or "".
func (r Response) ErrCode() string {
	var e struct {
		Error struct{ Code string } `json:"error"`
	}
	json.Unmarshal(r.Body, &e) //nolint:errcheck
	return e.Error.Code
}

// Cookie returns the refresh cookie a response set, or "".
func (r Response) Cookie() string {
	for _, c := range (&http.Response{Header: r.Header}).Cookies() {
		if c.Name == "vecino_refresh" && c.Value != "" {
			return c.Value
		}
	}
	return ""
}

// Send sends req to the server and reads the answer.
func (e *Env) Send(req *http.Request) Response {
	e.T.Helper()
	res, err := e.Srv.Client().Do(req)
	if err != nil {
		e.T.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return Response{Status: res.StatusCode, Header: res.Header, Body: b}
}

// DoRaw sends body as it is, so that tests can send bytes json.Marshal
// would repair; hdr are extra headers (name, value, …).
func (e *Env) DoRaw(method, path, contentType string, body []byte, hdr ...string) Response {
	e.T.Helper()
	req, err := http.NewRequest(method, e.Srv.URL+path, bytes.NewReader(body))
	if err != nil {
		e.T.Fatalf("%s %s: %v", method, path, err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	return e.Send(req)
}

// Do sends a request with an optional JSON body and bearer token.
func (e *Env) Do(method, path string, body any, token string, hdr ...string) Response {
	e.T.Helper()
	var raw []byte
	contentType := ""
	if body != nil {
		raw, _ = json.Marshal(body)
		contentType = "application/json"
	}
	if token != "" {
		hdr = append([]string{"Authorization", "Bearer " + token}, hdr...)
	}
	return e.DoRaw(method, path, contentType, raw, hdr...)
}

// Get is a GET without a session.
func (e *Env) Get(path string) Response { return e.Do("GET", path, nil, "") }

// Upload posts a multipart report with fields and files.
func (e *Env) Upload(token string, fields map[string]string, files ...[]byte) Response {
	e.T.Helper()
	return e.UploadWith(nil, token, fields, files...)
}

// UploadWith is Upload with extra headers (name, value, …).
func (e *Env) UploadWith(hdr []string, token string, fields map[string]string, files ...[]byte) Response {
	e.T.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		mw.WriteField(k, v) //nolint:errcheck
	}
	for i, f := range files {
		w, _ := mw.CreateFormFile("photos", fmt.Sprintf("photo%d.jpg", i))
		w.Write(f) //nolint:errcheck
	}
	mw.Close()
	req, _ := http.NewRequest("POST", e.Srv.URL+"/api/reports", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	return e.Send(req)
}

// Session is a signed-in client: its access token and refresh cookie.
type Session struct {
	Token, Refresh string
	User           map[string]any
}

// Signup creates an account through the API, confirms it and signs it in.
func (e *Env) Signup(email, password string) Session {
	e.T.Helper()
	r := e.Do("POST", "/api/auth/signup", map[string]any{"email": email, "password": password, "first_name": "Test",
		"last_name": "User", "preferred_language": "en"}, "")
	if r.Status != 202 {
		e.T.Fatalf("signup %s = %d %s", email, r.Status, r.Body)
	}
	e.Confirm(email)
	return e.Signin(email, password, false)
}

// ConfirmLink finds the token of the confirmation link in an email.
var ConfirmLink = regexp.MustCompile(`/(en|es)/auth\?type=confirm&token=([A-Za-z0-9_-]+)`)

// Confirm follows the confirmation link emailed to email (a server without
// a mailer, as in the two-instance tests, has the address confirmed in the
// database instead).
func (e *Env) Confirm(email string) {
	e.T.Helper()
	if e.Mail == nil {
		if _, err := e.DB.SQL().Exec(`UPDATE users SET email_confirmed_at = created_at WHERE email = $1`, email); err != nil {
			e.T.Fatal(err)
		}
		return
	}
	m := ConfirmLink.FindStringSubmatch(e.Mail.Take(e.T, email).Data)
	if m == nil {
		e.T.Fatalf("no confirmation link emailed to %s", email)
	}
	if r := e.Do("POST", "/api/auth/confirm", map[string]any{"token": m[2]}, ""); r.Status != 204 {
		e.T.Fatalf("confirm %s = %d %s", email, r.Status, r.Body)
	}
}

// Signin signs in and fails the test unless it works.
func (e *Env) Signin(email, password string, remember bool) Session {
	e.T.Helper()
	r := e.Do("POST", "/api/auth/signin", map[string]any{"email": email, "password": password, "remember_me": remember}, "")
	if r.Status != 200 {
		e.T.Fatalf("signin %s = %d %s", email, r.Status, r.Body)
	}
	var body struct {
		User        map[string]any `json:"user"`
		AccessToken string         `json:"access_token"`
	}
	r.JSON(e.T, &body)
	return Session{Token: body.AccessToken, Refresh: r.Cookie(), User: body.User}
}

// UserWithRole signs up a user and grants role directly in the store.
func (e *Env) UserWithRole(email string, role vecino.Role) Session {
	e.T.Helper()
	s := e.Signup(email, Password)
	if role != vecino.RoleReporter {
		if err := e.DB.GrantRole(context.Background(), s.User["id"].(string), role, nil); err != nil {
			e.T.Fatal(err)
		}
		e.Changed()
	}
	return s
}

// Limits returns limits of n requests an hour on every bucket.
func Limits(n int) httpapi.Limits {
	l := httpapi.Limit{Burst: n, Per: time.Hour}
	return httpapi.Limits{SignInIP: l, SignInAccount: l, SignUpIP: l, SignUpAccount: l, RecoverIP: l, RecoverAccount: l, RefreshIP: l, InvestorIP: l, PageViewIP: l, ChatIP: l}
}

// ReadFile is a file the test needs, from the repository.
func ReadFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// ExifPhoto is a photo taken two hours ago on Grove St.
var ExifPhoto = imagingtest.JPEG(640, 480, &imagingtest.Exif{Lat: 40.7191, Lng: -74.0425, Taken: time.Now().Add(-2 * time.Hour), Orientation: 1})

// Pothole is a street report's form fields, each mut applied.
func Pothole(mut ...func(map[string]string)) map[string]string {
	f := map[string]string{"category": "road-infrastructure", "type": "pothole", "description": "Deep pothole in the bike lane on Grove St",
		"latitude": "40.7178", "longitude": "-74.0431", "occurred_at": time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)}
	for _, m := range mut {
		m(f)
	}
	return f
}

// Report is a report as the API shows it, as far as the tests read it.
type Report struct {
	ID           string
	Status       string
	Category     string
	Type         string
	Latitude     *float64
	Longitude    *float64
	LicensePlate string `json:"license_plate"`
	Photos       []struct {
		ID           string
		URL          string `json:"url"`
		ThumbnailURL string `json:"thumbnail_url"`
		OriginalURL  string `json:"original_url"`
		State        string `json:"state"`
	}
	Reporter        *struct{ ID, Name string }
	PhotosCheckedAt *time.Time `json:"photos_checked_at"`
	PhotosCheckedBy string     `json:"photos_checked_by"`
}

// StaffEnv is a server with one account per role and a reporter's report
// factory.
type StaffEnv struct {
	*Env
	Reporter Session
	By       map[vecino.Role]Session
}

// NewStaffEnv signs up a reporter and one account of every role.
func NewStaffEnv(t testing.TB, e *Env) *StaffEnv {
	se := &StaffEnv{Env: e, Reporter: e.Signup("rep@example.org", Password), By: map[vecino.Role]Session{}}
	for _, r := range vecino.Roles {
		se.By[r] = e.UserWithRole(string(r)+"@staff.example.org", r)
	}
	return se
}

// File creates a report and moves it to status directly in the store.
func (se *StaffEnv) File(status vecino.Status, fields ...func(map[string]string)) string {
	se.T.Helper()
	r := se.Upload(se.Reporter.Token, Pothole(fields...), ExifPhoto)
	if r.Status != 201 {
		se.T.Fatalf("file = %d %s", r.Status, r.Body)
	}
	var rep Report
	r.JSON(se.T, &rep)
	se.Processed(se.Reporter.Token, rep.ID)
	if err := se.DB.CheckPhotos(context.Background(), rep.ID, se.By[vecino.RoleReviewer].User["id"].(string)); err != nil {
		se.T.Fatal(err)
	}
	path := map[vecino.Status][]vecino.Status{
		vecino.StatusPending:  {vecino.StatusPending},
		vecino.StatusApproved: {vecino.StatusPending, vecino.StatusApproved},
		vecino.StatusRejected: {vecino.StatusRejected},
	}[status]
	from := vecino.StatusScreening
	for _, to := range path {
		f := from
		if err := se.DB.ChangeStatus(context.Background(), vecino.Event{ReportID: rep.ID, FromStatus: &f, ToStatus: to, ReasonCode: "duplicate"}); err != nil {
			se.T.Fatal(err)
		}
		from = to
	}
	se.Changed()
	return rep.ID
}

// Move asks for a transition of report id as tok's holder.
func (se *StaffEnv) Move(tok, id string, from, to vecino.Status, reason, note string) Response {
	return se.Do("POST", "/api/reports/"+id+"/transitions", map[string]any{"to": to, "expected_status": from, "reason_code": reason, "note": note}, tok)
}

// NewAPIKey makes an Open311 API key as the owner with token and returns
// its secret.
func (e *Env) NewAPIKey(token string) string {
	e.T.Helper()
	var key struct{ Secret string }
	r := e.Do("POST", "/api/owner/api-keys", map[string]any{"name": "City 311"}, token)
	if r.Status != 201 {
		e.T.Fatalf("create key = %d %s", r.Status, r.Body)
	}
	r.JSON(e.T, &key)
	return key.Secret
}

// Main runs a package's tests with the request logs silenced: they would
// drown the output, and failures print their own detail.
func Main(m *testing.M) {
	slog.SetDefault(slog.New(slog.NewTextHandler(io.Discard, nil)))
	os.Exit(m.Run())
}

// FirstLoads is a web build's first-loads.json (web/src/config/first-loads.ts
// writes the real one) for tests that serve a web app of their own
// (WithWeb): what every page and each route's pages need first; a test's
// vite-manifest.json gives the pages' modules their files.
const FirstLoads = `{"every": {"api": ["/api/config", "/api/languages"], "namespaces": ["common"]},
 "pages": {"home": ["src/home.tsx"], "landing": ["src/landing.tsx"], "record": ["src/record.tsx"], "auth": ["src/auth.tsx", "src/auth-forms.tsx"],
  "report-form": ["src/layout.tsx", "src/upload-type.tsx"], "leaflet-picker": ["src/leaflet-picker.tsx"], "leaflet-map": ["src/leaflet-map.tsx"]},
 "routes": [
 {"path": "/:lang", "page": "home", "api": ["/api/catalog"], "namespaces": ["public"]},
 {"path": "/:lang/landing", "page": "landing", "api": ["/api/catalog"], "namespaces": ["public"]},
 {"path": "/:lang/map", "page": "record", "leaflet": "leaflet-map", "api": ["/api/catalog", "/api/neighborhoods"], "namespaces": ["record", "follow"]},
 {"path": "/:lang/public/violations/approved", "page": "record", "api": ["/api/catalog", "/api/neighborhoods"], "namespaces": ["record", "follow"]},
 {"path": "/:lang/public/violations/approved/:id", "page": "record", "api": ["/api/catalog", "/api/public/reports/:id"], "namespaces": ["record", "follow"]},
 {"path": "/:lang/auth", "page": "auth", "namespaces": ["auth"]},
 {"path": "/:lang/login", "page": "auth", "namespaces": ["auth"]},
 {"path": "/:lang/register", "page": "auth", "namespaces": ["auth"]},
 {"path": "/:lang/deck", "language": "en", "namespaces": ["public"]},
 {"path": "/:lang/*", "namespaces": ["public"]},
 {"path": "/dashboard/upload/:category/:type", "page": "report-form", "leaflet": "leaflet-picker", "signedIn": true, "api": ["/api/catalog"], "namespaces": ["shell", "catalog", "reports", "map"]}]}`
