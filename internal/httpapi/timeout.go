package httpapi

import (
	"context"
	"net/http"
)

// untimed routes run without the request deadline: the event stream lives
// for hours, uploads and downloads take as long as the client's connection
// (an upload takes the deadline once its body is read), exports stream.
var untimed = map[string]bool{
	"GET /api/events":                 true,
	"POST /api/reports":               true,
	"GET /media/{id}/{variant}":       true,
	"GET /api/public/reports.csv":     true,
	"GET /api/public/reports.geojson": true,
	"GET /api/me/export":              true,
}

// bounded returns ctx with the request deadline (REQUEST_TIMEOUT): a
// database call still waiting then returns context.DeadlineExceeded, which
// writeError answers with 503 and Retry-After.
func (s *Server) bounded(ctx context.Context) (context.Context, context.CancelFunc) {
	if s.set.RequestTimeout <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, s.set.RequestTimeout)
}

// timed runs h under the request deadline.
func (s *Server) timed(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := s.bounded(r.Context())
		defer cancel()
		h.ServeHTTP(w, r.WithContext(ctx))
	})
}
