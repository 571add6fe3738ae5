package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

var ctx = context.Background()

func hour(bool) time.Duration { return time.Hour }

func mustUser(t *testing.T, db *sqlstore.DB, email string, roles ...vecino.Role) *vecino.User {
	t.Helper()
	u, err := db.CreateUser(ctx, vecino.NewUser{Email: email, PasswordHash: "h", FirstName: "Ana", LastName: "Ruiz", PreferredLanguage: "es", Roles: roles})
	if err != nil {
		t.Fatalf("CreateUser: %v", err)
	}
	return u
}

func TestMigrateIsIdempotent(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		n, err := db.Migrate(ctx)
		if err != nil || n != 0 {
			t.Fatalf("second Migrate = %d, %v; want 0, nil", n, err)
		}
		if err := db.Seed(ctx); err != nil {
			t.Fatalf("second Seed: %v", err)
		}
	})
}

func TestLanguages(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		langs, err := db.Languages(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(langs) != 2 || langs[0].Code != "en" || langs[1].Code != "es" || langs[1].NativeName != "Español" {
			t.Errorf("Languages = %+v", langs)
		}
	})
}

func TestUsers(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "  Ana@Example.org ", vecino.RoleReviewer)
		if u.Email != "ana@example.org" || u.FullName != "Ana Ruiz" {
			t.Errorf("created user = %+v", u)
		}
		_, err := db.CreateUser(ctx, vecino.NewUser{Email: "ANA@example.org", PasswordHash: "h"})
		if vecino.ErrorCode(err) != vecino.ECONFLICT {
			t.Errorf("duplicate email: err = %v, want conflict", err)
		}
		got, hash, err := db.UserByEmail(ctx, "ana@EXAMPLE.org")
		if err != nil || got.ID != u.ID || hash != "h" || len(got.Roles) != 1 || got.Roles[0] != vecino.RoleReviewer {
			t.Fatalf("UserByEmail = %+v, %q, %v", got, hash, err)
		}
		if !got.CreatedAt.Equal(u.CreatedAt) {
			t.Errorf("created_at round trip: %v != %v", got.CreatedAt, u.CreatedAt)
		}
		if _, _, err := db.UserByEmail(ctx, "nobody@example.org"); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("unknown email: %v", err)
		}
		first := "Ana María"
		up, err := db.UpdateProfile(ctx, u.ID, vecino.ProfileUpdate{FirstName: &first})
		if err != nil || up.FullName != "Ana María Ruiz" || up.PreferredLanguage != "es" {
			t.Errorf("UpdateProfile = %+v, %v", up, err)
		}
	})
}

// TestUserSearchFoldsAccentsAndCase: owner search finds "Lucía Núñez" by
// "lucia", "NUNEZ" or "lucía"; and names written before migration 0011 are
// folded by the next Migrate.
func TestUserSearchFoldsAccentsAndCase(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		lucia, err := db.CreateUser(ctx, vecino.NewUser{Email: "l@example.org", PasswordHash: "h", FirstName: "Lucía", LastName: "Núñez", PreferredLanguage: "es"})
		if err != nil {
			t.Fatal(err)
		}
		mustUser(t, db, "other@example.org")
		search := func(q string) []string {
			users, _, err := db.ListUsers(ctx, vecino.UserFilter{Query: q})
			if err != nil {
				t.Fatal(err)
			}
			var emails []string
			for _, u := range users {
				emails = append(emails, u.Email)
			}
			return emails
		}
		for _, q := range []string{"lucia", "LUCIA", "Lucía", "nunez", "NÚÑEZ", "cia nu"} {
			if got := search(q); len(got) != 1 || got[0] != "l@example.org" {
				t.Errorf("search %q = %v, want only l@example.org", q, got)
			}
		}
		last := "Gómez"
		if _, err := db.UpdateProfile(ctx, lucia.ID, vecino.ProfileUpdate{LastName: &last}); err != nil {
			t.Fatal(err)
		}
		if got := search("gomez"); len(got) != 1 {
			t.Errorf("after renaming, search gomez = %v", got)
		}
		// A row from before the column existed.
		if _, err := db.SQL().ExecContext(ctx, `UPDATE profiles SET search_name = NULL`); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if got := search("lucia gomez"); len(got) != 1 {
			t.Errorf("after the backfill, search = %v", got)
		}
	})
}

