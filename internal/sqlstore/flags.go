package sqlstore

import (
	"context"
	"database/sql"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Flags returns every flag with its per-role settings, ordered by id.
func (d *DB) Flags(ctx context.Context) ([]vecino.Flag, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT flag_id, description, enabled FROM feature_flags ORDER BY flag_id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var flags []vecino.Flag
	index := map[string]int{}
	for rows.Next() {
		f := vecino.Flag{Roles: map[vecino.Role]bool{}}
		if err := rows.Scan(&f.ID, &f.Description, &f.Enabled); err != nil {
			return nil, err
		}
		index[f.ID] = len(flags)
		flags = append(flags, f)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rrows, err := d.db.QueryContext(ctx, `SELECT flag_id, role, enabled FROM role_feature_flags`)
	if err != nil {
		return nil, err
	}
	defer rrows.Close()
	for rrows.Next() {
		var (
			id      string
			role    vecino.Role
			enabled bool
		)
		if err := rrows.Scan(&id, &role, &enabled); err != nil {
			return nil, err
		}
		if i, ok := index[id]; ok {
			flags[i].Roles[role] = enabled
		}
	}
	return flags, rrows.Err()
}

// Flag returns one flag with its per-role settings, or ENOTFOUND. Flags
// are a handful of rows, so it reads them all rather than repeat the query.
func (d *DB) Flag(ctx context.Context, id string) (*vecino.Flag, error) {
	flags, err := d.Flags(ctx)
	if err != nil {
		return nil, err
	}
	for i := range flags {
		if flags[i].ID == id {
			return &flags[i], nil
		}
	}
	return nil, vecino.Errorf(vecino.ENOTFOUND, "Feature flag not found.")
}

// SetFlag sets a flag's global value; ENOTFOUND for an unknown flag.
func (d *DB) SetFlag(ctx context.Context, id string, enabled bool) error {
	res, err := d.db.ExecContext(ctx, `UPDATE feature_flags SET enabled = $1, updated_at = $2 WHERE flag_id = $3`, enabled, d.now(), id)
	return expectOne(res, err, "Feature flag not found.")
}

// SetRoleFlag sets a flag's value for one role; a nil value removes the
// role's setting so that the global value applies again.
func (d *DB) SetRoleFlag(ctx context.Context, id string, role vecino.Role, enabled *bool) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE feature_flags SET updated_at = $1 WHERE flag_id = $2`, d.now(), id)
		if err := expectOne(res, err, "Feature flag not found."); err != nil {
			return err
		}
		if enabled == nil {
			_, err = tx.ExecContext(ctx, `DELETE FROM role_feature_flags WHERE flag_id = $1 AND role = $2`, id, role)
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO role_feature_flags (flag_id, role, enabled) VALUES ($1, $2, $3)
			ON CONFLICT (flag_id, role) DO UPDATE SET enabled = excluded.enabled`, id, role, *enabled)
		return err
	})
}
