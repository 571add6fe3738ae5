package app

import (
	"context"
	"log/slog"
	"slices"
	"strings"

	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/vecino"
)

// Move is a requested transition: to a status, from the one the caller
// expects the report to be in (a compare-and-set).
type Move struct {
	To             vecino.Status `json:"to"`
	ReasonCode     string        `json:"reason_code"`
	Note           string        `json:"note"`
	ExpectedStatus vecino.Status `json:"expected_status"`
}

// Transition checks and makes one move by the workflow table, then tells
// browsers and, on a decision, the reporter. If someone else moved the
// report first, ECONFLICT.
func (a *App) Transition(ctx context.Context, u *vecino.User, id string, m Move) (*vecino.Report, error) {
	if m.ExpectedStatus == "" {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "Say which status you expect the report to be in.",
			Fields: map[string]string{"expected_status": vecino.FieldRequired}}
	}
	t := vecino.Transition{From: m.ExpectedStatus, To: m.To, ReasonCode: m.ReasonCode, Note: strings.TrimSpace(m.Note)}
	if err := vecino.CheckTransition(t, u.Roles); err != nil {
		return nil, err
	}
	if m.To == vecino.StatusApproved {
		// A street report is public on the map once approved: it needs its
		// point. Private (renter-protection) reports are never mapped.
		rep, err := a.Store.ReportByID(ctx, id)
		if err != nil {
			return nil, err
		}
		cat, _ := vecino.CategoryBySlug(rep.Category)
		private := cat != nil && cat.Private
		if !private && (rep.Latitude == nil || rep.Longitude == nil) {
			return nil, &vecino.Error{Code: vecino.EINVALID, Message: "Place the report on the map before approving it.",
				Fields: map[string]string{"location": vecino.FieldRequired}}
		}
		// Nothing goes public before its photos are processed and a person
		// has looked at what the public will see.
		if err := rep.CheckPublishable(); err != nil {
			return nil, err
		}
	}
	from := m.ExpectedStatus
	var then []vecino.Job
	if m.To == vecino.StatusApproved {
		then = append(then, deliveryJob(id)) // to the department that fixes it
	}
	if err := a.Store.ChangeStatus(ctx, vecino.Event{ReportID: id, ActorID: &u.ID, FromStatus: &from, ToStatus: m.To,
		ReasonCode: t.ReasonCode, Note: t.Note}, then...); err != nil {
		return nil, err
	}
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	a.publish(ctx, "report.status_changed", map[string]string{"id": id, "from": string(from), "to": string(m.To)})
	if m.To == vecino.StatusApproved || m.To == vecino.StatusRejected {
		a.notifyReporter(ctx, rep, t)
	}
	return rep, nil
}

// notifyReporter emails the reporter about a decision, in their language,
// unless the owners switched email notifications off. A request filed
// through Open311 has no resident to tell: its system reads the status.
func (a *App) notifyReporter(ctx context.Context, rep *vecino.Report, t vecino.Transition) {
	if rep.Origin == vecino.OriginOpen311 {
		return
	}
	if f, err := a.Store.Flag(ctx, "email_notifications"); err != nil || !f.Enabled {
		return
	}
	u, err := a.Store.UserByID(ctx, rep.ReporterID)
	if err != nil || u.Disabled {
		return
	}
	a.sendMail(mail.StatusChanged(u.PreferredLanguage, a.AppName, u.Email, string(t.To), t.ReasonCode, t.Note,
		a.link("/dashboard/violations/"+rep.ID), mail.AboutReport(u.PreferredLanguage, rep)))
}

// BulkTransition makes the same move for 1 to 100 reports, each its own
// compare-and-set, and says what happened to each ("ok" or an error code),
// so that one conflict does not undo the rest. A move refused for the
// request itself (invalid, forbidden) refuses the whole request.
func (a *App) BulkTransition(ctx context.Context, u *vecino.User, ids []string, m Move) (map[string]string, error) {
	if len(ids) == 0 || len(ids) > 100 {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "Choose 1 to 100 reports.", Fields: map[string]string{"ids": vecino.FieldOutOfRange}}
	}
	results := make(map[string]string, len(ids))
	for _, id := range ids {
		_, err := a.Transition(ctx, u, id, m)
		switch vecino.ErrorCode(err) {
		case vecino.EINVALID, vecino.EFORBIDDEN, vecino.EINTERNAL:
			return nil, err
		case "":
			results[id] = "ok"
		default:
			results[id] = vecino.ErrorCode(err)
		}
	}
	return results, nil
}

// Resolve marks an approved report fixed or not, with a note.
func (a *App) Resolve(ctx context.Context, u *vecino.User, id string, resolved *bool, note string) (*vecino.Report, error) {
	note = strings.TrimSpace(note)
	fe := vecino.FieldErrors{}
	if resolved == nil {
		fe.Add("resolved", vecino.FieldRequired)
	}
	vecino.CheckLength(fe, "note", note, 0, vecino.MaxNote)
	if err := fe.Err(); err != nil {
		return nil, err
	}
	if err := a.Store.SetResolved(ctx, id, *resolved, note, u.ID); err != nil {
		return nil, err
	}
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	a.publish(ctx, "report.status_changed", map[string]string{"id": rep.ID, "from": "approved", "to": "approved"})
	if *resolved {
		// The resolution is stored: a failure to queue the emails is logged,
		// and resolving again (or a retry) sends only what was not sent.
		if err := a.NotifyFollowers(ctx, rep.ID, NoticeResolved, note); err != nil {
			slog.ErrorContext(ctx, "tell followers a report was resolved", "report", rep.ID, "err", err)
		}
	}
	return rep, nil
}

// EventView is one entry of a report's history as its reader may see it.
type EventView struct {
	vecino.Event
	ActorName string `json:"actor_name,omitempty"`
	// Kind is "note" for an internal note (staff only: from and to are
	// the report's status when the history was read, note is its text).
	Kind string `json:"kind,omitempty"`
}

// ReportEvents is a report's history: staff see who did what; its reporter
// sees the moves and reasons, not staff names; anyone else gets ENOTFOUND.
func (a *App) ReportEvents(ctx context.Context, u *vecino.User, id string) ([]EventView, error) {
	rep, err := a.Store.ReportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	staff := u.IsStaff()
	if !staff && rep.ReporterID != u.ID {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	events, err := a.Store.Events(ctx, rep.ID)
	if err != nil {
		return nil, err
	}
	out := make([]EventView, len(events))
	names := map[string]string{}
	for i, ev := range events {
		out[i] = EventView{Event: ev}
		if !staff {
			out[i].ActorID = nil
			continue
		}
		if ev.ActorID != nil {
			if _, ok := names[*ev.ActorID]; !ok {
				if actor, err := a.Store.UserByID(ctx, *ev.ActorID); err == nil {
					names[*ev.ActorID] = actor.FullName
				}
			}
			out[i].ActorName = names[*ev.ActorID]
		}
	}
	if !staff {
		return out, nil
	}
	// Staff read the internal notes in the history, in time order.
	notes, err := a.Store.Notes(ctx, rep.ID)
	if err != nil {
		return nil, err
	}
	for _, n := range notes {
		status := rep.Status
		out = append(out, EventView{Event: vecino.Event{ID: n.ID, ReportID: n.ReportID, ActorID: n.AuthorID, FromStatus: &status, ToStatus: status,
			Note: n.Body, CreatedAt: n.CreatedAt}, ActorName: n.AuthorName, Kind: "note"})
	}
	slices.SortStableFunc(out, func(a, b EventView) int { return a.CreatedAt.Compare(b.CreatedAt) })
	return out, nil
}