func TestRoles(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		owner := mustUser(t, db, "owner@example.org", vecino.RoleOwner)
		u := mustUser(t, db, "u@example.org")
		if err := db.GrantRole(ctx, u.ID, vecino.RoleReviewer, &owner.ID); err != nil {
			t.Fatal(err)
		}
		if err := db.GrantRole(ctx, u.ID, vecino.RoleReviewer, &owner.ID); err != nil {
			t.Fatalf("granting twice: %v", err)
		}
		got, _ := db.UserByID(ctx, u.ID)
		if len(got.Roles) != 1 {
			t.Errorf("roles after grant = %v", got.Roles)
		}
		if err := db.RevokeRole(ctx, u.ID, vecino.RoleReviewer, &owner.ID); err != nil {
			t.Fatal(err)
		}
		got, _ = db.UserByID(ctx, u.ID)
		if len(got.Roles) != 0 || got.EffectiveRoles()[0] != vecino.RoleReporter {
			t.Errorf("roles after revoke = %v", got.Roles)
		}
		var audits int
		db.SQL().QueryRow(`SELECT COUNT(*) FROM role_audit WHERE user_id = $1 AND actor_id = $2`, u.ID, owner.ID).Scan(&audits)
		if audits != 2 {
			t.Errorf("audit rows = %d, want 2 (one grant, one revoke)", audits)
		}
		if err := db.GrantRole(ctx, "00000000-0000-0000-0000-000000000000", vecino.RoleOwner, nil); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("grant to unknown user: %v", err)
		}
	})
}

func TestSessionsRotateAndReuse(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "s@example.org")
		s, err := db.CreateSession(ctx, u.ID, "t1", true, time.Hour)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.SessionUser(ctx, u.ID, s.FamilyID); err != nil {
			t.Fatalf("SessionUser on a live session: %v", err)
		}
		s2, err := db.RotateSession(ctx, "t1", "t2", hour)
		if err != nil || s2.FamilyID != s.FamilyID || !s2.Persistent {
			t.Fatalf("rotate = %+v, %v", s2, err)
		}
		// Past the grace period, presenting t1 again revokes the family.
		start := time.Now()
		db.Now = func() time.Time { return start.Add(sqlstore.ReuseGrace + time.Second) }
		if _, err := db.RotateSession(ctx, "t1", "t3", hour); vecino.ErrorCode(err) != vecino.EUNAUTHORIZED {
			t.Fatalf("reuse: err = %v", err)
		}
		if _, err := db.RotateSession(ctx, "t2", "t4", hour); vecino.ErrorCode(err) != vecino.EUNAUTHORIZED {
			t.Errorf("the newest token still works after reuse: %v", err)
		}
		if _, err := db.SessionUser(ctx, u.ID, s.FamilyID); vecino.ErrorCode(err) != vecino.EUNAUTHORIZED {
			t.Errorf("SessionUser after family revoked: %v", err)
		}
	})
}

