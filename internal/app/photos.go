package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"io"
	"io/fs"
	"log/slog"

	"github.com/google/uuid"

	"github.com/vecino-city/vecino/internal/imaging"
	"github.com/vecino-city/vecino/internal/vecino"
)

// PhotoEditor is what the photo editor shows of a photo: the operations of
// its automatic version (the faces found when it was filed) and of the
// version the public copy shows now, and every edit, newest first.
type PhotoEditor struct {
	Photo   *vecino.Photo
	Report  *vecino.Report
	Auto    imaging.Ops
	Current imaging.Ops
	Edits   []vecino.PhotoEdit
}

// ErrUnprocessable marks a photo that processing can never turn into a
// public copy (its pixels cannot be decoded): retrying is no use.
var ErrUnprocessable = errors.New("the photo cannot be processed")

// ProcessPhoto is the job of a photo filed processing: it makes the public
// copy and thumbnail from the original (upright, faces blurred, no
// metadata; with the boxes its reporter marked blurred too), records them
// with the automatic edit, and tells every instance. A photo already processed, or whose report was withdrawn, is
// left alone, so the job may run again safely. On the last try (lastTry),
// or when the photo cannot be decoded (ErrUnprocessable), a failure marks
// the photo failed for staff to see.
func (a *App) ProcessPhoto(ctx context.Context, id string, marked []vecino.Box, lastTry bool) error {
	err := a.processPhoto(ctx, id, marked)
	if err != nil && (lastTry || errors.Is(err, ErrUnprocessable)) {
		if ferr := a.Store.PhotoFailed(context.WithoutCancel(ctx), id); ferr != nil {
			slog.ErrorContext(ctx, "mark photo failed", "photo", id, "err", ferr)
		} else {
			a.reportUpdated(context.WithoutCancel(ctx), "")
		}
		slog.ErrorContext(ctx, "photo processing failed", "photo", id, "err", err)
	}
	return err
}

func (a *App) processPhoto(ctx context.Context, id string, marked []vecino.Box) error {
	photo, rep, err := a.Store.PhotoByID(ctx, id)
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		return nil // withdrawn with its report
	} else if err != nil {
		return err
	}
	if photo.State != vecino.PhotoProcessing {
		return nil
	}
	original, err := a.readOriginal(ctx, photo)
	if err != nil {
		return err
	}
	if err := a.takeImageSlot(ctx); err != nil {
		return err
	}
	res, err := imaging.Process(original, marked...)
	a.releaseImageSlot()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnprocessable, err)
	}
	ops, _ := json.Marshal(res.Ops)
	p := *photo
	p.Width, p.Height, p.AutoOps = res.Width, res.Height, string(ops)
	p.PublicFile, p.ThumbFile = "", "" // the first copy's keys
	for key, data := range map[string][]byte{p.PublicKey(): res.Public, p.ThumbKey(): res.Thumb} {
		if err := a.Files.Put(ctx, key, data); err != nil {
			return filesError(err)
		}
	}
	if err := a.Store.PhotoProcessed(ctx, p); err != nil {
		if vecino.ErrorCode(err) == vecino.ECONFLICT {
			return nil // processed meanwhile by another run of the job
		}
		return err
	}
	a.publish(ctx, "report.photo_processed", map[string]string{"id": rep.ID, "photo_id": id})
	return nil
}

// readOriginal reads a photo's original file.
func (a *App) readOriginal(ctx context.Context, photo *vecino.Photo) ([]byte, error) {
	f, err := a.Files.Open(ctx, photo.OriginalKey())
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, imaging.MaxBytes+1))
}

// CheckPhotos records that staff member u looked at the public copies of
// report id's photos (faces and plates blurred, corrected in the editor
// where needed): approval needs it. EPHOTOSUNCHECKED while a photo is
// still processing or failed.
func (a *App) CheckPhotos(ctx context.Context, u *vecino.User, id string) (*vecino.Report, error) {
	if !u.IsStaff() {
		return nil, vecino.Errorf(vecino.EFORBIDDEN, "Only staff can check photos.")
	}
	if err := a.Store.CheckPhotos(ctx, id, u.ID); err != nil {
		return nil, err
	}
	a.publish(ctx, "report.photos_checked", map[string]string{"id": id})
	return a.Store.ReportByID(ctx, id)
}

// PhotoEditor loads photo id for staff u: its automatic version (the
// faces processing found), its current one and its edits.
func (a *App) PhotoEditor(ctx context.Context, u *vecino.User, id string) (*PhotoEditor, error) {
	if err := a.takeImageSlot(ctx); err != nil {
		return nil, err
	}
	defer a.releaseImageSlot()
	ed, _, err := a.loadPhoto(ctx, u, id)
	return ed, err
}

// PreviewPhoto renders ops on photo id's original, as EditPhoto would save
// it, without saving anything: the JPEG of the public copy.
func (a *App) PreviewPhoto(ctx context.Context, u *vecino.User, id string, ops imaging.Ops) ([]byte, error) {
	if err := checkOps(ops); err != nil {
		return nil, err
	}
	if err := a.takeImageSlot(ctx); err != nil {
		return nil, err
	}
	defer a.releaseImageSlot()
	_, upright, err := a.loadPhoto(ctx, u, id)
	if err != nil {
		return nil, err
	}
	public, _, _, _, err := imaging.Apply(upright, ops)
	return public, err
}

