package sqlstore

import (
	"context"
	"database/sql"
	"math"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// PositionOf returns the report's position, the status's total, and its
// neighbours. Ties on uploaded_at are broken by id so the order is total.
// ENOTFOUND when the report is not in status.
//
// Every read is a prepared statement (the queue's arrows ask for it at each
// step).
//
// Position is the trigger-kept count of the status's reports on earlier UTC
// days plus a count within the report's own day, so its cost does not grow
// with the length of the queue.
func (d *DB) PositionOf(ctx context.Context, id string, status vecino.Status) (*vecino.Position, error) {
	var at time.Time
	err := d.queryRow(ctx, `SELECT uploaded_at FROM violations WHERE id = $1 AND status = $2`, id, status).Scan(&at)
	if err != nil {
		return nil, dbError(err, "Report not found in this list.")
	}
	at = at.UTC()
	dayStart := time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, time.UTC)
	// The rest in one statement: one call through the driver instead of
	// five (each call costs more than its index read).
	p := &vecino.Position{}
	var before, sameDay int
	var prev, next sql.NullString
	err = d.queryRow(ctx, `SELECT
		(SELECT COALESCE(SUM(n), 0) FROM status_counts WHERE status = $1),
		(SELECT COALESCE(SUM(n), 0) FROM status_day_counts WHERE status = $1 AND day < $2),
		(SELECT COUNT(*) FROM violations WHERE status = $1 AND uploaded_at >= $3 AND (uploaded_at, id) <= ($4, $5)),
		(SELECT id FROM violations WHERE status = $1 AND (uploaded_at, id) < ($4, $5) ORDER BY uploaded_at DESC, id DESC LIMIT 1),
		(SELECT id FROM violations WHERE status = $1 AND (uploaded_at, id) > ($4, $5) ORDER BY uploaded_at, id LIMIT 1)`,
		string(status), dayStart.Format("2006-01-02"), dayStart, at, id).Scan(&p.Total, &before, &sameDay, &prev, &next)
	if err != nil {
		return nil, err
	}
	p.Position = before + sameDay
	if prev.Valid {
		p.PrevID = &prev.String
	}
	if next.Valid {
		p.NextID = &next.String
	}
	return p, nil
}

// FirstInStatus returns the earliest report in status, or ENOTFOUND.
func (d *DB) FirstInStatus(ctx context.Context, status vecino.Status) (string, error) {
	var id string
	err := d.queryRow(ctx, `SELECT id FROM violations WHERE status = $1 ORDER BY uploaded_at, id LIMIT 1`, status).Scan(&id)
	return id, dbError(err, "Nothing to review.")
}

// CountUntil counts reports in status uploaded at or before until.
func (d *DB) CountUntil(ctx context.Context, status vecino.Status, until time.Time) (int, error) {
	var n int
	err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM violations WHERE status = $1 AND uploaded_at <= $2`, status, until.UTC()).Scan(&n)
	return n, err
}

// StaffReports returns a page of reports of every kind, newest first.
func (d *DB) StaffReports(ctx context.Context, f vecino.StaffFilter) ([]*vecino.Report, string, error) {
	t, id, err := parseCursor(f.Cursor)
	if err != nil {
		return nil, "", err
	}
	if id == "" {
		id = "\uffff"
	}
	var w where
	w.b.WriteString("TRUE")
	if f.Status != "" {
		w.and("status = ?", string(f.Status))
	}
	if f.Category != "" {
		w.and("category = ?", f.Category)
	}
	if q := strings.ToLower(strings.TrimSpace(f.Query)); q != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(q) + "%"
		w.and(`(LOWER(description) LIKE ? ESCAPE '\' OR LOWER(address) LIKE ? ESCAPE '\' OR LOWER(building_address) LIKE ? ESCAPE '\')`, like, like, like)
	}
	if f.Neighborhood != "" {
		w.and("neighborhood_id = ?", f.Neighborhood)
	}
	if f.Reporter != "" {
		w.and("reporter_id = ?", f.Reporter)
	}
	switch f.Claim {
	case "mine":
		w.and("claimed_by = ? AND claimed_at > ?", f.ClaimUser, f.ClaimSince.UTC())
	case "unassigned":
		w.and("(claimed_by IS NULL OR claimed_at <= ?)", f.ClaimSince.UTC())
	}
	p := next(&w.args, t, id, f.Limit+1)
	rows, err := d.query(ctx, `SELECT `+reportColumns+` FROM violations WHERE `+w.b.String()+`
		AND (uploaded_at, id) < (`+p[0]+`, `+p[1]+`) ORDER BY uploaded_at DESC, id DESC LIMIT `+p[2], w.args...)
	if err != nil {
		return nil, "", err
	}
	return d.page(ctx, rows, f.Limit)
}

