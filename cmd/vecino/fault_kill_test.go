package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/imaging/samplephoto"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// TestMain lets a fault test run this test binary as a separate `vecino
// serve` process that it can kill -9 (VECINO_TEST_SERVE=1, configuration
// from the environment).
func TestMain(m *testing.M) {
	if os.Getenv("VECINO_TEST_SERVE") == "1" { // as main does
		// Jobs cut short by kill -9 are tried again after seconds, not minutes.
		jobTimings.timeout, jobTimings.rescueAfter = 4*time.Second, 5*time.Second
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		if err := run(ctx, []string{"serve"}, os.Getenv, os.Stdin, os.Stdout, os.Stderr); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// serverProcess is `vecino serve` in a child process.
type serverProcess struct {
	cmd  *exec.Cmd
	base string
}

// spawn starts a server process with env and waits for its address.
func spawn(t *testing.T, env map[string]string) *serverProcess {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "VECINO_TEST_SERVE=1")
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() }) //nolint:errcheck
	addrRE := regexp.MustCompile(`listening on (http://\S+)`)
	buf := make([]byte, 4096)
	var seen []byte
	for {
		n, err := out.Read(buf)
		seen = append(seen, buf[:n]...)
		if m := addrRE.FindSubmatch(seen); m != nil {
			go io.Copy(io.Discard, out) //nolint:errcheck
			return &serverProcess{cmd: cmd, base: string(m[1])}
		}
		if err != nil {
			t.Fatalf("server did not start: %v %s", err, seen)
		}
	}
}

// faultRounds is how many kill -9 rounds to run: one per database in `make
// test`, 20 in `make test-faults` (FAULT_ROUNDS=20).
func faultRounds() int {
	if n, err := strconv.Atoi(os.Getenv("FAULT_ROUNDS")); err == nil && n > 0 {
		return n
	}
	return 1
}

// fileReports files reports with photos as fast as it can from 4 clients
// until the server stops answering, and returns the ids answered with 201.
// The first 201 is signalled on first.
func fileReports(base, token, clientAddr string, photo []byte, first chan<- struct{}) []string {
	var (
		mu   sync.Mutex
		ids  []string
		wg   sync.WaitGroup
		once sync.Once
	)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				body, contentType := potholeForm(photo, photo)
				req, _ := http.NewRequest("POST", base+"/api/reports", body)
				req.Header.Set("Content-Type", contentType)
				req.Header.Set("Authorization", "Bearer "+token)
				req.Header.Set("X-Forwarded-For", clientAddr)
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					return // killed
				}
				var rep struct{ ID string }
				json.NewDecoder(res.Body).Decode(&rep) //nolint:errcheck
				res.Body.Close()
				if res.StatusCode == 201 {
					mu.Lock()
					ids = append(ids, rep.ID)
					mu.Unlock()
					once.Do(func() { close(first) })
				} else {
					fmt.Fprintf(os.Stderr, "filing answered %d\n", res.StatusCode)
					time.Sleep(100 * time.Millisecond)
				}
			}
		}()
	}
	wg.Wait()
	return ids
}

// TestKillDuringFiling kills the server with SIGKILL at a random moment
// while clients file reports with photos as fast as they can (and the job
// queue processes them), restarts it, and repeats. A last start processes
// what is left. Then every report acknowledged with 201 must be in the
// database with all its photos processed and their files, no report may be
// public with a photo not processed, and once the sweep has removed the
// files of uncommitted uploads (the hourly job, run here at once) no photo
// file is left without its report.
func TestKillDuringFiling(t *testing.T) {
	for _, d := range sqlstoretest.Dialects() {
		t.Run(string(d), func(t *testing.T) { t.Parallel(); killDuringFiling(t, d) })
	}
}

