package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/vecino"
)

// attachClaims adds the live claims to staff views of reports.
func (s *Server) attachClaims(r *http.Request, views []reportOut) error {
	ids := make([]string, len(views))
	for i, v := range views {
		ids[i] = v.ID
	}
	claims, err := s.app.Claims(r.Context(), ids)
	if err != nil {
		return err
	}
	for i := range views {
		if c, ok := claims[views[i].ID]; ok {
			views[i].Claim = &c
		}
	}
	return nil
}

// claimReport is PUT /api/reports/{id}/claim: "assign to me".
func (s *Server) claimReport(w http.ResponseWriter, r *http.Request) error {
	c, err := s.app.ClaimReport(r.Context(), userFrom(r.Context()), r.PathValue("id"))
	return reply(w, c, err)
}

// releaseClaim is DELETE /api/reports/{id}/claim: give the report back.
func (s *Server) releaseClaim(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.ReleaseClaim(r.Context(), userFrom(r.Context()), r.PathValue("id")))
}

// addNote is POST /api/reports/{id}/notes {body}: an internal note.
func (s *Server) addNote(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Body string `json:"body"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	n, err := s.app.AddNote(r.Context(), userFrom(r.Context()), r.PathValue("id"), req.Body)
	return replyStatus(w, http.StatusCreated, n, err)
}

// reportTemplates is GET /api/reports/{id}/reply-templates: the templates
// in the language of the report's reporter.
func (s *Server) reportTemplates(w http.ResponseWriter, r *http.Request) error {
	lang, ts, err := s.app.ReportTemplates(r.Context(), r.PathValue("id"))
	return reply(w, map[string]any{"language": lang, "templates": ts}, err)
}

// replyTemplates is GET /api/reply-templates: every template.
func (s *Server) replyTemplates(w http.ResponseWriter, r *http.Request) error {
	ts, err := s.app.ReplyTemplates(r.Context())
	return reply(w, ts, err)
}

type templateIn struct {
	ReasonCode string `json:"reason_code"`
	Language   string `json:"language"`
	Title      string `json:"title"`
	Body       string `json:"body"`
}

// saveTemplate is POST /api/reply-templates and PUT /api/reply-templates/{id}.
func (s *Server) saveTemplate(w http.ResponseWriter, r *http.Request) error {
	var req templateIn
	if err := decode(r, &req); err != nil {
		return err
	}
	t := vecino.ReplyTemplate{ID: r.PathValue("id"), ReasonCode: req.ReasonCode, Language: req.Language, Title: req.Title, Body: req.Body}
	status := http.StatusOK
	if t.ID == "" {
		status = http.StatusCreated
	}
	out, err := s.app.SaveReplyTemplate(r.Context(), userFrom(r.Context()), t)
	return replyStatus(w, status, out, err)
}

// deleteTemplate is DELETE /api/reply-templates/{id}.
func (s *Server) deleteTemplate(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.DeleteReplyTemplate(r.Context(), r.PathValue("id")))
}
