package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/filestore/s3test"
	"github.com/vecino-city/vecino/internal/imaging/samplephoto"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// TestBackupWhileFiling backs up a server (a child process) while clients
// file reports with photos from four accounts, restores the backup into a
// fresh database and data folder, and finds there every report that was
// acknowledged with 201 before the backup started, each with the original
// of both its photos, byte for byte. A server started on the restored data
// lets a reporter sign in and read one of them. Restoring again into the
// now used target is refused. On SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set (pg_dump and pg_restore from the PostgreSQL
// install).
func TestBackupWhileFiling(t *testing.T) {
	for _, d := range sqlstoretest.Dialects() {
		t.Run(string(d), func(t *testing.T) { t.Parallel(); backupWhileFiling(t, d) })
	}
}

func backupWhileFiling(t *testing.T, d sqlstore.Dialect) {
	ctx := context.Background()
	pathEnv := os.Getenv("PATH")
	if d == sqlstore.Postgres {
		bin := pgBinDir()
		if bin == "" {
			t.Skip("no PostgreSQL install under /usr/lib/postgresql")
		}
		pathEnv = bin + string(os.PathListSeparator) + pathEnv
	}
	env := map[string]string{
		"DATABASE_URL": sqlstoretest.URL(t, d), "DATA_DIR": t.TempDir(), "LISTEN_ADDR": "127.0.0.1:0",
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32), "TRUST_PROXY": "true", "PATH": pathEnv,
	}
	target := map[string]string{}
	for k, v := range env {
		target[k] = v
	}
	target["DATA_DIR"] = t.TempDir()
	target["DATABASE_URL"] = restoreTargetURL(t, d, env["DATABASE_URL"])

	p := spawn(t, env)
	const pass = "a long test passphrase"
	photo := samplephoto.JPEG(1200, 900, nil)
	var (
		mu      sync.Mutex
		started bool               // the backup has started
		before  []string           // reports acknowledged before it started
		filer   = map[string]int{} // report → the resident who filed it
		during  int                // acknowledged after
		stop    = make(chan struct{})
		enough  = make(chan struct{})
		once    sync.Once
		wg      sync.WaitGroup
	)
	var tokens []string
	for i := range 4 { // four residents, each within the quota of 20 reports an hour
		email := fmt.Sprintf("resident%d@example.org", i)
		if err := run(ctx, []string{"user", "create", "--email", email, "--role", "reporter"},
			func(k string) string { return env[k] }, strings.NewReader(pass+"\n"), io.Discard, io.Discard); err != nil {
			t.Fatal(err)
		}
		tokens = append(tokens, signIn(t, p.base, email, pass))
	}
	for i, token := range tokens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				id, status := fileOne(p.base, token, fmt.Sprintf("203.0.113.%d", i+1), photo)
				if status != 201 {
					time.Sleep(100 * time.Millisecond)
					continue
				}
				mu.Lock()
				if started {
					during++
				} else {
					before = append(before, id)
					filer[id] = i
					if len(before) >= 8 {
						once.Do(func() { close(enough) })
					}
				}
				mu.Unlock()
			}
		}()
	}
	select {
	case <-enough:
	case <-time.After(2 * time.Minute):
		t.Fatal("fewer than 8 reports acknowledged in 2 minutes")
	}

	dir := filepath.Join(t.TempDir(), "backup")
	mu.Lock()
	started = true
	mu.Unlock()
	var out bytes.Buffer
	start := time.Now()
	err := run(ctx, []string{"backup", dir}, func(k string) string { return env[k] }, nil, &out, io.Discard)
	took := time.Since(start)
	close(stop)
	wg.Wait()
	if err != nil {
		t.Fatalf("backup: %v\n%s", err, out.String())
	}
	t.Logf("backup (%v) while filing: %d reports acknowledged before it started, %d after:\n%s", took.Round(time.Millisecond), len(before), during, out.String())
	p.cmd.Process.Signal(syscall.SIGTERM) //nolint:errcheck
	p.cmd.Wait()                          //nolint:errcheck

	var m manifest
	if b, err := os.ReadFile(filepath.Join(dir, manifestFile)); err != nil {
		t.Fatal(err)
	} else if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m.Dialect != string(d) || m.Schema == 0 || m.Counts["reports"] < int64(len(before)) || m.Photos.Files < 2*len(before) {
		t.Errorf("manifest: %+v", m)
	}

	out.Reset()
	if err := run(ctx, []string{"restore", dir}, func(k string) string { return target[k] }, nil, &out, io.Discard); err != nil {
		t.Fatalf("restore: %v\n%s", err, out.String())
	}
	t.Logf("restore:\n%s", out.String())

	db, err := sqlstore.Open(target["DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	files, err := filestore.NewLocal(target["DATA_DIR"])
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range before {
		var keys []string
		rows, err := db.SQL().Query("SELECT original_key FROM report_photos WHERE report_id = $1", id)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var k string
			rows.Scan(&k) //nolint:errcheck
			keys = append(keys, k)
		}
		rows.Close()
		if len(keys) != 2 {
			t.Errorf("report %s, acknowledged before the backup: %d photos restored, want 2", id, len(keys))
		}
		for _, k := range keys {
			f, err := files.Open(ctx, k)
			if err != nil {
				t.Errorf("report %s: original %s not restored: %v", id, k, err)
				continue
			}
			b, _ := io.ReadAll(f)
			f.Close()
			if !bytes.Equal(b, photo) {
				t.Errorf("report %s: original %s differs from the upload (%d bytes, want %d)", id, k, len(b), len(photo))
			}
		}
	}

	// The restored data serves: a resident signs in and reads a report.
	srv := spawn(t, target)
	token := signIn(t, srv.base, fmt.Sprintf("resident%d@example.org", filer[before[0]]), pass)
	var rep struct{ ID string }
	if st := call(t, "GET", srv.base+"/api/reports/"+before[0], token, nil, &rep); st != 200 || rep.ID != before[0] {
		t.Errorf("GET a restored report = %d %+v", st, rep)
	}
	srv.cmd.Process.Signal(syscall.SIGTERM) //nolint:errcheck
	srv.cmd.Wait()                          //nolint:errcheck

	// Restoring again into what is no longer empty is refused.
	err = run(ctx, []string{"restore", dir}, func(k string) string { return target[k] }, nil, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("restore into a used database: %v", err)
	}
	// So is a restore into an empty database beside a used photo store.
	other := map[string]string{}
	for k, v := range target {
		other[k] = v
	}
	other["DATABASE_URL"] = restoreTargetURL(t, d, env["DATABASE_URL"])
	err = run(ctx, []string{"restore", dir}, func(k string) string { return other[k] }, nil, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "already holds photos") {
		t.Errorf("restore into a used photo store: %v", err)
	}
}

