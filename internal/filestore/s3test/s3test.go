// Package s3test starts a real S3-compatible server for tests: versitygw
// (pinned below), built once from the Go module proxy into
// ~/.cache/vecino/ and run on a loopback port over a temporary folder.
package s3test

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// Version is the versitygw release the tests run.
const Version = "v1.8.0"

// Credentials of the test server.
const (
	AccessKey = "vecino-test-access"
	SecretKey = "vecino-test-secret-key-0123456789"
)

// Server is a running versitygw.
type Server struct {
	// Endpoint is its http:// address.
	Endpoint string
}

// StorageURL returns a STORAGE_URL for bucket on this server.
func (s *Server) StorageURL(bucket string) string {
	return fmt.Sprintf("s3://%s?endpoint=%s&region=us-east-1&path_style=true", bucket, s.Endpoint)
}

// Getenv returns the AWS credentials of the server, and "" for anything else.
func (s *Server) Getenv(k string) string {
	switch k {
	case "AWS_ACCESS_KEY_ID":
		return AccessKey
	case "AWS_SECRET_ACCESS_KEY":
		return SecretKey
	}
	return ""
}

// Binary returns the path of the versitygw binary, building it first when
// the cache does not hold it (about 90 s once; later runs reuse it). A file
// lock keeps concurrent test processes from building it twice.
func Binary() (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(cache, "vecino")
	bin := filepath.Join(dir, "versitygw-"+Version)
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	lock, err := os.OpenFile(filepath.Join(dir, "versitygw.lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return "", err
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return "", err
	}
	if _, err := os.Stat(bin); err == nil { // another process built it meanwhile
		return bin, nil
	}
	gobin, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(gobin)
	cmd := exec.Command("go", "install", "github.com/versity/versitygw/cmd/versitygw@"+Version)
	cmd.Env = append(os.Environ(), "GOBIN="+gobin, "CGO_ENABLED=0", "GOFLAGS=-trimpath")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build versitygw %s: %v\n%s", Version, err, out)
	}
	return bin, os.Rename(filepath.Join(gobin, "versitygw"), bin)
}

// Start runs a fresh server over a temporary folder, stopped at cleanup.
func Start(t testing.TB) *Server {
	t.Helper()
	bin, err := Binary()
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	root := t.TempDir()
	cmd := exec.Command(bin, "--quiet", "--access", AccessKey, "--secret", SecretKey, "--port", addr, "posix", "--sidecar", t.TempDir(), root)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill() //nolint:errcheck
		cmd.Wait()         //nolint:errcheck
	})
	s := &Server{Endpoint: "http://" + addr}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		req, _ := http.NewRequestWithContext(ctx, "GET", s.Endpoint, nil)
		if res, err := http.DefaultClient.Do(req); err == nil {
			res.Body.Close()
			return s
		}
		select {
		case <-ctx.Done():
			t.Fatalf("versitygw did not start on %s", addr)
		case <-time.After(50 * time.Millisecond):
		}
	}
}
