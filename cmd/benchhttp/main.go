// Command benchhttp measures Vecino's read path over HTTP against a bare
// net/http handler on the same machine: it fills (or reuses) a database of
// N reports, starts a hello server and bin/vecino on it, drives both with
// wrk with the same connections, alternating hello and endpoint, and prints
// req/s, p99 and the ratio to hello for each endpoint, then times the
// exports (first byte, total, the server's memory growth).
//
//	make bench-http                          # SQLite, 1,000,000 reports
//	make bench-http BENCH_DB=postgres        # the throwaway PostgreSQL cluster
//	go run ./cmd/benchhttp -n 20000 -d 3s    # a quick look
//
// The SQLite file is kept in bench/ and reused when it holds enough
// reports; results are written to bench/results-<db>-<time>.md too.
package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

type options struct {
	dialect  string
	n        int
	conns    int
	threads  int
	dur      time.Duration
	rounds   int
	bin, dir string
	only     *regexp.Regexp
	pprof    string
	fillOnly bool
}

func main() {
	var o options
	only := ""
	flag.StringVar(&o.dialect, "db", "sqlite", "sqlite or postgres (postgres uses TEST_DATABASE_URL)")
	flag.IntVar(&o.n, "n", 1_000_000, "reports in the database")
	flag.IntVar(&o.conns, "c", 50, "connections")
	flag.IntVar(&o.threads, "t", 2, "wrk threads")
	flag.DurationVar(&o.dur, "d", 5*time.Second, "length of one wrk run")
	flag.IntVar(&o.rounds, "rounds", 2, "hello/endpoint alternations per endpoint (the best of each is kept)")
	flag.StringVar(&o.bin, "bin", "bin/vecino", "server binary")
	flag.StringVar(&o.dir, "dir", "bench", "folder for the SQLite file, logs and results")
	flag.StringVar(&only, "only", "", "run only the endpoints whose name matches this regular expression")
	flag.StringVar(&o.pprof, "pprof", "", "PPROF_ADDR for the server (e.g. 127.0.0.1:6060), to profile it while it runs")
	flag.BoolVar(&o.fillOnly, "fill-only", false, "fill the database (and print how long it took), then stop")
	flag.Parse()
	o.only = regexp.MustCompile(only)
	if err := run(context.Background(), o); err != nil {
		fmt.Fprintln(os.Stderr, "benchhttp:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, o options) error {
	if err := os.MkdirAll(o.dir, 0o750); err != nil {
		return err
	}
	url, err := databaseURL(o)
	if err != nil {
		return err
	}
	db, err := prepare(ctx, url, o.n)
	if err != nil {
		return err
	}
	if o.fillOnly {
		return db.Close()
	}
	fx, err := fixtures(ctx, db)
	db.Close()
	if err != nil {
		return err
	}

	hello, err := startHello()
	if err != nil {
		return err
	}
	srv, err := startServer(o, url)
	if err != nil {
		return err
	}
	defer srv.stop()
	token, err := signIn(srv.base, fx.staffEmail, fx.staffPassword)
	if err != nil {
		return err
	}

	var out bytes.Buffer
	w := io.MultiWriter(os.Stdout, &out)
	fmt.Fprintf(w, "# benchhttp: %s, %d reports, wrk -t%d -c%d -d%s, %d alternations, %s\n\n", o.dialect, o.n, o.threads, o.conns, o.dur, o.rounds, time.Now().UTC().Format(time.RFC3339))
	fmt.Fprintln(w, "| endpoint | paths | hello req/s | hello p99 | req/s | × hello | p99 | errors |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for _, e := range endpoints(fx, token) {
		if !o.only.MatchString(e.name) {
			continue
		}
		script, err := writeScript(o.dir, e)
		if err != nil {
			return err
		}
		var best, bestHello wrkResult
		for range o.rounds {
			h, err := runWrk(o, hello+"/", "", nil)
			if err != nil {
				return err
			}
			r, err := runWrk(o, srv.base, script, e.headers)
			if err != nil {
				return err
			}
			if h.rps > bestHello.rps {
				bestHello = h
			}
			if r.rps > best.rps {
				best = r
			}
		}
		paths := strconv.Itoa(len(e.paths))
		if e.span > 0 {
			paths = "all new"
		}
		fmt.Fprintf(w, "| %s | %s | %.0f | %s | %.0f | %.4f | %s | %d |\n", e.name, paths, bestHello.rps, bestHello.p99, best.rps,
			best.rps/bestHello.rps, best.p99, best.errors)
	}
	if o.only.MatchString("export") {
		fmt.Fprintln(w, "\n| export | bytes | first byte | total | server heap RSS growth (peak) |\n|---|---|---|---|---|")
		for _, p := range []string{"/api/public/reports.csv", "/api/public/reports.geojson"} {
			line, err := timeExport(srv, p)
			if err != nil {
				return err
			}
			fmt.Fprintln(w, line)
		}
	}
	name := filepath.Join(o.dir, fmt.Sprintf("results-%s-%s.md", o.dialect, time.Now().UTC().Format("20060102-150405")))
	return os.WriteFile(name, out.Bytes(), 0o640)
}

func databaseURL(o options) (string, error) {
	switch o.dialect {
	case "sqlite":
		abs, err := filepath.Abs(filepath.Join(o.dir, fmt.Sprintf("bench-%d.db", o.n)))
		return "sqlite:" + abs, err
	case "postgres":
		if u := os.Getenv("TEST_DATABASE_URL"); u != "" {
			return u, nil
		}
		return "", fmt.Errorf("-db postgres needs TEST_DATABASE_URL (scripts/with-postgres.sh sets it)")
	}
	return "", fmt.Errorf("-db must be sqlite or postgres")
}

// prepare migrates and seeds the database and fills it up to n reports.
func prepare(ctx context.Context, url string, n int) (*sqlstore.DB, error) {
	db, err := sqlstore.Open(url)
	if err != nil {
		return nil, err
	}
	if _, err = db.Migrate(ctx); err == nil {
		err = db.Seed(ctx)
	}
	if err != nil {
		db.Close()
		return nil, err
	}
	var have int
	if err := db.SQL().QueryRowContext(ctx, `SELECT COUNT(*) FROM violations`).Scan(&have); err != nil {
		db.Close()
		return nil, err
	}
	if have < n {
		fmt.Fprintf(os.Stderr, "filling %d reports…\n", n-have)
		start := time.Now()
		if err := sqlstoretest.Fill(ctx, db, n-have); err != nil {
			db.Close()
			return nil, err
		}
		fmt.Fprintf(os.Stderr, "filled in %s\n", time.Since(start).Round(time.Second))
	}
	return db, nil
}

// fixture is what the endpoints need from the database: public ids, a
// deep cursor, pending ids and a staff account.
type fixture struct {
	publicIDs, pendingIDs     []string
	deepCursor                string
	staffEmail, staffPassword string
}

func fixtures(ctx context.Context, db *sqlstore.DB) (fixture, error) {
	fx := fixture{staffEmail: "bench-reviewer@example.org", staffPassword: "bench-reviewer-password-1"}
	ids := func(q string, args ...any) ([]string, error) {
		rows, err := db.SQL().QueryContext(ctx, q, args...)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				return nil, err
			}
			out = append(out, id)
		}
		return out, rows.Err()
	}
	var err error
	// Spread through the record: every k-th id in id order.
	if fx.publicIDs, err = ids(`SELECT id FROM violations WHERE status = 'approved' AND category <> 'renter-protection' ORDER BY id LIMIT 200000`); err != nil {
		return fx, err
	}
	fx.publicIDs = spread(fx.publicIDs, 1000)
	if fx.pendingIDs, err = ids(`SELECT id FROM violations WHERE status = 'pending' ORDER BY id LIMIT 100000`); err != nil {
		return fx, err
	}
	fx.pendingIDs = spread(fx.pendingIDs, 1000)
	if len(fx.publicIDs) == 0 || len(fx.pendingIDs) == 0 {
		return fx, fmt.Errorf("the database holds no approved or no pending reports")
	}
	// A cursor half-way down the public record (newest first).
	var at time.Time
	var id string
	var total int
	if err := db.SQL().QueryRowContext(ctx, `SELECT n FROM status_counts WHERE status = 'approved'`).Scan(&total); err != nil {
		return fx, err
	}
	if err := db.SQL().QueryRowContext(ctx, `SELECT uploaded_at, id FROM violations WHERE status = 'approved' AND category <> 'renter-protection'
		ORDER BY uploaded_at DESC, id DESC LIMIT 1 OFFSET $1`, total/2).Scan(&at, &id); err != nil {
		return fx, err
	}
	fx.deepCursor = base64.RawURLEncoding.EncodeToString([]byte(at.UTC().Format(time.RFC3339Nano) + "|" + id))
	// A reviewer to sign in as (created once; the password is fixed).
	if _, _, err := db.UserByEmail(ctx, fx.staffEmail); err != nil {
		hash, err := auth.NewHasher(1).Hash(ctx, fx.staffPassword)
		if err != nil {
			return fx, err
		}
		if _, err := db.CreateUser(ctx, vecino.NewUser{Email: fx.staffEmail, PasswordHash: hash, Confirmed: true, FirstName: "Bench", LastName: "Reviewer",
			PreferredLanguage: "en", Roles: []vecino.Role{vecino.RoleReviewer}}); err != nil {
			return fx, err
		}
	}
	return fx, nil
}

