// Package ratelimittest is the contract every ratelimit.Counter must keep,
// run against the memory counter and the PostgreSQL one alike.
package ratelimittest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/ratelimit"
)

// Run checks c. other, when not nil, is a second handle on the same shared
// buckets (a second instance): takes through both must count as one.
func Run(t *testing.T, c, other ratelimit.Counter) {
	ctx := context.Background()
	hour := ratelimit.Limit{Burst: 3, Per: time.Hour}
	take := func(t *testing.T, c ratelimit.Counter, key string, l ratelimit.Limit, n int) (bool, time.Duration) {
		t.Helper()
		ok, wait, err := c.Take(ctx, key, l, n)
		if err != nil {
			t.Fatal(err)
		}
		return ok, wait
	}

	t.Run("burst then refused with a wait", func(t *testing.T) {
		for i := range 3 {
			if ok, _ := take(t, c, "burst:a", hour, 1); !ok {
				t.Fatalf("take %d refused within the burst", i+1)
			}
		}
		ok, wait := take(t, c, "burst:a", hour, 1)
		if ok {
			t.Fatal("fourth take allowed past a burst of 3")
		}
		if wait <= 0 || wait > 20*time.Minute+time.Second {
			t.Fatalf("wait %v, want about 20 minutes (one token of 3 per hour)", wait)
		}
		if ok, _ := take(t, c, "burst:b", hour, 1); !ok {
			t.Fatal("another key shares the bucket")
		}
	})

	t.Run("peek takes nothing", func(t *testing.T) {
		one := ratelimit.Limit{Burst: 1, Per: time.Hour}
		for range 3 {
			if ok, _ := take(t, c, "peek:a", one, 0); !ok {
				t.Fatal("peek on a full bucket refused")
			}
		}
		if ok, _ := take(t, c, "peek:a", one, 1); !ok {
			t.Fatal("peeks spent the token")
		}
		if ok, _ := take(t, c, "peek:a", one, 0); ok {
			t.Fatal("peek on an empty bucket allowed")
		}
	})

	t.Run("weights", func(t *testing.T) {
		ten := ratelimit.Limit{Burst: 10, Per: time.Hour}
		if ok, _ := take(t, c, "weight:a", ten, 7); !ok {
			t.Fatal("7 of 10 refused")
		}
		if ok, _ := take(t, c, "weight:a", ten, 4); ok {
			t.Fatal("4 more allowed with 3 left")
		}
		if ok, _ := take(t, c, "weight:a", ten, 3); !ok {
			t.Fatal("the last 3 refused: a refused take spent tokens")
		}
		if ok, _ := take(t, c, "weight:b", ten, 11); ok {
			t.Fatal("11 allowed from a bucket of 10")
		}
	})

	t.Run("refills", func(t *testing.T) {
		fast := ratelimit.Limit{Burst: 1, Per: 50 * time.Millisecond}
		if ok, _ := take(t, c, "refill:a", fast, 1); !ok {
			t.Fatal("first take refused")
		}
		time.Sleep(120 * time.Millisecond) // more than one token's time: the bucket is full whatever the delay
		if ok, _ := take(t, c, "refill:a", fast, 1); !ok {
			t.Fatal("not refilled after more than Per")
		}
	})

	t.Run("concurrent takes never exceed the burst", func(t *testing.T) {
		ten := ratelimit.Limit{Burst: 10, Per: time.Hour}
		counters := []ratelimit.Counter{c}
		if other != nil {
			counters = append(counters, other)
		}
		var allowed atomic.Int32
		var wg sync.WaitGroup
		for i := range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, _, err := counters[i%len(counters)].Take(ctx, "race:a", ten, 1)
				if err != nil {
					t.Error(err)
				}
				if ok {
					allowed.Add(1)
				}
			}()
		}
		wg.Wait()
		if n := allowed.Load(); n != 10 {
			t.Fatalf("%d of 40 concurrent takes allowed, want exactly 10", n)
		}
	})

	if other != nil {
		t.Run("instances share buckets", func(t *testing.T) {
			for i := range 3 {
				if ok, _ := take(t, []ratelimit.Counter{c, other}[i%2], "shared:a", hour, 1); !ok {
					t.Fatalf("take %d refused", i+1)
				}
			}
			if ok, _ := take(t, other, "shared:a", hour, 1); ok {
				t.Fatal("the second instance has buckets of its own")
			}
		})
	}
}
