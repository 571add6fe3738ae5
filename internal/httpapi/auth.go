package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Session lifetimes (PRODUCT.md §4).
const (
	refreshCookie = "vecino_refresh"
	// sessionHintCookie holds no secret: it tells the browser app that a
	// refresh cookie may exist, so visitors who never signed in are not sent
	// through a refresh that can only fail.
	sessionHintCookie = "vecino_session"
	rememberTTL       = 30 * 24 * time.Hour
	browserSessionTTL = 24 * time.Hour
	recoveryTTL       = time.Hour
)

// sessionTTL is a refresh token's lifetime: 30 days with "remember me",
// otherwise a day (the cookie itself ends with the browser).
func sessionTTL(persistent bool) time.Duration {
	if persistent {
		return rememberTTL
	}
	return browserSessionTTL
}

var errBadCredentials = vecino.Errorf(vecino.EUNAUTHORIZED, "The email or password is incorrect.")

type sessionBody struct {
	User        *vecino.User `json:"user"`
	AccessToken string       `json:"access_token"`
	ExpiresIn   int          `json:"expires_in"`
}

// startSession issues an access token for s and sets the refresh cookie.
func (s *Server) startSession(w http.ResponseWriter, status int, u *vecino.User, sess *vecino.Session, refresh string) error {
	tok, exp, err := s.tokens.Issue(u.ID, sess.FamilyID)
	if err != nil {
		return err
	}
	c := &http.Cookie{Name: refreshCookie, Value: refresh, Path: "/api/auth", HttpOnly: true, Secure: s.cfg.SecureCookies(),
		SameSite: http.SameSiteStrictMode}
	if sess.Persistent {
		c.Expires = sess.ExpiresAt
		c.MaxAge = int(time.Until(sess.ExpiresAt).Seconds())
	}
	http.SetCookie(w, c)
	hint := *c
	hint.Name, hint.Value, hint.Path, hint.HttpOnly = sessionHintCookie, "1", "/", false
	http.SetCookie(w, &hint)
	w.Header().Set("Cache-Control", "no-store")
	u.Roles = u.EffectiveRoles()
	writeJSON(w, status, sessionBody{User: u, AccessToken: tok, ExpiresIn: int(time.Until(exp).Seconds())})
	return nil
}

func (s *Server) clearCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: refreshCookie, Value: "", Path: "/api/auth", HttpOnly: true, Secure: s.cfg.SecureCookies(),
		SameSite: http.SameSiteStrictMode, MaxAge: -1})
	http.SetCookie(w, &http.Cookie{Name: sessionHintCookie, Value: "", Path: "/", Secure: s.cfg.SecureCookies(),
		SameSite: http.SameSiteStrictMode, MaxAge: -1})
}

// limit applies the per-IP and per-account buckets; it returns false after
// answering 429 when either is empty.
func (s *Server) limit(w http.ResponseWriter, r *http.Request, ip, account *limiter, email string) bool {
	for _, c := range []struct {
		l   *limiter
		key string
	}{{ip, s.clientIP(r)}, {account, vecino.NormalizeEmail(email)}} {
		if c.l == nil || c.key == "" {
			continue
		}
		if ok, wait := c.l.allow(c.key); !ok {
			writeRateLimited(w, r, int(wait.Seconds())+1)
			return false
		}
	}
	return true
}

type signupRequest struct {
	Email             string `json:"email"`
	Password          string `json:"password"`
	FirstName         string `json:"first_name"`
	LastName          string `json:"last_name"`
	PreferredLanguage string `json:"preferred_language"`
}

// signup creates an account and answers 202 whether or not the email was
// already registered, so that sign-up never tells a visitor who has an
// account; the owner of a taken address gets an email instead. The browser
// then signs in with the same credentials.
func (s *Server) signup(w http.ResponseWriter, r *http.Request) error {
	var req signupRequest
	if err := decode(r, &req); err != nil {
		return err
	}
	// Validation is cheap and says nothing about accounts, so it comes before
	// the limits, which guard the hashing and the database.
	if err := auth.ValidateSignup(req.Email, req.Password, req.FirstName, req.LastName, req.PreferredLanguage); err != nil {
		return err
	}
	if !s.limit(w, r, s.limits.signUpIP, s.limits.signUpAccount, req.Email) {
		return nil
	}
	hash, err := s.hasher.Hash(r.Context(), req.Password)
	if err != nil {
		return err
	}
	_, err = s.db.CreateUser(r.Context(), vecino.NewUser{Email: req.Email, PasswordHash: hash, FirstName: req.FirstName,
		LastName: req.LastName, PreferredLanguage: req.PreferredLanguage})
	if vecino.ErrorCode(err) == vecino.ECONFLICT {
		if u, _, err := s.db.UserByEmail(r.Context(), req.Email); err == nil {
			lang := u.PreferredLanguage
			s.sendMail(mail.AccountExists(lang, s.cfg.AppName, u.Email, s.cfg.PublicURL+"/"+lang+"/auth",
				s.cfg.PublicURL+"/"+lang+"/auth?type=recovery"))
		}
	} else if err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, map[string]string{"status": "accepted"})
	return nil
}

type signinRequest struct {
	Email      string `json:"email"`
	Password   string `json:"password"`
	RememberMe bool   `json:"remember_me"`
}

