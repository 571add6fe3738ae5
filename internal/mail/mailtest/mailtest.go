// Package mailtest runs a real SMTP server in the test process and keeps the
// messages it receives.
package mailtest

import (
	"io"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
)

// Server is an in-process SMTP server on 127.0.0.1.
type Server struct {
	Host string
	Port int
	mu   sync.Mutex
	msgs []Received
	// refusing, while set, answers every message with a temporary
	// failure (451), as a mail server that is down for a while; refused
	// counts them.
	refusing bool
	refused  int
}

// Refuse makes the server refuse (451) every message from now on, or take
// them again.
func (s *Server) Refuse(on bool) {
	s.mu.Lock()
	s.refusing = on
	s.mu.Unlock()
}

// Refused is how many messages the server refused.
func (s *Server) Refused() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refused
}

// Received is one delivered message.
type Received struct {
	From string
	To   []string
	Data string
}

// Start runs a server until the test ends.
func Start(t testing.TB) *Server {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{Host: "127.0.0.1", Port: ln.Addr().(*net.TCPAddr).Port}
	srv := smtp.NewServer(backend{s})
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	go srv.Serve(ln) //nolint:errcheck
	t.Cleanup(func() { srv.Close() })
	return s
}

// Wait returns the first message to rcpt, waiting up to five seconds.
func (s *Server) Wait(t testing.TB, rcpt string) Received {
	t.Helper()
	return s.wait(t, rcpt, false)
}

// Take is Wait that also removes the message, so that the next Wait sees
// the one after it (a sign-up's confirmation before the mail under test).
func (s *Server) Take(t testing.TB, rcpt string) Received {
	t.Helper()
	return s.wait(t, rcpt, true)
}

func (s *Server) wait(t testing.TB, rcpt string, remove bool) Received {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		s.mu.Lock()
		for i, m := range s.msgs {
			if slices.ContainsFunc(m.To, func(to string) bool { return strings.EqualFold(to, rcpt) }) {
				if remove {
					s.msgs = slices.Delete(s.msgs, i, i+1)
				}
				s.mu.Unlock()
				return m
			}
		}
		s.mu.Unlock()
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no email to %s within 5s", rcpt)
	return Received{}
}

// Last returns the newest message to rcpt.
func (s *Server) Last(rcpt string) Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.msgs) - 1; i >= 0; i-- {
		for _, to := range s.msgs[i].To {
			if strings.EqualFold(to, rcpt) {
				return s.msgs[i]
			}
		}
	}
	return Received{}
}

// Count returns how many messages arrived for rcpt.
func (s *Server) Count(rcpt string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, m := range s.msgs {
		for _, to := range m.To {
			if strings.EqualFold(to, rcpt) {
				n++
			}
		}
	}
	return n
}

type backend struct{ s *Server }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{s: b.s}, nil }

type session struct {
	s   *Server
	msg Received
}

func (x *session) Mail(from string, _ *smtp.MailOptions) error {
	x.s.mu.Lock()
	defer x.s.mu.Unlock()
	if x.s.refusing {
		x.s.refused++
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
	}
	x.msg.From = from
	return nil
}
func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	x.msg.To = append(x.msg.To, to)
	return nil
}
func (x *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	x.msg.Data = string(b)
	x.s.mu.Lock()
	x.s.msgs = append(x.s.msgs, x.msg)
	x.s.mu.Unlock()
	return nil
}
func (x *session) Reset()        { x.msg = Received{} }
func (x *session) Logout() error { return nil }
