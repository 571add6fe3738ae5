package main

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/imaging/samplephoto"
)

// slowReader hands out its bytes in small pieces, pausing between them.
type slowReader struct {
	r     io.Reader
	pause time.Duration
}

func (s *slowReader) Read(p []byte) (int, error) {
	time.Sleep(s.pause)
	return s.r.Read(p[:min(len(p), 16<<10)])
}

// TestSIGTERMUnderLoad sends SIGTERM to a server process while readers
// keep it busy and an upload is still arriving: the upload finishes with 201,
// no request gets a 5xx, connections after the signal are refused, and the
// process exits by itself with status 0.
func TestSIGTERMUnderLoad(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATABASE_URL": "sqlite:" + dir + "/v.db", "DATA_DIR": dir, "LISTEN_ADDR": "127.0.0.1:0",
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32)}
	const pass = "a long test passphrase"
	if err := run(context.Background(), []string{"user", "create", "--email", "ana@example.org", "--role", "reporter"},
		func(k string) string { return env[k] }, strings.NewReader(pass+"\n"), io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	p := spawn(t, env)
	token := signIn(t, p.base, "ana@example.org", pass)

	// An upload whose body takes about two seconds to arrive.
	body, contentType := potholeForm(samplephoto.JPEG(1600, 1200, nil))
	pause := 2 * time.Second / time.Duration(body.Len()/(16<<10)+1)
	req, _ := http.NewRequest("POST", p.base+"/api/reports", &slowReader{r: body, pause: pause})
	req.ContentLength = int64(body.Len())
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Authorization", "Bearer "+token)
	upload := make(chan int, 1)
	var uploadTook time.Duration
	go func() {
		start := time.Now()
		res, err := http.DefaultClient.Do(req)
		uploadTook = time.Since(start)
		if err != nil {
			upload <- 0
			return
		}
		res.Body.Close()
		upload <- res.StatusCode
	}()

	// Readers as fast as they can, until told to stop.
	var ok, refused, other, server5xx atomic.Int32
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range 4 {
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
				res, err := client.Get(p.base + "/api/public/stats")
				switch {
				case err != nil && strings.Contains(err.Error(), "connection refused"):
					refused.Add(1)
					time.Sleep(10 * time.Millisecond)
				case err != nil:
					other.Add(1) // a keep-alive connection closed by the shutdown
				case res.StatusCode >= 500:
					server5xx.Add(1)
				default:
					ok.Add(1)
				}
				if res != nil {
					res.Body.Close()
				}
			}
		}()
	}
	time.Sleep(500 * time.Millisecond) // the upload is under way
	start := time.Now()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- p.cmd.Wait() }()
	var exitErr error
	select {
	case exitErr = <-exited:
	case <-time.After(time.Minute):
		t.Fatal("the server did not exit within a minute of SIGTERM")
	}
	took := time.Since(start)
	time.Sleep(100 * time.Millisecond)
	close(stop)
	wg.Wait()
	if st := <-upload; st != 201 || uploadTook < time.Second {
		t.Errorf("upload in flight at SIGTERM = %d after %v, want 201 after its slow body", st, uploadTook)
	}
	if exitErr != nil {
		t.Errorf("exit: %v", exitErr)
	}
	if server5xx.Load() > 0 || refused.Load() == 0 {
		t.Errorf("%d answers were 5xx, %d connections refused after the signal", server5xx.Load(), refused.Load())
	}
	t.Logf("SIGTERM under load: exited %v after the signal; %d reads answered, %d refused, %d cut on a closing keep-alive connection, 0 5xx; the upload in flight finished 201 after %v",
		took, ok.Load(), refused.Load(), other.Load(), uploadTook)
}