func TestSessionsGraceAndGlobalSignOut(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "g@example.org")
		a, _ := db.CreateSession(ctx, u.ID, "a1", false, time.Hour)
		b, _ := db.CreateSession(ctx, u.ID, "b1", false, time.Hour)
		if _, err := db.RotateSession(ctx, "a1", "a2", hour); err != nil {
			t.Fatal(err)
		}
		// A second tab sending a1 within the grace period gets a sibling token.
		if _, err := db.RotateSession(ctx, "a1", "a3", hour); err != nil {
			t.Fatalf("rotation within grace: %v", err)
		}
		if err := db.RevokeUserSessions(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		for _, fam := range []string{a.FamilyID, b.FamilyID} {
			if _, err := db.SessionUser(ctx, u.ID, fam); vecino.ErrorCode(err) != vecino.EUNAUTHORIZED {
				t.Errorf("family %s alive after global sign-out: %v", fam, err)
			}
		}
		if _, err := db.RotateSession(ctx, "b1", "b2", hour); vecino.ErrorCode(err) != vecino.EUNAUTHORIZED {
			t.Errorf("refresh after global sign-out: %v", err)
		}
	})
}

func TestDisabledUserLosesSessions(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "d@example.org")
		s, _ := db.CreateSession(ctx, u.ID, "d1", false, time.Hour)
		if err := db.SetDisabled(ctx, u.ID, true); err != nil {
			t.Fatal(err)
		}
		if _, err := db.SessionUser(ctx, u.ID, s.FamilyID); vecino.ErrorCode(err) != vecino.EUNAUTHORIZED {
			t.Errorf("disabled user's session: %v", err)
		}
		if err := db.SetDisabled(ctx, u.ID, false); err != nil {
			t.Fatal(err)
		}
		if _, err := db.RotateSession(ctx, "d1", "d2", hour); vecino.ErrorCode(err) != vecino.EUNAUTHORIZED {
			t.Errorf("session revoked by disabling came back on enabling: %v", err)
		}
	})
}

func TestPasswordReset(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "r@example.org")
		s, _ := db.CreateSession(ctx, u.ID, "r-sess", true, time.Hour)
		if err := db.CreatePasswordReset(ctx, u.ID, "tok", time.Hour); err != nil {
			t.Fatal(err)
		}
		if id, err := db.ResetPassword(ctx, "tok", "newhash"); err != nil || id != u.ID {
			t.Fatalf("ResetPassword = %q, %v", id, err)
		}
		if h, _ := db.PasswordHash(ctx, u.ID); h != "newhash" {
			t.Errorf("hash = %q", h)
		}
		if _, err := db.ResetPassword(ctx, "tok", "again"); vecino.ErrorCode(err) != vecino.EINVALID {
			t.Errorf("second use: %v", err)
		}
		if _, err := db.SessionUser(ctx, u.ID, s.FamilyID); vecino.ErrorCode(err) != vecino.EUNAUTHORIZED {
			t.Errorf("session survived a reset: %v", err)
		}
		db.CreatePasswordReset(ctx, u.ID, "old", time.Hour)
		start := time.Now()
		db.Now = func() time.Time { return start.Add(2 * time.Hour) }
		if _, err := db.ResetPassword(ctx, "old", "x"); vecino.ErrorCode(err) != vecino.EINVALID {
			t.Errorf("expired token: %v", err)
		}
	})
}

func TestFlags(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		flags, err := db.Flags(ctx)
		if err != nil || len(flags) != len(vecino.FlagDefs) {
			t.Fatalf("Flags = %d flags, %v", len(flags), err)
		}
		on, off := true, false
		if err := db.SetFlag(ctx, "nav_reporter_home", false); err != nil {
			t.Fatal(err)
		}
		if err := db.SetRoleFlag(ctx, "nav_reporter_home", vecino.RoleReviewer, &on); err != nil {
			t.Fatal(err)
		}
		if err := db.SetRoleFlag(ctx, "nav_reporter_home", vecino.RoleOwner, &off); err != nil {
			t.Fatal(err)
		}
		f, err := db.Flag(ctx, "nav_reporter_home")
		if err != nil || f.Enabled || !f.Roles[vecino.RoleReviewer] || f.Roles[vecino.RoleOwner] || len(f.Roles) != 2 {
			t.Fatalf("Flag = %+v, %v", f, err)
		}
		if err := db.SetRoleFlag(ctx, "nav_reporter_home", vecino.RoleOwner, nil); err != nil {
			t.Fatal(err)
		}
		f, _ = db.Flag(ctx, "nav_reporter_home")
		if _, ok := f.Roles[vecino.RoleOwner]; ok {
			t.Errorf("role setting not removed: %+v", f.Roles)
		}
		if err := db.SetFlag(ctx, "nope", true); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("unknown flag: %v", err)
		}
		// Seeding again keeps what the owner changed.
		db.Seed(ctx)
		if f, _ := db.Flag(ctx, "nav_reporter_home"); f.Enabled {
			t.Errorf("Seed overwrote an owner's change")
		}
	})
}

