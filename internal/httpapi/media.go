package httpapi

import (
	"net/http"
	"strconv"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/vecino"
)

// serveMedia is GET /media/{id}/{variant}: a photo's public copy, thumbnail
// or original. A valid signature (made when the API showed the photo to
// someone allowed to see it) admits; without one, only public copies of
// public reports are served. Everything else is 404, revealing nothing.
func (s *Server) serveMedia(w http.ResponseWriter, r *http.Request) error {
	id, variant := r.PathValue("id"), r.PathValue("variant")
	q := r.URL.Query()
	var grant *app.MediaGrant
	if exp, err := strconv.ParseInt(q.Get("exp"), 10, 64); err == nil && s.now().Unix() <= exp && q.Get("u") != "" {
		grant = &app.MediaGrant{ViewerID: q.Get("u"), FamilyID: q.Get("s"), Verify: func(status vecino.Status) bool {
			return s.tokens.Verify(mediaGrant(id, variant, q.Get("exp"), q.Get("u"), q.Get("s"), status), q.Get("sig"))
		}}
	}
	m, err := s.app.OpenMedia(r.Context(), id, variant, grant)
	if err != nil {
		return err
	}
	defer m.File.Close()
	h := w.Header()
	current := strconv.Itoa(m.Version)
	if variant != "original" && q.Get("v") != current {
		// A link without the version, or from before the last edit: on to
		// the current copy, so a correction reaches every old link at once.
		q.Set("v", current)
		h.Set("Cache-Control", "no-cache")
		http.Redirect(w, r, r.URL.Path+"?"+q.Encode(), http.StatusFound)
		return nil
	}
	h.Set("Content-Type", m.ContentType)
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	if m.ContentType == "application/pdf" {
		h.Set("Content-Disposition", `attachment; filename="document-`+id[:8]+`.pdf"`)
	} else {
		h.Set("Content-Disposition", "inline")
	}
	switch {
	case m.Public:
		// The URL names the version: an edit makes a new URL, never a new
		// body under this one.
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	case variant == "original":
		h.Set("Cache-Control", "private, no-store")
	default:
		h.Set("Cache-Control", "private, max-age=3600")
	}
	http.ServeContent(w, r, "", m.File.ModTime(), m.File)
	return nil
}
