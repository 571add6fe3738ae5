// Package sqlstore implements Vecino's storage on database/sql, with one SQL
// text for SQLite and PostgreSQL; only the migrations differ per dialect.
package sqlstore

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // driver "pgx"
	"github.com/vecino-city/vecino/internal/vecino"
	"modernc.org/sqlite" // driver "sqlite"
)

// Dialect names the database behind a DB.
type Dialect string

// The two supported dialects.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is an open database: the handle every store method runs on.
type DB struct {
	db      *sql.DB
	Dialect Dialect
	// Now returns the current time; tests may replace it.
	Now   func() time.Time
	stmts stmts
	jobs  Enqueuer
	// observe and slow: see Instrument.
	observe func(name string, d time.Duration, slow bool)
	slow    time.Duration
}

// Instrument makes the query helpers (query, queryRow, tx) report each
// query's duration to observe under the name of the store method that ran
// it (nil: none), and log every query slower than slow (0: none) with the
// first line of its SQL text and its duration, never its arguments. Call it
// before the store is used.
func (d *DB) Instrument(observe func(name string, d time.Duration, slow bool), slow time.Duration) {
	d.observe, d.slow = observe, slow
}

// measure reports the query that started at start; text is its SQL (""
// for a whole transaction). It is deferred by the query helpers.
func (d *DB) measure(start time.Time, text string) {
	if d.observe == nil && d.slow <= 0 {
		return
	}
	took := time.Since(start)
	slow := d.slow > 0 && took >= d.slow
	if d.observe == nil && !slow {
		return
	}
	name := callerName()
	if d.observe != nil {
		d.observe(name, took, slow)
	}
	if slow {
		if text == "" {
			text = "(transaction)"
		}
		slog.Warn("slow query", "query", name, "sql", firstLine(text), "duration_ms", float64(took.Microseconds())/1000)
	}
}

// helpers are the functions between a store method and the database: the
// name reported is the first caller outside them.
var helpers = map[string]bool{"measure": true, "callerName": true, "query": true, "queryRow": true, "tx": true, "collect": true}

// callerNames caches the name found for each stack of return addresses.
var callerNames sync.Map // [6]uintptr → string

// callerName names the store method that ran a query ("PublicReports"),
// from the call stack: a bounded set of names, one per method.
func callerName() string {
	var pcs [6]uintptr
	n := runtime.Callers(2, pcs[:])
	if v, ok := callerNames.Load(pcs); ok {
		return v.(string)
	}
	name := "other"
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		fn := f.Function
		if i := strings.LastIndex(fn, "/"); i >= 0 {
			fn = fn[i+1:]
		}
		if !strings.HasPrefix(fn, "sqlstore.") {
			break
		}
		fn = strings.TrimPrefix(fn, "sqlstore.")
		fn = strings.TrimPrefix(fn, "(*DB).")
		for { // a closure: PublicReports.func1 → PublicReports
			i := strings.LastIndex(fn, ".func")
			if i < 0 {
				break
			}
			fn = fn[:i]
		}
		if i := strings.LastIndex(fn, "["); i >= 0 { // collect[...]
			fn = fn[:i]
		}
		if !helpers[fn] {
			name = fn
			break
		}
		if !more {
			break
		}
	}
	callerNames.Store(pcs, name)
	return name
}

// firstLine is the SQL text's first non-blank line, at most 200 bytes.
func firstLine(text string) string {
	text = strings.TrimSpace(text)
	line, _, _ := strings.Cut(text, "\n")
	line = strings.TrimSpace(line)
	if len(line) > 200 {
		line = line[:200] + "…"
	}
	return line
}

// sqliteConns is the size of the SQLite pool: one connection per core,
// at least eight.
func sqliteConns() int { return max(8, runtime.NumCPU()) }

// Open opens the database named by url: "sqlite:PATH" or a postgres:// URL.
// It does not migrate; call Migrate.
func Open(url string) (*DB, error) {
	var (
		sdb     *sql.DB
		err     error
		dialect Dialect
	)
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		dialect = Postgres
		sdb, err = sql.Open("pgx", url)
		if err == nil {
			sdb.SetMaxOpenConns(20)
			sdb.SetMaxIdleConns(10)
			sdb.SetConnMaxIdleTime(5 * time.Minute)
		}
	case strings.HasPrefix(url, "sqlite:"):
		dialect = SQLite
		path := strings.TrimPrefix(url, "sqlite:")
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("create database folder: %w", err)
			}
		}
		// Immediate transactions take the write lock up front, so two writers
		// wait on busy_timeout instead of failing with SQLITE_BUSY mid-way.
		// Requests wait less (their deadline, REQUEST_TIMEOUT, ends the wait
		// with 503); busy_timeout bounds background work. Reads map the file
		// (up to 2 GiB, SQLite's most: a million reports take 1.4 GiB) and keep
		// 8 MiB of pages per connection, sparing a pread system call per page.
		dsn := "file:" + path + "?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(30000)" +
			"&_pragma=synchronous(NORMAL)&_pragma=mmap_size(2147418112)&_pragma=cache_size(-8000)&_time_format=sqlite&_txlock=immediate"
		sdb, err = sql.Open("sqlite", dsn)
		if err == nil {
			// One connection per core, so reads use every core; all kept
			// open when idle: database/sql keeps two by
			// default, and under load each of the others was closed after its
			// query and opened again for the next (its pragmas run, its
			// statements prepared and its page cache filled anew), a tenth of
			// a map view's CPU at 50 connections (docs/perf/staff.md).
			sdb.SetMaxOpenConns(sqliteConns())
			sdb.SetMaxIdleConns(sqliteConns())
		}
	default:
		return nil, fmt.Errorf("unsupported database URL (want sqlite:PATH or postgres://…)")
	}
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := sdb.PingContext(ctx); err != nil {
		sdb.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	return &DB{db: sdb, Dialect: dialect, Now: time.Now}, nil
}

