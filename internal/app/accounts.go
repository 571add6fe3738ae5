package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/url"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Session lifetimes (docs/PRODUCT.md §6).
const (
	rememberTTL       = 30 * 24 * time.Hour
	browserSessionTTL = 24 * time.Hour
	recoveryTTL       = 30 * time.Minute
	confirmationTTL   = 24 * time.Hour
)

// sessionTTL is a refresh token's lifetime: 30 days with "remember me",
// otherwise a day (the cookie itself ends with the browser).
func sessionTTL(persistent bool) time.Duration {
	if persistent {
		return rememberTTL
	}
	return browserSessionTTL
}

// ErrBadCredentials answers a sign-in with an unknown email or a wrong
// password: the same answer after the same work.
var ErrBadCredentials = vecino.Errorf(vecino.EUNAUTHORIZED, "The email or password is incorrect.")

// SignedIn is a started or refreshed session: the user, a new access token,
// and the new refresh token for the cookie.
type SignedIn struct {
	User        *vecino.User
	Session     *vecino.Session
	Refresh     string
	AccessToken string
	Expires     time.Time
}

// SignUp is a visitor's new account.
type SignUp struct {
	Email             string `json:"email"`
	Password          string `json:"password"`
	FirstName         string `json:"first_name"`
	LastName          string `json:"last_name"`
	PreferredLanguage string `json:"preferred_language"`
}

// Validate checks every field; it is cheap and says nothing about accounts.
func (in SignUp) Validate() error {
	return auth.ValidateSignup(in.Email, in.Password, in.FirstName, in.LastName, in.PreferredLanguage)
}

// SignUp creates an account. A taken email is not an error, so that sign-up
// never tells a visitor who has an account: its owner gets an email instead.
func (a *App) SignUp(ctx context.Context, in SignUp) (err error) {
	ev := authEvent{Event: "signup", Email: in.Email}
	defer func() { a.outcome(ctx, ev, err) }()
	if err := in.Validate(); err != nil {
		return err
	}
	hash, err := a.Hasher.Hash(ctx, in.Password)
	if err != nil {
		return err
	}
	u, err := a.Store.CreateUser(ctx, vecino.NewUser{Email: in.Email, PasswordHash: hash, FirstName: in.FirstName,
		LastName: in.LastName, PreferredLanguage: in.PreferredLanguage, Confirmed: !a.ConfirmSignups})
	if err == nil {
		ev.UserID = u.ID
		if !a.ConfirmSignups {
			return nil
		}
		return a.sendConfirmation(ctx, u)
	}
	if vecino.ErrorCode(err) != vecino.ECONFLICT {
		return err
	}
	ev.Reason = "email_taken"
	if u, _, err := a.Store.UserByEmail(ctx, in.Email); err == nil {
		lang := u.PreferredLanguage
		a.sendMail(mail.AccountExists(lang, a.AppName, u.Email, a.link("/"+lang+"/auth"), a.link("/"+lang+"/auth?type=recovery")))
	}
	return nil
}

// SignIn checks the credentials and starts a session. It returns
// ErrBadCredentials for an unknown email or a wrong password.
func (a *App) SignIn(ctx context.Context, email, password string, remember bool) (*SignedIn, error) {
	return a.SignInGated(ctx, email, password, remember, nil)
}

// SignInAccount is what a sign-in's gate learns of the account before the
// password is hashed.
type SignInAccount struct {
	// UserID is the account's user, "" for an unknown email.
	UserID string
	// Key names the account's failure state: a digest of the normalised
	// email and the stored password hash, so that a new password (a
	// completed reset, a change) starts it afresh. An unknown email gets a
	// digest of the email alone; the key never shows which it is.
	Key string
}

// SignInGate decides, once the account is looked up and before the password
// is hashed, whether the attempt goes on. An error refuses it: SignInGated
// returns that error as it is, logs nothing (the gate answers and logs its
// refusals) and hashes nothing. Otherwise it returns the context the hash
// runs in (the gate names the client there, auth.WithHashClient).
type SignInGate func(ctx context.Context, acct SignInAccount) (context.Context, error)

// SignInGated is SignIn with gate run before the password is hashed (nil
// runs none). The work is the same for an unknown email and a known one:
// one lookup, the gate, one hash.
func (a *App) SignInGated(ctx context.Context, email, password string, remember bool, gate SignInGate) (_ *SignedIn, err error) {
	ev := authEvent{Event: "signin", Email: email}
	gated := false
	defer func() {
		if !gated {
			a.outcome(ctx, ev, err)
		}
	}()
	u, hash, err := a.Store.UserByEmail(ctx, email)
	if u != nil {
		ev.UserID = u.ID
	}
	acct := SignInAccount{Key: accountKey(email, "")}
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		hash = a.Hasher.DummyHash()
	} else if err != nil {
		return nil, err
	} else {
		acct = SignInAccount{UserID: u.ID, Key: accountKey(email, hash)}
	}
	hctx := ctx
	if gate != nil {
		if hctx, err = gate(ctx, acct); err != nil {
			gated = true
			return nil, err
		}
	}
	ok, err := a.Hasher.Verify(hctx, password, hash)
	if err != nil {
		return nil, err
	}
	if !ok || u == nil {
		return nil, ErrBadCredentials
	}
	if u.Disabled {
		return nil, ErrDisabled
	}
	if a.ConfirmSignups && !u.EmailConfirmed {
		ev.Reason = "email_not_confirmed"
		return nil, ErrUnconfirmed
	}
	refresh := auth.RandomToken()
	sess, err := a.Store.CreateSession(ctx, u.ID, auth.HashToken(refresh), remember, sessionTTL(remember))
	if err != nil {
		return nil, err
	}
	return a.signedIn(u, sess, refresh)
}

