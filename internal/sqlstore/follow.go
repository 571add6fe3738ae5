package sqlstore

import (
	"context"
	"database/sql"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

const subscriptionColumns = `id, kind, target, COALESCE(user_id, ''), email, language, created_at, confirmed_at, digest_at, digest_id,
	digest_run_at`

func scanSubscription(r row) (vecino.Subscription, error) {
	var s vecino.Subscription
	err := r.Scan(&s.ID, &s.Kind, &s.Target, &s.UserID, &s.Email, &s.Language, &s.CreatedAt, &s.ConfirmedAt, &s.DigestAt, &s.DigestID,
		&s.DigestRunAt)
	return s, dbError(err, "Subscription not found.")
}

// Subscribe stores s, or returns the subscription the same subscriber
// already has for the same target.
func (d *DB) Subscribe(ctx context.Context, s *vecino.Subscription) (*vecino.Subscription, error) {
	var user *string
	if s.UserID != "" {
		user = &s.UserID
	}
	if _, err := d.db.ExecContext(ctx, `INSERT INTO subscriptions (id, kind, target, subscriber, user_id, email, language, created_at,
		confirmed_at, digest_at, digest_run_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT (kind, target, subscriber) DO NOTHING`,
		newID(), s.Kind, s.Target, s.Subscriber(), user, s.Email, s.Language, d.now(), s.ConfirmedAt, s.DigestAt); err != nil {
		return nil, dbError(err, "")
	}
	got, err := scanSubscription(d.db.QueryRowContext(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions
		WHERE kind = $1 AND target = $2 AND subscriber = $3`, s.Kind, s.Target, s.Subscriber()))
	if err != nil {
		return nil, err
	}
	return &got, nil
}

// Subscription returns one subscription, or ENOTFOUND.
func (d *DB) Subscription(ctx context.Context, id string) (*vecino.Subscription, error) {
	s, err := scanSubscription(d.db.QueryRowContext(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions WHERE id = $1`, id))
	if err != nil {
		return nil, err
	}
	return &s, nil
}

// ConfirmSubscription marks an address's subscription confirmed (once: a
// second confirmation keeps the first time).
func (d *DB) ConfirmSubscription(ctx context.Context, id string) error {
	res, err := d.db.ExecContext(ctx, `UPDATE subscriptions SET confirmed_at = COALESCE(confirmed_at, $1) WHERE id = $2`, d.now(), id)
	return affectedOne(res, err, "Subscription not found.")
}

// DeleteSubscription removes a subscription.
func (d *DB) DeleteSubscription(ctx context.Context, id string) error {
	res, err := d.db.ExecContext(ctx, `DELETE FROM subscriptions WHERE id = $1`, id)
	return affectedOne(res, err, "Subscription not found.")
}

// affectedOne is ENOTFOUND (with msg) when a write changed no row.
func affectedOne(res sql.Result, err error, msg string) error {
	if err != nil {
		return dbError(err, "")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "%s", msg)
	}
	return nil
}

// Subscriptions lists a user's or an address's subscriptions, newest first.
func (d *DB) Subscriptions(ctx context.Context, userID, email string) ([]vecino.Subscription, error) {
	col, val := "user_id", userID
	if userID == "" {
		col, val = "email", email
	}
	rows, err := d.db.QueryContext(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions WHERE `+col+` = $1
		ORDER BY created_at DESC, id DESC LIMIT 500`, val)
	return collect(rows, err, scanSubscription)
}

// Followers are the active subscribers of a report, with the address and
// language of each (a user's from their account; a disabled account's
// subscriptions are left out).
func (d *DB) Followers(ctx context.Context, reportID string) ([]vecino.Follower, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT s.id, COALESCE(s.user_id, ''), COALESCE(u.email, s.email),
		COALESCE(p.preferred_language, s.language)
		FROM subscriptions s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN profiles p ON p.id = s.user_id
		WHERE s.kind = 'report' AND s.target = $1 AND (s.user_id IS NOT NULL OR s.confirmed_at IS NOT NULL)
		AND (u.id IS NULL OR u.disabled = FALSE) ORDER BY s.created_at, s.id`, reportID)
	return collect(rows, err, func(r row) (f vecino.Follower, err error) {
		return f, r.Scan(&f.SubscriptionID, &f.UserID, &f.Email, &f.Language)
	})
}

