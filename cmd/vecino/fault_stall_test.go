package main

import (
	"database/sql"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
)

// clusterPIDs returns the PostgreSQL postmaster behind url and its children.
func clusterPIDs(t *testing.T, url string) []int {
	t.Helper()
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var dir string
	if err := db.QueryRow("SHOW data_directory").Scan(&dir); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "postmaster.pid"))
	if err != nil {
		t.Skipf("cannot read the cluster's postmaster.pid: %v", err)
	}
	master, _ := strconv.Atoi(strings.SplitN(string(b), "\n", 2)[0])
	pids := []int{master}
	procs, _ := filepath.Glob("/proc/[0-9]*/status")
	for _, p := range procs {
		st, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(st), "\n") {
			if v, ok := strings.CutPrefix(line, "PPid:"); ok && strings.TrimSpace(v) == strconv.Itoa(master) {
				pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(p)))
				pids = append(pids, pid)
			}
		}
	}
	return pids
}

// TestPostgresPaused stops every process of the PostgreSQL cluster
// (SIGSTOP) under a running server: requests answer 503 within about
// REQUEST_TIMEOUT and /readyz reports it; after SIGCONT the server recovers
// by itself. It stalls the whole test cluster, so it runs only in `make
// test-faults` (VECINO_FAULTS=1), never beside other packages' tests.
func TestPostgresPaused(t *testing.T) {
	if os.Getenv("VECINO_FAULTS") != "1" {
		t.Skip("pauses the shared test cluster: run by make test-faults")
	}
	url := sqlstoretest.URL(t, sqlstore.Postgres)
	base := startServer(t, testEnv(t, map[string]string{"DATABASE_URL": url, "REQUEST_TIMEOUT": "2s"}))
	client := &http.Client{Timeout: 20 * time.Second}
	get := func(path string) (int, string, time.Duration) {
		start := time.Now()
		res, err := client.Get(base + path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		res.Body.Close()
		return res.StatusCode, res.Header.Get("Retry-After"), time.Since(start)
	}
	if st, _, _ := get("/api/public/stats"); st != 200 {
		t.Fatalf("stats before the pause = %d", st)
	}
	pids := clusterPIDs(t, url)
	for _, pid := range pids {
		syscall.Kill(pid, syscall.SIGSTOP) //nolint:errcheck
	}
	resumed := false
	resume := func() {
		if !resumed {
			for _, pid := range pids {
				syscall.Kill(pid, syscall.SIGCONT) //nolint:errcheck
			}
			resumed = true
		}
	}
	defer resume()
	st, retry, took := get("/api/public/stats")
	if st != 503 || retry == "" {
		t.Errorf("stats with PostgreSQL paused = %d Retry-After=%q", st, retry)
	}
	rst, _, rtook := get("/readyz")
	if rst != 503 {
		t.Errorf("readyz with PostgreSQL paused = %d", rst)
	}
	resume()
	start := time.Now()
	for {
		if st, _, _ := get("/api/public/stats"); st == 200 {
			break
		}
		if time.Since(start) > time.Minute {
			t.Fatal("not recovered a minute after PostgreSQL resumed")
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Logf("PostgreSQL paused (%d processes): request answered %d in %v, /readyz %d in %v; recovered %v after SIGCONT",
		len(pids), st, took, rst, rtook, time.Since(start))
}
