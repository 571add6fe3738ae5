package sqlstore

import (
	"context"
	"database/sql"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Seed inserts the data the product cannot run without: the supported
// languages and every feature flag at its default. It never overwrites a value
// an owner has changed, so it is safe at every start.
func (d *DB) Seed(ctx context.Context) error {
	now := d.now()
	return d.tx(ctx, func(tx *sql.Tx) error {
		for _, l := range []vecino.Language{{Code: "en", Name: "English", NativeName: "English"}, {Code: "es", Name: "Spanish", NativeName: "Español"}} {
			if _, err := tx.ExecContext(ctx, `INSERT INTO supported_languages (language_code, language_name, native_name, is_active)
				VALUES ($1, $2, $3, TRUE) ON CONFLICT (language_code) DO NOTHING`, l.Code, l.Name, l.NativeName); err != nil {
				return err
			}
		}
		for _, f := range vecino.FlagDefs {
			if _, err := tx.ExecContext(ctx, `INSERT INTO feature_flags (flag_id, description, enabled, updated_at)
				VALUES ($1, $2, $3, $4) ON CONFLICT (flag_id) DO UPDATE SET description = excluded.description`,
				f.ID, f.Description, f.Default, now); err != nil {
				return err
			}
		}
		return nil
	})
}
