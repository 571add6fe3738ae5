package httpapi_test

import (
	"bufio"
	"fmt"
	"net"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// BenchmarkFlagFanout opens N event streams over real loopback connections,
// flips one flag, and measures how long each stream takes to receive the
// change (p50, p99, max) and the heap each connection costs (server and
// client sides together, since both live in this process). Run:
//
//	go test ./internal/httpapi -run '^$' -bench FlagFanout -benchtime 1x
func BenchmarkFlagFanout(b *testing.B) {
	var lim syscall.Rlimit
	syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim) //nolint:errcheck
	// Both ends of every connection live in this process: raise the limit as
	// far as allowed (root may go past the hard limit).
	want := lim
	want.Cur, want.Max = 65536, max(lim.Max, 65536)
	if syscall.Setrlimit(syscall.RLIMIT_NOFILE, &want) != nil {
		lim.Cur = lim.Max
		syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim) //nolint:errcheck
	}
	syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim) //nolint:errcheck
	// 10,000 when the descriptor limit allows two per connection; otherwise
	// as many as it does (20,000 descriptors here: 9,950 streams).
	large := min(10000, int(lim.Cur-100)/2)
	for _, n := range []int{1000, large} {
		b.Run(fmt.Sprint(n), func(b *testing.B) { fanout(b, n) })
	}
}

func fanout(b *testing.B, n int) {
	t := &testing.T{}
	db := sqlstoretest.Open(b, sqlstore.SQLite)
	e := newEnv(t, db)
	owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
	addr := strings.TrimPrefix(e.srv.URL, "http://")
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	readers := make([]*bufio.Reader, n)
	for i := range n {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			b.Fatalf("connection %d: %v", i, err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
		rd := bufio.NewReaderSize(conn, 1024)
		if err := skipTo(rd, "event: flags.updated"); err != nil { // the snapshot on connect
			b.Fatal(err)
		}
		readers[i] = rd
	}
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	perConn := float64(after.HeapInuse-before.HeapInuse) / float64(n)
	for range b.N {
		got := make(chan time.Duration, n)
		start := time.Now()
		for _, rd := range readers {
			go func() {
				if skipTo(rd, "event: flags.updated") == nil {
					got <- time.Since(start)
				}
			}()
		}
		r := e.do("PUT", "/api/owner/flags/analytics", map[string]any{"enabled": true}, owner.token)
		if r.status != 200 {
			b.Fatalf("flip = %d", r.status)
		}
		lat := make([]time.Duration, 0, n)
		timeout := time.After(30 * time.Second)
		for len(lat) < n {
			select {
			case d := <-got:
				lat = append(lat, d)
			case <-timeout:
				b.Fatalf("only %d of %d streams heard the flip", len(lat), n)
			}
		}
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		b.ReportMetric(float64(lat[n/2].Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(lat[n*99/100].Microseconds())/1000, "p99-ms")
		b.ReportMetric(float64(lat[n-1].Microseconds())/1000, "max-ms")
	}
	b.ReportMetric(perConn/1024, "KiB/conn")

}

// skipTo reads lines until one equals want.
func skipTo(rd *bufio.Reader, want string) error {
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			return err
		}
		if strings.TrimRight(line, "\r\n") == want {
			return nil
		}
	}
}
