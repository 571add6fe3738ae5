package app

import (
	"context"
	"slices"
	"time"

	"github.com/vecino-city/vecino/internal/vecino"
)

// claimable are the statuses whose reports wait for a person: claims are
// for the screening and pending queues.
var claimable = []vecino.Status{vecino.StatusScreening, vecino.StatusPending}

// ClaimReport gives a report in a queue to u ("assign to me") for
// vecino.ClaimTimeout or until its next decision; ECONFLICT while another
// staff member's claim holds. Every staff browser hears report.claimed.
func (a *App) ClaimReport(ctx context.Context, u *vecino.User, id string) (*vecino.Claim, error) {
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(claimable, rep.Status) {
		return nil, vecino.Errorf(vecino.ECONFLICT, "Only reports waiting for screening or review can be claimed.")
	}
	now := a.Now().UTC().Truncate(time.Microsecond) // as stored
	if err := a.Store.ClaimReport(ctx, id, u.ID, now, now.Add(-vecino.ClaimTimeout)); err != nil {
		return nil, err
	}
	a.publish(ctx, "report.claimed", map[string]string{"id": id})
	c := vecino.Claim{UserID: u.ID, UserName: u.FullName, ClaimedAt: now, ExpiresAt: now.Add(vecino.ClaimTimeout)}
	return &c, nil
}

// ReleaseClaim gives back u's claim of a report (nothing when u holds none).
func (a *App) ReleaseClaim(ctx context.Context, u *vecino.User, id string) error {
	if _, err := a.Store.ReportByID(ctx, id); err != nil {
		return err
	}
	if err := a.Store.ReleaseClaim(ctx, id, u.ID); err != nil {
		return err
	}
	a.publish(ctx, "report.claimed", map[string]string{"id": id})
	return nil
}

// Claims are the live claims of reports.
func (a *App) Claims(ctx context.Context, ids []string) (map[string]vecino.Claim, error) {
	return a.Store.Claims(ctx, ids, a.Now().Add(-vecino.ClaimTimeout))
}

// AddNote adds an internal note to a report: staff read it in the report's
// history; its reporter never sees it.
func (a *App) AddNote(ctx context.Context, u *vecino.User, id, body string) (*vecino.Note, error) {
	body, err := vecino.CleanNote(body)
	if err != nil {
		return nil, err
	}
	if _, err := a.Store.ReportByID(ctx, id); err != nil {
		return nil, err
	}
	n := &vecino.Note{ReportID: id, AuthorID: &u.ID, AuthorName: u.FullName, Body: body}
	if err := a.Store.AddNote(ctx, n); err != nil {
		return nil, err
	}
	a.publish(ctx, "report.note_added", map[string]string{"id": id})
	return n, nil
}

// ReplyTemplates are every template, for the admin page and the decision form.
func (a *App) ReplyTemplates(ctx context.Context) ([]vecino.ReplyTemplate, error) {
	return a.Store.ReplyTemplates(ctx, "")
}

// ReportTemplates are the templates in the language of the report's
// reporter (the app's default language when theirs has none), so that
// what staff put into a rejection's note is in the language the reporter
// reads.
func (a *App) ReportTemplates(ctx context.Context, id string) (string, []vecino.ReplyTemplate, error) {
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil {
		return "", nil, err
	}
	lang := vecino.Languages[0]
	if reporter, err := a.Store.UserByID(ctx, rep.ReporterID); err == nil && vecino.ValidLanguage(reporter.PreferredLanguage) {
		lang = reporter.PreferredLanguage
	}
	ts, err := a.Store.ReplyTemplates(ctx, lang)
	return lang, ts, err
}

// SaveReplyTemplate creates t (t.ID empty) or rewrites it.
func (a *App) SaveReplyTemplate(ctx context.Context, u *vecino.User, t vecino.ReplyTemplate) (*vecino.ReplyTemplate, error) {
	if err := t.Clean(); err != nil {
		return nil, err
	}
	t.UpdatedBy = &u.ID
	var err error
	if t.ID == "" {
		err = a.Store.CreateReplyTemplate(ctx, &t)
	} else {
		err = a.Store.UpdateReplyTemplate(ctx, &t)
	}
	return &t, err
}

// DeleteReplyTemplate removes a template.
func (a *App) DeleteReplyTemplate(ctx context.Context, id string) error {
	return a.Store.DeleteReplyTemplate(ctx, id)
}
