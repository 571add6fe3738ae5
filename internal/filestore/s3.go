package filestore

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"path"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/minio/minio-go/v7"
)

// S3 keeps files in a bucket of an S3-compatible object store (AWS S3,
// MinIO, versitygw, Ceph …), so that several instances share them. Files
// are streamed through the server, which checks access first; the bucket
// itself stays private.
type S3 struct {
	client *minio.Client
	bucket string
}

// NewS3 returns a store on bucket, creating the bucket when it is missing.
// Instances started at once against a new bucket race to create it: an
// answer that it already exists and is ours (BucketAlreadyOwnedByYou), or
// any failed creation after which the bucket turns out to exist, is
// success.
func NewS3(ctx context.Context, client *minio.Client, bucket string) (*S3, error) {
	ok, err := client.BucketExists(ctx, bucket)
	if err != nil {
		return nil, fmt.Errorf("object store: %w", err)
	}
	if !ok {
		if err := client.MakeBucket(ctx, bucket, minio.MakeBucketOptions{}); err != nil {
			if code := minio.ToErrorResponse(err).Code; code != minio.BucketAlreadyOwnedByYou {
				if exists, err2 := client.BucketExists(ctx, bucket); err2 != nil || !exists {
					if code == minio.BucketAlreadyExists {
						return nil, fmt.Errorf("object store: bucket %q belongs to another account (choose another name in STORAGE_URL): %w", bucket, err)
					}
					return nil, fmt.Errorf("object store: create bucket %q: %w", bucket, err)
				}
			}
		}
	}
	return &S3{client: client, bucket: bucket}, nil
}

func checkKey(key string) error {
	if key == "" || strings.Contains(key, "..") || strings.HasPrefix(key, "/") || strings.HasPrefix(key, ".") {
		return fmt.Errorf("filestore: bad key %q", key)
	}
	return nil
}

// Put uploads data in one request: the object appears whole or not at all.
func (s *S3) Put(ctx context.Context, key string, data []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	_, err := s.client.PutObject(ctx, s.bucket, key, bytes.NewReader(data), int64(len(data)),
		minio.PutObjectOptions{ContentType: "application/octet-stream", DisableMultipart: true})
	return classifyS3(err)
}

// classifyS3 is the one place the object store's errors are sorted: a full
// store is ErrFull; one out of reach or failing (a network error, a
// deadline passed, any 5xx answer, SlowDown) is ErrUnavailable.
func classifyS3(err error) error {
	if err == nil {
		return nil
	}
	resp := minio.ToErrorResponse(err)
	var netErr net.Error
	switch {
	case resp.StatusCode == http.StatusInsufficientStorage, resp.Code == "XMinioStorageFull", resp.Code == "QuotaExceeded":
		return fmt.Errorf("%w: %w", ErrFull, err)
	case resp.StatusCode >= 500, resp.Code == "SlowDown", errors.As(err, &netErr),
		errors.Is(err, context.DeadlineExceeded), errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET),
		errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return err
}

// openTimeout bounds how long opening an object waits for the store's
// first answer (retries included); reading the object afterwards is bounded
// by the caller's context only.
const openTimeout = 3 * time.Second

type s3File struct {
	*minio.Object
	mod    time.Time
	cancel context.CancelFunc
}

func (f s3File) ModTime() time.Time { return f.mod }

func (f s3File) Close() error {
	defer f.cancel()
	return f.Object.Close()
}

// Open returns the object for reading; seeking makes ranged requests. The
// store's first answer is awaited at most openTimeout: a store down or
// stalled is ErrUnavailable within it.
func (s *S3) Open(ctx context.Context, key string) (File, error) {
	if checkKey(key) != nil {
		return nil, fs.ErrNotExist
	}
	ctx, cancel := context.WithCancel(ctx)
	var timedOut atomic.Bool
	timer := time.AfterFunc(openTimeout, func() { timedOut.Store(true); cancel() })
	obj, err := s.client.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	var st minio.ObjectInfo
	if err == nil {
		if st, err = obj.Stat(); err != nil {
			obj.Close()
		}
	}
	if !timer.Stop() && timedOut.Load() && err != nil {
		err = fmt.Errorf("object store did not answer within %v: %w (%w)", openTimeout, context.DeadlineExceeded, err)
	}
	if err != nil {
		cancel()
		if minio.ToErrorResponse(err).Code == "NoSuchKey" {
			return nil, fs.ErrNotExist
		}
		return nil, classifyS3(err)
	}
	return s3File{Object: obj, mod: st.LastModified, cancel: cancel}, nil
}

// Delete removes key; a missing key is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	return classifyS3(s.client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{}))
}

// SweepPhotos removes the objects of photos older than age whose id known
// does not recognise. It returns how many photos it removed.
func (s *S3) SweepPhotos(ctx context.Context, age time.Duration, known func(ctx context.Context, ids []string) (map[string]bool, error)) (int, error) {
	cutoff := time.Now().Add(-age)
	keys := map[string][]string{} // photo id → its keys, when every one is old
	young := map[string]bool{}
	for obj := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: "photos/", Recursive: true}) {
		if obj.Err != nil {
			return 0, obj.Err
		}
		id := path.Base(path.Dir(obj.Key))
		if obj.LastModified.After(cutoff) {
			young[id] = true
		}
		keys[id] = append(keys[id], obj.Key)
	}
	var old []string
	for id := range keys {
		if !young[id] {
			old = append(old, id)
		}
	}
	return sweepIDs(ctx, old, known, func(id string) error {
		for _, k := range keys[id] {
			if err := s.Delete(ctx, k); err != nil {
				return err
			}
		}
		return nil
	})
}
