package sqlstore

import (
	"context"
	"fmt"
	"time"

	"github.com/vecino-city/vecino/internal/ratelimit"
)

// RateLimits is a ratelimit.Counter in PostgreSQL's rate_limits table, so
// that every instance on one database draws on the same buckets.
type RateLimits struct{ d *DB }

// RateLimits returns the shared counter; PostgreSQL only (one SQLite
// instance uses ratelimit.Memory).
func (d *DB) RateLimits() (*RateLimits, error) {
	if d.Dialect != Postgres {
		return nil, fmt.Errorf("shared rate limits need PostgreSQL")
	}
	return &RateLimits{d}, nil
}

// takeSQL refills the bucket from the database's clock and takes $4 tokens
// when $5 (at least one) are there, in one statement: the row lock of the
// upsert makes concurrent takes from any instance wait for each other.
// $1 key, $2 burst, $3 tokens per second, $4 n, $5 max(n, 1), $6 Per in seconds.
const takeSQL = `
WITH p AS (SELECT CAST($2 AS float8) AS burst, CAST($3 AS float8) AS rate, CAST($4 AS float8) AS n,
                  CAST($5 AS float8) AS need, CAST($6 AS float8) * interval '1 second' AS per)
INSERT INTO rate_limits AS r (key, tokens, allowed, updated_at, full_at)
SELECT $1, CASE WHEN burst >= need THEN burst - n ELSE burst END, burst >= need, now(), now() + per FROM p
ON CONFLICT (key) DO UPDATE SET
  tokens = CASE WHEN least(CAST($2 AS float8), r.tokens + greatest(0, extract(epoch FROM now() - r.updated_at)::float8) * $3) >= $5
    THEN least(CAST($2 AS float8), r.tokens + greatest(0, extract(epoch FROM now() - r.updated_at)::float8) * $3) - $4
    ELSE least(CAST($2 AS float8), r.tokens + greatest(0, extract(epoch FROM now() - r.updated_at)::float8) * $3) END,
  allowed = least(CAST($2 AS float8), r.tokens + greatest(0, extract(epoch FROM now() - r.updated_at)::float8) * $3) >= $5,
  updated_at = now(),
  full_at = now() + CAST($6 AS float8) * interval '1 second'
RETURNING allowed, tokens`

// Take implements ratelimit.Counter.
func (c *RateLimits) Take(ctx context.Context, key string, l ratelimit.Limit, n int) (bool, time.Duration, error) {
	var (
		ok     bool
		tokens float64
	)
	err := c.d.db.QueryRowContext(ctx, takeSQL, key, float64(l.Burst), l.Rate(), float64(n), float64(max(n, 1)),
		l.Per.Seconds()).Scan(&ok, &tokens)
	if err != nil {
		return false, 0, dbError(err, "")
	}
	if ok {
		return true, 0, nil
	}
	return false, ratelimit.Wait(l, tokens, n), nil
}

// Prune deletes the buckets that have refilled completely.
func (c *RateLimits) Prune(ctx context.Context) (int64, error) {
	res, err := c.d.db.ExecContext(ctx, "DELETE FROM rate_limits WHERE full_at < now()")
	if err != nil {
		return 0, dbError(err, "")
	}
	return res.RowsAffected()
}
