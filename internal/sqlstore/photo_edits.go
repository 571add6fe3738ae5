package sqlstore

import (
	"context"
	"database/sql"

	"github.com/vecino-city/vecino/internal/vecino"
)

// PhotoEdits returns the edits of a photo, newest first, with their actors' names.
func (d *DB) PhotoEdits(ctx context.Context, photoID string) ([]vecino.PhotoEdit, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT e.id, e.photo_id, COALESCE(e.actor_id, ''),
		COALESCE(p.full_name, ''), e.kind, e.operations, e.created_at
		FROM photo_edits e LEFT JOIN profiles p ON p.id = e.actor_id
		WHERE e.photo_id = $1 ORDER BY e.created_at DESC, e.id DESC`, photoID)
	if err != nil {
		return nil, dbError(err, "")
	}
	defer rows.Close()
	out := []vecino.PhotoEdit{}
	for rows.Next() {
		var e vecino.PhotoEdit
		if err := rows.Scan(&e.ID, &e.PhotoID, &e.ActorID, &e.ActorName, &e.Kind, &e.Operations, &e.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// RecordPhotoEdit records e and moves its photo to next (made with
// Photo.Edited; its files written by the caller), a compare-and-set on
// next.Version-1: ECONFLICT when another edit came first. The report's
// updated_at moves too (its share card is made again).
func (d *DB) RecordPhotoEdit(ctx context.Context, next vecino.Photo, e vecino.PhotoEdit) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE report_photos SET version = $1, public_key = $2, thumb_key = $3, width = $4, height = $5
			WHERE id = $6 AND version = $7`, next.Version, next.PublicKey(), next.ThumbKey(), next.Width, next.Height, next.ID, next.Version-1)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return vecino.Errorf(vecino.ECONFLICT, "The photo was changed by someone else. Reload it and try again.")
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO photo_edits (id, photo_id, actor_id, kind, operations, created_at)
			VALUES ($1, $2, $3, $4, $5, $6)`, e.ID, next.ID, nullIfEmpty(e.ActorID), e.Kind, e.Operations, e.CreatedAt); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE violations SET updated_at = $1 WHERE id = $2`, e.CreatedAt, next.ReportID)
		return err
	})
}
