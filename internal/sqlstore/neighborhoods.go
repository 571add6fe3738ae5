package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Neighborhoods lists every neighbourhood in creation order with its
// boundary and its reports per status (from report_day_counts).
func (d *DB) Neighborhoods(ctx context.Context) ([]vecino.Neighborhood, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, name_en, name_es, geometry, created_at, updated_at FROM neighborhoods ORDER BY id`)
	ns, err := collect(rows, err, func(r row) (vecino.Neighborhood, error) {
		var n vecino.Neighborhood
		var geom string
		err := r.Scan(&n.ID, &n.NameEN, &n.NameES, &geom, &n.CreatedAt, &n.UpdatedAt)
		if geom != "" {
			n.Geometry = json.RawMessage(geom)
		}
		n.Counts = map[string]int{}
		return n, err
	})
	if err != nil || len(ns) == 0 {
		return ns, err
	}
	byID := map[string]*vecino.Neighborhood{}
	for i := range ns {
		byID[ns[i].ID] = &ns[i]
	}
	type count struct {
		id, status string
		n          int
	}
	rows, err = d.db.QueryContext(ctx, `SELECT neighborhood, status, SUM(n) FROM report_day_counts
		WHERE neighborhood <> '' GROUP BY neighborhood, status`)
	counts, err := collect(rows, err, func(r row) (count, error) {
		var c count
		return c, r.Scan(&c.id, &c.status, &c.n)
	})
	for _, c := range counts {
		if n := byID[c.id]; n != nil && c.n > 0 {
			n.Counts[c.status] = c.n
		}
	}
	return ns, err
}

// NeighborhoodsVersion changes with every added, changed or removed row.
func (d *DB) NeighborhoodsVersion(ctx context.Context) (string, error) {
	var v string
	err := d.db.QueryRowContext(ctx, `SELECT CAST(COUNT(*) AS TEXT) || '|' || COALESCE(CAST(MAX(updated_at) AS TEXT), '')
		FROM neighborhoods`).Scan(&v)
	return v, err
}

// CreateNeighborhood stores n (ECONFLICT when the English name is taken).
func (d *DB) CreateNeighborhood(ctx context.Context, n *vecino.Neighborhood) error {
	now := d.now()
	n.ID, n.CreatedAt, n.UpdatedAt, n.Counts = newID(), now, now, map[string]int{}
	_, err := d.db.ExecContext(ctx, `INSERT INTO neighborhoods (id, name_en, name_es, geometry, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $5)`, n.ID, n.NameEN, n.NameES, string(n.Geometry), now)
	return nameTaken(dbError(err, ""))
}

// nameTaken gives a name conflict its field.
func nameTaken(err error) error {
	if vecino.ErrorCode(err) == vecino.ECONFLICT {
		return &vecino.Error{Code: vecino.ECONFLICT, Message: "A neighborhood with this name already exists.",
			Fields: map[string]string{"name_en": vecino.FieldTaken}}
	}
	return err
}

// RenameNeighborhood sets both names.
func (d *DB) RenameNeighborhood(ctx context.Context, id, nameEN, nameES string) error {
	res, err := d.db.ExecContext(ctx, `UPDATE neighborhoods SET name_en = $1, name_es = $2, updated_at = $3 WHERE id = $4`,
		nameEN, nameES, d.now(), id)
	if err != nil {
		return nameTaken(dbError(err, ""))
	}
	return affected(res, "Neighborhood not found.")
}

func affected(res sql.Result, notFound string) error {
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "%s", notFound)
	}
	return nil
}

// DeleteNeighborhood removes a neighbourhood; its reports keep no
// neighbourhood until the next assignment.
func (d *DB) DeleteNeighborhood(ctx context.Context, id string) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM neighborhoods WHERE id = $1`, id)
		if err != nil {
			return err
		}
		if err := affected(res, "Neighborhood not found."); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE violations SET neighborhood_id = NULL WHERE neighborhood_id = $1`, id)
		return err
	})
}

// ImportNeighborhoods sets boundaries by English name, creating missing
// neighbourhoods, in one transaction.
func (d *DB) ImportNeighborhoods(ctx context.Context, ns []vecino.Neighborhood) (created, updated int, err error) {
	now := d.now()
	err = d.tx(ctx, func(tx *sql.Tx) error {
		created, updated = 0, 0
		for i := range ns {
			n := &ns[i]
			res, err := tx.ExecContext(ctx, `UPDATE neighborhoods SET name_es = $1, geometry = $2, updated_at = $3 WHERE name_en = $4`,
				n.NameES, string(n.Geometry), now, n.NameEN)
			if err != nil {
				return err
			}
			if k, _ := res.RowsAffected(); k > 0 {
				updated++
				continue
			}
			n.ID = newID()
			if _, err := tx.ExecContext(ctx, `INSERT INTO neighborhoods (id, name_en, name_es, geometry, created_at, updated_at)
				VALUES ($1, $2, $3, $4, $5, $5)`, n.ID, n.NameEN, n.NameES, string(n.Geometry), now); err != nil {
				return nameTaken(dbError(err, ""))
			}
			created++
		}
		return nil
	})
	return created, updated, err
}

// ReportPoints returns up to limit located reports with ids after afterID.
func (d *DB) ReportPoints(ctx context.Context, afterID string, limit int) ([]vecino.ReportPoint, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, latitude, longitude, COALESCE(neighborhood_id, '') FROM violations
		WHERE id > $1 AND latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY id LIMIT $2`, afterID, limit)
	return collect(rows, err, func(r row) (vecino.ReportPoint, error) {
		var p vecino.ReportPoint
		return p, r.Scan(&p.ID, &p.Lat, &p.Lng, &p.NeighborhoodID)
	})
}

// AssignNeighborhoods sets the neighbourhood of each listed report.
func (d *DB) AssignNeighborhoods(ctx context.Context, byNeighborhood map[string][]string) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		for nb, ids := range byNeighborhood {
			for len(ids) > 0 {
				chunk := ids[:min(len(ids), 500)]
				ids = ids[len(chunk):]
				args := []any{nullIfEmpty(nb)}
				for _, id := range chunk {
					args = append(args, id)
				}
				if _, err := tx.ExecContext(ctx, `UPDATE violations SET neighborhood_id = $1 WHERE id IN (`+placeholders(2, len(chunk))+`)`,
					args...); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// NeighborhoodJob returns the last assignment job, or ENOTFOUND when none ran.
func (d *DB) NeighborhoodJob(ctx context.Context) (*vecino.NeighborhoodJob, error) {
	j := &vecino.NeighborhoodJob{}
	err := d.db.QueryRowContext(ctx, `SELECT state, done, total, changed, started_at, finished_at FROM neighborhood_jobs WHERE id = 1`).
		Scan(&j.State, &j.Done, &j.Total, &j.Changed, &j.StartedAt, &j.FinishedAt)
	if err != nil {
		return nil, dbError(err, "No assignment has run yet.")
	}
	return j, nil
}

// SaveNeighborhoodJob records the job's progress.
func (d *DB) SaveNeighborhoodJob(ctx context.Context, j *vecino.NeighborhoodJob) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO neighborhood_jobs (id, state, done, total, changed, started_at, finished_at)
		VALUES (1, $1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO UPDATE SET state = excluded.state, done = excluded.done,
		total = excluded.total, changed = excluded.changed, started_at = excluded.started_at, finished_at = excluded.finished_at`,
		j.State, j.Done, j.Total, j.Changed, j.StartedAt.UTC(), j.FinishedAt)
	return err
}
