package vecino

import (
	"context"
	"time"
)

// DeletedUserID is the tombstone account: the reporter of every published
// report whose own account was deleted. It has no name, no email of anyone,
// no password and no role; lists of users leave it out.
const DeletedUserID = "00000000-0000-0000-0000-000000000000"

// Retention is the owner's retention policy, in months: how long the
// originals of published reports are kept after approval (their public
// copies stay), and how long rejected and withdrawn reports are kept, with
// their files, after they were closed.
type Retention struct {
	OriginalsMonths int       `json:"originals_months"`
	ClosedMonths    int       `json:"closed_months"`
	UpdatedAt       time.Time `json:"updated_at"`
}

// DefaultRetention is the policy until an owner sets one.
var DefaultRetention = Retention{OriginalsMonths: 12, ClosedMonths: 24}

// MaxRetentionMonths bounds both figures (ten years).
const MaxRetentionMonths = 120

// Validate checks both figures.
func (r Retention) Validate() error {
	fe := FieldErrors{}
	if r.OriginalsMonths < 1 || r.OriginalsMonths > MaxRetentionMonths {
		fe.Add("originals_months", FieldOutOfRange)
	}
	if r.ClosedMonths < 1 || r.ClosedMonths > MaxRetentionMonths {
		fe.Add("closed_months", FieldOutOfRange)
	}
	return fe.Err()
}

// SessionInfo is one sign-in of an account as its holder may see it: no
// token, no hash.
type SessionInfo struct {
	ID         string     `json:"id"`
	Persistent bool       `json:"remember_me"`
	CreatedAt  time.Time  `json:"created_at"`
	ExpiresAt  time.Time  `json:"expires_at"`
	RotatedAt  *time.Time `json:"rotated_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
}

// DeletedAccount is what DeleteUser leaves for the caller to do with files:
// the photos of the reports it deleted (every file goes), and those of the
// published reports it kept without their reporter (the original goes, the
// public copy and thumbnail stay).
type DeletedAccount struct {
	Deleted    []Photo
	Anonymised []Photo
	// Reports counts the reports deleted, Kept those kept anonymous.
	Reports, Kept int
}

// Privacy stores what residents' rights over their data need: the export
// of an account, its deletion, and the retention policy.
type Privacy interface {
	// DeleteUser deletes an account in one transaction: its published
	// street reports move to DeletedUserID (originals marked deleted), every
	// other report of it is deleted, and every row naming it (sessions,
	// tokens, roles and their audit, API keys it created, rate-limit
	// buckets, queued jobs, investor requests from its email) goes.
	// aliases are the other strings that name the account in rate-limit
	// keys (digests of its email).
	DeleteUser(ctx context.Context, userID string, aliases []string) (*DeletedAccount, error)
	// OwnerCount is how many enabled accounts hold the owner role.
	OwnerCount(ctx context.Context) (int, error)
	// UserSessions lists an account's sessions, newest first.
	UserSessions(ctx context.Context, userID string) ([]SessionInfo, error)
	// APIKeysBy lists the API keys an account created.
	APIKeysBy(ctx context.Context, userID string) ([]APIKey, error)

	Retention(ctx context.Context) (Retention, error)
	SetRetention(ctx context.Context, r Retention) (Retention, error)
	// ClosedReportsBefore returns up to limit reports rejected or withdrawn
	// before t, with their photos.
	ClosedReportsBefore(ctx context.Context, t time.Time, limit int) ([]*Report, error)
	// DeleteClosedReports deletes those of ids still closed, returning
	// their photos.
	DeleteClosedReports(ctx context.Context, ids []string) ([]Photo, error)
	// OriginalsBefore returns up to limit photos of reports approved before
	// t whose original is still kept.
	OriginalsBefore(ctx context.Context, t time.Time, limit int) ([]Photo, error)
	// OriginalsDeleted records that these photos' originals are gone.
	OriginalsDeleted(ctx context.Context, photoIDs []string) error
}
