package internal_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vecino-city/vecino/internal/mail"
	"github.com/vecino-city/vecino/internal/vecino"
)

// TestSpanishGlossary reads the "Never use" column of docs/glossary.md and
// fails on any of those words in a Spanish text a person reads: the web
// app's Spanish locale files, the assistant's content, the catalog, the
// emails and the Spanish string literals of the server's Go code.
func TestSpanishGlossary(t *testing.T) {
	banned := glossaryBans(t)
	if len(banned) < 10 {
		t.Fatalf("docs/glossary.md lists %d banned words; its table did not parse", len(banned))
	}
	texts := map[string]string{} // where → text
	add := func(where, s string) { texts[where] = s }

	files, _ := filepath.Glob("../web/public/locales/es/*.json")
	if len(files) < 10 {
		t.Fatalf("found %d Spanish locale files", len(files))
	}
	for _, f := range files {
		var v any
		readJSON(t, f, &v)
		walkStrings(v, filepath.Base(f), func(where, s string) { add(where, s) }, false)
	}
	chatFiles, _ := filepath.Glob("chat/content/*.json")
	for _, f := range chatFiles {
		var v any
		readJSON(t, f, &v)
		walkStrings(v, filepath.Base(f), func(where, s string) { add(where, s) }, true)
	}
	for _, c := range vecino.Catalog {
		add("catalog "+c.Slug, c.Label.ES+"\n"+c.Description.ES)
		for _, ty := range c.Types {
			add("catalog "+c.Slug+"/"+ty.Slug, ty.Label.ES+"\n"+ty.Description.ES)
		}
	}
	for _, m := range spanishEmails() {
		add("email "+m.Subject, m.Subject+"\n"+m.Body)
	}
	for where, s := range spanishGoLiterals(t) {
		add(where, s)
	}

	for where, s := range texts {
		for _, b := range banned {
			if b.re.MatchString(s) {
				t.Errorf("%s: %q is not the glossary's word for %s (docs/glossary.md):\n  %s", where, b.word, b.concept, s)
			}
		}
	}
}

type ban struct {
	word, concept string
	re            *regexp.Regexp
}

func glossaryBans(t *testing.T) []ban {
	b, err := os.ReadFile("../docs/glossary.md")
	if err != nil {
		t.Fatal(err)
	}
	var out []ban
	inTerms := false
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "## ") {
			inTerms = strings.TrimSpace(line) == "## Terms"
			continue
		}
		if !inTerms || !strings.HasPrefix(line, "|") {
			continue
		}
		cols := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		if len(cols) != 3 || strings.HasPrefix(strings.TrimSpace(cols[0]), "---") || strings.TrimSpace(cols[2]) == "Never use (checked)" {
			continue
		}
		for _, w := range strings.Split(cols[2], ",") {
			if w = strings.TrimSpace(w); w != "" {
				out = append(out, ban{word: w, concept: strings.TrimSpace(cols[0]),
					re: regexp.MustCompile(`(?i)(^|[^\p{L}])` + regexp.QuoteMeta(w) + `([^\p{L}]|$)`)})
			}
		}
	}
	return out
}

func readJSON(t *testing.T, path string, v any) {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// walkStrings calls f with every string in v; onlyES keeps the values of
// "es" keys (the assistant's content holds both languages side by side).
func walkStrings(v any, where string, f func(where, s string), onlyES bool) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if s, ok := e.(string); ok && onlyES {
				if k == "es" {
					f(where+"."+k, s)
				}
				continue
			}
			walkStrings(e, where+"."+k, f, onlyES)
		}
	case []any:
		for i, e := range x {
			walkStrings(e, where+"."+strconv.Itoa(i), f, onlyES)
		}
	case string:
		if !onlyES {
			f(where, x)
		}
	}
}

// spanishEmails is every email the server writes, in Spanish.
func spanishEmails() []mail.Message {
	street := mail.AboutReport("es", &vecino.Report{Category: "road-infrastructure", Type: "pothole"})
	renter := mail.AboutReport("es", &vecino.Report{Category: vecino.CategoryRenterProtection, Type: "illegal-lockouts"})
	var ms []mail.Message
	for _, about := range []mail.About{street, renter} {
		ms = append(ms, mail.StatusChanged("es", "Vecino", "a@example.org", "approved", "", "", "https://v.example/r/1", about))
		for _, reason := range []string{"duplicate", "not_enough_evidence", "outside_city", "private_information", "not_safety_issue", "other"} {
			ms = append(ms, mail.StatusChanged("es", "Vecino", "a@example.org", "rejected", reason, "Nota.", "https://v.example/r/1", about))
		}
	}
	return append(ms, mail.Recovery("es", "Vecino", "a@example.org", "https://v.example/l"),
		mail.ConfirmEmail("es", "Vecino", "a@example.org", "https://v.example/l"),
		mail.AccountExists("es", "Vecino", "a@example.org", "https://v.example/l", "https://v.example/r"))
}

// spanishGoLiterals are the string literals of the server's code (not its
// tests) that read as Spanish: they hold a letter English does not use.
func spanishGoLiterals(t *testing.T) map[string]string {
	out := map[string]string{}
	spanish := regexp.MustCompile(`[áéíóúñ¿¡ÁÉÍÓÚÑ]`)
	for _, root := range []string{".", "../cmd"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil && spanish.MatchString(s) {
						out[path+": "+s] = s
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}
