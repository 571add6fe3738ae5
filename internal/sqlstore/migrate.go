package sqlstore

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations
var migrations embed.FS

// migrationLockID is the PostgreSQL advisory lock that keeps two instances
// from migrating at once.
const migrationLockID = 72610001

// Migrate applies every embedded migration of the DB's dialect that has not
// run yet, each in its own transaction, and returns how many it applied.
func (d *DB) Migrate(ctx context.Context) (int, error) {
	conn, err := d.db.Conn(ctx)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	if d.Dialect == Postgres {
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", migrationLockID); err != nil {
			return 0, fmt.Errorf("lock migrations: %w", err)
		}
		defer conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock($1)", migrationLockID) //nolint:errcheck
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
		return 0, fmt.Errorf("create schema_migrations: %w", err)
	}
	files, err := fs.Glob(migrations, "migrations/"+string(d.Dialect)+"/*.sql")
	if err != nil {
		return 0, err
	}
	sort.Strings(files)
	applied := 0
	for _, f := range files {
		name := strings.TrimSuffix(f[strings.LastIndex(f, "/")+1:], ".sql")
		version, err := strconv.Atoi(strings.SplitN(name, "_", 2)[0])
		if err != nil {
			return applied, fmt.Errorf("migration %s: name must start with a number", f)
		}
		var n int
		if err := conn.QueryRowContext(ctx, "SELECT COUNT(*) FROM schema_migrations WHERE version = $1", version).Scan(&n); err != nil {
			return applied, err
		}
		if n > 0 {
			continue
		}
		body, err := migrations.ReadFile(f)
		if err != nil {
			return applied, err
		}
		if err := applyMigration(ctx, conn, version, name, string(body), d.now().Format("2006-01-02T15:04:05Z")); err != nil {
			return applied, fmt.Errorf("migration %s: %w", name, err)
		}
		applied++
	}
	if err := d.fillSearchNames(ctx); err != nil {
		return applied, fmt.Errorf("fill search names: %w", err)
	}
	return applied, nil
}

func applyMigration(ctx context.Context, conn *sql.Conn, version int, name, body, at string) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck
	if _, err := tx.ExecContext(ctx, body); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", version, name, at); err != nil {
		return err
	}
	return tx.Commit()
}
