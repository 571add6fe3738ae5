package sqlstore_test

import (
	"context"
	"database/sql"
	"errors"
	"testing"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// recordingQueue is an Enqueuer that keeps the jobs of committed
// transactions (and can refuse, to roll a write back).
type recordingQueue struct {
	jobs   []vecino.Job
	refuse bool
}

func (q *recordingQueue) EnqueueTx(_ context.Context, _ *sql.Tx, jobs ...vecino.Job) error {
	if q.refuse {
		return errors.New("queue refused")
	}
	q.jobs = append(q.jobs, jobs...)
	return nil
}

func TestDepartmentsAndRules(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		streets := &vecino.Department{Name: "Streets", Emails: []string{"streets@city.example"}, Language: "es", IsDefault: true}
		if err := db.CreateDepartment(ctx, streets); err != nil {
			t.Fatal(err)
		}
		o311 := &vecino.Department{Name: "311", Language: "en", Open311: &vecino.Open311Endpoint{BaseURL: "https://311.example/v2",
			APIKey: "secret", JurisdictionID: "city", ServiceCodes: map[string]string{"road-infrastructure/pothole": "PTH"}}}
		if err := db.CreateDepartment(ctx, o311); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateDepartment(ctx, &vecino.Department{Name: "Streets", Emails: []string{"x@y.example"}}); vecino.ErrorCode(err) != vecino.ECONFLICT {
			t.Errorf("a taken name: %v, want conflict", err)
		}
		got, err := db.DepartmentByID(ctx, o311.ID)
		if err != nil || got.Open311 == nil || got.Open311.APIKey != "secret" || !got.Open311.APIKeySet || got.Open311.ServiceCodes["road-infrastructure/pothole"] != "PTH" ||
			len(got.Emails) != 0 || got.Channel() != vecino.ChannelOpen311 {
			t.Fatalf("DepartmentByID = %+v (%+v), %v", got, got.Open311, err)
		}
		// An update without a key keeps the stored one; a new default
		// takes the place of the former.
		got.Open311.APIKey, got.IsDefault = "", true
		if err := db.UpdateDepartment(ctx, got); err != nil {
			t.Fatal(err)
		}
		ds, err := db.Departments(ctx)
		if err != nil || len(ds) != 2 || ds[0].Name != "311" || !ds[0].IsDefault || ds[0].Open311.APIKey != "secret" || ds[1].IsDefault ||
			ds[1].Language != "es" || ds[1].Emails[0] != "streets@city.example" {
			t.Fatalf("Departments = %+v, %v", ds, err)
		}
		if err := db.UpdateDepartment(ctx, &vecino.Department{ID: "nope", Name: "X"}); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("update unknown: %v", err)
		}

		nb := &vecino.Neighborhood{NameEN: "Downtown", NameES: "Centro"}
		if err := db.CreateNeighborhood(ctx, nb); err != nil {
			t.Fatal(err)
		}
		rules := []*vecino.RoutingRule{
			{Category: "road-infrastructure", DepartmentID: streets.ID},
			{Category: "road-infrastructure", Type: "pothole", DepartmentID: o311.ID},
			{Category: "road-infrastructure", NeighborhoodID: &nb.ID, DepartmentID: o311.ID},
		}
		for _, r := range rules {
			if err := db.CreateRoutingRule(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		// The same category, type and (no) neighbourhood twice.
		if err := db.CreateRoutingRule(ctx, &vecino.RoutingRule{Category: "road-infrastructure", DepartmentID: o311.ID}); vecino.ErrorCode(err) != vecino.ECONFLICT {
			t.Errorf("duplicate rule: %v, want conflict", err)
		}
		stored, err := db.RoutingRules(ctx)
		if err != nil || len(stored) != 3 || stored[2].NeighborhoodID == nil || *stored[2].NeighborhoodID != nb.ID || stored[0].NeighborhoodID != nil {
			t.Fatalf("RoutingRules = %+v, %v", stored, err)
		}
		// Deleting the neighbourhood takes its rule; deleting a department its rules.
		if err := db.DeleteNeighborhood(ctx, nb.ID); err != nil {
			t.Fatal(err)
		}
		if stored, _ = db.RoutingRules(ctx); len(stored) != 2 {
			t.Errorf("rules after the neighbourhood went: %+v", stored)
		}
		if err := db.DeleteDepartment(ctx, streets.ID); err != nil {
			t.Fatal(err)
		}
		if stored, _ = db.RoutingRules(ctx); len(stored) != 1 || stored[0].DepartmentID != o311.ID {
			t.Errorf("rules after the department went: %+v", stored)
		}
		if err := db.DeleteDepartment(ctx, streets.ID); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("delete twice: %v", err)
		}
		if err := db.DeleteRoutingRule(ctx, stored[0].ID); err != nil {
			t.Fatal(err)
		}
	})
}

