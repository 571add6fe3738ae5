package httpapi

import (
	"net/http"
	"strings"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/vecino"
)

// createInvestorRequest stores a request from the deck's form. The checks
// come before the limit, which guards the database.
func (s *Server) createInvestorRequest(w http.ResponseWriter, r *http.Request) error {
	var req vecino.InvestorRequest
	if err := decode(r, &req); err != nil {
		return err
	}
	if err := app.CheckInvestorRequest(&req); err != nil {
		return err
	}
	if !s.limit(w, r, s.byIP(r, "investor-ip", s.limits.InvestorIP)) {
		return nil
	}
	if err := s.app.CreateInvestorRequest(r.Context(), &req); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]string{"id": req.ID})
	return nil
}

func (s *Server) listInvestorRequests(w http.ResponseWriter, r *http.Request) error {
	reqs, err := s.db.InvestorRequests(r.Context())
	return reply(w, reqs, err)
}

func (s *Server) updateInvestorRequest(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Status string `json:"status"`
		Notes  string `json:"notes"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	out, err := s.app.UpdateInvestorRequest(r.Context(), r.PathValue("id"), req.Status, req.Notes)
	return reply(w, out, err)
}

// recordPageView counts one page view when analytics is on.
func (s *Server) recordPageView(w http.ResponseWriter, r *http.Request) error {
	var req app.PageView
	if err := decode(r, &req); err != nil {
		return err
	}
	if !s.set.Analytics {
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
	if err := req.Check(); err != nil {
		return err
	}
	// Only the app's own pages count, each id in them replaced by its
	// placeholder: invented paths cannot fill the owner's analytics, and a
	// private report's id is never stored.
	path, _, _ := strings.Cut(req.Path, "?")
	page, ok := s.web.PageOf(path)
	if !ok {
		return &vecino.Error{Code: vecino.EINVALID, Message: "Not a page of the app.", Fields: map[string]string{"path": vecino.FieldInvalidFormat}}
	}
	req.Path = page
	if !s.limit(w, r, s.byIP(r, "pageview-ip", s.limits.PageViewIP)) {
		return nil
	}
	return noContent(w, s.app.RecordPageView(r.Context(), req))
}

// publicStats serves the live counts, cached briefly by browsers.
func (s *Server) publicStats(w http.ResponseWriter, r *http.Request) error {
	st, err := s.db.Stats(r.Context())
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "public, max-age=60")
	writeJSON(w, http.StatusOK, st)
	return nil
}