func TestReportStatusCompareAndSet(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "rep@example.org")
		lat, lng := 40.7, -74.0
		r := &vecino.Report{ReporterID: u.ID, Category: "road-infrastructure", Type: "pothole", Description: "Deep pothole in the bike lane",
			Latitude: &lat, Longitude: &lng}
		if err := db.CreateReport(ctx, r); err != nil {
			t.Fatal(err)
		}
		from := vecino.StatusScreening
		ev := vecino.Event{ReportID: r.ID, ActorID: &u.ID, FromStatus: &from, ToStatus: vecino.StatusPending}
		if err := db.ChangeStatus(ctx, ev); err != nil {
			t.Fatal(err)
		}
		if err := db.ChangeStatus(ctx, ev); vecino.ErrorCode(err) != vecino.ECONFLICT {
			t.Errorf("stale transition: %v, want conflict", err)
		}
		got, err := db.ReportByID(ctx, r.ID)
		if err != nil || got.Status != vecino.StatusPending || *got.Latitude != lat || !got.UploadedAt.Equal(r.UploadedAt) {
			t.Errorf("ReportByID = %+v, %v", got, err)
		}
		evs, _ := db.Events(ctx, r.ID)
		if len(evs) != 2 || evs[0].FromStatus != nil || *evs[1].FromStatus != vecino.StatusScreening {
			t.Errorf("events = %+v", evs)
		}
		if n, _ := db.CountReports(ctx, vecino.StatusPending); n != 1 {
			t.Errorf("pending count = %d", n)
		}
		ev.ReportID = "00000000-0000-0000-0000-000000000000"
		if err := db.ChangeStatus(ctx, ev); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("unknown report: %v", err)
		}
	})
}

func TestMapPointsClusterPastTheLimit(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "map@example.org")
		// Two groups of reports, far apart.
		for i := range 6 {
			lat, lng := 40.70+float64(i%3)*0.0001, -74.00
			if i >= 3 {
				lat, lng = 40.80, -73.90+float64(i)*0.0001
			}
			r := &vecino.Report{ReporterID: u.ID, Category: "road-infrastructure", Type: "pothole", Description: "A pothole to cluster",
				Latitude: &lat, Longitude: &lng}
			if err := db.CreateReport(ctx, r); err != nil {
				t.Fatal(err)
			}
			for _, to := range []vecino.Status{vecino.StatusPending, vecino.StatusApproved} {
				from := map[vecino.Status]vecino.Status{vecino.StatusPending: vecino.StatusScreening, vecino.StatusApproved: vecino.StatusPending}[to]
				db.ChangeStatus(ctx, vecino.Event{ReportID: r.ID, FromStatus: &from, ToStatus: to}) //nolint:errcheck
			}
		}
		s, w, n, e := 40.6, -74.1, 40.9, -73.8
		box := vecino.PublicFilter{South: &s, West: &w, North: &n, East: &e}
		pts, err := db.MapPoints(ctx, box, 10, 4)
		if err != nil || len(pts) != 6 || pts[0].ID == nil {
			t.Fatalf("under the limit: %d points, %v", len(pts), err)
		}
		pts, err = db.MapPoints(ctx, box, 5, 4)
		if err != nil || len(pts) != 2 {
			t.Fatalf("over the limit: %+v, %v (want 2 clusters)", pts, err)
		}
		total := 0
		for _, p := range pts {
			total += p.Count
			if p.Count != 3 || p.ID != nil {
				t.Errorf("cluster %+v", p)
			}
		}
		if total != 6 {
			t.Errorf("clusters hold %d reports", total)
		}
	})
}

