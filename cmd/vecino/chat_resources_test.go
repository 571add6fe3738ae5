package main

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/chat"
	"github.com/vecino-city/vecino/internal/vecino"
)

type storedResources []chat.Resource

func (s storedResources) ChatResources(context.Context) ([]chat.Resource, error) { return s, nil }

// TestWarnChatResources: serve warns at start while tenants would see no
// contact, or an example one, and is quiet with a real list.
func TestWarnChatResources(t *testing.T) {
	var buf bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&buf, nil)))
	t.Cleanup(func() { slog.SetDefault(old) })
	real := chat.Resource{Name: "Hudson Legal Aid", Description: vecino.LocalizedText{EN: "Help", ES: "Ayuda"}, Phone: "+1 201 792 6363", Languages: []string{"en"}}
	example := chat.Resource{Name: "EXAMPLE — Hotline", Web: "https://legalaid.example.org/housing", Languages: []string{"en"}}
	for _, c := range []struct {
		name          string
		stored, file  []chat.Resource
		want, wantNot string
	}{
		{"none", nil, nil, "CHAT_RESOURCES_FILE is not set", "example contact"},
		{"example file", nil, []chat.Resource{example}, "example contact", "is not set"},
		{"owner's real list", []chat.Resource{real}, []chat.Resource{example}, "", "WARN"},
		{"file's real list", nil, []chat.Resource{real}, "", "WARN"},
	} {
		buf.Reset()
		warnChatResources(context.Background(), storedResources(c.stored), c.file)
		if got := buf.String(); (c.want != "" && !strings.Contains(got, c.want)) || strings.Contains(got, c.wantNot) {
			t.Errorf("%s: log = %q", c.name, got)
		}
	}
}
