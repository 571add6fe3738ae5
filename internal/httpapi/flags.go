package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/vecino"
)

// flagsFor evaluates every flag for user u (spec §4): all off without a user.
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
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, flags)
	return nil
}

// decodeEnabled reads the body {enabled: bool}, which must say it.
func decodeEnabled(r *http.Request) (*bool, error) {
	var req struct {
		Enabled *bool `json:"enabled"`
	}
	if err := decode(r, &req); err != nil {
		return nil, err
	}
	if req.Enabled == nil {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "Say whether the flag is enabled.", Fields: map[string]string{"enabled": vecino.FieldRequired}}
	}
	return req.Enabled, nil
}

// setFlag is PUT /api/owner/flags/{id} {enabled}: the global value.
func (s *Server) setFlag(w http.ResponseWriter, r *http.Request) error {
	enabled, err := decodeEnabled(r)
	if err != nil {
		return err
	}
	if err := s.db.SetFlag(r.Context(), r.PathValue("id"), *enabled); err != nil {
		return err
	}
	return s.flagChanged(w, r)
}

// setRoleFlag is PUT (with {enabled}) or DELETE
// /api/owner/flags/{id}/roles/{role}: one role's value, or its removal.
func (s *Server) setRoleFlag(w http.ResponseWriter, r *http.Request) error {
	role, err := vecino.ParseRole(r.PathValue("role"))
	if err != nil {
		return err
	}
	var enabled *bool
	if r.Method == http.MethodPut {
		if enabled, err = decodeEnabled(r); err != nil {
			return err
		}
	}
	if err := s.db.SetRoleFlag(r.Context(), r.PathValue("id"), role, enabled); err != nil {
		return err
	}
	return s.flagChanged(w, r)
}

// flagChanged tells every browser and answers with the flag as stored.
func (s *Server) flagChanged(w http.ResponseWriter, r *http.Request) error {
	s.publish(r.Context(), "flags.updated", nil)
	f, err := s.db.Flag(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, f)
	return nil
}
