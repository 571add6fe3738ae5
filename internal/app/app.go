// Package app is Vecino's application layer: the workflows that span more
// than one store call, an email, an event or a file (filing a report, moving
// it through review, signing in, recovering a password, changing roles).
// It works over the domain's store interfaces (vecino.Store) and the small
// ports below; it knows nothing of HTTP or SQL. httpapi calls it, and
// cmd/vecino wires it.
package app

import (
	"context"
	"encoding/json"
	"log/slog"
	"runtime"
	"time"

	"github.com/google/uuid"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/chat"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/ratelimit"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Hasher hashes and checks passwords (auth.Hasher).
type Hasher interface {
	Hash(ctx context.Context, password string) (string, error)
	Verify(ctx context.Context, password, encoded string) (bool, error)
	// DummyHash is checked against when there is no account, so that an
	// unknown email costs the same as a wrong password.
	DummyHash() string
}

// Tokens issues and reads access tokens (auth.Tokens).
type Tokens interface {
	Issue(userID, familyID string) (string, time.Time, error)
	Parse(token string) (auth.Claims, error)
	// Sign and Verify make and check an HMAC of a message under the
	// server's secret (signed links: media, department updates, and the
	// links sent by email: unsubscribe, confirm a subscription, "is it fixed?").
	Sign(msg string) string
	Verify(msg, sig string) bool
}

// Deps are what the application needs from the rest of the program.
type Deps struct {
	Store  vecino.Store
	Hasher Hasher
	Tokens Tokens
	Mailer mail.Sender // nil logs emails
	// ConfirmSignups makes a new account confirm its email before its first
	// sign-in; main sets it when email can be sent (SMTP configured).
	ConfirmSignups bool
	Events         eventhub.Publisher // live updates to browsers
	Files          filestore.Store    // photos and documents
	Now            func() time.Time   // nil is time.Now
	// AppName and PublicURL go into emails and their links.
	AppName, PublicURL string
	// Counter holds the filing buckets (nil keeps them in memory); Quotas
	// are their sizes (zero is DefaultQuotas).
	Counter ratelimit.Counter
	Quotas  Quotas
	// Chat is the renter-protection assistant's content (nil: no assistant),
	// ChatResources the local resources it lists, and ChatLLM an optional
	// endpoint for free questions.
	Chat          *chat.Content
	ChatResources []chat.Resource
	ChatLLM       Answerer
	// Geocoder places reports filed with a typed address only (nil: staff
	// place them by hand).
	Geocoder Geocoder
	// Jobs is the durable job queue that emails go out through (the
	// outbox); nil sends them at once, tried once (tests without a queue).
	Jobs Enqueuer
	// Observe, when set, receives the duration of background work by name
	// ("photo_processing": one try of a photo's job), for the metrics.
	Observe func(name string, d time.Duration)
}

// Enqueuer adds jobs to the job queue (jobs.Queue).
type Enqueuer interface {
	Enqueue(ctx context.Context, jobs ...vecino.Job) error
}

// Geocoder turns an address into a point in the city's area; found is false
// when it knows no such place, err set when it did not answer.
type Geocoder interface {
	Geocode(ctx context.Context, address string) (lat, lng float64, found bool, err error)
}

// App runs the workflows. Its methods return *vecino.Error values for every
// outcome a caller can act on.
type App struct {
	Deps
	// imageSlots bounds concurrent photo processing (each takes ~60 MB).
	imageSlots chan struct{}
	nb         neighborhoods
	cards      cardCache // rendered share cards
}

// New returns the application over d.
func New(d Deps) *App {
	if d.Mailer == nil {
		d.Mailer = mail.LogSender{}
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Counter == nil {
		d.Counter = ratelimit.NewMemory()
	}
	if d.Quotas == (Quotas{}) {
		d.Quotas = DefaultQuotas
	}
	return &App{Deps: d, imageSlots: make(chan struct{}, max(1, runtime.NumCPU()))}
}

// publish tells every instance about a change; failures are logged, since
// the change itself is already stored.
func (a *App) publish(ctx context.Context, typ string, data any) {
	e := eventhub.Event{Type: typ}
	if data != nil {
		b, _ := json.Marshal(data)
		e.Data = string(b)
	}
	if err := a.Events.Publish(ctx, e); err != nil {
		slog.Error("publish event", "type", typ, "err", err)
	}
}

// accountChanged tells every instance that an account's sessions or
// standing changed (eventhub.AccountChanged), so that no session lookup or
// answer cached anywhere outlives the change.
func (a *App) accountChanged(ctx context.Context) { a.publish(ctx, eventhub.AccountChanged, nil) }

// reportUpdated tells every instance that a report changed in a way staff
// see (data: {id}, or none for several reports).
func (a *App) reportUpdated(ctx context.Context, id string) {
	var data any
	if id != "" {
		data = map[string]string{"id": id}
	}
	a.publish(ctx, "report.updated", data)
}

// sendMail sends m through the outbox: a job that retries until the mail
// server takes it, for about a day. Failures are logged without the body,
// which may hold a one-time link.
func (a *App) sendMail(m mail.Message) {
	if a.Jobs != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		job := vecino.SendEmail{ID: uuid.Must(uuid.NewV7()).String(), To: m.To, Subject: m.Subject, Body: m.Body}
		err := a.Jobs.Enqueue(ctx, job)
		if err == nil {
			return
		}
		slog.Error("queue email; sending it at once instead", "subject", m.Subject, "err", err)
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := a.Mailer.Send(ctx, m); err != nil {
			slog.Error("send email", "subject", m.Subject, "err", err)
		}
	}()
}

// link is an absolute address in the web app.
func (a *App) link(path string) string { return a.PublicURL + path }
