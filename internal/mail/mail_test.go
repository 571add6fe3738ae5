package mail_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/mail/mailtest"
	"github.com/vecino-city/vecino/internal/vecino"
)

func TestSMTPSenderDeliversUTF8(t *testing.T) {
	srv := mailtest.Start(t)
	s := &mail.SMTPSender{Host: srv.Host, Port: srv.Port, From: "noreply@vecino.test", TLS: "none"}
	m := mail.Recovery("es", "Vecino", "ana@example.org", "http://localhost/es/auth?type=recovery&token=abc")
	m.ID = "0190a000-job-42"
	if err := s.Send(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	got := srv.Wait(t, "ana@example.org")
	for _, want := range []string{"contraseña", "/es/auth?type=recovery&token=abc", "Subject: =?UTF-8?q?Restablece_tu_contrase=C3=B1a",
		"Message-ID: <0190a000-job-42@vecino.test>", "Date: ", "Content-Type: multipart/alternative",
		`<a href="http://localhost/es/auth?type=recovery&amp;token=abc">`} {
		if !strings.Contains(got.Data, want) {
			t.Errorf("message lacks %q:\n%s", want, got.Data)
		}
	}
	if got.From != "noreply@vecino.test" {
		t.Errorf("envelope sender %q", got.From)
	}
}

func TestAboutReport(t *testing.T) {
	lat, lng := 40.7178, -74.0431
	rep := &vecino.Report{Category: "road-infrastructure", Type: "pothole", UploadedAt: time.Date(2026, 11, 2, 23, 30, 0, 0, time.UTC),
		Latitude: &lat, Longitude: &lng}
	if a := mail.AboutReport("en", rep); a != (mail.About{"Pothole", "November 2, 2026", "40.71780, -74.04310"}) {
		t.Errorf("en = %+v", a)
	}
	rep.BuildingAddress = "12 Grove St"
	if a := mail.AboutReport("es", rep); a != (mail.About{"Bache", "2 de noviembre de 2026", "12 Grove St"}) {
		t.Errorf("es = %+v", a)
	}
	m := mail.StatusChanged("en", "Vecino", "a@example.org", "approved", "", "", "https://v.example/dashboard/violations/1", mail.AboutReport("en", rep))
	for _, want := range []string{"Report: Pothole", "Filed on November 2, 2026", "Place: 12 Grove St", "https://v.example/dashboard/violations/1"} {
		if !strings.Contains(m.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, m.Body)
		}
	}
	if m.Subject != "Your report was approved: Pothole" {
		t.Errorf("subject = %q", m.Subject)
	}
}
