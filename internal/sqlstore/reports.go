package sqlstore

import (
	"context"
	"database/sql"
	"encoding/base64"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// CreateReport stores a new report in screening with its photos and its
// first event, in one transaction. It sets ID, Status, UploadedAt and
// UpdatedAt on r, and ReportID on each photo (whose IDs the caller chose when
// it stored the files). jobs are added to the job queue in the same
// transaction.
func (d *DB) CreateReport(ctx context.Context, r *vecino.Report, jobs ...vecino.Job) error {
	now := d.now()
	r.ID, r.Status, r.UploadedAt, r.UpdatedAt = newID(), vecino.StatusScreening, now, now
	if r.Origin == "" {
		r.Origin = vecino.OriginWeb
	}
	var keyID *string
	if r.APIKeyID != "" {
		keyID = &r.APIKeyID
	}
	return d.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO violations (id, reporter_id, category, type, status, description, latitude, longitude,
			address, occurred_at, uploaded_at, license_plate, building_address, unit, landlord_name, started_at, updated_at, neighborhood_id,
			origin, api_key_id, media_url, client_key, search_text)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $11, $17, $18, $19, $20, $21, $22)`,
			r.ID, r.ReporterID, r.Category, r.Type, r.Status, r.Description, r.Latitude, r.Longitude, r.Address, r.OccurredAt,
			now, r.LicensePlate, r.BuildingAddress, r.Unit, r.LandlordName, r.StartedAt, r.NeighborhoodID, r.Origin, keyID, r.MediaURL,
			nullIfEmpty(r.ClientKey), reportSearchText(r.Description, r.Address)); err != nil {
			return err
		}
		if err := writeWords(ctx, tx, r.ID, reportSearchText(r.Description, r.Address)); err != nil {
			return err
		}
		for i := range r.Photos {
			p := &r.Photos[i]
			p.ReportID, p.Position = r.ID, i
			pub, thumb := p.PublicKey(), p.ThumbKey()
			if p.IsDocument() || p.State == vecino.PhotoProcessing {
				pub, thumb = "", ""
			}
			if p.State == "" {
				p.State = vecino.PhotoReady
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO report_photos (id, report_id, position, content_type, original_key, public_key,
				thumb_key, width, height, size_bytes, created_at, state, auto_ops) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
				p.ID, r.ID, i, p.ContentType, p.OriginalKey(), pub, thumb, p.Width, p.Height, p.Size, now, p.State, p.AutoOps); err != nil {
				return err
			}
		}
		if err := insertEvent(ctx, tx, &vecino.Event{ReportID: r.ID, ActorID: &r.ReporterID, ToStatus: r.Status, CreatedAt: now}); err != nil {
			return err
		}
		return d.enqueueTx(ctx, tx, jobs)
	})
}

// reportColumns are read by every report query; the reporter's name comes
// along (a primary-key lookup per row) so lists need no query per report.
const reportColumns = `id, reporter_id, category, type, status, description, latitude, longitude, address, occurred_at, uploaded_at,
	license_plate, building_address, unit, landlord_name, started_at, neighborhood_id, resolved, updated_at, rejection_code, rejection_note,
	origin, COALESCE(api_key_id, ''), media_url, COALESCE((SELECT p.full_name FROM profiles p WHERE p.id = violations.reporter_id), ''),
	photos_checked_at, CASE WHEN photos_checked_by IS NULL THEN '' ELSE
		COALESCE((SELECT p.full_name FROM profiles p WHERE p.id = violations.photos_checked_by), '') END`

func scanReport(row row) (*vecino.Report, error) {
	r := &vecino.Report{Photos: []vecino.Photo{}}
	var code, note string
	err := row.Scan(&r.ID, &r.ReporterID, &r.Category, &r.Type, &r.Status, &r.Description, &r.Latitude, &r.Longitude, &r.Address,
		&r.OccurredAt, &r.UploadedAt, &r.LicensePlate, &r.BuildingAddress, &r.Unit, &r.LandlordName, &r.StartedAt,
		&r.NeighborhoodID, &r.Resolved, &r.UpdatedAt, &code, &note, &r.Origin, &r.APIKeyID, &r.MediaURL, &r.ReporterName,
		&r.PhotosCheckedAt, &r.PhotosCheckedBy)
	if err != nil {
		return nil, dbError(err, "Report not found.")
	}
	if r.Status == vecino.StatusRejected {
		r.Rejection = &vecino.Rejection{ReasonCode: code, Note: note}
	}
	return r, err
}

// ReportByID returns one report with its photos, or ENOTFOUND.
func (d *DB) ReportByID(ctx context.Context, id string) (*vecino.Report, error) {
	r, err := scanReport(d.queryRow(ctx, `SELECT `+reportColumns+` FROM violations WHERE id = $1`, id))
	if err != nil {
		return nil, err
	}
	return r, d.attachPhotos(ctx, []*vecino.Report{r})
}

// ReportByClientKey returns the reporter's report filed with key, or ENOTFOUND.
func (d *DB) ReportByClientKey(ctx context.Context, reporterID, key string) (*vecino.Report, error) {
	r, err := scanReport(d.db.QueryRowContext(ctx, `SELECT `+reportColumns+` FROM violations WHERE reporter_id = $1 AND client_key = $2`,
		reporterID, key))
	if err != nil {
		return nil, err
	}
	r.ClientKey = key
	return r, d.attachPhotos(ctx, []*vecino.Report{r})
}

// attachPhotos loads the photos of every report in one query.
func (d *DB) attachPhotos(ctx context.Context, reports []*vecino.Report) error {
	if len(reports) == 0 {
		return nil
	}
	ids := make([]any, len(reports))
	byID := make(map[string]*vecino.Report, len(reports))
	for i, r := range reports {
		ids[i] = r.ID
		byID[r.ID] = r
	}
	rows, err := d.query(ctx, `SELECT id, report_id, position, content_type, width, height, size_bytes, version, public_key, thumb_key,
		state, auto_ops FROM report_photos
		WHERE report_id IN (`+placeholders(1, len(ids))+`) ORDER BY report_id, position`, ids...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var p vecino.Photo
		if err := rows.Scan(&p.ID, &p.ReportID, &p.Position, &p.ContentType, &p.Width, &p.Height, &p.Size, &p.Version, &p.PublicFile, &p.ThumbFile,
			&p.State, &p.AutoOps); err != nil {
			return err
		}
		byID[p.ReportID].Photos = append(byID[p.ReportID].Photos, p)
	}
	return rows.Err()
}

// PhotoByID returns a photo and the report it belongs to, or ENOTFOUND.
func (d *DB) PhotoByID(ctx context.Context, id string) (*vecino.Photo, *vecino.Report, error) {
	var reportID string
	if err := d.db.QueryRowContext(ctx, `SELECT report_id FROM report_photos WHERE id = $1`, id).Scan(&reportID); err != nil {
		return nil, nil, dbError(err, "Photo not found.")
	}
	r, err := d.ReportByID(ctx, reportID)
	if err != nil {
		return nil, nil, err
	}
	for i := range r.Photos {
		if r.Photos[i].ID == id {
			return &r.Photos[i], r, nil
		}
	}
	return nil, nil, vecino.Errorf(vecino.ENOTFOUND, "Photo not found.")
}

// KnownPhotos returns which of ids are photos of some report.
func (d *DB) KnownPhotos(ctx context.Context, ids []string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(ids) == 0 {
		return out, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := d.db.QueryContext(ctx, `SELECT id FROM report_photos WHERE id IN (`+placeholders(1, len(ids))+`)`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out[id] = true
	}
	return out, rows.Err()
}

// cursor encodes a keyset position (uploaded_at, id) for the next page.
func cursor(t time.Time, id string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(t.UTC().Format(time.RFC3339Nano) + "|" + id))
}

// parseCursor reads a cursor; "" starts at the newest.
func parseCursor(c string) (time.Time, string, error) {
	if c == "" {
		return time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC), "", nil
	}
	b, err := base64.RawURLEncoding.DecodeString(c)
	ts, id, ok := strings.Cut(string(b), "|")
	t, perr := time.Parse(time.RFC3339Nano, ts)
	if err != nil || !ok || perr != nil {
		return time.Time{}, "", &vecino.Error{Code: vecino.EINVALID, Message: "Bad page cursor.", Fields: map[string]string{"cursor": vecino.FieldInvalidFormat}}
	}
	return t.UTC(), id, nil
}

// ReportsByReporter returns a page of one reporter's reports, newest first,
// optionally in one status, and the cursor of the next page.
func (d *DB) ReportsByReporter(ctx context.Context, reporterID string, status vecino.Status, after string, limit int) ([]*vecino.Report, string, error) {
	t, id, err := parseCursor(after)
	if err != nil {
		return nil, "", err
	}
	if id == "" {
		id = "\uffff"
	}
	rows, err := d.db.QueryContext(ctx, `SELECT `+reportColumns+` FROM violations WHERE reporter_id = $1 AND (status = $2 OR $2 = '')
		AND (uploaded_at, id) < ($3, $4) ORDER BY uploaded_at DESC, id DESC LIMIT $5`,
		reporterID, string(status), t, id, limit+1)
	if err != nil {
		return nil, "", err
	}
	return d.page(ctx, rows, limit)
}

// page reads up to limit reports (one more tells whether a next page exists)
// and attaches their photos.
func (d *DB) page(ctx context.Context, rows *sql.Rows, limit int) ([]*vecino.Report, string, error) {
	reports, err := collect(rows, nil, scanReport)
	if err != nil {
		return nil, "", err
	}
	next := ""
	if len(reports) > limit {
		reports = reports[:limit]
		last := reports[limit-1]
		next = cursor(last.UploadedAt, last.ID)
	}
	return reports, next, d.attachPhotos(ctx, reports)
}

// ReporterUsage counts a reporter's reports in screening and the bytes of
// their files.
func (d *DB) ReporterUsage(ctx context.Context, reporterID string) (int, int64, error) {
	var open int
	var stored int64
	err := d.db.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM violations WHERE reporter_id = $1 AND status = $2),
		(SELECT COALESCE(SUM(p.size_bytes), 0) FROM report_photos p JOIN violations v ON v.id = p.report_id WHERE v.reporter_id = $1)`,
		reporterID, vecino.StatusScreening).Scan(&open, &stored)
	return open, stored, err
}

