package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/imaging/imagingtest"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// tableClass says what a table of the schema holds about people. Every
// table of both databases must be listed: a new table fails
// TestDeleteAccountLeavesNoTrace until someone says here what it holds
// and, if it holds anything of a person, makes DeleteUser remove it.
type tableClass struct {
	personal bool   // rows name a person: the deletion must leave none of theirs
	why      string // one line
}

var tableClasses = map[string]tableClass{
	"users":               {true, "the account: deleted"},
	"profiles":            {true, "names and language: deleted with the account"},
	"user_roles":          {true, "roles held, and granted_by: deleted, or NULL where they granted"},
	"role_audit":          {true, "role changes of and by the account: deleted, or actor NULL"},
	"sessions":            {true, "sign-ins: deleted with the account"},
	"password_resets":     {true, "reset tokens (hashes): deleted with the account"},
	"email_confirmations": {true, "confirmation tokens (hashes): deleted with the account"},
	"violations":          {true, "reports: deleted, or published ones moved to the tombstone"},
	"report_photos":       {true, "files of reports: go with their report"},
	"report_events":       {true, "report histories: go with their report; actor NULL elsewhere"},
	"photo_edits":         {true, "staff edits of public copies: actor NULL"},
	"api_keys":            {true, "Open311 keys an owner created: deleted with the account"},
	"investor_requests":   {true, "name and email of a requester: deleted when the email is the account's"},
	"rate_limits":         {true, "token buckets keyed by account id, email or its digests: deleted (PostgreSQL only)"},
	"river_job":           {true, "queued and finished jobs; emails carry the address: deleted unless running"},

	"supported_languages": {false, "interface languages: no personal data"},
	"feature_flags":       {false, "feature switches: no personal data"},
	"role_feature_flags":  {false, "feature switches per role: no personal data"},
	"page_views":          {false, "route patterns, language, referring domain; never a person or an id"},
	"status_counts":       {false, "counts per status: no personal data"},
	"status_day_counts":   {false, "counts per status and day: no personal data"},
	"map_levels":          {false, "map grid sizes: no personal data"},
	"map_cells":           {false, "counts of published reports per map cell: no personal data"},

	// The map's spatial index and grid sums (migration 0021): no person.
	"map_cells_all":        {false, "map_cells summed over categories: no personal data"},
	"public_points":        {false, "places of published reports (SQLite R*Tree: id, place, category, type)"},
	"public_points_node":   {false, "public_points' tree nodes (SQLite R*Tree storage)"},
	"public_points_parent": {false, "public_points' tree parents (SQLite R*Tree storage)"},
	"public_points_rowid":  {false, "public_points' entries (SQLite R*Tree storage): report ids, places, categories"},

	"chat_resources":      {false, "organisations the assistant lists (public contact details): no personal data"},
	"neighborhoods":       {false, "neighbourhood names and shapes: no personal data"},
	"neighborhood_jobs":   {false, "progress of the neighbourhood assignment: no personal data"},
	"report_day_counts":   {false, "counts per day, status, category, neighbourhood: no personal data"},
	"review_time_buckets": {false, "histogram of review times: no personal data"},
	"departments":         {false, "city departments and their contact addresses: no resident's data"},
	"routing_rules":       {false, "category and neighbourhood to department: no personal data"},
	"deliveries":          {false, "a report's deliveries to departments: go with their report (cascade), name no person"},
	"report_updates":      {false, "departments' updates on a report: go with their report (cascade), name no resident"},
	"subscriptions":       {true, "follows and area alerts of the account or its address: deleted"},
	"sent_notices":        {true, "marks of notices sent (the reporter's carry the account id): deleted"},
	"report_notes":        {true, "staff notes on reports: author NULL (the note is the city's record)"},
	"reply_templates":     {true, "reply templates: updated_by NULL"},
	"report_words":        {false, "words of report descriptions for search: go with their report (cascade)"},
	"retention_settings":  {false, "the owner's retention figures: no personal data"},
	"schema_migrations":   {false, "applied migrations: no personal data"},
	"river_leader":        {false, "the queue's elected leader (a process name): no personal data"},
	"river_queue":         {false, "queue names and state: no personal data"},
	"river_migration":     {false, "River's applied migrations: no personal data"},
	"river_client":        {false, "River's clients (process names): no personal data"},
	"river_client_queue":  {false, "River's clients' queues: no personal data"},
	"river_notification":  {false, "River's notifications on SQLite (job kinds, queues): no personal data"},
}

