package httpapi

import (
	"cmp"
	"log/slog"
	"net/http"
	"time"

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
	out := &progressWriter{w: w, rc: http.NewResponseController(w)}
	if err := s.app.ExportData(r.Context(), u, out); err != nil {
		// The answer has started: the archive stays incomplete, which the
		// browser's unzip reports.
		slog.ErrorContext(r.Context(), "export data", "err", err)
	}
	return nil
}

// exportStall is how long an export may go without writing before the
// connection is dropped: the server's write timeout would otherwise cut a
// large archive on a slow connection.
const exportStall = 2 * time.Minute

// progressWriter moves the connection's write deadline forward before each
// write, so that an export runs as long as it makes progress.
type progressWriter struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

func (p *progressWriter) Write(b []byte) (int, error) {
	p.rc.SetWriteDeadline(time.Now().Add(exportStall)) //nolint:errcheck // a writer without deadlines keeps the server's
	return p.w.Write(b)
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
	if !s.limit(w, r, bucket{name: "delete-account", limit: cmp.Or(s.limits.SignInAccount, DefaultLimits.SignInAccount), key: u.ID, take: 1}) {
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
