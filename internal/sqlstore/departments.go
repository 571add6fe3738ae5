package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/vecino-city/vecino/internal/vecino"
)

const departmentColumns = `id, name, emails, language, is_default, open311_url, open311_key, open311_jurisdiction, open311_codes, created_at`

func scanDepartment(r row) (vecino.Department, error) {
	var d vecino.Department
	var emails, codes string
	var o vecino.Open311Endpoint
	err := r.Scan(&d.ID, &d.Name, &emails, &d.Language, &d.IsDefault, &o.BaseURL, &o.APIKey, &o.JurisdictionID, &codes, &d.CreatedAt)
	if err != nil {
		return d, err
	}
	if err := json.Unmarshal([]byte(emails), &d.Emails); err != nil {
		return d, err
	}
	if err := json.Unmarshal([]byte(codes), &o.ServiceCodes); err != nil {
		return d, err
	}
	if o.BaseURL != "" {
		o.APIKeySet = o.APIKey != ""
		d.Open311 = &o
	}
	return d, nil
}

// departmentArgs are the stored forms of d's list, endpoint and codes.
func departmentArgs(d *vecino.Department) (emails string, o vecino.Open311Endpoint, codes string) {
	if d.Emails == nil {
		d.Emails = []string{}
	}
	e, _ := json.Marshal(d.Emails)
	if d.Open311 != nil {
		o = *d.Open311
	}
	if o.ServiceCodes == nil {
		o.ServiceCodes = map[string]string{}
	}
	c, _ := json.Marshal(o.ServiceCodes)
	return string(e), o, string(c)
}

// Departments lists every department by name.
func (d *DB) Departments(ctx context.Context) ([]vecino.Department, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT `+departmentColumns+` FROM departments ORDER BY name, id`)
	return collect(rows, err, scanDepartment)
}

// DepartmentByID returns one department, or ENOTFOUND.
func (d *DB) DepartmentByID(ctx context.Context, id string) (*vecino.Department, error) {
	dep, err := scanDepartment(d.db.QueryRowContext(ctx, `SELECT `+departmentColumns+` FROM departments WHERE id = $1`, id))
	if err != nil {
		return nil, dbError(err, "Department not found.")
	}
	return &dep, nil
}

// clearDefault makes no department the default but keep.
func clearDefault(ctx context.Context, tx *sql.Tx, keep string) error {
	_, err := tx.ExecContext(ctx, `UPDATE departments SET is_default = FALSE WHERE is_default AND id <> $1`, keep)
	return err
}

// CreateDepartment stores dep, setting its ID and CreatedAt.
func (d *DB) CreateDepartment(ctx context.Context, dep *vecino.Department) error {
	dep.ID, dep.CreatedAt = newID(), d.now()
	emails, o, codes := departmentArgs(dep)
	return dbError(d.tx(ctx, func(tx *sql.Tx) error {
		if dep.IsDefault {
			if err := clearDefault(ctx, tx, dep.ID); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO departments (`+departmentColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
			dep.ID, dep.Name, emails, dep.Language, dep.IsDefault, o.BaseURL, o.APIKey, o.JurisdictionID, codes, dep.CreatedAt)
		return err
	}), "")
}

// UpdateDepartment stores dep's fields; an empty Open311 key keeps the
// stored one.
func (d *DB) UpdateDepartment(ctx context.Context, dep *vecino.Department) error {
	emails, o, codes := departmentArgs(dep)
	return dbError(d.tx(ctx, func(tx *sql.Tx) error {
		if dep.IsDefault {
			if err := clearDefault(ctx, tx, dep.ID); err != nil {
				return err
			}
		}
		res, err := tx.ExecContext(ctx, `UPDATE departments SET name = $1, emails = $2, language = $3, is_default = $4, open311_url = $5,
			open311_key = CASE WHEN $6 = '' AND $5 <> '' THEN open311_key ELSE $6 END, open311_jurisdiction = $7, open311_codes = $8 WHERE id = $9`,
			dep.Name, emails, dep.Language, dep.IsDefault, o.BaseURL, o.APIKey, o.JurisdictionID, codes, dep.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return vecino.Errorf(vecino.ENOTFOUND, "Department not found.")
		}
		return nil
	}), "")
}

// DeleteDepartment removes a department and its rules.
func (d *DB) DeleteDepartment(ctx context.Context, id string) error {
	return d.deleteByID(ctx, `DELETE FROM departments WHERE id = $1`, id, "Department not found.")
}

func (d *DB) deleteByID(ctx context.Context, query, id, notFound string) error {
	res, err := d.db.ExecContext(ctx, query, id)
	if err != nil {
		return dbError(err, notFound)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "%s", notFound)
	}
	return nil
}

// RoutingRules lists every rule, oldest first.
func (d *DB) RoutingRules(ctx context.Context) ([]vecino.RoutingRule, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, category, type, neighborhood_id, department_id, created_at FROM routing_rules
		ORDER BY created_at, id`)
	return collect(rows, err, func(r row) (rr vecino.RoutingRule, err error) {
		err = r.Scan(&rr.ID, &rr.Category, &rr.Type, &rr.NeighborhoodID, &rr.DepartmentID, &rr.CreatedAt)
		return rr, err
	})
}

// CreateRoutingRule stores r, setting its ID and CreatedAt; ECONFLICT when
// the same category, type and neighbourhood already have a rule.
func (d *DB) CreateRoutingRule(ctx context.Context, r *vecino.RoutingRule) error {
	r.ID, r.CreatedAt = newID(), d.now()
	_, err := d.db.ExecContext(ctx, `INSERT INTO routing_rules (id, category, type, neighborhood_id, department_id, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, r.ID, r.Category, r.Type, r.NeighborhoodID, r.DepartmentID, r.CreatedAt)
	return dbError(err, "")
}

