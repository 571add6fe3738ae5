package httpapi

import (
	"net/http"
	"net/url"

	"github.com/vecino-city/vecino/internal/vecino"
	"github.com/vecino-city/vecino/internal/webhost"
)

// subscribeRequest is a follow or an area alert: a signed-in caller needs
// no field; a visitor gives an email (and the language of its emails).
type subscribeRequest struct {
	Email        string `json:"email"`
	Language     string `json:"language"`
	Neighborhood string `json:"neighborhood"` // area alerts: a neighbourhood's id, "" for the city
}

// subscribed answers a new subscription: 200 with it for a signed-in
// caller (active at once), 202 for an address (active once confirmed),
// whether or not that address had confirmed it before: the answer does not
// tell who follows what.
func subscribed(w http.ResponseWriter, s *vecino.Subscription, err error) error {
	if err != nil {
		return err
	}
	if s.UserID == "" {
		writeJSON(w, http.StatusAccepted, map[string]string{"status": "confirmation_sent"})
		return nil
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": s.ID, "kind": s.Kind, "target": s.Target, "confirmed": true})
	return nil
}

// readSubscribe decodes the body and, for a visitor, takes from the
// per-address rate limits of sign-up (each request may email an address).
func (s *Server) readSubscribe(w http.ResponseWriter, r *http.Request) (req subscribeRequest, ok bool, err error) {
	if err := decode(r, &req); err != nil {
		return req, false, err
	}
	if userFrom(r.Context()) == nil {
		if !s.limit(w, r, s.byIP(r, "subscribe-ip", s.limits.SignUpIP), byAccount("subscribe-email", s.limits.SignUpAccount, req.Email)) {
			return req, false, nil
		}
	}
	return req, true, nil
}

func (s *Server) followReport(w http.ResponseWriter, r *http.Request) error {
	req, ok, err := s.readSubscribe(w, r)
	if !ok {
		return err
	}
	sub, err := s.app.Follow(r.Context(), userFrom(r.Context()), r.PathValue("id"), req.Email, req.Language)
	return subscribed(w, sub, err)
}

func (s *Server) followState(w http.ResponseWriter, r *http.Request) error {
	following, reporter, err := s.app.Following(r.Context(), userFrom(r.Context()), r.PathValue("id"))
	return reply(w, map[string]bool{"following": following, "reporter": reporter}, err)
}

func (s *Server) unfollowReport(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.Unfollow(r.Context(), userFrom(r.Context()), r.PathValue("id")))
}

func (s *Server) subscribeArea(w http.ResponseWriter, r *http.Request) error {
	req, ok, err := s.readSubscribe(w, r)
	if !ok {
		return err
	}
	sub, err := s.app.SubscribeArea(r.Context(), userFrom(r.Context()), req.Neighborhood, req.Email, req.Language)
	return subscribed(w, sub, err)
}

func (s *Server) confirmSubscription(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token string `json:"token"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	v, err := s.app.ConfirmSubscription(r.Context(), req.Token)
	return reply(w, v, err)
}

// unsubscribeOneClick ends a subscription without signing in (RFC 8058: a
// mail client POSTs List-Unsubscribe=One-Click to the header's address,
// whose token names it; the web page POSTs the same address).
func (s *Server) unsubscribeOneClick(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.Unsubscribe(r.Context(), r.URL.Query().Get("token")))
}

// unsubscribePage sends a reader who opened the unsubscribe address to the
// page that asks before unsubscribing (a link scanner's GET ends nothing).
func (s *Server) unsubscribePage(w http.ResponseWriter, r *http.Request) error {
	lang := webhost.VisitorLanguage(r, s.set.DefaultLanguage)
	http.Redirect(w, r, "/"+lang+"/subscriptions?type=unsubscribe&token="+url.QueryEscape(r.URL.Query().Get("token")), http.StatusSeeOther)
	return nil
}

// listSubscriptions lists the signed-in caller's subscriptions, or those
// of the address a manage link's token names.
func (s *Server) listSubscriptions(w http.ResponseWriter, r *http.Request) error {
	email, subs, err := s.app.Subscriptions(r.Context(), userFrom(r.Context()), r.URL.Query().Get("token"))
	return reply(w, map[string]any{"email": email, "items": subs}, err)
}

func (s *Server) deleteSubscription(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.RemoveSubscription(r.Context(), userFrom(r.Context()), r.URL.Query().Get("token"), r.PathValue("id")))
}

func (s *Server) answerFixed(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Token  string `json:"token"`
		Answer string `json:"answer"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	return noContent(w, s.app.AnswerFixed(r.Context(), req.Token, req.Answer))
}
