package httpapi_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestOutboxSurvivesAMailServerOutage: while the mail server refuses every
// message (a temporary failure), emails wait in the outbox and are tried
// again; once it takes them again, each arrives exactly once, with the same
// Message-ID however often it was tried.
func TestOutboxSurvivesAMailServerOutage(t *testing.T) {
	forEachServer(t, func(t *testing.T, e *env) {
		e.mail.Refuse(true)
		const n = 5
		for i := range n {
			body := map[string]any{"email": fmt.Sprintf("new%d@example.org", i), "password": pw, "first_name": "Ana", "last_name": "Ruiz",
				"preferred_language": "es"}
			if r := e.do("POST", "/api/auth/signup", body, ""); r.status != 202 {
				t.Fatalf("sign-up = %d %s", r.status, r.body)
			}
		}
		// Every confirmation is refused at least twice before the server recovers.
		for deadline := time.Now().Add(20 * time.Second); e.mail.Refused() < 2*n; time.Sleep(20 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("only %d refusals after 20 s", e.mail.Refused())
			}
		}
		e.mail.Refuse(false)
		ids := map[string]bool{}
		for i := range n {
			m := e.mail.Wait(t, fmt.Sprintf("new%d@example.org", i))
			if !strings.Contains(m.Data, "Confirma") {
				t.Errorf("message to new%d is not the confirmation:\n%s", i, m.Data)
			}
			for _, line := range strings.Split(m.Data, "\r\n") {
				if id, ok := strings.CutPrefix(line, "Message-ID: "); ok {
					ids[id] = true
				}
			}
		}
		time.Sleep(time.Second) // a retry that would send twice has had its chance
		for i := range n {
			if c := e.mail.Count(fmt.Sprintf("new%d@example.org", i)); c != 1 {
				t.Errorf("new%d@example.org got %d messages, want 1", i, c)
			}
		}
		if len(ids) != n {
			t.Errorf("Message-IDs = %v, want %d distinct", ids, n)
		}
		t.Logf("%d emails refused %d times in all, each delivered once", n, e.mail.Refused())
	})
}
