package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"golang.org/x/crypto/argon2"

	"github.com/vecino-city/vecino/internal/vecino"
)

const (
	argonKeyLen = 32
	saltLen     = 16
)

// Params are argon2id's cost parameters; each hash records its own, so
// hashes made with other parameters still verify.
type Params struct {
	Time    uint32
	Memory  uint32 // KiB
	Threads uint8
}

// DefaultParams are the memory and passes of RFC 9106's second recommended
// option (64 MiB, 3 passes) on one thread: a hash then keeps one core busy,
// never all of them, so that the rest of the server keeps answering during a
// flood of sign-ins (hashes made earlier with 2 threads still verify).
var DefaultParams = Params{Time: 3, Memory: 64 * 1024, Threads: 1}

// HashSlots is how many hashes a server on cpus cores runs at once: one per
// core but one, so that one core is always left for everything else.
func HashSlots(cpus int) int { return max(1, cpus-1) }

// Hasher hashes and verifies passwords with argon2id, at most a fixed number
// at once: each hash takes 64 MiB and tens of milliseconds, so a flood of
// sign-ins must wait its turn instead of starving every other request.
//
// The hashes waiting for a slot are shared fairly between clients (see
// WithHashClient): each client has its own queue, and the queues are served
// round-robin, one hash each, in four classes: known devices first (a device
// that signed in to the account before), then clients without recent
// failures that showed the sign-in form a while ago (RankForm), then other
// clients without recent failures, then clients whose recent verifications
// failed or were refused.
// At most PerClientQueue hashes of one client and QueuePerSlot per slot in
// all may wait; past that a hash fails at once with ErrBusy, unless a client
// of a lower class, or one holding more of the queue than the newcomer would,
// has a hash waiting: that one (its newest) is refused instead. So one
// address cannot fill the queue, and a flood from addresses that keep
// failing cannot keep a fresh one out.
type Hasher struct {
	params    Params
	dummyOnce sync.Once
	dummy     string

	mu      sync.Mutex
	slots   int // hashes at once
	running int
	maxWait int // hashes waiting, in all
	waiting int
	queues  map[queueKey]*hashQueue
	rings   [classes][]*hashQueue // queues with waiters, by class, in turn order
	strikes map[string]*strike    // clients' recent failures, decaying
	now     func() time.Time
	seq     uint64
}

// QueuePerSlot is how many hashes may wait for each slot, in all.
const QueuePerSlot = 8

// PerClientQueue is how many hashes of one client may wait.
const PerClientQueue = 2

// Client classes, served in this order.
const (
	classKnown   = iota // a device that signed in to the account before
	classForm           // no recent failure, and a sign-in form shown a while ago
	classClean          // no recent failure
	classFailing        // recent failed or refused verifications
	classes
)

// strikeHalfLife is how fast a client's failures are forgotten: a client
// with one failure is served as clean again after one half-life.
const strikeHalfLife = 5 * time.Minute

// maxStrikes bounds the memory of failing clients.
const maxStrikes = 100_000

type queueKey struct {
	class int
	key   string
}

type hashQueue struct {
	k       queueKey
	waiters []*hashWaiter
}

type hashWaiter struct {
	ready   chan struct{}
	granted bool // a slot is this waiter's
	refused bool // pushed out of the queue by a client with a better claim
	seq     uint64
}

type strike struct {
	score float64
	at    time.Time
}

type hashClientKey struct{}

type hashClient struct {
	key  string
	rank Rank
}

// A Rank is what a client has shown besides its failures, which decides
// where its hashes wait (docs/signin.md, "The hash queue").
type Rank int

const (
	// RankAnyone has shown nothing: an address without a device cookie or
	// form token.
	RankAnyone Rank = iota
	// RankForm showed the sign-in form a while ago (a valid, aged sign-in
	// form token bound to its address): while it has no recent failures
	// its hashes go before those of RankAnyone.
	RankForm
	// RankKnown is a device that signed in to the account before: its
	// hashes go first, failures or not.
	RankKnown
)

// WithHashClient names the client a hash is for, so that the Hasher shares
// its queue fairly: key is the client (its address, or its device when
// known), and rank what it has shown (RankKnown first, then RankForm,
// then RankAnyone; failures put the last two behind everyone). A hash
// without a client shares no per-client bound.
func WithHashClient(ctx context.Context, key string, rank Rank) context.Context {
	return context.WithValue(ctx, hashClientKey{}, hashClient{key, rank})
}

