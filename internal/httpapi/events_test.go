package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/httpapi/httpapitest"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/sqlstore/sqlstoretest"
	"github.com/vecino-city/vecino/internal/vecino"
)

// stream is an open /api/events connection.
type stream struct {
	t    *testing.T
	rd   *bufio.Reader
	body interface{ Close() error }
}

func openStream(t *testing.T, base, token string) *stream {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api/events", nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events = %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	t.Cleanup(func() { res.Body.Close() })
	return &stream{t: t, rd: bufio.NewReader(res.Body), body: res.Body}
}

// next returns the next event's name and flags, failing after a second
// (the delivery target).
func (s *stream) next() (string, map[string]bool) {
	s.t.Helper()
	type ev struct {
		name, data string
	}
	ch := make(chan ev, 1)
	go func() {
		var e ev
		for {
			line, err := s.rd.ReadString('\n')
			if err != nil {
				ch <- e
				return
			}
			line = strings.TrimRight(line, "\n")
			switch {
			case strings.HasPrefix(line, "event: "):
				e.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				e.data = line[6:]
			case line == "" && e.name != "":
				ch <- e
				return
			}
		}
	}()
	select {
	case e := <-ch:
		var flags map[string]bool
		json.Unmarshal([]byte(e.data), &flags) //nolint:errcheck
		return e.name, flags
	case <-time.After(time.Second):
		s.t.Fatal("no event within 1s")
		return "", nil
	}
}

func TestFlagsStreamLive(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		owner := e.userWithRole("owner@example.org", vecino.RoleOwner)
		reporter := e.signup("rep@example.org", pw)
		rs := openStream(t, e.srv.URL, reporter.token)
		vs := openStream(t, e.srv.URL, "")
		if name, f := rs.next(); name != "flags.updated" || !f["nav_reporter_violations"] || f["analytics"] {
			t.Fatalf("first reporter event = %s %v", name, f)
		}
		if _, f := vs.next(); len(f) == 0 || f["nav_reporter_violations"] {
			t.Fatalf("visitor flags must all be off: %v", f)
		}
		r := e.do("PUT", "/api/owner/flags/nav_reporter_violations/roles/reporter", map[string]any{"enabled": false}, owner.token)
		if r.status != 200 {
			t.Fatalf("set role flag = %d %s", r.status, r.body)
		}
		if name, f := rs.next(); name != "flags.updated" || f["nav_reporter_violations"] {
			t.Errorf("after flip: %s %v", name, f)
		}
		vs.next()
		e.do("DELETE", "/api/owner/flags/nav_reporter_violations/roles/reporter", nil, owner.token)
		if _, f := rs.next(); !f["nav_reporter_violations"] {
			t.Errorf("after removing the role setting the global value (on) applies: %v", f)
		}
		e.do("PUT", "/api/owner/flags/nav_reporter_violations", map[string]any{"enabled": false}, owner.token)
		if _, f := rs.next(); f["nav_reporter_violations"] {
			t.Errorf("after global off: %v", f)
		}
		var got map[string]bool
		e.do("GET", "/api/flags", nil, reporter.token).json(t, &got)
		if got["nav_reporter_violations"] || !got["nav_reporter_home"] {
			t.Errorf("GET /api/flags = %v", got)
		}
		var one map[string]any
		e.do("GET", "/api/flags/nav_reporter_home", nil, reporter.token).json(t, &one)
		if one["enabled"] != true {
			t.Errorf("GET one flag = %v", one)
		}
		if r := e.do("PUT", "/api/owner/flags/nope", map[string]any{"enabled": true}, owner.token); r.status != 404 {
			t.Errorf("unknown flag = %d", r.status)
		}
		if r := e.do("PUT", "/api/owner/flags/analytics", map[string]any{}, owner.token); r.status != 400 {
			t.Errorf("missing enabled = %d", r.status)
		}
	})
}

// twoInstances starts two servers on one PostgreSQL database, each with its
// own event hub bridged through the database (as two processes would be).
// It skips without TEST_DATABASE_URL.
func twoInstances(t *testing.T) (a, b *env) {
	url := sqlstoretest.URL(t, sqlstore.Postgres)
	ctx, cancel := context.WithCancel(context.Background())
	var envs []*env
	for range 2 {
		db, err := sqlstore.Open(url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		db.Seed(ctx) //nolint:errcheck
		hub := eventhub.New()
		bridge := eventhub.NewPGBridge(hub, db.SQL(), url)
		go bridge.Run(ctx)
		<-bridge.Ready
		api := httpapi.NewServer(newDeps(t, db, nil, hub, bridge))
		srv := httptest.NewServer(api)
		t.Cleanup(srv.Close)
		t.Cleanup(api.Close)
		envs = append(envs, wrap(&httpapitest.Env{T: t, DB: db, Srv: srv, Events: bridge}))
	}
	t.Cleanup(cancel) // first: the bridges stop before the servers and databases close
	return envs[0], envs[1]
}

// TestFlagsAcrossInstances runs two servers on one PostgreSQL database:
// a flip on one reaches a browser connected to the other.
func TestFlagsAcrossInstances(t *testing.T) {
	a, b := twoInstances(t)
	bases := []string{a.srv.URL, b.srv.URL}
	tokens := []string{a.userWithRole("owner@example.org", vecino.RoleOwner).token, b.signup("rep@example.org", pw).token}
	s := openStream(t, bases[1], tokens[1])
	if _, f := s.next(); !f["nav_reporter_upload"] {
		t.Fatalf("initial flags: %v", f)
	}
	req, _ := http.NewRequest("PUT", bases[0]+"/api/owner/flags/nav_reporter_upload", strings.NewReader(`{"enabled":false}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+tokens[0])
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("flip on instance A: %v %v", err, res)
	}
	res.Body.Close()
	if _, f := s.next(); f["nav_reporter_upload"] {
		t.Errorf("instance B's browser still sees the flag on: %v", f)
	}
}
