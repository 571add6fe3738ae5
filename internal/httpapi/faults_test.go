package httpapi_test

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// smallVolume mounts a tmpfs of size bytes on a temporary folder (root
// only), unmounted at cleanup.
func smallVolume(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+size, "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a small volume here (needs root): %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", dir).Run() }) //nolint:errcheck
	return dir
}

// fill writes a file in dir until the volume is full.
func fill(t *testing.T, dir string) string {
	t.Helper()
	p := filepath.Join(dir, "filler")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	chunk := make([]byte, 4096)
	for {
		if _, err := f.Write(chunk); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			return p
		}
	}
}

func countReports(t *testing.T, db *sqlstore.DB) int {
	t.Helper()
	var n int
	if err := db.SQL().QueryRow("SELECT COUNT(*) FROM violations").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestUploadVolumeFullOrReadOnly: a full volume answers 507 storage_full, a
// read-only one 503 unavailable, both with Retry-After; nothing is half
// saved, reads go on, and filing works again once there is room.
func TestUploadVolumeFullOrReadOnly(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		vol := smallVolume(t, "2m")
		files, err := filestore.NewLocal(vol)
		if err != nil {
			t.Fatal(err)
		}
		e := newEnvWithFiles(t, db, files)
		rep := e.signup("full@example.org", pw)
		r := e.upload(rep.token, pothole(), exifPhoto)
		if r.status != 201 {
			t.Fatalf("first report = %d %s", r.status, r.body)
		}
		var firstFiled reportJSON
		r.json(t, &firstFiled)
		e.processed(rep.token, firstFiled.ID) // its public copy is on the volume before it fills
		filler := fill(t, vol)
		r = e.upload(rep.token, pothole(), exifPhoto)
		if r.status != 507 || r.errCode() != "storage_full" || r.header.Get("Retry-After") == "" {
			t.Fatalf("upload on a full volume = %d %s Retry-After=%q", r.status, r.body, r.header.Get("Retry-After"))
		}
		if n := countReports(t, db); n != 1 {
			t.Errorf("%d reports after the refused upload, want 1", n)
		}
		entries, _ := os.ReadDir(filepath.Join(vol, "photos"))
		if len(entries) != 1 {
			t.Errorf("%d photo folders after the refused upload, want the first report's only", len(entries))
		}
		var mine struct{ Items []reportJSON }
		if r := e.do("GET", "/api/reports/mine", nil, rep.token); r.status != 200 {
			t.Fatalf("reading on a full volume = %d", r.status)
		} else {
			r.json(t, &mine)
		}
		if len(mine.Items) != 1 || mine.Items[0].Photos[0].URL == "" || e.get(mine.Items[0].Photos[0].URL).status != 200 {
			t.Fatalf("photos of the first report not served on a full volume: %+v", mine)
		}
		first := mine.Items[0]

		os.Remove(filler)
		if r := e.upload(rep.token, pothole(), exifPhoto); r.status != 201 {
			t.Fatalf("upload once there is room = %d %s", r.status, r.body)
		}

		if out, err := exec.Command("mount", "-o", "remount,ro", vol).CombinedOutput(); err != nil {
			t.Fatalf("remount read-only: %v %s", err, out)
		}
		r = e.upload(rep.token, pothole(), exifPhoto)
		if r.status != 503 || r.errCode() != "unavailable" || r.header.Get("Retry-After") == "" {
			t.Fatalf("upload on a read-only volume = %d %s Retry-After=%q", r.status, r.body, r.header.Get("Retry-After"))
		}
		if n := countReports(t, db); n != 2 {
			t.Errorf("%d reports after the read-only refusal, want 2", n)
		}
		if e.get(first.Photos[0].URL).status != 200 {
			t.Error("photos not served from a read-only volume")
		}
	})
}