func hashClientOf(ctx context.Context) hashClient {
	c, _ := ctx.Value(hashClientKey{}).(hashClient)
	return c
}

// NewHasher returns a Hasher with DefaultParams that runs at most n hashes
// concurrently.
func NewHasher(n int) *Hasher { return NewHasherWithParams(n, DefaultParams) }

// NewHasherWithParams is NewHasher with other costs (tests use cheap ones).
func NewHasherWithParams(n int, p Params) *Hasher {
	if n < 1 {
		n = 1
	}
	return &Hasher{params: p, slots: n, maxWait: n * QueuePerSlot, queues: map[queueKey]*hashQueue{},
		strikes: map[string]*strike{}, now: time.Now}
}

// ErrBusy answers a hash asked for while the queue is full.
var ErrBusy = &vecino.Error{Code: vecino.EUNAVAILABLE, Message: "Too many sign-ins at once. Please try again in a moment.",
	RetryAfter: 2 * time.Second}

// classOf is the class of c's next hash; h.mu is held.
func (h *Hasher) classOf(c hashClient) int {
	switch {
	case c.rank == RankKnown:
		return classKnown
	case c.key != "" && h.score(c.key) >= 0.5:
		return classFailing
	case c.rank == RankForm:
		return classForm
	}
	return classClean
}

// score is key's decayed count of failures; h.mu is held.
func (h *Hasher) score(key string) float64 {
	s := h.strikes[key]
	if s == nil {
		return 0
	}
	return s.score * math.Exp2(-h.now().Sub(s.at).Seconds()/strikeHalfLife.Seconds())
}