// schemaTables lists every table of the database from its catalog.
func schemaTables(t *testing.T, db *sqlstore.DB) []string {
	t.Helper()
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
	if db.Dialect == sqlstore.Postgres {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
	}
	out := queryStrings(t, db, q)
	sort.Strings(out)
	return out
}

// rowsHolding returns, per table, the rows in which one of needles occurs
// (case-insensitively) in any column, as text.
func rowsHolding(t *testing.T, db *sqlstore.DB, tables []string, needles ...string) map[string][]string {
	t.Helper()
	found := map[string][]string{}
	for _, table := range tables {
		rows, err := db.SQL().Query(`SELECT * FROM "` + table + `"`)
		if err != nil {
			t.Fatalf("read %s: %v", table, err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatalf("scan %s: %v", table, err)
			}
			var b strings.Builder
			for i, v := range vals {
				if raw, ok := v.([]byte); ok {
					v = string(raw)
				}
				fmt.Fprintf(&b, "%s=%v ", cols[i], v)
			}
			text := strings.ToLower(b.String())
			for _, n := range needles {
				if n != "" && strings.Contains(text, strings.ToLower(n)) {
					found[table] = append(found[table], b.String())
					break
				}
			}
		}
		rows.Close()
	}
	return found
}

// waitJobsIdle waits until no job is being worked, so that every job row
// the test's requests added is settled.
func waitJobsIdle(t *testing.T, db *sqlstore.DB) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var n int
		if err := db.SQL().QueryRow(`SELECT COUNT(*) FROM river_job WHERE state IN ('running', 'available', 'retryable')`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d jobs still waiting after 30 s", n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// storedKeys lists every file key of the store under photos/.
func storedKeys(t *testing.T, files filestore.Store) []string {
	t.Helper()
	var keys []string
	if err := filestore.Walk(context.Background(), files, "photos/", func(key string, _ int64) error {
		keys = append(keys, key)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return keys
}

func renterFields() map[string]string {
	return map[string]string{"category": "renter-protection", "type": "illegal-lockouts", "description": "El casero cambió la cerradura sin aviso",
		"building_address": "12 Grove St", "unit": "3B", "landlord_name": "Acme Rentals", "started_at": time.Now().Add(-48 * time.Hour).UTC().Format(time.RFC3339)}
}

// fileAs files fields with files as token's holder and returns the report.
func (e *env) fileAs(token string, fields map[string]string, files ...[]byte) reportJSON {
	e.t.Helper()
	r := e.upload(token, fields, files...)
	if r.status != 201 {
		e.t.Fatalf("file = %d %s", r.status, r.body)
	}
	var rep reportJSON
	r.json(e.t, &rep)
	return rep
}

// publish moves a street report filed with photos to approved, as staff.
func (e *env) publish(staffToken, id string) {
	e.t.Helper()
	e.processed(staffToken, id)
	if r := e.do("POST", "/api/reports/"+id+"/photos-check", nil, staffToken); r.status != 200 {
		e.t.Fatalf("photo check = %d %s", r.status, r.body)
	}
	for _, step := range [][2]string{{"screening", "pending"}, {"pending", "approved"}} {
		if r := e.do("POST", "/api/reports/"+id+"/transitions", map[string]any{"to": step[1], "expected_status": step[0]}, staffToken); r.status != 200 {
			e.t.Fatalf("%s → %s = %d %s", step[0], step[1], r.status, r.body)
		}
	}
}

// TestDeleteAccountLeavesNoTrace deletes an account that has data in every
// personal table (a resident who is also staff and an owner) and reads
// every table of the schema, listed from the database's catalog: no row
// holds the account's id, email or names, and of its files only the public
// copies of its published reports remain. A table the list above does not
// classify fails the test.
func TestDeleteAccountLeavesNoTrace(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		files, err := filestore.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		e := newEnvWithFiles(t, db, files)
		ctx := context.Background()
		owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
		const email = "zebulon.q@example.org"
		x := e.signup(email, pw)
		xid := x.user["id"].(string)
		if r := e.do("PATCH", "/api/me", map[string]any{"first_name": "Zebulon", "last_name": "Quixotefield"}, x.token); r.status != 200 {
			t.Fatalf("profile = %d %s", r.status, r.body)
		}
		for _, role := range []vecino.Role{vecino.RoleOwner, vecino.RoleReporterAdmin, vecino.RoleReviewerAdmin} {
			if r := e.do("PUT", "/api/owner/users/"+xid+"/roles/"+string(role), nil, owner.token); r.status != 204 {
				t.Fatalf("grant %s = %d %s", role, r.status, r.body)
			}
		}
		x = e.signin(email, pw, true) // a second session
		y := e.signup("yolanda@example.org", pw)
		yid := y.user["id"].(string)
		if r := e.do("PUT", "/api/owner/users/"+yid+"/roles/reviewer", nil, x.token); r.status != 204 {
			t.Fatalf("x grants = %d %s", r.status, r.body)
		}

		// Its reports in every state, each with a file.
		mine := map[string]reportJSON{}
		mine["screening"] = e.fileAs(x.token, pothole(), exifPhoto)
		mine["pending"] = e.fileAs(x.token, pothole(), imagingtest.JPEG(320, 240, nil))
		e.processed(x.token, mine["pending"].ID)
		e.do("POST", "/api/reports/"+mine["pending"].ID+"/transitions", map[string]any{"to": "pending", "expected_status": "screening"}, x.token)
		mine["approved"] = e.fileAs(x.token, pothole(), exifPhoto)
		e.publish(x.token, mine["approved"].ID)
		mine["rejected"] = e.fileAs(x.token, pothole(), exifPhoto)
		e.processed(x.token, mine["rejected"].ID)
		if r := e.do("POST", "/api/reports/"+mine["rejected"].ID+"/transitions", map[string]any{"to": "rejected", "expected_status": "screening",
			"reason_code": "duplicate", "note": "Filed twice"}, x.token); r.status != 200 {
			t.Fatalf("reject = %d %s", r.status, r.body)
		}
		mine["renter"] = e.fileAs(x.token, renterFields(), []byte("%PDF-1.7\n%x\n"))

		// Its work as staff on another resident's report: moves, the photo
		// check and an edit of the public copy.
		theirs := e.fileAs(y.token, pothole(), exifPhoto)
		e.publish(x.token, theirs.ID)
		if r := e.do("POST", "/api/photos/"+theirs.Photos[0].ID+"/edits", map[string]any{"version": 0, "rotate": 0, "blur": []any{map[string]float64{"x": 0, "y": 0, "w": 0.5, "h": 0.5}}}, x.token); r.status != 200 {
			t.Fatalf("edit = %d %s", r.status, r.body)
		}
		// A staff note and a reply template it wrote.
		if r := e.do("POST", "/api/reports/"+theirs.ID+"/notes", map[string]any{"body": "Called the depot"}, x.token); r.status/100 != 2 {
			t.Fatalf("note = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/reply-templates", map[string]any{"reason_code": "duplicate", "language": "en", "title": "Dup",
			"body": "Someone filed this already."}, x.token); r.status != 201 {
			t.Fatalf("template = %d %s", r.status, r.body)
		}
		// It follows another's report, and hears that its own was fixed.
		if r := e.do("POST", "/api/reports/"+theirs.ID+"/follow", map[string]any{}, x.token); r.status/100 != 2 {
			t.Fatalf("follow = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/reports/"+mine["approved"].ID+"/resolution", map[string]any{"resolved": true}, x.token); r.status != 200 {
			t.Fatalf("resolve = %d %s", r.status, r.body)
		}
		// An API key, an investor request, a reset token, failed sign-ins.
		if r := e.do("POST", "/api/owner/api-keys", map[string]any{"name": "Zebulon's key"}, x.token); r.status != 201 {
			t.Fatalf("api key = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/investor-requests", map[string]any{"name": "Zebulon Quixotefield", "email": email}, ""); r.status != 201 {
			t.Fatalf("investor request = %d %s", r.status, r.body)
		}
		if r := e.do("POST", "/api/auth/recover", map[string]any{"email": email, "language": "en"}, ""); r.status != 202 {
			t.Fatalf("recover = %d", r.status)
		}
		if r := e.do("POST", "/api/auth/signin", map[string]any{"email": email, "password": "not the password"}, ""); r.status != 401 {
			t.Fatalf("bad sign-in = %d", r.status)
		}
		if _, err := db.SQL().Exec(`INSERT INTO email_confirmations (token_hash, user_id, created_at, expires_at) VALUES ('h-zq', $1, $2, $2)`,
			xid, time.Now().UTC()); err != nil {
			t.Fatal(err)
		}
		waitJobsIdle(t, db)

		tables := schemaTables(t, db)
		var unclassified []string
		for _, table := range tables {
			if _, ok := tableClasses[table]; !ok {
				unclassified = append(unclassified, table)
			}
		}
		if len(unclassified) > 0 {
			t.Fatalf("tables not classified in tableClasses (privacy_test.go): %v; say what each holds and, if personal, delete it in DeleteUser", unclassified)
		}
		needles := []string{xid, email, "Zebulon", "Quixotefield"}
		before := rowsHolding(t, db, tables, needles...)
		for _, table := range tables {
			if c := tableClasses[table]; c.personal && len(before[table]) == 0 && table != "report_photos" && !(table == "rate_limits" && db.Dialect != sqlstore.Postgres) {
				t.Errorf("the test left %s without the account's data: it proves nothing there", table)
			}
		}
		var xPhotos []string
		for _, rep := range mine {
			for _, p := range rep.Photos {
				xPhotos = append(xPhotos, p.ID)
			}
		}

		if r := e.do("DELETE", "/api/me", map[string]any{"password": "wrong"}, x.token); r.status != 400 {
			t.Fatalf("delete with a wrong password = %d %s", r.status, r.body)
		}
		r := e.do("DELETE", "/api/me", map[string]any{"password": pw}, x.token)
		if r.status != 204 || !strings.Contains(strings.Join(r.header.Values("Set-Cookie"), ";"), "vecino_refresh=;") {
			t.Fatalf("delete = %d %s %v", r.status, r.body, r.header.Values("Set-Cookie"))
		}
		if r := e.do("GET", "/api/me", nil, x.token); r.status != 401 {
			t.Errorf("the deleted account's token = %d, want 401", r.status)
		}
		if r := e.do("POST", "/api/auth/signin", map[string]any{"email": email, "password": pw}, ""); r.status != 401 {
			t.Errorf("sign-in after deletion = %d, want 401", r.status)
		}

		for table, rows := range rowsHolding(t, db, tables, needles...) {
			t.Errorf("%s still holds the deleted account: %v", table, rows)
		}
		// Rows of its deleted reports: none, in any table that names reports.
		for state, rep := range mine {
			if state == "approved" {
				continue
			}
			if _, err := db.ReportByID(ctx, rep.ID); vecino.ErrorCode(err) != vecino.ENOTFOUND {
				t.Errorf("%s report after deletion: %v", state, err)
			}
			for _, q := range []string{`SELECT COUNT(*) FROM report_photos WHERE report_id = $1`, `SELECT COUNT(*) FROM report_events WHERE report_id = $1`} {
				var n int
				if err := db.SQL().QueryRow(q, rep.ID).Scan(&n); err != nil || n != 0 {
					t.Errorf("%s: %d rows of the deleted %s report (%v)", q, n, state, err)
				}
			}
		}
		var reporter string
		if err := db.SQL().QueryRow(`SELECT reporter_id FROM violations WHERE id = $1`, mine["approved"].ID).Scan(&reporter); err != nil || reporter != vecino.DeletedUserID {
			t.Errorf("published report: reporter %q, %v; want the tombstone", reporter, err)
		}
		var left int
		db.SQL().QueryRow(`SELECT COUNT(*) FROM violations WHERE reporter_id = $1`, vecino.DeletedUserID).Scan(&left) //nolint:errcheck
		if left != 1 {
			t.Errorf("%d reports kept anonymous, want only the published one", left)
		}
		if r := e.get("/api/public/reports/" + mine["approved"].ID); r.status != 200 {
			t.Errorf("published report after deletion = %d", r.status)
		}
		if _, err := db.ReportByID(ctx, theirs.ID); err != nil {
			t.Errorf("another resident's report: %v", err)
		}
		approved, err := db.ReportByID(ctx, mine["approved"].ID)
		if err != nil {
			t.Fatal(err)
		}
		public := map[string]bool{approved.Photos[0].PublicKey(): true, approved.Photos[0].ThumbKey(): true}
		kept := map[string]bool{}
		for _, key := range storedKeys(t, files) {
			for _, id := range xPhotos {
				if strings.HasPrefix(key, "photos/"+id+"/") {
					if !public[key] {
						t.Errorf("file %s of the deleted account remains", key)
					}
					kept[key] = true
				}
			}
		}
		if len(kept) != 2 {
			t.Errorf("kept %v, want the published report's public copy and thumbnail", kept)
		}
		if f, err := files.Open(ctx, "photos/"+theirs.Photos[0].ID+"/original"); err != nil {
			t.Errorf("another resident's original: %v", err)
		} else {
			f.Close()
		}
	})
}

// TestDeleteAccountLastOwner: the only owner cannot delete their account;
// once there is another, they can.
func TestDeleteAccountLastOwner(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
		r := e.do("DELETE", "/api/me", map[string]any{"password": pw}, owner.token)
		if r.status != 409 || !strings.Contains(string(r.body), `"last_owner"`) {
			t.Fatalf("last owner deletes = %d %s, want 409 last_owner", r.status, r.body)
		}
		if r := e.do("DELETE", "/api/me", map[string]any{}, owner.token); r.status != 400 {
			t.Errorf("without a password = %d", r.status)
		}
		other := e.userWithRole("second@example.org", vecino.RoleReporter)
		if r := e.do("PUT", "/api/owner/users/"+other.user["id"].(string)+"/roles/owner", nil, owner.token); r.status != 204 {
			t.Fatal(r.status)
		}
		if r := e.do("DELETE", "/api/me", map[string]any{"password": pw}, owner.token); r.status != 204 {
			t.Errorf("owner with another owner deletes = %d %s", r.status, r.body)
		}
		var users struct{ Items []map[string]any }
		e.do("GET", "/api/owner/users", nil, e.signin("second@example.org", pw, false).token).json(t, &users)
		if len(users.Items) != 1 {
			t.Errorf("users after the deletion = %v", users.Items)
		}
		for _, u := range users.Items {
			if u["id"] == vecino.DeletedUserID {
				t.Errorf("the tombstone is listed: %v", u)
			}
		}
	})
}

// unzip reads an archive into name → content.
func unzip(t *testing.T, b []byte) map[string][]byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatalf("not a zip: %v", err)
	}
	out := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		out[f.Name] = data
	}
	return out
}

