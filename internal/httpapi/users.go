package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/app"
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
	u, err := s.app.UpdateProfile(r.Context(), userFrom(r.Context()), vecino.ProfileUpdate(req))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, withRoles(u))
	return nil
}

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := vecino.UserFilter{Query: q.Get("q"), Cursor: q.Get("cursor")}
	if f.Cursor != "" && app.ValidateEmail(f.Cursor) != nil { // the cursor is the last email of a page
		return &vecino.Error{Code: vecino.EINVALID, Message: "The cursor is not valid.", Fields: map[string]string{"cursor": vecino.FieldInvalidFormat}}
	}
	if role := q.Get("role"); role != "" {
		rl, err := vecino.ParseRole(role)
		if err != nil {
			return err
		}
		f.Role = rl
	}
	limit, err := pageLimit(r, 50)
	if err != nil {
		return err
	}
	f.Limit = limit
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

// setRole grants (PUT) or revokes (DELETE) a role.
func (s *Server) setRole(w http.ResponseWriter, r *http.Request) error {
	role, err := vecino.ParseRole(r.PathValue("role"))
	if err != nil {
		return err
	}
	return noContent(w, s.app.SetRole(r.Context(), userFrom(r.Context()), r.PathValue("id"), role, r.Method != http.MethodDelete))
}

func (s *Server) setDisabled(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Disabled *bool `json:"disabled"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	u, err := s.app.SetDisabled(r.Context(), userFrom(r.Context()), r.PathValue("id"), req.Disabled)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, withRoles(u))
	return nil
}

func (s *Server) roleChanges(w http.ResponseWriter, r *http.Request) error {
	changes, err := s.db.RoleChanges(r.Context(), r.URL.Query().Get("user_id"), 200)
	return reply(w, changes, err)
}
