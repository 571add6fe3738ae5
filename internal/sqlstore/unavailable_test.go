package sqlstore_test

import (
	"bytes"
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// TestUnavailable: the errors of a database out of reach are told from the
// errors of a query refused.
func TestUnavailable(t *testing.T) {
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}
	for _, err := range []error{
		refused, fmt.Errorf("query: %w", driver.ErrBadConn), sql.ErrConnDone, context.DeadlineExceeded,
		&pgconn.PgError{Code: "57P01"}, &pgconn.PgError{Code: "08006"}, &pgconn.PgError{Code: "53300"},
	} {
		if !sqlstore.Unavailable(err) {
			t.Errorf("Unavailable(%v) = false", err)
		}
	}
	for _, err := range []error{nil, sql.ErrNoRows, &pgconn.PgError{Code: "23505"}, &pgconn.PgError{Code: "42P01"},
		errors.New("syntax"), context.Canceled} {
		if sqlstore.Unavailable(err) {
			t.Errorf("Unavailable(%v) = true", err)
		}
	}

	// SQLite's BUSY, as a writer sees it when another holds the lock past
	// its busy timeout.
	path := filepath.Join(t.TempDir(), "busy.db")
	open := func() *sql.DB {
		db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(0)&_pragma=journal_mode(WAL)&_txlock=immediate")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}
	a, b := open(), open()
	if _, err := a.Exec("CREATE TABLE t (x int)"); err != nil {
		t.Fatal(err)
	}
	tx, err := a.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback() //nolint:errcheck
	_, err = b.Begin()
	if err == nil || !sqlstore.Unavailable(err) {
		t.Errorf("SQLite busy: %v, Unavailable false", err)
	}
}

// syncBuffer is a log destination for concurrent writers.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestInstrument: queries are reported under the store method that ran
// them; one above the threshold is logged with its SQL's first line and
// its duration, never its arguments.
func TestInstrument(t *testing.T) {
	sqlstoretest.ForEachInTurn(t, func(t *testing.T, db *sqlstore.DB) {
		var mu sync.Mutex
		seen := map[string]int{}
		db.Instrument(func(name string, d time.Duration, slow bool) {
			mu.Lock()
			seen[name]++
			mu.Unlock()
		}, time.Nanosecond) // every query is slow
		logs := &syncBuffer{}
		prev := slog.Default()
		slog.SetDefault(slog.New(slog.NewTextHandler(logs, nil)))
		defer slog.SetDefault(prev)
		secret := "0190c5b8-0000-7000-8000-00000000abcd"
		if _, err := db.ReportByID(context.Background(), secret); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Fatalf("ReportByID = %v", err)
		}
		if _, _, err := db.PublicReports(context.Background(), vecino.PublicFilter{Limit: 5}); err != nil {
			t.Fatal(err)
		}
		db.Instrument(nil, 0)
		mu.Lock()
		defer mu.Unlock()
		if seen["ReportByID"] == 0 || seen["PublicReports"] == 0 {
			t.Errorf("queries reported: %v", seen)
		}
		out := logs.String()
		if !strings.Contains(out, "slow query") || !strings.Contains(out, "query=ReportByID") || !strings.Contains(out, "duration_ms=") {
			t.Errorf("slow query log: %s", out)
		}
		if strings.Contains(out, secret) {
			t.Error("the slow query log shows a query's arguments")
		}
	})
}
