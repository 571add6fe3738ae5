package config

import (
	"strings"
	"testing"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestLoadDefaults(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if c.ListenAddr != ":8080" || c.AppName != "Vecino" || c.MapZoom != 15 || c.MapCenterLat != 40.7178 {
		t.Errorf("unexpected defaults: %+v", c)
	}
}

func TestLoadListsEveryProblem(t *testing.T) {
	_, err := Load(env(map[string]string{
		"PUBLIC_URL":          "not a url",
		"GOOGLE_MAPS_API_KEY": "short",
		"MAP_ZOOM":            "abc",
		"SESSION_SECRET":      "tiny",
		"DATABASE_URL":        "mysql://x",
		"SMTP_HOST":           "mail.example.org",
		"LISTEN_ADDR":         "bad",
	}))
	if err == nil {
		t.Fatal("Load accepted a broken configuration")
	}
	msg := err.Error()
	for _, want := range []string{"Environment configuration errors", "PUBLIC_URL", "Invalid API key format", "MAP_ZOOM", "SESSION_SECRET", "DATABASE_URL", "SMTP_FROM", `LISTEN_ADDR: "bad"`} {
		if !strings.Contains(msg, want) {
			t.Errorf("error lacks %q:\n%s", want, msg)
		}
	}
}

func TestMapsKeyLength(t *testing.T) {
	if _, err := Load(env(map[string]string{"GOOGLE_MAPS_API_KEY": strings.Repeat("k", 20)})); err != nil {
		t.Errorf("20-character key refused: %v", err)
	}
	if _, err := Load(env(map[string]string{"GOOGLE_MAPS_API_KEY": strings.Repeat("k", 19)})); err == nil || !strings.Contains(err.Error(), "Invalid API key format") {
		t.Errorf("19-character key: err = %v", err)
	}
}

func TestListenAddr(t *testing.T) {
	for addr, ok := range map[string]bool{":8080": true, "127.0.0.1:0": true, "[::1]:8080": true, "localhost:80": true,
		"bad": false, "8080": false, ":http": false, ":70000": false} {
		_, err := Load(env(map[string]string{"LISTEN_ADDR": addr}))
		if (err == nil) != ok || (err != nil && !strings.Contains(err.Error(), "LISTEN_ADDR")) {
			t.Errorf("LISTEN_ADDR=%q: err = %v", addr, err)
		}
	}
}

func TestPprofOnlyOnLoopback(t *testing.T) {
	for addr, ok := range map[string]bool{"127.0.0.1:6060": true, "localhost:6060": true, "[::1]:6060": true,
		":6060": false, "0.0.0.0:6060": false, "10.0.0.5:6060": false, "127.0.0.1": false} {
		_, err := Load(env(map[string]string{"PPROF_ADDR": addr}))
		if (err == nil) != ok {
			t.Errorf("PPROF_ADDR=%q: err = %v", addr, err)
		}
	}
}

func TestWarnings(t *testing.T) {
	const src = "https://git.city.example/vecino"
	c, _ := Load(env(map[string]string{"SMTP_HOST": "mail.example.org", "SMTP_FROM": "a@example.org", "SOURCE_URL": src}))
	if w := c.Warnings(); len(w) != 1 || !strings.Contains(w[0], "PUBLIC_URL") {
		t.Errorf("warnings with SMTP and the default PUBLIC_URL = %v", w)
	}
	c, _ = Load(env(map[string]string{"SMTP_HOST": "mail.example.org", "SMTP_FROM": "a@example.org", "PUBLIC_URL": "https://vecino.example.org",
		"SOURCE_URL": src}))
	if w := c.Warnings(); len(w) != 0 {
		t.Errorf("warnings with PUBLIC_URL set = %v", w)
	}
	if c, _ := Load(env(map[string]string{"SOURCE_URL": src})); len(c.Warnings()) != 0 || c.SourceURL != src {
		t.Errorf("warnings without SMTP = %v", c.Warnings())
	}
	// The AGPL asks that users be offered the source: say so when nothing says where.
	if c, _ := Load(env(nil)); len(c.Warnings()) != 1 || !strings.Contains(c.Warnings()[0], "SOURCE_URL") {
		t.Errorf("warnings without SOURCE_URL = %v", c.Warnings())
	}
	if _, err := Load(env(map[string]string{"SOURCE_URL": "git.city.example"})); err == nil || !strings.Contains(err.Error(), "SOURCE_URL") {
		t.Errorf("a SOURCE_URL that is no URL: %v", err)
	}
}

func TestChatSettings(t *testing.T) {
	c, err := Load(env(map[string]string{"CHAT_LLM_URL": "http://127.0.0.1:9999/v1/", "CHAT_LLM_MODEL": "small", "CHAT_LLM_TIMEOUT": "3s"}))
	if err != nil || c.ChatLLMURL != "http://127.0.0.1:9999/v1" || c.ChatLLMTimeout.Seconds() != 3 ||
		c.ChatLLMMaxConcurrent != 4 || c.ChatLLMDailyRequests != 2000 || c.ChatLLMDailyTokens != 1_000_000 {
		t.Errorf("Load = %+v, %v", c, err)
	}
	_, err = Load(env(map[string]string{"CHAT_LLM_URL": "localhost:9999", "CHAT_LLM_TIMEOUT": "soon", "CHAT_LLM_MAX_CONCURRENT": "0",
		"CHAT_LLM_DAILY_REQUESTS": "many", "CHAT_LLM_DAILY_TOKENS": "-5"}))
	for _, want := range []string{"CHAT_LLM_URL", "CHAT_LLM_MODEL", "CHAT_LLM_TIMEOUT", "CHAT_LLM_MAX_CONCURRENT", "CHAT_LLM_DAILY_REQUESTS", "CHAT_LLM_DAILY_TOKENS"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q: %v", want, err)
		}
	}
}
