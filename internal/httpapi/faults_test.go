package httpapi_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
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
