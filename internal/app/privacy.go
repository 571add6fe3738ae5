package app

import (
	"archive/zip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Residents own their data (docs/privacy.md): they download everything the
// app holds about them (ExportData), delete their account (DeleteAccount),
// and the owner's retention policy deletes what is no longer needed
// (ApplyRetention).

// DeleteAccount deletes u's account once password is confirmed: every
// session ends, reports still open, rejected or withdrawn and every
// renter-protection report are deleted with all their files, and published
// street reports stay public without any link to u (their originals, which
// may carry GPS, are deleted; the public copy stays). The last owner cannot
// delete their account.
func (a *App) DeleteAccount(ctx context.Context, u *vecino.User, password string) (err error) {
	defer func() { a.outcome(ctx, authEvent{Event: "account_delete", UserID: u.ID}, err) }()
	hash, err := a.checkPassword(ctx, u, password, "password", "The password is incorrect.")
	if err != nil {
		return err
	}
	if u.HasAnyRole(vecino.RoleOwner) {
		n, err := a.Store.OwnerCount(ctx)
		if err != nil {
			return err
		}
		if n <= 1 {
			return &vecino.Error{Code: vecino.ECONFLICT, Fields: map[string]string{"account": "last_owner"},
				Message: "You are the only owner. Make another account an owner before you delete yours."}
		}
	}
	gone, err := a.Store.DeleteUser(ctx, u.ID, []string{HashEmail(u.Email), accountKey(u.Email, hash), accountKey(u.Email, "")})
	if err != nil {
		return err
	}
	a.accountChanged(ctx)
	a.purgeFiles(ctx, gone.Deleted, false)
	a.purgeFiles(ctx, gone.Anonymised, true)
	if gone.Reports > 0 {
		a.publish(ctx, "report.deleted", nil)
	}
	slog.InfoContext(ctx, "account deleted", "reports_deleted", gone.Reports, "reports_kept", gone.Kept)
	return nil
}

// purgeFiles deletes every stored file of photos (each version of the
// public copy included), or, with keepPublic, every file but the current
// public copy and thumbnail. A store that cannot list its files loses the
// files the photo names; what fails is logged (the orphan sweep takes the
// files of photos no report owns).
func (a *App) purgeFiles(ctx context.Context, photos []vecino.Photo, keepPublic bool) {
	for _, p := range photos {
		keep := func(key string) bool { return keepPublic && (key == p.PublicKey() || key == p.ThumbKey()) }
		var keys []string
		err := filestore.Walk(ctx, a.Files, "photos/"+p.ID+"/", func(key string, _ int64) error {
			if !keep(key) {
				keys = append(keys, key)
			}
			return nil
		})
		if err != nil {
			keys = []string{p.OriginalKey()}
			if !keepPublic {
				keys = append(keys, p.PublicKey(), p.ThumbKey())
			}
		}
		a.deleteFiles(keys...)
	}
}

// retentionBatch is how many reports or photos one step of ApplyRetention
// takes; retentionSteps bounds the steps of one run, so that a first run
// over years of reports leaves work for the next hour.
const (
	retentionBatch = 100
	retentionSteps = 50
)

// RetentionRun is what one run of the retention policy did.
type RetentionRun struct {
	ReportsDeleted   int
	OriginalsDeleted int
}

// ApplyRetention applies the owner's retention policy at the app's clock:
// rejected and withdrawn reports closed more than ClosedMonths ago are
// deleted with their files, and the originals of reports published more
// than OriginalsMonths ago are deleted (the public copy stays). It works in
// batches; the hourly sweep calls it.
func (a *App) ApplyRetention(ctx context.Context) (RetentionRun, error) {
	var run RetentionRun
	pol, err := a.Store.Retention(ctx)
	if err != nil {
		return run, err
	}
	now := a.Now()
	closedBefore := now.AddDate(0, -pol.ClosedMonths, 0)
	for range retentionSteps {
		reps, err := a.Store.ClosedReportsBefore(ctx, closedBefore, retentionBatch)
		if err != nil {
			return run, err
		}
		if len(reps) == 0 {
			break
		}
		ids := make([]string, len(reps))
		for i, r := range reps {
			ids[i] = r.ID
		}
		photos, err := a.Store.DeleteClosedReports(ctx, ids)
		if err != nil {
			return run, err
		}
		a.purgeFiles(ctx, photos, false)
		a.publish(ctx, "report.deleted", nil)
		run.ReportsDeleted += len(reps)
		if len(reps) < retentionBatch {
			break
		}
	}
	originalsBefore := now.AddDate(0, -pol.OriginalsMonths, 0)
	for range retentionSteps {
		photos, err := a.Store.OriginalsBefore(ctx, originalsBefore, retentionBatch)
		if err != nil {
			return run, err
		}
		if len(photos) == 0 {
			break
		}
		var done []string
		for _, p := range photos {
			if err := a.Files.Delete(ctx, p.OriginalKey()); err != nil {
				slog.WarnContext(ctx, "retention: delete original", "photo", p.ID, "err", err)
				continue
			}
			done = append(done, p.ID)
		}
		if err := a.Store.OriginalsDeleted(ctx, done); err != nil {
			return run, err
		}
		run.OriginalsDeleted += len(done)
		if len(done) == 0 || len(photos) < retentionBatch {
			break
		}
	}
	return run, nil
}

// SetRetention checks and stores the owner's retention policy.
func (a *App) SetRetention(ctx context.Context, r vecino.Retention) (vecino.Retention, error) {
	if err := r.Validate(); err != nil {
		return r, err
	}
	return a.Store.SetRetention(ctx, r)
}

// exportEvent is one move of a report's history as its reporter sees it:
// no staff names or ids.
type exportEvent struct {
	From      *vecino.Status `json:"from"`
	To        vecino.Status  `json:"to"`
	Reason    string         `json:"reason_code,omitempty"`
	Note      string         `json:"note,omitempty"`
	CreatedAt time.Time      `json:"created_at"`
}

// exportPhoto is one file of a report in the export: where its original
// lies in the archive, or why it is not there.
type exportPhoto struct {
	ID          string `json:"id"`
	Position    int    `json:"position"`
	ContentType string `json:"content_type"`
	Size        int64  `json:"size"`
	File        string `json:"file,omitempty"`
	Missing     string `json:"missing,omitempty"` // "deleted": the original is gone
}

// exportReport is report.json: the report as its reporter sees it, its
// history and its files.
type exportReport struct {
	*vecino.Report
	Photos  []exportPhoto `json:"photos"`
	History []exportEvent `json:"history"`
}

// exportReadme says what the archive holds, in both languages.
const exportReadme = `Your data from %s / Tus datos de %s

profile.json   your account, profile, roles and the changes of your roles
sessions.json  your sign-ins (sessions): when each started and ends
api_keys.json  the Open311 API keys you created (never the secret)
reports/<id>/report.json   each report you filed, its history (moves,
               reasons and notes you were shown) and its files
reports/<id>/files/        the originals of its photos and documents

Not here because the app does not keep them tied to you: the assistant's
conversations (they stay in your browser), page views (counted without
any person), and the address your requests came from.

profile.json   tu cuenta, perfil, roles y los cambios de tus roles
sessions.json  tus inicios de sesión: cuándo empezó y termina cada uno
api_keys.json  las claves de API de Open311 que creaste (nunca el secreto)
reports/<id>/report.json   cada reporte que enviaste, su historial
               (cambios, motivos y notas que se te mostraron) y sus archivos
reports/<id>/files/        los originales de sus fotos y documentos

No están porque la app no los guarda ligados a ti: las conversaciones con
el asistente (quedan en tu navegador), las visitas a páginas (se cuentan
sin persona) y la dirección desde la que hiciste tus solicitudes.
`

// ExportData writes a zip of everything the app holds about u to w,
// streaming: each file goes out as it is read, never the whole archive in
// memory. Nothing of anyone else is in it: no staff names, no other
// account's data.
func (a *App) ExportData(ctx context.Context, u *vecino.User, w io.Writer) error {
	z := zip.NewWriter(w)
	now := a.Now().UTC()
	put := func(name string, v any) error {
		f, err := z.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: now})
		if err != nil {
			return err
		}
		enc := json.NewEncoder(f)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	readme := strings.ReplaceAll(exportReadme, "%s", a.AppName)
	if f, err := z.CreateHeader(&zip.FileHeader{Name: "README.txt", Method: zip.Deflate, Modified: now}); err != nil {
		return err
	} else if _, err := io.WriteString(f, readme); err != nil {
		return err
	}
	changes, err := a.Store.RoleChanges(ctx, u.ID, 1000)
	if err != nil {
		return err
	}
	type roleChange struct {
		Role      vecino.Role `json:"role"`
		Action    string      `json:"action"`
		CreatedAt time.Time   `json:"created_at"`
	}
	own := make([]roleChange, 0, len(changes))
	for _, c := range changes {
		own = append(own, roleChange{Role: c.Role, Action: c.Action, CreatedAt: c.CreatedAt})
	}
	if err := put("profile.json", map[string]any{"account": u, "effective_roles": u.EffectiveRoles(), "role_changes": own,
		"exported_at": now}); err != nil {
		return err
	}
	sessions, err := a.Store.UserSessions(ctx, u.ID)
	if err != nil {
		return err
	}
	if err := put("sessions.json", sessions); err != nil {
		return err
	}
	keys, err := a.Store.APIKeysBy(ctx, u.ID)
	if err != nil {
		return err
	}
	if err := put("api_keys.json", keys); err != nil {
		return err
	}
	after := ""
	for {
		reps, next, err := a.Store.ReportsByReporter(ctx, u.ID, "", after, 100)
		if err != nil {
			return err
		}
		for _, rep := range reps {
			if err := a.exportReport(ctx, z, put, rep, now); err != nil {
				return err
			}
		}
		if next == "" {
			break
		}
		after = next
	}
	return z.Close()
}