// accountKey is SignInAccount.Key: 32 hex digits of SHA-256 over the
// normalised email and the stored hash (whose salt changes with every new
// password).
func accountKey(email, hash string) string {
	sum := sha256.Sum256([]byte(vecino.NormalizeEmail(email) + "\x00" + hash))
	return hex.EncodeToString(sum[:16])
}

// Refresh rotates a refresh token and issues a new access token.
func (a *App) Refresh(ctx context.Context, refresh string) (_ *SignedIn, err error) {
	next := auth.RandomToken()
	sess, err := a.Store.RotateSession(ctx, auth.HashToken(refresh), auth.HashToken(next), sessionTTL)
	if errors.Is(err, vecino.ErrSessionReused) {
		a.accountChanged(ctx) // its family was revoked
	}
	if err != nil {
		a.outcome(ctx, authEvent{Event: "refresh"}, err) // successes are routine and not logged
		return nil, err
	}
	u, err := a.Store.UserByID(ctx, sess.UserID)
	if err != nil {
		return nil, err
	}
	return a.signedIn(u, sess, next)
}

func (a *App) signedIn(u *vecino.User, sess *vecino.Session, refresh string) (*SignedIn, error) {
	tok, exp, err := a.Tokens.Issue(u.ID, sess.FamilyID)
	if err != nil {
		return nil, err
	}
	u.Roles = u.EffectiveRoles()
	return &SignedIn{User: u, Session: sess, Refresh: refresh, AccessToken: tok, Expires: exp}, nil
}

// Authenticate reads an access token and loads its user; the claims name
// the session family and the token's expiry. A bad, expired or revoked
// token is EUNAUTHORIZED.
func (a *App) Authenticate(ctx context.Context, token string) (*vecino.User, auth.Claims, error) {
	claims, err := a.Tokens.Parse(token)
	if err != nil {
		return nil, auth.Claims{}, vecino.Errorf(vecino.EUNAUTHORIZED, "Your session has expired. Please sign in again.")
	}
	u, err := a.Store.SessionUser(ctx, claims.UserID, claims.FamilyID)
	return u, claims, err
}

// SignOut ends the session of family or of the refresh token ("local"), or
// every session of the user ("global"). Either way may be missing.
func (a *App) SignOut(ctx context.Context, scope string, u *vecino.User, family, refresh string) error {
	if scope != "" && scope != "global" && scope != "local" {
		return &vecino.Error{Code: vecino.EINVALID, Message: "Scope must be global or local.", Fields: map[string]string{"scope": vecino.FieldInvalidFormat}}
	}
	userID := ""
	if u != nil {
		userID = u.ID
	}
	if refresh != "" {
		if f, err := a.Store.FamilyForToken(ctx, auth.HashToken(refresh)); err == nil {
			family = f
			if userID == "" {
				userID, _ = a.Store.FamilyUser(ctx, f)
			}
		}
	}
	var err error
	switch {
	case scope == "global" && userID != "":
		err = a.Store.RevokeUserSessions(ctx, userID)
	case family != "":
		err = a.Store.RevokeFamily(ctx, family)
	default:
		return nil
	}
	a.accountChanged(ctx)
	a.outcome(ctx, authEvent{Event: "signout", UserID: userID, Reason: scope}, err)
	return err
}

// ValidateEmail checks an address before the rate limits spend anything.
func ValidateEmail(email string) error {
	fe := vecino.FieldErrors{}
	auth.ValidateEmail(fe, email)
	return fe.Err()
}

// Recover emails a one-time reset link when the account exists and is
// enabled; the email goes in the background so that timing tells nothing.
func (a *App) Recover(ctx context.Context, email string) (err error) {
	ev := authEvent{Event: "recover", Email: email}
	defer func() { a.outcome(ctx, ev, err) }()
	if err := ValidateEmail(email); err != nil {
		return err
	}
	u, _, err := a.Store.UserByEmail(ctx, email)
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		ev.Reason = "unknown_account"
		return nil
	} else if err == nil && u.Disabled {
		ev.UserID, ev.Reason = u.ID, "disabled"
		return nil
	} else if err != nil {
		return err
	}
	ev.UserID = u.ID
	tok := auth.RandomToken()
	if err := a.Store.CreatePasswordReset(ctx, u.ID, auth.HashToken(tok), recoveryTTL); err != nil {
		return err
	}
	link := a.link("/" + u.PreferredLanguage + "/auth?type=recovery&token=" + url.QueryEscape(tok))
	a.sendMail(mail.Recovery(u.PreferredLanguage, a.AppName, u.Email, link))
	return nil
}

