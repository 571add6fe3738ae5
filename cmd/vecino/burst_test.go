package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/imaging/imagingtest"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// TestUploadBurst is the upload benchmark (make bench-uploads): 20
// residents file a report with a 3 MB, 12-megapixel photo at the same
// moment. Every filing must be accepted, and every photo processed by the
// job queue; it prints how long the answers and the processing took and
// the server's peak memory (VmHWM). Not part of make test: it takes a
// minute of both cores.
func TestUploadBurst(t *testing.T) {
	if os.Getenv("VECINO_BENCH") == "" {
		t.Skip("the upload benchmark runs with VECINO_BENCH=1 (make bench-uploads)")
	}
	const n = 20
	env := map[string]string{
		"DATABASE_URL": sqlstoretest.URL(t, sqlstore.SQLite), "DATA_DIR": t.TempDir(), "LISTEN_ADDR": "127.0.0.1:0",
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32), "TRUST_PROXY": "true",
	}
	p := spawn(t, env)
	const pass = "a long test passphrase"
	tokens := make([]string, n)
	for i := range n {
		email := fmt.Sprintf("resident%d@example.org", i)
		if err := run(context.Background(), []string{"user", "create", "--email", email, "--role", "reporter"},
			func(k string) string { return env[k] }, strings.NewReader(pass+"\n"), io.Discard, io.Discard); err != nil {
			t.Fatal(err)
		}
		tokens[i] = signIn(t, p.base, email, pass)
	}
	photo := imagingtest.NoisyJPEG(4000, 3000, nil)
	t.Logf("photo: 4000×3000, %.1f MB", float64(len(photo))/(1<<20))

	start := time.Now()
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		ids      []string
		statuses = map[int]int{}
		slowest  time.Duration
	)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body, contentType := potholeForm(photo)
			req, _ := http.NewRequest("POST", p.base+"/api/reports", body)
			req.Header.Set("Content-Type", contentType)
			req.Header.Set("Authorization", "Bearer "+tokens[i])
			req.Header.Set("X-Forwarded-For", "198.51.100."+strconv.Itoa(i+1))
			sent := time.Now()
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			defer res.Body.Close()
			var rep struct{ ID string }
			json.NewDecoder(res.Body).Decode(&rep) //nolint:errcheck
			mu.Lock()
			defer mu.Unlock()
			statuses[res.StatusCode]++
			slowest = max(slowest, time.Since(sent))
			if res.StatusCode == 201 {
				ids = append(ids, rep.ID)
			}
		}()
	}
	wg.Wait()
	answered := time.Since(start)
	if len(ids) != n {
		t.Errorf("accepted %d of %d uploads: %v", len(ids), n, statuses)
	}

	db, err := sqlstore.Open(env["DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var waiting int
	for {
		db.SQL().QueryRow(`SELECT COUNT(*) FROM report_photos WHERE state = 'processing'`).Scan(&waiting) //nolint:errcheck
		if waiting == 0 || time.Since(start) > 5*time.Minute {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	processed := time.Since(start)
	var ready int
	db.SQL().QueryRow(`SELECT COUNT(*) FROM report_photos WHERE state = 'ready'`).Scan(&ready) //nolint:errcheck
	if ready != len(ids) {
		t.Errorf("%d of %d photos processed after %v", ready, len(ids), processed)
	}
	status, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	peak := ""
	for _, line := range strings.Split(string(status), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			peak = strings.TrimSpace(strings.TrimPrefix(line, "VmHWM:"))
		}
	}
	t.Logf("%d concurrent uploads: answers %v, all within %v (slowest %v); every photo processed %v after the first was sent "+
		"(%.2f photos/s); server peak RSS %s", n, statuses, answered.Round(time.Millisecond), slowest.Round(time.Millisecond),
		processed.Round(time.Millisecond), float64(ready)/processed.Seconds(), peak)
}
