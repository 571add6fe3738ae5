package sqlstore

import (
	"context"
	"database/sql"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// ReuseGrace is how long after a rotation the old refresh token may still be
// presented without revoking its family: two tabs that reload at once both
// send the same cookie, and the slower one must not sign the user out.
const ReuseGrace = 10 * time.Second

var errSessionInvalid = vecino.Errorf(vecino.EUNAUTHORIZED, "Your session has ended. Please sign in again.")

// CreateSession starts a new token family for userID with the refresh token
// whose hash is tokenHash.
func (d *DB) CreateSession(ctx context.Context, userID, tokenHash string, persistent bool, ttl time.Duration) (*vecino.Session, error) {
	now := d.now()
	s := &vecino.Session{ID: newID(), UserID: userID, Persistent: persistent, ExpiresAt: now.Add(ttl)}
	s.FamilyID = s.ID
	_, err := d.db.ExecContext(ctx, `INSERT INTO sessions (id, family_id, user_id, token_hash, persistent, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, s.ID, s.FamilyID, userID, tokenHash, persistent, now, s.ExpiresAt)
	return s, err
}

// RotateSession exchanges the refresh token oldHash for newHash in the same
// family. Presenting a token that was already rotated (outside ReuseGrace)
// revokes the whole family. It returns EUNAUTHORIZED for unknown, expired,
// revoked or reused tokens and for disabled users.
//
// ttl gives the new token's lifetime from whether the family is persistent
// ("remember me").
func (d *DB) RotateSession(ctx context.Context, oldHash, newHash string, ttl func(persistent bool) time.Duration) (*vecino.Session, error) {
	var (
		next    *vecino.Session
		revoke  string
		now     = d.now()
		invalid = errSessionInvalid
	)
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var (
			old              vecino.Session
			rotated, revoked sql.NullTime
			disabled         bool
		)
		err := tx.QueryRowContext(ctx, `SELECT s.id, s.family_id, s.user_id, s.persistent, s.expires_at, s.rotated_at, s.revoked_at, u.disabled
			FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`, oldHash).
			Scan(&old.ID, &old.FamilyID, &old.UserID, &old.Persistent, &old.ExpiresAt, &rotated, &revoked, &disabled)
		if isNotFound(err) {
			return invalid
		} else if err != nil {
			return err
		}
		if revoked.Valid || disabled || !old.ExpiresAt.After(now) {
			return invalid
		}
		if rotated.Valid && now.Sub(rotated.Time) > ReuseGrace {
			revoke, invalid = old.FamilyID, vecino.ErrSessionReused
			return invalid
		}
		if !rotated.Valid {
			res, err := tx.ExecContext(ctx, `UPDATE sessions SET rotated_at = $1 WHERE id = $2 AND rotated_at IS NULL`, now, old.ID)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return invalid
			}
		}
		next = &vecino.Session{ID: newID(), FamilyID: old.FamilyID, UserID: old.UserID, Persistent: old.Persistent, ExpiresAt: now.Add(ttl(old.Persistent))}
		_, err = tx.ExecContext(ctx, `INSERT INTO sessions (id, family_id, user_id, token_hash, persistent, created_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, next.ID, next.FamilyID, next.UserID, newHash, next.Persistent, now, next.ExpiresAt)
		return err
	})
	if revoke != "" {
		if rerr := d.RevokeFamily(ctx, revoke); rerr != nil {
			return nil, rerr
		}
	}
	return next, err
}

// RevokeFamily ends every token of one sign-in.
func (d *DB) RevokeFamily(ctx context.Context, familyID string) error {
	_, err := d.db.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL`, d.now(), familyID)
	return err
}

// RevokeUserSessions ends every session of a user (global sign-out).
func (d *DB) RevokeUserSessions(ctx context.Context, userID string) error {
	return revokeUserSessions(ctx, d.db, userID, d.now())
}

func revokeUserSessions(ctx context.Context, q queryer, userID string, now time.Time) error {
	_, err := q.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL`, now, userID)
	return err
}

// RevokeOtherSessions ends every session of a user but the family keep.
func (d *DB) RevokeOtherSessions(ctx context.Context, userID, keep string) error {
	_, err := d.db.ExecContext(ctx, `UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND family_id <> $3 AND revoked_at IS NULL`,
		d.now(), userID, keep)
	return err
}

// FamilyUser returns the user a token family belongs to.
func (d *DB) FamilyUser(ctx context.Context, familyID string) (string, error) {
	var id string
	err := d.db.QueryRowContext(ctx, `SELECT user_id FROM sessions WHERE family_id = $1 LIMIT 1`, familyID).Scan(&id)
	return id, err
}

