package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/sqlstore"
)

// jobTimings, when set, replace the queue's timeout and rescue delay: the
// fault tests shorten them to see jobs cut by kill -9 tried again quickly.
var jobTimings struct{ timeout, rescueAfter time.Duration }

// startJobs opens the job queue on db, hands it to the store (whose writes
// add jobs in their own transactions) and starts working it.
func startJobs(ctx context.Context, db *sqlstore.DB, a *app.App) (*jobs.Queue, error) {
	reg := jobs.NewRegistry()
	a.RegisterJobs(reg)
	reg.Timeout, reg.RescueAfter = jobTimings.timeout, jobTimings.rescueAfter
	q, err := jobs.Open(db.SQL(), string(db.Dialect), reg)
	if err != nil {
		return nil, err
	}
	db.SetEnqueuer(q)
	if err := q.Start(context.WithoutCancel(ctx)); err != nil {
		return nil, err
	}
	return q, nil
}

// stopJobs lets running jobs finish for a while; a job cut short is tried
// again by the next instance to start.
func stopJobs(q *jobs.Queue) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := q.Stop(ctx); err != nil {
		slog.Warn("job queue stopped before its jobs finished", "err", err)
	}
}
