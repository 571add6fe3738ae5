package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// CreateUser stores a user, its profile and roles in one transaction. It
// returns ECONFLICT with field email "taken" when the email is in use.
func (d *DB) CreateUser(ctx context.Context, nu vecino.NewUser) (*vecino.User, error) {
	now := d.now()
	u := &vecino.User{
		ID: newID(), Email: vecino.NormalizeEmail(nu.Email),
		FirstName: strings.TrimSpace(nu.FirstName), LastName: strings.TrimSpace(nu.LastName),
		FullName: vecino.FullName(nu.FirstName, nu.LastName), PreferredLanguage: nu.PreferredLanguage,
		Roles: nu.Roles, CreatedAt: now,
	}
	if u.PreferredLanguage == "" {
		u.PreferredLanguage = "en"
	}
	var confirmed *time.Time
	if nu.Confirmed {
		confirmed, u.EmailConfirmed = &now, true
	}
	err := d.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO users (id, email, password_hash, disabled, created_at, password_changed_at, email_confirmed_at)
			VALUES ($1, $2, $3, FALSE, $4, $4, $5)`, u.ID, u.Email, nu.PasswordHash, now, confirmed); err != nil {
			if vecino.ErrorCode(dbError(err, "")) == vecino.ECONFLICT {
				return &vecino.Error{Code: vecino.ECONFLICT, Message: "That email is already registered.", Fields: map[string]string{"email": vecino.FieldTaken}}
			}
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO profiles (id, first_name, last_name, full_name, search_name, preferred_language, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, u.ID, u.FirstName, u.LastName, u.FullName, searchFold(u.FullName), u.PreferredLanguage, now); err != nil {
			return err
		}
		for _, r := range nu.Roles {
			if err := grantRole(ctx, tx, u.ID, r, nil, now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

const userColumns = `u.id, u.email, u.disabled, u.email_confirmed_at IS NOT NULL, u.created_at, p.first_name, p.last_name, p.full_name, p.preferred_language`

func scanUser(row row, extra ...any) (*vecino.User, error) {
	u := &vecino.User{}
	dest := append([]any{&u.ID, &u.Email, &u.Disabled, &u.EmailConfirmed, &u.CreatedAt, &u.FirstName, &u.LastName, &u.FullName, &u.PreferredLanguage}, extra...)
	if err := row.Scan(dest...); err != nil {
		return nil, dbError(err, "User not found.")
	}
	return u, nil
}

// UserByID returns the user with its roles, or ENOTFOUND.
func (d *DB) UserByID(ctx context.Context, id string) (*vecino.User, error) {
	u, err := scanUser(d.db.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = $1`, id))
	if err != nil {
		return nil, err
	}
	return u, d.loadRoles(ctx, u)
}

// UserByEmail returns the user and its password hash, or ENOTFOUND.
func (d *DB) UserByEmail(ctx context.Context, email string) (*vecino.User, string, error) {
	var hash string
	u, err := scanUser(d.db.QueryRowContext(ctx, `SELECT `+userColumns+`, u.password_hash FROM users u
		JOIN profiles p ON p.id = u.id WHERE u.email = $1`, vecino.NormalizeEmail(email)), &hash)
	if err != nil {
		return nil, "", err
	}
	return u, hash, d.loadRoles(ctx, u)
}

// PasswordHash returns the stored hash of a user's password.
func (d *DB) PasswordHash(ctx context.Context, userID string) (string, error) {
	var hash string
	err := d.db.QueryRowContext(ctx, `SELECT password_hash FROM users WHERE id = $1`, userID).Scan(&hash)
	return hash, dbError(err, "User not found.")
}

func (d *DB) loadRoles(ctx context.Context, u *vecino.User) error {
	return d.loadRolesOf(ctx, []*vecino.User{u})
}

// loadRolesOf loads the roles of every user in one query.
func (d *DB) loadRolesOf(ctx context.Context, users []*vecino.User) error {
	if len(users) == 0 {
		return nil
	}
	ids := make([]any, len(users))
	byID := make(map[string]*vecino.User, len(users))
	for i, u := range users {
		ids[i], byID[u.ID] = u.ID, u
		u.Roles = []vecino.Role{}
	}
	// One user's roles (every signed-in request) go through a prepared statement.
	query := d.db.QueryContext
	if len(ids) == 1 {
		query = d.query
	}
	rows, err := query(ctx, `SELECT user_id, role FROM user_roles WHERE user_id IN (`+placeholders(1, len(ids))+`) ORDER BY role`, ids...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var r vecino.Role
		if err := rows.Scan(&id, &r); err != nil {
			return err
		}
		byID[id].Roles = append(byID[id].Roles, r)
	}
	return rows.Err()
}

// SetPassword replaces a user's password hash.
func (d *DB) SetPassword(ctx context.Context, userID, hash string) error {
	res, err := d.db.ExecContext(ctx, `UPDATE users SET password_hash = $1, password_changed_at = $2 WHERE id = $3`, hash, d.now(), userID)
	return expectOne(res, err, "User not found.")
}

