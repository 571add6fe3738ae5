package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/sqlstore"
)

func testEnv(t *testing.T, extra map[string]string) func(string) string {
	dir := t.TempDir()
	m := map[string]string{
		"DATABASE_URL": "sqlite:" + filepath.Join(dir, "v.db"), "DATA_DIR": dir, "LISTEN_ADDR": "127.0.0.1:0",
		"LOG_LEVEL": "error", "SESSION_SECRET": strings.Repeat("s", 32),
	}
	for k, v := range extra {
		m[k] = v
	}
	return func(k string) string { return m[k] }
}

func TestServeRefusesBrokenConfig(t *testing.T) {
	getenv := testEnv(t, map[string]string{"GOOGLE_MAPS_API_KEY": "too-short", "PUBLIC_URL": "ftp://x", "MAP_ZOOM": "99", "LISTEN_ADDR": "bad"})
	err := run(context.Background(), []string{"serve"}, getenv, nil, io.Discard, io.Discard)
	if err == nil {
		t.Fatal("serve started with a broken configuration")
	}
	for _, want := range []string{"Environment configuration errors", "Invalid API key format", "PUBLIC_URL", "MAP_ZOOM", "LISTEN_ADDR"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q: %v", want, err)
		}
	}
}

func TestServeRefusesBrokenChatResources(t *testing.T) {
	file := filepath.Join(t.TempDir(), "resources.json")
	if err := os.WriteFile(file, []byte(`[{"name":"Hotline","description":{"en":"Help"},"languages":["en"]}]`), 0o600); err != nil {
		t.Fatal(err)
	}
	err := run(context.Background(), []string{"serve"}, testEnv(t, map[string]string{"CHAT_RESOURCES_FILE": file}), nil, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "CHAT_RESOURCES_FILE") || !strings.Contains(err.Error(), "phone or a web") {
		t.Errorf("serve with a broken resources file: %v", err)
	}
}

func TestUserCreateAndGrant(t *testing.T) {
	ctx := context.Background()
	getenv := testEnv(t, nil)
	var out strings.Builder
	err := run(ctx, []string{"user", "create", "--email", "Owner@City.gov", "--role", "owner"}, getenv,
		strings.NewReader("a long owner passphrase\n"), &out, io.Discard)
	if err != nil || !strings.Contains(out.String(), "owner@city.gov") {
		t.Fatalf("user create: %v, %q", err, out.String())
	}
	err = run(ctx, []string{"user", "create", "--email", "weak@city.gov"}, getenv, strings.NewReader("password1\n"), io.Discard, io.Discard)
	if err == nil || describe(err) != "The account was not created:\n  - password is too short: use at least 10 characters." {
		t.Errorf("weak password: %q", describe(err))
	}
	err = run(ctx, []string{"user", "create", "--email", "owner@city.gov", "--language", "fr"}, getenv, strings.NewReader("another long passphrase\n"), io.Discard, io.Discard)
	if err == nil || describe(err) != "The account was not created:\n  - --language must be en or es." {
		t.Errorf("bad language: %q", describe(err))
	}
	err = run(ctx, []string{"user", "create", "--email", "owner@city.gov"}, getenv, strings.NewReader("another long passphrase\n"), io.Discard, io.Discard)
	if err == nil || describe(err) != "That email is already registered; vecino user grant gives it a role." {
		t.Errorf("existing email: %q", describe(err))
	}
	if err := run(ctx, []string{"user", "grant", "--email", "owner@city.gov", "--role", "reviewer"}, getenv, nil, io.Discard, io.Discard); err != nil {
		t.Fatalf("user grant: %v", err)
	}
	if err := run(ctx, []string{"user", "grant", "--email", "owner@city.gov", "--role", "king"}, getenv, nil, io.Discard, io.Discard); err == nil {
		t.Error("granted an unknown role")
	}
	if err := run(ctx, []string{"user", "grant", "--email", "nobody@city.gov", "--role", "owner"}, getenv, nil, io.Discard, io.Discard); err == nil || describe(err) != "There is no account with the email nobody@city.gov." {
		t.Errorf("granted a role to nobody: %v", err)
	}
}

