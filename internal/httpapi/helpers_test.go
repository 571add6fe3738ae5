package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/mail/mailtest"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/vecino"
)

// The server these tests run is httpapitest's, which the tests of Open311
// and of the web host share; the names below keep these tests short.

// env is one test server on one real database.
type env struct {
	*httpapitest.Env
	t    testing.TB
	db   *sqlstore.DB
	srv  *httptest.Server
	mail *mailtest.Server
}

func wrap(e *httpapitest.Env) *env { return &env{Env: e, t: e.T, db: e.DB, srv: e.Srv, mail: e.Mail} }

// as is e with t as its test (a fuzz target's own).
func (e *env) as(t testing.TB) *env {
	x := *e.Env
	x.T = t
	return wrap(&x)
}

type option = httpapitest.Option

var (
	withWeb       = httpapitest.WithWeb
	withLimits    = httpapitest.WithLimits
	withApp       = httpapitest.WithApp
	withSettings  = httpapitest.WithSettings
	newDeps       = httpapitest.NewDeps
	testSettings  = httpapitest.Settings
	httpapiLimits = httpapitest.Limits
	readFile      = httpapitest.ReadFile
	confirmLink   = httpapitest.ConfirmLink
)

const testSecret = httpapitest.Secret

// forEachServer runs fn against a real server on each database dialect.
func forEachServer(t *testing.T, fn func(t *testing.T, e *env), opts ...option) {
	httpapitest.ForEachServer(t, func(t *testing.T, e *httpapitest.Env) { fn(t, wrap(e)) }, opts...)
}

// forEachServerInTurn is forEachServer with the dialects one after the other.
func forEachServerInTurn(t *testing.T, fn func(t *testing.T, e *env), opts ...option) {
	httpapitest.ForEachServerInTurn(t, func(t *testing.T, e *httpapitest.Env) { fn(t, wrap(e)) }, opts...)
}

func newEnv(t testing.TB, db *sqlstore.DB, opts ...option) *env {
	return wrap(httpapitest.NewEnv(t, db, opts...))
}

// newEnvWithFiles is newEnv with photos kept in files (nil: a temporary folder).
func newEnvWithFiles(t testing.TB, db *sqlstore.DB, files filestore.Store, opts ...option) *env {
	return wrap(httpapitest.NewEnvWithFiles(t, db, files, opts...))
}

// processed waits until every photo of report id is processed (its public
// copy made by the job) and returns the report as token's holder sees it.
func (e *env) processed(token, id string) reportJSON { return e.Processed(token, id) }

// response is a decoded answer.
type response struct {
	status int
	header http.Header
	body   []byte
}

func resp(r httpapitest.Response) response {
	return response{status: r.Status, header: r.Header, body: r.Body}
}

func (r response) raw() httpapitest.Response {
	return httpapitest.Response{Status: r.status, Header: r.header, Body: r.body}
}

func (r response) json(t testing.TB, v any) {
	t.Helper()
	r.raw().JSON(t, v)
}

// errCode returns the error envelope's code, or "".
func (r response) errCode() string { return r.raw().ErrCode() }

// cookie returns the refresh cookie a response set, or "".
func (r response) cookie() string { return r.raw().Cookie() }

// doRaw sends body as it is, so that tests can send bytes json.Marshal
// would repair.
func (e *env) doRaw(method, path, contentType string, body []byte, hdr ...string) response {
	e.t.Helper()
	return resp(e.DoRaw(method, path, contentType, body, hdr...))
}

// do sends a request with an optional JSON body and bearer token.
func (e *env) do(method, path string, body any, token string, hdr ...string) response {
	e.t.Helper()
	return resp(e.Do(method, path, body, token, hdr...))
}

// session is a signed-in client: its access token and refresh cookie.
type session struct {
	token, refresh string
	user           map[string]any
}

func sess(s httpapitest.Session) session {
	return session{token: s.Token, refresh: s.Refresh, user: s.User}
}

// signup creates an account through the API and signs it in.
func (e *env) signup(email, password string) session {
	e.t.Helper()
	return sess(e.Signup(email, password))
}

// signin signs in and fails the test unless it works.
func (e *env) signin(email, password string, remember bool) session {
	e.t.Helper()
	return sess(e.Signin(email, password, remember))
}

// userWithRole signs up a user and grants role directly in the store.
func (e *env) userWithRole(email string, role vecino.Role) session {
	e.t.Helper()
	return sess(e.UserWithRole(email, role))
}
