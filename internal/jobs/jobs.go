// Package jobs is the one place for background work: a durable queue kept
// in the app's own database (SQLite or PostgreSQL) by River. A job is added
// in the same transaction as the write that calls for it (EnqueueTx), so it
// exists exactly when that write does; it survives restarts and kill -9
// (a job a dead process was running is rescued and tried again), is retried
// with backoff, and every instance on one database shares the queue.
//
// The domain names the work (vecino.Job: a kind and its JSON arguments);
// cmd/vecino says who does it (Handle) and starts the queue.
package jobs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Timings of the queue. A job runs at most jobTimeout; one still marked
// running rescueAfter after it started (its process died) is tried again.
const (
	jobTimeout  = time.Minute
	rescueAfter = 2 * time.Minute
)

// Try is which attempt of a job this is: a handler that fails on the last
// one records the failure for people to see.
type Try struct{ Attempt, MaxAttempts int }

// Last reports whether no attempt follows this one if it fails.
func (t Try) Last() bool { return t.Attempt >= t.MaxAttempts }

// Permanent marks an error that no retry can mend (a photo that cannot be
// decoded): the job ends at once, cancelled, with the error recorded.
func Permanent(err error) error { return river.JobCancel(err) }

// kind is how jobs of one kind are queued.
type kind struct {
	queue       string
	maxAttempts int
}

// Registry collects the handlers and queues before the queue is opened.
type Registry struct {
	workers  *river.Workers
	kinds    map[string]kind
	queues   map[string]river.QueueConfig
	periodic []periodic
	// PollInterval is how often each instance looks for new jobs (zero:
	// half a second). Tests shorten it.
	PollInterval time.Duration
	// RetryDelay, when set, is the wait after a job's failed attempt
	// (zero: River's attempt⁴ seconds). Tests shorten it.
	RetryDelay func(attempt int) time.Duration
	// Timeout bounds one try of a job (zero: a minute), and RescueAfter
	// is how long a job stays marked running after its process died
	// before it is tried again (zero: two minutes; at least Timeout).
	Timeout, RescueAfter time.Duration
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{workers: river.NewWorkers(), kinds: map[string]kind{}, queues: map[string]river.QueueConfig{}}
}

// Queue declares a queue that runs at most workers jobs at once in each
// instance.
func (r *Registry) Queue(name string, workers int) {
	r.queues[name] = river.QueueConfig{MaxWorkers: max(1, workers)}
}

// Handle says that fn does the jobs of T's kind, on queue (declared with
// Queue), tried at most maxAttempts times with growing waits between tries
// (1 s, 16 s, 81 s, 4 min, 10 min, … : attempt⁴ seconds).
func Handle[T vecino.Job](r *Registry, queue string, maxAttempts int, fn func(context.Context, T, Try) error) {
	var zero T
	r.kinds[zero.Kind()] = kind{queue: queue, maxAttempts: maxAttempts}
	river.AddWorker(r.workers, river.WorkFunc(func(ctx context.Context, job *river.Job[T]) error {
		return fn(ctx, job.Args, Try{Attempt: job.Attempt, MaxAttempts: job.MaxAttempts})
	}))
}

// periodic is a job added every interval.
type periodic struct {
	every time.Duration
	job   vecino.Job
}

// Periodic adds job (of a kind given to Handle) every interval, once across
// every instance on the database (River's leader adds it), first at start.
func (r *Registry) Periodic(every time.Duration, job vecino.Job) {
	r.periodic = append(r.periodic, periodic{every: every, job: job})
}

// Queue is the open job queue.
type Queue struct {
	client *river.Client[*sql.Tx]
	db     *sql.DB
	kinds  map[string]kind
	works  bool
}

// driver is River's driver for db: both speak database/sql, so a job is
// added inside the app's own *sql.Tx on either database.
func driver(db *sql.DB, dialect string) (riverdriver.Driver[*sql.Tx], error) {
	switch dialect {
	case "sqlite":
		return riversqlite.New(db), nil
	case "postgres":
		return riverdatabasesql.New(db), nil
	}
	return nil, fmt.Errorf("jobs: unknown database dialect %q", dialect)
}

// migrationLockID is the PostgreSQL advisory lock that keeps instances
// started at once from migrating River's tables together.
const migrationLockID = 72610002

// Migrate creates or upgrades River's tables (river_job, river_leader,
// river_queue, river_migration; river_notification on SQLite) beside the
// app's; it records its own versions, so running it again is a no-op.
func Migrate(ctx context.Context, db *sql.DB, dialect string) error {
	drv, err := driver(db, dialect)
	if err != nil {
		return err
	}
	if dialect == "postgres" {
		conn, err := db.Conn(ctx)
		if err != nil {
			return err
		}
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock($1)", migrationLockID); err != nil {
			return fmt.Errorf("jobs: lock migrations: %w", err)
		}
		defer conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock($1)", migrationLockID) //nolint:errcheck
	}
	m, err := rivermigrate.New(drv, &rivermigrate.Config{Logger: quietLogger()})
	if err != nil {
		return err
	}
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("jobs: migrate: %w", err)
	}
	return nil
}

