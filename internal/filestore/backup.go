package filestore

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/minio/minio-go/v7"
)

// Lister is a Store that can name the files it keeps: both stores here are
// (backup and restore walk them).
type Lister interface {
	// List calls fn with the key and size of every file whose key starts
	// with prefix, in no particular order, stopping at fn's first error.
	List(ctx context.Context, prefix string, fn func(key string, size int64) error) error
}

// ErrStop, returned by List's fn, ends the listing early without an error.
var ErrStop = errors.New("filestore: stop listing")

// Walk lists the files of s under prefix (see Lister). A store that cannot
// list its files is an error.
func Walk(ctx context.Context, s Store, prefix string, fn func(key string, size int64) error) error {
	l, ok := s.(Lister)
	if !ok {
		return fmt.Errorf("filestore: a %T cannot list its files", s)
	}
	if err := l.List(ctx, prefix, fn); err != nil && !errors.Is(err, ErrStop) {
		return err
	}
	return nil
}

// IsEmpty reports whether s keeps no file under prefix.
func IsEmpty(ctx context.Context, s Store, prefix string) (bool, error) {
	empty := true
	err := Walk(ctx, s, prefix, func(string, int64) error { empty = false; return ErrStop })
	return empty, err
}

// List walks the folder; the temporary files of unfinished writes (.tmp)
// and anything else whose name starts with a dot are not files of the store.
func (l *Local) List(ctx context.Context, prefix string, fn func(key string, size int64) error) error {
	// Start at the deepest folder the prefix names, so that listing
	// "photos/" does not walk the rest of DATA_DIR.
	start := l.root
	if i := strings.LastIndex(prefix, "/"); i > 0 {
		p, err := l.path(prefix[:i])
		if err != nil {
			return err
		}
		start = p
	}
	err := filepath.WalkDir(start, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if strings.HasPrefix(e.Name(), ".") && p != start {
			if e.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if !e.Type().IsRegular() {
			return nil
		}
		rel, err := filepath.Rel(l.root, p)
		if err != nil {
			return err
		}
		key := filepath.ToSlash(rel)
		if !strings.HasPrefix(key, prefix) {
			return nil
		}
		info, err := e.Info()
		if errors.Is(err, fs.ErrNotExist) { // removed meanwhile (the sweep)
			return nil
		} else if err != nil {
			return err
		}
		return fn(key, info.Size())
	})
	return err
}

// List lists the bucket's objects under prefix.
func (s *S3) List(ctx context.Context, prefix string, fn func(key string, size int64) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // ends the listing when fn stops early
	for obj := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: prefix, Recursive: true}) {
		if obj.Err != nil {
			return obj.Err
		}
		if strings.HasSuffix(obj.Key, "/") { // a folder marker
			continue
		}
		if err := fn(obj.Key, obj.Size); err != nil {
			return err
		}
	}
	return ctx.Err()
}