func killDuringFiling(t *testing.T, d sqlstore.Dialect) {
	dataDir := t.TempDir()
	env := map[string]string{
		"DATABASE_URL": sqlstoretest.URL(t, d), "DATA_DIR": dataDir, "LISTEN_ADDR": "127.0.0.1:0",
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32), "TRUST_PROXY": "true",
	}
	const pass = "a long test passphrase"
	photo := samplephoto.JPEG(1200, 900, nil)
	var acked []string
	var restarts []time.Duration
	rounds := faultRounds()
	for round := range rounds {
		start := time.Now()
		p := spawn(t, env)
		restarts = append(restarts, time.Since(start))
		// Each round files as a new resident from a new address, within
		// the filing quotas (20 reports an hour per account, 60 per address).
		email := fmt.Sprintf("resident%d@example.org", round)
		if err := run(context.Background(), []string{"user", "create", "--email", email, "--role", "reporter"},
			func(k string) string { return env[k] }, strings.NewReader(pass+"\n"), io.Discard, io.Discard); err != nil {
			t.Fatal(err)
		}
		token := signIn(t, p.base, email, pass)
		done, first := make(chan []string), make(chan struct{})
		go func() { done <- fileReports(p.base, token, fmt.Sprintf("203.0.113.%d", round+1), photo, first) }()
		select { // kill at a random moment after filing is under way
		case <-first:
		case <-time.After(time.Minute):
			t.Fatal("no report acknowledged within a minute")
		}
		time.Sleep(time.Duration(rand.IntN(1000)) * time.Millisecond)
		if err := p.cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		p.cmd.Wait() //nolint:errcheck
		ids := <-done
		acked = append(acked, ids...)
		t.Logf("round %d: %d reports acknowledged before kill -9", round+1, len(ids))
	}

	if len(acked) == 0 {
		t.Fatal("no report acknowledged")
	}
	db, err := sqlstore.Open(env["DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// One more start, left running: the queue finishes every photo, those
	// whose processing a kill cut short included.
	start := time.Now()
	last := spawn(t, env)
	var waiting, failed int
	for {
		db.SQL().QueryRow(`SELECT COUNT(*) FROM report_photos WHERE state = 'processing'`).Scan(&waiting) //nolint:errcheck
		if waiting == 0 || time.Since(start) > 2*time.Minute {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	processing := time.Since(start)
	last.cmd.Process.Signal(syscall.SIGTERM)                                                     //nolint:errcheck
	last.cmd.Wait()                                                                              //nolint:errcheck
	db.SQL().QueryRow(`SELECT COUNT(*) FROM report_photos WHERE state = 'failed'`).Scan(&failed) //nolint:errcheck
	if waiting != 0 || failed != 0 {
		t.Errorf("after the last start: %d photos still processing after 2 minutes, %d failed", waiting, failed)
	}
	var unprocessedPublic int
	db.SQL().QueryRow(`SELECT COUNT(*) FROM violations v JOIN report_photos p ON p.report_id = v.id
		WHERE v.status = 'approved' AND p.state <> 'ready'`).Scan(&unprocessedPublic) //nolint:errcheck
	if unprocessedPublic != 0 {
		t.Errorf("%d photos of approved reports not processed", unprocessedPublic)
	}
	files, err := filestore.NewLocal(dataDir)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	swept, err := files.SweepPhotos(ctx, -time.Minute, db.KnownPhotos)
	if err != nil {
		t.Fatal(err)
	}
	missing := 0
	for _, id := range acked {
		rows, err := db.SQL().Query("SELECT id FROM report_photos WHERE report_id = $1", id)
		if err != nil {
			t.Fatal(err)
		}
		var photos []string
		for rows.Next() {
			var pid string
			rows.Scan(&pid) //nolint:errcheck
			photos = append(photos, pid)
		}
		rows.Close()
		if len(photos) != 2 {
			t.Errorf("report %s acknowledged with 201 has %d photos in the database, want 2", id, len(photos))
			missing++
		}
		for _, pid := range photos {
			for _, v := range []string{"original", "public.jpg", "thumb.jpg"} {
				if _, err := os.Stat(filepath.Join(dataDir, "photos", pid, v)); err != nil {
					t.Errorf("photo file %s/%s of an acknowledged report: %v", pid, v, err)
					missing++
				}
			}
		}
	}
	var inDB int
	db.SQL().QueryRow("SELECT COUNT(*) FROM report_photos").Scan(&inDB) //nolint:errcheck
	entries, _ := os.ReadDir(filepath.Join(dataDir, "photos"))
	if len(entries) != inDB {
		t.Errorf("%d photo folders on disk after the sweep, %d photos in the database", len(entries), inDB)
	}
	t.Logf("%d kill -9 rounds on %s: %d reports acknowledged, all found: %v; %d photos in the database, %d folders on disk; "+
		"%d orphaned photo folders swept; restart to listening: %v; every photo processed %v after the last start",
		rounds, d, len(acked), missing == 0, inDB, len(entries), swept, restarts, processing.Round(time.Millisecond))
}
