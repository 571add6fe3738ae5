package httpapi

import (
	"cmp"
	"log/slog"
	"net/http"

	"github.com/vecino-city/vecino/internal/vecino"
)

// exportMyData streams a zip of everything the app holds about the caller
// (app.ExportData), a few times an hour at most per account.
func (s *Server) exportMyData(w http.ResponseWriter, r *http.Request) error {
	u := userFrom(r.Context())
	if !s.limit(w, r, bucket{name: "export-account", limit: cmp.Or(s.limits.Export, DefaultLimits.Export), key: u.ID, take: 1}) {
		return nil
	}
	name := "vecino-data-" + s.app.Now().UTC().Format("2006-01-02") + ".zip"
	w.Header().Set("Content-Type", "application/zip")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	if err := s.app.ExportData(r.Context(), u, w); err != nil {
		// The answer has started: the archive stays incomplete, which the
		// browser's unzip reports.
		slog.ErrorContext(r.Context(), "export data", "err", err)
	}
	return nil
}

// deleteMe deletes the caller's account once their password is confirmed,
// and clears the session cookies. Tries count against the account like
// failed sign-ins.
func (s *Server) deleteMe(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Password string `json:"password"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	if req.Password == "" {
		return &vecino.Error{Code: vecino.EINVALID, Message: "Enter your password.", Fields: map[string]string{"password": vecino.FieldRequired}}
	}
	u := userFrom(r.Context())
	if !s.limit(w, r, bucket{name: "delete-account", limit: s.limits.SignInAccount, key: u.ID, take: 1}) {
		return nil
	}
	if err := s.app.DeleteAccount(r.Context(), u, req.Password); err != nil {
		return err
	}
	s.clearCookie(w)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (s *Server) getRetention(w http.ResponseWriter, r *http.Request) error {
	ret, err := s.db.Retention(r.Context())
	return reply(w, ret, err)
}

func (s *Server) setRetention(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		OriginalsMonths int `json:"originals_months"`
		ClosedMonths    int `json:"closed_months"`
	}
	if err := decode(r, &req); err != nil {
		return err
	}
	ret, err := s.app.SetRetention(r.Context(), vecino.Retention{OriginalsMonths: req.OriginalsMonths, ClosedMonths: req.ClosedMonths})
	return reply(w, ret, err)
}
