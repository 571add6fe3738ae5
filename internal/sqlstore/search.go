package sqlstore

import (
	"context"
	"database/sql"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/vecino-city/vecino/internal/vecino"
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

// reportSearchText is what public search looks in: the description and
// the address folded and cut into words (letters and digits), written with
// a space before each word, so that "LIKE '% word%'" finds the reports with
// a word that starts with it (the building's address of a private report is
// left out: it is never searched in public).
func reportSearchText(description, address string) string {
	words := textWords(description + " " + address)
	if len(words) == 0 {
		return ""
	}
	return " " + strings.Join(words, " ")
}

// textWords folds s and cuts it into its words: runs of letters and digits.
func textWords(s string) []string {
	return strings.FieldsFunc(searchFold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Limits of the word index (report_words): the distinct words of a report
// kept, and the bytes of a word.
const (
	maxReportWords = 200
	maxWordBytes   = 40
)

// indexWords are the distinct words of a report's search text for
// report_words, each cut to maxWordBytes.
func indexWords(text string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, w := range strings.Fields(text) {
		if len(w) > maxWordBytes {
			w = strings.ToValidUTF8(w[:maxWordBytes], "")
		}
		if !seen[w] && len(out) < maxReportWords {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// writeWords replaces a report's rows of report_words with the words of text.
func writeWords(ctx context.Context, tx *sql.Tx, id, text string) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM report_words WHERE report_id = $1`, id); err != nil {
		return err
	}
	for _, w := range indexWords(text) {
		if _, err := tx.ExecContext(ctx, `INSERT INTO report_words (word, report_id) VALUES ($1, $2)`, w, id); err != nil {
			return err
		}
	}
	return nil
}

// searchWords are the words of a query (at most 8, each cut to
// maxWordBytes): a report matches when, for each, one of its words starts
// with it.
func searchWords(q string) []string {
	words := textWords(q)
	if len(words) > 8 {
		words = words[:8]
	}
	for i, w := range words {
		if len(w) > maxWordBytes {
			words[i] = strings.ToValidUTF8(w[:maxWordBytes], "")
		}
	}
	return words
}

// rareBelow is how many reports a word may start a word of and still lead
// the search: below it, the query reads the word's reports from
// report_words (a few index lookups); from it up, a page of the record read
// newest first fills soon with matches, and the query reads it that way.
// A variable only for tests, which try both ways on a small record.
var rareBelow = 2000

// searchDriver returns the prefix range of the query's rarest word in
// report_words when fewer than rareBelow reports have it (each count stops
// at rareBelow), for the query to start from.
func (d *DB) searchDriver(ctx context.Context, words []string) (lo, hi string, ok bool, err error) {
	best := rareBelow
	for _, w := range words {
		var n int
		if err := d.queryRow(ctx, `SELECT COUNT(*) FROM (SELECT 1 FROM report_words WHERE word >= $1 AND word < $2 LIMIT $3) t`,
			w, w+"\U0010FFFF", rareBelow).Scan(&n); err != nil {
			return "", "", false, err
		}
		if n < best {
			best, lo, hi, ok = n, w, w+"\U0010FFFF", true
		}
	}
	return lo, hi, ok, nil
}

// publicSearch is publicWhere with, for a query with a rare word, the
// condition that starts from that word's reports in report_words.
func (d *DB) publicSearch(ctx context.Context, f vecino.PublicFilter) (string, []any, error) {
	where, args := publicWhere(f)
	words := searchWords(f.Query)
	if len(words) == 0 {
		return where, args, nil
	}
	lo, hi, ok, err := d.searchDriver(ctx, words)
	if err != nil || !ok {
		return where, args, err
	}
	p := next(&args, lo, hi)
	return where + ` AND id IN (SELECT report_id FROM report_words WHERE word >= ` + p[0] + ` AND word < ` + p[1] + `)`, args, nil
}

// fillSearchTexts writes search_text and report_words for the reports that
// predate them (migration 0018 adds the column as NULL), in batches of 500
// in id order, so that each batch reads on from where the last one stopped.
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
				st := reportSearchText(t.description, t.address)
				if _, err := tx.ExecContext(ctx, `UPDATE violations SET search_text = $1 WHERE id = $2`, st, t.id); err != nil {
					return err
				}
				if err := writeWords(ctx, tx, t.id, st); err != nil {
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
