package httpapi_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/filestore/s3test"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/tcpproxytest"
)

// withUnavailable classifies errors as cmd/vecino does.
func withUnavailable() option {
	return func(d *httpapi.Deps) {
		d.Unavailable = func(err error) bool { return sqlstore.Unavailable(err) || filestore.Unavailable(err) }
	}
}

// TestPostgresStoppedAnswers503: with PostgreSQL stopped (connections
// refused, open ones cut: a proxy between the server and the cluster goes
// down), API reads answer 503 unavailable with Retry-After, never 500, and
// work again once it is back.
func TestPostgresStoppedAnswers503(t *testing.T) {
	if len(sqlstoretest.Dialects()) < 2 {
		t.Skip("TEST_DATABASE_URL not set")
	}
	raw := sqlstoretest.URL(t, sqlstore.Postgres)
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	proxy := tcpproxytest.Start(t, u.Host)
	u.Host = proxy.Addr
	db, err := sqlstore.Open(u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ctx := context.Background()
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if err := db.Seed(ctx); err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, db, withUnavailable())
	rep := e.signup("down@example.org", pw)
	var filed reportJSON
	e.upload(rep.token, pothole(), exifPhoto).json(t, &filed)
	e.processed(rep.token, filed.ID)
	paths := []string{"/api/public/reports?limit=10", "/api/reports/" + filed.ID, "/api/public/stats"}
	for _, p := range paths {
		if r := e.do("GET", p, nil, rep.token); r.status != 200 {
			t.Fatalf("%s before the stop = %d %s", p, r.status, r.body)
		}
	}
	proxy.Down()
	for i, p := range paths {
		start := time.Now()
		r := e.do("GET", p+fmt.Sprintf("%sx=%d", map[bool]string{true: "&", false: "?"}[strings.Contains(p, "?")], i), nil, rep.token) // past the public cache
		if r.status != 503 || r.errCode() != "unavailable" || r.header.Get("Retry-After") == "" {
			t.Errorf("%s with PostgreSQL stopped = %d %s Retry-After=%q", p, r.status, r.body, r.header.Get("Retry-After"))
		}
		t.Logf("%s with PostgreSQL stopped: %d in %v", p, r.status, time.Since(start))
	}
	if r := e.get("/api/reports/" + filed.ID); r.status != 503 {
		t.Errorf("anonymous read with PostgreSQL stopped = %d %s", r.status, r.body)
	}
	if r := e.get("/readyz"); r.status != 503 {
		t.Errorf("readyz with PostgreSQL stopped = %d", r.status)
	}
	proxy.Up()
	deadline := time.Now().Add(10 * time.Second)
	for _, p := range paths {
		for {
			r := e.do("GET", p, nil, rep.token)
			if r.status == 200 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s after PostgreSQL is back = %d %s", p, r.status, r.body)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
}

// TestObjectStoreDownAnswers503: with the object store stopped or hung, a
// photo read answers 503 unavailable with Retry-After within a few
// seconds (it answered 500 after 4.4 s), on both databases; photos are
// served again once the store is back.
func TestObjectStoreDownAnswers503(t *testing.T) {
	srv := s3test.Start(t)
	sqlstoretest.ForEachInTurn(t, func(t *testing.T, db *sqlstore.DB) {
		proxy := tcpproxytest.Start(t, strings.TrimPrefix(srv.Endpoint, "http://"))
		bucket := "photos-" + string(db.Dialect)
		files, err := filestore.Open(context.Background(),
			fmt.Sprintf("s3://%s?endpoint=http://%s&region=us-east-1&path_style=true", bucket, proxy.Addr), "", srv.Getenv)
		if err != nil {
			t.Fatal(err)
		}
		e := newEnvWithFiles(t, db, files, withUnavailable())
		rep := e.signup("s3down@example.org", pw)
		var filed reportJSON
		e.upload(rep.token, pothole(), exifPhoto).json(t, &filed)
		photo := e.processed(rep.token, filed.ID).Photos[0]
		for _, link := range []string{photo.URL, photo.ThumbnailURL} {
			if r := e.get(link); r.status != 200 {
				t.Fatalf("photo before the store went down = %d", r.status)
			}
		}
		for _, fault := range []struct {
			name  string
			apply func()
		}{{"stopped", proxy.Down}, {"hung", proxy.Stall}} {
			fault.apply()
			start := time.Now()
			r := e.get(photo.URL)
			took := time.Since(start)
			if r.status != 503 || r.errCode() != "unavailable" || r.header.Get("Retry-After") == "" || took > 5*time.Second {
				t.Errorf("photo with the object store %s = %d %s Retry-After=%q after %v, want 503 within 5 s",
					fault.name, r.status, r.body, r.header.Get("Retry-After"), took)
			}
			t.Logf("photo with the object store %s: %d after %v", fault.name, r.status, took)
			proxy.Up()
			if r := e.get(photo.URL); r.status != 200 {
				t.Errorf("photo once the store is back (%s) = %d %s", fault.name, r.status, r.body)
			}
		}
	})
}