// TestPositionAcrossDays files reports over several days (two at the same
// instant) and checks every position against a plain count, before and
// after reports leave the queue.
func TestPositionAcrossDays(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "days@example.org")
		base := time.Date(2026, 3, 1, 23, 30, 0, 0, time.UTC)
		offsets := []time.Duration{0, 0, time.Hour, 25 * time.Hour, 49 * time.Hour, 49*time.Hour + time.Minute}
		var ids []string
		for _, off := range offsets {
			at := base.Add(off)
			db.Now = func() time.Time { return at }
			r := &vecino.Report{ReporterID: u.ID, Category: "road-infrastructure", Type: "pothole", Description: "Queue position check"}
			if err := db.CreateReport(ctx, r); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, r.ID)
		}
		db.Now = time.Now
		check := func(queue []string) {
			t.Helper()
			for i, id := range queue {
				p, err := db.PositionOf(ctx, id, vecino.StatusScreening)
				if err != nil || p.Position != i+1 || p.Total != len(queue) {
					t.Errorf("report %d of %d: %+v, %v", i+1, len(queue), p, err)
				}
			}
		}
		// ids[0] and ids[1] share an instant: their order is by id.
		if ids[1] < ids[0] {
			ids[0], ids[1] = ids[1], ids[0]
		}
		check(ids)
		from := vecino.StatusScreening
		for _, gone := range []string{ids[1], ids[3]} {
			if err := db.ChangeStatus(ctx, vecino.Event{ReportID: gone, FromStatus: &from, ToStatus: vecino.StatusPending}); err != nil {
				t.Fatal(err)
			}
		}
		check([]string{ids[0], ids[2], ids[4], ids[5]})
		if _, err := db.DeleteReport(ctx, ids[4], u.ID); err != nil {
			t.Fatal(err)
		}
		check([]string{ids[0], ids[2], ids[5]})
	})
}

func TestEmailConfirmations(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		u := mustUser(t, db, "confirm@example.org")
		if got, _ := db.UserByID(ctx, u.ID); got.EmailConfirmed {
			t.Fatal("a new account is confirmed")
		}
		staff, err := db.CreateUser(ctx, vecino.NewUser{Email: "cli@example.org", PasswordHash: "h", Confirmed: true})
		if err != nil || !staff.EmailConfirmed {
			t.Fatalf("CreateUser(Confirmed) = %+v, %v", staff, err)
		}
		if err := db.CreateEmailConfirmation(ctx, u.ID, "stale", -time.Minute); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ConfirmEmail(ctx, "stale"); vecino.ErrorCode(err) != vecino.EINVALID {
			t.Errorf("expired token = %v, want invalid", err)
		}
		db.CreateEmailConfirmation(ctx, u.ID, "old", time.Hour)
		db.CreateEmailConfirmation(ctx, u.ID, "new", time.Hour)
		if _, err := db.ConfirmEmail(ctx, "old"); vecino.ErrorCode(err) != vecino.EINVALID {
			t.Errorf("replaced token = %v, want invalid", err)
		}
		if id, err := db.ConfirmEmail(ctx, "new"); err != nil || id != u.ID {
			t.Fatalf("ConfirmEmail = %q, %v", id, err)
		}
		got, _, _ := db.UserByEmail(ctx, "confirm@example.org")
		if !got.EmailConfirmed {
			t.Error("not confirmed after ConfirmEmail")
		}
		if _, err := db.ConfirmEmail(ctx, "new"); vecino.ErrorCode(err) != vecino.EINVALID {
			t.Errorf("spent token = %v, want invalid", err)
		}
	})
}
