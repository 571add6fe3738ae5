package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/vecino-city/vecino/internal/jobs"
	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/open311client"
	"github.com/vecino-city/vecino/internal/vecino"
)

// deliveryTries is how often a delivery to a department's 311 system is
// tried: the waits between tries add up to about 25 hours, so a system
// down for a day loses nothing.
const deliveryTries = 14

// deliveryJob is the job that delivers report id once approved: its
// delivery is routed and recorded when the job first runs.
func deliveryJob(reportID string) vecino.DeliverReport {
	return vecino.DeliverReport{DeliveryID: uuid.Must(uuid.NewV7()).String(), ReportID: reportID}
}

// Redeliver delivers an approved report again, to the department the
// routing rules pick now (staff's resend; a resident saying the problem is
// still there). ECONFLICT when the report is not approved.
func (a *App) Redeliver(ctx context.Context, reportID string) error {
	_, err := a.redeliver(ctx, reportID, "")
	return err
}

// Resend is staff's resend of an approved report, to departmentID when
// given (rerouting a report a department said is not theirs), else to the
// department the rules pick.
func (a *App) Resend(ctx context.Context, reportID, departmentID string) (*vecino.Delivery, error) {
	return a.redeliver(ctx, reportID, departmentID)
}

func (a *App) redeliver(ctx context.Context, reportID, departmentID string) (*vecino.Delivery, error) {
	rep, err := a.Store.ReportByID(ctx, reportID)
	if err != nil {
		return nil, err
	}
	if rep.Status != vecino.StatusApproved {
		return nil, vecino.Errorf(vecino.ECONFLICT, "Only approved reports are delivered to departments.")
	}
	if a.Jobs == nil {
		return nil, vecino.Errorf(vecino.EUNAVAILABLE, "The job queue is not running.")
	}
	j := deliveryJob(reportID)
	j.DepartmentID = departmentID
	dl, err := a.startDelivery(ctx, rep, j.DeliveryID, departmentID)
	if err != nil {
		return nil, err
	}
	if dl.State == vecino.DeliveryQueued {
		if err := a.Jobs.Enqueue(ctx, j); err != nil {
			return nil, err
		}
	}
	a.publish(ctx, "report.delivery_changed", map[string]string{"id": reportID})
	return dl, nil
}

// startDelivery routes rep (to departmentID when set) and records the
// delivery id: queued, or unrouted when no department takes it.
func (a *App) startDelivery(ctx context.Context, rep *vecino.Report, id, departmentID string) (*vecino.Delivery, error) {
	var dep *vecino.Department
	var err error
	if departmentID != "" {
		if dep, err = a.Store.DepartmentByID(ctx, departmentID); err != nil {
			return nil, fieldNotFound(err, "department_id")
		}
	} else {
		nb := rep.NeighborhoodID
		if nb == nil {
			if nb, err = a.locate(ctx, rep.Latitude, rep.Longitude); err != nil {
				return nil, err
			}
		}
		cat, _ := vecino.CategoryBySlug(rep.Category)
		if dep, err = a.route(ctx, rep.Category, rep.Type, nb, cat != nil && cat.Private); err != nil {
			return nil, err
		}
	}
	dl := &vecino.Delivery{ID: id, ReportID: rep.ID, State: vecino.DeliveryUnrouted}
	if dep != nil {
		dl.DepartmentID, dl.DepartmentName, dl.Channel, dl.State = &dep.ID, dep.Name, dep.Channel(), vecino.DeliveryQueued
	}
	err = a.Store.CreateDelivery(ctx, dl)
	if vecino.ErrorCode(err) == vecino.ECONFLICT { // a try that stopped after recording it
		return a.Store.DeliveryByID(ctx, id)
	}
	return dl, err
}

