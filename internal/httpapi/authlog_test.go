package httpapi_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/app"
	"github.com/vecino-city/vecino/internal/httpapi"
	"github.com/vecino-city/vecino/internal/vecino"
)

// logBuffer collects JSON log lines, safely across goroutines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// auth returns the "auth" lines logged so far, decoded, and the raw text.
func (b *logBuffer) auth(t *testing.T) ([]map[string]any, string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(b.buf.String()), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) == nil && m["msg"] == "auth" {
			out = append(out, m)
		}
	}
	return out, b.buf.String()
}

// captureLog sends the default logger to a buffer until the test ends.
func captureLog(t *testing.T) *logBuffer {
	b := &logBuffer{}
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewJSONHandler(b, nil)))
	t.Cleanup(func() { slog.SetDefault(old) })
	return b
}

// find returns the first auth line with every key=value of want.
func find(lines []map[string]any, want map[string]string) map[string]any {
next:
	for _, l := range lines {
		for k, v := range want {
			if l[k] != v {
				continue next
			}
		}
		return l
	}
	return nil
}

// TestAuthEventsLogged: sign-in failures and successes, lockouts, resets,
// disables and role changes each log one structured "auth" line with the
// account, the client address and the reason, and never the password.
func TestAuthEventsLogged(t *testing.T) {
	forEachServerInTurn(t, func(t *testing.T, e *env) {
		logs := captureLog(t)
		owner := e.userWithRole("boss@example.org", vecino.RoleOwner)
		u := e.signup("logged@example.org", pw)
		id := u.user["id"].(string)
		e.do("POST", "/api/auth/signin", map[string]any{"email": "logged@example.org", "password": "wrong password 12345"}, "")
		e.do("POST", "/api/auth/signin", map[string]any{"email": "ghost@example.org", "password": "wrong password 12345"}, "")
		for range 3 {
			e.do("POST", "/api/auth/recover", map[string]any{"email": "locked@example.org"}, "")
		}
		e.do("PUT", "/api/owner/users/"+id+"/roles/reviewer", nil, owner.token)
		e.do("PUT", "/api/owner/users/"+id+"/disabled", map[string]any{"disabled": true}, owner.token)
		e.do("POST", "/api/auth/signin", map[string]any{"email": "logged@example.org", "password": pw}, "")
		e.do("POST", "/api/auth/reset", map[string]any{"token": "not-a-token", "password": "a fine new passphrase"}, "")

		lines, raw := logs.auth(t)
		boss := owner.user["id"].(string)
		for _, want := range []map[string]string{
			{"event": "signup", "outcome": "success", "user_id": id, "email_hash": app.HashEmail("logged@example.org")},
			{"event": "signin", "outcome": "success", "user_id": id, "client": "127.0.0.1"},
			{"event": "signin", "outcome": "failure", "reason": "bad_credentials", "user_id": id, "client": "127.0.0.1"},
			{"event": "signin", "outcome": "failure", "reason": "bad_credentials", "email_hash": app.HashEmail("ghost@example.org")},
			{"event": "recover", "outcome": "refused", "reason": "rate_limited:recover-account", "email_hash": app.HashEmail("locked@example.org")},
			{"event": "role_grant", "outcome": "success", "user_id": id, "actor_id": boss, "reason": "reviewer"},
			{"event": "disable", "outcome": "success", "user_id": id, "actor_id": boss},
			{"event": "signin", "outcome": "failure", "reason": "disabled", "user_id": id},
			{"event": "reset", "outcome": "failure", "reason": "invalid", "client": "127.0.0.1"},
		} {
			if find(lines, want) == nil {
				t.Errorf("no auth line with %v in:\n%s", want, raw)
			}
		}
		for _, secret := range []string{pw, "wrong password 12345", "a fine new passphrase", "not-a-token", "logged@example.org", u.refresh} {
			if strings.Contains(raw, secret) {
				t.Errorf("the log holds %q", secret)
			}
		}
	}, withLimits(recoverTight))
}

// recoverTight allows 2 recoveries per account, and plenty of the rest.
var recoverTight = func() httpapi.Limits {
	l := httpapiLimits(100)
	l.RecoverAccount = httpapi.Limit{Burst: 2, Per: time.Hour}
	return l
}()