// ReporterStats counts one reporter's reports by status and by category.
func (d *DB) ReporterStats(ctx context.Context, reporterID string) (map[string]int, map[string]int, error) {
	byStatus, byCategory := map[string]int{}, map[string]int{}
	for _, q := range []struct {
		col string
		out map[string]int
	}{{"status", byStatus}, {"category", byCategory}} {
		rows, err := d.db.QueryContext(ctx, `SELECT `+q.col+`, COUNT(*) FROM violations WHERE reporter_id = $1 GROUP BY `+q.col, reporterID)
		if err != nil {
			return nil, nil, err
		}
		for rows.Next() {
			var k string
			var n int
			if err := rows.Scan(&k, &n); err != nil {
				rows.Close()
				return nil, nil, err
			}
			q.out[k] = n
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, nil, err
		}
	}
	return byStatus, byCategory, nil
}

// UpdateReport saves a reporter's edit of their report, which is allowed
// only while it is in screening: ECONFLICT otherwise, ENOTFOUND when the
// report is not theirs.
func (d *DB) UpdateReport(ctx context.Context, r *vecino.Report) error {
	r.UpdatedAt = d.now()
	return d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE violations SET type = $1, description = $2, latitude = $3, longitude = $4, address = $5,
			occurred_at = $6, license_plate = $7, building_address = $8, unit = $9, landlord_name = $10, started_at = $11, updated_at = $12,
			neighborhood_id = $15, search_text = $16 WHERE id = $13 AND reporter_id = $14 AND status = 'screening'`, r.Type, r.Description,
			r.Latitude, r.Longitude, r.Address, r.OccurredAt, r.LicensePlate, r.BuildingAddress, r.Unit, r.LandlordName, r.StartedAt, r.UpdatedAt,
			r.ID, r.ReporterID, r.NeighborhoodID, reportSearchText(r.Description, r.Address))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ownedButNotScreening(ctx, tx, r.ID, r.ReporterID)
		}
		return writeWords(ctx, tx, r.ID, reportSearchText(r.Description, r.Address))
	})
}

// SetLocation sets a report's point and neighbourhood, whatever its status;
// the map_cells triggers follow.
func (d *DB) SetLocation(ctx context.Context, id string, lat, lng float64, neighborhoodID *string) error {
	res, err := d.db.ExecContext(ctx, `UPDATE violations SET latitude = $1, longitude = $2, neighborhood_id = $3, updated_at = $4
		WHERE id = $5`, lat, lng, neighborhoodID, d.now(), id)
	if err != nil {
		return dbError(err, "")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	return nil
}

// DeleteReport withdraws a reporter's report while it is in screening, and
// returns its photos so the caller can remove their files.
func (d *DB) DeleteReport(ctx context.Context, id, reporterID string) ([]vecino.Photo, error) {
	r, err := d.ReportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	err = d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM violations WHERE id = $1 AND reporter_id = $2 AND status = 'screening'`, id, reporterID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ownedButNotScreening(ctx, tx, id, reporterID)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return r.Photos, nil
}

// ownedButNotScreening explains why a reporter's change touched no row.
func ownedButNotScreening(ctx context.Context, q queryer, id, reporterID string) error {
	var owner string
	err := q.QueryRowContext(ctx, `SELECT reporter_id FROM violations WHERE id = $1`, id).Scan(&owner)
	if isNotFound(err) || (err == nil && owner != reporterID) {
		return vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	} else if err != nil {
		return err
	}
	return vecino.Errorf(vecino.ECONFLICT, "This report is already being reviewed and can no longer be changed.")
}

// CountReports returns how many reports are in status (all when empty),
// from the counts the triggers keep.
func (d *DB) CountReports(ctx context.Context, status vecino.Status) (int, error) {
	var n int
	err := d.queryRow(ctx, `SELECT COALESCE(SUM(n), 0) FROM status_counts WHERE status = $1 OR $1 = ''`, string(status)).Scan(&n)
	return n, err
}
