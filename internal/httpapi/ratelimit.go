package httpapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Limit is a token bucket: Burst requests at once, refilled at Burst per Per.
type Limit = ratelimit.Limit

// Limits are the rate limits of the account endpoints, per client IP and per
// account (the email asked for).
type Limits struct {
	SignInIP, SignInAccount   Limit
	SignUpIP, SignUpAccount   Limit
	RecoverIP, RecoverAccount Limit
	RefreshIP                 Limit
	InvestorIP, PageViewIP    Limit
	Open311Key                Limit // calls carrying one Open311 api_key; zero means the default
	ChatIP                    Limit // free questions to the renter-protection assistant
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
}

// bucket names one limit and whom it counts: the client address or the account.
type bucket struct {
	name  string
	limit Limit
	key   string
	take  int // tokens to take; 0 only checks that one is left
}

func (s *Server) byIP(r *http.Request, name string, l Limit) bucket {
	return bucket{name, l, s.clientIP(r), 1}
}

func byAccount(name string, l Limit, email string) bucket {
	return bucket{name, l, vecino.NormalizeEmail(email), 1}
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
			if event, ok := strings.CutPrefix(r.URL.Path, "/api/auth/"); ok {
				email := ""
				if strings.HasSuffix(b.name, "-account") {
					email = b.key
				}
				s.app.LogRateLimited(r.Context(), event, b.name, email)
			}
			writeRateLimited(w, r, int(wait.Seconds())+1)
			return false
		}
	}
	return true
}
