package filestore

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"github.com/vecino-city/vecino/internal/filestore/s3test"
	"github.com/vecino-city/vecino/internal/tcpproxytest"
)

// TestS3BucketRace starts several stores at once against a bucket that does
// not exist yet: every one opens (the losers of the race to create it are
// told BucketAlreadyOwnedByYou, or find it there after their creation
// failed), and a store on an existing bucket opens too.
func TestS3BucketRace(t *testing.T) {
	srv := s3test.Start(t)
	for round := range 3 {
		bucket := fmt.Sprintf("vecino-race-%d", round)
		var wg sync.WaitGroup
		errs := make([]error, 8)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = Open(context.Background(), srv.StorageURL(bucket), "", srv.Getenv)
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("round %d, instance %d: %v", round, i, err)
			}
		}
	}
	// MakeBucket on a bucket we own (what the loser of the race sees):
	// versitygw answers BucketAlreadyOwnedByYou, which NewS3 takes as
	// success.
	client, err := minio.New(strings.TrimPrefix(srv.Endpoint, "http://"), &minio.Options{
		Creds: credentials.NewStaticV4(s3test.AccessKey, s3test.SecretKey, ""), Region: "us-east-1", BucketLookup: minio.BucketLookupPath})
	if err != nil {
		t.Fatal(err)
	}
	err = client.MakeBucket(context.Background(), "vecino-race-0", minio.MakeBucketOptions{})
	if code := minio.ToErrorResponse(err).Code; code != minio.BucketAlreadyOwnedByYou && code != minio.BucketAlreadyExists {
		t.Errorf("creating an existing bucket: %v (code %q)", err, code)
	}
}

// TestS3Down: with the object store stopped (connections refused) or hung
// (connections accepted, never answered), opening a photo fails within a
// few seconds with ErrUnavailable, and works again once the store is back.
func TestS3Down(t *testing.T) {
	srv := s3test.Start(t)
	proxy := tcpproxytest.Start(t, strings.TrimPrefix(srv.Endpoint, "http://"))
	s, err := Open(context.Background(), fmt.Sprintf("s3://vecino-down?endpoint=http://%s&region=us-east-1&path_style=true", proxy.Addr), "", srv.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := s.Put(ctx, "photos/a/public.jpg", []byte("jpeg bytes")); err != nil {
		t.Fatal(err)
	}
	for _, fault := range []struct {
		name  string
		apply func()
		limit time.Duration
	}{{"stopped", proxy.Down, 2 * time.Second}, {"hung", proxy.Stall, openTimeout + time.Second}} {
		fault.apply()
		start := time.Now()
		f, err := s.Open(ctx, "photos/a/public.jpg")
		took := time.Since(start)
		if err == nil {
			f.Close()
		}
		if !Unavailable(err) || took > fault.limit {
			t.Errorf("%s store: open = %v after %v, want ErrUnavailable within %v", fault.name, err, took, fault.limit)
		}
		pctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		if err := s.Put(pctx, "photos/b/public.jpg", []byte("x")); !errors.Is(err, ErrUnavailable) {
			t.Errorf("%s store: put = %v, want ErrUnavailable", fault.name, err)
		}
		cancel()
		t.Logf("%s store: open failed after %v: %v", fault.name, took, err)
		proxy.Up()
		f, err = s.Open(ctx, "photos/a/public.jpg")
		if err != nil {
			t.Fatalf("after the store is back (%s): %v", fault.name, err)
		}
		f.Close()
	}
}
