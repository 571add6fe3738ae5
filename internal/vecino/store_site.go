package vecino

import (
	"context"
	"time"
)

// Flags stores the feature flags and their per-role values.
type Flags interface {
	Flags(ctx context.Context) ([]Flag, error)
	Flag(ctx context.Context, id string) (*Flag, error)
	SetFlag(ctx context.Context, id string, enabled bool) error
	// SetRoleFlag sets one role's value, or removes it when enabled is nil.
	SetRoleFlag(ctx context.Context, id string, role Role, enabled *bool) error
}

// PublicSite stores what the public pages collect and show: investor
// requests, page views, languages and the headline numbers.
type PublicSite interface {
	CreateInvestorRequest(ctx context.Context, r *InvestorRequest) error
	InvestorRequests(ctx context.Context) ([]InvestorRequest, error)
	UpdateInvestorRequest(ctx context.Context, id, status, notes string) (*InvestorRequest, error)
	RecordPageView(ctx context.Context, path, lang, referrerDomain string) error
	Stats(ctx context.Context) (PublicStats, error)
	Languages(ctx context.Context) ([]Language, error)
}

// Store is every store interface together, and a health check.
type Store interface {
	Users
	Sessions
	Reports
	StaffWork
	PublicRecord
	Flags
	PublicSite
	APIKeys
	Neighborhoods
	AnalyticsStore
	Privacy
	ChatStore
	Departments
	Follows
	Ping(ctx context.Context) error
}

// InvestorRequest is a request for the investor deck.
type InvestorRequest struct {
	ID           string    `json:"id"`
	Name         string    `json:"name"`
	Email        string    `json:"email"`
	Organization string    `json:"organization"`
	Message      string    `json:"message"`
	Status       string    `json:"status"`
	Notes        string    `json:"notes"`
	CreatedAt    time.Time `json:"created_at"`
	UpdatedAt    time.Time `json:"updated_at"`
}

// InvestorStatuses are the states of a request, in order.
var InvestorStatuses = []string{"new", "contacted", "deck_sent"}

// PublicStats are the live numbers the public pages and the deck show.
type PublicStats struct {
	Reports   int `json:"reports"`
	Approved  int `json:"approved"`
	Resolved  int `json:"resolved"`
	Residents int `json:"residents"`
}

// Language is a row of supported_languages.
type Language struct {
	Code       string `json:"language_code"`
	Name       string `json:"language_name"`
	NativeName string `json:"native_name"`
}
