package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

func (s *Server) healthz(w http.ResponseWriter, _ *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.db.Ping(ctx); err != nil {
		return vecino.Errorf(vecino.EUNAVAILABLE, "The database is not answering.")
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	return nil
}

type mapConfig struct {
	Provider string             `json:"provider"`
	Center   map[string]float64 `json:"center"`
	Zoom     int                `json:"zoom"`
	TileURL  string             `json:"tile_url"`
}

// getConfig returns what the browser needs to start (API.md).
func (s *Server) getConfig(w http.ResponseWriter, r *http.Request) error {
	provider := "osm"
	if s.set.GoogleMapsKey != "" {
		provider = "google"
	}
	w.Header().Set("Cache-Control", "no-cache")
	writeJSON(w, http.StatusOK, map[string]any{
		"app_name":          s.set.AppName,
		"default_language":  s.set.DefaultLanguage,
		"languages":         vecino.Languages,
		"analytics_enabled": s.set.Analytics,
		"source_url":        s.set.SourceURL,
		"map": mapConfig{Provider: provider, Center: map[string]float64{"lat": s.set.Map.CenterLat, "lng": s.set.Map.CenterLng},
			Zoom: s.set.Map.Zoom, TileURL: s.set.Map.TileURL},
	})
	return nil
}

func (s *Server) listLanguages(w http.ResponseWriter, r *http.Request) error {
	langs, err := s.db.Languages(r.Context())
	return reply(w, langs, err)
}

// mapsKey hands out the browser maps key (docs/PRODUCT.md §10: POST, empty body).
func (s *Server) mapsKey(w http.ResponseWriter, r *http.Request) error {
	if s.set.GoogleMapsKey == "" {
		return vecino.Errorf(vecino.EUNAVAILABLE, "No maps key is configured.")
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]string{"apiKey": s.set.GoogleMapsKey})
	return nil
}
