package sqlstore

import (
	"context"
	"database/sql"
	"strings"

	"github.com/vecino-city/vecino/internal/vecino"
)

// ChatResources returns the resources an owner stored, in order (none when
// the seeded list is in use).
func (d *DB) ChatResources(ctx context.Context) ([]vecino.ChatResource, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT name, description_en, description_es, phone, web, languages, types
		FROM chat_resources ORDER BY position`)
	return collect(rows, err, func(row row) (r vecino.ChatResource, err error) {
		var langs, types string
		err = row.Scan(&r.Name, &r.Description.EN, &r.Description.ES, &r.Phone, &r.Web, &langs, &types)
		r.Languages, r.Types = split(langs), split(types)
		return r, err
	})
}

// ReplaceChatResources replaces the stored list with rs in one transaction.
func (d *DB) ReplaceChatResources(ctx context.Context, rs []vecino.ChatResource) error {
	now := d.now()
	return d.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM chat_resources`); err != nil {
			return err
		}
		for i, r := range rs {
			if _, err := tx.ExecContext(ctx, `INSERT INTO chat_resources (position, name, description_en, description_es, phone, web, languages, types, updated_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, i, r.Name, r.Description.EN, r.Description.ES, r.Phone, r.Web,
				strings.Join(r.Languages, ","), strings.Join(r.Types, ","), now); err != nil {
				return err
			}
		}
		return nil
	})
}

func split(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}
