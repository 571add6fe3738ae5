package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/vecino"
)

// flagsFor evaluates every flag for user u (docs/PRODUCT.md §8): all off without a user.
func flagsFor(flags []vecino.Flag, u *vecino.User) map[string]bool {
	out := make(map[string]bool, len(flags))
	for _, f := range flags {
		out[f.ID] = u != nil && vecino.FlagEnabled(f, u.EffectiveRoles())
	}
	return out
}

func (s *Server) evaluateFlags(w http.ResponseWriter, r *http.Request) error {
	flags, err := s.db.Flags(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, flagsFor(flags, userFrom(r.Context())))
	return nil
}

func (s *Server) evaluateFlag(w http.ResponseWriter, r *http.Request) error {
	f, err := s.db.Flag(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	u := userFrom(r.Context())
	writeJSON(w, http.StatusOK, map[string]any{"flag_id": f.ID, "enabled": u != nil && vecino.FlagEnabled(*f, u.EffectiveRoles())})
	return nil
}

func (s *Server) listFlags(w http.ResponseWriter, r *http.Request) error {
	flags, err := s.db.Flags(r.Context())
	return reply(w, flags, err)
}

// setFlag is PUT /api/owner/flags/{id} {enabled}: the global value.
func (s *Server) setFlag(w http.ResponseWriter, r *http.Request) error {
	var req enabledBody
	if err := decode(r, &req); err != nil {
		return err
	}
	f, err := s.app.SetFlag(r.Context(), r.PathValue("id"), req.Enabled)
	return reply(w, f, err)
}

type enabledBody struct {
	Enabled *bool `json:"enabled"`
}

// setRoleFlag is PUT (with {enabled}) or DELETE
// /api/owner/flags/{id}/roles/{role}: one role's value, or its removal.
func (s *Server) setRoleFlag(w http.ResponseWriter, r *http.Request) error {
	role, err := vecino.ParseRole(r.PathValue("role"))
	if err != nil {
		return err
	}
	var f *vecino.Flag
	if r.Method == http.MethodDelete {
		f, err = s.app.ClearRoleFlag(r.Context(), r.PathValue("id"), role)
	} else {
		var req enabledBody
		if err := decode(r, &req); err != nil {
			return err
		}
		f, err = s.app.SetRoleFlag(r.Context(), r.PathValue("id"), role, req.Enabled)
	}
	return reply(w, f, err)
}
