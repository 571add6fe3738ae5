package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vecino-city/vecino/internal/eventhub"
)

// publicCacheTTL bounds how long an answer is kept even without events (a
// change made behind the application's back, straight in the database).
const publicCacheTTL = time.Minute

// publicCache keeps whole answers of the public read routes (the public
// record's list, detail and map) in memory, keyed by path and query, up to
// max bytes. The answers are the same for every caller (no user, no
// language), and only 200s are kept. Every event on the hub empties it
// (report.status_changed for approvals, retractions and resolutions; and
// on PostgreSQL every instance hears every event, the bridge's
// reconnect signal included), so a report that leaves the public record is
// gone from the next answer. Each answer carries an ETag; a matching
// If-None-Match is a 304 without a body.
type publicCache struct {
	mu      sync.Mutex
	gen     uint64 // bumped by every event: answers read before it are not stored
	max     int64
	size    int64
	entries map[string]*cachedAnswer
	now     func() time.Time
	// hits and misses count the answers served from the cache and read
	// through it, for the metrics.
	hits, misses atomic.Uint64
}

// stats returns the counters and the size of the cache.
func (c *publicCache) stats() (hits, misses uint64, bytes, entries int64) {
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

// newPublicCache returns a cache of maxBytes emptied by hub's events, or
// nil (no cache) when maxBytes is 0.
func newPublicCache(maxBytes int64, hub *eventhub.Hub) *publicCache {
	if maxBytes <= 0 {
		return nil
	}
	c := &publicCache{max: maxBytes, entries: map[string]*cachedAnswer{}, now: time.Now}
	hub.Observe(func(eventhub.Event) { c.clear() })
	return c
}

// clear drops every answer and makes answers being read now unstorable.
func (c *publicCache) clear() {
	c.mu.Lock()
	c.gen++
	c.entries, c.size = map[string]*cachedAnswer{}, 0
	c.mu.Unlock()
}

func (c *publicCache) get(key string) (*cachedAnswer, uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	a := c.entries[key]
	if a != nil && c.now().Sub(a.at) > publicCacheTTL {
		c.drop(key)
		a = nil
	}
	return a, c.gen
}

// put stores a unless an event came since gen was read.
func (c *publicCache) put(key string, gen uint64, a *cachedAnswer) {
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

func (c *publicCache) drop(key string) {
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
		c := s.cache
		if c == nil {
			return h(s, w, r)
		}
		key := r.URL.Path + "?" + r.URL.RawQuery
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