// Reset sets a new password with an emailed token and ends every session.
func (a *App) Reset(ctx context.Context, token, password string) (err error) {
	ev := authEvent{Event: "reset"}
	defer func() { a.outcome(ctx, ev, err) }()
	fe := vecino.FieldErrors{}
	if token == "" {
		fe.Add("token", vecino.FieldRequired)
	}
	auth.ValidatePassword(fe, "password", password, "")
	if err := fe.Err(); err != nil {
		return err
	}
	hash, err := a.Hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	if ev.UserID, err = a.Store.ResetPassword(ctx, auth.HashToken(token), hash); err == nil {
		a.accountChanged(ctx)
	}
	return err
}

// ChangePassword needs the current password; it ends every session of u
// but the one of family.
func (a *App) ChangePassword(ctx context.Context, u *vecino.User, family, current, password string) (err error) {
	defer func() { a.outcome(ctx, authEvent{Event: "password_change", UserID: u.ID}, err) }()
	if _, err := a.checkPassword(ctx, u, current, "current_password", "The current password is incorrect."); err != nil {
		return err
	}
	fe := vecino.FieldErrors{}
	auth.ValidatePassword(fe, "password", password, u.Email)
	if err := fe.Err(); err != nil {
		return err
	}
	newHash, err := a.Hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	if err := a.Store.SetPassword(ctx, u.ID, newHash); err != nil {
		return err
	}
	err = a.Store.RevokeOtherSessions(ctx, u.ID, family)
	a.accountChanged(ctx)
	return err
}

// checkPassword checks password against u's stored hash and returns the
// hash; a wrong password is field's error "incorrect", saying msg.
func (a *App) checkPassword(ctx context.Context, u *vecino.User, password, field, msg string) (string, error) {
	hash, err := a.Store.PasswordHash(ctx, u.ID)
	if err != nil {
		return "", err
	}
	if ok, err := a.Hasher.Verify(ctx, password, hash); err != nil {
		return "", err
	} else if !ok {
		return "", &vecino.Error{Code: vecino.EINVALID, Message: msg, Fields: map[string]string{field: "incorrect"}}
	}
	return hash, nil
}

// sendConfirmation emails u a new confirmation link (ending any earlier one).
func (a *App) sendConfirmation(ctx context.Context, u *vecino.User) error {
	tok := auth.RandomToken()
	if err := a.Store.CreateEmailConfirmation(ctx, u.ID, auth.HashToken(tok), confirmationTTL); err != nil {
		return err
	}
	link := a.link("/" + u.PreferredLanguage + "/auth?type=confirm&token=" + url.QueryEscape(tok))
	a.sendMail(mail.ConfirmEmail(u.PreferredLanguage, a.AppName, u.Email, link))
	return nil
}

// ConfirmEmail spends an emailed confirmation token; the account can sign
// in from then on.
func (a *App) ConfirmEmail(ctx context.Context, token string) (err error) {
	ev := authEvent{Event: "confirm"}
	defer func() { a.outcome(ctx, ev, err) }()
	if token == "" || len(token) > 200 {
		return &vecino.Error{Code: vecino.EINVALID, Message: "This confirmation link is invalid or has expired.", Fields: map[string]string{"token": "expired"}}
	}
	if ev.UserID, err = a.Store.ConfirmEmail(ctx, auth.HashToken(token)); err == nil {
		a.accountChanged(ctx)
	}
	return err
}

// ResendConfirmation emails a new confirmation link when the account exists,
// is enabled and is not confirmed yet; like Recover it answers the same
// either way, so that it tells nothing about accounts.
func (a *App) ResendConfirmation(ctx context.Context, email string) (err error) {
	ev := authEvent{Event: "confirm_resend", Email: email}
	defer func() { a.outcome(ctx, ev, err) }()
	if err := ValidateEmail(email); err != nil {
		return err
	}
	u, _, err := a.Store.UserByEmail(ctx, email)
	switch {
	case vecino.ErrorCode(err) == vecino.ENOTFOUND:
		ev.Reason = "unknown_account"
		return nil
	case err != nil:
		return err
	case u.Disabled || u.EmailConfirmed:
		ev.UserID, ev.Reason = u.ID, "nothing_to_confirm"
		return nil
	}
	ev.UserID = u.ID
	return a.sendConfirmation(ctx, u)
}

// ErrUnconfirmed answers the right password of an account whose email has
// not been confirmed yet.
var ErrUnconfirmed = vecino.Errorf(vecino.EUNCONFIRMED, "Confirm your email address first: follow the link we emailed you.")

// ErrDisabled answers the right password of a disabled account.
var ErrDisabled = vecino.Errorf(vecino.EFORBIDDEN, "This account is disabled. Contact the city's team for help.")

// IsBadCredentials reports whether err is ErrBadCredentials.
func IsBadCredentials(err error) bool { return errors.Is(err, ErrBadCredentials) }
