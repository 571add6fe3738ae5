package sqlstore

import (
	"context"
	"database/sql"
	"errors"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Enqueuer adds jobs to the job queue inside a transaction of the store
// (jobs.Queue is one), so that they exist exactly when the write does.
type Enqueuer interface {
	EnqueueTx(ctx context.Context, tx *sql.Tx, jobs ...vecino.Job) error
}

// SetEnqueuer gives the store the job queue that its writes add jobs to.
func (d *DB) SetEnqueuer(e Enqueuer) { d.jobs = e }

func (d *DB) enqueueTx(ctx context.Context, tx *sql.Tx, jobs []vecino.Job) error {
	if len(jobs) == 0 {
		return nil
	}
	if d.jobs == nil {
		return errors.New("sqlstore: a write needs the job queue, and none was given (SetEnqueuer)")
	}
	return d.jobs.EnqueueTx(ctx, tx, jobs...)
}

// PhotoProcessed records a processed photo: its public copy and thumbnail
// keys, size and automatic edit, ready. The report's updated_at moves (its
// share card and public answers are made again).
func (d *DB) PhotoProcessed(ctx context.Context, p vecino.Photo) error {
	now := d.now()
	return d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE report_photos SET state = 'ready', public_key = $1, thumb_key = $2, width = $3, height = $4,
			auto_ops = $5 WHERE id = $6 AND state = 'processing'`, p.PublicKey(), p.ThumbKey(), p.Width, p.Height, p.AutoOps, p.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return vecino.Errorf(vecino.ECONFLICT, "The photo is not being processed.")
		}
		_, err = tx.ExecContext(ctx, `UPDATE violations SET updated_at = $1 WHERE id = (SELECT report_id FROM report_photos WHERE id = $2)`,
			now, p.ID)
		return err
	})
}

// PhotoFailed marks a photo still processing as failed.
func (d *DB) PhotoFailed(ctx context.Context, photoID string) error {
	_, err := d.db.ExecContext(ctx, `UPDATE report_photos SET state = 'failed' WHERE id = $1 AND state = 'processing'`, photoID)
	return err
}

// CheckPhotos records that actorID checked the report's photos, with an
// entry in its history; EPHOTOSUNCHECKED while a photo is not ready.
func (d *DB) CheckPhotos(ctx context.Context, reportID, actorID string) error {
	now := d.now()
	return d.tx(ctx, func(tx *sql.Tx) error {
		var status vecino.Status
		if err := tx.QueryRowContext(ctx, `SELECT status FROM violations WHERE id = $1`, reportID).Scan(&status); err != nil {
			return dbError(err, "Report not found.")
		}
		var waiting int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM report_photos WHERE report_id = $1 AND state <> 'ready'`,
			reportID).Scan(&waiting); err != nil {
			return err
		}
		if waiting > 0 {
			return vecino.Errorf(vecino.EPHOTOSUNCHECKED, "The photos are still being processed: check them once they are ready.")
		}
		if _, err := tx.ExecContext(ctx, `UPDATE violations SET photos_checked_at = $1, photos_checked_by = $2, updated_at = $1 WHERE id = $3`,
			now, actorID, reportID); err != nil {
			return err
		}
		return insertEvent(ctx, tx, &vecino.Event{ReportID: reportID, ActorID: &actorID, FromStatus: &status, ToStatus: status,
			ReasonCode: "photos_checked", CreatedAt: now})
	})
}
