package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/ratelimit/ratelimittest"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// TestRateLimits runs the counter contract on PostgreSQL through two handles
// on one database, as two instances would hold them.
func TestRateLimits(t *testing.T) {
	url := sqlstoretest.URL(t, sqlstore.Postgres)
	open := func() *sqlstore.RateLimits {
		db, err := sqlstore.Open(url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		if _, err := db.Migrate(context.Background()); err != nil {
			t.Fatal(err)
		}
		rl, err := db.RateLimits()
		if err != nil {
			t.Fatal(err)
		}
		return rl
	}
	a, b := open(), open()
	ratelimittest.Run(t, a, b)

	t.Run("prune keeps buckets still refilling", func(t *testing.T) {
		ctx := context.Background()
		a.Take(ctx, "prune:short", ratelimit.Limit{Burst: 1, Per: time.Millisecond}, 1) //nolint:errcheck
		a.Take(ctx, "prune:long", ratelimit.Limit{Burst: 1, Per: time.Hour}, 1)         //nolint:errcheck
		time.Sleep(20 * time.Millisecond)
		n, err := b.Prune(ctx)
		if err != nil || n == 0 {
			t.Fatalf("prune: %d, %v; want the refilled buckets deleted", n, err)
		}
		if ok, _, _ := a.Take(ctx, "prune:long", ratelimit.Limit{Burst: 1, Per: time.Hour}, 1); ok {
			t.Fatal("a bucket still refilling was pruned")
		}
	})
}

func TestRateLimitsNeedPostgres(t *testing.T) {
	if _, err := sqlstoretest.Open(t, sqlstore.SQLite).RateLimits(); err == nil {
		t.Fatal("SQLite handed out a shared counter")
	}
}
