package httpapi

import (
	"net/http"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/vecino"
)

const (
	refreshCookie = "vecino_refresh"
	// sessionHintCookie holds no secret: it tells the browser app that a
	// refresh cookie may exist, so visitors who never signed in are not sent
	// through a refresh that can only fail.
	sessionHintCookie = "vecino_session"
)

type sessionBody struct {
	User        *vecino.User `json:"user"`
	AccessToken string       `json:"access_token"`
	ExpiresIn   int          `json:"expires_in"`
}

// startSession sets the refresh cookie of in and answers with its access token.
func (s *Server) startSession(w http.ResponseWriter, in *app.SignedIn) error {
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
	return replyStatus(w, http.StatusAccepted, accepted, s.app.SignUp(r.Context(), req))
}

// signin starts a session. Only failures spend the account's bucket, so
// that a person who signs in often is never locked out by their successes;
// but the bucket is checked before the password is hashed, and while it is
// empty even the right password is refused (429), so that guessing from many
// addresses neither costs a hash nor learns when it succeeds.
func (s *Server) signin(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Email      string `json:"email"`
		Password   string `json:"password"`
		RememberMe bool   `json:"remember_me"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	account := byAccount("signin-account", s.limits.SignInAccount, req.Email)
	if !s.limit(w, r, s.byIP(r, "signin-ip", s.limits.SignInIP), account.peek()) {
		return nil
	}
	in, err := s.app.SignIn(r.Context(), req.Email, req.Password, req.RememberMe)
	if app.IsBadCredentials(err) && !s.limit(w, r, account) {
		return nil
	} else if err != nil {
		return err
	}
	return s.startSession(w, in)
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
	if err := s.app.Reset(r.Context(), req.Token, req.Password); err != nil {
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
	return noContent(w, s.app.ChangePassword(r.Context(), userFrom(r.Context()), family, req.Current, req.Password))
}
