// Package mail sends Vecino's emails: over SMTP when configured, otherwise to
// the log so that a developer can follow links without a mail server.
package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Message is one email, written as plain text (an HTML alternative is made
// from it when sent). ID, when set, makes its Message-ID: the same message
// sent again (a retry after a lost answer) carries the same one.
//
// Unsubscribe, set on the emails of a subscription (follow, area alerts),
// is the https address that ends it with one POST: the message then
// carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), so that a
// mail client can offer a one-click unsubscribe; UnsubscribeMailto, when
// set, is added to List-Unsubscribe as a mailto: alternative.
type Message struct {
	To      string
	Subject string
	Body    string
	ID      string

	Unsubscribe, UnsubscribeMailto string
}

// unsubscribeHeaders writes the RFC 8058 headers of m on msg (none when m
// has no unsubscribe address). The values are written as they are: URLs
// the app builds, ASCII, without line breaks.
func unsubscribeHeaders(msg *gomail.Msg, m Message) {
	if m.Unsubscribe == "" || strings.ContainsAny(m.Unsubscribe+m.UnsubscribeMailto, "\r\n<>") {
		return
	}
	v := "<" + m.Unsubscribe + ">"
	if m.UnsubscribeMailto != "" {
		v += ", <mailto:" + m.UnsubscribeMailto + ">"
	}
	msg.SetGenHeaderPreformatted("List-Unsubscribe", v)
	msg.SetGenHeaderPreformatted("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
}

// Sender delivers messages.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// New returns s, or the log sender when s has no host.
func New(s SMTPSender) Sender {
	if s.Host == "" {
		return LogSender{}
	}
	return &s
}

// LogSender writes each message, body included, to the log. For development
// only: the body may hold a one-time link.
type LogSender struct{}

// Send logs m.
func (LogSender) Send(_ context.Context, m Message) error {
	slog.Info("email (SMTP not configured, printed instead of sent)", "to", m.To, "subject", m.Subject, "body", m.Body)
	return nil
}

// SMTPSender sends through an SMTP server with STARTTLS, implicit TLS, or
// (for a local relay) no TLS, with go-mail: a MIME message with its Date and
// Message-ID, the text and an HTML alternative.
type SMTPSender struct {
	Host, Username, Password, From, TLS string
	Port                                int
}

// Send delivers m, giving up after 30 seconds. The body goes as 8-bit
// UTF-8, as written (links stay whole in the source); to a server that does
// not take 8-bit mail (no 8BITMIME) it goes again as quoted-printable.
func (s *SMTPSender) Send(ctx context.Context, m Message) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	err := s.send(ctx, m, gomail.NoEncoding)
	var se *gomail.SendError
	if errors.As(err, &se) && se.Reason == gomail.ErrNoUnencoded {
		err = s.send(ctx, m, gomail.EncodingQP)
	}
	return err
}

func (s *SMTPSender) send(ctx context.Context, m Message, enc gomail.Encoding) error {
	msg := gomail.NewMsg(gomail.WithEncoding(enc))
	if err := msg.From(s.From); err != nil {
		return fmt.Errorf("smtp from: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("smtp to: %w", err)
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	if m.ID != "" {
		msg.SetMessageIDWithValue(m.ID + "@" + domainOf(s.From))
	} else {
		msg.SetMessageID()
	}
	unsubscribeHeaders(msg, m)
	msg.SetBodyString(gomail.TypeTextPlain, m.Body)
	msg.AddAlternativeString(gomail.TypeTextHTML, HTML(m.Subject, m.Body))
	opts := []gomail.Option{gomail.WithPort(s.Port), gomail.WithTimeout(30 * time.Second),
		gomail.WithTLSConfig(&tls.Config{ServerName: s.Host, MinVersion: tls.VersionTLS12})}
	switch s.TLS {
	case "tls":
		opts = append(opts, gomail.WithSSL())
	case "none":
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	}
	if s.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthPlain), gomail.WithUsername(s.Username), gomail.WithPassword(s.Password))
	}
	c, err := gomail.NewClient(s.Host, opts...)
	if err != nil {
		return fmt.Errorf("smtp: %w", err)
	}
	return c.DialAndSendWithContext(ctx, msg)
}

// domainOf is the domain of an address ("localhost" when it has none), for
// Message-IDs.
func domainOf(addr string) string {
	if i := strings.LastIndexByte(addr, '@'); i >= 0 && i < len(addr)-1 {
		return strings.Trim(addr[i+1:], "> ")
	}
	return "localhost"
}
