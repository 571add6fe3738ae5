package app

import (
	"context"
	"errors"
	"runtime"

	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/vecino"
)

// photoTries is how often a photo's processing is tried before it is
// marked failed: the waits between tries add up to about 4.5 hours, enough
// for a photo store that is down for a while.
const photoTries = 10

// RegisterJobs says which workflow does each kind of job, on which queue.
func (a *App) RegisterJobs(reg *jobs.Registry) {
	// Processing a photo takes one core for one to two seconds: about one
	// at a time per core, so that a burst of uploads waits in the queue
	// instead of starving the requests.
	reg.Queue("photos", runtime.NumCPU())
	jobs.Handle(reg, "photos", photoTries, func(ctx context.Context, j vecino.ProcessPhoto, t jobs.Try) error {
		err := a.ProcessPhoto(ctx, j.PhotoID, j.Blur, t.Last())
		if errors.Is(err, ErrUnprocessable) {
			return jobs.Permanent(err)
		}
		return err
	})
}