// spread keeps n items evenly spaced through all.
func spread(all []string, n int) []string {
	if len(all) <= n {
		return all
	}
	out := make([]string, n)
	for i := range out {
		out[i] = all[i*len(all)/n]
	}
	return out
}

type endpoint struct {
	name    string
	paths   []string
	headers []string
	// span, when set: every request asks for a new random map view of
	// span degrees (inside FillBox), so none is ever answered from the
	// server's cache: each is a first answer.
	span float64
}

// endpoints are the measured requests; each picks one of its paths at
// random per request.
func endpoints(fx fixture, token string) []endpoint {
	rng := rand.New(rand.NewPCG(5, 6))
	box := sqlstoretest.FillBox // south, west, north, east
	boxes := func(span float64, n int) []string {
		out := make([]string, n)
		for i := range out {
			s := box[0] + rng.Float64()*(box[2]-box[0]-span)
			w := box[1] + rng.Float64()*(box[3]-box[1]-span)
			out[i] = fmt.Sprintf("/api/public/clusters?bbox=%.5f,%.5f,%.5f,%.5f", w, s, w+span, s+span)
		}
		return out
	}
	each := func(f string, ids []string) []string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = fmt.Sprintf(f, id)
		}
		return out
	}
	auth := []string{"Authorization: Bearer " + token}
	return []endpoint{
		{name: "GET /api/config", paths: []string{"/api/config"}},
		{name: "public detail", paths: each("/api/public/reports/%s", fx.publicIDs)},
		{name: "public list, limit 20", paths: []string{"/api/public/reports?limit=20"}},
		{name: "public list, category", paths: each("/api/public/reports?limit=20&category=%s", sqlstoretest.FillCategories)},
		{name: "public list, last 30 days", paths: []string{"/api/public/reports?limit=20&from=" + time.Now().UTC().AddDate(0, 0, -30).Format("2006-01-02")}},
		{name: "public list, deep cursor", paths: []string{"/api/public/reports?limit=20&cursor=" + fx.deepCursor}},
		{name: "map, city (whole box)", paths: []string{fmt.Sprintf("/api/public/clusters?bbox=%g,%g,%g,%g", box[1], box[0], box[3], box[2])}},
		{name: "map, neighbourhood (0.03°)", paths: boxes(0.03, 1000)},
		{name: "map, block (0.003°)", paths: boxes(0.003, 1000)},
		{name: "map, new random view 0.003° (block)", span: 0.003},
		{name: "map, new random view 0.01°", span: 0.01},
		{name: "map, new random view 0.03° (neighbourhood)", span: 0.03},
		{name: "map, new random view 0.1°", span: 0.1},
		{name: "map, new random view 0.25° (city)", span: 0.25},
		{name: "staff queue list (pending)", paths: []string{"/api/reports?status=pending&limit=25"}, headers: auth},
		{name: "staff queue position", paths: each("/api/reports/%s/position?status=pending", fx.pendingIDs), headers: auth},
	}
}

