package sqlstore_test

import (
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// TestAnalyzeDropsStat4: ANALYZE's sqlite_stat4 samples would expire every
// prepared statement whose bound values the planner compared with them, at
// each run (docs/perf/staff.md); Analyze and Migrate leave only
// sqlite_stat1 on SQLite.
func TestAnalyzeDropsStat4(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		if err := sqlstoretest.Fill(ctx, db, 300); err != nil {
			t.Fatal(err)
		}
		if db.Dialect != sqlstore.SQLite {
			return
		}
		tables := func() (stat1, stat4 int) {
			t.Helper()
			err := db.SQL().QueryRowContext(ctx, `SELECT
				(SELECT COUNT(*) FROM sqlite_master WHERE name = 'sqlite_stat1'),
				(SELECT COUNT(*) FROM sqlite_master WHERE name = 'sqlite_stat4')`).Scan(&stat1, &stat4)
			if err != nil {
				t.Fatal(err)
			}
			return stat1, stat4
		}
		if s1, s4 := tables(); s1 != 1 || s4 != 0 {
			t.Errorf("after Fill's Analyze: sqlite_stat1 %d, sqlite_stat4 %d; want 1, 0", s1, s4)
		}
		// An operator's ANALYZE (or PRAGMA optimize) writes them again; the next start drops them.
		if _, err := db.SQL().ExecContext(ctx, `ANALYZE`); err != nil {
			t.Fatal(err)
		}
		if _, s4 := tables(); s4 != 1 {
			t.Fatalf("ANALYZE wrote no sqlite_stat4 (the driver's build changed?): %d", s4)
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if s1, s4 := tables(); s1 != 1 || s4 != 0 {
			t.Errorf("after Migrate: sqlite_stat1 %d, sqlite_stat4 %d; want 1, 0", s1, s4)
		}
	})
}

// TestClaimTimeout: a claim holds against others for vecino.ClaimTimeout,
// then the report is unassigned (the queue filter agrees) and anyone may
// take it; a change of status ends it.
func TestClaimTimeout(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		rep := mustUser(t, db, "claims-reporter@example.org")
		a := mustUser(t, db, "claims-a@example.org", vecino.RoleReporterAdmin)
		b := mustUser(t, db, "claims-b@example.org", vecino.RoleReporterAdmin)
		r := &vecino.Report{ReporterID: rep.ID, Category: "road-infrastructure", Type: "pothole", Description: "Claim check"}
		if err := db.CreateReport(ctx, r); err != nil {
			t.Fatal(err)
		}
		t0 := time.Now().UTC().Truncate(time.Microsecond)
		since := func(at time.Time) time.Time { return at.Add(-vecino.ClaimTimeout) }
		if err := db.ClaimReport(ctx, r.ID, a.ID, t0, since(t0)); err != nil {
			t.Fatal(err)
		}
		at := t0.Add(29 * time.Minute)
		if err := db.ClaimReport(ctx, r.ID, b.ID, at, since(at)); vecino.ErrorCode(err) != vecino.ECONFLICT {
			t.Errorf("claim within 30 minutes: %v, want conflict", err)
		}
		list := func(claim, user string, at time.Time) int {
			t.Helper()
			reps, _, err := db.StaffReports(ctx, vecino.StaffFilter{Status: vecino.StatusScreening, Claim: claim, ClaimUser: user, ClaimSince: since(at), Limit: 10})
			if err != nil {
				t.Fatal(err)
			}
			return len(reps)
		}
		if list("mine", a.ID, at) != 1 || list("unassigned", "", at) != 0 {
			t.Errorf("at 29 min: mine %d, unassigned %d; want 1, 0", list("mine", a.ID, at), list("unassigned", "", at))
		}
		at = t0.Add(31 * time.Minute)
		if list("mine", a.ID, at) != 0 || list("unassigned", "", at) != 1 {
			t.Errorf("at 31 min: mine %d, unassigned %d; want 0, 1", list("mine", a.ID, at), list("unassigned", "", at))
		}
		if c, err := db.Claims(ctx, []string{r.ID}, since(at)); err != nil || len(c) != 0 {
			t.Errorf("lapsed claim still listed: %v, %v", c, err)
		}
		if err := db.ClaimReport(ctx, r.ID, b.ID, at, since(at)); err != nil {
			t.Fatalf("claim after the timeout: %v", err)
		}
		if c, err := db.Claims(ctx, []string{r.ID}, since(at)); err != nil || c[r.ID].UserID != b.ID || c[r.ID].UserName != "Ana Ruiz" ||
			!c[r.ID].ExpiresAt.Equal(at.Add(vecino.ClaimTimeout)) {
			t.Errorf("claims = %+v, %v", c, err)
		}
		from := vecino.StatusScreening
		if err := db.ChangeStatus(ctx, vecino.Event{ReportID: r.ID, FromStatus: &from, ToStatus: vecino.StatusPending}); err != nil {
			t.Fatal(err)
		}
		if c, err := db.Claims(ctx, []string{r.ID}, since(at)); err != nil || len(c) != 0 {
			t.Errorf("claim after a decision: %v, %v", c, err)
		}
		if err := db.ClaimReport(ctx, "01a00000-0000-7000-8000-000000000000", a.ID, at, since(at)); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("claim of no report: %v", err)
		}
	})
}