// EditPhoto makes photo id's public copy and thumbnail again from its
// original with ops, records the edit (who, when, what) and tells every
// instance (the public answers holding the old copy are dropped). The
// original is never changed. version is the photo version the editor was
// opened on: ECONFLICT when someone saved since.
func (a *App) EditPhoto(ctx context.Context, u *vecino.User, id string, version int, ops imaging.Ops) (*PhotoEditor, error) {
	if err := checkOps(ops); err != nil {
		return nil, err
	}
	return a.savePhoto(ctx, u, id, version, "edit", func(ed *PhotoEditor) imaging.Ops { return ops })
}

// RevertPhoto brings photo id back to its automatic version, recorded as
// an edit of kind revert.
func (a *App) RevertPhoto(ctx context.Context, u *vecino.User, id string, version int) (*PhotoEditor, error) {
	return a.savePhoto(ctx, u, id, version, "revert", func(ed *PhotoEditor) imaging.Ops { return ed.Auto })
}

func checkOps(ops imaging.Ops) error {
	if p := ops.Problems(); p != nil {
		return &vecino.Error{Code: vecino.EINVALID, Message: "The photo edit is not valid.", Fields: p}
	}
	return nil
}

func (a *App) savePhoto(ctx context.Context, u *vecino.User, id string, version int, kind string, choose func(*PhotoEditor) imaging.Ops) (*PhotoEditor, error) {
	if err := a.takeImageSlot(ctx); err != nil {
		return nil, err
	}
	defer a.releaseImageSlot()
	ed, upright, err := a.loadPhoto(ctx, u, id)
	if err != nil {
		return nil, err
	}
	if ed.Photo.Version != version {
		return nil, vecino.Errorf(vecino.ECONFLICT, "The photo was changed by someone else. Reload it and try again.")
	}
	ops := choose(ed)
	public, thumb, w, h, err := imaging.Apply(upright, ops)
	if err != nil {
		return nil, err
	}
	old := *ed.Photo
	opsJSON, _ := json.Marshal(ops)
	edit := vecino.PhotoEdit{ID: uuid.Must(uuid.NewV7()).String(), PhotoID: id, ActorID: u.ID, Kind: kind,
		Operations: string(opsJSON), CreatedAt: a.Now().UTC()}
	next := old.Edited(edit.ID)
	next.Width, next.Height = w, h
	if err := a.Files.Put(ctx, next.PublicKey(), public); err != nil {
		return nil, filesError(err)
	}
	if err := a.Files.Put(ctx, next.ThumbKey(), thumb); err != nil {
		a.deleteFiles(next.PublicKey())
		return nil, filesError(err)
	}
	if err := a.Store.RecordPhotoEdit(ctx, next, edit); err != nil {
		a.deleteFiles(next.PublicKey(), next.ThumbKey())
		return nil, err
	}
	a.deleteFiles(old.PublicKey(), old.ThumbKey())
	a.publish(ctx, "report.photo_edited", map[string]string{"id": ed.Report.ID, "photo_id": id})
	slog.InfoContext(ctx, "photo edited", "photo", id, "kind", kind, "actor", u.ID)
	out, _, err := a.loadPhoto(ctx, u, id)
	return out, err
}

// loadPhoto reads photo id (an image of any report) for staff u, with its
// edits, and its upright original at the public copy's size. The caller
// holds an image slot (decoding takes memory).
func (a *App) loadPhoto(ctx context.Context, u *vecino.User, id string) (*PhotoEditor, *image.RGBA, error) {
	if !u.IsStaff() {
		return nil, nil, vecino.Errorf(vecino.EFORBIDDEN, "Only staff can edit photos.")
	}
	photo, rep, err := a.Store.PhotoByID(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if photo.IsDocument() {
		return nil, nil, vecino.Errorf(vecino.EINVALID, "Documents cannot be edited.")
	}
	if photo.State != vecino.PhotoReady {
		return nil, nil, vecino.Errorf(vecino.ECONFLICT, "The photo is still being processed.")
	}
	edits, err := a.Store.PhotoEdits(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	original, err := a.readOriginal(ctx, photo)
	if errors.Is(err, fs.ErrNotExist) {
		// The retention policy (or its reporter's deletion) removed it.
		return nil, nil, vecino.Errorf(vecino.ECONFLICT, "The original of this photo was deleted, as the retention policy says: its public copy can no longer be edited.")
	} else if err != nil {
		return nil, nil, err
	}
	upright, err := imaging.Upright(original)
	if err != nil {
		return nil, nil, err
	}
	var auto imaging.Ops
	if photo.AutoOps == "" || json.Unmarshal([]byte(photo.AutoOps), &auto) != nil {
		auto = imaging.AutoOps(upright) // a photo processed before the automatic edit was kept
	}
	ed := &PhotoEditor{Photo: photo, Report: rep, Auto: auto, Current: auto, Edits: edits}
	if len(edits) > 0 && edits[0].Kind == "edit" {
		if err := json.Unmarshal([]byte(edits[0].Operations), &ed.Current); err != nil {
			return nil, nil, err
		}
	}
	return ed, upright, nil
}

// takeImageSlot waits for one of the slots that bound how many photos are
// decoded at once (each takes tens of MB); releaseImageSlot gives it back.
func (a *App) takeImageSlot(ctx context.Context) error {
	select {
	case a.imageSlots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (a *App) releaseImageSlot() { <-a.imageSlots }

// deleteFiles removes files no longer used; what fails is logged.
func (a *App) deleteFiles(keys ...string) {
	for _, key := range keys {
		if err := a.Files.Delete(context.Background(), key); err != nil {
			slog.Warn("delete photo file", "key", key, "err", err)
		}
	}
}