// Close closes the database and its prepared statements.
func (d *DB) Close() error {
	d.stmts.mu.Lock()
	for _, st := range d.stmts.m {
		st.Close()
	}
	d.stmts.m = nil
	d.stmts.mu.Unlock()
	return d.db.Close()
}

// Ping checks that the database answers and, on SQLite, that the write lock
// can be taken (a held lock stalls every write while reads go on).
func (d *DB) Ping(ctx context.Context) error {
	if d.Dialect == Postgres {
		return d.db.PingContext(ctx)
	}
	tx, err := d.db.BeginTx(ctx, nil) // BEGIN IMMEDIATE: takes the write lock
	if err != nil {
		return err
	}
	return tx.Rollback()
}

// SQL returns the underlying handle, for tests and benchmarks.
func (d *DB) SQL() *sql.DB { return d.db }

// now returns the current time in UTC at microsecond precision, the finest
// both databases keep, so values read back compare equal to values written.
func (d *DB) now() time.Time { return d.Now().UTC().Truncate(time.Microsecond) }

// newID returns a time-ordered UUID.
func newID() string { return uuid.Must(uuid.NewV7()).String() }

// tx runs fn in a transaction, committing when fn returns nil.
func (d *DB) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	defer d.measure(time.Now(), "")
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // rollback after commit is a no-op
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
}

// row is what both *sql.Row and *sql.Rows offer.
type row interface{ Scan(dest ...any) error }

// collect reads every row of a query with scan and closes the rows; pass it
// the query's two results. The list is never nil, so an empty one encodes
// as [].
func collect[T any](rows *sql.Rows, err error, scan func(row) (T, error)) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// queryer is what both *sql.DB and *sql.Tx offer.
type queryer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// SQLite's extended result codes for a unique or primary-key violation.
const (
	sqliteConstraintPrimaryKey = 1555
	sqliteConstraintUnique     = 2067
)

// SQLite's primary result codes for a database another connection holds
// (after busy_timeout or the request's deadline).
const (
	sqliteBusy   = 5
	sqliteLocked = 6
)

// errUnavailable is the answer to a database that cannot be reached.
var errUnavailable = vecino.Errorf(vecino.EUNAVAILABLE, "The database is not answering. Please try again in a moment.")

// Unavailable reports whether err says the database could not be reached or
// did not answer in time, rather than refusing the query: a refused or cut
// connection (net.OpError, ECONNREFUSED, ECONNRESET, EPIPE, an unexpected
// EOF), a bad pooled connection (driver.ErrBadConn, sql.ErrConnDone),
// PostgreSQL's connect errors, its connection-exception SQLSTATEs (class
// 08; 57P01-57P03, shutting down or starting; 53300, too many
// connections), a deadline passed while waiting on the database, or SQLite's
// BUSY or LOCKED after its timeout. cmd/vecino hands it to the HTTP layer,
// which answers 503 with Retry-After for errors that did not pass through
// dbError.
func Unavailable(err error) bool {
	if err == nil {
		return false
	}
	var pg *pgconn.PgError
	var connect *pgconn.ConnectError
	var op *net.OpError
	var lite *sqlite.Error
	switch {
	case errors.As(err, &pg):
		return strings.HasPrefix(pg.Code, "08") || pg.Code == "57P01" || pg.Code == "57P02" || pg.Code == "57P03" || pg.Code == "53300"
	case errors.As(err, &lite):
		c := lite.Code() & 0xff
		return c == sqliteBusy || c == sqliteLocked
	case errors.As(err, &connect), errors.As(err, &op), errors.Is(err, pgconn.ErrConnClosed), pgconn.Timeout(err),
		errors.Is(err, driver.ErrBadConn), errors.Is(err, sql.ErrConnDone), errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE),
		errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF), errors.Is(err, net.ErrClosed):
		return true
	}
	return false
}

// dbError is the one place where driver errors become domain errors: no rows
// is ENOTFOUND with notFound as its message; a unique violation (SQLSTATE
// 23505 on PostgreSQL, SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY on SQLite) is
// ECONFLICT; a database out of reach (Unavailable) is EUNAVAILABLE, the
// driver's error kept behind it for the log. Codes are read from the
// drivers' error types, never from their text. Anything else, nil included,
// is returned as it is.
func dbError(err error, notFound string) error {
	var pg *pgconn.PgError
	var lite *sqlite.Error
	switch {
	case err == nil:
		return nil
	case Unavailable(err):
		return fmt.Errorf("%w: %w", errUnavailable, err)
	case errors.Is(err, sql.ErrNoRows):
		return vecino.Errorf(vecino.ENOTFOUND, "%s", notFound)
	case errors.As(err, &pg) && pg.Code == "23505",
		errors.As(err, &lite) && (lite.Code() == sqliteConstraintUnique || lite.Code() == sqliteConstraintPrimaryKey):
		return vecino.Errorf(vecino.ECONFLICT, "This already exists.")
	}
	return err
}

// isNotFound reports whether err, mapped by dbError, is ENOTFOUND.
func isNotFound(err error) bool { return vecino.ErrorCode(dbError(err, "")) == vecino.ENOTFOUND }

// DB is the store of every domain interface.
var _ vecino.Store = (*DB)(nil)
