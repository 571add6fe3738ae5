package sqlstore

import (
	"context"
	"database/sql"
	"sync"
	"time"
)

// maxStmts bounds the prepared statements kept (one per distinct SQL text:
// the public queries vary only with the filters set, a few dozen texts).
const maxStmts = 256

// stmts keeps prepared statements by SQL text, so hot reads skip parsing
// and planning (a quarter of a public list's time on SQLite); database/sql
// prepares each on a connection the first time that connection runs it.
type stmts struct {
	mu sync.RWMutex
	m  map[string]*sql.Stmt
}

// query runs a read through a prepared statement for text, preparing it the
// first time; past maxStmts texts it runs unprepared.
func (d *DB) query(ctx context.Context, text string, args ...any) (*sql.Rows, error) {
	defer d.measure(time.Now(), text)
	st, err := d.stmt(ctx, text)
	if err != nil || st == nil {
		if err != nil {
			return nil, err
		}
		return d.db.QueryContext(ctx, text, args...)
	}
	return st.QueryContext(ctx, args...)
}

// queryRow is query for one row.
func (d *DB) queryRow(ctx context.Context, text string, args ...any) *sql.Row {
	defer d.measure(time.Now(), text)
	if st, err := d.stmt(ctx, text); err == nil && st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return d.db.QueryRowContext(ctx, text, args...)
}

func (d *DB) stmt(ctx context.Context, text string) (*sql.Stmt, error) {
	d.stmts.mu.RLock()
	st, ok := d.stmts.m[text]
	d.stmts.mu.RUnlock()
	if ok {
		return st, nil
	}
	d.stmts.mu.Lock()
	defer d.stmts.mu.Unlock()
	if st, ok := d.stmts.m[text]; ok {
		return st, nil
	}
	if len(d.stmts.m) >= maxStmts {
		return nil, nil
	}
	st, err := d.db.PrepareContext(ctx, text)
	if err != nil {
		return nil, err
	}
	if d.stmts.m == nil {
		d.stmts.m = map[string]*sql.Stmt{}
	}
	d.stmts.m[text] = st
	return st, nil
}
