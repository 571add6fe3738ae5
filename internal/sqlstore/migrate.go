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

// Migration is one schema migration: its number and its file's name
// without .sql ("0016_photo_processing").
type Migration struct {
	Version int
	Name    string
}

// SchemaTooNewError is Migrate's error on a database that a newer Vecino
// migrated: its schema has a version this binary does not know, so the
// binary must not run on it.
type SchemaTooNewError struct {
	Have  int // the newest version in schema_migrations
	Known int // the newest version this binary carries
}

func (e *SchemaTooNewError) Error() string {
	return fmt.Sprintf("the database was migrated by a newer Vecino (schema %d); this binary knows up to %d: run the newer binary or restore a backup", e.Have, e.Known)
}

// KnownMigrations returns the migrations embedded for the DB's dialect, in
// order.
func (d *DB) KnownMigrations() ([]Migration, error) {
	files, err := fs.Glob(migrations, "migrations/"+string(d.Dialect)+"/*.sql")
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	out := make([]Migration, 0, len(files))
	for _, f := range files {
		name := strings.TrimSuffix(f[strings.LastIndex(f, "/")+1:], ".sql")
		version, err := strconv.Atoi(strings.SplitN(name, "_", 2)[0])
		if err != nil {
			return nil, fmt.Errorf("migration %s: name must start with a number", f)
		}
		out = append(out, Migration{Version: version, Name: name})
	}
	return out, nil
}

// AppliedMigrations returns the migrations recorded in schema_migrations, in
// order; none (and no error) on a database that was never migrated.
func (d *DB) AppliedMigrations(ctx context.Context) ([]Migration, error) {
	var exists bool
	q := `SELECT COUNT(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`
	if d.Dialect == Postgres {
		q = `SELECT to_regclass('schema_migrations') IS NOT NULL`
	}
	if err := d.db.QueryRowContext(ctx, q).Scan(&exists); err != nil {
		return nil, err
	}
	if !exists {
		return []Migration{}, nil
	}
	rows, err := d.db.QueryContext(ctx, `SELECT version, name FROM schema_migrations ORDER BY version`)
	return collect(rows, err, func(r row) (Migration, error) {
		var m Migration
		return m, r.Scan(&m.Version, &m.Name)
	})
}

// Migrate applies every embedded migration of the DB's dialect that has not
// run yet, each in its own transaction, and returns how many it applied. It
// refuses (*SchemaTooNewError) a database whose schema_migrations holds a
// version newer than the newest it carries, before changing anything.
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
	known, err := d.KnownMigrations()
	if err != nil {
		return 0, err
	}
	var newest sql.NullInt64
	if err := conn.QueryRowContext(ctx, "SELECT MAX(version) FROM schema_migrations").Scan(&newest); err != nil {
		return 0, err
	}
	if len(known) > 0 && newest.Valid && int(newest.Int64) > known[len(known)-1].Version {
		return 0, &SchemaTooNewError{Have: int(newest.Int64), Known: known[len(known)-1].Version}
	}
	applied := 0
	for _, m := range known {
		version, name := m.Version, m.Name
		f := "migrations/" + string(d.Dialect) + "/" + name + ".sql"
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
	if err := d.fillSearchTexts(ctx); err != nil {
		return applied, fmt.Errorf("fill report search texts: %w", err)
	}
	return applied, d.dropStat4(ctx)
}

// Analyze gathers the planner's statistics (ANALYZE), keeping on SQLite
// only those that leave prepared statements prepared (dropStat4).
func (d *DB) Analyze(ctx context.Context) error {
	if d.Dialect == Postgres {
		_, err := d.db.ExecContext(ctx, "ANALYZE")
		return err
	}
	if _, err := d.db.ExecContext(ctx, "ANALYZE"); err != nil {
		return err
	}
	return d.dropStat4(ctx)
}

// dropStat4 removes SQLite's sqlite_stat4 samples (ANALYZE or PRAGMA
// optimize writes them; sqlite_stat1 stays). The driver is built with
// SQLITE_ENABLE_STAT4: with samples present, every bound value that the
// planner compared with them (a status, a time range) expires the prepared
// statement at each run, so every staff list and queue position was parsed
// and planned again (docs/perf/staff.md: about a quarter of their CPU).
func (d *DB) dropStat4(ctx context.Context) error {
	if d.Dialect != SQLite {
		return nil
	}
	var n int
	if err := d.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE name = 'sqlite_stat4'`).Scan(&n); err != nil || n == 0 {
		return err
	}
	_, err := d.db.ExecContext(ctx, `DROP TABLE sqlite_stat4`)
	return err
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