// signin checks the credentials and starts a session. Unknown email and
// wrong password give the same answer after the same work.
func (s *Server) signin(w http.ResponseWriter, r *http.Request) error {
	var req signinRequest
	if err := decode(r, &req); err != nil {
		return err
	}
	if !s.limit(w, r, s.limits.signInIP, nil, "") {
		return nil
	}
	u, hash, err := s.db.UserByEmail(r.Context(), req.Email)
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		hash = s.hasher.DummyHash()
	} else if err != nil {
		return err
	}
	ok, err := s.hasher.Verify(r.Context(), req.Password, hash)
	if err != nil {
		return err
	}
	if !ok || u == nil {
		// Only failures spend the account's bucket, so that a person who
		// signs in often is never locked out by their own successes.
		if !s.limit(w, r, nil, s.limits.signInAccount, req.Email) {
			return nil
		}
		return errBadCredentials
	}
	if u.Disabled {
		return vecino.Errorf(vecino.EFORBIDDEN, "This account is disabled. Contact the city's team for help.")
	}
	refresh := auth.RandomToken()
	sess, err := s.db.CreateSession(r.Context(), u.ID, auth.HashToken(refresh), req.RememberMe, sessionTTL(req.RememberMe))
	if err != nil {
		return err
	}
	return s.startSession(w, http.StatusOK, u, sess, refresh)
}

// refresh rotates the refresh cookie and issues a new access token.
func (s *Server) refresh(w http.ResponseWriter, r *http.Request) error {
	if !s.limit(w, r, s.limits.refreshIP, nil, "") {
		return nil
	}
	c, err := r.Cookie(refreshCookie)
	if err != nil || c.Value == "" {
		return vecino.Errorf(vecino.EUNAUTHORIZED, "Not signed in.")
	}
	next := auth.RandomToken()
	sess, err := s.db.RotateSession(r.Context(), auth.HashToken(c.Value), auth.HashToken(next), sessionTTL)
	if err != nil {
		s.clearCookie(w)
		return err
	}
	u, err := s.db.UserByID(r.Context(), sess.UserID)
	if err != nil {
		return err
	}
	return s.startSession(w, http.StatusOK, u, sess, next)
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
	if req.Scope != "" && req.Scope != "global" && req.Scope != "local" {
		return &vecino.Error{Code: vecino.EINVALID, Message: "Scope must be global or local.", Fields: map[string]string{"scope": vecino.FieldInvalidFormat}}
	}
	ctx := r.Context()
	userID, family := "", ""
	if u := userFrom(ctx); u != nil {
		userID, family = u.ID, ctx.Value(ctxFamily).(string)
	}
	if c, err := r.Cookie(refreshCookie); err == nil && c.Value != "" {
		if f, err := s.db.FamilyForToken(ctx, auth.HashToken(c.Value)); err == nil {
			family = f
			if userID == "" {
				userID, _ = s.db.FamilyUser(ctx, f)
			}
		}
	}
	var err error
	switch {
	case req.Scope == "global" && userID != "":
		err = s.db.RevokeUserSessions(ctx, userID)
	case family != "":
		err = s.db.RevokeFamily(ctx, family)
	}
	s.clearCookie(w)
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// recover emails a one-time reset link when the account exists; the answer
// is 202 either way, and the email is sent in the background so the timing
// does not tell either.
func (s *Server) recover(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Email    string `json:"email"`
		Language string `json:"language"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	fe := vecino.FieldErrors{}
	auth.ValidateEmail(fe, req.Email)
	if err := fe.Err(); err != nil {
		return err
	}
	if !s.limit(w, r, s.limits.recoverIP, s.limits.recoverAccount, req.Email) {
		return nil
	}
	u, _, err := s.db.UserByEmail(r.Context(), req.Email)
	if err == nil && !u.Disabled {
		tok := auth.RandomToken()
		if err := s.db.CreatePasswordReset(r.Context(), u.ID, auth.HashToken(tok), recoveryTTL); err != nil {
			return err
		}
		link := s.cfg.PublicURL + "/" + u.PreferredLanguage + "/auth?type=recovery&token=" + url.QueryEscape(tok)
		s.sendMail(mail.Recovery(u.PreferredLanguage, s.cfg.AppName, u.Email, link))
	} else if err != nil && vecino.ErrorCode(err) != vecino.ENOTFOUND {
		return err
	}
	writeJSON(w, http.StatusAccepted, map[string]string{"status": "accepted"})
	return nil
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
	fe := vecino.FieldErrors{}
	if req.Token == "" {
		fe.Add("token", vecino.FieldRequired)
	}
	auth.ValidatePassword(fe, "password", req.Password, "")
	if err := fe.Err(); err != nil {
		return err
	}
	hash, err := s.hasher.Hash(r.Context(), req.Password)
	if err != nil {
		return err
	}
	if _, err := s.db.ResetPassword(r.Context(), auth.HashToken(req.Token), hash); err != nil {
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
	u := userFrom(r.Context())
	hash, err := s.db.PasswordHash(r.Context(), u.ID)
	if err != nil {
		return err
	}
	if ok, err := s.hasher.Verify(r.Context(), req.Current, hash); err != nil {
		return err
	} else if !ok {
		return &vecino.Error{Code: vecino.EINVALID, Message: "The current password is incorrect.", Fields: map[string]string{"current_password": "incorrect"}}
	}
	fe := vecino.FieldErrors{}
	auth.ValidatePassword(fe, "password", req.Password, u.Email)
	if err := fe.Err(); err != nil {
		return err
	}
	newHash, err := s.hasher.Hash(r.Context(), req.Password)
	if err != nil {
		return err
	}
	if err := s.db.SetPassword(r.Context(), u.ID, newHash); err != nil {
		return err
	}
	if err := s.db.RevokeOtherSessions(r.Context(), u.ID, r.Context().Value(ctxFamily).(string)); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// sendMail sends m in the background; failures are logged without the body,
// which may hold a one-time link.
func (s *Server) sendMail(m mail.Message) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := s.mailer.Send(ctx, m); err != nil {
			slog.Error("send email", "subject", m.Subject, "err", err)
		}
	}()
}
