// Package httpapi is Vecino's JSON API (under /api, the media and the
// health checks) and the HTTP server that mounts it with the route tables
// of Open311 (internal/open311) and of the web app's host (internal/webhost).
// routes.go lists every route of the API with the roles it needs; the
// server checks them, and those of the other tables, on every request.
package httpapi

import (
	"cmp"
	"context"
	"io/fs"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/open311"
	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/vecino"
	"github.com/vecino-city/vecino/internal/webhost"
)

// Settings are the plain values the HTTP layer shows or obeys; cmd/vecino
// fills them from the configuration.
type Settings struct {
	AppName         string
	SpoolDir        string // where uploads are received; "" is the system's temporary folder
	PublicURL       string // https:// makes cookies Secure and turns on HSTS
	SourceURL       string // where the source of this version is published (AGPL); "" shows no link
	DefaultLanguage string
	TrustProxy      bool // take the client address from X-Forwarded-For
	Analytics       bool // count page views
	GoogleMapsKey   string
	Map             MapSettings
	// RequestTimeout bounds how long a request waits on the database before
	// it answers 503; zero is no bound.
	RequestTimeout time.Duration
	// PublicCacheBytes bounds the memory cache of public answers; 0 is off.
	PublicCacheBytes int64
	// StaffCacheBytes bounds the memory cache of staff answers (the queue's
	// list, position, first and count); 0 turns it off, and with it the
	// cache of session lookups.
	StaffCacheBytes int64
}

// MapSettings place the public map.
type MapSettings struct {
	CenterLat, CenterLng float64
	Zoom                 int
	TileURL              string
}

// Deps are what the server needs from the rest of the program.
type Deps struct {
	// App runs every workflow; Store answers the reads that need none.
	App   *app.App
	Store vecino.Store
	// Tokens sign and check media URLs.
	Tokens *auth.Tokens
	// Hub is this instance's event fan-out, which the event streams read.
	Hub      *eventhub.Hub
	Settings Settings
	// Limits are the account rate limits; zero means DefaultLimits.
	Limits Limits
	// Counter holds the rate-limit buckets: shared through PostgreSQL when
	// several instances run; nil keeps them in this process's memory.
	Counter ratelimit.Counter
	// Uploads bound report uploads in flight (zero is DefaultUploadLimits).
	Uploads UploadLimits
	// Web is the built web app (index.html at its root); nil serves a notice.
	Web fs.FS
	// Jobs is the job queue, as owners see it (nil: its routes answer 503).
	Jobs JobQueue
	// Metrics receives the measurements of every request (metrics.Metrics);
	// nil records nothing.
	Metrics Observer
	// Unavailable reports whether an error that is no domain error says a
	// backing service (the database, the object store) is out of reach: it
	// then answers 503 unavailable with Retry-After, not 500. cmd/vecino
	// joins sqlstore.Unavailable and filestore.Unavailable; nil is none.
	Unavailable func(error) bool
}

// Observer receives the HTTP layer's measurements; metrics.Metrics is one.
type Observer interface {
	// RequestStarted and RequestDone bracket every request: route is the
	// route table's pattern ("GET /api/reports/{id}"), or "unmatched" for
	// a path outside it (the web app's pages and files, unknown paths).
	RequestStarted()
	RequestDone(route, method string, status int, d time.Duration)
	// StreamOpened and StreamClosed bracket every event stream.
	StreamOpened()
	StreamClosed()
	// SignIn counts a sign-in attempt: ok, wrong_password, locked (account
	// disabled or its email unconfirmed), rate_limited or error.
	SignIn(outcome string)
}

// Server holds the dependencies of every handler.
type Server struct {
	app     *app.App
	db      vecino.Store
	tokens  *auth.Tokens
	set     Settings
	live    *live
	now     func() time.Time
	limits  Limits
	counter ratelimit.Counter
	uploads *uploadGate
	jobs    JobQueue
	web     *webhost.Server
	table   []httpkit.Route // every route mounted (routes.go)
	known   *knownPaths
	cache   *answerCache // public answers
	// staffCache keeps staff answers and sessions recent session lookups,
	// both emptied by every event (nil: off, Settings.StaffCacheBytes 0).
	staffCache *answerCache
	sessions   *sessionCache
	handler    http.Handler
	obs        Observer
	// unavailable: see Deps.Unavailable.
	unavailable func(error) bool
	// draining is set by Drain: /readyz answers 503 from then on.
	draining atomic.Bool
}

