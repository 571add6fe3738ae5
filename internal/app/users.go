package app

import (
	"context"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/vecino"
)

// UpdateProfile checks and stores the changed fields of u's profile.
func (a *App) UpdateProfile(ctx context.Context, u *vecino.User, up vecino.ProfileUpdate) (*vecino.User, error) {
	fe := vecino.FieldErrors{}
	if up.FirstName != nil {
		auth.ValidateName(fe, "first_name", *up.FirstName)
	}
	if up.LastName != nil {
		auth.ValidateName(fe, "last_name", *up.LastName)
	}
	if up.PreferredLanguage != nil && !vecino.ValidLanguage(*up.PreferredLanguage) {
		fe.Add("preferred_language", vecino.FieldInvalidFormat)
	}
	if err := fe.Err(); err != nil {
		return nil, err
	}
	out, err := a.Store.UpdateProfile(ctx, u.ID, up)
	if err == nil {
		a.accountChanged(ctx) // the name is in staff answers too
	}
	return out, err
}

// SetRole grants or revokes a role, recorded in the audit with actor. An
// owner cannot revoke their own owner role, so that the city is never left
// without one by mistake.
func (a *App) SetRole(ctx context.Context, actor *vecino.User, userID string, role vecino.Role, grant bool) (err error) {
	ev := authEvent{Event: "role_revoke", UserID: userID, ActorID: actor.ID, Reason: string(role)}
	if grant {
		ev.Event = "role_grant"
	}
	defer func() {
		if err == nil {
			a.accountChanged(ctx)
		}
		a.outcome(ctx, ev, err)
	}()
	if grant {
		return a.Store.GrantRole(ctx, userID, role, &actor.ID)
	}
	if userID == actor.ID && role == vecino.RoleOwner {
		return &vecino.Error{Code: vecino.EINVALID, Message: "You cannot remove your own owner role.", Fields: map[string]string{"role": "self"}}
	}
	return a.Store.RevokeRole(ctx, userID, role, &actor.ID)
}

// SetDisabled disables or enables an account other than actor's own, and
// returns it.
func (a *App) SetDisabled(ctx context.Context, actor *vecino.User, userID string, disabled *bool) (_ *vecino.User, err error) {
	if disabled == nil {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "Say whether the account is disabled.", Fields: map[string]string{"disabled": vecino.FieldRequired}}
	}
	if userID == actor.ID {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "You cannot disable your own account.", Fields: map[string]string{"disabled": "self"}}
	}
	ev := authEvent{Event: "enable", UserID: userID, ActorID: actor.ID}
	if *disabled {
		ev.Event = "disable"
	}
	err = a.Store.SetDisabled(ctx, userID, *disabled)
	a.outcome(ctx, ev, err)
	if err != nil {
		return nil, err
	}
	a.accountChanged(ctx)
	return a.Store.UserByID(ctx, userID)
}