// DueDigests are active area subscriptions whose digest last looked (or
// that began: Subscribe sets digest_run_at to the cursor's start) before
// ranBefore.
func (d *DB) DueDigests(ctx context.Context, ranBefore time.Time, limit int) ([]vecino.Subscription, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions
		WHERE kind = 'area' AND digest_run_at < $1 AND (user_id IS NOT NULL OR confirmed_at IS NOT NULL)
		ORDER BY id LIMIT $2`, ranBefore.UTC(), limit)
	return collect(rows, err, scanSubscription)
}

// NewlyApproved reads the public reports of an area approved after (at, id),
// oldest first, on the index of approved_at.
func (d *DB) NewlyApproved(ctx context.Context, area string, at time.Time, id string, limit int) ([]*vecino.Report, error) {
	where, args := publicWhere(vecino.PublicFilter{Neighborhood: area})
	p := next(&args, at.UTC(), id, limit)
	rows, err := d.query(ctx, `SELECT `+reportColumns+`, approved_at FROM violations WHERE `+where+`
		AND (approved_at, id) > (`+p[0]+`, `+p[1]+`) ORDER BY approved_at, id LIMIT `+p[2], args...)
	return collect(rows, err, func(r row) (*vecino.Report, error) {
		var approvedAt time.Time
		rep, err := scanReport(withExtra{r, []any{&approvedAt}})
		if err == nil {
			rep.ApprovedAt = &approvedAt
		}
		return rep, err
	})
}

// withExtra scans the columns a query reads after the ones its scan
// function knows into extra.
type withExtra struct {
	row
	extra []any
}

func (w withExtra) Scan(dest ...any) error { return w.row.Scan(append(dest, w.extra...)...) }

// insertKey records an idempotency key in tx; false when it was there.
func insertKey(ctx context.Context, tx *sql.Tx, key string, at time.Time) (bool, error) {
	res, err := tx.ExecContext(ctx, `INSERT INTO sent_notices (key, created_at) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, key, at)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// AdvanceDigest moves a subscription's digest cursor and adds the digest's
// jobs in one transaction; the key digest:<subscription>:<last report>
// keeps two runs at once from sending the same digest twice.
func (d *DB) AdvanceDigest(ctx context.Context, s *vecino.Subscription, at *time.Time, id string, ranAt time.Time,
	jobs ...vecino.Job) (bool, error) {
	ok := true
	err := d.tx(ctx, func(tx *sql.Tx) error {
		if len(jobs) > 0 {
			var err error
			if ok, err = insertKey(ctx, tx, "digest:"+s.ID+":"+id, ranAt); err != nil || !ok {
				return err
			}
		}
		var atUTC any
		if at != nil {
			atUTC = at.UTC()
		}
		if _, err := tx.ExecContext(ctx, `UPDATE subscriptions SET digest_at = $1, digest_id = $2, digest_run_at = $3 WHERE id = $4`,
			atUTC, id, ranAt.UTC(), s.ID); err != nil {
			return err
		}
		return d.enqueueTx(ctx, tx, jobs)
	})
	return ok && err == nil, err
}

// EnqueueOnce adds jobs with key, unless key was used before.
func (d *DB) EnqueueOnce(ctx context.Context, key string, jobs ...vecino.Job) (bool, error) {
	ok := false
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var err error
		if ok, err = insertKey(ctx, tx, key, d.now()); err != nil || !ok {
			return err
		}
		return d.enqueueTx(ctx, tx, jobs)
	})
	return ok && err == nil, err
}

// DueFixedQuestions reads, on their partial index, the unresolved public
// reports approved before approvedBefore that nobody asked about yet.
func (d *DB) DueFixedQuestions(ctx context.Context, approvedBefore time.Time, limit int) ([]*vecino.Report, error) {
	rows, err := d.query(ctx, `SELECT `+reportColumns+` FROM violations
		WHERE status = 'approved' AND resolved = FALSE AND fixed_asked_at IS NULL AND approved_at <= $1
		AND category <> 'renter-protection' AND origin <> 'open311' ORDER BY approved_at LIMIT $2`, approvedBefore.UTC(), limit)
	return collect(rows, err, scanReport)
}

// MarkFixedAsked records the question (a compare-and-set: once per report)
// and adds its jobs in the same transaction.
func (d *DB) MarkFixedAsked(ctx context.Context, reportID string, jobs ...vecino.Job) (bool, error) {
	ok := false
	err := d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE violations SET fixed_asked_at = $1 WHERE id = $2 AND fixed_asked_at IS NULL`, d.now(), reportID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		ok = true
		return d.enqueueTx(ctx, tx, jobs)
	})
	return ok && err == nil, err
}

// AddStillThere records "still there" in the report's history.
func (d *DB) AddStillThere(ctx context.Context, reportID, actorID string) (time.Time, error) {
	now := d.now()
	approved := vecino.StatusApproved
	err := d.tx(ctx, func(tx *sql.Tx) error {
		if err := reportExists(ctx, tx, reportID); err != nil {
			return err
		}
		return insertEvent(ctx, tx, &vecino.Event{ReportID: reportID, ActorID: &actorID, FromStatus: &approved, ToStatus: approved,
			ReasonCode: vecino.ReasonStillThere, CreatedAt: now})
	})
	return now, err
}

// StillThere lists the times of a report's "still there" answers.
func (d *DB) StillThere(ctx context.Context, reportID string) ([]time.Time, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT created_at FROM report_events WHERE report_id = $1 AND reason_code = $2
		ORDER BY created_at, id`, reportID, vecino.ReasonStillThere)
	return collect(rows, err, func(r row) (t time.Time, err error) { return t, r.Scan(&t) })
}
