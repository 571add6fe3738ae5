package httpapi

import (
	"net/http"

	"github.com/vecino-city/vecino/internal/vecino"
)

func (s *Server) getCatalog(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Cache-Control", "public, max-age=300")
	writeJSON(w, http.StatusOK, vecino.Catalog)
	return nil
}

// createReport is POST /api/reports: a multipart form with the report's
// fields and its photos. The report and its files are stored together or not
// at all.
func (s *Server) createReport(w http.ResponseWriter, r *http.Request) error {
	if r.ContentLength > maxUpload {
		return errTooLarge // refused before reading the body
	}
	u := userFrom(r.Context())
	leave, err := s.uploads.enter(u.ID) // before reading the body
	if err != nil {
		return err
	}
	defer leave()
	// Slow phone connections need longer than the server's read timeout.
	http.NewResponseController(w).SetReadDeadline(s.now().Add(uploadTimeout)) //nolint:errcheck
	r.Body = http.MaxBytesReader(w, r.Body, maxUpload)
	mr, err := r.MultipartReader()
	if err != nil {
		return vecino.Errorf(vecino.EUNSUPPORTED, "Send the report as multipart/form-data.")
	}
	form, err := readReportForm(mr, s.set.SpoolDir)
	if err != nil {
		return err
	}
	defer form.Close()
	in, err := form.input()
	if err != nil {
		return err
	}
	// A browser that sends a filing again (a lost answer, the offline queue)
	// sends the same key and gets the report it filed the first time.
	in.ClientKey = r.Header.Get("Idempotency-Key")
	ctx, cancel := s.bounded(r.Context()) // the body is read: now bound the work
	defer cancel()
	files, unload, err := s.uploads.load(ctx, form)
	if err != nil {
		return err
	}
	defer unload()
	rep, err := s.app.FileReport(ctx, u, in, files)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, s.reportView(rep, u, familyFrom(r.Context())))
	return nil
}