// FamilyForToken returns the family of a refresh token, whatever its state,
// so that sign-out can revoke it; ENOTFOUND when unknown.
func (d *DB) FamilyForToken(ctx context.Context, tokenHash string) (string, error) {
	var fam string
	err := d.db.QueryRowContext(ctx, `SELECT family_id FROM sessions WHERE token_hash = $1`, tokenHash).Scan(&fam)
	return fam, dbError(err, "Session not found.")
}

// SessionUser returns the user behind an access token: the user must exist,
// be enabled, and the token's family must still be live. Otherwise it returns
// EUNAUTHORIZED.
func (d *DB) SessionUser(ctx context.Context, userID, familyID string) (*vecino.User, error) {
	// Every signed-in request runs these two reads: prepared, so they are
	// not parsed and planned each time (a fifth of a staff list's CPU).
	u, err := scanUser(d.queryRow(ctx, `SELECT `+userColumns+` FROM users u JOIN profiles p ON p.id = u.id
		WHERE u.id = $1 AND u.disabled = FALSE AND EXISTS (SELECT 1 FROM sessions s WHERE s.family_id = $2 AND s.user_id = u.id
		AND s.revoked_at IS NULL AND s.expires_at > $3)`, userID, familyID, d.now()))
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		return nil, errSessionInvalid
	} else if err != nil {
		return nil, err
	}
	return u, d.loadRoles(ctx, u)
}

// DeleteExpiredSessions removes sessions and reset tokens past their expiry.
func (d *DB) DeleteExpiredSessions(ctx context.Context) error {
	now := d.now()
	if _, err := d.db.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at < $1`, now); err != nil {
		return err
	}
	if _, err := d.db.ExecContext(ctx, `DELETE FROM password_resets WHERE expires_at < $1`, now); err != nil {
		return err
	}
	_, err := d.db.ExecContext(ctx, `DELETE FROM email_confirmations WHERE expires_at < $1`, now)
	return err
}

// CreatePasswordReset stores a one-time reset token for userID and ends
// every earlier unused one, in one transaction: only the newest link works.
func (d *DB) CreatePasswordReset(ctx context.Context, userID, tokenHash string, ttl time.Duration) error {
	now := d.now()
	return d.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, userID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
			tokenHash, userID, now, now.Add(ttl))
		return err
	})
}

// ResetPassword spends a reset token: sets the new password hash and revokes
// every session, all in one transaction. EINVALID when the token is unknown,
// used or expired.
func (d *DB) ResetPassword(ctx context.Context, tokenHash, newHash string) (string, error) {
	var userID string
	now := d.now()
	err := d.tx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
			RETURNING user_id`, now, tokenHash).Scan(&userID)
		if isNotFound(err) {
			return &vecino.Error{Code: vecino.EINVALID, Message: "This reset link is invalid or has expired.", Fields: map[string]string{"token": "expired"}}
		} else if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE users SET password_hash = $1, password_changed_at = $2 WHERE id = $3`, newHash, now, userID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL`, now, userID); err != nil {
			return err
		}
		return revokeUserSessions(ctx, tx, userID, now)
	})
	return userID, err
}

// CreateEmailConfirmation stores a confirmation token for userID and deletes
// every earlier one, in one transaction: only the newest link works.
func (d *DB) CreateEmailConfirmation(ctx context.Context, userID, tokenHash string, ttl time.Duration) error {
	now := d.now()
	return d.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM email_confirmations WHERE user_id = $1`, userID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO email_confirmations (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
			tokenHash, userID, now, now.Add(ttl))
		return err
	})
}

// ConfirmEmail spends a confirmation token: the user's email is confirmed
// (kept as it was when already confirmed) and the token deleted, in one
// transaction. EINVALID when the token is unknown, used or expired.
func (d *DB) ConfirmEmail(ctx context.Context, tokenHash string) (string, error) {
	var userID string
	now := d.now()
	err := d.tx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `DELETE FROM email_confirmations WHERE token_hash = $1 AND expires_at > $2 RETURNING user_id`,
			tokenHash, now).Scan(&userID)
		if isNotFound(err) {
			return &vecino.Error{Code: vecino.EINVALID, Message: "This confirmation link is invalid or has expired.", Fields: map[string]string{"token": "expired"}}
		} else if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $1) WHERE id = $2`, now, userID)
		return err
	})
	return userID, err
}
