package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/app"
)

// patchReport lets a reporter correct their report while it is in
// screening. Absent fields keep their value; photos stay as they are.
func (s *Server) patchReport(w http.ResponseWriter, r *http.Request) error {
	var req app.ReportEdit
	if err := decode(r, &req); err != nil {
		return err
	}
	u := userFrom(r.Context())
	rep, err := s.app.EditReport(r.Context(), u, r.PathValue("id"), req)
	return s.replyReport(w, r, rep, err)
}

// deleteReport withdraws a reporter's report while it is in screening.
func (s *Server) deleteReport(w http.ResponseWriter, r *http.Request) error {
	return noContent(w, s.app.DeleteReport(r.Context(), userFrom(r.Context()), r.PathValue("id")))
}