// UpdateProfile changes a user's profile and returns the user.
func (d *DB) UpdateProfile(ctx context.Context, userID string, up vecino.ProfileUpdate) (*vecino.User, error) {
	u, err := d.UserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	if up.FirstName != nil {
		u.FirstName = strings.TrimSpace(*up.FirstName)
	}
	if up.LastName != nil {
		u.LastName = strings.TrimSpace(*up.LastName)
	}
	if up.PreferredLanguage != nil {
		u.PreferredLanguage = *up.PreferredLanguage
	}
	u.FullName = vecino.FullName(u.FirstName, u.LastName)
	_, err = d.db.ExecContext(ctx, `UPDATE profiles SET first_name = $1, last_name = $2, full_name = $3, search_name = $4,
		preferred_language = $5, updated_at = $6 WHERE id = $7`, u.FirstName, u.LastName, u.FullName, searchFold(u.FullName),
		u.PreferredLanguage, d.now(), userID)
	return u, err
}

// SetDisabled disables or enables an account; disabling also revokes every
// session of the user, in the same transaction.
func (d *DB) SetDisabled(ctx context.Context, userID string, disabled bool) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE users SET disabled = $1 WHERE id = $2 AND id <> $3`, disabled, userID, vecino.DeletedUserID)
		if err := expectOne(res, err, "User not found."); err != nil {
			return err
		}
		if disabled {
			return revokeUserSessions(ctx, tx, userID, d.now())
		}
		return nil
	})
}

// GrantRole gives a user a role and records who did it; granting a role the
// user already has changes nothing and records nothing.
func (d *DB) GrantRole(ctx context.Context, userID string, role vecino.Role, actorID *string) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		if err := userExists(ctx, tx, userID); err != nil {
			return err
		}
		return grantRole(ctx, tx, userID, role, actorID, d.now())
	})
}

func grantRole(ctx context.Context, tx *sql.Tx, userID string, role vecino.Role, actorID *string, now time.Time) error {
	res, err := tx.ExecContext(ctx, `INSERT INTO user_roles (user_id, role, granted_by, granted_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (user_id, role) DO NOTHING`, userID, role, actorID, now)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	return audit(ctx, tx, userID, role, "grant", actorID, now)
}

// RevokeRole removes a role from a user and records who did it.
func (d *DB) RevokeRole(ctx context.Context, userID string, role vecino.Role, actorID *string) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		if err := userExists(ctx, tx, userID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM user_roles WHERE user_id = $1 AND role = $2`, userID, role)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		return audit(ctx, tx, userID, role, "revoke", actorID, d.now())
	})
}

func audit(ctx context.Context, tx *sql.Tx, userID string, role vecino.Role, action string, actorID *string, now time.Time) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO role_audit (id, user_id, role, action, actor_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
		newID(), userID, role, action, actorID, now)
	return err
}

func userExists(ctx context.Context, q queryer, userID string) error {
	var one int
	err := q.QueryRowContext(ctx, `SELECT 1 FROM users WHERE id = $1 AND id <> $2`, userID, vecino.DeletedUserID).Scan(&one)
	return dbError(err, "User not found.")
}

// expectOne turns an update that touched no row into ENOTFOUND.
func expectOne(res sql.Result, err error, msg string) error {
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return vecino.Errorf(vecino.ENOTFOUND, "%s", msg)
	}
	return nil
}

// placeholders returns "$start, $start+1, …" for n values: SQLite cannot
// take a slice for = ANY($1), so lists are expanded.
func placeholders(start, n int) string {
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "$%d", start+i)
	}
	return b.String()
}

// ListUsers returns a page of users ordered by email, and the cursor of the
// next page ("" at the end).
func (d *DB) ListUsers(ctx context.Context, f vecino.UserFilter) ([]*vecino.User, string, error) {
	if f.Limit <= 0 || f.Limit > 100 {
		f.Limit = 50
	}
	like := "%" + strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(searchFold(strings.TrimSpace(f.Query))) + "%"
	roleCond := `($2 = '' OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = $2))`
	if f.Role == vecino.RoleReporter {
		roleCond = `(EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = $2)
			OR NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id))`
	}
	rows, err := d.db.QueryContext(ctx, `SELECT `+userColumns+` FROM users u JOIN profiles p ON p.id = u.id
		WHERE (u.email LIKE $1 ESCAPE '\' OR p.search_name LIKE $1 ESCAPE '\') AND `+roleCond+` AND u.email > $3
		AND u.id <> $5 ORDER BY u.email LIMIT $4`, like, string(f.Role), f.Cursor, f.Limit+1, vecino.DeletedUserID)
	users, err := collect(rows, err, func(r row) (*vecino.User, error) { return scanUser(r) })
	if err != nil {
		return nil, "", err
	}
	next := ""
	if len(users) > f.Limit {
		users = users[:f.Limit]
		next = users[f.Limit-1].Email
	}
	return users, next, d.loadRolesOf(ctx, users)
}

// RoleChanges returns the newest role changes, newest first, optionally for
// one user.
func (d *DB) RoleChanges(ctx context.Context, userID string, limit int) ([]vecino.RoleChange, error) {
	rows, err := d.db.QueryContext(ctx, `SELECT a.id, a.user_id, u.email, a.role, a.action, a.actor_id, p.full_name, a.created_at
		FROM role_audit a JOIN users u ON u.id = a.user_id LEFT JOIN profiles p ON p.id = a.actor_id
		WHERE ($1 = '' OR a.user_id = $1) ORDER BY a.created_at DESC, a.id DESC LIMIT $2`, userID, limit)
	return collect(rows, err, func(r row) (c vecino.RoleChange, err error) {
		return c, r.Scan(&c.ID, &c.UserID, &c.UserEmail, &c.Role, &c.Action, &c.ActorID, &c.ActorName, &c.CreatedAt)
	})
}
