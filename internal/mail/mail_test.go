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
	if a := mail.AboutReport("en", rep); a != (mail.About{Type: "Pothole", Date: "November 2, 2026", Place: "40.71780, -74.04310"}) {
		t.Errorf("en = %+v", a)
	}
	rep.BuildingAddress = "12 Grove St"
	if a := mail.AboutReport("es", rep); a != (mail.About{Type: "Bache", Date: "2 de noviembre de 2026", Place: "12 Grove St"}) {
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

// A renter-protection report is never public, and the tenant's home stays
// out of the email: accepted, not published; the reason "other" reads as a
// sentence in both languages.
func TestDecisionEmailsFitPrivacy(t *testing.T) {
	rep := &vecino.Report{Category: "renter-protection", Type: "illegal-lockouts", UploadedAt: time.Date(2026, 11, 2, 12, 0, 0, 0, time.UTC),
		BuildingAddress: "12 Grove St, apt 3"}
	for _, lang := range []string{"en", "es"} {
		about := mail.AboutReport(lang, rep)
		if !about.Private || about.Place != "" {
			t.Errorf("%s: about a renter report = %+v; want private, no place", lang, about)
		}
		approved := mail.StatusChanged(lang, "Vecino", "a@example.org", "approved", "", "", "https://v.example/r/1", about)
		rejected := mail.StatusChanged(lang, "Vecino", "a@example.org", "rejected", "other", "Falta el contrato.", "https://v.example/r/1", about)
		for _, m := range []mail.Message{approved, rejected} {
			for _, banned := range []string{"public on the map", "público en el mapa", "publish it", "podemos publicar", "Grove"} {
				if strings.Contains(m.Subject+m.Body, banned) {
					t.Errorf("%s renter email says %q:\n%s\n%s", lang, banned, m.Subject, m.Body)
				}
			}
		}
	}
	street := mail.AboutReport("es", &vecino.Report{Category: "road-infrastructure", Type: "pothole", Address: "Grove St"})
	m := mail.StatusChanged("es", "Vecino", "a@example.org", "rejected", "other", "Es privado.", "https://v.example/r/1", street)
	if !strings.Contains(m.Body, "no lo podemos publicar por el motivo que explica la nota del equipo, abajo.") {
		t.Errorf("Spanish rejection for another reason:\n%s", m.Body)
	}
	if m := mail.StatusChanged("en", "Vecino", "a@example.org", "rejected", "duplicate", "", "https://v.example/r/1", street); !strings.Contains(m.Body,
		"cannot publish it because it repeats a report we already have.") {
		t.Errorf("English rejection as a duplicate:\n%s", m.Body)
	}
}

// A rejection without a note has no empty "Note from the team" line.
func TestRejectionWithoutNote(t *testing.T) {
	about := mail.AboutReport("es", &vecino.Report{Category: "road-infrastructure", Type: "pothole"})
	m := mail.StatusChanged("es", "Vecino", "a@example.org", "rejected", "duplicate", " ", "https://v.example/r/1", about)
	if strings.Contains(m.Body, "Nota del equipo") || !strings.Contains(m.Body, "Ver tu reporte: https://v.example/r/1") {
		t.Errorf("body:\n%s", m.Body)
	}
}
