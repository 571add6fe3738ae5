package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"

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
// sign-ins must wait its turn instead of starving every other request. At
// most QueuePerSlot hashes per slot may wait; past that a hash fails at once
// with ErrBusy, so that a flood is refused fast instead of queueing everyone.
type Hasher struct {
	slots     chan struct{}
	queue     chan struct{} // running and waiting hashes
	params    Params
	dummyOnce sync.Once
	dummy     string
}

// NewHasher returns a Hasher with DefaultParams that runs at most n hashes
// concurrently.
func NewHasher(n int) *Hasher { return NewHasherWithParams(n, DefaultParams) }

// NewHasherWithParams is NewHasher with other costs (tests use cheap ones).
func NewHasherWithParams(n int, p Params) *Hasher {
	if n < 1 {
		n = 1
	}
	return &Hasher{slots: make(chan struct{}, n), queue: make(chan struct{}, n*(1+QueuePerSlot)), params: p}
}

// QueuePerSlot is how many hashes may wait for each slot.
const QueuePerSlot = 8

// ErrBusy answers a hash asked for while the queue is full.
var ErrBusy = vecino.Errorf(vecino.EUNAVAILABLE, "Too many sign-ins at once. Please try again in a moment.")

func (h *Hasher) acquire(ctx context.Context) error {
	select {
	case h.queue <- struct{}{}:
	default:
		return ErrBusy
	}
	select {
	case h.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		<-h.queue
		return ctx.Err()
	}
}

func (h *Hasher) release() { <-h.slots; <-h.queue }

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
		version, memory, time int
		threads               uint8
	)
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, nil
	}
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil {
		return false, nil
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &time, &threads); err != nil {
		return false, nil
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(want) == 0 || memory > 1<<20 || time > 10 {
		return false, nil
	}
	got := argon2.IDKey([]byte(password), salt, uint32(time), uint32(memory), threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// DummyHash returns a valid hash of a random password with h's parameters,
// made once: sign-in verifies against it when the email is unknown, so that
// both paths take the same time.
func (h *Hasher) DummyHash() string {
	h.dummyOnce.Do(func() { h.dummy = h.hash(RandomToken()) })
	return h.dummy
}
