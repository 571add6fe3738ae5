// Package ratelimit counts what protects the service (sign-ins, sign-ups,
// recovery mail, forms, page views, filing quotas) in token buckets that can
// be shared by several instances.
//
// How to use it: pick a key that names the limit and the subject, a Limit,
// and take a token before the work that the limit protects.
//
//	ok, wait, err := counter.Take(ctx, "signin-ip:"+ip, ratelimit.Limit{Burst: 60, Per: 10 * time.Minute}, 1)
//	if err != nil { … } // the shared store failed: refuse (503) or allow, as the caller decides
//	if !ok { … }        // answer 429 with Retry-After: wait rounded up to a second
//
// The arguments:
//   - key: "<limit name>:<subject>", for example "signin-account:ana@example.org"
//     or "file-user:<user id>". Every limit has its own name: a key is one
//     bucket whatever Limit it is taken with, so two limits must never share a
//     key. Normalise the subject first (NormalizeEmail, the client address).
//     Keys are stored as given (on PostgreSQL, in the rate_limits table), so
//     hash anything that should not sit in the database in clear.
//   - Limit{Burst, Per}: a bucket holds at most Burst tokens and refills at
//     Burst per Per, steadily. Burst 10, Per 15 min allows 10 at once, then one
//     every 90 s; a bucket left alone for Per is full again.
//   - n: how many tokens to take (a weight, such as the megabytes of an
//     upload). n = 0 only asks whether one token is there, taking nothing: use it
//     to refuse early (before an expensive hash) without spending.
//
// Take is atomic: concurrent takes on one key, from any instance, never hand
// out more than the bucket holds. Memory keeps the buckets in this process
// (SQLite, a single instance); sqlstore's RateLimits keeps them in
// PostgreSQL's rate_limits table, so every instance on one database draws on
// the same buckets (cmd/vecino chooses by database).
package ratelimit

import (
	"context"
	"math"
	"sync"
	"time"
)

// Limit is a token bucket: Burst at once, refilled at Burst per Per.
type Limit struct {
	Burst int
	Per   time.Duration
}

// Rate is the refill in tokens per second.
func (l Limit) Rate() float64 { return float64(l.Burst) / l.Per.Seconds() }

// Counter takes tokens from named buckets.
type Counter interface {
	// Take takes n tokens from the bucket key (n = 0 takes none and only
	// checks that one is left). When too few are left it takes nothing and
	// returns false with how long until enough are.
	Take(ctx context.Context, key string, l Limit, n int) (ok bool, retryAfter time.Duration, err error)
}

// Wait is how long until a bucket holding tokens has need of them again.
func Wait(l Limit, tokens float64, need int) time.Duration {
	missing := float64(max(need, 1)) - tokens
	if missing <= 0 {
		return 0
	}
	return time.Duration(math.Ceil(missing / l.Rate() * float64(time.Second)))
}

// Memory is a Counter in this process's memory: right for one instance.
type Memory struct {
	mu      sync.Mutex
	buckets map[string]*bucket
	// Now returns the current time; tests may replace it.
	Now func() time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
	full   time.Time // when the bucket is surely full again
}

// maxMemoryBuckets bounds the map: past it, full buckets are dropped.
const maxMemoryBuckets = 100_000

// NewMemory returns an empty in-memory counter.
func NewMemory() *Memory { return &Memory{buckets: map[string]*bucket{}, Now: time.Now} }

// Take implements Counter.
func (m *Memory) Take(_ context.Context, key string, l Limit, n int) (bool, time.Duration, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.Now()
	b, ok := m.buckets[key]
	if !ok {
		if len(m.buckets) >= maxMemoryBuckets {
			m.prune(now)
		}
		b = &bucket{tokens: float64(l.Burst), last: now}
		m.buckets[key] = b
	}
	b.tokens = math.Min(float64(l.Burst), b.tokens+max(0, now.Sub(b.last).Seconds())*l.Rate())
	b.last, b.full = now, now.Add(l.Per)
	if b.tokens < float64(max(n, 1)) {
		return false, Wait(l, b.tokens, n), nil
	}
	b.tokens -= float64(n)
	return true, 0, nil
}

// prune drops the buckets that have refilled completely: they hold no state.
func (m *Memory) prune(now time.Time) {
	for k, b := range m.buckets {
		if !now.Before(b.full) {
			delete(m.buckets, k)
		}
	}
}
