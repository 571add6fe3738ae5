package httpapi

import (
	"net/http"
	"strconv"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/vecino"
)

// withRoles returns u with its effective roles, as the API shows them.
func withRoles(u *vecino.User) *vecino.User {
	u.Roles = u.EffectiveRoles()
	return u
}

func (s *Server) getMe(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, withRoles(userFrom(r.Context())))
	return nil
}

func (s *Server) patchMe(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		FirstName         *string `json:"first_name"`
		LastName          *string `json:"last_name"`
		PreferredLanguage *string `json:"preferred_language"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	fe := vecino.FieldErrors{}
	if req.FirstName != nil {
		auth.ValidateName(fe, "first_name", *req.FirstName)
	}
	if req.LastName != nil {
		auth.ValidateName(fe, "last_name", *req.LastName)
	}
	if req.PreferredLanguage != nil && !vecino.ValidLanguage(*req.PreferredLanguage) {
		fe.Add("preferred_language", vecino.FieldInvalidFormat)
	}
	if err := fe.Err(); err != nil {
		return err
	}
	u, err := s.db.UpdateProfile(r.Context(), userFrom(r.Context()).ID, vecino.ProfileUpdate{
		FirstName: req.FirstName, LastName: req.LastName, PreferredLanguage: req.PreferredLanguage})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, withRoles(u))
	return nil
}

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := vecino.UserFilter{Query: q.Get("q"), Cursor: q.Get("cursor")}
	if role := q.Get("role"); role != "" {
		rl, err := vecino.ParseRole(role)
		if err != nil {
			return err
		}
		f.Role = rl
	}
	if l := q.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > 100 {
			return &vecino.Error{Code: vecino.EINVALID, Message: "limit must be 1 to 100.", Fields: map[string]string{"limit": vecino.FieldOutOfRange}}
		}
		f.Limit = n
	}
	users, next, err := s.db.ListUsers(r.Context(), f)
	if err != nil {
		return err
	}
	for _, u := range users {
		withRoles(u)
	}
	writeJSON(w, http.StatusOK, page(users, next))
	return nil
}

// page is the keyset-pagination envelope of every list (API.md).
func page[T any](items []T, next string) map[string]any {
	var cursor *string
	if next != "" {
		cursor = &next
	}
	return map[string]any{"items": items, "next_cursor": cursor}
}

// setRole grants (PUT) or revokes (DELETE) a role. An owner cannot revoke
// their own owner role, so that the city is never left without one by mistake.
func (s *Server) setRole(w http.ResponseWriter, r *http.Request) error {
	role, err := vecino.ParseRole(r.PathValue("role"))
	if err != nil {
		return err
	}
	actor := userFrom(r.Context())
	target := r.PathValue("id")
	if r.Method == http.MethodDelete {
		if target == actor.ID && role == vecino.RoleOwner {
			return &vecino.Error{Code: vecino.EINVALID, Message: "You cannot remove your own owner role.", Fields: map[string]string{"role": "self"}}
		}
		err = s.db.RevokeRole(r.Context(), target, role, &actor.ID)
	} else {
		err = s.db.GrantRole(r.Context(), target, role, &actor.ID)
	}
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (s *Server) setDisabled(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Disabled *bool `json:"disabled"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if req.Disabled == nil {
		return &vecino.Error{Code: vecino.EINVALID, Message: "Say whether the account is disabled.", Fields: map[string]string{"disabled": vecino.FieldRequired}}
	}
	if r.PathValue("id") == userFrom(r.Context()).ID {
		return &vecino.Error{Code: vecino.EINVALID, Message: "You cannot disable your own account.", Fields: map[string]string{"disabled": "self"}}
	}
	if err := s.db.SetDisabled(r.Context(), r.PathValue("id"), *req.Disabled); err != nil {
		return err
	}
	u, err := s.db.UserByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, withRoles(u))
	return nil
}

func (s *Server) roleChanges(w http.ResponseWriter, r *http.Request) error {
	changes, err := s.db.RoleChanges(r.Context(), r.URL.Query().Get("user_id"), 200)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, changes)
	return nil
}
