package vecino

import (
	"context"
	"time"
)

// The store interfaces below are what the application needs from storage;
// internal/sqlstore implements every one of them on SQLite and PostgreSQL.
// Methods return *Error values (ENOTFOUND, ECONFLICT, …) for the outcomes a
// caller acts on, and plain errors for everything else.

// Users stores accounts, profiles, roles and the role audit.
type Users interface {
	CreateUser(ctx context.Context, nu NewUser) (*User, error)
	UserByID(ctx context.Context, id string) (*User, error)
	// UserByEmail returns the user and their password hash.
	UserByEmail(ctx context.Context, email string) (*User, string, error)
	PasswordHash(ctx context.Context, userID string) (string, error)
	SetPassword(ctx context.Context, userID, hash string) error
	UpdateProfile(ctx context.Context, userID string, up ProfileUpdate) (*User, error)
	SetDisabled(ctx context.Context, userID string, disabled bool) error
	GrantRole(ctx context.Context, userID string, role Role, actorID *string) error
	RevokeRole(ctx context.Context, userID string, role Role, actorID *string) error
	ListUsers(ctx context.Context, f UserFilter) ([]*User, string, error)
	RoleChanges(ctx context.Context, userID string, limit int) ([]RoleChange, error)
}

// ErrSessionReused is what RotateSession answers a refresh token used again
// after its rotation's grace: the whole family is revoked (EUNAUTHORIZED,
// the same message as any ended session).
var ErrSessionReused = Errorf(EUNAUTHORIZED, "Your session has ended. Please sign in again.")

// Sessions stores refresh-token families and password-reset tokens. Tokens
// are only ever passed as hashes.
type Sessions interface {
	CreateSession(ctx context.Context, userID, tokenHash string, persistent bool, ttl time.Duration) (*Session, error)
	RotateSession(ctx context.Context, oldHash, newHash string, ttl func(persistent bool) time.Duration) (*Session, error)
	RevokeFamily(ctx context.Context, familyID string) error
	RevokeUserSessions(ctx context.Context, userID string) error
	RevokeOtherSessions(ctx context.Context, userID, keep string) error
	FamilyUser(ctx context.Context, familyID string) (string, error)
	FamilyForToken(ctx context.Context, tokenHash string) (string, error)
	SessionUser(ctx context.Context, userID, familyID string) (*User, error)
	CreatePasswordReset(ctx context.Context, userID, tokenHash string, ttl time.Duration) error
	ResetPassword(ctx context.Context, tokenHash, newHash string) (string, error)
	// CreateEmailConfirmation stores a confirmation token for userID in place
	// of any earlier one: only the newest link works.
	CreateEmailConfirmation(ctx context.Context, userID, tokenHash string, ttl time.Duration) error
	// ConfirmEmail spends a confirmation token and marks the user's email
	// confirmed, returning the user id; EINVALID when the token is unknown,
	// used or expired.
	ConfirmEmail(ctx context.Context, tokenHash string) (string, error)
}

// NewUser is what CreateUser stores.
type NewUser struct {
	Email             string
	PasswordHash      string
	FirstName         string
	LastName          string
	PreferredLanguage string
	Roles             []Role
	// Confirmed stores the email as confirmed (demo and command-line
	// accounts); a visitor's sign-up is not.
	Confirmed bool
}

// ProfileUpdate holds the profile fields to change; nil leaves one as it is.
type ProfileUpdate struct {
	FirstName, LastName, PreferredLanguage *string
}

// UserFilter selects users for the owner's list.
type UserFilter struct {
	Query  string // matches email or full name, case-insensitively
	Role   Role   // reporter also matches users without roles
	Cursor string // the email after which the page starts
	Limit  int
}

// RoleChange is one row of the role audit log.
type RoleChange struct {
	ID        string    `json:"id"`
	UserID    string    `json:"user_id"`
	UserEmail string    `json:"user_email"`
	Role      Role      `json:"role"`
	Action    string    `json:"action"`
	ActorID   *string   `json:"actor_id"`
	ActorName *string   `json:"actor_name"`
	CreatedAt time.Time `json:"created_at"`
}

// Session is one refresh token's row.
type Session struct {
	ID         string
	FamilyID   string
	UserID     string
	Persistent bool
	ExpiresAt  time.Time
}
