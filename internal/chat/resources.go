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

// CheckResources checks a list of resources.
func CheckResources(rs []Resource) error {
	var p []string
	types := Types()
	for i, r := range rs {
		bad := func(format string, a ...any) {
			p = append(p, fmt.Sprintf("resource %d: ", i+1)+fmt.Sprintf(format, a...))
		}
		if n := utf8.RuneCountInString(strings.TrimSpace(r.Name)); n == 0 || n > 200 {
			bad("name must be 1 to 200 characters")
		}
		if strings.TrimSpace(r.Description.EN) == "" || strings.TrimSpace(r.Description.ES) == "" ||
			utf8.RuneCountInString(r.Description.EN) > 500 || utf8.RuneCountInString(r.Description.ES) > 500 {
			bad("description needs English and Spanish, at most 500 characters each")
		}
		if r.Phone == "" && r.Web == "" {
			bad("needs a phone or a web address")
		}
		if len(r.Phone) > 40 {
			bad("phone is too long")
		}
		if r.Web != "" {
			if u, err := url.Parse(r.Web); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(r.Web) > 300 {
				bad("web must be an http(s) address")
			}
		}
		if len(r.Languages) == 0 {
			bad("list the languages spoken")
		}
		for _, l := range r.Languages {
			if n := len(l); n < 2 || n > 10 {
				bad("language %q is not a language code", l)
			}
		}
		for _, t := range r.Types {
			if !slices.Contains(types, t) {
				bad("type %q is not a renter-protection type", t)
			}
		}
	}
	if len(p) > 0 {
		return errors.New("chat resources:\n  " + strings.Join(p, "\n  "))
	}
	return nil
}
