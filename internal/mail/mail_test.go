package mail_test

import (
	"context"
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/mail/mailtest"
)

func TestSMTPSenderDeliversUTF8(t *testing.T) {
	srv := mailtest.Start(t)
	s := &mail.SMTPSender{Host: srv.Host, Port: srv.Port, From: "noreply@vecino.test", TLS: "none"}
	m := mail.Recovery("es", "Vecino", "ana@example.org", "http://localhost/es/auth?type=recovery&token=abc")
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	got := srv.Wait(t, "ana@example.org")
	if got.From != "noreply@vecino.test" || !strings.Contains(got.Data, "contraseña") ||
		!strings.Contains(got.Data, "/es/auth?type=recovery&token=abc") || !strings.Contains(got.Data, "Subject: =?utf-8?q?") {
		t.Errorf("message = %+v", got)
	}
}