// DeleteRoutingRule removes one rule.
func (d *DB) DeleteRoutingRule(ctx context.Context, id string) error {
	return d.deleteByID(ctx, `DELETE FROM routing_rules WHERE id = $1`, id, "Rule not found.")
}

const deliveryColumns = `id, report_id, department_id, department_name, channel, state, attempts, last_error, external_id,
	external_status, created_at, updated_at, sent_at`

func scanDelivery(r row) (dl vecino.Delivery, err error) {
	err = r.Scan(&dl.ID, &dl.ReportID, &dl.DepartmentID, &dl.DepartmentName, &dl.Channel, &dl.State, &dl.Attempts, &dl.LastError,
		&dl.ExternalID, &dl.ExternalStatus, &dl.CreatedAt, &dl.UpdatedAt, &dl.SentAt)
	return dl, err
}

// CreateDelivery stores dl (its ID set by the caller), setting its times.
func (d *DB) CreateDelivery(ctx context.Context, dl *vecino.Delivery) error {
	dl.CreatedAt = d.now()
	dl.UpdatedAt = dl.CreatedAt
	_, err := d.db.ExecContext(ctx, `INSERT INTO deliveries (id, report_id, department_id, department_name, channel, state, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`, dl.ID, dl.ReportID, dl.DepartmentID, dl.DepartmentName, dl.Channel, dl.State, dl.CreatedAt)
	return dbError(err, "")
}

// DeliveryByID returns one delivery, or ENOTFOUND.
func (d *DB) DeliveryByID(ctx context.Context, id string) (*vecino.Delivery, error) {
	dl, err := scanDelivery(d.db.QueryRowContext(ctx, `SELECT `+deliveryColumns+` FROM deliveries WHERE id = $1`, id))
	if err != nil {
		return nil, dbError(err, "Delivery not found.")
	}
	return &dl, nil
}

// Deliveries are a report's deliveries, oldest first.
func (d *DB) Deliveries(ctx context.Context, reportID string) ([]vecino.Delivery, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT `+deliveryColumns+` FROM deliveries WHERE report_id = $1 ORDER BY created_at, id`, reportID)
	return collect(rows, err, scanDelivery)
}

// RecordDeliveryTry counts a try and leaves the delivery in state; jobs go
// in the same transaction.
func (d *DB) RecordDeliveryTry(ctx context.Context, id, state, lastErr, externalID string, jobs ...vecino.Job) error {
	now := d.now()
	var sentAt any
	if state == vecino.DeliverySent {
		sentAt = now
	}
	return d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE deliveries SET state = $1, attempts = attempts + 1, last_error = $2,
			external_id = CASE WHEN $3 = '' THEN external_id ELSE $3 END, sent_at = COALESCE($4, sent_at), updated_at = $5 WHERE id = $6`,
			state, lastErr, externalID, sentAt, now, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return vecino.Errorf(vecino.ENOTFOUND, "Delivery not found.")
		}
		return d.enqueueTx(ctx, tx, jobs)
	})
}

// SetDeliveryState sets a delivery's state.
func (d *DB) SetDeliveryState(ctx context.Context, id, state string) error {
	return d.setDelivery(ctx, `UPDATE deliveries SET state = $1, updated_at = $2 WHERE id = $3`, state, id)
}

// SetExternalStatus records what the department's 311 system last said.
func (d *DB) SetExternalStatus(ctx context.Context, id, status string) error {
	return d.setDelivery(ctx, `UPDATE deliveries SET external_status = $1, updated_at = $2 WHERE id = $3`, status, id)
}

func (d *DB) setDelivery(ctx context.Context, query, value, id string) error {
	res, err := d.db.ExecContext(ctx, query, value, d.now(), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "Delivery not found.")
	}
	return nil
}

// DeliveriesToPoll are sent Open311 deliveries whose request the 311
// system has not closed, oldest first.
func (d *DB) DeliveriesToPoll(ctx context.Context, limit int) ([]vecino.Delivery, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT `+deliveryColumns+` FROM deliveries WHERE channel = 'open311' AND state = 'sent'
		AND external_id <> '' AND external_status NOT LIKE 'closed%' ORDER BY created_at, id LIMIT $1`, limit)
	return collect(rows, err, scanDelivery)
}

// AddReportUpdate stores u, setting its ID and CreatedAt.
func (d *DB) AddReportUpdate(ctx context.Context, u *vecino.ReportUpdate) error {
	u.ID, u.CreatedAt = newID(), d.now()
	_, err := d.db.ExecContext(ctx, `INSERT INTO report_updates (id, report_id, delivery_id, department_name, kind, note, source, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, u.ID, u.ReportID, u.DeliveryID, u.DepartmentName, u.Kind, u.Note, u.Source, u.CreatedAt)
	return dbError(err, "")
}

// ReportUpdates are a report's updates, oldest first.
func (d *DB) ReportUpdates(ctx context.Context, reportID string) ([]vecino.ReportUpdate, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT id, report_id, delivery_id, department_name, kind, note, source, created_at
		FROM report_updates WHERE report_id = $1 ORDER BY created_at, id`, reportID)
	return collect(rows, err, func(r row) (u vecino.ReportUpdate, err error) {
		err = r.Scan(&u.ID, &u.ReportID, &u.DeliveryID, &u.DepartmentName, &u.Kind, &u.Note, &u.Source, &u.CreatedAt)
		return u, err
	})
}
