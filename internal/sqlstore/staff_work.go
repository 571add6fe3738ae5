package sqlstore

import (
	"context"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// ClaimReport gives report id to userID unless another staff member holds a
// claim taken after since. Claims live on the report's row (claimed_by,
// claimed_at); ChangeStatus clears them.
func (d *DB) ClaimReport(ctx context.Context, id, userID string, at, since time.Time) error {
	res, err := d.db.ExecContext(ctx, `UPDATE violations SET claimed_by = $1, claimed_at = $2
		WHERE id = $3 AND (claimed_by IS NULL OR claimed_by = $1 OR claimed_at <= $4)`, userID, at.UTC(), id, since.UTC())
	if err != nil {
		return dbError(err, "")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		if err := reportExists(ctx, d.db, id); err != nil {
			return err
		}
		return vecino.Errorf(vecino.ECONFLICT, "Someone else is working on this report.")
	}
	return nil
}

// ReleaseClaim ends userID's claim of report id, if they hold it.
func (d *DB) ReleaseClaim(ctx context.Context, id, userID string) error {
	_, err := d.db.ExecContext(ctx, `UPDATE violations SET claimed_by = NULL, claimed_at = NULL WHERE id = $1 AND claimed_by = $2`, id, userID)
	return dbError(err, "")
}

// Claims returns the live claims of the reports ids, with the claimer's
// name. It reads every live claim through the partial index
// violations_claimed (claims are few: one per staff member at work) and
// keeps those of ids, so a page of the staff list costs one small read
// whatever its length.
func (d *DB) Claims(ctx context.Context, ids []string, since time.Time) (map[string]vecino.Claim, error) {
	out := map[string]vecino.Claim{}
	if len(ids) == 0 {
		return out, nil
	}
	want := make(map[string]bool, len(ids))
	for _, id := range ids {
		want[id] = true
	}
	rows, err := d.query(ctx, `SELECT v.id, v.claimed_by, COALESCE((SELECT p.full_name FROM profiles p WHERE p.id = v.claimed_by), ''), v.claimed_at
		FROM violations v WHERE v.claimed_by IS NOT NULL AND v.claimed_at > $1`, since.UTC())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var c vecino.Claim
		if err := rows.Scan(&id, &c.UserID, &c.UserName, &c.ClaimedAt); err != nil {
			return nil, err
		}
		if !want[id] {
			continue
		}
		c.ClaimedAt = c.ClaimedAt.UTC()
		c.ExpiresAt = c.ClaimedAt.Add(vecino.ClaimTimeout)
		out[id] = c
	}
	return out, rows.Err()
}

// AddNote stores an internal note.
func (d *DB) AddNote(ctx context.Context, n *vecino.Note) error {
	n.ID = newID()
	n.CreatedAt = d.now()
	_, err := d.db.ExecContext(ctx, `INSERT INTO report_notes (id, report_id, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5)`,
		n.ID, n.ReportID, n.AuthorID, n.Body, n.CreatedAt)
	return dbError(err, "")
}

// Notes returns a report's internal notes, oldest first, with their authors' names.
func (d *DB) Notes(ctx context.Context, reportID string) ([]vecino.Note, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT n.id, n.report_id, n.author_id, COALESCE((SELECT p.full_name FROM profiles p WHERE p.id = n.author_id), ''),
		n.body, n.created_at FROM report_notes n WHERE n.report_id = $1 ORDER BY n.created_at, n.id`, reportID)
	return collect(rows, err, func(r row) (n vecino.Note, err error) {
		err = r.Scan(&n.ID, &n.ReportID, &n.AuthorID, &n.AuthorName, &n.Body, &n.CreatedAt)
		n.CreatedAt = n.CreatedAt.UTC()
		return n, err
	})
}

const templateColumns = `id, reason_code, language, title, body, updated_by, updated_at`

// ReplyTemplates returns the templates of language ("" for all), by reason, language and title.
func (d *DB) ReplyTemplates(ctx context.Context, language string) ([]vecino.ReplyTemplate, error) {
	var w where
	w.b.WriteString("TRUE")
	if language != "" {
		w.and("language = ?", language)
	}
	rows, err := d.db.QueryContext(ctx, `SELECT `+templateColumns+` FROM reply_templates WHERE `+w.b.String()+`
		ORDER BY reason_code, language, title, id`, w.args...)
	return collect(rows, err, func(r row) (t vecino.ReplyTemplate, err error) {
		err = r.Scan(&t.ID, &t.ReasonCode, &t.Language, &t.Title, &t.Body, &t.UpdatedBy, &t.UpdatedAt)
		t.UpdatedAt = t.UpdatedAt.UTC()
		return t, err
	})
}

// CreateReplyTemplate stores a new template.
func (d *DB) CreateReplyTemplate(ctx context.Context, t *vecino.ReplyTemplate) error {
	t.ID, t.UpdatedAt = newID(), d.now()
	_, err := d.db.ExecContext(ctx, `INSERT INTO reply_templates (`+templateColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		t.ID, t.ReasonCode, t.Language, t.Title, t.Body, t.UpdatedBy, t.UpdatedAt)
	return dbError(err, "")
}

// UpdateReplyTemplate rewrites a template.
func (d *DB) UpdateReplyTemplate(ctx context.Context, t *vecino.ReplyTemplate) error {
	t.UpdatedAt = d.now()
	res, err := d.db.ExecContext(ctx, `UPDATE reply_templates SET reason_code = $1, language = $2, title = $3, body = $4, updated_by = $5, updated_at = $6
		WHERE id = $7`, t.ReasonCode, t.Language, t.Title, t.Body, t.UpdatedBy, t.UpdatedAt, t.ID)
	if err != nil {
		return dbError(err, "")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "Template not found.")
	}
	return nil
}

// DeleteReplyTemplate removes a template.
func (d *DB) DeleteReplyTemplate(ctx context.Context, id string) error {
	res, err := d.db.ExecContext(ctx, `DELETE FROM reply_templates WHERE id = $1`, id)
	if err != nil {
		return dbError(err, "")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "Template not found.")
	}
	return nil
}