// writeScript writes the wrk Lua script that picks one of e's paths at
// random for every request, or for a span a new random map view.
func writeScript(dir string, e endpoint) (string, error) {
	var b strings.Builder
	if e.span > 0 {
		box := sqlstoretest.FillBox
		// Each wrk thread draws its own views (seeded by its number).
		fmt.Fprintf(&b, `local n = 0
function setup(thread) thread:set("id", n); n = n + 1 end
function init(args) math.randomseed(os.time() * 16 + id) end
request = function()
  local s = %g + math.random() * %g
  local w = %g + math.random() * %g
  return wrk.format(nil, string.format("/api/public/clusters?bbox=%%.6f,%%.6f,%%.6f,%%.6f", w, s, w + %g, s + %g))
end
`, box[0], box[2]-box[0]-e.span, box[1], box[3]-box[1]-e.span, e.span, e.span)
		name := filepath.Join(dir, "paths.lua")
		return name, os.WriteFile(name, []byte(b.String()), 0o640)
	}
	b.WriteString("local paths = {\n")
	for _, p := range e.paths {
		fmt.Fprintf(&b, "  %q,\n", p)
	}
	b.WriteString("}\nmath.randomseed(os.time())\nrequest = function() return wrk.format(nil, paths[math.random(#paths)]) end\n")
	name := filepath.Join(dir, "paths.lua")
	return name, os.WriteFile(name, []byte(b.String()), 0o640)
}

