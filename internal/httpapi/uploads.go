package httpapi

import (
	"context"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// UploadLimits bound what report uploads may hold at once. A photo part is
// streamed to a temporary file while it arrives, so a slow upload holds a
// file, not memory; the files of a report are read into memory only inside
// one of Loads slots, while it is processed and stored.
type UploadLimits struct {
	Transfers int // uploads being received at once by this instance
	PerUser   int // uploads one account may be sending at once
	Loads     int // reports whose files are in memory at once
}

// DefaultUploadLimits hold at most Loads × 5 × 10 MB of files in memory.
var DefaultUploadLimits = UploadLimits{Transfers: 64, PerUser: 2, Loads: max(2, runtime.NumCPU())}

// uploadGate counts uploads per instance and per account.
type uploadGate struct {
	mu        sync.Mutex
	perUser   map[string]int
	maxUser   int
	transfers chan struct{}
	loads     chan struct{}
}

func newUploadGate(l UploadLimits) *uploadGate {
	if l == (UploadLimits{}) {
		l = DefaultUploadLimits
	}
	return &uploadGate{perUser: map[string]int{}, maxUser: l.PerUser, transfers: make(chan struct{}, l.Transfers),
		loads: make(chan struct{}, l.Loads)}
}

// enter admits an upload by userID before its body is read, or refuses it
// at once: 429 when the account is already sending PerUser, 503 when the
// instance is receiving Transfers.
func (g *uploadGate) enter(userID string) (release func(), err error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.perUser[userID] >= g.maxUser {
		return nil, &vecino.Error{Code: vecino.ERATELIMITED, RetryAfter: 30 * time.Second,
			Message: "You are already sending reports. Wait until they have arrived, then send this one."}
	}
	select {
	case g.transfers <- struct{}{}:
	default:
		return nil, &vecino.Error{Code: vecino.EUNAVAILABLE, RetryAfter: 10 * time.Second,
			Message: "Many reports are arriving right now. Everything you entered is still here; try again in a few seconds."}
	}
	g.perUser[userID]++
	return func() {
		g.mu.Lock()
		defer g.mu.Unlock()
		<-g.transfers
		if g.perUser[userID]--; g.perUser[userID] <= 0 {
			delete(g.perUser, userID)
		}
	}, nil
}

// load reads the spooled files of f into memory inside a load slot, waiting
// for one as long as ctx allows; release frees the slot.
func (g *uploadGate) load(ctx context.Context, f *reportForm) (files [][]byte, release func(), err error) {
	select {
	case g.loads <- struct{}{}:
	case <-ctx.Done():
		return nil, nil, vecino.Errorf(vecino.EUNAVAILABLE, "The server is busy. Please try again in a moment.")
	}
	release = func() { <-g.loads }
	for _, sp := range f.files {
		b := make([]byte, sp.size)
		if _, err := sp.file.ReadAt(b, 0); err != nil {
			release()
			return nil, nil, err
		}
		files = append(files, b)
	}
	return files, release, nil
}

// spooled is one received photo part in an unlinked temporary file: it
// disappears when closed, or when the process dies.
type spooled struct {
	file *os.File
	size int64
}
