package sqlstore_test

import (
	"context"
	"database/sql"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// countingQueue stands in for the job queue: it counts the jobs added in
// transactions that commit.
type countingQueue struct{ jobs []vecino.Job }

func (q *countingQueue) EnqueueTx(_ context.Context, _ *sql.Tx, jobs ...vecino.Job) error {
	q.jobs = append(q.jobs, jobs...)
	return nil
}

// approvedReport files a report and approves it.
func approvedReport(t *testing.T, db *sqlstore.DB, reporterID, description, address string) *vecino.Report {
	t.Helper()
	lat, lng := 40.7, -74.0
	r := &vecino.Report{ReporterID: reporterID, Category: "road-infrastructure", Type: "pothole", Description: description, Address: address,
		Latitude: &lat, Longitude: &lng}
	if err := db.CreateReport(ctx, r); err != nil {
		t.Fatal(err)
	}
	for _, step := range [][2]vecino.Status{{vecino.StatusScreening, vecino.StatusPending}, {vecino.StatusPending, vecino.StatusApproved}} {
		from := step[0]
		if err := db.ChangeStatus(ctx, vecino.Event{ReportID: r.ID, FromStatus: &from, ToStatus: step[1]}); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

func TestSubscriptions(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		q := &countingQueue{}
		db.SetEnqueuer(q)
		u := mustUser(t, db, "fan@example.org")
		rep := approvedReport(t, db, u.ID, "Bache", "")
		s, err := db.Subscribe(ctx, &vecino.Subscription{Kind: vecino.SubscribeReport, Target: rep.ID, UserID: u.ID, Language: "es"})
		if err != nil || !s.Active() {
			t.Fatalf("Subscribe = %+v, %v", s, err)
		}
		again, err := db.Subscribe(ctx, &vecino.Subscription{Kind: vecino.SubscribeReport, Target: rep.ID, UserID: u.ID})
		if err != nil || again.ID != s.ID {
			t.Errorf("second Subscribe = %+v, %v; want the first", again, err)
		}
		anon, err := db.Subscribe(ctx, &vecino.Subscription{Kind: vecino.SubscribeReport, Target: rep.ID, Email: "vecina@example.org", Language: "en"})
		if err != nil || anon.Active() {
			t.Fatalf("Subscribe by email = %+v, %v", anon, err)
		}
		if f, err := db.Followers(ctx, rep.ID); err != nil || len(f) != 1 || f[0].Email != "fan@example.org" || f[0].Language != "es" {
			t.Errorf("Followers before confirmation = %+v, %v", f, err)
		}
		if err := db.ConfirmSubscription(ctx, anon.ID); err != nil {
			t.Fatal(err)
		}
		if f, err := db.Followers(ctx, rep.ID); err != nil || len(f) != 2 || f[1].Email != "vecina@example.org" {
			t.Errorf("Followers = %+v, %v", f, err)
		}
		if subs, err := db.Subscriptions(ctx, "", "vecina@example.org"); err != nil || len(subs) != 1 || subs[0].ID != anon.ID {
			t.Errorf("Subscriptions by email = %+v, %v", subs, err)
		}
		if err := db.DeleteSubscription(ctx, anon.ID); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteSubscription(ctx, anon.ID); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("second delete = %v", err)
		}

		// Idempotency keys: the second use adds nothing.
		for i, want := range []bool{true, false} {
			ok, err := db.EnqueueOnce(ctx, "k1", vecino.SendEmail{ID: "m"})
			if err != nil || ok != want || len(q.jobs) != 1 {
				t.Errorf("EnqueueOnce #%d = %v, %v (%d jobs)", i, ok, err, len(q.jobs))
			}
		}

		// "Is it fixed?": due four weeks after approval, asked once.
		if due, err := db.DueFixedQuestions(ctx, time.Now().Add(-time.Hour), 10); err != nil || len(due) != 0 {
			t.Errorf("due too early = %d, %v", len(due), err)
		}
		due, err := db.DueFixedQuestions(ctx, time.Now().Add(time.Hour), 10)
		if err != nil || len(due) != 1 || due[0].ID != rep.ID {
			t.Fatalf("due = %+v, %v", due, err)
		}
		if ok, err := db.MarkFixedAsked(ctx, rep.ID, vecino.SendEmail{ID: "q"}); !ok || err != nil {
			t.Errorf("MarkFixedAsked = %v, %v", ok, err)
		}
		if ok, err := db.MarkFixedAsked(ctx, rep.ID, vecino.SendEmail{ID: "q"}); ok || err != nil || len(q.jobs) != 2 {
			t.Errorf("second MarkFixedAsked = %v, %v (%d jobs)", ok, err, len(q.jobs))
		}
		if due, _ := db.DueFixedQuestions(ctx, time.Now().Add(time.Hour), 10); len(due) != 0 {
			t.Errorf("due after asking = %d", len(due))
		}
		at, err := db.AddStillThere(ctx, rep.ID, u.ID)
		if times, err2 := db.StillThere(ctx, rep.ID); err != nil || err2 != nil || len(times) != 1 || !times[0].Equal(at) {
			t.Errorf("StillThere = %v, %v %v", times, err, err2)
		}
	})
}

