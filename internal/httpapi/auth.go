package httpapi

import (
	"context"
	"errors"
	"math"
	"net/http"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/httpkit"
	"github.com/vecino-city/vecino/internal/vecino"
)

const (
	refreshCookie = "vecino_refresh"
	// sessionHintCookie holds no secret: it tells the browser app that a
	// refresh cookie may exist, so visitors who never signed in are not sent
	// through a refresh that can only fail.
	sessionHintCookie = httpkit.SessionHintCookie
)

type sessionBody struct {
	User        *vecino.User `json:"user"`
	AccessToken string       `json:"access_token"`
	ExpiresIn   int          `json:"expires_in"`
}

// startSession sets the refresh cookie of in (then any other cookies) and
// answers with its access token.
func (s *Server) startSession(w http.ResponseWriter, in *app.SignedIn, more ...*http.Cookie) error {
	c := &http.Cookie{Name: refreshCookie, Value: in.Refresh, Path: "/api/auth", HttpOnly: true, Secure: s.secureCookies(),
		SameSite: http.SameSiteStrictMode}
	if in.Session.Persistent {
		c.Expires = in.Session.ExpiresAt
		c.MaxAge = int(time.Until(in.Session.ExpiresAt).Seconds())
	}
	http.SetCookie(w, c)
	hint := *c
	hint.Name, hint.Value, hint.Path, hint.HttpOnly = sessionHintCookie, "1", "/", false
	http.SetCookie(w, &hint)
	for _, c := range more {
		http.SetCookie(w, c)
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, sessionBody{User: in.User, AccessToken: in.AccessToken, ExpiresIn: int(time.Until(in.Expires).Seconds())})
	return nil
}

func (s *Server) clearCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: refreshCookie, Value: "", Path: "/api/auth", HttpOnly: true, Secure: s.secureCookies(),
		SameSite: http.SameSiteStrictMode, MaxAge: -1})
	http.SetCookie(w, &http.Cookie{Name: sessionHintCookie, Value: "", Path: "/", Secure: s.secureCookies(),
		SameSite: http.SameSiteStrictMode, MaxAge: -1})
}

var accepted = map[string]string{"status": "accepted"}

// signup answers 202 whether or not the email was already registered (the
// owner of a taken address gets an email instead); the browser then signs
// in with the same credentials. Validation is cheap and says nothing about
// accounts, so it comes before the limits, which guard the hashing.
func (s *Server) signup(w http.ResponseWriter, r *http.Request) error {
	var req app.SignUp
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := req.Validate(); err != nil {
		return err
	}
	if !s.limit(w, r, s.byIP(r, "signup-ip", s.limits.SignUpIP), byAccount("signup-account", s.limits.SignUpAccount, req.Email)) {
		return nil
	}
	return replyStatus(w, http.StatusAccepted, accepted, s.app.SignUp(s.hashClient(r), req))
}

