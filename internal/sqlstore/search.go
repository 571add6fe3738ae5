package sqlstore

import (
	"context"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// searchFold folds s for accent- and case-insensitive search, the same way
// for stored names and for queries, so that both databases compare plain
// lower-case text: "Lucía NÚÑEZ" → "lucia nunez". Letters that do not
// decompose (ß, ø) are only lower-cased.
func searchFold(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, err := transform.String(t, s)
	if err != nil {
		out = s
	}
	return strings.ToLower(out)
}

// fillSearchNames writes search_name for the profiles that predate it
// (migration 0011 adds the column as NULL), in batches.
func (d *DB) fillSearchNames(ctx context.Context) error {
	for {
		rows, err := d.db.QueryContext(ctx, `SELECT id, full_name FROM profiles WHERE search_name IS NULL LIMIT 500`)
		type name struct{ id, full string }
		names, err := collect(rows, err, func(r row) (n name, err error) { return n, r.Scan(&n.id, &n.full) })
		if err != nil || len(names) == 0 {
			return err
		}
		for _, n := range names {
			if _, err := d.db.ExecContext(ctx, `UPDATE profiles SET search_name = $1 WHERE id = $2`, searchFold(n.full), n.id); err != nil {
				return err
			}
		}
	}
}
