package httpapi

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/vecino"
)

// How long a session lookup is kept without events, and how many are
// kept (the cache is emptied when full).
const (
	sessionCacheTTL = 10 * time.Second
	sessionCacheMax = 10_000
)

// sessionCache keeps recent lookups of access tokens (the user, with their
// roles, of a live session) in memory, so that a signed-in request reads
// the database only once in a while. Only successful lookups are kept, each
// until the token expires or sessionCacheTTL has passed, whichever is
// first. Every event on the hub empties it: sign-outs, revoked or reused
// sessions, passwords set, roles granted or revoked, accounts disabled,
// confirmed or deleted publish account.changed (app.accountChanged), and on
// PostgreSQL every instance hears it. A lookup read before an event is not
// stored after it.
type sessionCache struct {
	mu      sync.Mutex
	gen     uint64
	entries map[string]sessionEntry
	now     func() time.Time
}

type sessionEntry struct {
	user   vecino.User
	family string
	until  time.Time
}

// newSessionCache returns a cache emptied by hub's events.
func newSessionCache(hub *eventhub.Hub, now func() time.Time) *sessionCache {
	c := &sessionCache{entries: map[string]sessionEntry{}, now: now}
	hub.Observe(func(eventhub.Event) {
		c.mu.Lock()
		c.gen++
		c.entries = map[string]sessionEntry{}
		c.mu.Unlock()
	})
	return c
}

// authenticate returns the user and session family of token, from the
// cache or through load. Each caller gets its own copy of the user.
func (c *sessionCache) authenticate(ctx context.Context, token string, load func(context.Context, string) (*vecino.User, auth.Claims, error)) (*vecino.User, string, error) {
	now := c.now()
	c.mu.Lock()
	e, ok := c.entries[token]
	gen := c.gen
	c.mu.Unlock()
	if ok && now.Before(e.until) {
		u := e.user
		u.Roles = slices.Clone(u.Roles)
		return &u, e.family, nil
	}
	u, claims, err := load(ctx, token)
	if err != nil {
		return nil, "", err
	}
	e = sessionEntry{user: *u, family: claims.FamilyID, until: now.Add(sessionCacheTTL)}
	if claims.Expires.Before(e.until) {
		e.until = claims.Expires
	}
	e.user.Roles = slices.Clone(u.Roles)
	c.mu.Lock()
	if gen == c.gen {
		if len(c.entries) >= sessionCacheMax {
			c.entries = map[string]sessionEntry{}
		}
		c.entries[token] = e
	}
	c.mu.Unlock()
	return u, claims.FamilyID, nil
}