func TestAreaDigestCursor(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		q := &countingQueue{}
		db.SetEnqueuer(q)
		u := mustUser(t, db, "rep@example.org")
		before := approvedReport(t, db, u.ID, "old", "")
		start := time.Now().UTC()
		s, err := db.Subscribe(ctx, &vecino.Subscription{Kind: vecino.SubscribeArea, UserID: u.ID, DigestAt: &start})
		if err != nil {
			t.Fatal(err)
		}
		a, b := approvedReport(t, db, u.ID, "a", ""), approvedReport(t, db, u.ID, "b", "")
		got, err := db.NewlyApproved(ctx, "", *s.DigestAt, s.DigestID, 1)
		if err != nil || len(got) != 1 || got[0].ID != a.ID || got[0].ApprovedAt == nil {
			t.Fatalf("NewlyApproved = %+v, %v (before: %s)", got, err, before.ID)
		}
		if due, err := db.DueDigests(ctx, start.Add(time.Hour), 10); err != nil || len(due) != 1 {
			t.Fatalf("DueDigests = %+v, %v", due, err)
		}
		if ok, err := db.AdvanceDigest(ctx, s, got[0].ApprovedAt, got[0].ID, start.Add(time.Hour), vecino.SendEmail{ID: "d"}); !ok || err != nil {
			t.Fatalf("AdvanceDigest = %v, %v", ok, err)
		}
		// Another run with the same cursor sends nothing.
		if ok, err := db.AdvanceDigest(ctx, s, got[0].ApprovedAt, got[0].ID, start.Add(time.Hour), vecino.SendEmail{ID: "d"}); ok || err != nil ||
			len(q.jobs) != 1 {
			t.Errorf("second AdvanceDigest = %v, %v (%d jobs)", ok, err, len(q.jobs))
		}
		s, _ = db.Subscription(ctx, s.ID)
		if due, _ := db.DueDigests(ctx, start.Add(time.Hour), 10); len(due) != 0 {
			t.Errorf("due right after sending: %d", len(due))
		}
		next, err := db.NewlyApproved(ctx, "", *s.DigestAt, s.DigestID, 10)
		if err != nil || len(next) != 1 || next[0].ID != b.ID {
			t.Errorf("after the cursor = %+v, %v", next, err)
		}
	})
}

func TestPublicSearchFolds(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "rep@example.org")
		r := approvedReport(t, db, u.ID, "Semáforo dañado", "Avenida Núñez 100_%")
		approvedReport(t, db, u.ID, "Streetlight out", "")
		// Both ways give the same answers: from the word index (every word
		// rare) and reading the record newest first (no word rare).
		for _, rare := range []int{2000, 0} {
			restore := sqlstore.SetRareBelow(rare)
			for q, want := range map[string]int{"semaforo": 1, "DANADO nunez": 1, "núñez semáforo": 1, "sema": 1, "maforo": 0, "100_%": 1,
				"10%": 1, "x_y": 0, "streetlight": 1, "light": 0, "": 2, "%": 2} {
				got, _, err := db.PublicReports(ctx, vecino.PublicFilter{Query: q, Limit: 10})
				if err != nil || len(got) != want {
					t.Errorf("rareBelow %d, q=%q: %d reports, %v; want %d", rare, q, len(got), err, want)
				}
			}
			restore()
		}
		// An edit refolds: the reporter's edit while screening.
		r2 := &vecino.Report{ReporterID: u.ID, Category: "road-infrastructure", Type: "pothole", Description: "uno"}
		if err := db.CreateReport(ctx, r2); err != nil {
			t.Fatal(err)
		}
		r2.Description = "Árbol caído"
		if err := db.UpdateReport(ctx, r2); err != nil {
			t.Fatal(err)
		}
		var text string
		if err := db.SQL().QueryRow(`SELECT search_text FROM violations WHERE id = $1`, r2.ID).Scan(&text); err != nil || text != " arbol caido" {
			t.Errorf("search_text after edit = %q, %v (first: %s)", text, err, r.ID)
		}
		// Rows from before the column are filled by Migrate.
		if _, err := db.SQL().Exec(`UPDATE violations SET search_text = NULL`); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if got, _, err := db.PublicReports(ctx, vecino.PublicFilter{Query: "semaforo", Limit: 10}); err != nil || len(got) != 1 {
			t.Errorf("after refill: %d, %v", len(got), err)
		}
		if got, _, err := db.PublicReports(ctx, vecino.PublicFilter{Query: "arbol", Limit: 10}); err != nil || len(got) != 0 {
			t.Errorf("the old words of an edited report: %d, %v", len(got), err) // still screening: not public
		}
		var words int
		if err := db.SQL().QueryRow(`SELECT COUNT(*) FROM report_words WHERE report_id = $1`, r2.ID).Scan(&words); err != nil || words != 2 {
			t.Errorf("report_words of the edited report = %d, %v", words, err)
		}
	})
}