// NewServer returns the whole HTTP surface. Close it to end event streams.
func NewServer(d Deps) *Server {
	l := d.Limits
	if l == (Limits{}) {
		l = DefaultLimits
	}
	if d.Counter == nil {
		d.Counter = ratelimit.NewMemory()
	}
	s := &Server{app: d.App, db: d.Store, tokens: d.Tokens, set: d.Settings, now: time.Now,
		limits: l, counter: d.Counter, uploads: newUploadGate(d.Uploads), jobs: d.Jobs, obs: d.Metrics, unavailable: d.Unavailable}
	if d.Hub == nil {
		d.Hub = eventhub.New()
	}
	s.cache = newAnswerCache(d.Settings.PublicCacheBytes, publicCacheTTL, d.Hub)
	if d.Settings.StaffCacheBytes > 0 {
		s.staffCache = newAnswerCache(d.Settings.StaffCacheBytes, staffCacheTTL, d.Hub)
		s.sessions = newSessionCache(d.Hub, func() time.Time { return s.now() })
	}
	s.startLive(d.Hub)
	o311 := open311.New(open311.Deps{App: d.App, Store: d.Store, PublicURL: d.Settings.PublicURL, Counter: d.Counter,
		KeyLimit: cmp.Or(l.Open311Key, DefaultLimits.Open311Key), Now: func() time.Time { return s.now() },
		MediaURL: func(id string, version int) string { return versioned(s.mediaURL(id, "public", nil, "", ""), version) }})
	mux := http.NewServeMux()
	s.web = webhost.New(webhost.Deps{Web: d.Web, App: d.App, Now: func() time.Time { return s.now() }, Photos: s.publicPhotos,
		Settings: webhost.Settings{AppName: d.Settings.AppName, PublicURL: d.Settings.PublicURL,
			DefaultLanguage: d.Settings.DefaultLanguage, GoogleMapsKey: d.Settings.GoogleMapsKey,
			TileOrigin: oneTileOrigin(d.Settings.Map.TileURL),
			Map:        webhost.MapView{Lat: d.Settings.Map.CenterLat, Lng: d.Settings.Map.CenterLng, Zoom: d.Settings.Map.Zoom, TileURL: d.Settings.Map.TileURL}}})
	s.table = s.routeTable(o311.Routes(), s.web.Routes())
	s.mount(mux, s.table)
	s.handler = s.observe(s.secure(s.sameOrigin(cleanText(mux))))
	return s
}

// Drain makes /readyz answer 503 from now on while every other route is
// served as before: on SIGTERM, a proxy that checks /readyz takes this
// instance out of rotation before it stops accepting connections.
func (s *Server) Drain() { s.draining.Store(true) }

// CacheStats are the public cache's counters: answers served from it, read
// through it, and the memory and number of the answers it holds (all zero
// when the cache is off).
func (s *Server) CacheStats() (hits, misses uint64, bytes, entries int64) { return s.cache.stats() }

// StaffCacheStats are the same counters of the staff answers' cache.
func (s *Server) StaffCacheStats() (hits, misses uint64, bytes, entries int64) {
	return s.staffCache.stats()
}

// secureCookies reports whether the site is served over HTTPS.
func (s *Server) secureCookies() bool { return strings.HasPrefix(s.set.PublicURL, "https://") }

// ServeHTTP serves every route.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// handler is the shape of every API handler (httpkit.Handler): it writes
// its answer, or returns an error that becomes the JSON error envelope.
type handler = httpkit.Handler

// userFrom returns the signed-in user of the request, or nil.
var userFrom = httpkit.UserFrom

// familyFrom is the session family of the caller's access token ("" without one).
func familyFrom(ctx context.Context) string {
	f, _ := ctx.Value(ctxFamily).(string)
	return f
}

// authenticate reads the bearer token, if any, and loads its user. A request
// without a token has no user; a bad or revoked token is EUNAUTHORIZED.
func (s *Server) authenticate(r *http.Request) (*http.Request, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return r, nil
	}
	tok, ok := strings.CutPrefix(h, "Bearer ")
	if !ok {
		return r, vecino.Errorf(vecino.EUNAUTHORIZED, "Send the access token as a Bearer token.")
	}
	var u *vecino.User
	var family string
	var err error
	if s.sessions != nil {
		u, family, err = s.sessions.authenticate(r.Context(), tok, s.app.Authenticate)
	} else {
		var claims auth.Claims
		u, claims, err = s.app.Authenticate(r.Context(), tok)
		family = claims.FamilyID
	}
	if err != nil {
		return r, err
	}
	ctx := httpkit.WithUser(r.Context(), u)
	ctx = context.WithValue(ctx, ctxFamily, family)
	return r.WithContext(ctx), nil
}

// guard serves h to the callers a admits. A signed-in caller's user is
// attached; on a route for anyone, a stale token is ignored so that public
// pages keep working, while restricted routes refuse it (401), and a member
// without a needed role gets 403 (a reviewer_admin counting as a reviewer).
func (s *Server) guard(a access, h handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r2, err := s.authenticate(r)
		if err == nil {
			r = r2
		}
		u := userFrom(r.Context())
		switch {
		case !a.Member:
			err = nil
		case err == nil && u == nil:
			err = vecino.Errorf(vecino.EUNAUTHORIZED, "Please sign in.")
		case err == nil && len(a.Roles) > 0 && !u.HasAnyRole(a.Roles...):
			err = vecino.Errorf(vecino.EFORBIDDEN, "You don't have permission to do this.")
		}
		if err == nil {
			err = h(w, r)
		}
		if err != nil {
			writeError(w, r, err)
		}
	})
}
