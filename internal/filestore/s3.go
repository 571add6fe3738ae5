package filestore

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"path"
	"strings"
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
func NewS3(ctx context.Context, client *minio.Client, bucket string) (*S3, error) {
	ok, err := client.BucketExists(ctx, bucket)
	if err != nil {
		return nil, fmt.Errorf("object store: %w", err)
	}
	if !ok {
		if err := client.MakeBucket(ctx, bucket, minio.MakeBucketOptions{}); err != nil {
			return nil, fmt.Errorf("object store: create bucket %q: %w", bucket, err)
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

// classifyS3 marks a full store ErrFull and an unreachable or overloaded
// one ErrUnavailable.
func classifyS3(err error) error {
	if err == nil {
		return nil
	}
	resp := minio.ToErrorResponse(err)
	var netErr net.Error
	switch {
	case resp.StatusCode == http.StatusInsufficientStorage, resp.Code == "XMinioStorageFull", resp.Code == "QuotaExceeded":
		return fmt.Errorf("%w: %w", ErrFull, err)
	case resp.StatusCode == http.StatusServiceUnavailable, resp.Code == "SlowDown", errors.As(err, &netErr):
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return err
}

type s3File struct {
	*minio.Object
	mod time.Time
}

func (f s3File) ModTime() time.Time { return f.mod }

// Open returns the object for reading; seeking makes ranged requests.
func (s *S3) Open(ctx context.Context, key string) (File, error) {
	if checkKey(key) != nil {
		return nil, fs.ErrNotExist
	}
	obj, err := s.client.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return nil, err
	}
	st, err := obj.Stat()
	if err != nil {
		obj.Close()
		if minio.ToErrorResponse(err).Code == "NoSuchKey" {
			return nil, fs.ErrNotExist
		}
		return nil, err
	}
	return s3File{Object: obj, mod: st.LastModified}, nil
}

// Delete removes key; a missing key is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	return s.client.RemoveObject(ctx, s.bucket, key, minio.RemoveObjectOptions{})
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
