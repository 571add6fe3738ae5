package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Limit is a token bucket: Burst requests at once, refilled at Burst per Per.
type Limit = ratelimit.Limit

// Limits are the rate limits of the account endpoints, per client IP and per
// account (the email asked for). SignInAccount counts the failed sign-ins of
// one client (an address, or a device known to the account) to one account
// (docs/signin.md).
type Limits struct {
	SignInIP, SignInAccount   Limit
	SignUpIP, SignUpAccount   Limit
	RecoverIP, RecoverAccount Limit
	RefreshIP                 Limit
	InvestorIP, PageViewIP    Limit
	Open311Key                Limit // calls carrying one Open311 api_key; zero means the default
	ChatIP                    Limit // free questions to the renter-protection assistant
	Export                    Limit // downloads of an account's data; zero means the default
}

// DefaultLimits suit a city's traffic: generous per IP (many residents share
// one address on public Wi-Fi), strict per account.
var DefaultLimits = Limits{
	SignInIP: Limit{Burst: 60, Per: 10 * time.Minute}, SignInAccount: Limit{Burst: 10, Per: 15 * time.Minute},
	SignUpIP: Limit{Burst: 20, Per: time.Hour}, SignUpAccount: Limit{Burst: 5, Per: time.Hour},
	RecoverIP: Limit{Burst: 20, Per: time.Hour}, RecoverAccount: Limit{Burst: 5, Per: time.Hour},
	RefreshIP:  Limit{Burst: 300, Per: 10 * time.Minute},
	InvestorIP: Limit{Burst: 5, Per: time.Hour}, PageViewIP: Limit{Burst: 600, Per: 10 * time.Minute},
	Open311Key: Limit{Burst: 300, Per: 10 * time.Minute},
	ChatIP:     Limit{Burst: 30, Per: 10 * time.Minute},
	Export:     Limit{Burst: 3, Per: time.Hour},
}

// bucket names one limit and whom it counts: the client address or the account.
type bucket struct {
	name  string
	limit Limit
	key   string
	take  int    // tokens to take; 0 only checks that one is left
	email string // the account it counts, for the auth log ("" for none)
}

func (s *Server) byIP(r *http.Request, name string, l Limit) bucket {
	return bucket{name: name, limit: l, key: s.clientIP(r), take: 1}
}

func byAccount(name string, l Limit, email string) bucket {
	email = vecino.NormalizeEmail(email)
	return bucket{name: name, limit: l, key: email, take: 1, email: email}
}

// peek is b checked but not spent.
func (b bucket) peek() bucket { b.take = 0; return b }

// limit takes a token from each bucket (shared by every instance on
// PostgreSQL); it returns false after answering 429 when one is empty, or
// 503 when the counter cannot be reached.
func (s *Server) limit(w http.ResponseWriter, r *http.Request, buckets ...bucket) bool {
	for _, b := range buckets {
		if b.key == "" {
			continue
		}
		ok, wait, err := s.counter.Take(r.Context(), b.name+":"+b.key, b.limit, b.take)
		if err != nil {
			writeError(w, r, err)
			return false
		}
		if !ok {
			s.refuse(w, r, b, wait)
			return false
		}
	}
	return true
}

// refuse logs a request refused by bucket b (on /api/auth/*) and answers
// 429 with Retry-After: wait, rounded up.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, b bucket, wait time.Duration) {
	if event, ok := strings.CutPrefix(r.URL.Path, "/api/auth/"); ok {
		s.app.LogRateLimited(r.Context(), event, b.name, b.email)
	}
	writeRateLimited(w, r, int(wait.Seconds())+1)
}

// used is how many tokens of bucket key are spent (Burst less those left),
// read without taking any: asking for one more token than the bucket can
// hold always fails, and the wait Take answers tells how many are missing.
// Both counters (ratelimit.Memory, PostgreSQL's) answer it alike.
func (s *Server) used(ctx context.Context, key string, l Limit) (float64, error) {
	ok, wait, err := s.counter.Take(ctx, key, l, l.Burst+1)
	if err != nil || ok {
		return 0, err
	}
	return max(0, wait.Seconds()*l.Rate()-1), nil
}

// Sign-in attack settings (docs/signin.md). They are constants until the
// configuration carries them.
const (
	// signinAttackClients different clients failing to sign in to one
	// account within about as many minutes put it under attack: the
	// owner's log gets a signin_attack alert, and every further failure of
	// a client makes that client wait before its next try.
	signinAttackClients = 5
	// signinDelayBase is the wait after a client's first failure while its
	// account is under attack; each further failure doubles it, up to
	// signinDelayMax.
	signinDelayBase = time.Second
	signinDelayMax  = 15 * time.Minute
	// signinSeenPer is how long a failing client counts once among the
	// account's failing clients.
	signinSeenPer = 15 * time.Minute
)

// signinClients counts the account's failing clients: one token per
// client, refilled one a minute, so the count falls by one a minute once
// the failures stop.
var signinClients = Limit{Burst: 100_000, Per: 100_000 * time.Minute}

// signinWait holds a failing client's wait in seconds, refilled one a second.
var signinWait = Limit{Burst: int(signinDelayMax / time.Second), Per: signinDelayMax}
