package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/imaging/samplephoto"
)

// startWithMetrics runs `vecino serve` in this process with a metrics
// listener on a free port; it returns the server's and the metrics' URLs.
func startWithMetrics(t *testing.T, getenv func(string) string) (base, metricsURL string) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, getenv, nil, pw, io.Discard); pw.Close() }()
	t.Cleanup(func() { cancel(); <-done })
	sc := bufio.NewScanner(pr)
	addrRE := regexp.MustCompile(`listening on (http://\S+)`)
	metricsRE := regexp.MustCompile(`Metrics are served on (http://\S+)`)
	for sc.Scan() {
		if m := metricsRE.FindStringSubmatch(sc.Text()); m != nil {
			metricsURL = m[1]
		}
		if m := addrRE.FindStringSubmatch(sc.Text()); m != nil {
			go io.Copy(io.Discard, pr) //nolint:errcheck
			return m[1], metricsURL
		}
	}
	t.Fatalf("server did not start: %v", <-done)
	return "", ""
}

func scrape(t *testing.T, url string) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("scrape = %d %s", res.StatusCode, b)
	}
	return string(b)
}

// TestMetrics drives a server through requests of every kind the series
// count and reads them back from METRICS_ADDR: requests by route pattern
// (never the raw path), the public cache, sign-in outcomes, an open event
// stream, a photo processed, the job counts, the pool and the queries.
// With TRUST_PROXY a proxy's valid X-Request-Id is kept.
func TestMetrics(t *testing.T) {
	const pass = "a long test passphrase"
	getenv := testEnv(t, map[string]string{"METRICS_ADDR": "127.0.0.1:0", "TRUST_PROXY": "true"})
	if err := run(context.Background(), []string{"user", "create", "--email", "ana@example.org", "--role", "reporter"},
		getenv, strings.NewReader(pass+"\n"), io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	base, metricsURL := startWithMetrics(t, getenv)
	if metricsURL == "" {
		t.Fatal("no metrics address printed")
	}
	get := func(path string, hdr ...string) *http.Response {
		req, _ := http.NewRequest("GET", base+path, nil)
		for i := 0; i+1 < len(hdr); i += 2 {
			req.Header.Set(hdr[i], hdr[i+1])
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body) //nolint:errcheck
		res.Body.Close()
		return res
	}
	get("/api/reports/0190c5b8-0000-7000-8000-000000000001")
	get("/api/reports/0190c5b8-0000-7000-8000-000000000002")
	get("/api/public/reports?limit=5")
	get("/api/public/reports?limit=5")
	get("/no/such/page")
	if res := get("/healthz", "X-Request-Id", "proxy-abc-123"); res.Header.Get("X-Request-Id") != "proxy-abc-123" {
		t.Errorf("X-Request-Id with TRUST_PROXY = %q, want the proxy's", res.Header.Get("X-Request-Id"))
	}
	for _, bad := range []string{"bad id", strings.Repeat("x", 129)} {
		if res := get("/healthz", "X-Request-Id", bad); res.Header.Get("X-Request-Id") == bad {
			t.Errorf("an invalid X-Request-Id was kept: %q", bad)
		}
	}
	if st := call(t, "POST", base+"/api/auth/signin", "", map[string]any{"email": "ana@example.org", "password": "wrong password here"}, nil); st != 401 {
		t.Errorf("wrong password = %d", st)
	}
	token := signIn(t, base, "ana@example.org", pass)

	// A photo, processed by the job queue.
	body, contentType := potholeForm(samplephoto.JPEG(800, 600, nil))
	req, _ := http.NewRequest("POST", base+"/api/reports", body)
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 201 {
		t.Fatalf("upload = %d", res.StatusCode)
	}

	// An event stream, open while the series are read.
	sctx, stop := context.WithCancel(context.Background())
	defer stop()
	sreq, _ := http.NewRequestWithContext(sctx, "GET", base+"/api/events", nil)
	stream, err := http.DefaultClient.Do(sreq)
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Body.Close()

	want := []string{
		`vecino_http_requests_total{code="4xx",method="GET",route="GET /api/reports/{id}"} 2`,
		`vecino_http_requests_total{code="2xx",method="GET",route="GET /api/public/reports"} 2`,
		`vecino_http_requests_total{code="4xx",method="GET",route="unmatched"} 1`,
		`vecino_http_request_duration_seconds_bucket{code="2xx",method="GET",route="GET /healthz",le="+Inf"} 3`,
		`vecino_public_cache_hits_total 1`,
		`vecino_public_cache_misses_total 1`,
		`vecino_signins_total{outcome="ok"} 1`,
		`vecino_signins_total{outcome="wrong_password"} 1`,
		`vecino_event_streams_open 1`,
		`vecino_task_duration_seconds_count{task="photo_processing"} 1`,
		`vecino_jobs_count_up 1`,
		`go_sql_open_connections{db_name="vecino"}`,
		`go_sql_wait_count_total{db_name="vecino"}`,
		`vecino_db_query_duration_seconds_count{query="PublicReports"} 1`,
		`vecino_public_cache_bytes`,
		`vecino_staff_cache_bytes`,
		`go_goroutines`,
		`process_resident_memory_bytes`,
	}
	var text string
	deadline := time.Now().Add(20 * time.Second)
	for {
		text = scrape(t, metricsURL)
		missing := []string{}
		for _, w := range want {
			if !strings.Contains(text, w) {
				missing = append(missing, w)
			}
		}
		if len(missing) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("series missing: %q", missing)
		}
		time.Sleep(200 * time.Millisecond) // the photo's job, the job counts' short cache
	}
	if strings.Contains(text, "0190c5b8") || strings.Contains(text, "/no/such/page") {
		t.Error("a raw path became a label")
	}
}
