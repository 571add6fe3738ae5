package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vecino-city/vecino/internal/eventhub"
)

// How long an answer is kept even without events (a change made behind
// the application's back, straight in the database or by a command-line
// tool, or an event missed while PostgreSQL's listener reconnected). Staff
// answers are kept less: a claim's expiry shows in them, and they hold
// signed URLs of originals, which work 9–10 minutes (originalTTL).
const (
	publicCacheTTL = time.Minute
	staffCacheTTL  = 30 * time.Second
)

// answerCache keeps whole answers of read routes in memory, keyed by what
// the answer depends on, up to max bytes, for at most ttl. The server has
// two: the public one (the public record's list, detail and map: the same
// answer for every caller, keyed by path and query) and the staff one (the
// staff queue's list, position, first and count: keyed also by the
// caller's user, session and roles, and read only after the route's role
// check). Only 200s are kept. Every event on the hub empties both
// (report.status_changed for decisions, report.claimed, report.note_added,
// report.updated, account.changed …; on PostgreSQL every instance hears
// every event, the bridge's reconnect signal included), so a change shows
// in the next answer. Each answer carries an ETag; a matching If-None-Match
// is a 304 without a body.
type answerCache struct {
	mu      sync.Mutex
	gen     uint64 // bumped by every event: answers read before it are not stored
	max     int64
	ttl     time.Duration
	size    int64
	entries map[string]*cachedAnswer
	now     func() time.Time
	// hits and misses count the answers served from the cache and read
	// through it, for the metrics.
	hits, misses atomic.Uint64
}

// stats returns the counters and the size of the cache (zeros for none).
func (c *answerCache) stats() (hits, misses uint64, bytes, entries int64) {
	if c == nil {
		return 0, 0, 0, 0
	}
	c.mu.Lock()
	bytes, entries = c.size, int64(len(c.entries))
	c.mu.Unlock()
	return c.hits.Load(), c.misses.Load(), bytes, entries
}

type cachedAnswer struct {
	header http.Header // Content-Type, Cache-Control
	body   []byte
	etag   string
	at     time.Time
}

// newAnswerCache returns a cache of maxBytes and ttl emptied by hub's
// events, or nil (no cache) when maxBytes is 0.
func newAnswerCache(maxBytes int64, ttl time.Duration, hub *eventhub.Hub) *answerCache {
	if maxBytes <= 0 {
		return nil
	}
	c := &answerCache{max: maxBytes, ttl: ttl, entries: map[string]*cachedAnswer{}, now: time.Now}
	hub.Observe(func(eventhub.Event) { c.clear() })
	return c
}

// clear drops every answer and makes answers being read now unstorable.
func (c *answerCache) clear() {
	c.mu.Lock()
	c.gen++
	c.entries, c.size = map[string]*cachedAnswer{}, 0
	c.mu.Unlock()
}

func (c *answerCache) get(key string) (*cachedAnswer, uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	a := c.entries[key]
	if a != nil && c.now().Sub(a.at) > c.ttl {
		c.drop(key)
		a = nil
	}
	return a, c.gen
}

// put stores a unless an event came since gen was read.
func (c *answerCache) put(key string, gen uint64, a *cachedAnswer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := entrySize(key, a)
	if gen != c.gen || n > c.max/8 {
		return
	}
	c.drop(key)
	for k := range c.entries { // evict arbitrary answers until it fits
		if c.size+n <= c.max {
			break
		}
		c.drop(k)
	}
	c.entries[key] = a
	c.size += n
}

func (c *answerCache) drop(key string) {
	if a, ok := c.entries[key]; ok {
		c.size -= entrySize(key, a)
		delete(c.entries, key)
	}
}

func entrySize(key string, a *cachedAnswer) int64 { return int64(len(key)+len(a.body)) + 256 }

// cached serves h's answers from the public cache, when there is one.
// Only for routes whose answer is the same for every caller.
func cached(h func(*Server, http.ResponseWriter, *http.Request) error) func(*Server, http.ResponseWriter, *http.Request) error {
	return func(s *Server, w http.ResponseWriter, r *http.Request) error {
		if s.cache == nil {
			return h(s, w, r)
		}
		return s.cache.serve(r.URL.Path+"?"+r.URL.RawQuery, s, h, w, r)
	}
}

// staffCached serves h's answers from the staff cache, when there is one.
// It runs after the route's role check (guard), and its key holds the
// caller's user, session and roles, since an answer carries media URLs
// signed for them and "mine" filters: no answer reaches another caller.
func staffCached(h func(*Server, http.ResponseWriter, *http.Request) error) func(*Server, http.ResponseWriter, *http.Request) error {
	return func(s *Server, w http.ResponseWriter, r *http.Request) error {
		u := userFrom(r.Context())
		if s.staffCache == nil || u == nil {
			return h(s, w, r)
		}
		var key strings.Builder
		key.WriteString(r.URL.Path + "?" + r.URL.RawQuery + "\x00" + u.ID + "\x00" + familyFrom(r.Context()))
		for _, role := range u.Roles {
			key.WriteString("\x00" + string(role))
		}
		return s.staffCache.serve(key.String(), s, h, w, r)
	}
}

// serve writes the answer kept under key, or h's answer, kept when it is a 200.
func (c *answerCache) serve(key string, s *Server, h func(*Server, http.ResponseWriter, *http.Request) error, w http.ResponseWriter, r *http.Request) error {
	a, gen := c.get(key)
	if a != nil {
		c.hits.Add(1)
	} else {
		c.misses.Add(1)
		rec := &bufferWriter{header: http.Header{}}
		if err := h(s, rec, r); err != nil {
			return err
		}
		if rec.status != http.StatusOK {
			rec.copyTo(w)
			return nil
		}
		sum := sha256.Sum256(rec.body.Bytes())
		a = &cachedAnswer{header: rec.header, body: rec.body.Bytes(), at: c.now(),
			etag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
		c.put(key, gen, a)
	}
	for k, v := range a.header {
		w.Header()[k] = v
	}
	w.Header().Set("ETag", a.etag)
	if r.Header.Get("If-None-Match") == a.etag {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	w.WriteHeader(http.StatusOK)
	w.Write(a.body) //nolint:errcheck // the client went away
	return nil
}

// bufferWriter keeps a handler's answer in memory.
type bufferWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferWriter) Header() http.Header { return b.header }

func (b *bufferWriter) WriteHeader(code int) {
	if b.status == 0 {
		b.status = code
	}
}

func (b *bufferWriter) Write(p []byte) (int, error) {
	b.WriteHeader(http.StatusOK)
	return b.body.Write(p)
}

// copyTo writes the kept answer to w as it is.
func (b *bufferWriter) copyTo(w http.ResponseWriter) {
	for k, v := range b.header {
		w.Header()[k] = v
	}
	w.WriteHeader(b.status)
	w.Write(b.body.Bytes()) //nolint:errcheck
}
