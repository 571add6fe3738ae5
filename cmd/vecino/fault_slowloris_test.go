package main

import (
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestSlowloris opens 1,000 connections that trickle their headers a few
// bytes at a time, then checks that a normal request is still answered at
// once (the measured time is logged; the client gives up after 10 s).
func TestSlowloris(t *testing.T) {
	base := startServer(t, testEnv(t, nil))
	addr := strings.TrimPrefix(base, "http://")
	conns := make([]net.Conn, 0, 1000)
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for range 1000 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("after %d connections: %v", len(conns), err)
		}
		if _, err := io.WriteString(c, "GET /api/config HTTP/1.1\r\nHost: x\r\n"); err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() { // one more header line on every connection each second
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-time.After(time.Second):
			}
			for _, c := range conns {
				io.WriteString(c, "X-Trickle: "+strings.Repeat("a", i%5)+"\r\n") //nolint:errcheck
			}
		}
	}()
	time.Sleep(2 * time.Second) // let the trickle run
	client := &http.Client{Timeout: 10 * time.Second}
	var worst time.Duration
	for range 20 {
		start := time.Now()
		res, err := client.Get(base + "/api/config")
		if err != nil {
			t.Fatalf("normal request during the trickle: %v", err)
		}
		io.Copy(io.Discard, res.Body) //nolint:errcheck
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Fatalf("normal request during the trickle = %d", res.StatusCode)
		}
		worst = max(worst, time.Since(start))
	}
	t.Logf("1,000 trickling connections: 20 normal requests answered, slowest in %v", worst)
}
