package auth

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestHashVerify(t *testing.T) {
	ctx := context.Background()
	h := NewHasherWithParams(1, Params{Time: 1, Memory: 1024, Threads: 1})
	enc, err := h.Hash(ctx, "correct horse battery")
	if err != nil || !strings.HasPrefix(enc, "$argon2id$v=19$m=1024,t=1,p=1$") {
		t.Fatalf("Hash = %q, %v", enc, err)
	}
	for pw, want := range map[string]bool{"correct horse battery": true, "correct horse batterY": false, "": false} {
		if ok, _ := h.Verify(ctx, pw, enc); ok != want {
			t.Errorf("Verify(%q) = %v", pw, ok)
		}
	}
	// A hash made with other parameters verifies with this hasher too, such
	// as one of the two-thread hashes made before DefaultParams took one.
	if ok, _ := NewHasher(1).Verify(ctx, "correct horse battery", enc); !ok {
		t.Error("hash with recorded parameters did not verify under other defaults")
	}
	old, _ := NewHasherWithParams(1, Params{Time: 1, Memory: 1024, Threads: 2}).Hash(ctx, "correct horse battery")
	if ok, _ := NewHasher(1).Verify(ctx, "correct horse battery", old); !strings.Contains(old, ",p=2$") || !ok {
		t.Errorf("a two-thread hash %q did not verify", old)
	}
	if HashSlots(1) != 1 || HashSlots(2) != 1 || HashSlots(16) != 15 {
		t.Errorf("HashSlots = %d, %d, %d; want one core left free", HashSlots(1), HashSlots(2), HashSlots(16))
	}
	for _, bad := range []string{"", "$argon2id$v=19$m=1024$x$y", "$bcrypt$whatever", h.DummyHash()} {
		if ok, _ := h.Verify(ctx, "correct horse battery", bad); ok {
			t.Errorf("Verify against %q matched", bad)
		}
	}
	// A full hasher makes callers wait, and gives up with their context.
	busy := NewHasherWithParams(1, Params{Time: 1, Memory: 1024, Threads: 1})
	busy.occupy(1)
	cctx, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	if _, err := busy.Hash(cctx, "x"); err == nil {
		t.Error("Hash ran past the concurrency bound")
	}
}

func TestCommonPasswords(t *testing.T) {
	for _, p := range []string{"password123", "Password2024", "qwertyuiop", "1234567890", "aaaaaaaaaaaa", "contraseña123", "iloveyou12", "ana.garcia99", "Vecino2026!", "mivecino123"} {
		if !IsCommonPassword(p, "ana.garcia@example.org") {
			t.Errorf("%q not flagged", p)
		}
	}
	for _, p := range []string{"correct horse battery", "Tr4ffic-calm1ng!", "mi perro se llama Lupe"} {
		if IsCommonPassword(p, "ana.garcia@example.org") {
			t.Errorf("%q flagged", p)
		}
	}
}

func TestTokens(t *testing.T) {
	tk := NewTokens(strings.Repeat("k", 32), "https://city.example")
	s, exp, err := tk.Issue("user-1", "fam-1")
	if err != nil || time.Until(exp) > AccessTTL || time.Until(exp) < AccessTTL-time.Minute {
		t.Fatalf("Issue: %v, exp %v", err, exp)
	}
	c, err := tk.Parse(s)
	if err != nil || c.UserID != "user-1" || c.FamilyID != "fam-1" {
		t.Errorf("Parse = %+v, %v", c, err)
	}
	if _, err := NewTokens(strings.Repeat("k", 32), "https://other.example").Parse(s); err == nil {
		t.Error("token from another issuer accepted")
	}
	tk.now = func() time.Time { return time.Now().Add(AccessTTL + time.Minute) }
	if _, err := tk.Parse(s); err == nil {
		t.Error("expired token accepted")
	}
	if HashToken("a") == HashToken("b") || len(RandomToken()) < 40 {
		t.Error("token helpers look broken")
	}
}

// occupy marks n slots taken, as n running hashes would.
func (h *Hasher) occupy(n int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.running += n
}

// waiters is how many hashes wait.
func (h *Hasher) waiters() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.waiting
}

