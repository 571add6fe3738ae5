package app

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/open311client"
	"github.com/vecino-city/vecino/internal/vecino"
)

// updateMessage is what a department's link signs: the delivery's id, in
// a namespace of its own.
func updateMessage(deliveryID string) string { return "department-update:" + deliveryID }

// UpdateLink is a department's page for telling us where a delivered
// report stands: no account, the delivery named and signed with the
// server's secret. It does not expire (repairs take months).
func (a *App) UpdateLink(lang, deliveryID string) string {
	return a.link("/" + lang + "/department-update/" + deliveryID + "?sig=" + a.Tokens.Sign(updateMessage(deliveryID)))
}

// UpdatePage is what the department's page shows: the report it was sent
// (the building's address of a private one included: the department holds
// the link) and what it said so far.
type UpdatePage struct {
	DepartmentName string                `json:"department_name"`
	Category       string                `json:"category"`
	Type           string                `json:"type"`
	Description    string                `json:"description"`
	Place          string                `json:"place"`
	Resolved       bool                  `json:"resolved"`
	Private        bool                  `json:"private"`
	Updates        []vecino.ReportUpdate `json:"updates"`
}

// signedDelivery is the delivery a department's link names, or EFORBIDDEN
// when the signature is wrong.
func (a *App) signedDelivery(ctx context.Context, deliveryID, sig string) (*vecino.Delivery, error) {
	if sig == "" || !a.Tokens.Verify(updateMessage(deliveryID), sig) {
		return nil, vecino.Errorf(vecino.EFORBIDDEN, "This link is not valid.")
	}
	return a.Store.DeliveryByID(ctx, deliveryID)
}

// DepartmentUpdatePage returns the page of a signed link.
func (a *App) DepartmentUpdatePage(ctx context.Context, deliveryID, sig string) (*UpdatePage, error) {
	dl, err := a.signedDelivery(ctx, deliveryID, sig)
	if err != nil {
		return nil, err
	}
	rep, err := a.Store.ReportByID(ctx, dl.ReportID)
	if err != nil {
		return nil, err
	}
	updates, err := a.Store.ReportUpdates(ctx, rep.ID)
	if err != nil {
		return nil, err
	}
	cat, _ := vecino.CategoryBySlug(rep.Category)
	p := &UpdatePage{DepartmentName: dl.DepartmentName, Category: rep.Category, Type: rep.Type, Description: rep.Description,
		Place: strings.TrimSpace(rep.Address), Resolved: rep.Resolved, Private: cat != nil && cat.Private, Updates: updates}
	if p.Place == "" {
		p.Place = strings.TrimSpace(rep.BuildingAddress)
	}
	return p, nil
}

// DepartmentUpdate records what a department says through its link.
func (a *App) DepartmentUpdate(ctx context.Context, deliveryID, sig, kind, note string) (*vecino.ReportUpdate, error) {
	dl, err := a.signedDelivery(ctx, deliveryID, sig)
	if err != nil {
		return nil, err
	}
	note = strings.TrimSpace(note)
	fe := vecino.FieldErrors{}
	if !slices.Contains(vecino.UpdateKinds, kind) {
		fe.Add("kind", vecino.FieldNotAllowed)
	}
	vecino.CheckLength(fe, "note", note, 0, vecino.MaxNote)
	if err := fe.Err(); err != nil {
		return nil, err
	}
	return a.recordUpdate(ctx, dl, kind, note, "link")
}

