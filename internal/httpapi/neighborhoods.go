package httpapi

import (
	"errors"
	"io"
	"net/http"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/vecino"
)

// maxBoundaryFile caps an imported GeoJSON file.
const maxBoundaryFile = 10 << 20

func (s *Server) listNeighborhoods(w http.ResponseWriter, r *http.Request) error {
	v, err := s.app.Neighborhoods(r.Context())
	return reply(w, v, err)
}

// neighborhoodNames is GET /api/neighborhoods: ids and names for filters.
func (s *Server) neighborhoodNames(w http.ResponseWriter, r *http.Request) error {
	ns, err := s.db.Neighborhoods(r.Context())
	if err != nil {
		return err
	}
	out := make([]app.NeighborhoodName, len(ns))
	for i, n := range ns {
		out[i] = app.NeighborhoodName{ID: n.ID, NeighborhoodNames: app.NeighborhoodNames{NameEN: n.NameEN, NameES: n.NameES}}
	}
	return reply(w, out, nil)
}

func (s *Server) createNeighborhood(w http.ResponseWriter, r *http.Request) error {
	var in app.NeighborhoodNames
	if err := decode(r, &in); err != nil {
		return err
	}
	n, err := s.app.CreateNeighborhood(r.Context(), in)
	return replyStatus(w, http.StatusCreated, n, err)
}

func (s *Server) renameNeighborhood(w http.ResponseWriter, r *http.Request) error {
	var in app.NeighborhoodNames
	if err := decode(r, &in); err != nil {
		return err
	}
	return noContent(w, s.app.RenameNeighborhood(r.Context(), r.PathValue("id"), in))
}

func (s *Server) deleteNeighborhood(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.DeleteNeighborhood(r.Context(), r.PathValue("id")))
}

// importNeighborhoods takes a GeoJSON FeatureCollection as the body.
func (s *Server) importNeighborhoods(w http.ResponseWriter, r *http.Request) error {
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBoundaryFile))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return &vecino.Error{Code: vecino.ETOOLARGE, Message: "The file can be at most 10 MB.", Fields: map[string]string{"file": vecino.FieldTooLong}}
	} else if err != nil {
		return err
	}
	res, err := s.app.ImportNeighborhoods(r.Context(), data)
	return reply(w, res, err)
}

// analytics is GET /api/owner/analytics?from=&to= (YYYY-MM-DD, UTC).
func (s *Server) analytics(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	out, err := s.app.Analytics(r.Context(), q.Get("from"), q.Get("to"))
	return reply(w, out, err)
}
