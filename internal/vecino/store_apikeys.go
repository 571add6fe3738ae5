package vecino

import (
	"context"
	"time"
)

// Origins of a report: the web app, or a city system through Open311.
const (
	OriginWeb     = "web"
	OriginOpen311 = "open311"
)

// APIKey lets a city system file service requests through Open311. Only a
// hash of the secret is stored; Prefix (its first characters) identifies it
// in lists.
type APIKey struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Prefix     string     `json:"prefix"`
	CreatedBy  string     `json:"created_by"`
	CreatedAt  time.Time  `json:"created_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
}

// MaxAPIKeyName is the longest name an API key may have.
const MaxAPIKeyName = 100

// Limits of a service request filed through Open311 (docs/open311.md): the
// description is optional and up to 4,000 characters, as GeoReport v2 says
// (the web form's 10–2,000 does not apply); an address_id is kept in the
// address text.
const (
	MaxOpen311Description = 4000
	MaxAddressID          = 100
)

// APIKeys stores the Open311 API keys.
type APIKeys interface {
	CreateAPIKey(ctx context.Context, k *APIKey, hash string) error
	ListAPIKeys(ctx context.Context) ([]APIKey, error)
	// APIKeyByHash returns the key with that hash, revoked or not, or
	// ENOTFOUND. Whether its creator may still use it (an owner, not
	// disabled) is the application's check, made on every call.
	APIKeyByHash(ctx context.Context, hash string) (*APIKey, error)
	// RevokeAPIKey revokes a key (ENOTFOUND for an unknown or revoked one).
	RevokeAPIKey(ctx context.Context, id string) error
	TouchAPIKey(ctx context.Context, id string) error
}
