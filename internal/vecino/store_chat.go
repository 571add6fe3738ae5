package vecino

import (
	"context"
	"slices"
)

// ChatResource is a local organisation or office the renter-protection
// assistant points tenants to.
type ChatResource struct {
	Name        string        `json:"name"`
	Description LocalizedText `json:"description"`
	Phone       string        `json:"phone,omitempty"`
	Web         string        `json:"web,omitempty"`
	Languages   []string      `json:"languages"`       // languages spoken, as codes ("en", "es", "zh"…)
	Types       []string      `json:"types,omitempty"` // renter-protection types it helps with; empty is all
}

// For reports whether the resource helps with typ.
func (r ChatResource) For(typ string) bool { return len(r.Types) == 0 || slices.Contains(r.Types, typ) }

// ChatStore keeps the resources an owner set in the app, which replace the
// seeded ones while any are stored.
type ChatStore interface {
	ChatResources(ctx context.Context) ([]ChatResource, error)
	// ReplaceChatResources stores rs in order instead of the current list;
	// an empty rs goes back to the seeded list.
	ReplaceChatResources(ctx context.Context, rs []ChatResource) error
}
