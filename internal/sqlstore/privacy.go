package sqlstore

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// kept is the condition of the reports an account's deletion keeps, moved
// to the tombstone: published street reports, and those a city system filed
// through Open311 in the name of its key's creator.
const kept = `((status = 'approved' AND category <> 'renter-protection') OR origin = 'open311')`

// DeleteUser deletes an account and what names it, in one transaction
// (vecino.Privacy).
func (d *DB) DeleteUser(ctx context.Context, userID string, aliases []string) (*vecino.DeletedAccount, error) {
	if userID == vecino.DeletedUserID {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "User not found.")
	}
	out := &vecino.DeletedAccount{}
	now := d.now()
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var email string
		if err := tx.QueryRowContext(ctx, `SELECT email FROM users WHERE id = $1`, userID).Scan(&email); err != nil {
			return dbError(err, "User not found.")
		}
		rows, err := tx.QueryContext(ctx, `SELECT p.id, p.public_key, p.thumb_key, p.content_type, `+kept+`
			FROM report_photos p JOIN violations v ON v.id = p.report_id WHERE v.reporter_id = $1`, userID)
		if err != nil {
			return err
		}
		for rows.Next() {
			var p vecino.Photo
			var keep bool
			if err := rows.Scan(&p.ID, &p.PublicFile, &p.ThumbFile, &p.ContentType, &keep); err != nil {
				rows.Close()
				return err
			}
			if keep {
				out.Anonymised = append(out.Anonymised, p)
			} else {
				out.Deleted = append(out.Deleted, p)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM violations WHERE reporter_id = $1 AND NOT `+kept, userID)
		if err != nil {
			return err
		}
		n, _ := res.RowsAffected()
		out.Reports = int(n)
		if _, err := tx.ExecContext(ctx, `UPDATE report_photos SET original_deleted_at = $2
			WHERE original_deleted_at IS NULL AND report_id IN (SELECT id FROM violations WHERE reporter_id = $1)`, userID, now); err != nil {
			return err
		}
		if res, err = tx.ExecContext(ctx, `UPDATE violations SET reporter_id = $2, client_key = NULL WHERE reporter_id = $1`,
			userID, vecino.DeletedUserID); err != nil {
			return err
		}
		n, _ = res.RowsAffected()
		out.Kept = int(n)
		if _, err := tx.ExecContext(ctx, `DELETE FROM investor_requests WHERE lower(email) = $1`, email); err != nil {
			return err
		}
		// Its follows and alerts (also those made by address before it signed
		// up), and the marks of the notices sent to it as a reporter.
		if _, err := tx.ExecContext(ctx, `DELETE FROM subscriptions WHERE user_id = $1 OR lower(email) = $2`, userID, email); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sent_notices WHERE key LIKE $1`, "%:u:"+userID); err != nil {
			return err
		}
		names := append([]string{userID, email}, aliases...)
		if err := d.forgetKeys(ctx, tx, names); err != nil {
			return err
		}
		// Sessions, tokens, profile, roles, their audit and the API keys it
		// created go with the row (ON DELETE CASCADE); where it acted on
		// others (events, edits, grants, photo checks) its id becomes NULL.
		res, err = tx.ExecContext(ctx, `DELETE FROM users WHERE id = $1`, userID)
		return expectOne(res, err, "User not found.")
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// forgetKeys deletes the rate-limit buckets (PostgreSQL keeps them in a
// table) and the queued or finished jobs (River's table: emails to the
// account) whose key or arguments hold one of names. A job being worked
// right now is left to finish; River deletes it a day later.
func (d *DB) forgetKeys(ctx context.Context, tx *sql.Tx, names []string) error {
	for _, name := range names {
		if name == "" {
			continue
		}
		like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(name) + "%"
		if d.Dialect == Postgres {
			if _, err := tx.ExecContext(ctx, `DELETE FROM rate_limits WHERE key LIKE $1 ESCAPE '\'`, like); err != nil {
				return err
			}
		}
		if ok, err := d.hasTable(ctx, tx, "river_job"); err != nil {
			return err
		} else if ok {
			if _, err := tx.ExecContext(ctx, `DELETE FROM river_job WHERE state <> 'running' AND CAST(args AS TEXT) LIKE $1 ESCAPE '\'`, like); err != nil {
				return err
			}
		}
	}
	return nil
}

// hasTable reports whether the database has a table of that name (River's
// exist once the job queue has migrated).
func (d *DB) hasTable(ctx context.Context, q queryer, name string) (bool, error) {
	var n int
	text := `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = $1`
	if d.Dialect == Postgres {
		text = `SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`
	}
	err := q.QueryRowContext(ctx, text, name).Scan(&n)
	return n > 0, err
}

// OwnerCount counts the enabled owners.
func (d *DB) OwnerCount(ctx context.Context) (int, error) {
	var n int
	err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM user_roles r JOIN users u ON u.id = r.user_id
		WHERE r.role = 'owner' AND NOT u.disabled`).Scan(&n)
	return n, err
}

// UserSessions lists an account's sessions, newest first.
func (d *DB) UserSessions(ctx context.Context, userID string) ([]vecino.SessionInfo, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, persistent, created_at, expires_at, rotated_at, revoked_at
		FROM sessions WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, userID)
	return collect(rows, err, func(r row) (s vecino.SessionInfo, err error) {
		return s, r.Scan(&s.ID, &s.Persistent, &s.CreatedAt, &s.ExpiresAt, &s.RotatedAt, &s.RevokedAt)
	})
}

// APIKeysBy lists the API keys userID created, newest first.
func (d *DB) APIKeysBy(ctx context.Context, userID string) ([]vecino.APIKey, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT `+apiKeyColumns+` FROM api_keys WHERE created_by = $1 ORDER BY created_at DESC, id DESC`, userID)
	return collect(rows, err, scanAPIKey)
}