// Strike counts a failure against the client of ctx: its next hashes wait
// behind those of clients without recent failures. Verify counts its own
// mismatches and refusals; callers may add others.
func (h *Hasher) Strike(ctx context.Context) {
	c := hashClientOf(ctx)
	if c.key == "" {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.strike(c.key, wrongStrike)
}

// A wrong password counts wrongStrike against its client, a refused hash
// (queue full, or pushed out) one: a person refused once who retries after
// Retry-After goes before the clients that guessed wrong.
const wrongStrike = 2

func (h *Hasher) strike(key string, weight float64) {
	now := h.now()
	score := h.score(key) + weight
	if len(h.strikes) >= maxStrikes {
		for k := range h.strikes {
			if h.score(k) < 0.5 {
				delete(h.strikes, k)
			}
		}
		if len(h.strikes) >= maxStrikes {
			clear(h.strikes)
		}
	}
	h.strikes[key] = &strike{score: score, at: now}
}

func (h *Hasher) acquire(ctx context.Context) error {
	c := hashClientOf(ctx)
	h.mu.Lock()
	if h.running < h.slots && h.waiting == 0 {
		h.running++
		h.mu.Unlock()
		return nil
	}
	k := queueKey{h.classOf(c), c.key}
	q := h.queues[k]
	mine := 0
	if q != nil {
		mine = len(q.waiters)
	}
	if c.key != "" && mine >= PerClientQueue || h.waiting >= h.maxWait && !h.pushOut(k.class, mine, h.score(c.key)) {
		if c.key != "" {
			h.strike(c.key, 1)
		}
		h.mu.Unlock()
		return ErrBusy
	}
	if q == nil {
		q = &hashQueue{k: k}
		h.queues[k] = q
		h.rings[k.class] = append(h.rings[k.class], q)
	}
	h.seq++
	w := &hashWaiter{ready: make(chan struct{}), seq: h.seq}
	q.waiters = append(q.waiters, w)
	h.waiting++
	h.mu.Unlock()
	select {
	case <-w.ready:
	case <-ctx.Done():
		h.mu.Lock()
		defer h.mu.Unlock()
		if w.granted { // granted as the context ended: hand the slot on
			h.running--
			h.dispatch()
		} else if !w.refused {
			h.remove(q, w)
		}
		return ctx.Err()
	}
	if w.refused {
		return ErrBusy
	}
	return nil
}

// pushOut refuses one waiting hash to make room for a newcomer of class,
// holding mine waiters already, with score failures: the newest hash of the
// client with the worst claim, when that claim is worse than the
// newcomer's: a lower class; or the same class and at least two more
// waiting; or, among failing clients, at least one more failure. It reports
// whether it did; h.mu is held.
func (h *Hasher) pushOut(class, mine int, score float64) bool {
	worse := func(a, b *hashQueue) bool { // a's claim is worse than b's
		sa, sb := h.score(a.k.key), h.score(b.k.key)
		if sa != sb {
			return sa > sb
		}
		if len(a.waiters) != len(b.waiters) {
			return len(a.waiters) > len(b.waiters)
		}
		return a.waiters[len(a.waiters)-1].seq > b.waiters[len(b.waiters)-1].seq
	}
	for c := classes - 1; c >= class; c-- {
		var victim *hashQueue
		for _, q := range h.rings[c] {
			if c == class && len(q.waiters) < mine+2 && (c != classFailing || h.score(q.k.key) < score+1) {
				continue
			}
			if victim == nil || worse(q, victim) {
				victim = q
			}
		}
		if victim != nil {
			w := victim.waiters[len(victim.waiters)-1]
			w.refused = true
			h.remove(victim, w)
			if victim.k.key != "" {
				h.strike(victim.k.key, 1)
			}
			close(w.ready)
			return true
		}
	}
	return false
}

// remove takes w out of q; h.mu is held.
func (h *Hasher) remove(q *hashQueue, w *hashWaiter) {
	for i, x := range q.waiters {
		if x == w {
			q.waiters = append(q.waiters[:i], q.waiters[i+1:]...)
			h.waiting--
			break
		}
	}
	if len(q.waiters) == 0 {
		h.dropQueue(q)
	}
}

func (h *Hasher) dropQueue(q *hashQueue) {
	delete(h.queues, q.k)
	ring := h.rings[q.k.class]
	for i, x := range ring {
		if x == q {
			h.rings[q.k.class] = append(ring[:i], ring[i+1:]...)
			break
		}
	}
}

// dispatch hands free slots to the next waiters: the first class with
// waiters, its queues in turn, one hash each; h.mu is held.
func (h *Hasher) dispatch() {
	for h.running < h.slots && h.waiting > 0 {
		c := 0
		for len(h.rings[c]) == 0 {
			c++
		}
		q := h.rings[c][0]
		w := q.waiters[0]
		q.waiters = q.waiters[1:]
		h.waiting--
		h.rings[c] = h.rings[c][1:]
		if len(q.waiters) > 0 {
			h.rings[c] = append(h.rings[c], q) // its turn comes again after the others'
		} else {
			delete(h.queues, q.k)
		}
		h.running++
		w.granted = true
		close(w.ready)
	}
}

func (h *Hasher) release() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.running--
	h.dispatch()
}

// Hash returns the PHC-formatted argon2id hash of password.
func (h *Hasher) Hash(ctx context.Context, password string) (string, error) {
	if err := h.acquire(ctx); err != nil {
		return "", err
	}
	defer h.release()
	return h.hash(password), nil
}

func (h *Hasher) hash(password string) string {
	salt := make([]byte, saltLen)
	rand.Read(salt) //nolint:errcheck
	p := h.params
	key := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, argonKeyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key))
}

// Verify reports whether password matches encoded. A malformed hash never
// matches. It always does the full work, so that timing does not tell
// whether an account exists when the caller verifies against DummyHash.
func (h *Hasher) Verify(ctx context.Context, password, encoded string) (bool, error) {
	if err := h.acquire(ctx); err != nil {
		return false, err
	}
	defer h.release()
	var (
		version, memory, passes int
		threads                 uint8
	)
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, nil
	}
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil {
		return false, nil
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &passes, &threads); err != nil {
		return false, nil
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(want) == 0 || memory > 1<<20 || passes > 10 {
		return false, nil
	}
	got := argon2.IDKey([]byte(password), salt, uint32(passes), uint32(memory), threads, uint32(len(want)))
	ok := subtle.ConstantTimeCompare(got, want) == 1
	if !ok {
		h.Strike(ctx)
	}
	return ok, nil
}

// DummyHash returns a valid hash of a random password with h's parameters,
// made once: sign-in verifies against it when the email is unknown, so that
// both paths take the same time.
func (h *Hasher) DummyHash() string {
	h.dummyOnce.Do(func() { h.dummy = h.hash(RandomToken()) })
	return h.dummy
}
