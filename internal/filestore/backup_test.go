package filestore

import (
	"context"
	"sort"
	"testing"

	"github.com/vecino-city/vecino/internal/filestore/s3test"
)

func TestListLocal(t *testing.T) {
	l, err := NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	testList(t, l)
}

// TestListS3 lists a real bucket (versitygw, as TestS3).
func TestListS3(t *testing.T) {
	srv := s3test.Start(t)
	s, err := Open(context.Background(), srv.StorageURL("vecino-list"), "", srv.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	testList(t, s)
}

// testList: Walk names every file under the prefix with its size, nothing
// else, and IsEmpty tells an empty prefix from a used one.
func testList(t *testing.T, s Store) {
	ctx := context.Background()
	if empty, err := IsEmpty(ctx, s, "photos/"); err != nil || !empty {
		t.Fatalf("IsEmpty on a new store = %v, %v", empty, err)
	}
	want := map[string]int64{"photos/a/original": 5, "photos/a/public.jpg": 3, "photos/b/original": 7}
	for k, n := range want {
		if err := s.Put(ctx, k, make([]byte, n)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Put(ctx, "other/x", []byte("x")); err != nil {
		t.Fatal(err)
	}
	got := map[string]int64{}
	if err := Walk(ctx, s, "photos/", func(k string, n int64) error { got[k] = n; return nil }); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		keys := []string{}
		for k := range got {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		t.Fatalf("Walk named %v, want %v", keys, want)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("Walk: %s has %d bytes, want %d", k, got[k], n)
		}
	}
	if empty, err := IsEmpty(ctx, s, "photos/"); err != nil || empty {
		t.Errorf("IsEmpty with files = %v, %v", empty, err)
	}
	n := 0
	if err := Walk(ctx, s, "", func(string, int64) error { n++; return nil }); err != nil || n != 4 {
		t.Errorf("Walk of everything: %d files, %v; want 4", n, err)
	}
}