// Duplicates returns other reports of the same type within meters of rep
// and within days of when it happened (docs/PRODUCT.md §13: 50 m, 7 days).
func (d *DB) Duplicates(ctx context.Context, rep *vecino.Report, meters float64, days int) ([]*vecino.Report, error) {
	if rep.Latitude == nil || rep.Longitude == nil {
		return []*vecino.Report{}, nil
	}
	lat, lng := *rep.Latitude, *rep.Longitude
	dLat := meters / 111_320
	dLng := dLat / math.Max(math.Cos(lat*math.Pi/180), 0.01)
	when := rep.UploadedAt
	if rep.OccurredAt != nil {
		when = *rep.OccurredAt
	}
	span := time.Duration(days) * 24 * time.Hour
	rows, err := d.db.QueryContext(ctx, `SELECT `+reportColumns+` FROM violations WHERE type = $1 AND category = $2 AND id <> $3
		AND latitude BETWEEN $4 AND $5 AND longitude BETWEEN $6 AND $7
		AND COALESCE(occurred_at, uploaded_at) BETWEEN $8 AND $9 ORDER BY uploaded_at DESC LIMIT 50`,
		rep.Type, rep.Category, rep.ID, lat-dLat, lat+dLat, lng-dLng, lng+dLng, when.Add(-span), when.Add(span))
	if err != nil {
		return nil, err
	}
	all, _, err := d.page(ctx, rows, 50)
	if err != nil {
		return nil, err
	}
	out := []*vecino.Report{}
	for _, r := range all {
		if distance(lat, lng, *r.Latitude, *r.Longitude) <= meters {
			out = append(out, r)
		}
	}
	return out, nil
}

// distance is the haversine distance in meters.
func distance(lat1, lng1, lat2, lng2 float64) float64 {
	const r = 6_371_000
	p1, p2 := lat1*math.Pi/180, lat2*math.Pi/180
	dp, dl := (lat2-lat1)*math.Pi/180, (lng2-lng1)*math.Pi/180
	a := math.Sin(dp/2)*math.Sin(dp/2) + math.Cos(p1)*math.Cos(p2)*math.Sin(dl/2)*math.Sin(dl/2)
	return 2 * r * math.Asin(math.Sqrt(a))
}

// SetResolved marks an approved report fixed (or not) with a note, and
// records it in the history. ECONFLICT when the report is not approved.
func (d *DB) SetResolved(ctx context.Context, id string, resolved bool, note string, actorID string) error {
	now := d.now()
	return d.tx(ctx, func(tx *sql.Tx) error {
		var at any
		if resolved {
			at = now
		}
		res, err := tx.ExecContext(ctx, `UPDATE violations SET resolved = $1, resolved_note = $2, resolved_at = $3, updated_at = $4
			WHERE id = $5 AND status = 'approved'`, resolved, note, at, now, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			if err := reportExists(ctx, tx, id); err != nil {
				return err
			}
			return vecino.Errorf(vecino.ECONFLICT, "Only approved reports can be marked fixed.")
		}
		code := "resolved"
		if !resolved {
			code = "unresolved"
		}
		approved := vecino.StatusApproved
		var actor *string // none: a department's word
		if actorID != "" {
			actor = &actorID
		}
		return insertEvent(ctx, tx, &vecino.Event{ReportID: id, ActorID: actor, FromStatus: &approved, ToStatus: approved,
			ReasonCode: code, Note: note, CreatedAt: now})
	})
}
