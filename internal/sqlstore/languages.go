package sqlstore

import (
	"context"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Languages returns the active languages ordered by code.
func (d *DB) Languages(ctx context.Context) ([]vecino.Language, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT language_code, language_name, native_name FROM supported_languages
		WHERE is_active = TRUE ORDER BY language_code`)
	return collect(rows, err, func(r row) (l vecino.Language, err error) {
		return l, r.Scan(&l.Code, &l.Name, &l.NativeName)
	})
}