// recordUpdate stores a department's update: fixed marks the report
// resolved, not ours leaves the delivery for staff to reroute; then the
// report's followers hear of it.
func (a *App) recordUpdate(ctx context.Context, dl *vecino.Delivery, kind, note, source string) (*vecino.ReportUpdate, error) {
	u := &vecino.ReportUpdate{ReportID: dl.ReportID, DeliveryID: &dl.ID, DepartmentName: dl.DepartmentName, Kind: kind, Note: note, Source: source}
	if err := a.Store.AddReportUpdate(ctx, u); err != nil {
		return nil, err
	}
	switch kind {
	case vecino.UpdateFixed:
		// Only an approved report can be resolved: one taken down since
		// keeps the department's word alone.
		if err := a.Store.SetResolved(ctx, dl.ReportID, true, note, ""); err != nil && vecino.ErrorCode(err) != vecino.ECONFLICT {
			return nil, err
		}
	case vecino.UpdateNotOurs:
		if err := a.Store.SetDeliveryState(ctx, dl.ID, vecino.DeliveryNotOurs); err != nil {
			return nil, err
		}
	}
	a.publish(ctx, "report.status_changed", map[string]string{"id": dl.ReportID, "from": "approved", "to": "approved"})
	if err := a.onReportUpdate(ctx, dl.ReportID, kind, note); err != nil {
		slog.ErrorContext(ctx, "report update hook", "report", dl.ReportID, "err", err)
	}
	return u, nil
}

// ReportUpdates are a report's updates from departments: anyone's for a
// public report, staff's alone for any other (renter-protection reports
// included); else ENOTFOUND.
func (a *App) ReportUpdates(ctx context.Context, u *vecino.User, reportID string) ([]vecino.ReportUpdate, error) {
	rep, err := a.Store.ReportByID(ctx, reportID)
	if err != nil {
		return nil, err
	}
	staff := u.IsStaff()
	if !staff && !rep.IsPublic() {
		return nil, vecino.Errorf(vecino.ENOTFOUND, "Report not found.")
	}
	updates, err := a.Store.ReportUpdates(ctx, reportID)
	if err != nil {
		return nil, err
	}
	if !staff {
		for i := range updates {
			updates[i].DeliveryID = nil
		}
	}
	return updates, nil
}

// pollEvery is how often the 311 systems are asked (River's leader adds
// the job, so once across instances).
const pollEvery = 15 * time.Minute

// pollBatch is how many open requests one poll reads.
const pollBatch = 200

// PollDepartments reads the status of every open request filed in a
// department's 311 system and records what changed: closed is fixed; open
// with notes is in progress; open without notes, first seen, acknowledged.
// A system that does not answer is tried again at the next poll.
func (a *App) PollDepartments(ctx context.Context) error {
	dls, err := a.Store.DeliveriesToPoll(ctx, pollBatch)
	if err != nil {
		return err
	}
	deps := map[string]*vecino.Department{}
	for i := range dls {
		dl := &dls[i]
		// A system that answered with a token alone names no request to
		// read (GeoReport's tokens/{token} would, later): nothing to poll.
		if dl.DepartmentID == nil || strings.HasPrefix(dl.ExternalID, "token:") {
			continue
		}
		dep, ok := deps[*dl.DepartmentID]
		if !ok {
			if dep, err = a.Store.DepartmentByID(ctx, *dl.DepartmentID); err != nil && vecino.ErrorCode(err) != vecino.ENOTFOUND {
				return err
			}
			deps[*dl.DepartmentID] = dep
		}
		if dep == nil || dep.Open311 == nil {
			continue
		}
		c := open311client.Client{BaseURL: dep.Open311.BaseURL, APIKey: dep.Open311.APIKey, JurisdictionID: dep.Open311.JurisdictionID}
		st, err := c.Status(ctx, dl.ExternalID)
		if err != nil {
			slog.WarnContext(ctx, "poll a department's 311 system", "department", dep.Name, "request", dl.ExternalID, "err", err)
			continue
		}
		seen := st.Status + "|" + st.Notes
		if seen == dl.ExternalStatus {
			continue
		}
		kind := vecino.UpdateInProgress
		switch {
		case st.Status == "closed":
			kind = vecino.UpdateFixed
		case st.Notes == "" && dl.ExternalStatus == "":
			kind = vecino.UpdateAcknowledged
		}
		if err := a.Store.SetExternalStatus(ctx, dl.ID, seen); err != nil {
			return err
		}
		if _, err := a.recordUpdate(ctx, dl, kind, st.Notes, "open311"); err != nil {
			return err
		}
	}
	return nil
}
