// Package filestore keeps uploaded files. Local disk is the default; the
// Store interface lets an S3-compatible store take its place.
package filestore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// The stores' errors, whatever the store: ErrFull when there is no room
// left (disk full, quota), ErrUnavailable when the store cannot be reached
// or refuses writes for now (read-only volume, object store down or
// answering 5xx). Test with errors.Is, or Unavailable.
var (
	ErrFull        = errors.New("filestore: no space left")
	ErrUnavailable = errors.New("filestore: not reachable or not writable now")
)

// Unavailable reports whether err says the store is out of reach for now
// (ErrUnavailable): cmd/vecino hands it to the HTTP layer, which answers
// 503 with Retry-After.
func Unavailable(err error) bool { return errors.Is(err, ErrUnavailable) }

// classify wraps err with ErrFull or ErrUnavailable when its cause says so.
func classify(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return fmt.Errorf("%w: %w", ErrFull, err)
	case errors.Is(err, syscall.EROFS), errors.Is(err, syscall.EIO):
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return err
}

// Store keeps files by key ("photos/<id>/public.jpg").
type Store interface {
	// Put stores data under key; it is durable when Put returns.
	Put(ctx context.Context, key string, data []byte) error
	// Open returns the file for reading; fs.ErrNotExist when absent.
	Open(ctx context.Context, key string) (File, error)
	// Delete removes key; a missing key is not an error.
	Delete(ctx context.Context, key string) error
	// SweepPhotos removes the files of photos older than age that known
	// does not recognise (left by a crash between storing the files and
	// committing the report), and returns how many photos it removed.
	SweepPhotos(ctx context.Context, age time.Duration, known func(ctx context.Context, ids []string) (map[string]bool, error)) (int, error)
}

// File is an open stored file.
type File interface {
	io.ReadSeekCloser
	ModTime() time.Time
}

// Local stores files under a folder.
type Local struct {
	root string
}

// NewLocal returns a store rooted at dir, creating it.
func NewLocal(dir string) (*Local, error) {
	root, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(root, ".tmp"), 0o750); err != nil {
		return nil, err
	}
	return &Local{root: root}, nil
}

// path maps a key inside the root, refusing anything that would leave it.
func (l *Local) path(key string) (string, error) {
	if key == "" || strings.Contains(key, "..") || strings.HasPrefix(key, "/") || strings.HasPrefix(key, ".") {
		return "", fmt.Errorf("filestore: bad key %q", key)
	}
	return filepath.Join(l.root, filepath.FromSlash(key)), nil
}

// Put writes to a temporary file, syncs it, renames it into place and syncs
// the folder, so a crash leaves either the whole file or none.
func (l *Local) Put(_ context.Context, key string, data []byte) error {
	dst, err := l.path(key)
	if err != nil {
		return err
	}
	return classify(l.put(dst, data))
}

func (l *Local) put(dst string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return err
	}
	b := make([]byte, 8)
	rand.Read(b) //nolint:errcheck
	tmp := filepath.Join(l.root, ".tmp", hex.EncodeToString(b))
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, dst)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d, err := os.Open(filepath.Dir(dst)); err == nil {
		d.Sync() //nolint:errcheck
		d.Close()
	}
	return nil
}

type localFile struct {
	*os.File
	mod time.Time
}

func (f localFile) ModTime() time.Time { return f.mod }

// Open opens key for reading.
func (l *Local) Open(_ context.Context, key string) (File, error) {
	p, err := l.path(key)
	if err != nil {
		return nil, fs.ErrNotExist
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		f.Close()
		return nil, fs.ErrNotExist
	}
	return localFile{File: f, mod: st.ModTime()}, nil
}

// Delete removes key and its folder when that is left empty.
func (l *Local) Delete(_ context.Context, key string) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	os.Remove(filepath.Dir(p)) // only succeeds when empty
	return nil
}

// SweepPhotos removes photo folders older than age whose id known does not
// recognise (left by a crash between writing files and committing the
// report), and stale temporary files. It returns how many it removed.
func (l *Local) SweepPhotos(ctx context.Context, age time.Duration, known func(ctx context.Context, ids []string) (map[string]bool, error)) (int, error) {
	cutoff := time.Now().Add(-age)
	if tmps, err := os.ReadDir(filepath.Join(l.root, ".tmp")); err == nil {
		for _, e := range tmps {
			if info, err := e.Info(); err == nil && info.ModTime().Before(cutoff) {
				os.Remove(filepath.Join(l.root, ".tmp", e.Name()))
			}
		}
	}
	entries, err := os.ReadDir(filepath.Join(l.root, "photos"))
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	var old []string
	for _, e := range entries {
		if info, err := e.Info(); err == nil && e.IsDir() && info.ModTime().Before(cutoff) {
			old = append(old, e.Name())
		}
	}
	return sweepIDs(ctx, old, known, func(id string) error { return os.RemoveAll(filepath.Join(l.root, "photos", id)) })
}

// sweepIDs asks known about the photo ids in old, 200 at a time, and
// removes those it does not recognise; it returns how many it removed.
func sweepIDs(ctx context.Context, old []string, known func(ctx context.Context, ids []string) (map[string]bool, error), remove func(id string) error) (int, error) {
	removed := 0
	for len(old) > 0 {
		batch := old[:min(len(old), 200)]
		old = old[len(batch):]
		keep, err := known(ctx, batch)
		if err != nil {
			return removed, err
		}
		for _, id := range batch {
			if !keep[id] {
				if err := remove(id); err == nil {
					removed++
				}
			}
		}
	}
	return removed, nil
}
