package httpapi

import (
	"math"
	"sync"
	"time"
)

// Limit is a token bucket: Burst requests at once, refilled at Per/Burst.
type Limit struct {
	Burst int
	Per   time.Duration
}

// Limits are the rate limits of the account endpoints, per client IP and per
// account (the email asked for).
type Limits struct {
	SignInIP, SignInAccount   Limit
	SignUpIP, SignUpAccount   Limit
	RecoverIP, RecoverAccount Limit
	RefreshIP                 Limit
	InvestorIP, PageViewIP    Limit
	Open311Key                Limit // calls carrying one Open311 api_key; zero means the default
}

// DefaultLimits suit a city's traffic: generous per IP (many residents share
// one address on public Wi-Fi), strict per account.
var DefaultLimits = Limits{
	SignInIP: Limit{60, 10 * time.Minute}, SignInAccount: Limit{10, 15 * time.Minute},
	SignUpIP: Limit{20, time.Hour}, SignUpAccount: Limit{5, time.Hour},
	RecoverIP: Limit{20, time.Hour}, RecoverAccount: Limit{5, time.Hour},
	RefreshIP:  Limit{300, 10 * time.Minute},
	InvestorIP: Limit{5, time.Hour}, PageViewIP: Limit{600, 10 * time.Minute},
	Open311Key: Limit{300, 10 * time.Minute},
}

// limiter keeps one bucket per key in memory. With several instances each
// keeps its own, which multiplies the limits by the instance count.
type limiter struct {
	mu      sync.Mutex
	limit   Limit
	buckets map[string]*bucket
	now     func() time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

func newLimiter(l Limit) *limiter {
	return &limiter{limit: l, buckets: map[string]*bucket{}, now: time.Now}
}

// allow takes one token for key; when none is left it returns false and how
// long until one is.
func (l *limiter) allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	rate := float64(l.limit.Burst) / l.limit.Per.Seconds() // tokens per second
	b, ok := l.buckets[key]
	if !ok {
		if len(l.buckets) > 100_000 {
			l.prune(now, rate)
		}
		b = &bucket{tokens: float64(l.limit.Burst), last: now}
		l.buckets[key] = b
	}
	b.tokens = math.Min(float64(l.limit.Burst), b.tokens+now.Sub(b.last).Seconds()*rate)
	b.last = now
	if b.tokens < 1 {
		return false, time.Duration((1 - b.tokens) / rate * float64(time.Second))
	}
	b.tokens--
	return true, 0
}

// prune drops buckets that have refilled completely: they hold no state.
func (l *limiter) prune(now time.Time, rate float64) {
	for k, b := range l.buckets {
		if b.tokens+now.Sub(b.last).Seconds()*rate >= float64(l.limit.Burst) {
			delete(l.buckets, k)
		}
	}
}
