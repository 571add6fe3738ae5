package sqlstore

import (
	"context"
	"database/sql"
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

// reportSearchText is what public search looks in: the description and the
// address, folded (the building's address of a private report is left out:
// it is never searched in public).
func reportSearchText(description, address string) string {
	return searchFold(strings.TrimSpace(description + " " + address))
}

// searchWords folds q and splits it into at most 8 words, each escaped for
// LIKE (with ESCAPE '\'), so "%" and "_" match themselves.
func searchWords(q string) []string {
	words := strings.Fields(searchFold(q))
	if len(words) > 8 {
		words = words[:8]
	}
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	for i, w := range words {
		words[i] = "%" + r.Replace(w) + "%"
	}
	return words
}

// fillSearchTexts writes search_text for the reports that predate it
// (migration 0018 adds the column as NULL), in batches of 500 in id order,
// so that each batch reads on from where the last one stopped.
func (d *DB) fillSearchTexts(ctx context.Context) error {
	after := ""
	for {
		rows, err := d.db.QueryContext(ctx, `SELECT id, description, address FROM violations WHERE id > $1 AND search_text IS NULL
			ORDER BY id LIMIT 500`, after)
		type text struct{ id, description, address string }
		texts, err := collect(rows, err, func(r row) (t text, err error) { return t, r.Scan(&t.id, &t.description, &t.address) })
		if err != nil || len(texts) == 0 {
			return err
		}
		err = d.tx(ctx, func(tx *sql.Tx) error {
			for _, t := range texts {
				if _, err := tx.ExecContext(ctx, `UPDATE violations SET search_text = $1 WHERE id = $2`,
					reportSearchText(t.description, t.address), t.id); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		after = texts[len(texts)-1].id
	}
}
