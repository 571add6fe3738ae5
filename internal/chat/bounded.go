package chat

import (
	"context"
	"crypto/sha256"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Errors of a Bounded endpoint: the caller answers with the fixed text.
var (
	ErrBusy   = errors.New("chat assistant: too many questions at once")
	ErrBudget = errors.New("chat assistant: today's budget is spent")
)

// Bounded puts the limits a city's budget needs around an LLM endpoint:
// at most MaxConcurrent calls at once (a question past it gets ErrBusy at
// once, not a queue), at most DailyRequests calls and DailyTokens tokens a
// day (UTC; ErrBudget once spent), and a cache of answers by prompt and
// normalised question, so the same question asked again costs nothing.
type Bounded struct {
	LLM           *LLM
	MaxConcurrent int // zero: 4
	DailyRequests int // zero: 2,000
	DailyTokens   int // zero: 1,000,000
	CacheSize     int // zero: 1,000 answers, each kept a day
	Now           func() time.Time

	once  sync.Once
	slots chan struct{}

	mu              sync.Mutex
	day             string
	requests, spent int
	cache           map[[32]byte]cached

	// Counts, for metrics: calls made, answers from the cache, questions
	// refused (busy or over budget).
	Calls, CacheHits, Refused atomic.Int64
}

type cached struct {
	answer string
	at     time.Time
}

func (b *Bounded) init() {
	b.once.Do(func() {
		b.slots = make(chan struct{}, orDefault(b.MaxConcurrent, 4))
		b.cache = map[[32]byte]cached{}
		if b.Now == nil {
			b.Now = time.Now
		}
	})
}

func orDefault(v, def int) int {
	if v > 0 {
		return v
	}
	return def
}

// Answer answers from the cache, or calls the endpoint within the bounds.
func (b *Bounded) Answer(ctx context.Context, system, question string) (string, error) {
	b.init()
	key := sha256.Sum256([]byte(system + "\x00" + normalizeQuestion(question)))
	now := b.Now()
	b.mu.Lock()
	if c, ok := b.cache[key]; ok && now.Sub(c.at) < 24*time.Hour {
		b.mu.Unlock()
		b.CacheHits.Add(1)
		return c.answer, nil
	}
	if day := now.UTC().Format(time.DateOnly); day != b.day {
		b.day, b.requests, b.spent = day, 0, 0
	}
	if b.requests >= orDefault(b.DailyRequests, 2000) || b.spent >= orDefault(b.DailyTokens, 1_000_000) {
		b.mu.Unlock()
		b.Refused.Add(1)
		return "", ErrBudget
	}
	select {
	case b.slots <- struct{}{}:
	default:
		b.mu.Unlock()
		b.Refused.Add(1)
		return "", ErrBusy
	}
	b.requests++
	b.mu.Unlock()
	b.Calls.Add(1)
	answer, tokens, err := b.LLM.answer(ctx, system, question)
	<-b.slots
	b.mu.Lock()
	defer b.mu.Unlock()
	b.spent += tokens
	if err != nil {
		return "", err
	}
	if len(b.cache) >= orDefault(b.CacheSize, 1000) {
		clear(b.cache) // simple and bounded: a busy day starts the cache again
	}
	b.cache[key] = cached{answer: answer, at: now}
	return answer, nil
}

// normalizeQuestion is a question as the cache compares it: lower case,
// without accents, punctuation or repeated spaces ("¿Qué hago?" and
// "que hago" are one question).
func normalizeQuestion(q string) string {
	var out strings.Builder
	space := false
	for _, r := range norm.NFD.String(strings.ToLower(q)) {
		switch {
		case unicode.Is(unicode.Mn, r): // an accent, apart from its letter
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && out.Len() > 0 {
				out.WriteByte(' ')
			}
			space = false
			out.WriteRune(r)
		default:
			space = true
		}
	}
	return out.String()
}
