package chat

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/vecino-city/vecino/internal/vecino"
)

// Resource is a local organisation or office a tenant can turn to. A city
// replaces the seeded list with its own (CHAT_RESOURCES_FILE, or the owner
// page, which the database keeps).
type Resource = vecino.ChatResource

// ParseResources reads a JSON list of resources and checks every entry,
// returning every problem at once.
func ParseResources(b []byte) ([]Resource, error) {
	var rs []Resource
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rs); err != nil {
		return nil, fmt.Errorf("chat resources: %w", err)
	}
	if err := CheckResources(rs); err != nil {
		return nil, err
	}
	return rs, nil
}

// Problem is one thing wrong with one resource: its index in the list, the
// field (name, description, phone, web, languages, types), a field code of
// vecino's (required, too_long, invalid_format) and the text for a file's author.
type Problem struct {
	Index int
	Field string
	Code  string
	Text  string
}

// Check lists every problem of a list of resources, in order.
func Check(rs []Resource) []Problem {
	var p []Problem
	types := Types()
	for i, r := range rs {
		bad := func(field, code, format string, a ...any) {
			p = append(p, Problem{Index: i, Field: field, Code: code, Text: fmt.Sprintf(format, a...)})
		}
		if n := utf8.RuneCountInString(strings.TrimSpace(r.Name)); n == 0 {
			bad("name", vecino.FieldRequired, "name must be 1 to 200 characters")
		} else if n > 200 {
			bad("name", vecino.FieldTooLong, "name must be 1 to 200 characters")
		}
		for _, d := range []struct{ field, text string }{{"description_en", r.Description.EN}, {"description_es", r.Description.ES}} {
			if strings.TrimSpace(d.text) == "" {
				bad(d.field, vecino.FieldRequired, "description needs English and Spanish, at most 500 characters each")
			} else if utf8.RuneCountInString(d.text) > 500 {
				bad(d.field, vecino.FieldTooLong, "description needs English and Spanish, at most 500 characters each")
			}
		}
		if r.Phone == "" && r.Web == "" {
			bad("phone", vecino.FieldRequired, "needs a phone or a web address")
		}
		if len(r.Phone) > 40 {
			bad("phone", vecino.FieldTooLong, "phone is too long")
		}
		if r.Web != "" {
			if u, err := url.Parse(r.Web); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(r.Web) > 300 {
				bad("web", vecino.FieldInvalidFormat, "web must be an http(s) address")
			}
		}
		if len(r.Languages) == 0 {
			bad("languages", vecino.FieldRequired, "list the languages spoken")
		}
		for _, l := range r.Languages {
			if n := len(l); n < 2 || n > 10 {
				bad("languages", vecino.FieldInvalidFormat, "language %q is not a language code", l)
			}
		}
		for _, t := range r.Types {
			if !slices.Contains(types, t) {
				bad("types", vecino.FieldNotAllowed, "type %q is not a renter-protection type", t)
			}
		}
	}
	return p
}

// CheckResources checks a list of resources, every problem in one error.
func CheckResources(rs []Resource) error {
	p := Check(rs)
	if len(p) == 0 {
		return nil
	}
	lines := make([]string, len(p))
	for i, x := range p {
		lines[i] = fmt.Sprintf("resource %d: %s", x.Index+1, x.Text)
	}
	return errors.New("chat resources:\n  " + strings.Join(lines, "\n  "))
}

// LooksLikeExample reports whether r is one of the kind of placeholder the
// example file (deploy/chat-resources.example.json) holds: a web address at
// an example domain (RFC 2606) or a phone in the 555-01xx range kept for
// fiction. serve warns at start about such a list: a tenant must never be
// told to call a number that does not exist.
func LooksLikeExample(r Resource) bool {
	if u, err := url.Parse(r.Web); err == nil && u.Host != "" {
		host := strings.ToLower(u.Hostname())
		for _, d := range []string{"example.org", "example.com", "example.net", "example.gov", "example"} {
			if host == d || strings.HasSuffix(host, "."+d) {
				return true
			}
		}
	}
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, r.Phone)
	return strings.Contains(digits, "55501")
}
