// Package httpapi is Vecino's HTTP interface: the JSON API under /api, the
// health checks and the embedded web app. routes.go lists every route with
// the roles it needs; the server checks them on every request.
package httpapi

import (
	"context"
	"io/fs"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/config"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Deps are what the server needs from the rest of the program.
type Deps struct {
	Config config.Config
	Store  vecino.Store
	Tokens *auth.Tokens
	Hasher *auth.Hasher
	Mailer mail.Sender
	// Hub is this instance's event fan-out; Events publishes to every
	// instance (the hub itself when there is only one).
	Hub    *eventhub.Hub
	Events eventhub.Publisher
	// Limits are the account rate limits; zero means DefaultLimits.
	Limits Limits
	// Files keeps photos and documents.
	Files filestore.Store
	// Web is the built web app (index.html at its root); nil serves a notice.
	Web fs.FS
}

// Server holds the dependencies of every handler.
type Server struct {
	cfg    config.Config
	db     vecino.Store
	tokens *auth.Tokens
	hasher *auth.Hasher
	mailer mail.Sender
	events eventhub.Publisher
	live   *live
	files  filestore.Store
	// imageSlots bounds concurrent photo processing (each takes ~60 MB).
	imageSlots chan struct{}
	now        func() time.Time
	limits     limiters
	spa        *spa
	handler    http.Handler
}

// limiters hold the buckets of the account endpoints.
type limiters struct {
	signInIP, signInAccount, signUpIP, signUpAccount, recoverIP, recoverAccount, refreshIP *limiter
	investorIP, pageViewIP                                                                 *limiter
}

// NewServer returns the whole HTTP surface. Close it to end event streams.
func NewServer(d Deps) *Server {
	l := d.Limits
	if l == (Limits{}) {
		l = DefaultLimits
	}
	if d.Mailer == nil {
		d.Mailer = mail.LogSender{}
	}
	s := &Server{cfg: d.Config, db: d.Store, tokens: d.Tokens, hasher: d.Hasher, mailer: d.Mailer, spa: newSPA(d.Web),
		limits: limiters{newLimiter(l.SignInIP), newLimiter(l.SignInAccount), newLimiter(l.SignUpIP), newLimiter(l.SignUpAccount),
			newLimiter(l.RecoverIP), newLimiter(l.RecoverAccount), newLimiter(l.RefreshIP), newLimiter(l.InvestorIP),
			newLimiter(l.PageViewIP)}}
	if d.Hub == nil {
		d.Hub = eventhub.New()
	}
	s.files, s.now = d.Files, time.Now
	s.imageSlots = make(chan struct{}, max(1, runtime.NumCPU()))
	s.events = d.Events
	if s.events == nil {
		s.events = d.Hub
	}
	s.startLive(d.Hub)
	mux := http.NewServeMux()
	s.routes(mux)
	s.handler = s.observe(s.secure(mux))
	return s
}

// ServeHTTP serves every route.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// handler is the shape of every API handler: it writes its answer, or
// returns an error that becomes the JSON error envelope.
type handler func(w http.ResponseWriter, r *http.Request) error

// userFrom returns the signed-in user of the request, or nil.
func userFrom(ctx context.Context) *vecino.User {
	u, _ := ctx.Value(ctxUser).(*vecino.User)
	return u
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
	claims, err := s.tokens.Parse(tok)
	if err != nil {
		return r, vecino.Errorf(vecino.EUNAUTHORIZED, "Your session has expired. Please sign in again.")
	}
	u, err := s.db.SessionUser(r.Context(), claims.UserID, claims.FamilyID)
	if err != nil {
		return r, err
	}
	ctx := context.WithValue(r.Context(), ctxUser, u)
	ctx = context.WithValue(ctx, ctxFamily, claims.FamilyID)
	return r.WithContext(ctx), nil
}

// anyone serves h to every caller; a signed-in caller's user is attached, and
// a stale token is ignored so that public pages keep working.
func (s *Server) anyone(h handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r2, err := s.authenticate(r); err == nil {
			r = r2
		}
		if err := h(w, r); err != nil {
			writeError(w, r, err)
		}
	})
}

// member serves h to signed-in users only.
func (s *Server) member(h handler) http.Handler { return s.only(h) }

// only serves h to signed-in users holding one of roles (any role when none
// are named). Spec §6: one matching role admits; a user with no roles is a
// reporter.
func (s *Server) only(h handler, roles ...vecino.Role) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r, err := s.authenticate(r)
		if err == nil && userFrom(r.Context()) == nil {
			err = vecino.Errorf(vecino.EUNAUTHORIZED, "Please sign in.")
		}
		if err == nil && len(roles) > 0 && !userFrom(r.Context()).HasAnyRole(roles...) {
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

// staff are the roles that review reports.
var staff = []vecino.Role{vecino.RoleReporterAdmin, vecino.RoleReviewer, vecino.RoleReviewerAdmin, vecino.RoleOwner}

// isStaff reports whether u holds a staff role.
func isStaff(u *vecino.User) bool {
	return u != nil && slices.ContainsFunc(staff, func(r vecino.Role) bool { return u.HasAnyRole(r) })
}
