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
	// Version is the photo's current version: a public copy or thumbnail
	// asked for under another one is sent on to it.
	Version int
}

// MediaGrant is a signed media URL's claim: the viewer and the session it
// was made for, and a check of its signature against the report's current
// status.
type MediaGrant struct {
	ViewerID, FamilyID string
	Verify             func(status vecino.Status) bool
}

// OpenMedia opens variant ("public", "thumb" or "original") of a photo.
// Without a grant, only public copies of public reports are served. A grant
// admits when its signature matches the report's current status (a move
// through review ends the URLs made before), its session is still live
// (signing out ends its URLs) and its viewer, loaded now, is enabled and may
// still see the report; an original photo needs staff.
// Everything else is ENOTFOUND, revealing nothing.
func (a *App) OpenMedia(ctx context.Context, id, variant string, g *MediaGrant) (*Media, error) {
	photo, rep, err := a.Store.PhotoByID(ctx, id)
	if err != nil {
		return nil, err
	}
	signed := g != nil && g.Verify(rep.Status) && a.mayView(ctx, g, rep, variant == "original" && !photo.IsDocument())
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
	processing := photo.State != vecino.PhotoReady && variant != "original"
	if key == "" || processing || (photo.IsDocument() && variant != "original") || (!signed && !public) {
		return nil, notFound
	}
	f, err := a.Files.Open(ctx, key)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, notFound
	} else if err != nil {
		return nil, err
	}
	return &Media{File: f, ContentType: ctype, Public: public, Version: photo.Version}, nil
}

// mayView reports whether the grant's viewer, as stored now, in a session
// still live (neither signed out nor expired), may see rep (and, with
// original, its original photos: staff only).
func (a *App) mayView(ctx context.Context, g *MediaGrant, rep *vecino.Report, original bool) bool {
	u, err := a.Store.SessionUser(ctx, g.ViewerID, g.FamilyID)
	if err != nil || u.Disabled || !rep.VisibleTo(u) {
		return false
	}
	return !original || u.IsStaff()
}
