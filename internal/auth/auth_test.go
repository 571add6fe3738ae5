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
			ctx := WithHashClient(context.Background(), fmt.Sprintf("198.51.100.%d", i), RankAnyone)
			if ok, err := h.Verify(ctx, "correct horse battery", enc); !ok || err != nil {
				t.Errorf("queued verify = %v %v", ok, err)
			}
		}()
	}
	for h.waiters() < 2*QueuePerSlot { // every waiter is in the queue
		runtime.Gosched()
	}
	ctx := WithHashClient(context.Background(), "203.0.113.1", RankAnyone)
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
	p := newProbe(h, enc)
	ask := p.ask
	// A failing address: two of its verifications fail.
	bad := WithHashClient(context.Background(), "bad", RankAnyone)
	h.Strike(bad)
	h.Strike(bad)
	ask("a1", "a", RankAnyone)
	ask("a2", "a", RankAnyone)
	if _, err := h.Verify(WithHashClient(context.Background(), "a", RankAnyone), "right", enc); !errors.Is(err, ErrBusy) {
		t.Fatalf("a third hash of one address = %v, want ErrBusy at once", err)
	}
	ask("bad1", "bad", RankAnyone)
	ask("b1", "b", RankAnyone)
	ask("k1", "device-k", RankKnown)
	for i := range QueuePerSlot - 5 {
		ask(fmt.Sprintf("x%d", i), fmt.Sprintf("x%d", i), RankAnyone)
	}
	if h.waiters() != QueuePerSlot {
		t.Fatalf("%d waiting, want a full queue of %d", h.waiters(), QueuePerSlot)
	}
	// The queue is full: a new clean address pushes out the failing one.
	ask("c1", "c", RankAnyone)
	// Full again, of clean clients and a known device: a new address pushes
	// out a's second hash (a holds two).
	ask("d1", "d", RankAnyone)
	// Full, one hash per client: a newcomer is refused at once.
	if _, err := h.Verify(WithHashClient(context.Background(), "e", RankAnyone), "right", enc); !errors.Is(err, ErrBusy) {
		t.Fatalf("a newcomer with every client holding one = %v, want ErrBusy", err)
	}
	h.release()
	order, results := p.done()
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

// TestHashQueueFormRank: a client that showed the sign-in form a while ago
// (RankForm) waits behind known devices and before clients that showed
// nothing; once the queue is full, it pushes out one of theirs; and failures
// put it behind every clean client.
func TestHashQueueFormRank(t *testing.T) {
	h := NewHasherWithParams(1, Params{Time: 1, Memory: 1024, Threads: 1})
	enc, _ := h.Hash(context.Background(), "right")
	h.occupy(1)
	p := newProbe(h, enc)
	failing := WithHashClient(context.Background(), "form-failing", RankForm)
	h.Strike(failing)
	p.ask("failing", "form-failing", RankForm)
	for i := range QueuePerSlot - 3 {
		p.ask(fmt.Sprintf("x%d", i), fmt.Sprintf("x%d", i), RankAnyone)
	}
	p.ask("f1", "form-1", RankForm)
	p.ask("k1", "device-k", RankKnown)
	if h.waiters() != QueuePerSlot {
		t.Fatalf("%d waiting, want a full queue of %d", h.waiters(), QueuePerSlot)
	}
	// Full: a form client pushes out the failing client's hash; full again
	// (clean clients, one hash each), a second one pushes out the newest
	// client that showed nothing.
	p.ask("f2", "form-2", RankForm)
	p.ask("f3", "form-3", RankForm)
	// Full of form clients, plain ones and a known device: a plain newcomer
	// is refused at once.
	if _, err := h.Verify(WithHashClient(context.Background(), "y", RankAnyone), "right", enc); !errors.Is(err, ErrBusy) {
		t.Fatalf("a plain newcomer to a full queue = %v, want ErrBusy", err)
	}
	h.release()
	order, results := p.done()
	last := fmt.Sprintf("x%d", QueuePerSlot-4)
	for _, name := range []string{"failing", last} {
		if !errors.Is(results[name], ErrBusy) {
			t.Errorf("%s = %v, want pushed out with ErrBusy", name, results[name])
		}
	}
	want := []string{"k1", "f1", "f2", "f3", "x0"}
	if len(order) < len(want) || fmt.Sprint(order[:len(want)]) != fmt.Sprint(want) {
		t.Errorf("served %v, want the known device, then the form clients in turn, then the others", order)
	}
}

// probe queues verifications on a Hasher whose slots are taken, one at a
// time so that the order is known, and records who is served, in order.
type probe struct {
	h       *Hasher
	enc     string
	mu      sync.Mutex
	order   []string
	results map[string]error
	wg      sync.WaitGroup
}

func newProbe(h *Hasher, enc string) *probe {
	return &probe{h: h, enc: enc, results: map[string]error{}}
}

// ask verifies as client key of rank, named name, and returns once it waits
// (or was answered).
func (p *probe) ask(name, key string, rank Rank) {
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		_, err := p.h.Verify(WithHashClient(context.Background(), key, rank), "right", p.enc)
		p.mu.Lock()
		defer p.mu.Unlock()
		p.results[name] = err
		if err == nil {
			p.order = append(p.order, name)
		}
	}()
	before := p.h.enqueued()
	for {
		p.mu.Lock()
		_, done := p.results[name]
		p.mu.Unlock()
		if done || p.h.enqueued() > before {
			return
		}
		runtime.Gosched()
	}
}

// done waits for every verification and returns the order served and each
// one's error.
func (p *probe) done() ([]string, map[string]error) {
	p.wg.Wait()
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.order, p.results
}

// enqueued counts the hashes that ever waited.
func (h *Hasher) enqueued() uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.seq
}