// TestDatabaseStallAnswers503: while another connection holds the write
// lock (SQLite) or an exclusive table lock (PostgreSQL), a write answers 503
// with Retry-After once REQUEST_TIMEOUT passes, not 500 after the database's
// own timeout; /readyz reports a stalled SQLite; both recover by themselves.
func TestDatabaseStallAnswers503(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, db *sqlstore.DB) {
		e := newEnv(t, db, withSettings(func(s *httpapi.Settings) { s.RequestTimeout = 300 * time.Millisecond }))
		u := e.signup("stall@example.org", pw)
		ctx := context.Background()
		tx, err := db.SQL().BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		lock := "UPDATE profiles SET first_name = first_name"
		if db.Dialect == sqlstore.Postgres {
			lock = "LOCK TABLE profiles IN EXCLUSIVE MODE" // reads go on, writes wait
		}
		if _, err := tx.Exec(lock); err != nil {
			t.Fatal(err)
		}
		r := e.do("PATCH", "/api/me", map[string]any{"first_name": "Ana"}, u.token)
		if r.status != 503 || r.errCode() != "unavailable" || r.header.Get("Retry-After") == "" {
			t.Errorf("write while the database is locked = %d %s Retry-After=%q", r.status, r.body, r.header.Get("Retry-After"))
		}
		if r := e.do("GET", "/api/me", nil, u.token); r.status != 200 {
			t.Errorf("read while writes are locked = %d", r.status)
		}
		if db.Dialect == sqlstore.SQLite {
			if r := e.get("/readyz"); r.status != 503 {
				t.Errorf("readyz with the write lock held = %d", r.status)
			}
		}
		tx.Rollback() //nolint:errcheck
		if r := e.do("PATCH", "/api/me", map[string]any{"first_name": "Ana"}, u.token); r.status != 200 {
			t.Errorf("write after the lock is released = %d %s", r.status, r.body)
		}
		if r := e.get("/readyz"); r.status != 200 {
			t.Errorf("readyz after the lock is released = %d", r.status)
		}
	})
}

// logCapture keeps the log records written while a test runs.
type logCapture struct {
	mu      sync.Mutex
	records []slog.Record
}

func (c *logCapture) Enabled(context.Context, slog.Level) bool { return true }
func (c *logCapture) Handle(_ context.Context, r slog.Record) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.records = append(c.records, r)
	return nil
}
func (c *logCapture) WithAttrs([]slog.Attr) slog.Handler { return c }
func (c *logCapture) WithGroup(string) slog.Handler      { return c }

// find returns the records with message msg, each as its attributes.
func (c *logCapture) find(msg string) []map[string]string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []map[string]string
	for _, r := range c.records {
		if r.Message == msg {
			attrs := map[string]string{}
			r.Attrs(func(a slog.Attr) bool { attrs[a.Key] = a.Value.String(); return true })
			out = append(out, attrs)
		}
	}
	return out
}

// TestClientDisconnectIsNoServerError: a client that hangs up while its
// request waits on the database is logged as a disconnect (499), never as a
// 500 internal error.
func TestClientDisconnectIsNoServerError(t *testing.T) {
	sqlstoretest.ForEachInTurn(t, func(t *testing.T, db *sqlstore.DB) {
		e := newEnv(t, db, withSettings(func(s *httpapi.Settings) { s.RequestTimeout = 5 * time.Second }))
		u := e.signup("gone@example.org", pw)
		tx, err := db.SQL().BeginTx(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback() //nolint:errcheck
		lock := "UPDATE profiles SET first_name = first_name"
		if db.Dialect == sqlstore.Postgres {
			lock = "LOCK TABLE profiles IN EXCLUSIVE MODE"
		}
		if _, err := tx.Exec(lock); err != nil {
			t.Fatal(err)
		}
		logs := &logCapture{}
		old := slog.Default()
		slog.SetDefault(slog.New(logs))
		defer slog.SetDefault(old)

		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, "PATCH", e.srv.URL+"/api/me", strings.NewReader(`{"first_name":"Ana"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+u.token)
		if _, err := http.DefaultClient.Do(req); err == nil {
			t.Fatal("the request finished although the database is locked")
		}
		var access []map[string]string
		for deadline := time.Now().Add(10 * time.Second); len(access) == 0 && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			for _, a := range logs.find("request") {
				if a["path"] == "/api/me" && a["method"] == "PATCH" {
					access = append(access, a)
				}
			}
		}
		if len(access) != 1 || access[0]["status"] != "499" {
			t.Errorf("access log of the abandoned request = %v, want status 499", access)
		}
		if n := len(logs.find("internal error")); n != 0 {
			t.Errorf("%d internal errors logged for a client that hung up", n)
		}
		if len(logs.find("client disconnected")) != 1 {
			t.Errorf("the disconnect was not logged as such")
		}
	})
}
