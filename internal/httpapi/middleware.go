package httpapi

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"runtime/debug"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
	"github.com/vecino-city/vecino/internal/webhost"
)

type ctxKey int

const (
	ctxFamily ctxKey = iota
	ctxInfo
)

// requestID is the request's id (httpkit keeps it, for Open311's logs too).
var requestID = httpkit.RequestID

// statusRecorder remembers the status and size of a response for the log.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach Flush and deadlines.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// reqInfo is what a request's handlers leave for observe: the domain
// error code of an error answer (writeError sets it), and the server's
// classifier of unreachable services for writeError.
type reqInfo struct {
	code        string
	unavailable func(error) bool
}

func infoFrom(ctx context.Context) *reqInfo {
	i, _ := ctx.Value(ctxInfo).(*reqInfo)
	return i
}

// maxRequestID bounds an X-Request-Id taken from a proxy.
const maxRequestID = 128

// validRequestID reports whether a proxy's X-Request-Id may be kept: 1 to
// 128 printable ASCII characters, no spaces (it goes into log lines and
// back in the answer's header).
func validRequestID(id string) bool {
	if id == "" || len(id) > maxRequestID {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] <= ' ' || id[i] > '~' {
			return false
		}
	}
	return true
}

// unmatched is the route label of a request outside the route table.
const unmatched = "unmatched"

// signinRoute is the route whose outcomes are counted.
const signinRoute = "POST /api/auth/signin"

// signinOutcome names a sign-in's outcome from its status and error code.
func signinOutcome(status int, code string) string {
	switch {
	case status == http.StatusOK:
		return "ok"
	case status == http.StatusUnauthorized:
		return "wrong_password"
	case code == vecino.EFORBIDDEN || code == vecino.EUNCONFIRMED:
		return "locked"
	case status == http.StatusTooManyRequests:
		return "rate_limited"
	}
	return "error"
}

// observe gives each request an id (a proxy's X-Request-Id with
// TRUST_PROXY, when valid; else a new one), recovers panics, answers
// /readyz with 503 once the server drains, logs one line per request:
// method, path (never the query, which may hold a token), route pattern,
// status, size and duration, and hands the same to the metrics.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := ""
		if s.set.TrustProxy {
			if v := r.Header.Get("X-Request-Id"); validRequestID(v) {
				id = v
			}
		}
		if id == "" {
			b := make([]byte, 8)
			rand.Read(b) //nolint:errcheck
			id = hex.EncodeToString(b)
		}
		w.Header().Set("X-Request-Id", id)
		info := &reqInfo{unavailable: s.unavailable}
		ctx := context.WithValue(httpkit.WithRequestID(r.Context(), id), ctxInfo, info)
		r = r.WithContext(app.WithClient(ctx, s.clientIP(r)))
		rec := &statusRecorder{ResponseWriter: w}
		stream := r.Method == http.MethodGet && r.URL.Path == "/api/events"
		if s.obs != nil {
			s.obs.RequestStarted()
			if stream {
				s.obs.StreamOpened()
			}
		}
		defer func() {
			p := recover()
			if p != nil && p != http.ErrAbortHandler {
				slog.Error("panic", "request_id", id, "panic", p, "stack", string(debug.Stack()))
				if rec.status == 0 {
					writeError(rec, r, vecino.Errorf(vecino.EINTERNAL, "internal error"))
				}
			}
			status := rec.status
			if status == 0 {
				status = http.StatusOK // what net/http sends for a handler that wrote nothing
			}
			route := r.Pattern // set by the mux on this request
			if route == "" || route == "/" {
				route = unmatched
			}
			took := time.Since(start)
			if s.obs != nil {
				if stream {
					s.obs.StreamClosed()
				}
				s.obs.RequestDone(route, r.Method, status, took)
				if route == signinRoute {
					s.obs.SignIn(signinOutcome(status, info.code))
				}
			}
			slog.Info("request", "request_id", id, "method", r.Method, "path", r.URL.Path, "route", route, "status", rec.status,
				"bytes", rec.bytes, "duration_ms", float64(took.Microseconds())/1000)
			if p == http.ErrAbortHandler {
				panic(p)
			}
		}()
		if s.draining.Load() && r.URL.Path == "/readyz" {
			r.Pattern = "GET /readyz"
			writeError(rec, r, vecino.Errorf(vecino.EUNAVAILABLE, "The server is shutting down."))
			return
		}
		next.ServeHTTP(rec, r)
	})
}

