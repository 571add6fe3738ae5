package app

import (
	"context"
	"errors"
	"runtime"
	"time"

	"log/slog"

	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/vecino"
)

// photoTries is how often a photo's processing is tried before it is
// marked failed: the waits between tries add up to about 4.5 hours, enough
// for a photo store that is down for a while.
const photoTries = 10

// emailTries is how often an email is tried: the waits between tries add
// up to about 25 hours, so a mail server down for a day loses nothing.
const emailTries = 14

// RegisterJobs says which workflow does each kind of job, on which queue.
func (a *App) RegisterJobs(reg *jobs.Registry) {
	reg.Queue("email", 2)
	jobs.Handle(reg, "email", emailTries, func(ctx context.Context, j vecino.SendEmail, t jobs.Try) error {
		err := a.Mailer.Send(ctx, mail.Message{ID: j.ID, To: j.To, Subject: j.Subject, Body: j.Body,
			Unsubscribe: j.Unsubscribe, UnsubscribeMailto: j.UnsubscribeMailto})
		if err != nil && t.Last() {
			slog.ErrorContext(ctx, "email given up after its last try", "subject", j.Subject, "err", err)
		}
		return err
	})
	// Processing a photo takes one core for one to two seconds: about one
	// at a time per core, so that a burst of uploads waits in the queue
	// instead of starving the requests.
	reg.Queue("photos", runtime.NumCPU())
	jobs.Handle(reg, "photos", photoTries, func(ctx context.Context, j vecino.ProcessPhoto, t jobs.Try) error {
		start := time.Now()
		err := a.ProcessPhoto(ctx, j.PhotoID, j.Blur, t.Last())
		if a.Observe != nil {
			a.Observe("photo_processing", time.Since(start))
		}
		if errors.Is(err, ErrUnprocessable) {
			return jobs.Permanent(err)
		}
		return err
	})
	// Deliveries to departments: an email handed to the outbox, or a
	// request filed in a city's 311 system, retried for about a day.
	reg.Queue("delivery", 2)
	jobs.Handle(reg, "delivery", deliveryTries, func(ctx context.Context, j vecino.DeliverReport, t jobs.Try) error {
		return a.Deliver(ctx, j, t)
	})
	jobs.Handle(reg, "delivery", 1, func(ctx context.Context, _ vecino.PollDepartments, _ jobs.Try) error {
		return a.PollDepartments(ctx)
	})
	reg.Periodic(pollEvery, vecino.PollDepartments{})
}
