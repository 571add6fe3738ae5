// Package internal_test holds the test that keeps the layers apart: http ->
// app -> domain <- store, with the domain importing nothing internal, and
// the HTTP packages (httpapi, open311, webhost, httpkit) apart from one
// another.
package internal_test

import (
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/vecino-city/vecino/"

// forbidden lists, for each package, the packages of this module that it
// must not reach, directly or through another package. "internal/" alone
// means every internal package but the package itself.
var forbidden = map[string][]string{
	"internal/vecino":  {"internal/"},
	"internal/app":     {"internal/httpapi", "internal/open311", "internal/webhost", "internal/httpkit", "internal/sqlstore", "internal/config"},
	"internal/httpapi": {"internal/sqlstore", "internal/config"},
	// The HTTP packages: httpapi mounts Open311's routes; both share httpkit,
	// which reaches no HTTP package, nor anything beyond the domain.
	"internal/httpkit":  {"internal/httpapi", "internal/open311", "internal/app", "internal/sqlstore", "internal/config"},
	"internal/open311":  {"internal/httpapi", "internal/sqlstore", "internal/config"},
	"internal/mail":     {"internal/config"},
	"internal/sqlstore": {"internal/httpapi", "internal/app", "internal/jobs"},
	"internal/jobs":     {"internal/httpapi", "internal/app", "internal/sqlstore", "internal/config"},
}

// deps lists the non-standard packages that pkg imports, transitively.
func deps(t *testing.T, pkg string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", module+pkg).CombinedOutput()
	if err != nil {
		t.Fatalf("go list %s: %v\n%s", pkg, err, out)
	}
	return strings.Fields(string(out))
}

func TestLayers(t *testing.T) {
	for pkg, bans := range forbidden {
		for _, dep := range deps(t, pkg) {
			rel, ours := strings.CutPrefix(dep, module)
			if !ours || rel == pkg {
				continue
			}
			for _, ban := range bans {
				if rel == ban || (strings.HasSuffix(ban, "/") && strings.HasPrefix(rel, ban)) {
					t.Errorf("%s imports %s (forbidden: %s)", pkg, rel, ban)
				}
			}
		}
	}
}

// TestBinaryShipsNoTestHelpers keeps test helper packages (imagingtest,
// mailtest, sqlstoretest) out of the server binary.
func TestBinaryShipsNoTestHelpers(t *testing.T) {
	for _, dep := range deps(t, "cmd/vecino") {
		if strings.HasSuffix(dep, "test") {
			t.Errorf("the binary imports the test helper %s", dep)
		}
	}
}