// cleanText refuses a path or query holding bad UTF-8, NUL or other
// control characters (400 invalid_format) before any handler or database
// sees it, so that both databases answer the same.
func cleanText(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !vecino.ValidText(r.URL.Path) {
			writeError(w, r, vecino.ErrBadText("path"))
			return
		}
		q, _ := url.ParseQuery(r.URL.RawQuery) // what r.URL.Query() gives the handlers
		for k, vs := range q {
			for _, v := range append(vs, k) {
				if !vecino.ValidText(v) {
					writeError(w, r, vecino.ErrBadText("query"))
					return
				}
			}
		}
		next.ServeHTTP(w, r)
	})
}

// sameOrigin refuses a state-changing request that a browser says comes
// from another site (Sec-Fetch-Site cross-site or same-site, or an Origin
// that is neither this host nor PUBLIC_URL). The refresh cookie is
// SameSite=Strict already; this holds even where a browser ignores that.
// Clients outside browsers send neither header and pass.
func (s *Server) sameOrigin(next http.Handler) http.Handler {
	public := ""
	if u, err := url.Parse(s.set.PublicURL); err == nil {
		public = u.Host
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			next.ServeHTTP(w, r)
			return
		}
		site := r.Header.Get("Sec-Fetch-Site")
		crossSite := site == "cross-site" || site == "same-site"
		if o := r.Header.Get("Origin"); o != "" && !crossSite {
			u, err := url.Parse(o)
			crossSite = err != nil || (u.Host != r.Host && u.Host != public)
		}
		if crossSite {
			writeError(w, r, vecino.Errorf(vecino.EFORBIDDEN, "This request came from another site."))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// secure sets the baseline security headers on every response.
func (s *Server) secure(next http.Handler) http.Handler {
	csp := s.contentSecurityPolicy()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "geolocation=(self), camera=(self), microphone=(), payment=()")
		if s.secureCookies() {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy allows only our own origin, plus the map tile host
// and, with a maps key, Google's map hosts.
func (s *Server) contentSecurityPolicy() string {
	img := []string{"'self'", "data:", "blob:"}
	if host := tileOrigin(s.set.Map.TileURL); host != "" {
		img = append(img, host)
	}
	afterPaint := sha256.Sum256([]byte(webhost.InlineScript)) // the pages' one inline script
	script, connect := []string{"'self'", "'sha256-" + base64.StdEncoding.EncodeToString(afterPaint[:]) + "'"}, []string{"'self'"}
	if s.set.GoogleMapsKey != "" {
		g := []string{"https://maps.googleapis.com", "https://maps.gstatic.com", "https://*.googleapis.com", "https://*.gstatic.com"}
		script, connect, img = append(script, g...), append(connect, g...), append(img, g...)
	}
	return "default-src 'self'; script-src " + strings.Join(script, " ") + "; style-src 'self' 'unsafe-inline'; img-src " +
		strings.Join(img, " ") + "; connect-src " + strings.Join(connect, " ") + "; font-src 'self'; object-src 'none'; " +
		"base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self'"
}

// tileOrigin turns "https://{s}.tile.example.org/{z}/…" into
// "https://*.tile.example.org".
func tileOrigin(tmpl string) string {
	rest, ok := strings.CutPrefix(tmpl, "https://")
	scheme := "https://"
	if !ok {
		if rest, ok = strings.CutPrefix(tmpl, "http://"); !ok {
			return ""
		}
		scheme = "http://"
	}
	host, _, _ := strings.Cut(rest, "/")
	return scheme + strings.ReplaceAll(host, "{s}", "*")
}

// oneTileOrigin is the tile template's origin when it names one host, ""
// when it names several ({s}) or none.
func oneTileOrigin(tmpl string) string {
	if o := tileOrigin(tmpl); !strings.Contains(o, "*") {
		return o
	}
	return ""
}

// clientIP returns the caller's address: the socket peer, or with
// TRUST_PROXY the address the nearest proxy saw.
func (s *Server) clientIP(r *http.Request) string {
	if s.set.TrustProxy {
		if xff := r.Header.Get("X-Forwarded-For"); xff != "" {
			parts := strings.Split(xff, ",")
			return strings.TrimSpace(parts[len(parts)-1])
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
