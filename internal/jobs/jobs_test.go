package jobs_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// note is a test job: it records its text, failing while fail says so.
type note struct {
	Text string `json:"text"`
}

func (note) Kind() string { return "test_note" }

type recorder struct {
	mu    sync.Mutex
	seen  map[string][]jobs.Try
	fails map[string]error // the error each text fails with, until removed
	done  chan string
}

func (r *recorder) work(_ context.Context, n note, t jobs.Try) error {
	r.mu.Lock()
	r.seen[n.Text] = append(r.seen[n.Text], t)
	err := r.fails[n.Text]
	r.mu.Unlock()
	if err == nil {
		r.done <- n.Text
	}
	return err
}

func open(t *testing.T, db *sqlstore.DB, r *recorder) *jobs.Queue {
	reg := jobs.NewRegistry()
	reg.PollInterval = 20 * time.Millisecond
	reg.Queue("notes", 2)
	jobs.Handle(reg, "notes", 3, r.work)
	q, err := jobs.Open(db.SQL(), string(db.Dialect), reg)
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		q.Stop(ctx) //nolint:errcheck
	})
	return q
}

func waitFor(t *testing.T, r *recorder, text string) {
	t.Helper()
	for {
		select {
		case got := <-r.done:
			if got == text {
				return
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("job %q not done after 30 s", text)
		}
	}
}

// A job added in a transaction runs once the transaction commits, and never
// when it rolls back; a failing job is tried again, and a permanent failure
// ends it; operators see the counts and the failures, and can retry.
func TestQueue(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		r := &recorder{seen: map[string][]jobs.Try{}, fails: map[string]error{}, done: make(chan string, 16)}
		r.fails["flaky"] = errors.New("the mail server is down")
		r.fails["hopeless"] = jobs.Permanent(errors.New("not a photo"))
		q := open(t, db, r)

		for _, commit := range []bool{false, true} {
			tx, err := db.SQL().BeginTx(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			text := "rolled back"
			if commit {
				text = "committed"
			}
			if err := q.EnqueueTx(ctx, tx, note{Text: text}); err != nil {
				t.Fatal(err)
			}
			if commit {
				err = tx.Commit()
			} else {
				err = tx.Rollback()
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		waitFor(t, r, "committed")

		if err := q.Enqueue(ctx, note{Text: "flaky"}, note{Text: "hopeless"}); err != nil {
			t.Fatal(err)
		}
		// The flaky job's first try fails; its second comes after a second.
		deadline := time.Now().Add(20 * time.Second)
		for {
			r.mu.Lock()
			tries := len(r.seen["flaky"])
			r.mu.Unlock()
			if tries >= 1 || time.Now().After(deadline) {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		r.mu.Lock()
		delete(r.fails, "flaky")
		r.mu.Unlock()
		waitFor(t, r, "flaky")

		r.mu.Lock()
		if len(r.seen["rolled back"]) != 0 {
			t.Errorf("a job added in a rolled-back transaction ran")
		}
		if f := r.seen["flaky"]; len(f) != 2 || f[0] != (jobs.Try{Attempt: 1, MaxAttempts: 3}) || f[1].Attempt != 2 || f[1].Last() {
			t.Errorf("flaky job's tries = %+v, want attempts 1 and 2 of 3", f)
		}
		if h := r.seen["hopeless"]; len(h) != 1 {
			t.Errorf("a permanently failing job was tried %d times, want once", len(h))
		}
		r.mu.Unlock()

		// Completion is recorded a moment after the work (in batches).
		var o *jobs.Overview
		counts := map[string]int{}
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			var err error
			if o, err = q.Overview(ctx, 100); err != nil {
				t.Fatal(err)
			}
			clear(counts)
			for _, c := range o.Counts {
				counts[c.Kind+"/"+c.State] = c.Count
			}
			if counts["test_note/completed"] == 2 {
				break
			}
		}
		if counts["test_note/completed"] != 2 || counts["test_note/cancelled"] != 1 {
			t.Errorf("counts = %v, want 2 completed and 1 cancelled", counts)
		}
		if len(o.Jobs) != 1 || o.Jobs[0].State != "cancelled" || len(o.Jobs[0].Errors) != 1 || o.Jobs[0].Errors[0].Error != "not a photo" {
			t.Fatalf("jobs not completed = %+v, want the cancelled one with its error", o.Jobs)
		}

		// Retried by an operator once its cause is mended, it runs again.
		r.mu.Lock()
		delete(r.fails, "hopeless")
		r.mu.Unlock()
		if err := q.Retry(ctx, o.Jobs[0].ID); err != nil {
			t.Fatal(err)
		}
		waitFor(t, r, "hopeless")
		if err := q.Retry(ctx, 987654321); !errors.Is(err, jobs.ErrNoJob) {
			t.Errorf("retry of no job = %v, want ErrNoJob", err)
		}
	})
}