// signin starts a session (docs/signin.md). Failures are counted per client
// and account: a client is the device cookie of a browser that signed in to
// the account before (a known device), otherwise the address. Only failures
// spend, so that a person who signs in often is never locked out by their
// successes; a client's failures are checked before the password is hashed,
// and while that client is refused (too many failures, or the wait an
// account under attack imposes) even the right password gets 429 from it,
// so that guessing neither costs a hash nor learns when it succeeds. Other
// clients, and the account's known devices, sign in as before. The hash
// waits its turn by the client's rank: known devices first, then clients
// carrying an aged sign-in form token (signin_form.go), then the rest.
func (s *Server) signin(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Email      string `json:"email"`
		Password   string `json:"password"`
		RememberMe bool   `json:"remember_me"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	dev, hasDevice := s.deviceOf(r)
	perIP := s.byIP(r, "signin-ip", s.limits.SignInIP)
	// Every attempt spends its address's bucket but one from a device known
	// to the account, which is known once the account is looked up: without
	// a device cookie, the address pays before the lookup.
	if !hasDevice && !s.limit(w, r, perIP) {
		return nil
	}
	var c signinClient
	gate := func(ctx context.Context, acct app.SignInAccount) (context.Context, error) {
		c = s.newSigninClient(r, acct, dev, hasDevice, req.Email)
		if hasDevice && !c.known && !s.limit(w, r, perIP) {
			return nil, errAnswered
		}
		if !s.limit(w, r, c.fails.peek()) {
			return nil, errAnswered
		}
		wait, err := s.used(ctx, c.key("signin-wait"), signinWait)
		if err != nil {
			writeError(w, r, err)
			return nil, errAnswered
		}
		if wait > 0.05 {
			s.refuse(w, r, bucket{name: "signin-wait", email: c.fails.email}, time.Duration(wait*float64(time.Second)))
			return nil, errAnswered
		}
		rank := auth.RankKnown
		if !c.known {
			if rank, err = s.formRank(ctx, r); err != nil {
				writeError(w, r, err)
				return nil, errAnswered
			}
		}
		return auth.WithHashClient(ctx, c.id, rank), nil
	}
	in, err := s.app.SignInGated(r.Context(), req.Email, req.Password, req.RememberMe, gate)
	switch {
	case errors.Is(err, errAnswered):
		return nil
	case app.IsBadCredentials(err):
		if !s.limit(w, r, c.fails) {
			return nil
		}
		if ferr := s.signinFailed(r.Context(), c); ferr != nil {
			return ferr
		}
		return err
	case err != nil:
		return err
	}
	return s.startSession(w, in, s.deviceCookieFor(dev, hasDevice, in.User.ID)...)
}

// errAnswered is a sign-in the gate refused and answered itself.
var errAnswered = errors.New("sign-in refused and answered")

// signinClient is who tries to sign in to which account.
type signinClient struct {
	acct app.SignInAccount
	// id is "d:<device id>" for a device known to the account (one that
	// signed in to it before), otherwise "a:<address>".
	id    string
	known bool
	fails bucket // this client's failed sign-ins to this account
}

func (s *Server) newSigninClient(r *http.Request, acct app.SignInAccount, dev device, hasDevice bool, email string) signinClient {
	c := signinClient{acct: acct, id: "a:" + s.clientIP(r)}
	if hasDevice && acct.UserID != "" && dev.userID == acct.UserID {
		c.id, c.known = "d:"+dev.id, true
	}
	c.fails = bucket{name: "signin-account", limit: s.limits.SignInAccount, key: acct.Key + ":" + c.id, take: 1,
		email: vecino.NormalizeEmail(email)}
	return c
}

// key names c's bucket of the limit name.
func (c signinClient) key(name string) string { return name + ":" + c.acct.Key + ":" + c.id }

// signinFailed counts c among the account's failing clients (the first
// failure of a client in signinSeenPer) and raises the signin_attack alert
// when their number reaches signinAttackClients, and again at each doubling.
// While the account is under attack, c waits before its next try:
// signinDelayBase after its first failure, doubled by each further one.
func (s *Server) signinFailed(ctx context.Context, c signinClient) error {
	clientsKey := "signin-clients:" + c.acct.Key
	first, _, err := s.counter.Take(ctx, c.key("signin-seen"), Limit{Burst: 1, Per: signinSeenPer}, 1)
	if err != nil {
		return err
	}
	if first {
		if _, _, err := s.counter.Take(ctx, clientsKey, signinClients, 1); err != nil {
			return err
		}
	}
	n, err := s.used(ctx, clientsKey, signinClients)
	if err != nil {
		return err
	}
	clients := int(math.Round(n))
	if first && alertAt(clients) {
		s.app.LogSignInAttack(ctx, c.acct.UserID, c.fails.email, clients)
	}
	if clients < signinAttackClients {
		return nil
	}
	k, err := s.used(ctx, c.fails.name+":"+c.fails.key, c.fails.limit)
	if err != nil {
		return err
	}
	delay := signinDelayBase << min(max(int(math.Round(k)), 1)-1, 30)
	if delay <= 0 || delay > signinDelayMax {
		delay = signinDelayMax
	}
	secs := int(math.Ceil(delay.Seconds()))
	ok, _, err := s.counter.Take(ctx, c.key("signin-wait"), signinWait, secs)
	if err != nil || ok {
		return err
	}
	// Concurrent failures already hold part of the wait: take what is left.
	spent, err := s.used(ctx, c.key("signin-wait"), signinWait)
	if left := int(float64(signinWait.Burst) - spent); err == nil && left >= 1 {
		_, _, err = s.counter.Take(ctx, c.key("signin-wait"), signinWait, left)
	}
	return err
}

// alertAt reports whether n failing clients raise an alert: at
// signinAttackClients and at each doubling after.
func alertAt(n int) bool {
	for a := signinAttackClients; a <= n; a *= 2 {
		if a == n {
			return true
		}
	}
	return false
}

// deviceCookie marks a browser that signed in: a random id for the browser
// and the user who signed in there last, signed with the session secret.
// It is set at every successful sign-in and lives deviceTTL (browsers keep
// a cookie 400 days at most); only /api/auth sees it.
const (
	deviceCookie = "vecino_device"
	deviceTTL    = 400 * 24 * time.Hour
)

type device struct{ id, userID string }

func deviceMessage(id, userID string) string { return "signin-device:" + id + ":" + userID }

// deviceOf reads and checks the request's device cookie.
func (s *Server) deviceOf(r *http.Request) (device, bool) {
	c, err := r.Cookie(deviceCookie)
	if err != nil || s.tokens == nil {
		return device{}, false
	}
	id, rest, ok1 := strings.Cut(c.Value, ".")
	user, sig, ok2 := strings.Cut(rest, ".")
	if !ok1 || !ok2 || id == "" || user == "" || !s.tokens.Verify(deviceMessage(id, user), sig) {
		return device{}, false
	}
	return device{id, user}, true
}

// deviceCookieFor is the browser's device cookie naming userID, keeping the
// id of d when it was valid (none without a token signer).
func (s *Server) deviceCookieFor(d device, ok bool, userID string) []*http.Cookie {
	if s.tokens == nil {
		return nil
	}
	if !ok {
		d.id = auth.RandomToken()[:22] // 132 random bits
	}
	return []*http.Cookie{{Name: deviceCookie, Value: d.id + "." + userID + "." + s.tokens.Sign(deviceMessage(d.id, userID)),
		Path: "/api/auth", HttpOnly: true, Secure: s.secureCookies(), SameSite: http.SameSiteLaxMode,
		MaxAge: int(deviceTTL.Seconds()), Expires: time.Now().Add(deviceTTL)}}
}

// hashClient names the caller's address for the hash queue (auth.WithHashClient).
func (s *Server) hashClient(r *http.Request) context.Context {
	return auth.WithHashClient(r.Context(), "a:"+s.clientIP(r), auth.RankAnyone)
}

// refresh rotates the refresh cookie and issues a new access token.
func (s *Server) refresh(w http.ResponseWriter, r *http.Request) error {
	if !s.limit(w, r, s.byIP(r, "refresh-ip", s.limits.RefreshIP)) {
		return nil
	}
	c, err := r.Cookie(refreshCookie)
	if err != nil || c.Value == "" {
		return vecino.Errorf(vecino.EUNAUTHORIZED, "Not signed in.")
	}
	in, err := s.app.Refresh(r.Context(), c.Value)
	if err != nil {
		s.clearCookie(w)
		return err
	}
	return s.startSession(w, in)
}

// signout ends the current session ("local") or every session of the user
// ("global"). It always clears the cookie and answers 204.
func (s *Server) signout(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Scope string `json:"scope"`
	}
	if r.ContentLength != 0 {
		if err := decode(r, &req); err != nil {
			return err
		}
	}
	family := familyFrom(r.Context())
	refresh := ""
	if c, err := r.Cookie(refreshCookie); err == nil {
		refresh = c.Value
	}
	err := s.app.SignOut(r.Context(), req.Scope, userFrom(r.Context()), family, refresh)
	if vecino.ErrorCode(err) == vecino.EINVALID {
		return err
	}
	s.clearCookie(w)
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// recover emails a one-time reset link when the account exists; the answer
// is 202 either way.
func (s *Server) recover(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Email    string `json:"email"`
		Language string `json:"language"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := app.ValidateEmail(req.Email); err != nil {
		return err
	}
	if !s.limit(w, r, s.byIP(r, "recover-ip", s.limits.RecoverIP), byAccount("recover-account", s.limits.RecoverAccount, req.Email)) {
		return nil
	}
	return replyStatus(w, http.StatusAccepted, accepted, s.app.Recover(r.Context(), req.Email))
}