// fileOne files a pothole report with two photos and returns its id and
// the answer's status (0 when the server did not answer).
func fileOne(base, token, clientAddr string, photo []byte) (string, int) {
	body, contentType := potholeForm(photo, photo)
	req, _ := http.NewRequest("POST", base+"/api/reports", body)
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("X-Forwarded-For", clientAddr)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", 0
	}
	defer res.Body.Close()
	var rep struct{ ID string }
	json.NewDecoder(res.Body).Decode(&rep) //nolint:errcheck
	return rep.ID, res.StatusCode
}

// pgBinDir is the newest PostgreSQL install's bin folder, as
// scripts/with-postgres.sh finds it; empty when there is none.
func pgBinDir() string {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return pgMajor(dirs[i]) < pgMajor(dirs[j]) })
	for i := len(dirs) - 1; i >= 0; i-- {
		if _, err := os.Stat(filepath.Join(dirs[i], "pg_dump")); err == nil {
			return dirs[i]
		}
	}
	return ""
}

func pgMajor(binDir string) int {
	var n int
	fmt.Sscanf(filepath.Base(filepath.Dir(binDir)), "%d", &n) //nolint:errcheck
	return n
}

// restoreTargetURL is an empty database to restore into: on SQLite a new
// file; on PostgreSQL a new database (dropped at cleanup) with the source's
// search_path, since a dump of one schema restores into that schema.
func restoreTargetURL(t *testing.T, d sqlstore.Dialect, source string) string {
	t.Helper()
	if d == sqlstore.SQLite {
		return "sqlite:" + filepath.Join(t.TempDir(), "restored.db")
	}
	base := os.Getenv("TEST_DATABASE_URL")
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 6)
	rand.Read(b) //nolint:errcheck
	name := "vecino_restore_" + hex.EncodeToString(b)
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		admin.Exec("DROP DATABASE " + name + " WITH (FORCE)") //nolint:errcheck
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	src, err := url.Parse(source)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	q := u.Query()
	q.Set("search_path", src.Query().Get("search_path"))
	u.RawQuery = q.Encode()
	return u.String()
}