// TestExportMyData: the archive holds every report of its owner with the
// original of every file, byte for byte, and nothing of another resident
// or of the staff who handled the reports; it is rate-limited.
func TestExportMyData(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		x := e.signup("xavier@example.org", pw)
		e.do("PATCH", "/api/me", map[string]any{"first_name": "Xavier", "last_name": "Exportson"}, x.token)
		y := e.signup("yusuf@example.org", pw)
		e.do("PATCH", "/api/me", map[string]any{"first_name": "Yusuf", "last_name": "Otherperson"}, y.token)
		staff := e.userWithRole("stafford@staff.example.org", vecino.RoleReviewerAdmin)
		e.do("PATCH", "/api/me", map[string]any{"first_name": "Stafford", "last_name": "Reviewerson"}, staff.token)
		if err := e.db.GrantRole(context.Background(), staff.user["id"].(string), vecino.RoleReporterAdmin, nil); err != nil {
			t.Fatal(err)
		}

		photoA, photoB := imagingtest.JPEG(320, 240, nil), exifPhoto
		pdf := []byte("%PDF-1.7\n%export\n")
		uploaded := map[string][]byte{}
		var mine []reportJSON
		for _, f := range []struct {
			fields map[string]string
			files  [][]byte
		}{{pothole(), [][]byte{photoA, photoB}}, {pothole(), [][]byte{photoB}}, {renterFields(), [][]byte{pdf}}} {
			rep := e.fileAs(x.token, f.fields, f.files...)
			for i, p := range rep.Photos {
				uploaded[p.ID] = f.files[i]
			}
			mine = append(mine, rep)
		}
		e.publish(staff.token, mine[1].ID)
		theirs := e.fileAs(y.token, pothole(), imagingtest.JPEG(200, 100, nil))

		r := e.do("GET", "/api/me/export", nil, x.token)
		if r.status != 200 || r.header.Get("Content-Type") != "application/zip" || !strings.HasPrefix(r.header.Get("Content-Disposition"), "attachment") {
			t.Fatalf("export = %d %v", r.status, r.header)
		}
		archive := unzip(t, r.body)
		for _, rep := range mine {
			raw, ok := archive["reports/"+rep.ID+"/report.json"]
			if !ok {
				t.Fatalf("report %s missing from %v", rep.ID, keysOf(archive))
			}
			var got struct {
				ID      string
				Photos  []struct{ ID, File string }
				History []struct{ To string }
			}
			if err := json.Unmarshal(raw, &got); err != nil {
				t.Fatal(err)
			}
			if len(got.Photos) != len(rep.Photos) {
				t.Errorf("report %s lists %d files, want %d", rep.ID, len(got.Photos), len(rep.Photos))
			}
			for _, p := range got.Photos {
				if !bytes.Equal(archive[p.File], uploaded[p.ID]) {
					t.Errorf("file %s of %s is not the original as filed (%d bytes)", p.File, rep.ID, len(archive[p.File]))
				}
			}
			if rep.ID == mine[1].ID && len(got.History) < 2 {
				t.Errorf("history of the published report = %s", raw)
			}
		}
		var profile struct{ Account struct{ Email string } }
		json.Unmarshal(archive["profile.json"], &profile) //nolint:errcheck
		if profile.Account.Email != "xavier@example.org" {
			t.Errorf("profile.json = %s", archive["profile.json"])
		}
		if !bytes.Contains(archive["sessions.json"], []byte(`"expires_at"`)) {
			t.Errorf("sessions.json = %s", archive["sessions.json"])
		}
		for name, data := range archive {
			for _, other := range []string{theirs.ID, theirs.Photos[0].ID, "yusuf", "Otherperson", "stafford", "Reviewerson", y.user["id"].(string), staff.user["id"].(string)} {
				if bytes.Contains(bytes.ToLower(data), []byte(strings.ToLower(other))) || strings.Contains(name, other) {
					t.Errorf("%s holds %q, which is not the resident's", name, other)
				}
			}
		}
		if r := e.do("GET", "/api/me/export", nil, ""); r.status != 401 {
			t.Errorf("export without a session = %d", r.status)
		}
		for range 2 {
			e.do("GET", "/api/me/export", nil, x.token)
		}
		if r := e.do("GET", "/api/me/export", nil, x.token); r.status != 429 {
			t.Errorf("fourth export within the hour = %d, want 429", r.status)
		}
	})
}