// Open opens the queue on db (already migrated). With a registry that has
// handlers, Start works the jobs; without one (nil), the queue only adds
// jobs, for commands and tests that do no work.
func Open(db *sql.DB, dialect string, reg *Registry) (*Queue, error) {
	drv, err := driver(db, dialect)
	if err != nil {
		return nil, err
	}
	q := &Queue{db: db, kinds: map[string]kind{}}
	cfg := &river.Config{
		JobTimeout:           jobTimeout,
		RescueStuckJobsAfter: rescueAfter,
		Logger:               quietLogger(),
		// Without LISTEN/NOTIFY on either database (SQLite has none; on
		// PostgreSQL it would hold a connection outside the pool), a new job
		// waits at most a poll.
		PollOnly:          true,
		FetchPollInterval: 500 * time.Millisecond,
		FetchCooldown:     50 * time.Millisecond,
	}
	if reg != nil && len(reg.queues) > 0 {
		cfg.Queues, cfg.Workers, q.kinds, q.works = reg.queues, reg.workers, reg.kinds, true
		for _, p := range reg.periodic {
			k := reg.kinds[p.job.Kind()]
			opts := &river.InsertOpts{Queue: k.queue, MaxAttempts: k.maxAttempts}
			cfg.PeriodicJobs = append(cfg.PeriodicJobs, river.NewPeriodicJob(river.PeriodicInterval(p.every),
				func() (river.JobArgs, *river.InsertOpts) { return p.job, opts }, &river.PeriodicJobOpts{RunOnStart: true}))
		}
		if reg.PollInterval > 0 {
			cfg.FetchPollInterval = reg.PollInterval
			cfg.FetchCooldown = min(cfg.FetchCooldown, reg.PollInterval)
		}
		if reg.RetryDelay != nil {
			cfg.RetryPolicy = retryPolicy(reg.RetryDelay)
		}
		if reg.Timeout > 0 {
			cfg.JobTimeout = reg.Timeout
		}
		if reg.RescueAfter > 0 {
			cfg.RescueStuckJobsAfter = reg.RescueAfter
		}
	}
	if q.client, err = river.NewClient(drv, cfg); err != nil {
		return nil, err
	}
	return q, nil
}

// retryPolicy waits its function's delay after each failed attempt.
type retryPolicy func(attempt int) time.Duration

func (p retryPolicy) NextRetry(job *rivertype.JobRow) time.Time {
	return time.Now().Add(p(job.Attempt))
}

// quietLogger is the app's logger from Warn up: River reports each leader
// election and maintenance pass at Info.
func quietLogger() *slog.Logger {
	return slog.New(minLevel{slog.Default().Handler(), slog.LevelWarn})
}

type minLevel struct {
	slog.Handler
	level slog.Level
}

func (m minLevel) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= m.level && m.Handler.Enabled(ctx, l)
}

// Start works jobs until Stop; a queue without handlers does nothing.
func (q *Queue) Start(ctx context.Context) error {
	if !q.works {
		return nil
	}
	return q.client.Start(ctx)
}

// Stop lets running jobs finish (until ctx ends; a job cut short is tried
// again later) and stops fetching new ones.
func (q *Queue) Stop(ctx context.Context) error {
	if !q.works {
		return nil
	}
	return q.client.Stop(ctx)
}

// EnqueueTx adds jobs inside tx: they run once tx commits, and never if it
// rolls back.
func (q *Queue) EnqueueTx(ctx context.Context, tx *sql.Tx, jobs ...vecino.Job) error {
	if len(jobs) == 0 {
		return nil
	}
	_, err := q.client.InsertManyTx(ctx, tx, q.params(jobs))
	return err
}

// Enqueue adds jobs in a transaction of their own.
func (q *Queue) Enqueue(ctx context.Context, jobs ...vecino.Job) error {
	if len(jobs) == 0 {
		return nil
	}
	_, err := q.client.InsertMany(ctx, q.params(jobs))
	return err
}

func (q *Queue) params(jobs []vecino.Job) []river.InsertManyParams {
	out := make([]river.InsertManyParams, len(jobs))
	for i, j := range jobs {
		out[i] = river.InsertManyParams{Args: j}
		if k, ok := q.kinds[j.Kind()]; ok {
			out[i].InsertOpts = &river.InsertOpts{Queue: k.queue, MaxAttempts: k.maxAttempts}
		}
	}
	return out
}

// Count is how many jobs of a kind are in a state.
type Count struct {
	Kind  string `json:"kind"`
	State string `json:"state"`
	Count int    `json:"count"`
}

