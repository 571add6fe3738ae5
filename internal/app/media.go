package app

import (
	"context"
	"errors"
	"io/fs"

	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Media is an open photo or document file and how to serve it.
type Media struct {
	File        filestore.File
	ContentType string
	Public      bool // a public copy of a public report: cacheable by anyone
}

// OpenMedia opens variant ("public", "thumb" or "original") of a photo. A
// signed request (its URL was made for someone allowed to see the report)
// admits; without one, only public copies of public reports are served.
// Everything else is ENOTFOUND, revealing nothing.
func (a *App) OpenMedia(ctx context.Context, id, variant string, signed bool) (*Media, error) {
	photo, rep, err := a.Store.PhotoByID(ctx, id)
	if err != nil {
		return nil, err
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
	public := rep.IsPublic() && variant != "original"
	notFound := vecino.Errorf(vecino.ENOTFOUND, "Photo not found.")
	if key == "" || (photo.IsDocument() && variant != "original") || (!signed && !public) {
		return nil, notFound
	}
	f, err := a.Files.Open(ctx, key)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, notFound
	} else if err != nil {
		return nil, err
	}
	return &Media{File: f, ContentType: ctype, Public: public}, nil
}
