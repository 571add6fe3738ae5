package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/vecino"
)

// heartbeat keeps proxies from closing an idle event stream.
const heartbeat = 25 * time.Second

// live turns raw events from the hub into what browsers receive: on
// flags.updated it reads the flags once for this instance, and every stream
// evaluates that snapshot for its own user.
type live struct {
	flags  atomic.Pointer[[]vecino.Flag]
	out    *eventhub.Hub // what the streams subscribe to
	cancel context.CancelFunc
	done   chan struct{}
}

// startLive runs the dispatcher until Close.
func (s *Server) startLive(in *eventhub.Hub) {
	ctx, cancel := context.WithCancel(context.Background())
	s.live = &live{out: eventhub.New(), cancel: cancel, done: make(chan struct{})}
	sub := in.Subscribe()
	go func() {
		defer in.Unsubscribe(sub)
		for {
			select {
			case <-ctx.Done():
				close(s.live.done)
				return
			case e := <-sub.C:
				switch e.Type {
				case eventhub.AccountChanged:
					continue // for the caches only, not for browsers
				case "flags.updated":
					s.reloadFlags(ctx)
				}
				s.live.out.Publish(ctx, e) //nolint:errcheck
			}
		}
	}()
}

func (s *Server) reloadFlags(ctx context.Context) {
	flags, err := s.db.Flags(ctx)
	if err != nil {
		slog.Error("reload flags", "err", err)
		s.live.flags.Store(nil) // streams fall back to reading themselves
		return
	}
	s.live.flags.Store(&flags)
}

// snapshot returns the current flags, from the dispatcher's copy when it has one.
func (s *Server) snapshot(ctx context.Context) ([]vecino.Flag, error) {
	if f := s.live.flags.Load(); f != nil {
		return *f, nil
	}
	flags, err := s.db.Flags(ctx)
	if err == nil {
		s.live.flags.Store(&flags)
	}
	return flags, err
}

// Close ends every event stream; the HTTP server calls it on shutdown so
// that long-lived streams do not hold the shutdown up.
func (s *Server) Close() {
	s.live.cancel()
	<-s.live.done
}

// streamEvents is GET /api/events: a server-sent-event stream that starts
// with the caller's flags and then carries every change.
func (s *Server) streamEvents(w http.ResponseWriter, r *http.Request) error {
	rc := http.NewResponseController(w)
	if err := rc.SetWriteDeadline(time.Time{}); err != nil {
		return err
	}
	ctx := r.Context()
	u := userFrom(ctx)
	sub := s.live.out.Subscribe()
	defer s.live.out.Unsubscribe(sub)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	sendFlags := func() error {
		flags, err := s.snapshot(ctx)
		if err != nil {
			return err
		}
		return writeEvent(w, rc, "flags.updated", flagsFor(flags, u))
	}
	if err := sendFlags(); err != nil {
		return nil // the stream has started; the client reconnects
	}
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		var err error
		select {
		case <-ctx.Done():
			return nil
		case <-s.live.done:
			return nil
		case <-tick.C:
			_, err = fmt.Fprint(w, ": ping\n\n")
			if err == nil {
				err = rc.Flush()
			}
		case e := <-sub.C:
			switch {
			case e.Type == "flags.updated":
				err = sendFlags()
			case u.IsStaff():
				err = writeEvent(w, rc, e.Type, json.RawMessage(orNull(e.Data)))
			}
		}
		if err != nil {
			return nil
		}
	}
}

func orNull(s string) string {
	if s == "" {
		return "null"
	}
	return s
}

func writeEvent(w http.ResponseWriter, rc *http.ResponseController, name string, data any) error {
	b, err := json.Marshal(data)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", name, b); err != nil {
		return err
	}
	return rc.Flush()
}
