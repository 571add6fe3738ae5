package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestSignInFlood sends 200 concurrent sign-ins with wrong passwords, each
// for another account from another (forwarded) address, while a reader
// keeps asking for the public stats: the hash limiter must engage (fast 503
// or 429 instead of a queue of hashes) and the reads stay quick (p99 ≤ 100
// ms, asserted in make test-faults, logged otherwise, since a loaded
// machine cannot promise it).
func TestSignInFlood(t *testing.T) {
	dir := t.TempDir()
	p := spawn(t, map[string]string{"DATABASE_URL": "sqlite:" + dir + "/v.db", "DATA_DIR": dir, "LISTEN_ADDR": "127.0.0.1:0",
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32), "TRUST_PROXY": "true"})
	stop := make(chan struct{})
	var lat []time.Duration
	readerDone := make(chan struct{})
	go func() {
		defer close(readerDone)
		client := &http.Client{Timeout: 30 * time.Second}
		for {
			select {
			case <-stop:
				return
			default:
			}
			start := time.Now()
			res, err := client.Get(p.base + "/api/public/stats")
			if err == nil {
				res.Body.Close()
				lat = append(lat, time.Since(start))
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	time.Sleep(300 * time.Millisecond)
	var mu sync.Mutex
	codes := map[int]int{}
	var wg sync.WaitGroup
	start := time.Now()
	for i := range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := fmt.Sprintf(`{"email":"nobody%d@example.org","password":"wrong guess %d"}`, i, i)
			req, _ := http.NewRequest("POST", p.base+"/api/auth/signin", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i))
			res, err := http.DefaultClient.Do(req)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				codes[0]++
				return
			}
			res.Body.Close()
			codes[res.StatusCode]++
		}()
	}
	wg.Wait()
	flood := time.Since(start)
	close(stop)
	<-readerDone
	if codes[503]+codes[429] == 0 {
		t.Errorf("answers %v: the limiter never engaged", codes)
	}
	if codes[0] > 0 || codes[500] > 0 {
		t.Errorf("answers %v: failed requests", codes)
	}
	if len(lat) < 10 {
		t.Fatalf("only %d reads during the flood", len(lat))
	}
	slices.Sort(lat)
	p50, p99 := lat[len(lat)/2], lat[len(lat)*99/100]
	t.Logf("200 concurrent wrong sign-ins: answers %v in %v; %d reads meanwhile, p50 %v, p99 %v, max %v",
		codes, flood, len(lat), p50, p99, lat[len(lat)-1])
	if os.Getenv("VECINO_FAULTS") == "1" && p99 > 100*time.Millisecond {
		t.Errorf("reads p99 %v during the flood, want ≤ 100 ms", p99)
	}
}

