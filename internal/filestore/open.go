package filestore

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// Open returns the store that storageURL names: empty keeps files under
// dataDir on local disk; s3://BUCKET?endpoint=URL&region=R[&path_style=true]
// keeps them in an S3-compatible bucket, with credentials from getenv's
// AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN. Without an
// endpoint it is AWS S3 (https://s3.amazonaws.com); an endpoint of
// http://host:port talks plain HTTP.
func Open(ctx context.Context, storageURL, dataDir string, getenv func(string) string) (Store, error) {
	if storageURL == "" {
		return NewLocal(dataDir)
	}
	u, err := url.Parse(storageURL)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return nil, fmt.Errorf("STORAGE_URL: want s3://bucket?endpoint=…&region=…")
	}
	q := u.Query()
	endpoint, secure := "s3.amazonaws.com", true
	if e := q.Get("endpoint"); e != "" {
		eu, err := url.Parse(e)
		if err != nil || (eu.Scheme != "http" && eu.Scheme != "https") || eu.Host == "" {
			return nil, fmt.Errorf("STORAGE_URL: endpoint %q must be an http(s) URL", e)
		}
		endpoint, secure = eu.Host, eu.Scheme == "https"
	}
	lookup := minio.BucketLookupAuto
	if q.Get("path_style") == "true" {
		lookup = minio.BucketLookupPath
	}
	creds := credentials.NewStaticV4(getenv("AWS_ACCESS_KEY_ID"), getenv("AWS_SECRET_ACCESS_KEY"), getenv("AWS_SESSION_TOKEN"))
	tr, err := minio.DefaultTransport(secure)
	if err != nil {
		return nil, err
	}
	// A store that is down refuses at once; one that is stalled is given up
	// on: a connection within 3 s, an answer within 30 s of the request
	// (a photo's upload included).
	tr.DialContext = (&net.Dialer{Timeout: 3 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	tr.ResponseHeaderTimeout = 30 * time.Second
	// Three tries (minio-go's default is ten, 4.4 s against a closed port):
	// a photo read answers 503 within a second or two, and the job queue
	// tries a photo's processing again later anyway.
	client, err := minio.New(endpoint, &minio.Options{Creds: creds, Secure: secure, Region: q.Get("region"), BucketLookup: lookup,
		Transport: tr, MaxRetries: s3Tries})
	if err != nil {
		return nil, fmt.Errorf("STORAGE_URL: %w", err)
	}
	return NewS3(ctx, client, strings.TrimSuffix(u.Host, "/"))
}

// s3Tries is how often a request to the object store is tried.
const s3Tries = 3
