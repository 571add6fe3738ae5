package eventhub

import (
	"context"
	"database/sql"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
)

// channel is the NOTIFY channel every instance listens on.
const channel = "vecino_events"

// PGBridge publishes through PostgreSQL NOTIFY and delivers what it hears on
// LISTEN to the local hub, so several instances share every event (their own
// included: publishing never delivers locally by itself, so nothing arrives
// twice).
type PGBridge struct {
	hub *Hub
	db  *sql.DB
	url string
	// Ready is closed once the first LISTEN is in place.
	Ready chan struct{}
}

// NewPGBridge returns a bridge for the database at url; call Run to listen.
func NewPGBridge(hub *Hub, db *sql.DB, url string) *PGBridge {
	return &PGBridge{hub: hub, db: db, url: url, Ready: make(chan struct{})}
}

// Publish sends e to every instance. This instance's observers (caches)
// get it at once, before NOTIFY comes back, so a change is never read stale
// from the instance that made it.
func (b *PGBridge) Publish(ctx context.Context, e Event) error {
	b.hub.observe(e)
	payload, err := json.Marshal(e)
	if err != nil {
		return err
	}
	_, err = b.db.ExecContext(ctx, "SELECT pg_notify($1, $2)", channel, string(payload))
	return err
}

// Run listens until ctx ends, reconnecting with backoff after failures.
func (b *PGBridge) Run(ctx context.Context) {
	backoff := 100 * time.Millisecond
	first := true
	for ctx.Err() == nil {
		err := b.listen(ctx, func() {
			backoff = 100 * time.Millisecond
			if first {
				close(b.Ready)
				first = false
			}
		})
		if ctx.Err() != nil {
			return
		}
		slog.Warn("event listener lost its connection; reconnecting", "err", err, "in", backoff)
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 10*time.Second)
	}
}

func (b *PGBridge) listen(ctx context.Context, listening func()) error {
	conn, err := pgx.Connect(ctx, b.url)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+channel); err != nil {
		return err
	}
	listening()
	// After a reconnect, events may have been missed: a fresh signal makes
	// every browser refetch.
	b.hub.Publish(ctx, Event{Type: "flags.updated"}) //nolint:errcheck
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		var e Event
		if err := json.Unmarshal([]byte(n.Payload), &e); err != nil {
			slog.Warn("bad event payload", "err", err)
			continue
		}
		b.hub.Publish(ctx, e) //nolint:errcheck
	}
}