func keysOf(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestRetentionPolicy runs the policy at the app's clock: the owner sets
// it; originals of published reports go after originals_months (the public
// copy stays and is served), rejected reports go after closed_months with
// their files, open reports stay.
func TestRetentionPolicy(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		files, err := filestore.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		var a *app.App
		e := newEnvWithFiles(t, db, files, withApp(&a))
		ctx := context.Background()
		owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
		staff := e.userWithRole("staff@example.org", vecino.RoleReviewerAdmin)
		e.db.GrantRole(ctx, staff.user["id"].(string), vecino.RoleReporterAdmin, nil) //nolint:errcheck
		res := e.signup("res@example.org", pw)

		var got vecino.Retention
		e.do("GET", "/api/owner/retention", nil, owner.token).json(t, &got)
		if got.OriginalsMonths != 12 || got.ClosedMonths != 24 {
			t.Errorf("default policy = %+v", got)
		}
		for _, bad := range []map[string]any{{"originals_months": 0, "closed_months": 24}, {"originals_months": 12, "closed_months": 121}} {
			if r := e.do("PUT", "/api/owner/retention", bad, owner.token); r.status != 400 {
				t.Errorf("policy %v = %d", bad, r.status)
			}
		}
		if r := e.do("PUT", "/api/owner/retention", map[string]any{"originals_months": 6, "closed_months": 18}, res.token); r.status != 403 {
			t.Errorf("a resident sets the policy = %d", r.status)
		}

		published := e.fileAs(res.token, pothole(), exifPhoto)
		e.publish(staff.token, published.ID)
		rejected := e.fileAs(res.token, pothole(), exifPhoto)
		e.processed(res.token, rejected.ID)
		e.do("POST", "/api/reports/"+rejected.ID+"/transitions", map[string]any{"to": "rejected", "expected_status": "screening", "reason_code": "duplicate"}, staff.token)
		open := e.fileAs(res.token, pothole(), exifPhoto)
		e.processed(res.token, open.ID)
		pub, _ := db.ReportByID(ctx, published.ID)
		exists := func(key string) bool {
			f, err := files.Open(ctx, key)
			if err == nil {
				f.Close()
			}
			return err == nil
		}

		start := time.Now()
		at := func(months int) app.RetentionRun {
			t.Helper()
			a.Now = func() time.Time { return start.AddDate(0, months, 1) }
			run, err := a.ApplyRetention(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return run
		}
		if run := at(11); run != (app.RetentionRun{}) {
			t.Errorf("after 11 months: %+v, want nothing", run)
		}
		if run := at(12); run.OriginalsDeleted != 1 || run.ReportsDeleted != 0 {
			t.Errorf("after 12 months: %+v, want the published report's original", run)
		}
		p := pub.Photos[0]
		if exists(p.OriginalKey()) || !exists(p.PublicKey()) || !exists(p.ThumbKey()) {
			t.Errorf("published photo after 12 months: original %v, public %v, thumb %v", exists(p.OriginalKey()), exists(p.PublicKey()), exists(p.ThumbKey()))
		}
		var view reportJSON
		e.get("/api/public/reports/"+published.ID).json(t, &view)
		if len(view.Photos) != 1 || e.get(view.Photos[0].URL).status != 200 {
			t.Errorf("public copy after the original went: %+v", view.Photos)
		}
		if r := e.do("GET", "/api/photos/"+p.ID+"/editor", nil, staff.token); r.status != 409 {
			t.Errorf("editor of a photo whose original went = %d %s, want 409", r.status, r.body)
		}
		if !exists("photos/" + open.Photos[0].ID + "/original") {
			t.Error("an open report's original went")
		}
		if run := at(23); run != (app.RetentionRun{}) {
			t.Errorf("after 23 months: %+v, want nothing more", run)
		}
		if run := at(24); run.ReportsDeleted != 1 {
			t.Errorf("after 24 months: %+v, want the rejected report", run)
		}
		if _, err := db.ReportByID(ctx, rejected.ID); vecino.ErrorCode(err) != vecino.ENOTFOUND {
			t.Errorf("rejected report after 24 months: %v", err)
		}
		for _, key := range storedKeys(t, files) {
			if strings.HasPrefix(key, "photos/"+rejected.Photos[0].ID+"/") {
				t.Errorf("file %s of the deleted report remains", key)
			}
		}
		for _, id := range []string{published.ID, open.ID} {
			if _, err := db.ReportByID(ctx, id); err != nil {
				t.Errorf("report %s after 24 months: %v", id, err)
			}
		}
		if r := e.do("PUT", "/api/owner/retention", map[string]any{"originals_months": 3, "closed_months": 6}, owner.token); r.status != 200 {
			t.Fatalf("set policy = %d %s", r.status, r.body)
		}
		e.do("GET", "/api/owner/retention", nil, owner.token).json(t, &got)
		if got.OriginalsMonths != 3 || got.ClosedMonths != 6 {
			t.Errorf("stored policy = %+v", got)
		}
	})
}

