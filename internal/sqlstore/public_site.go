package sqlstore

import (
	"context"

	"github.com/vecino-city/vecino/internal/vecino"
)

// CreateInvestorRequest stores a request; its ID, status and times are set.
func (d *DB) CreateInvestorRequest(ctx context.Context, r *vecino.InvestorRequest) error {
	now := d.now()
	r.ID, r.Status, r.CreatedAt, r.UpdatedAt = newID(), "new", now, now
	_, err := d.db.ExecContext(ctx, `INSERT INTO investor_requests (id, name, email, organization, message, status, notes, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, '', $7, $7)`, r.ID, r.Name, r.Email, r.Organization, r.Message, r.Status, now)
	return err
}

// InvestorRequests returns every request, newest first.
func (d *DB) InvestorRequests(ctx context.Context) ([]vecino.InvestorRequest, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, name, email, organization, message, status, notes, created_at, updated_at
		FROM investor_requests ORDER BY created_at DESC, id DESC`)
	return collect(rows, err, func(row row) (r vecino.InvestorRequest, err error) {
		return r, row.Scan(&r.ID, &r.Name, &r.Email, &r.Organization, &r.Message, &r.Status, &r.Notes, &r.CreatedAt, &r.UpdatedAt)
	})
}

// UpdateInvestorRequest sets a request's status and notes.
func (d *DB) UpdateInvestorRequest(ctx context.Context, id, status, notes string) (*vecino.InvestorRequest, error) {
	var r vecino.InvestorRequest
	err := d.db.QueryRowContext(ctx, `UPDATE investor_requests SET status = $1, notes = $2, updated_at = $3 WHERE id = $4
		RETURNING id, name, email, organization, message, status, notes, created_at, updated_at`, status, notes, d.now(), id).
		Scan(&r.ID, &r.Name, &r.Email, &r.Organization, &r.Message, &r.Status, &r.Notes, &r.CreatedAt, &r.UpdatedAt)
	if err != nil {
		return nil, dbError(err, "Request not found.")
	}
	return &r, nil
}

// RecordPageView stores one page view: path, language and the referring
// site's domain, nothing that identifies the visitor.
func (d *DB) RecordPageView(ctx context.Context, path, lang, referrerDomain string) error {
	_, err := d.db.ExecContext(ctx, `INSERT INTO page_views (id, path, language, referrer_domain, created_at) VALUES ($1, $2, $3, $4, $5)`,
		newID(), path, lang, referrerDomain, d.now())
	return err
}

// Stats counts reports, approved and resolved ones, and accounts.
func (d *DB) Stats(ctx context.Context) (vecino.PublicStats, error) {
	var s vecino.PublicStats
	err := d.db.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM violations),
		(SELECT COUNT(*) FROM violations WHERE status = 'approved'),
		(SELECT COUNT(*) FROM violations WHERE status = 'approved' AND resolved = TRUE),
		(SELECT COUNT(*) FROM users WHERE id <> '00000000-0000-0000-0000-000000000000')`).Scan(&s.Reports, &s.Approved, &s.Resolved, &s.Residents)
	return s, err
}
