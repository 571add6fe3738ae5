package main

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// readyProxy is a small load balancer as a city would put in front of
// Vecino: it checks each backend's /readyz every 50 ms and sends each
// request to a backend that answered 200, in turn.
type readyProxy struct {
	mu       sync.Mutex
	backends []*url.URL
	ready    map[*url.URL]bool
	next     int
	failed   atomic.Int32 // requests the proxy could not pass on
}

func (p *readyProxy) add(base string) *url.URL {
	u, _ := url.Parse(base)
	p.mu.Lock()
	p.backends = append(p.backends, u)
	p.mu.Unlock()
	return u
}

func (p *readyProxy) isReady(u *url.URL) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.ready[u]
}

func (p *readyProxy) check(stop <-chan struct{}) {
	client := &http.Client{Timeout: 200 * time.Millisecond}
	for {
		select {
		case <-stop:
			return
		case <-time.After(50 * time.Millisecond):
		}
		p.mu.Lock()
		backends := append([]*url.URL(nil), p.backends...)
		p.mu.Unlock()
		for _, u := range backends {
			ok := false
			if res, err := client.Get(u.String() + "/readyz"); err == nil {
				ok = res.StatusCode == 200
				res.Body.Close()
			}
			p.mu.Lock()
			p.ready[u] = ok
			p.mu.Unlock()
		}
	}
}

func (p *readyProxy) pick() *url.URL {
	p.mu.Lock()
	defer p.mu.Unlock()
	for range p.backends {
		u := p.backends[p.next%len(p.backends)]
		p.next++
		if p.ready[u] {
			return u
		}
	}
	return nil
}

func (p *readyProxy) handler() http.Handler {
	rp := &httputil.ReverseProxy{
		// A connection per request, as nginx's default upstream: a backend
		// that stops accepting fails the requests sent to it, where kept-alive
		// connections would hide it (their requests are retried).
		Transport: &http.Transport{DisableKeepAlives: true},
		Rewrite: func(r *httputil.ProxyRequest) {
			if u, ok := r.In.Context().Value(backendKey{}).(*url.URL); ok {
				r.SetURL(u)
			}
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			p.failed.Add(1)
			w.WriteHeader(http.StatusBadGateway)
		},
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u := p.pick()
		if u == nil {
			p.failed.Add(1)
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		rp.ServeHTTP(w, r.WithContext(contextWith(r, u)))
	})
}

type backendKey struct{}

func contextWith(r *http.Request, u *url.URL) context.Context {
	return context.WithValue(r.Context(), backendKey{}, u)
}

// TestRestartBehindProxy restarts the server behind a proxy that checks
// /readyz while clients read and write through it: a second instance
// starts, the first gets SIGTERM, answers /readyz 503 at once and keeps
// serving for SHUTDOWN_DRAIN while the proxy takes it out of rotation,
// then exits 0. No request fails (with SHUTDOWN_DRAIN=0, 17 of about
// 2,300 failed at the proxy: sent in the 50 ms before it saw /readyz).
func TestRestartBehindProxy(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATABASE_URL": "sqlite:" + dir + "/v.db", "DATA_DIR": dir, "LISTEN_ADDR": "127.0.0.1:0",
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32), "SHUTDOWN_DRAIN": "1s", "METRICS_ADDR": "off"}
	p := &readyProxy{ready: map[*url.URL]bool{}}
	stopCheck := make(chan struct{})
	defer close(stopCheck)
	go p.check(stopCheck)
	front := httptest.NewServer(p.handler())
	defer front.Close()

	first := spawn(t, env)
	a := p.add(first.base)
	for !p.isReady(a) {
		time.Sleep(10 * time.Millisecond)
	}

	var ok, failed atomic.Int32
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			client := &http.Client{Timeout: 10 * time.Second}
			for {
				select {
				case <-stop:
					return
				default:
				}
				var res *http.Response
				var err error
				if i == 0 { // a writer: page views
					res, err = client.Post(front.URL+"/api/analytics/pageview", "application/json", strings.NewReader(`{"path":"/"}`))
				} else {
					res, err = client.Get(front.URL + "/api/public/stats")
				}
				if err != nil || res.StatusCode >= 500 {
					failed.Add(1)
				} else {
					ok.Add(1)
				}
				if res != nil {
					io.Copy(io.Discard, res.Body) //nolint:errcheck
					res.Body.Close()
				}
			}
		}()
	}
	time.Sleep(300 * time.Millisecond)
	second := spawn(t, env)
	b := p.add(second.base)
	for !p.isReady(b) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	before := ok.Load()
	start := time.Now()
	if err := first.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	outOfRotation := time.Duration(0)
	exited := make(chan error, 1)
	go func() { exited <- first.cmd.Wait() }()
	var exitErr error
	deadline := time.After(time.Minute)
	for done := false; !done; {
		select {
		case exitErr = <-exited:
			done = true
		case <-time.After(10 * time.Millisecond):
			if outOfRotation == 0 && !p.isReady(a) {
				outOfRotation = time.Since(start)
			}
		case <-deadline:
			t.Fatal("the first instance did not exit within a minute of SIGTERM")
		}
	}
	took := time.Since(start)
	time.Sleep(300 * time.Millisecond)
	close(stop)
	wg.Wait()
	if exitErr != nil {
		t.Errorf("exit: %v", exitErr)
	}
	if failed.Load() > 0 || p.failed.Load() > 0 {
		t.Errorf("%d requests failed (%d at the proxy) during the restart", failed.Load(), p.failed.Load())
	}
	if took < time.Second {
		t.Errorf("exited %v after SIGTERM, before the drain period (1s) ended", took)
	}
	t.Logf("restart behind a proxy: %d requests answered (%d after SIGTERM), %d failed; the first instance out of rotation %v after SIGTERM, exited after %v",
		ok.Load(), ok.Load()-before, failed.Load(), outOfRotation, took)
}