// TestHashQueueFailsFast: with every slot taken and QueuePerSlot hashes
// waiting per slot, the next hash fails at once with ErrBusy instead of
// queueing; once the slots free up, hashing works again.
func TestHashQueueFailsFast(t *testing.T) {
	h := NewHasherWithParams(2, Params{Time: 1, Memory: 1024, Threads: 1})
	enc, _ := h.Hash(context.Background(), "correct horse battery")
	h.occupy(2)
	var wg sync.WaitGroup
	for i := range 2 * QueuePerSlot {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx := WithHashClient(context.Background(), fmt.Sprintf("198.51.100.%d", i), false)
			if ok, err := h.Verify(ctx, "correct horse battery", enc); !ok || err != nil {
				t.Errorf("queued verify = %v %v", ok, err)
			}
		}()
	}
	for h.waiters() < 2*QueuePerSlot { // every waiter is in the queue
		runtime.Gosched()
	}
	ctx := WithHashClient(context.Background(), "203.0.113.1", false)
	if _, err := h.Verify(ctx, "correct horse battery", enc); !errors.Is(err, ErrBusy) {
		t.Fatalf("verify with a full queue = %v, want ErrBusy", err)
	}
	if _, err := h.Hash(context.Background(), "x"); !errors.Is(err, ErrBusy) {
		t.Fatalf("hash with a full queue = %v, want ErrBusy", err)
	}
	if h.DummyHash() == "" {
		t.Fatal("the dummy hash must not depend on the queue")
	}
	for range 2 {
		h.release()
	}
	wg.Wait()
	if ok, err := h.Verify(context.Background(), "correct horse battery", enc); !ok || err != nil {
		t.Fatalf("verify after the flood = %v %v", ok, err)
	}
}

// TestHashQueueFair: one address cannot hold more than PerClientQueue
// waiting hashes; once the queue is full, a new address pushes out the
// newest hash of the address holding the most; the queues are served
// round-robin, known devices first, then clients without failures, then
// clients whose verifications failed.
func TestHashQueueFair(t *testing.T) {
	h := NewHasherWithParams(1, Params{Time: 1, Memory: 1024, Threads: 1})
	enc, _ := h.Hash(context.Background(), "right")
	h.occupy(1)
	var (
		mu    sync.Mutex
		order []string
		wg    sync.WaitGroup
	)
	results := map[string]error{}
	ask := func(name, key string, known bool) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := h.Verify(WithHashClient(context.Background(), key, known), "right", enc)
			mu.Lock()
			defer mu.Unlock()
			results[name] = err
			if err == nil {
				order = append(order, name)
			}
		}()
		before := h.enqueued()
		for { // wait until it is queued or answered, so that the order is known
			mu.Lock()
			_, done := results[name]
			mu.Unlock()
			if done || h.enqueued() > before {
				return
			}
			runtime.Gosched()
		}
	}
	// A failing address: two of its verifications fail.
	bad := WithHashClient(context.Background(), "bad", false)
	h.Strike(bad)
	h.Strike(bad)
	ask("a1", "a", false)
	ask("a2", "a", false)
	if _, err := h.Verify(WithHashClient(context.Background(), "a", false), "right", enc); !errors.Is(err, ErrBusy) {
		t.Fatalf("a third hash of one address = %v, want ErrBusy at once", err)
	}
	ask("bad1", "bad", false)
	ask("b1", "b", false)
	ask("k1", "device-k", true)
	for i := range QueuePerSlot - 5 {
		ask(fmt.Sprintf("x%d", i), fmt.Sprintf("x%d", i), false)
	}
	if h.waiters() != QueuePerSlot {
		t.Fatalf("%d waiting, want a full queue of %d", h.waiters(), QueuePerSlot)
	}
	// The queue is full: a new clean address pushes out the failing one.
	ask("c1", "c", false)
	// Full again, of clean clients and a known device: a new address pushes
	// out a's second hash (a holds two).
	ask("d1", "d", false)
	// Full, one hash per client: a newcomer is refused at once.
	if _, err := h.Verify(WithHashClient(context.Background(), "e", false), "right", enc); !errors.Is(err, ErrBusy) {
		t.Fatalf("a newcomer with every client holding one = %v, want ErrBusy", err)
	}
	h.release()
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	for _, name := range []string{"bad1", "a2"} {
		if !errors.Is(results[name], ErrBusy) {
			t.Errorf("%s = %v, want pushed out with ErrBusy", name, results[name])
		}
	}
	want := []string{"k1", "a1", "b1"}
	if len(order) < 3 || order[0] != want[0] || order[1] != want[1] || order[2] != want[2] {
		t.Errorf("served %v, want the known device first, then the clean addresses in turn", order)
	}
	if len(order) != QueuePerSlot {
		t.Errorf("served %d, want %d", len(order), QueuePerSlot)
	}
}

// enqueued counts the hashes that ever waited.
func (h *Hasher) enqueued() uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.seq
}