// confirmEmail is POST {token}: the link emailed at sign-up. 204; 400 with
// field token "expired" for an unknown, used or expired link.
func (s *Server) confirmEmail(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token string `json:"token"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if !s.limit(w, r, s.byIP(r, "confirm-ip", s.limits.RecoverIP)) {
		return nil
	}
	return noContent(w, s.app.ConfirmEmail(r.Context(), req.Token))
}

// resendConfirmation is POST {email}: 202 whether or not there is an
// account waiting for confirmation, limited like recovery.
func (s *Server) resendConfirmation(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Email string `json:"email"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := app.ValidateEmail(req.Email); err != nil {
		return err
	}
	if !s.limit(w, r, s.byIP(r, "confirm-resend-ip", s.limits.RecoverIP), byAccount("confirm-resend-account", s.limits.RecoverAccount, req.Email)) {
		return nil
	}
	return replyStatus(w, http.StatusAccepted, accepted, s.app.ResendConfirmation(r.Context(), req.Email))
}

// reset sets a new password with an emailed token and ends every session.
func (s *Server) reset(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := s.app.Reset(s.hashClient(r), req.Token, req.Password); err != nil {
		return err
	}
	s.clearCookie(w)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// changePassword needs the current password; it ends every other session.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Current  string `json:"current_password"`
		Password string `json:"password"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	family := familyFrom(r.Context())
	return noContent(w, s.app.ChangePassword(s.hashClient(r), userFrom(r.Context()), family, req.Current, req.Password))
}
