package sqlstore

import (
	"context"
	"database/sql"

	"github.com/vecino-city/vecino/internal/vecino"
)

// ChangeStatus moves a report from one status to another as a compare-and-set:
// when the report is no longer in from, it returns ECONFLICT and changes
// nothing. It records the event in the same transaction. The workflow rules
// (who may move what where) are the caller's to check.
func (d *DB) ChangeStatus(ctx context.Context, ev vecino.Event, jobs ...vecino.Job) error {
	now := d.now()
	ev.CreatedAt = now
	return d.tx(ctx, func(tx *sql.Tx) error {
		rejCode, rejNote := "", ""
		if ev.ToStatus == vecino.StatusRejected {
			rejCode, rejNote = ev.ReasonCode, ev.Note
		}
		// A decision ends the report's claim ("assign to me").
		res, err := tx.ExecContext(ctx, `UPDATE violations SET status = $1, rejection_code = $2, rejection_note = $3, updated_at = $4,
			claimed_by = NULL, claimed_at = NULL WHERE id = $5 AND status = $6`, ev.ToStatus, rejCode, rejNote, now, ev.ReportID, *ev.FromStatus)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			if err := reportExists(ctx, tx, ev.ReportID); err != nil {
				return err
			}
			return vecino.Errorf(vecino.ECONFLICT, "This report was changed by someone else. Reload it and try again.")
		}
		if err := insertEvent(ctx, tx, &ev); err != nil {
			return err
		}
		return d.enqueueTx(ctx, tx, jobs)
	})
}

func reportExists(ctx context.Context, q queryer, id string) error {
	var one int
	err := q.QueryRowContext(ctx, `SELECT 1 FROM violations WHERE id = $1`, id).Scan(&one)
	return dbError(err, "Report not found.")
}

func insertEvent(ctx context.Context, q queryer, ev *vecino.Event) error {
	ev.ID = newID()
	var from *string
	if ev.FromStatus != nil {
		s := string(*ev.FromStatus)
		from = &s
	}
	_, err := q.ExecContext(ctx, `INSERT INTO report_events (id, report_id, actor_id, from_status, to_status, reason_code, note, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, ev.ID, ev.ReportID, ev.ActorID, from, ev.ToStatus, ev.ReasonCode, ev.Note, ev.CreatedAt)
	return err
}

// Events returns a report's history, oldest first.
func (d *DB) Events(ctx context.Context, reportID string) ([]vecino.Event, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, report_id, actor_id, from_status, to_status, reason_code, note, created_at
		FROM report_events WHERE report_id = $1 ORDER BY created_at, id`, reportID)
	return collect(rows, err, func(r row) (ev vecino.Event, err error) {
		err = r.Scan(&ev.ID, &ev.ReportID, &ev.ActorID, &ev.FromStatus, &ev.ToStatus, &ev.ReasonCode, &ev.Note, &ev.CreatedAt)
		return ev, err
	})
}
