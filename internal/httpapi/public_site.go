package httpapi

import (
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/vecino"
)

// createInvestorRequest stores a request from the deck's form.
func (s *Server) createInvestorRequest(w http.ResponseWriter, r *http.Request) error {
	var req vecino.InvestorRequest
	if err := decode(r, &req); err != nil {
		return err
	}
	req.Name, req.Email = strings.TrimSpace(req.Name), strings.TrimSpace(req.Email)
	req.Organization, req.Message = strings.TrimSpace(req.Organization), strings.TrimSpace(req.Message)
	fe := vecino.FieldErrors{}
	vecino.CheckLength(fe, "name", req.Name, 1, 100)
	auth.ValidateEmail(fe, req.Email)
	vecino.CheckLength(fe, "organization", req.Organization, 0, 200)
	vecino.CheckLength(fe, "message", req.Message, 0, 2000)
	if err := fe.Err(); err != nil {
		return err
	}
	if !s.limit(w, r, s.limits.investorIP, nil, "") {
		return nil
	}
	if err := s.db.CreateInvestorRequest(r.Context(), &req); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, map[string]string{"id": req.ID})
	return nil
}

func (s *Server) listInvestorRequests(w http.ResponseWriter, r *http.Request) error {
	reqs, err := s.db.InvestorRequests(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, reqs)
	return nil
}

func (s *Server) updateInvestorRequest(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Status string `json:"status"`
		Notes  string `json:"notes"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	fe := vecino.FieldErrors{}
	if !slices.Contains(vecino.InvestorStatuses, req.Status) {
		fe.Add("status", vecino.FieldInvalidFormat)
	}
	vecino.CheckLength(fe, "notes", req.Notes, 0, 5000)
	if err := fe.Err(); err != nil {
		return err
	}
	out, err := s.db.UpdateInvestorRequest(r.Context(), r.PathValue("id"), req.Status, req.Notes)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// recordPageView counts one page view when analytics is on: path, language
// and referrer domain; never a cookie or an address.
func (s *Server) recordPageView(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Path     string `json:"path"`
		Language string `json:"language"`
		Referrer string `json:"referrer"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if !s.cfg.AnalyticsEnabled {
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
	fe := vecino.FieldErrors{}
	if !strings.HasPrefix(req.Path, "/") || len(req.Path) > 300 {
		fe.Add("path", vecino.FieldInvalidFormat)
	}
	if !vecino.ValidLanguage(req.Language) {
		fe.Add("language", vecino.FieldInvalidFormat)
	}
	if err := fe.Err(); err != nil {
		return err
	}
	if !s.limit(w, r, s.limits.pageViewIP, nil, "") {
		return nil
	}
	domain := ""
	if u, err := url.Parse(req.Referrer); err == nil && u.Host != "" && !strings.HasSuffix(s.cfg.PublicURL, "://"+u.Host) {
		domain = strings.ToLower(u.Hostname())
	}
	// Query strings may hold tokens; only the path is kept.
	path, _, _ := strings.Cut(req.Path, "?")
	if err := s.db.RecordPageView(r.Context(), path, req.Language, domain); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
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
