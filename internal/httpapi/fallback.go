package httpapi

import (
	"encoding/xml"
	"net/http"
	"slices"
	"strings"

	"github.com/vecino-city/vecino/internal/vecino"
)

// knownPaths answers, for a request no route took, whether its path is
// one of the table's with another method. It is built from the route table
// itself, so routes added later get their 405 without further work.
type knownPaths struct {
	mux   *http.ServeMux
	allow map[string]string // path pattern → Allow header
}

func newKnownPaths() *knownPaths {
	methods := map[string][]string{}
	for _, rt := range routes {
		method, path, _ := strings.Cut(rt.pattern, " ")
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
// wrong method is 405 with Allow; an unknown path under /api, /open311 or
// /media is a JSON error (XML for .xml); anything else is the web app, which
// answers 404 for paths its router does not know.
func (s *Server) fallback(w http.ResponseWriter, r *http.Request) {
	if allow := s.known.allowed(r); allow != "" {
		w.Header().Set("Allow", allow)
		writeError(w, r, vecino.Errorf(vecino.EMETHOD, "This endpoint does not accept %s; use %s.", r.Method, allow))
		return
	}
	p := r.URL.Path
	switch {
	case strings.HasPrefix(p, "/open311/") && strings.HasSuffix(p, ".xml"):
		writeXMLError(w, http.StatusNotFound, "No such Open311 endpoint.")
	case strings.HasPrefix(p, "/open311/") || p == "/open311":
		writeError(w, r, vecino.Errorf(vecino.ENOTFOUND, "No such Open311 endpoint."))
	case strings.HasPrefix(p, "/api/") || p == "/api" || strings.HasPrefix(p, "/media/"):
		writeError(w, r, vecino.Errorf(vecino.ENOTFOUND, "No such API endpoint."))
	default:
		s.spa.ServeHTTP(w, r)
	}
}

// writeXMLError writes an error in GeoReport v2's XML shape.
func writeXMLError(w http.ResponseWriter, status int, message string) {
	type xmlError struct {
		Code        int    `xml:"code"`
		Description string `xml:"description"`
	}
	body := struct {
		XMLName xml.Name   `xml:"errors"`
		Errors  []xmlError `xml:"error"`
	}{Errors: []xmlError{{status, message}}}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.WriteHeader(status)
	w.Write([]byte(xml.Header))    //nolint:errcheck
	xml.NewEncoder(w).Encode(body) //nolint:errcheck
}