// TestMigrateSaysWhatItApplied: vecino migrate names the migrations it
// applied, then says the database is up to date; once the database holds a
// version this binary does not know (a newer Vecino migrated it), migrate
// and serve refuse it with a message that says what to do.
func TestMigrateSaysWhatItApplied(t *testing.T) {
	for _, d := range sqlstoretest.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			getenv := testEnv(t, map[string]string{"DATABASE_URL": sqlstoretest.URL(t, d)})
			db, err := sqlstore.Open(getenv("DATABASE_URL"))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			known, err := db.KnownMigrations()
			if err != nil {
				t.Fatal(err)
			}
			last := known[len(known)-1]
			var out bytes.Buffer
			if err := run(ctx, []string{"migrate"}, getenv, nil, &out, io.Discard); err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("Applied %d migrations: %s, %s", len(known), known[0].Name, known[1].Name)
			if !strings.HasPrefix(out.String(), want) || !strings.Contains(out.String(), last.Name) {
				t.Errorf("first migrate said %q, want %q…%s", out.String(), want, last.Name)
			}
			out.Reset()
			if err := run(ctx, []string{"migrate"}, getenv, nil, &out, io.Discard); err != nil {
				t.Fatal(err)
			}
			if want := fmt.Sprintf("The database is up to date (%s, schema %d).\n", d, last.Version); out.String() != want {
				t.Errorf("second migrate said %q, want %q", out.String(), want)
			}
			if _, err := db.SQL().Exec(`INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, 'from_a_newer_vecino', '2030-01-01T00:00:00Z')`, last.Version+1); err != nil {
				t.Fatal(err)
			}
			want = fmt.Sprintf("the database was migrated by a newer Vecino (schema %d); this binary knows up to %d: run the newer binary or restore a backup",
				last.Version+1, last.Version)
			for _, cmd := range []string{"migrate", "serve"} {
				err := run(ctx, []string{cmd}, getenv, nil, io.Discard, io.Discard)
				if err == nil || describe(err) != want {
					t.Errorf("%s on a newer schema: %v", cmd, err)
				}
			}
		})
	}
}

// TestBackupBucket backs up photos kept in a bucket (versitygw) and
// restores them into another, empty bucket; a third restore into that
// bucket is refused.
func TestBackupBucket(t *testing.T) {
	ctx := context.Background()
	s3 := s3test.Start(t)
	env := func(bucket string) func(string) string {
		getenv := testEnv(t, map[string]string{"STORAGE_URL": s3.StorageURL(bucket)})
		return func(k string) string {
			if v := s3.Getenv(k); v != "" {
				return v
			}
			return getenv(k)
		}
	}
	src := env("backup-source")
	if err := run(ctx, []string{"seed", "--demo"}, src, nil, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "backup")
	var out bytes.Buffer
	if err := run(ctx, []string{"backup", dir}, src, nil, &out, io.Discard); err != nil {
		t.Fatalf("backup: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "from s3://backup-source") {
		t.Errorf("backup said %q", out.String())
	}
	t.Log(out.String())
	out.Reset()
	if err := run(ctx, []string{"restore", dir}, env("backup-target"), nil, &out, io.Discard); err != nil {
		t.Fatalf("restore: %v\n%s", err, out.String())
	}
	t.Log(out.String())
	if !strings.Contains(out.String(), "Checked:") {
		t.Errorf("restore said %q", out.String())
	}
	err := run(ctx, []string{"restore", dir}, env("backup-target"), nil, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "already holds photos") {
		t.Errorf("restore into a used bucket: %v", err)
	}
}

// TestLibpqURL: pg_dump gets a URL libpq takes: no password (it goes in
// PGPASSWORD), no pgx-only settings, run-time settings in options.
func TestLibpqURL(t *testing.T) {
	conn, pw, schema, err := libpqURL("postgres://vecino:s3cr%20t@db:5432/city?sslmode=require&search_path=vecino,public&pool_max_conns=10&statement_cache_capacity=0")
	if err != nil {
		t.Fatal(err)
	}
	if want := "postgres://vecino@db:5432/city?options=-c%20search_path%3Dvecino%2Cpublic&sslmode=require"; conn != want {
		t.Errorf("conn = %s, want %s", conn, want)
	}
	if pw != "s3cr t" || schema != "vecino" {
		t.Errorf("password %q, schema %q", pw, schema)
	}
}