// TestGracefulShutdown starts the server, begins a sign-in whose body is
// still arriving, sends the shutdown signal, and checks the request finishes.
func TestGracefulShutdown(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve", "--demo"}, testEnv(t, nil), nil, pw, io.Discard) }()
	sc := bufio.NewScanner(pr)
	var base, email, password string
	addrRE := regexp.MustCompile(`listening on (http://\S+)`)
	acctRE := regexp.MustCompile(`^\s+reporter\s+(\S+)\s+(\S+)$`)
	for base == "" && sc.Scan() {
		if m := acctRE.FindStringSubmatch(sc.Text()); m != nil {
			email, password = m[1], m[2]
		}
		if m := addrRE.FindStringSubmatch(sc.Text()); m != nil {
			base = m[1]
		}
	}
	go io.Copy(io.Discard, pr) //nolint:errcheck
	if base == "" || email == "" {
		t.Fatal("server did not print its address and demo accounts")
	}
	bodyR, bodyW := io.Pipe()
	req, _ := http.NewRequest("POST", base+"/api/auth/signin", bodyR)
	req.Header.Set("Content-Type", "application/json")
	result := make(chan int, 1)
	go func() {
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			result <- -1
			return
		}
		res.Body.Close()
		result <- res.StatusCode
	}()
	io.WriteString(bodyW, `{"email":"`+email+`",`) //nolint:errcheck
	time.Sleep(200 * time.Millisecond)             // the request is in flight
	cancel()                                       // what SIGTERM does in main
	time.Sleep(200 * time.Millisecond)
	io.WriteString(bodyW, `"password":"`+password+`"}`) //nolint:errcheck
	bodyW.Close()
	if code := <-result; code != http.StatusOK {
		t.Errorf("in-flight sign-in during shutdown = %d, want 200", code)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve returned %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("server did not stop")
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("server still answers after shutdown")
	}
}

// TestUserGrantTellsTheServers: on PostgreSQL, vecino user grant tells the
// running servers (account.changed through NOTIFY), as a grant in the app
// does, so a new role shows at once rather than when their caches expire.
func TestUserGrantTellsTheServers(t *testing.T) {
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("PostgreSQL only (TEST_DATABASE_URL): SQLite has no NOTIFY")
	}
	ctx := context.Background()
	dbURL := restoreTargetURL(t, sqlstore.Postgres, "postgres:///?search_path=public") // a new database
	getenv := testEnv(t, map[string]string{"DATABASE_URL": dbURL})
	if err := run(ctx, []string{"user", "create", "--email", "clerk@city.gov"}, getenv, strings.NewReader("a long clerk passphrase\n"), io.Discard, io.Discard); err != nil {
		t.Fatalf("user create: %v", err)
	}
	// A server's listener on the same database.
	db, err := sqlstore.Open(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	hub := eventhub.New()
	heard := hub.Subscribe()
	bridge := eventhub.NewPGBridge(hub, db.SQL(), dbURL)
	listenCtx, stop := context.WithCancel(ctx)
	defer stop()
	go bridge.Run(listenCtx)
	<-bridge.Ready

	var out strings.Builder
	if err := run(ctx, []string{"user", "grant", "--email", "clerk@city.gov", "--role", "reviewer"}, getenv, nil, &out, io.Discard); err != nil {
		t.Fatalf("user grant: %v", err)
	}
	if out.String() != "Granted reviewer to clerk@city.gov.\n" {
		t.Errorf("grant printed %q", out.String())
	}
	// Opening the database may say other things first (its flags).
	timeout := time.After(10 * time.Second)
	for {
		select {
		case e := <-heard.C:
			if e.Type == eventhub.AccountChanged {
				return
			}
		case <-timeout:
			t.Fatal("the servers heard nothing of the grant")
		}
	}
}