// TestPageViewsNeverStoreIDs: whatever path a browser sends, page_views
// holds a route pattern: no report's id, even a renter report's, and even
// without the web build's route list (every path its own page).
func TestPageViewsNeverStoreIDs(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		tenant := e.signup("tenant@example.org", pw)
		rep := e.fileAs(tenant.token, renterFields())
		for _, p := range []string{"/dashboard/violations/" + rep.ID, "/en/public/violations/approved/" + rep.ID + "?x=1", "/es/reports/12345", "/en/about"} {
			if r := e.do("POST", "/api/analytics/pageview", map[string]any{"path": p, "language": "en"}, ""); r.status != 204 {
				t.Fatalf("view of %s = %d %s", p, r.status, r.body)
			}
		}
		if got := strings.Join(queryStrings(t, e.db, `SELECT path FROM page_views ORDER BY path`), " "); got != "/dashboard/violations/:id /en/about /en/public/violations/approved/:id /es/reports/:id" {
			t.Errorf("stored pages = %s", got)
		}
		if found := rowsHolding(t, e.db, []string{"page_views"}, rep.ID); len(found) > 0 {
			t.Errorf("a renter report's id is stored: %v", found)
		}
	}, withSettings(func(c *httpapi.Settings) { c.Analytics = true }))
}

// queryStrings returns the first column of every row of q.
func queryStrings(t *testing.T, db *sqlstore.DB, q string, args ...any) []string {
	t.Helper()
	rows, err := db.SQL().Query(q, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}
