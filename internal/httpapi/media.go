package httpapi

import (
	"errors"
	"io/fs"
	"net/http"
	"strconv"

	"github.com/vecino-city/vecino/internal/vecino"
)

// serveMedia is GET /media/{id}/{variant}: a photo's public copy, thumbnail
// or original. A valid signature (made when the API showed the photo to
// someone allowed to see it) admits; without one, only public copies of
// public reports are served. Everything else is 404, revealing nothing.
func (s *Server) serveMedia(w http.ResponseWriter, r *http.Request) {
	id, variant := r.PathValue("id"), r.PathValue("variant")
	q := r.URL.Query()
	signed := false
	if exp, err := strconv.ParseInt(q.Get("exp"), 10, 64); err == nil && s.now().Unix() <= exp {
		signed = s.tokens.Verify(id+"/"+variant+"/"+q.Get("exp"), q.Get("sig"))
	}
	photo, rep, err := s.db.PhotoByID(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	var key, ctype string
	switch variant {
	case "public":
		key, ctype = photo.PublicKey(), "image/jpeg"
	case "thumb":
		key, ctype = photo.ThumbKey(), "image/jpeg"
	case "original":
		key, ctype = photo.OriginalKey(), photo.ContentType
	}
	public := isPublic(rep) && variant != "original"
	if key == "" || (photo.IsDocument() && variant != "original") || (!signed && !public) {
		writeError(w, r, vecino.Errorf(vecino.ENOTFOUND, "Photo not found."))
		return
	}
	f, err := s.files.Open(r.Context(), key)
	if errors.Is(err, fs.ErrNotExist) {
		writeError(w, r, vecino.Errorf(vecino.ENOTFOUND, "Photo not found."))
		return
	} else if err != nil {
		writeError(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	if ctype == "application/pdf" {
		h.Set("Content-Disposition", `attachment; filename="document-`+id[:8]+`.pdf"`)
	} else {
		h.Set("Content-Disposition", "inline")
	}
	if public {
		h.Set("Cache-Control", "public, max-age=86400")
	} else {
		h.Set("Cache-Control", "private, max-age=3600")
	}
	http.ServeContent(w, r, "", f.ModTime(), f)
}