// exportReport writes one report's files, then its report.json.
func (a *App) exportReport(ctx context.Context, z *zip.Writer, put func(string, any) error, rep *vecino.Report, now time.Time) error {
	dir := "reports/" + rep.ID + "/"
	out := exportReport{Report: rep, Photos: []exportPhoto{}, History: []exportEvent{}}
	rep.PhotosCheckedBy = "" // a staff member's name
	for _, p := range rep.Photos {
		ep := exportPhoto{ID: p.ID, Position: p.Position, ContentType: p.ContentType, Size: p.Size}
		name := dir + "files/" + strconv.Itoa(p.Position+1) + "-" + p.ID + extension(p.ContentType)
		switch err := a.copyFile(ctx, z, p.OriginalKey(), name, now); {
		case err == nil:
			ep.File = name
		case errors.Is(err, fs.ErrNotExist):
			ep.Missing = "deleted" // by the retention policy (published reports)
		default:
			return err
		}
		out.Photos = append(out.Photos, ep)
	}
	events, err := a.Store.Events(ctx, rep.ID)
	if err != nil {
		return err
	}
	for _, ev := range events {
		out.History = append(out.History, exportEvent{From: ev.FromStatus, To: ev.ToStatus, Reason: ev.ReasonCode, Note: ev.Note, CreatedAt: ev.CreatedAt})
	}
	return put(dir+"report.json", out)
}

// copyFile streams a stored file into the archive, stored as it is
// (photos are compressed already).
func (a *App) copyFile(ctx context.Context, z *zip.Writer, key, name string, now time.Time) error {
	f, err := a.Files.Open(ctx, key)
	if err != nil {
		return err
	}
	defer f.Close()
	w, err := z.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store, Modified: now})
	if err != nil {
		return err
	}
	_, err = io.Copy(w, f)
	return err
}

// extension names a file of this content type.
func extension(contentType string) string {
	switch contentType {
	case "image/jpeg":
		return ".jpg"
	case "application/pdf":
		return ".pdf"
	}
	if kind, ok := strings.CutPrefix(contentType, "image/"); ok {
		return "." + kind
	}
	return ""
}
