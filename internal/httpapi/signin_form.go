package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
)

// The sign-in form token (docs/signin.md, "The sign-in form token"): the web
// app's sign-in form asks for one when it is shown, and a sign-in that
// carries one issued to its address at least signinFormMinAge earlier, at
// most signinFormTTL, and used for fewer than signinFormUses hashes, waits
// for its hash before those of clients that showed nothing (auth.RankForm;
// behind known devices, and behind everyone once it fails). It is a signal
// that a browser showing the form has and a flood posting sign-ins directly
// does not; it opens nothing and refuses nothing.
const (
	signinFormCookie = "vecino_signin_form"
	// signinFormMinAge: people take seconds to type a password (a password
	// manager's autofill may be quicker: that sign-in goes through as any
	// other, unranked).
	signinFormMinAge = 2 * time.Second
	signinFormTTL    = time.Hour
	signinFormUses   = 5
)

// signinFormUse counts a token's ranked sign-ins: refilled far slower than
// the token lives, so it ranks at most signinFormUses of them.
var signinFormUse = Limit{Burst: signinFormUses, Per: 24 * time.Hour}

func signinFormMessage(nonce string, issued int64, addr string) string {
	return "signin-form:" + nonce + ":" + strconv.FormatInt(issued, 10) + ":" + addr
}

// signinForm is POST /api/auth/signin/form: 204 with a vecino_signin_form
// cookie (a random nonce, when it was issued, and an HMAC binding both to
// the caller's address), spending the address's signin-form-ip bucket. With
// that bucket empty (or the counter unreachable) it answers 204 without a
// token: the sign-in works as well without one, and a 429 would only put an
// error in the browser's console on a busy shared address.
func (s *Server) signinForm(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Cache-Control", "no-store")
	ok, _, err := s.counter.Take(r.Context(), "signin-form-ip:"+s.clientIP(r), s.limits.SignInIP, 1)
	if err == nil && ok && s.tokens != nil {
		nonce, issued := auth.RandomToken()[:22], s.now().UnixMilli()
		sig := s.tokens.Sign(signinFormMessage(nonce, issued, s.clientIP(r)))
		http.SetCookie(w, &http.Cookie{Name: signinFormCookie, Value: nonce + "." + strconv.FormatInt(issued, 10) + "." + sig,
			Path: "/api/auth", HttpOnly: true, Secure: s.secureCookies(), SameSite: http.SameSiteStrictMode,
			MaxAge: int(signinFormTTL.Seconds())})
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// formRank is the hash rank of a sign-in that comes from no device known to
// the account: auth.RankForm when it carries a sign-in form token that
// verifies for its address, is old enough and not expired, and has a use
// left (which it spends), otherwise auth.RankAnyone.
func (s *Server) formRank(ctx context.Context, r *http.Request) (auth.Rank, error) {
	c, err := r.Cookie(signinFormCookie)
	if err != nil || s.tokens == nil {
		return auth.RankAnyone, nil
	}
	nonce, rest, ok1 := strings.Cut(c.Value, ".")
	at, sig, ok2 := strings.Cut(rest, ".")
	issued, err := strconv.ParseInt(at, 10, 64)
	if !ok1 || !ok2 || nonce == "" || err != nil || !s.tokens.Verify(signinFormMessage(nonce, issued, s.clientIP(r)), sig) {
		return auth.RankAnyone, nil
	}
	if age := s.now().Sub(time.UnixMilli(issued)); age < signinFormMinAge || age > signinFormTTL {
		return auth.RankAnyone, nil
	}
	ok, _, err := s.counter.Take(ctx, "signin-form:"+nonce, signinFormUse, 1)
	if err != nil || !ok {
		return auth.RankAnyone, err
	}
	return auth.RankForm, nil
}
