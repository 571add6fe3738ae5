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
)

func TestLocal(t *testing.T) {
	ctx := context.Background()
	l, err := NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := l.Put(ctx, "photos/a/public.jpg", []byte("jpeg")); err != nil {
		t.Fatal(err)
	}
	f, err := l.Open(ctx, "photos/a/public.jpg")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(f)
	f.Close()
	if string(b) != "jpeg" {
		t.Errorf("read %q", b)
	}
	for _, bad := range []string{"../etc/passwd", "/etc/passwd", ".tmp/x", "photos/../../x"} {
		if err := l.Put(ctx, bad, nil); err == nil {
			t.Errorf("Put(%q) allowed", bad)
		}
		if _, err := l.Open(ctx, bad); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("Open(%q) = %v", bad, err)
		}
	}
	if _, err := l.Open(ctx, "photos/a"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open(folder) = %v", err)
	}
	if err := l.Delete(ctx, "photos/a/public.jpg"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(l.root, "photos", "a")); !errors.Is(err, fs.ErrNotExist) {
		t.Error("empty folder left behind")
	}
	if err := l.Delete(ctx, "photos/a/public.jpg"); err != nil {
		t.Errorf("deleting twice: %v", err)
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