// TestSignInFloodLegitimate measures what a spread-out wrong-password flood
// leaves to real users: 600 wrong sign-ins from 200 addresses over 12 s
// (each address tries three times, 4 s apart; half of the tries are for the
// real users' accounts, half for unknown emails) while 24 real users sign
// in, one every half second, each from an address of their own, half of
// them from a browser that signed in before (its device cookie). It logs the
// share of real sign-ins that succeed and their p99; make test-faults
// (VECINO_FAULTS=1) runs it and asserts ≥ 95 % and ≤ 2 s; make test skips
// it (a 20–30 s measurement of two cores' worth of hashing).
func TestSignInFloodLegitimate(t *testing.T) {
	if os.Getenv("VECINO_FAULTS") != "1" {
		t.Skip("a measurement: make test-faults")
	}
	dir := t.TempDir()
	p := spawn(t, map[string]string{"DATABASE_URL": "sqlite:" + dir + "/v.db", "DATA_DIR": dir, "LISTEN_ADDR": "127.0.0.1:0",
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32), "TRUST_PROXY": "true"})
	client := &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 300}}
	const users, pass = 24, "correct horse battery"
	post := func(path, addr, cookie, body string) (*http.Response, error) {
		req, _ := http.NewRequest("POST", p.base+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", addr)
		if cookie != "" {
			req.Header.Set("Cookie", "vecino_device="+cookie)
		}
		res, err := client.Do(req)
		if err == nil {
			io.Copy(io.Discard, res.Body) //nolint:errcheck
			res.Body.Close()
		}
		return res, err
	}
	email := func(k int) string { return fmt.Sprintf("user%02d@example.org", k) }
	home := func(k int) string { return fmt.Sprintf("203.0.113.%d", k+1) }
	devices := make([]string, users)
	for k := range users {
		body := fmt.Sprintf(`{"email":%q,"password":%q,"first_name":"A","last_name":"B","preferred_language":"en"}`, email(k), pass)
		if res, err := post("/api/auth/signup", home(k), "", body); err != nil || res.StatusCode != 202 {
			t.Fatalf("sign-up %d: %v %v", k, res, err)
		}
		if k%2 == 1 {
			continue
		}
		res, err := post("/api/auth/signin", home(k), "", fmt.Sprintf(`{"email":%q,"password":%q}`, email(k), pass))
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("first sign-in %d: %v %v", k, res, err)
		}
		for _, c := range res.Cookies() {
			if c.Name == "vecino_device" {
				devices[k] = c.Value
			}
		}
		if devices[k] == "" {
			t.Fatalf("no device cookie for user %d", k)
		}
	}
	var (
		mu      sync.Mutex
		attack  = map[int]int{}
		results []struct {
			known         bool
			code, retried int
			d             time.Duration
			at            time.Duration
		}
		wg sync.WaitGroup
	)
	start := time.Now()
	at := func(d time.Duration) { time.Sleep(time.Until(start.Add(d))) }
	for i := range 200 {
		for j := range 3 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				at(time.Duration(j*200+i) * 20 * time.Millisecond)
				target := fmt.Sprintf("nobody%d@example.org", i)
				if (i+j)%2 == 0 {
					target = email((i + 7*j) % users)
				}
				res, err := post("/api/auth/signin", fmt.Sprintf("198.51.%d.%d", 100+i/100, i%100), "",
					fmt.Sprintf(`{"email":%q,"password":"wrong guess %d"}`, target, j))
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					attack[0]++
					return
				}
				attack[res.StatusCode]++
			}()
		}
	}
	for k := range users {
		wg.Add(1)
		go func() {
			defer wg.Done()
			at(time.Duration(k)*500*time.Millisecond + 250*time.Millisecond)
			t0 := time.Now()
			res, err := post("/api/auth/signin", home(k), devices[k], fmt.Sprintf(`{"email":%q,"password":%q}`, email(k), pass))
			code, retried := 0, 0
			d := time.Since(t0)
			if err == nil {
				code = res.StatusCode
			}
			if code == 503 { // as a browser that honours Retry-After would
				wait, _ := strconv.Atoi(res.Header.Get("Retry-After"))
				time.Sleep(time.Duration(wait) * time.Second)
				if res, err := post("/api/auth/signin", home(k), devices[k], fmt.Sprintf(`{"email":%q,"password":%q}`, email(k), pass)); err == nil {
					retried = res.StatusCode
				}
			}
			mu.Lock()
			defer mu.Unlock()
			results = append(results, struct {
				known         bool
				code, retried int
				d             time.Duration
				at            time.Duration
			}{devices[k] != "", code, retried, d, t0.Sub(start)})
		}()
	}
	wg.Wait()
	ok, okKnown, okNew, okRetry := 0, 0, 0, 0
	var lat []time.Duration // of the first tries
	var failed []string
	for _, r := range results {
		lat = append(lat, r.d)
		if r.code == 200 || r.retried == 200 {
			okRetry++
		}
		if r.code != 200 {
			failed = append(failed, fmt.Sprintf("%d at %.1fs (known device %v)", r.code, r.at.Seconds(), r.known))
			continue
		}
		ok++
		if r.known {
			okKnown++
		} else {
			okNew++
		}
	}
	slices.Sort(lat)
	p50, p99 := lat[len(lat)/2], lat[(len(lat)*99+99)/100-1]
	share := float64(ok) / float64(len(results))
	t.Logf("flood of 600 wrong sign-ins from 200 addresses in %v: answers %v", time.Since(start).Round(100*time.Millisecond), attack)
	t.Logf("legitimate sign-ins: %d/%d succeeded at the first try (%.0f %%; known devices %d/12, new %d/12), latency p50 %v p99 %v max %v; failed: %v; %d/%d with one retry after Retry-After",
		ok, len(results), 100*share, okKnown, okNew, p50.Round(time.Millisecond), p99.Round(time.Millisecond),
		lat[len(lat)-1].Round(time.Millisecond), failed, okRetry, len(results))
	if os.Getenv("VECINO_FAULTS") == "1" && (share < 0.95 || p99 > 2*time.Second) {
		t.Errorf("legitimate sign-ins during the flood: %.0f %% succeeded, p99 %v; want ≥ 95 %% and ≤ 2 s", 100*share, p99)
	}
}
