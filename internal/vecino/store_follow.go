package vecino

import (
	"context"
	"time"
)

// ReasonStillThere marks the history entry of a reporter answering that
// the problem is still there, four weeks after approval.
const ReasonStillThere = "still_there"

// Subscription kinds: one report's news, or a daily digest of newly
// approved reports in an area (a neighbourhood, or the whole city when
// Target is empty).
const (
	SubscribeReport = "report"
	SubscribeArea   = "area"
)

// Subscription is someone following a report or an area: a user (UserID)
// or an email address (Email, active once ConfirmedAt is set).
type Subscription struct {
	ID          string     `json:"id"`
	Kind        string     `json:"kind"`
	Target      string     `json:"target"` // report id, neighbourhood id, or "" (the city)
	UserID      string     `json:"-"`
	Email       string     `json:"-"`
	Language    string     `json:"language"`
	CreatedAt   time.Time  `json:"created_at"`
	ConfirmedAt *time.Time `json:"-"`
	// The digest's cursor: the (approved_at, id) of the last report sent;
	// DigestRunAt when the digest last looked.
	DigestAt    *time.Time `json:"-"`
	DigestID    string     `json:"-"`
	DigestRunAt *time.Time `json:"-"`
}

// Subscriber names who subscribes, the same way for both kinds of
// subscriber: "u:" + user id, or "e:" + lower-case address.
func (s *Subscription) Subscriber() string {
	if s.UserID != "" {
		return "u:" + s.UserID
	}
	return "e:" + s.Email
}

// Active reports whether the subscription is in force (a user's at once;
// an address's after its confirmation link was followed).
func (s *Subscription) Active() bool { return s.UserID != "" || s.ConfirmedAt != nil }

// Follower is an active subscriber of a report with where to write to.
type Follower struct {
	SubscriptionID string
	UserID         string
	Email          string
	Language       string
}

// Follows stores subscriptions and the work of telling subscribers.
type Follows interface {
	// Subscribe stores s (ID, CreatedAt set) or, when the same subscriber
	// already follows the same target, returns that one.
	Subscribe(ctx context.Context, s *Subscription) (*Subscription, error)
	Subscription(ctx context.Context, id string) (*Subscription, error)
	ConfirmSubscription(ctx context.Context, id string) error
	// DeleteSubscription removes a subscription; ENOTFOUND when none.
	DeleteSubscription(ctx context.Context, id string) error
	// Subscriptions are a user's (userID) or an address's (email), newest first.
	Subscriptions(ctx context.Context, userID, email string) ([]Subscription, error)
	// Followers are the active subscribers of a report.
	Followers(ctx context.Context, reportID string) ([]Follower, error)
	// DueDigests are the active area subscriptions that last looked (or
	// began, at DigestAt) before ranBefore, at most limit.
	DueDigests(ctx context.Context, ranBefore time.Time, limit int) ([]Subscription, error)
	// NewlyApproved are the public reports in an area (a neighbourhood's id,
	// "" for the city) approved after the cursor (at, id), oldest first.
	NewlyApproved(ctx context.Context, area string, at time.Time, id string, limit int) ([]*Report, error)
	// AdvanceDigest moves s's cursor to (at, id) and records that the
	// digest looked at ranAt, adding jobs in the same transaction; a
	// compare-and-set on the cursor s holds (false: another run did it).
	AdvanceDigest(ctx context.Context, s *Subscription, at *time.Time, id string, ranAt time.Time, jobs ...Job) (bool, error)
	// EnqueueOnce adds jobs unless key was used before (false then), in one
	// transaction with the key.
	EnqueueOnce(ctx context.Context, key string, jobs ...Job) (bool, error)
	// DueFixedQuestions are unresolved public reports approved before
	// approvedBefore whose reporter was not asked yet whether it is fixed.
	DueFixedQuestions(ctx context.Context, approvedBefore time.Time, limit int) ([]*Report, error)
	// MarkFixedAsked records that the report's reporter was asked, adding
	// jobs in the same transaction; false when it was asked already.
	MarkFixedAsked(ctx context.Context, reportID string, jobs ...Job) (bool, error)
	// AddStillThere records the reporter's answer "still there" in the
	// report's history (reason still_there) and returns its time.
	AddStillThere(ctx context.Context, reportID, actorID string) (time.Time, error)
	// StillThere are the times of a report's "still there" answers, oldest first.
	StillThere(ctx context.Context, reportID string) ([]time.Time, error)
}
