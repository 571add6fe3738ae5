// Package eventhub fans events out to subscribers in this process, and through
// PostgreSQL LISTEN/NOTIFY to every instance that shares the database.
package eventhub

import (
	"context"
	"sync"
)

// Event is a change worth telling browsers about. Type is the SSE event name
// (flags.updated, report.status_changed …); Data is a small JSON payload.
type Event struct {
	Type string `json:"type"`
	Data string `json:"data,omitempty"`
}

// AccountChanged says that an account's sessions, password, roles, profile
// or state changed (a sign-out, a revoked or reused session, a password set,
// a role granted or revoked, an account disabled, enabled, confirmed or
// deleted). It carries no data and is never sent to browsers: its work is
// to empty every instance's caches of session lookups and answers (which
// every event does).
const AccountChanged = "account.changed"

// Publisher sends an event to every subscriber of every instance.
type Publisher interface {
	Publish(ctx context.Context, e Event) error
}

// Hub is the in-process fan-out.
type Hub struct {
	mu        sync.RWMutex
	subs      map[*Subscription]struct{}
	observers []func(Event)
}

// Subscription receives events on C until it is closed.
type Subscription struct {
	C chan Event
}

// New returns an empty hub.
func New() *Hub { return &Hub{subs: map[*Subscription]struct{}{}} }

// Subscribe registers a subscriber with a small buffer.
func (h *Hub) Subscribe() *Subscription {
	s := &Subscription{C: make(chan Event, 8)}
	h.mu.Lock()
	h.subs[s] = struct{}{}
	h.mu.Unlock()
	return s
}

// Unsubscribe removes s; it receives nothing more.
func (h *Hub) Unsubscribe(s *Subscription) {
	h.mu.Lock()
	delete(h.subs, s)
	h.mu.Unlock()
}

// Observe registers fn to be called with every event, synchronously and
// before subscribers get it, so a cache can never miss one (subscribers
// with a full buffer do). On PostgreSQL the bridge also calls it when this
// instance publishes, before NOTIFY comes back.
func (h *Hub) Observe(fn func(Event)) {
	h.mu.Lock()
	h.observers = append(h.observers, fn)
	h.mu.Unlock()
}

// observe calls the observers with e.
func (h *Hub) observe(e Event) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	for _, fn := range h.observers {
		fn(e)
	}
}

// Count returns the number of subscribers.
func (h *Hub) Count() int {
	h.mu.RLock()
	defer h.mu.RUnlock()
	return len(h.subs)
}

// Publish delivers e to every local subscriber without blocking: a
// subscriber whose buffer is full misses it. Events are signals to refetch
// (the newest state is always read afresh), so a slow reader that already
// has one queued loses nothing.
func (h *Hub) Publish(_ context.Context, e Event) error {
	h.observe(e)
	h.mu.RLock()
	defer h.mu.RUnlock()
	for s := range h.subs {
		select {
		case s.C <- e:
		default:
		}
	}
	return nil
}
