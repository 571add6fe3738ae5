package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/chat"
)

// The renter-protection assistant (docs/PRODUCT.md §12). Every route is open to
// visitors while the renter_chat flag is on; the answers come in ?lang= (en
// or es, else the site's default language). Nothing of a conversation is
// stored on the server: the browser keeps it until the tenant files.

func (s *Server) chatLang(r *http.Request) string {
	if l := r.URL.Query().Get("lang"); l != "" {
		return chat.Lang(l)
	}
	return s.set.DefaultLanguage
}

func (s *Server) chatAssistants(w http.ResponseWriter, r *http.Request) error {
	list, err := s.app.ChatAssistants(r.Context(), userFrom(r.Context()), s.chatLang(r))
	return reply(w, list, err)
}

func (s *Server) chatScript(w http.ResponseWriter, r *http.Request) error {
	v, err := s.app.ChatScript(r.Context(), userFrom(r.Context()), r.PathValue("type"), s.chatLang(r))
	return reply(w, v, err)
}

// chatDraft is POST …/{type}/draft {answers}: the report draft and letter.
func (s *Server) chatDraft(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Answers chat.Answers `json:"answers"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	d, err := s.app.ChatDraft(r.Context(), userFrom(r.Context()), r.PathValue("type"), s.chatLang(r), req.Answers)
	return reply(w, d, err)
}

// chatQuestion is POST …/{type}/questions {question}: a free question,
// limited per client address since it may cost an endpoint call.
func (s *Server) chatQuestion(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Question string `json:"question"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if !s.limit(w, r, s.byIP(r, "chat-ip", s.limits.ChatIP)) {
		return nil
	}
	a, err := s.app.ChatAsk(r.Context(), userFrom(r.Context()), r.PathValue("type"), s.chatLang(r), req.Question)
	return reply(w, a, err)
}

func (s *Server) ownerChatResources(w http.ResponseWriter, r *http.Request) error {
	list, err := s.app.OwnerChatResources(r.Context())
	return reply(w, list, err)
}

// setChatResources is PUT {resources:[…]}: the whole list, checked, in order.
func (s *Server) setChatResources(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Resources []chat.Resource `json:"resources"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	list, err := s.app.SetChatResources(r.Context(), req.Resources)
	return reply(w, list, err)
}

// resetChatResources is DELETE: back to the seeded resources.
func (s *Server) resetChatResources(w http.ResponseWriter, r *http.Request) error {
	list, err := s.app.ResetChatResources(r.Context())
	return reply(w, list, err)
}
