package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/filestore/s3test"
	"github.com/vecino-city/vecino/internal/imaging/samplephoto"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// startServer runs `vecino serve` in this process with getenv and returns
// its base URL; it stops at cleanup.
func startServer(t *testing.T, getenv func(string) string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, getenv, nil, pw, io.Discard); pw.Close() }()
	t.Cleanup(func() { cancel(); <-done })
	sc := bufio.NewScanner(pr)
	addrRE := regexp.MustCompile(`listening on (http://\S+)`)
	for sc.Scan() {
		if m := addrRE.FindStringSubmatch(sc.Text()); m != nil {
			go io.Copy(io.Discard, pr) //nolint:errcheck
			return m[1]
		}
	}
	t.Fatalf("server did not start: %v", <-done)
	return ""
}

// call sends a JSON request and decodes a JSON answer into out (when not nil).
func call(t *testing.T, method, url, token string, body, out any) int {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, url, rd)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if out != nil {
		json.NewDecoder(res.Body).Decode(out) //nolint:errcheck
	}
	return res.StatusCode
}

func signIn(t *testing.T, base, email, password string) string {
	t.Helper()
	var s struct {
		AccessToken string `json:"access_token"`
	}
	if st := call(t, "POST", base+"/api/auth/signin", "", map[string]any{"email": email, "password": password}, &s); st != 200 {
		t.Fatalf("sign in %s = %d", email, st)
	}
	return s.AccessToken
}

// TestTwoInstances runs two servers on one PostgreSQL database and one
// object store (versitygw), as behind a load balancer: a photo uploaded
// through one is served by the other, a flag flipped on one reaches an event
// stream of the other within a second, and a sign-in flood spread over both
// is limited as one.
// potholeForm is the multipart body of a pothole report with photos, and
// its content type.
func potholeForm(photos ...[]byte) (*bytes.Buffer, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range map[string]string{"category": "road-infrastructure", "type": "pothole",
		"description": "Deep pothole in the bike lane on Grove St", "latitude": "40.7178", "longitude": "-74.0431",
		"occurred_at": time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)} {
		mw.WriteField(k, v) //nolint:errcheck
	}
	for i, photo := range photos {
		w, _ := mw.CreateFormFile("photos", fmt.Sprintf("p%d.jpg", i))
		w.Write(photo) //nolint:errcheck
	}
	mw.Close()
	return &body, mw.FormDataContentType()
}

func TestTwoInstances(t *testing.T) {
	dbURL := sqlstoretest.URL(t, sqlstore.Postgres)
	s3 := s3test.Start(t)
	env := map[string]string{
		"DATABASE_URL": dbURL, "STORAGE_URL": s3.StorageURL("vecino"), "LISTEN_ADDR": "127.0.0.1:0",
		"AWS_ACCESS_KEY_ID": s3test.AccessKey, "AWS_SECRET_ACCESS_KEY": s3test.SecretKey,
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32), "DATA_DIR": t.TempDir(),
	}
	getenv := func(k string) string { return env[k] }
	ctx := context.Background()
	const pass = "a long test passphrase"
	for email, role := range map[string]string{"owner@city.gov": "owner", "ana@example.org": "reporter"} {
		if err := run(ctx, []string{"user", "create", "--email", email, "--role", role}, getenv, strings.NewReader(pass+"\n"),
			io.Discard, io.Discard); err != nil {
			t.Fatal(err)
		}
	}
	a, b := startServer(t, getenv), startServer(t, getenv)

	t.Run("a photo uploaded through one is served by the other", func(t *testing.T) {
		token := signIn(t, a, "ana@example.org", pass)
		body, contentType := potholeForm(samplephoto.JPEG(800, 600, nil))
		req, _ := http.NewRequest("POST", a+"/api/reports", body)
		req.Header.Set("Content-Type", contentType)
		req.Header.Set("Authorization", "Bearer "+token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var rep struct {
			ID     string
			Photos []struct {
				URL   string `json:"url"`
				State string `json:"state"`
			}
		}
		json.NewDecoder(res.Body).Decode(&rep) //nolint:errcheck
		res.Body.Close()
		if res.StatusCode != 201 || len(rep.Photos) != 1 {
			t.Fatalf("upload through the first instance = %d %+v", res.StatusCode, rep)
		}
		// Either instance's job queue makes the public copy; the other sees it.
		for deadline := time.Now().Add(30 * time.Second); rep.Photos[0].State != "ready"; time.Sleep(50 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("photo not processed after 30 s: %+v", rep)
			}
			if st := call(t, "GET", b+"/api/reports/"+rep.ID, token, nil, &rep); st != 200 {
				t.Fatalf("report through the second instance = %d", st)
			}
		}
		for _, base := range []string{b, a} {
			res, err := http.Get(base + rep.Photos[0].URL)
			if err != nil {
				t.Fatal(err)
			}
			img, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" || len(img) < 1000 {
				t.Errorf("photo from %s = %d %s, %d bytes", base, res.StatusCode, res.Header.Get("Content-Type"), len(img))
			}
		}
	})

	t.Run("a flag flipped on one reaches a stream on the other within a second", func(t *testing.T) {
		owner := signIn(t, a, "owner@city.gov", pass)
		req, _ := http.NewRequest("GET", b+"/api/events", nil)
		req.Header.Set("Authorization", "Bearer "+owner)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		events := make(chan map[string]bool, 4)
		go func() {
			rd := bufio.NewReader(res.Body)
			for {
				line, err := rd.ReadString('\n')
				if err != nil {
					close(events)
					return
				}
				if data, ok := strings.CutPrefix(strings.TrimSpace(line), "data: "); ok {
					var flags map[string]bool
					json.Unmarshal([]byte(data), &flags) //nolint:errcheck
					events <- flags
				}
			}
		}()
		if first := <-events; !first["open311_api"] {
			t.Fatalf("first flags on the stream = %v", first)
		}
		start := time.Now()
		if st := call(t, "PUT", a+"/api/owner/flags/open311_api", owner, map[string]any{"enabled": false}, nil); st != 200 {
			t.Fatalf("flip = %d", st)
		}
		select {
		case flags := <-events:
			if flags["open311_api"] {
				t.Errorf("the other instance streamed %v", flags)
			}
			t.Logf("flag change reached the other instance's stream in %v", time.Since(start))
		case <-time.After(time.Second):
			t.Fatal("no event on the other instance within a second")
		}
	})

	t.Run("a sign-in flood over both is limited as one", func(t *testing.T) {
		// The account allows 10 failed sign-ins per 15 minutes, whichever
		// instance answers them.
		codes := map[int]int{}
		for i := range 14 {
			codes[call(t, "POST", []string{a, b}[i%2]+"/api/auth/signin", "",
				map[string]any{"email": "ana@example.org", "password": fmt.Sprint("wrong guess ", i)}, nil)]++
		}
		if codes[401] != 10 || codes[429] != 4 {
			t.Fatalf("answers %v; want 10 × 401 then 429 from both", codes)
		}
	})
}
