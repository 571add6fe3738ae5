package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/imaging"
)

// photoEditorView is what the photo editor reads: the photo with its
// original (signed for the viewer) and current public copy, the operations
// of the automatic and the current version, and every edit.
type photoEditorView struct {
	Photo struct {
		photoView
		ReportID string `json:"report_id"`
		Version  int    `json:"version"`
	} `json:"photo"`
	Report struct {
		ID       string `json:"id"`
		Status   string `json:"status"`
		Category string `json:"category"`
		Type     string `json:"type"`
	} `json:"report"`
	Auto    imaging.Ops     `json:"auto"`
	Current imaging.Ops     `json:"current"`
	Edits   []photoEditView `json:"edits"`
}

type photoEditView struct {
	ID         string          `json:"id"`
	Kind       string          `json:"kind"`
	ActorName  string          `json:"actor_name"`
	CreatedAt  time.Time       `json:"created_at"`
	Operations json.RawMessage `json:"operations"`
}

func (s *Server) photoEditorView(r *http.Request, ed *app.PhotoEditor) photoEditorView {
	viewer, family := userFrom(r.Context()), familyFrom(r.Context())
	rep := s.reportView(ed.Report, viewer, family)
	var out photoEditorView
	for _, p := range rep.Photos {
		if p.ID == ed.Photo.ID {
			out.Photo.photoView = p
		}
	}
	out.Photo.ReportID, out.Photo.Version = ed.Report.ID, ed.Photo.Version
	out.Report.ID, out.Report.Status, out.Report.Category, out.Report.Type = ed.Report.ID, string(ed.Report.Status), ed.Report.Category, ed.Report.Type
	out.Auto, out.Current = ed.Auto, ed.Current
	out.Edits = make([]photoEditView, len(ed.Edits))
	for i, e := range ed.Edits {
		out.Edits[i] = photoEditView{ID: e.ID, Kind: e.Kind, ActorName: e.ActorName, CreatedAt: e.CreatedAt, Operations: json.RawMessage(e.Operations)}
	}
	return out
}

func (s *Server) getPhotoEditor(w http.ResponseWriter, r *http.Request) error {
	ed, err := s.app.PhotoEditor(r.Context(), userFrom(r.Context()), r.PathValue("id"))
	if err != nil {
		return err
	}
	return reply(w, s.photoEditorView(r, ed), nil)
}

// previewPhoto answers the JPEG the edit in the body would make, saving nothing.
func (s *Server) previewPhoto(w http.ResponseWriter, r *http.Request) error {
	var ops imaging.Ops
	if err := decode(r, &ops); err != nil {
		return err
	}
	img, err := s.app.PreviewPhoto(r.Context(), userFrom(r.Context()), r.PathValue("id"), ops)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "image/jpeg")
	h.Set("Cache-Control", "private, no-store")
	h.Set("Content-Length", strconv.Itoa(len(img)))
	_, err = w.Write(img)
	return err
}

func (s *Server) editPhoto(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Version int `json:"version"`
		imaging.Ops
	}
	if err := decode(r, &body); err != nil {
		return err
	}
	ed, err := s.app.EditPhoto(r.Context(), userFrom(r.Context()), r.PathValue("id"), body.Version, body.Ops)
	if err != nil {
		return err
	}
	return reply(w, s.photoEditorView(r, ed), nil)
}

func (s *Server) revertPhoto(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Version int `json:"version"`
	}
	if err := decode(r, &body); err != nil {
		return err
	}
	ed, err := s.app.RevertPhoto(r.Context(), userFrom(r.Context()), r.PathValue("id"), body.Version)
	if err != nil {
		return err
	}
	return reply(w, s.photoEditorView(r, ed), nil)
}

// checkPhotos is POST /api/reports/{id}/photos-check: a staff member has
// looked at the public copies of the report's photos.
func (s *Server) checkPhotos(w http.ResponseWriter, r *http.Request) error {
	rep, err := s.app.CheckPhotos(r.Context(), userFrom(r.Context()), r.PathValue("id"))
	return s.replyReport(w, r, rep, err)
}

// versioned adds a photo's version to a media URL: an edited public copy
// gets a new URL, so no cache serves the old one (serveMedia sends a URL of
// another version on to the current one).
func versioned(url string, version int) string {
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	return url + sep + "v=" + strconv.Itoa(version)
}
