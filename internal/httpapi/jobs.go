package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/vecino"
)

// JobQueue is the job queue as owners see it (jobs.Queue).
type JobQueue interface {
	Overview(ctx context.Context, limit int) (*jobs.Overview, error)
	Retry(ctx context.Context, id int64) error
}

// listJobs is GET /api/owner/jobs: how many jobs of each kind are in each
// state, and the latest 100 not completed with their errors.
func (s *Server) listJobs(w http.ResponseWriter, r *http.Request) error {
	if s.jobs == nil {
		return vecino.Errorf(vecino.EUNAVAILABLE, "The job queue is not running.")
	}
	o, err := s.jobs.Overview(r.Context(), 100)
	return reply(w, o, err)
}

// retryJob is POST /api/owner/jobs/{id}/retry: run a failed or waiting job now.
func (s *Server) retryJob(w http.ResponseWriter, r *http.Request) error {
	if s.jobs == nil {
		return vecino.Errorf(vecino.EUNAVAILABLE, "The job queue is not running.")
	}
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		return vecino.Errorf(vecino.ENOTFOUND, "Job not found.")
	}
	err = s.jobs.Retry(r.Context(), id)
	if errors.Is(err, jobs.ErrNoJob) {
		return vecino.Errorf(vecino.ENOTFOUND, "Job not found.")
	}
	return noContent(w, err)
}
