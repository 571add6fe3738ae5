package app

import (
	"context"

	"github.com/vecino-city/vecino/internal/vecino"
)

// SetFlag sets a flag's global value, tells every browser, and returns the
// flag as stored.
func (a *App) SetFlag(ctx context.Context, id string, enabled *bool) (*vecino.Flag, error) {
	if err := requireEnabled(enabled); err != nil {
		return nil, err
	}
	return a.flagChanged(ctx, id, a.Store.SetFlag(ctx, id, *enabled))
}

// SetRoleFlag sets one role's value of a flag; ClearRoleFlag removes it.
func (a *App) SetRoleFlag(ctx context.Context, id string, role vecino.Role, enabled *bool) (*vecino.Flag, error) {
	if err := requireEnabled(enabled); err != nil {
		return nil, err
	}
	return a.flagChanged(ctx, id, a.Store.SetRoleFlag(ctx, id, role, enabled))
}

// ClearRoleFlag removes one role's value of a flag.
func (a *App) ClearRoleFlag(ctx context.Context, id string, role vecino.Role) (*vecino.Flag, error) {
	return a.flagChanged(ctx, id, a.Store.SetRoleFlag(ctx, id, role, nil))
}

func requireEnabled(enabled *bool) error {
	if enabled == nil {
		return &vecino.Error{Code: vecino.EINVALID, Message: "Say whether the flag is enabled.", Fields: map[string]string{"enabled": vecino.FieldRequired}}
	}
	return nil
}

func (a *App) flagChanged(ctx context.Context, id string, err error) (*vecino.Flag, error) {
	if err != nil {
		return nil, err
	}
	a.publish(ctx, "flags.updated", nil)
	return a.Store.Flag(ctx, id)
}