// JobView is what operators see of a job.
type JobView struct {
	ID          int64                    `json:"id"`
	Kind        string                   `json:"kind"`
	Queue       string                   `json:"queue"`
	State       string                   `json:"state"`
	Attempt     int                      `json:"attempt"`
	MaxAttempts int                      `json:"max_attempts"`
	CreatedAt   time.Time                `json:"created_at"`
	ScheduledAt time.Time                `json:"scheduled_at"`
	FinalizedAt *time.Time               `json:"finalized_at"`
	Errors      []rivertype.AttemptError `json:"errors"`
}

// Overview is the queue as operators see it: how many jobs of each kind are
// in each state, and the latest jobs not completed, newest first.
type Overview struct {
	Counts []Count   `json:"counts"`
	Jobs   []JobView `json:"jobs"`
}

// Overview reads the counts and up to limit jobs that are not completed.
func (q *Queue) Overview(ctx context.Context, limit int) (*Overview, error) {
	rows, err := q.db.QueryContext(ctx, `SELECT kind, state, COUNT(*) FROM river_job GROUP BY kind, state ORDER BY kind, state`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := &Overview{Counts: []Count{}, Jobs: []JobView{}}
	for rows.Next() {
		var c Count
		if err := rows.Scan(&c.Kind, &c.State, &c.Count); err != nil {
			return nil, err
		}
		out.Counts = append(out.Counts, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	res, err := q.client.JobList(ctx, river.NewJobListParams().
		States(rivertype.JobStateAvailable, rivertype.JobStateScheduled, rivertype.JobStateRunning, rivertype.JobStateRetryable,
			rivertype.JobStateCancelled, rivertype.JobStateDiscarded, rivertype.JobStatePending).
		OrderBy(river.JobListOrderByID, river.SortOrderDesc).First(limit))
	if err != nil {
		return nil, err
	}
	for _, j := range res.Jobs {
		errs := make([]rivertype.AttemptError, len(j.Errors))
		for i, e := range j.Errors {
			e.Error = strings.TrimPrefix(e.Error, "JobCancelError: ") // Permanent's wrapping
			errs[i] = e
		}
		out.Jobs = append(out.Jobs, JobView{ID: j.ID, Kind: j.Kind, Queue: j.Queue, State: string(j.State), Attempt: j.Attempt,
			MaxAttempts: j.MaxAttempts, CreatedAt: j.CreatedAt, ScheduledAt: j.ScheduledAt, FinalizedAt: j.FinalizedAt, Errors: errs})
	}
	return out, nil
}

// ErrNoJob is returned by Retry for an id that names no job.
var ErrNoJob = errors.New("jobs: no such job")

// Retry makes job id available to run now (a failed, cancelled or waiting
// job); a job running or completed is left as it is.
func (q *Queue) Retry(ctx context.Context, id int64) error {
	_, err := q.client.JobRetry(ctx, id)
	if errors.Is(err, rivertype.ErrNotFound) {
		return ErrNoJob
	}
	return err
}

// QueueCount is how many jobs of a kind on a queue are in a state.
type QueueCount struct {
	Queue, Kind, State string
	Count              int
}

// Counts returns how many jobs are in each state that is not completed,
// by queue and kind: the queue's depth and its failures (discarded,
// cancelled), for the metrics. Completed jobs, the bulk of the table until
// River prunes them, are not read: River's index on state serves the query.
func (q *Queue) Counts(ctx context.Context) ([]QueueCount, error) {
	rows, err := q.db.QueryContext(ctx, `SELECT queue, kind, state, COUNT(*) FROM river_job
		WHERE state IN ('available', 'scheduled', 'running', 'retryable', 'discarded', 'cancelled', 'pending')
		GROUP BY queue, kind, state`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []QueueCount{}
	for rows.Next() {
		var c QueueCount
		if err := rows.Scan(&c.Queue, &c.Kind, &c.State, &c.Count); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// OnFailure calls fn (from a goroutine of its own) for every failed try
// of a job this instance works: final when no try follows (the job is
// discarded, or cancelled by Permanent). It returns a function that stops
// the calls. A queue without handlers never calls fn.
func (q *Queue) OnFailure(fn func(queue, kind string, final bool)) (stop func()) {
	if !q.works {
		return func() {}
	}
	events, cancel := q.client.Subscribe(river.EventKindJobFailed, river.EventKindJobCancelled)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			case e, ok := <-events:
				if !ok {
					return
				}
				if e.Job != nil {
					final := e.Kind == river.EventKindJobCancelled || e.Job.State == rivertype.JobStateDiscarded
					fn(e.Job.Queue, e.Job.Kind, final)
				}
			}
		}
	}()
	return func() {
		close(done)
		cancel()
	}
}
