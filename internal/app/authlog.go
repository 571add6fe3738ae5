package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"

	"github.com/vecino-city/vecino/internal/vecino"
)

type clientKey struct{}

// WithClient records the caller's network address in ctx, for the auth log.
func WithClient(ctx context.Context, addr string) context.Context {
	return context.WithValue(ctx, clientKey{}, addr)
}

func clientOf(ctx context.Context) string {
	s, _ := ctx.Value(clientKey{}).(string)
	return s
}

// HashEmail names an account in the log without its address: the first 16
// hex digits of SHA-256 of the normalised email.
func HashEmail(email string) string {
	sum := sha256.Sum256([]byte(vecino.NormalizeEmail(email)))
	return hex.EncodeToString(sum[:8])
}

// Auth log outcomes.
const (
	outcomeSuccess = "success"
	outcomeFailure = "failure"
	outcomeAlert   = "alert"
)

// authEvent is one structured line of the "auth" log: what happened
// (signin, signup, refresh, signout, recover, reset, password_change, account_delete,
// disable, enable, role_grant, role_revoke, confirm, signin_attack), its
// outcome (success, failure, refused, alert) and reason,
// the account (user id, or the hashed email when none is known), the client
// address, and for owner actions the actor. Never a password or a token.
type authEvent struct {
	Event, Outcome, Reason string
	UserID, Email, ActorID string
	Clients                int // signin_attack: how many clients failed
}

// logAuth writes e at INFO (WARN for failures) under the message "auth".
func (a *App) logAuth(ctx context.Context, e authEvent) {
	attrs := []any{"event", e.Event, "outcome", e.Outcome, "client", clientOf(ctx)}
	if e.Reason != "" {
		attrs = append(attrs, "reason", e.Reason)
	}
	if e.UserID != "" {
		attrs = append(attrs, "user_id", e.UserID)
	}
	if e.Email != "" {
		attrs = append(attrs, "email_hash", HashEmail(e.Email))
	}
	if e.ActorID != "" {
		attrs = append(attrs, "actor_id", e.ActorID)
	}
	if e.Clients > 0 {
		attrs = append(attrs, "clients", e.Clients)
	}
	level := slog.LevelInfo
	switch e.Outcome {
	case outcomeSuccess:
	case outcomeAlert:
		level = slog.LevelError
	default:
		level = slog.LevelWarn
	}
	slog.Log(ctx, level, "auth", attrs...)
}

// reasonOf names why err ended an auth workflow: its domain code.
func reasonOf(err error) string {
	switch {
	case IsBadCredentials(err):
		return "bad_credentials"
	case errors.Is(err, ErrDisabled):
		return "disabled"
	}
	return vecino.ErrorCode(err)
}

// outcome logs the end of an auth workflow: success when err is nil,
// otherwise a failure with err's reason.
func (a *App) outcome(ctx context.Context, e authEvent, err error) {
	e.Outcome = outcomeSuccess
	if err != nil {
		e.Outcome, e.Reason = outcomeFailure, reasonOf(err)
	}
	a.logAuth(ctx, e)
}

// LogRateLimited records an auth request refused by a rate limit.
// bucket names the limit; email is the account it counts, if it counts one.
func (a *App) LogRateLimited(ctx context.Context, event, bucket, email string) {
	a.logAuth(ctx, authEvent{Event: event, Outcome: "refused", Reason: "rate_limited:" + bucket, Email: email})
}

// LogSignInAttack raises the alert that an account is under attack: clients
// different clients (addresses, devices) failed to sign in to it lately.
// It is written at ERROR, with event "signin_attack" and outcome "alert",
// naming the account (user id, or the hashed email of an unknown one).
func (a *App) LogSignInAttack(ctx context.Context, userID, email string, clients int) {
	e := authEvent{Event: "signin_attack", Outcome: outcomeAlert, Reason: "many_failing_clients", UserID: userID, Clients: clients}
	if userID == "" {
		e.Email = email
	}
	a.logAuth(ctx, e)
}