func TestDeliveriesAndUpdates(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		q := &recordingQueue{}
		db.SetEnqueuer(q)
		u := mustUser(t, db, "rep@example.org")
		lat, lng := 40.7, -74.0
		r := &vecino.Report{ReporterID: u.ID, Category: "road-infrastructure", Type: "pothole", Description: "Deep pothole in the bike lane",
			Latitude: &lat, Longitude: &lng}
		if err := db.CreateReport(ctx, r); err != nil {
			t.Fatal(err)
		}
		// Approval adds its delivery job in its own transaction: a queue
		// that refuses leaves the report where it was.
		for _, to := range []vecino.Status{vecino.StatusPending, vecino.StatusApproved} {
			rep, _ := db.ReportByID(ctx, r.ID)
			from := rep.Status
			q.refuse = to == vecino.StatusApproved
			job := vecino.DeliverReport{DeliveryID: "d-approve", ReportID: r.ID}
			err := db.ChangeStatus(ctx, vecino.Event{ReportID: r.ID, FromStatus: &from, ToStatus: to}, job)
			if to == vecino.StatusApproved {
				if err == nil {
					t.Fatal("approval committed without its job")
				}
				if rep, _ := db.ReportByID(ctx, r.ID); rep.Status != vecino.StatusPending {
					t.Fatalf("status after a refused job = %s", rep.Status)
				}
				q.refuse = false
				err = db.ChangeStatus(ctx, vecino.Event{ReportID: r.ID, FromStatus: &from, ToStatus: to}, job)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if len(q.jobs) != 2 || q.jobs[1].(vecino.DeliverReport).DeliveryID != "d-approve" {
			t.Fatalf("jobs = %+v", q.jobs)
		}
		dep := &vecino.Department{Name: "311", Open311: &vecino.Open311Endpoint{BaseURL: "https://311.example/v2"}}
		if err := db.CreateDepartment(ctx, dep); err != nil {
			t.Fatal(err)
		}
		dl := &vecino.Delivery{ID: "d-1", ReportID: r.ID, DepartmentID: &dep.ID, DepartmentName: dep.Name, Channel: vecino.ChannelOpen311,
			State: vecino.DeliveryQueued}
		if err := db.CreateDelivery(ctx, dl); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateDelivery(ctx, dl); vecino.ErrorCode(err) != vecino.ECONFLICT {
			t.Errorf("the same delivery twice: %v", err)
		}
		unrouted := &vecino.Delivery{ID: "d-2", ReportID: r.ID, State: vecino.DeliveryUnrouted}
		if err := db.CreateDelivery(ctx, unrouted); err != nil {
			t.Fatal(err)
		}
		if err := db.RecordDeliveryTry(ctx, dl.ID, vecino.DeliveryQueued, "503 down", ""); err != nil {
			t.Fatal(err)
		}
		mail := vecino.SendEmail{ID: "m", To: "a@b.example", Subject: "s", Body: "b"}
		if err := db.RecordDeliveryTry(ctx, dl.ID, vecino.DeliverySent, "", "SR-7", mail); err != nil {
			t.Fatal(err)
		}
		if len(q.jobs) != 3 || q.jobs[2].Kind() != "send_email" {
			t.Errorf("jobs of a sent delivery: %+v", q.jobs)
		}
		got, err := db.DeliveryByID(ctx, dl.ID)
		if err != nil || got.State != vecino.DeliverySent || got.Attempts != 2 || got.ExternalID != "SR-7" || got.SentAt == nil ||
			got.LastError != "" || got.DepartmentName != "311" {
			t.Fatalf("DeliveryByID = %+v, %v", got, err)
		}
		all, err := db.Deliveries(ctx, r.ID)
		if err != nil || len(all) != 2 || all[0].ID != "d-1" || all[1].State != vecino.DeliveryUnrouted || all[1].DepartmentID != nil {
			t.Errorf("Deliveries = %+v, %v", all, err)
		}
		poll, err := db.DeliveriesToPoll(ctx, 10)
		if err != nil || len(poll) != 1 || poll[0].ID != "d-1" {
			t.Fatalf("DeliveriesToPoll = %+v, %v", poll, err)
		}
		if err := db.SetExternalStatus(ctx, dl.ID, "closed|Patched"); err != nil {
			t.Fatal(err)
		}
		if poll, _ = db.DeliveriesToPoll(ctx, 10); len(poll) != 0 {
			t.Errorf("a closed request is still polled: %+v", poll)
		}
		if err := db.SetDeliveryState(ctx, "nope", vecino.DeliveryNotOurs); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("unknown delivery: %v", err)
		}
		up := &vecino.ReportUpdate{ReportID: r.ID, DeliveryID: &dl.ID, DepartmentName: "311", Kind: vecino.UpdateFixed, Note: "Patched", Source: "open311"}
		if err := db.AddReportUpdate(ctx, up); err != nil {
			t.Fatal(err)
		}
		if err := db.SetResolved(ctx, r.ID, true, "Patched", ""); err != nil {
			t.Fatalf("resolve without an actor: %v", err)
		}
		ups, err := db.ReportUpdates(ctx, r.ID)
		if err != nil || len(ups) != 1 || ups[0].Kind != vecino.UpdateFixed || ups[0].Note != "Patched" || ups[0].CreatedAt.IsZero() {
			t.Errorf("ReportUpdates = %+v, %v", ups, err)
		}
		// A department deleted leaves its deliveries, with its name.
		if err := db.DeleteDepartment(ctx, dep.ID); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.DeliveryByID(ctx, dl.ID); got.DepartmentID != nil || got.DepartmentName != "311" {
			t.Errorf("delivery after its department went: %+v", got)
		}
	})
}
