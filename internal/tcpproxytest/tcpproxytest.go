// Package tcpproxytest puts a TCP proxy between a test's client and a real
// server (PostgreSQL, the S3 test server), so that the test can take the
// server away from its client without touching the server: Down refuses
// new connections and cuts the open ones, as a stopped server does; Stall
// accepts connections and forwards nothing, as a hung one does; Up restores
// it.
package tcpproxytest

import (
	"io"
	"net"
	"sync"
	"testing"
)

// Proxy forwards connections on Addr to a target address.
type Proxy struct {
	// Addr is the proxy's host:port.
	Addr   string
	target string

	mu      sync.Mutex
	ln      net.Listener
	conns   map[net.Conn]bool
	stalled bool
	closed  bool
}

// Start forwards a loopback port to target until the test ends.
func Start(t testing.TB, target string) *Proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{Addr: ln.Addr().String(), target: target, conns: map[net.Conn]bool{}}
	p.serve(ln)
	t.Cleanup(func() {
		p.mu.Lock()
		p.closed = true
		p.mu.Unlock()
		p.Down()
	})
	return p
}

func (p *Proxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.mu.Lock()
			p.conns[c] = true
			stalled := p.stalled
			p.mu.Unlock()
			if stalled {
				continue // held open, never answered
			}
			go p.forward(c)
		}
	}()
}

func (p *Proxy) forward(c net.Conn) {
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	p.conns[up] = true
	p.mu.Unlock()
	done := make(chan struct{}, 2)
	go func() { io.Copy(up, c); done <- struct{}{} }() //nolint:errcheck
	go func() { io.Copy(c, up); done <- struct{}{} }() //nolint:errcheck
	<-done
	c.Close()
	up.Close()
}

// Down closes the listener (connections are refused) and cuts every open
// connection.
func (p *Proxy) Down() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for c := range p.conns {
		c.Close()
		delete(p.conns, c)
	}
}

// Stall cuts every open connection, then accepts new ones and forwards
// nothing on them.
func (p *Proxy) Stall() {
	p.Down()
	p.mu.Lock()
	p.stalled = true
	p.mu.Unlock()
	p.listen()
}

// Up forwards again, on the same address.
func (p *Proxy) Up() {
	p.Down()
	p.mu.Lock()
	p.stalled = false
	p.mu.Unlock()
	p.listen()
}

func (p *Proxy) listen() {
	p.mu.Lock()
	closed := p.closed
	p.mu.Unlock()
	if closed {
		return
	}
	ln, err := net.Listen("tcp", p.Addr)
	if err != nil {
		panic("tcpproxytest: listen again on " + p.Addr + ": " + err.Error())
	}
	p.serve(ln)
}
