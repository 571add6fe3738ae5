package filestore

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/filestore/s3test"
)

func TestLocal(t *testing.T) {
	l, err := NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	testStore(t, l)
	ctx := context.Background()
	l.Put(ctx, "photos/b/public.jpg", []byte("x")) //nolint:errcheck
	l.Delete(ctx, "photos/b/public.jpg")           //nolint:errcheck
	if _, err := os.Stat(filepath.Join(l.root, "photos", "b")); !errors.Is(err, fs.ErrNotExist) {
		t.Error("empty folder left behind")
	}
}

// TestS3 runs the same suite on a real S3-compatible server (versitygw,
// built once into the user's cache), reached through Open and STORAGE_URL.
func TestS3(t *testing.T) {
	srv := s3test.Start(t)
	s, err := Open(context.Background(), srv.StorageURL("vecino-photos"), "", srv.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(*S3); !ok {
		t.Fatalf("STORAGE_URL gave a %T", s)
	}
	testStore(t, s)
	if _, err := Open(context.Background(), srv.StorageURL("vecino-photos"), "", func(string) string { return "" }); err == nil {
		t.Error("opened the bucket without credentials")
	}
}

// testStore is what every Store must do.
func testStore(t *testing.T, s Store) {
	ctx := context.Background()
	if err := s.Put(ctx, "photos/a/public.jpg", []byte("jpeg bytes")); err != nil {
		t.Fatal(err)
	}
	f, err := s.Open(ctx, "photos/a/public.jpg")
	if err != nil {
		t.Fatal(err)
	}
	if f.ModTime().IsZero() || time.Since(f.ModTime()) > time.Hour {
		t.Errorf("mod time %v", f.ModTime())
	}
	if _, err := f.Seek(5, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(f)
	f.Close()
	if string(b) != "bytes" {
		t.Errorf("read after seek %q", b)
	}
	if err := s.Put(ctx, "photos/a/public.jpg", []byte("replaced")); err != nil {
		t.Fatal(err)
	}
	if f, err := s.Open(ctx, "photos/a/public.jpg"); err != nil {
		t.Fatal(err)
	} else if b, _ := io.ReadAll(f); string(b) != "replaced" {
		t.Errorf("after overwrite %q", b)
	} else {
		f.Close()
	}
	for _, bad := range []string{"../etc/passwd", "/etc/passwd", ".tmp/x", "photos/../../x"} {
		if err := s.Put(ctx, bad, nil); err == nil {
			t.Errorf("Put(%q) allowed", bad)
		}
		if _, err := s.Open(ctx, bad); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Open(%q) = %v", bad, err)
		}
	}
	for _, missing := range []string{"photos/a", "photos/none/public.jpg"} {
		if _, err := s.Open(ctx, missing); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Open(%q) = %v, want not exist", missing, err)
		}
	}
	if err := s.Delete(ctx, "photos/a/public.jpg"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ctx, "photos/a/public.jpg"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open after Delete = %v", err)
	}
	if err := s.Delete(ctx, "photos/a/public.jpg"); err != nil {
		t.Errorf("deleting twice: %v", err)
	}

	// The sweep removes the photos no report owns (an age below zero makes
	// every file old enough) and keeps the others.
	for _, id := range []string{"kept", "orphan"} {
		for _, v := range []string{"original", "public.jpg", "thumb.jpg"} {
			if err := s.Put(ctx, "photos/"+id+"/"+v, []byte("x")); err != nil {
				t.Fatal(err)
			}
		}
	}
	n, err := s.SweepPhotos(ctx, -time.Minute, func(_ context.Context, ids []string) (map[string]bool, error) {
		return map[string]bool{"kept": true}, nil
	})
	if err != nil || n != 1 {
		t.Fatalf("swept %d, %v; want the orphan only", n, err)
	}
	for id, want := range map[string]bool{"kept": true, "orphan": false} {
		f, err := s.Open(ctx, "photos/"+id+"/thumb.jpg")
		if err == nil {
			f.Close()
		}
		if (err == nil) != want {
			t.Errorf("%s exists = %v, want %v", id, err == nil, want)
		}
	}
}

func TestSweepPhotos(t *testing.T) {
	ctx := context.Background()
	l, _ := NewLocal(t.TempDir())
	for _, id := range []string{"kept", "orphan", "fresh"} {
		l.Put(ctx, "photos/"+id+"/public.jpg", []byte("x")) //nolint:errcheck
	}
	old := time.Now().Add(-2 * time.Hour)
	for _, id := range []string{"kept", "orphan"} {
		os.Chtimes(filepath.Join(l.root, "photos", id), old, old) //nolint:errcheck
	}
	n, err := l.SweepPhotos(ctx, time.Hour, func(_ context.Context, ids []string) (map[string]bool, error) {
		return map[string]bool{"kept": true}, nil
	})
	if err != nil || n != 1 {
		t.Fatalf("swept %d, %v", n, err)
	}
	for id, want := range map[string]bool{"kept": true, "orphan": false, "fresh": true} {
		_, err := os.Stat(filepath.Join(l.root, "photos", id))
		if (err == nil) != want {
			t.Errorf("%s exists = %v, want %v", id, err == nil, want)
		}
	}
}
