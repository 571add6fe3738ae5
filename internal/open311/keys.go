package open311

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// API keys, for owners.

type apiKeyCreated struct {
	vecino.APIKey
	Secret string `json:"secret"` // shown once
}

func (s *Server) listAPIKeys(w http.ResponseWriter, r *http.Request) error {
	keys, err := s.db.ListAPIKeys(r.Context())
	return httpkit.Reply(w, keys, err)
}

func (s *Server) createAPIKey(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Name string `json:"name"`
	}
	if err := httpkit.Decode(r, &req); err != nil {
		return err
	}
	k, secret, err := s.app.CreateAPIKey(r.Context(), httpkit.UserFrom(r.Context()), req.Name)
	if err != nil {
		return err
	}
	httpkit.WriteJSON(w, http.StatusCreated, apiKeyCreated{*k, secret})
	return nil
}

func (s *Server) revokeAPIKey(w http.ResponseWriter, r *http.Request) error {
	return httpkit.NoContent(w, s.app.RevokeAPIKey(r.Context(), r.PathValue("id")))
}