// Deliver is the delivery job: it records the delivery on its first run,
// then emails the department (the messages go out through the outbox, in
// the same transaction that marks it sent) or files the report in its 311
// system, keeping the request's id. A delivery already sent is not sent
// again.
func (a *App) Deliver(ctx context.Context, j vecino.DeliverReport, t jobs.Try) error {
	dl, err := a.Store.DeliveryByID(ctx, j.DeliveryID)
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		rep, rerr := a.Store.ReportByID(ctx, j.ReportID)
		if vecino.ErrorCode(rerr) == vecino.ENOTFOUND {
			return nil // deleted since
		}
		if rerr != nil {
			return rerr
		}
		dl, err = a.startDelivery(ctx, rep, j.DeliveryID, j.DepartmentID)
		if err == nil {
			a.publish(ctx, "report.delivery_changed", map[string]string{"id": rep.ID})
		}
	}
	if err != nil {
		return err
	}
	if dl.State != vecino.DeliveryQueued {
		return nil
	}
	fail := func(err error, permanent bool) error {
		state := vecino.DeliveryQueued
		if permanent || t.Last() {
			state = vecino.DeliveryFailed
		}
		if rerr := a.Store.RecordDeliveryTry(ctx, dl.ID, state, err.Error(), ""); rerr != nil {
			slog.ErrorContext(ctx, "record delivery try", "delivery", dl.ID, "err", rerr)
		}
		a.publish(ctx, "report.delivery_changed", map[string]string{"id": dl.ReportID})
		if permanent {
			return jobs.Permanent(err)
		}
		return err
	}
	if dl.DepartmentID == nil {
		return fail(errors.New("the department was deleted"), true)
	}
	dep, err := a.Store.DepartmentByID(ctx, *dl.DepartmentID)
	if vecino.ErrorCode(err) == vecino.ENOTFOUND {
		return fail(errors.New("the department was deleted"), true)
	}
	if err != nil {
		return err
	}
	rep, err := a.Store.ReportByID(ctx, dl.ReportID)
	if err != nil {
		return err
	}
	if dl.Channel == vecino.ChannelOpen311 && dep.Open311 != nil {
		c := open311client.Client{BaseURL: dep.Open311.BaseURL, APIKey: dep.Open311.APIKey, JurisdictionID: dep.Open311.JurisdictionID}
		id, err := c.Create(ctx, a.open311Request(rep, dep.Open311))
		if err != nil {
			return fail(err, open311client.Permanent(err))
		}
		err = a.Store.RecordDeliveryTry(ctx, dl.ID, vecino.DeliverySent, "", id)
		a.publish(ctx, "report.delivery_changed", map[string]string{"id": dl.ReportID})
		return err
	}
	about, err := a.departmentReport(ctx, rep, dep, dl)
	if err != nil {
		return err
	}
	var emails []vecino.Job
	for _, to := range dep.Emails {
		m := mail.DepartmentDelivery(dep.Language, a.AppName, dep.Name, to, about)
		emails = append(emails, vecino.SendEmail{ID: uuid.Must(uuid.NewV7()).String(), To: m.To, Subject: m.Subject, Body: m.Body})
	}
	err = a.Store.RecordDeliveryTry(ctx, dl.ID, vecino.DeliverySent, "", "", emails...)
	a.publish(ctx, "report.delivery_changed", map[string]string{"id": dl.ReportID})
	return err
}

// departmentReport is what the department's email says: for a private
// report no address, map or public link.
func (a *App) departmentReport(ctx context.Context, rep *vecino.Report, dep *vecino.Department, dl *vecino.Delivery) (mail.DepartmentReport, error) {
	about := mail.AboutReport(dep.Language, rep)
	r := mail.DepartmentReport{Type: about.Type, Description: rep.Description, Place: about.Place, Private: about.Private,
		UpdateLink: a.UpdateLink(dep.Language, dl.ID)}
	if !r.Private {
		r.ReportLink = a.link("/" + dep.Language + "/public/violations/approved/" + rep.ID)
		if rep.Latitude != nil && rep.Longitude != nil {
			r.MapLink = fmt.Sprintf("https://www.openstreetmap.org/?mlat=%.6f&mlon=%.6f#map=18/%.6f/%.6f",
				*rep.Latitude, *rep.Longitude, *rep.Latitude, *rep.Longitude)
		}
		r.Photos = a.publicPhotos(rep)
	}
	events, err := a.Store.Events(ctx, rep.ID)
	if err != nil {
		return r, err
	}
	for _, ev := range events {
		if n := strings.TrimSpace(ev.Note); n != "" && ev.ActorID != nil {
			r.StaffNotes = append(r.StaffNotes, n)
		}
	}
	return r, nil
}

// publicPhotos are the links to a public report's public photo copies.
func (a *App) publicPhotos(rep *vecino.Report) []string {
	var out []string
	for _, p := range rep.Photos {
		if !p.IsDocument() && p.State == vecino.PhotoReady {
			out = append(out, a.link("/media/"+p.ID+"/public"))
		}
	}
	return out
}

// open311Request is what a department's 311 system gets. A private report
// carries neither its point nor its address nor a photo: a 311 system may
// publish its requests.
func (a *App) open311Request(rep *vecino.Report, o *vecino.Open311Endpoint) open311client.Request {
	req := open311client.Request{ServiceCode: o.ServiceCode(rep.Category, rep.Type), Description: rep.Description}
	if utf8.RuneCountInString(req.Description) > vecino.MaxOpen311Description {
		req.Description = string([]rune(req.Description)[:vecino.MaxOpen311Description])
	}
	if cat, ok := vecino.CategoryBySlug(rep.Category); ok && cat.Private {
		return req
	}
	req.Lat, req.Long, req.Address = rep.Latitude, rep.Longitude, strings.TrimSpace(rep.Address)
	if photos := a.publicPhotos(rep); len(photos) > 0 {
		req.MediaURL = photos[0]
	}
	return req
}

// ReportDeliveries are a report's deliveries, for staff.
func (a *App) ReportDeliveries(ctx context.Context, reportID string) ([]vecino.Delivery, error) {
	if _, err := a.Store.ReportByID(ctx, reportID); err != nil {
		return nil, err
	}
	return a.Store.Deliveries(ctx, reportID)
}
