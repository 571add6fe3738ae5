package ratelimit_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/ratelimit/ratelimittest"
)

func TestMemory(t *testing.T) { ratelimittest.Run(t, ratelimit.NewMemory(), nil) }

func TestMemoryPrunesFullBuckets(t *testing.T) {
	m := ratelimit.NewMemory()
	now := time.Unix(1_700_000_000, 0)
	m.Now = func() time.Time { return now }
	l := ratelimit.Limit{Burst: 1, Per: time.Minute}
	ctx := context.Background()
	m.Take(ctx, "kept", l, 1) //nolint:errcheck
	now = now.Add(2 * time.Minute)
	for i := range 100_000 {
		m.Take(ctx, fmt.Sprint("k", i), l, 1) //nolint:errcheck
	}
	// The map is full; the next new key prunes every bucket that has refilled,
	// which the 100,000 just taken have not.
	m.Take(ctx, "new", l, 1) //nolint:errcheck
	if ok, _, _ := m.Take(ctx, "k1", l, 1); ok {
		t.Fatal("a bucket still refilling was pruned")
	}
	if ok, _, _ := m.Take(ctx, "kept", l, 1); !ok {
		t.Fatal("a full bucket kept its spent state")
	}
}