type wrkResult struct {
	rps    float64
	p99    string
	errors int
}

var (
	reRPS     = regexp.MustCompile(`Requests/sec:\s+([0-9.]+)`)
	reP99     = regexp.MustCompile(`\n\s+99%\s+(\S+)`)
	reNon2xx  = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
	reSockErr = regexp.MustCompile(`Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
)

// runWrk runs one wrk against url (with script, when set, choosing paths).
func runWrk(o options, url, script string, headers []string) (wrkResult, error) {
	args := []string{"-t", strconv.Itoa(o.threads), "-c", strconv.Itoa(o.conns), "-d", o.dur.String(), "--latency"}
	for _, h := range headers {
		args = append(args, "-H", h)
	}
	if script != "" {
		args = append(args, "-s", script)
	}
	out, err := exec.Command("wrk", append(args, url)...).CombinedOutput()
	if err != nil {
		return wrkResult{}, fmt.Errorf("wrk: %v\n%s", err, out)
	}
	var r wrkResult
	if m := reRPS.FindSubmatch(out); m != nil {
		r.rps, _ = strconv.ParseFloat(string(m[1]), 64)
	}
	if m := reP99.FindSubmatch(out); m != nil {
		r.p99 = string(m[1])
	}
	if m := reNon2xx.FindSubmatch(out); m != nil {
		r.errors, _ = strconv.Atoi(string(m[1]))
	}
	if m := reSockErr.FindSubmatch(out); m != nil {
		for _, g := range m[1:] {
			n, _ := strconv.Atoi(string(g))
			r.errors += n
		}
	}
	return r, nil
}

// startHello serves a bare net/http JSON handler, the yardstick.
func startHello() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { //nolint:errcheck
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"hello":"world"}` + "\n")) //nolint:errcheck
	}))
	return "http://" + ln.Addr().String(), nil
}

type server struct {
	cmd  *exec.Cmd
	base string
}

// startServer runs the binary on url with its log in dir/server.log and
// waits until it answers /readyz.
func startServer(o options, url string) (*server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	logf, err := os.Create(filepath.Join(o.dir, "server.log"))
	if err != nil {
		return nil, err
	}
	dataDir, err := os.MkdirTemp("", "benchhttp-data-")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(o.bin, "serve")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+url, "LISTEN_ADDR="+addr, "DATA_DIR="+dataDir,
		"SESSION_SECRET=benchhttp-session-secret-0123456789abcdef", "LOG_FORMAT=json", "PPROF_ADDR="+o.pprof)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, base: "http://" + addr}
	for i := 0; ; i++ {
		resp, err := http.Get(s.base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s, nil
			}
		}
		if i > 600 {
			s.stop()
			return nil, fmt.Errorf("the server did not start; see %s", logf.Name())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (s *server) stop() {
	s.cmd.Process.Signal(os.Interrupt) //nolint:errcheck
	s.cmd.Wait()                       //nolint:errcheck
}

// anonRSS returns the server's resident anonymous memory (its heap and
// stacks, not the pages of the database file SQLite maps) in bytes.
func (s *server) anonRSS() int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "RssAnon:"); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n << 10
		}
	}
	return 0
}

// timeExport downloads one export and reports its size, time to first
// byte, total time and how far the server's anonymous memory rose above
// its level before (sampled every 20 ms).
func timeExport(s *server, path string) (string, error) {
	before := s.anonRSS()
	peak := before
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			peak = max(peak, s.anonRSS())
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	start := time.Now()
	resp, err := http.Get(s.base + path)
	if err != nil {
		close(done)
		return "", err
	}
	defer resp.Body.Close()
	first := make([]byte, 1)
	if _, err := io.ReadFull(resp.Body, first); err != nil {
		close(done)
		return "", err
	}
	ttfb := time.Since(start)
	n, err := io.Copy(io.Discard, resp.Body)
	close(done)
	<-sampled
	if err != nil {
		return "", err
	}
	total := time.Since(start)
	return fmt.Sprintf("| %s | %d | %s | %s | %.0f MB |", path, n+1, ttfb.Round(time.Millisecond), total.Round(time.Millisecond),
		float64(peak-before)/(1<<20)), nil
}

func signIn(base, email, password string) (string, error) {
	body, _ := json.Marshal(map[string]string{"email": email, "password": password})
	resp, err := http.Post(base+"/api/auth/signin", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		AccessToken string `json:"access_token"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.AccessToken == "" {
		return "", fmt.Errorf("sign in as %s: status %d", email, resp.StatusCode)
	}
	return out.AccessToken, nil
}
