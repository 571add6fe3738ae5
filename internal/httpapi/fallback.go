package httpapi

import (
	"net/http"
	"slices"
	"strings"

	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/open311"
	"github.com/vecino-city/vecino/internal/vecino"
)

// knownPaths answers, for a request no route took, whether its path is
// one of the table's with another method. It is built from the route table
// itself, so routes added later get their 405 without further work.
type knownPaths struct {
	mux   *http.ServeMux
	allow map[string]string // path pattern → Allow header
}

func newKnownPaths(table []httpkit.Route) *knownPaths {
	methods := map[string][]string{}
	for _, rt := range table {
		method, path, _ := strings.Cut(rt.Pattern, " ")
		if !slices.Contains(methods[path], method) {
			methods[path] = append(methods[path], method)
		}
		if method == http.MethodGet && !slices.Contains(methods[path], http.MethodHead) {
			methods[path] = append(methods[path], http.MethodHead)
		}
	}
	k := &knownPaths{mux: http.NewServeMux(), allow: map[string]string{}}
	for path, ms := range methods {
		slices.Sort(ms)
		k.allow[path] = strings.Join(ms, ", ")
		k.mux.Handle(path, http.NotFoundHandler())
	}
	return k
}

// allowed returns the Allow header of the request's path, or "" when the
// route table has no such path.
func (k *knownPaths) allowed(r *http.Request) string {
	_, pattern := k.mux.Handler(r)
	return k.allow[pattern]
}

// fallback serves every request that no route took: a known path with the
// wrong method is 405 with Allow; an unknown path under /api or /media is a
// JSON error, under /open311 an Open311 error (JSON, or XML for .xml);
// anything else is the web app, which answers 404 for paths its router does
// not know.
func (s *Server) fallback(w http.ResponseWriter, r *http.Request) {
	var err error
	if allow := s.known.allowed(r); allow != "" {
		w.Header().Set("Allow", allow)
		err = vecino.Errorf(vecino.EMETHOD, "This endpoint does not accept %s; use %s.", r.Method, allow)
	}
	p := r.URL.Path
	switch {
	case strings.HasPrefix(p, "/open311/") || p == "/open311":
		if err == nil {
			err = vecino.Errorf(vecino.ENOTFOUND, "No such Open311 endpoint.")
		}
		open311.WriteError(w, r, err)
	case err == nil && (strings.HasPrefix(p, "/api/") || p == "/api" || strings.HasPrefix(p, "/media/")):
		writeError(w, r, notFound(w, r))
	case err != nil:
		writeError(w, r, err)
	default:
		s.web.ServeHTTP(w, r)
	}
}

// notFound is a handler's answer for a path it does not know.
func notFound(http.ResponseWriter, *http.Request) error {
	return vecino.Errorf(vecino.ENOTFOUND, "No such API endpoint.")
}