// Retention is the owner's policy, or the defaults while none is set.
func (d *DB) Retention(ctx context.Context) (vecino.Retention, error) {
	r := vecino.DefaultRetention
	err := d.db.QueryRowContext(ctx, `SELECT originals_months, closed_months, updated_at FROM retention_settings WHERE id = 1`).
		Scan(&r.OriginalsMonths, &r.ClosedMonths, &r.UpdatedAt)
	if isNotFound(err) {
		return vecino.DefaultRetention, nil
	}
	return r, err
}

// SetRetention stores the policy.
func (d *DB) SetRetention(ctx context.Context, r vecino.Retention) (vecino.Retention, error) {
	r.UpdatedAt = d.now()
	_, err := d.db.ExecContext(ctx, `INSERT INTO retention_settings (id, originals_months, closed_months, updated_at) VALUES (1, $1, $2, $3)
		ON CONFLICT (id) DO UPDATE SET originals_months = excluded.originals_months, closed_months = excluded.closed_months,
		updated_at = excluded.updated_at`, r.OriginalsMonths, r.ClosedMonths, r.UpdatedAt)
	return r, err
}

// closed is the condition of rejected and withdrawn reports: every status
// that is neither open nor published.
const closed = `status NOT IN ('screening', 'pending', 'approved')`

// since is when a report entered its current status: its last move there,
// or its last change when its history has none.
const since = `COALESCE((SELECT MAX(e.created_at) FROM report_events e WHERE e.report_id = violations.id AND e.to_status = violations.status),
	violations.updated_at)`

// ClosedReportsBefore returns up to limit reports closed before t.
func (d *DB) ClosedReportsBefore(ctx context.Context, t time.Time, limit int) ([]*vecino.Report, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT `+reportColumns+` FROM violations WHERE `+closed+` AND `+since+` < $1
		ORDER BY updated_at, id LIMIT $2`, t.UTC(), limit)
	reports, err := collect(rows, err, scanReport)
	if err != nil {
		return nil, err
	}
	return reports, d.attachPhotos(ctx, reports)
}

// DeleteClosedReports deletes the reports of ids that are still closed and
// returns their photos.
func (d *DB) DeleteClosedReports(ctx context.Context, ids []string) ([]vecino.Photo, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	in := `(` + placeholders(1, len(ids)) + `)`
	var photos []vecino.Photo
	err := d.tx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT p.id, p.public_key, p.thumb_key, p.content_type FROM report_photos p
			JOIN violations v ON v.id = p.report_id WHERE v.id IN `+in+` AND v.`+closed, args...)
		if photos, err = collect(rows, err, func(r row) (p vecino.Photo, err error) {
			return p, r.Scan(&p.ID, &p.PublicFile, &p.ThumbFile, &p.ContentType)
		}); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM violations WHERE id IN `+in+` AND `+closed, args...)
		return err
	})
	return photos, err
}

// OriginalsBefore returns up to limit photos of published reports approved
// before t whose original is still kept: images with a public copy.
func (d *DB) OriginalsBefore(ctx context.Context, t time.Time, limit int) ([]vecino.Photo, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT p.id, p.report_id, p.public_key, p.thumb_key, p.content_type FROM report_photos p
		JOIN violations ON violations.id = p.report_id
		WHERE p.original_deleted_at IS NULL AND p.state = 'ready' AND p.content_type <> 'application/pdf'
		AND violations.status = 'approved' AND violations.category <> 'renter-protection' AND `+since+` < $1
		ORDER BY p.id LIMIT $2`, t.UTC(), limit)
	return collect(rows, err, func(r row) (p vecino.Photo, err error) {
		return p, r.Scan(&p.ID, &p.ReportID, &p.PublicFile, &p.ThumbFile, &p.ContentType)
	})
}

// OriginalsDeleted marks the photos' originals deleted.
func (d *DB) OriginalsDeleted(ctx context.Context, photoIDs []string) error {
	if len(photoIDs) == 0 {
		return nil
	}
	args := []any{d.now()}
	for _, id := range photoIDs {
		args = append(args, id)
	}
	_, err := d.db.ExecContext(ctx, `UPDATE report_photos SET original_deleted_at = $1 WHERE id IN (`+placeholders(2, len(photoIDs))+`)`, args...)
	return err
}
