package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/vecino-city/vecino/internal/auth"
	"github.com/vecino-city/vecino/internal/config"
	"github.com/vecino-city/vecino/internal/demo"
	"github.com/vecino-city/vecino/internal/eventhub"
	"github.com/vecino-city/vecino/internal/filestore"
	"github.com/vecino-city/vecino/internal/sqlstore"
	"github.com/vecino-city/vecino/internal/vecino"
)

// cmdMigrate migrates the database (through open, as serve does) and says
// which migrations it applied, or that there were none to apply.
func cmdMigrate(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	var before []sqlstore.Migration
	if cfg, err := config.Load(getenv); err == nil {
		if db, err := sqlstore.Open(cfg.DatabaseURL); err == nil {
			before, _ = db.AppliedMigrations(ctx)
			db.Close()
		}
	}
	_, db, err := open(ctx, getenv)
	if err != nil {
		return err
	}
	defer db.Close()
	after, err := db.AppliedMigrations(ctx)
	if err != nil {
		return err
	}
	had := map[int]bool{}
	for _, m := range before {
		had[m.Version] = true
	}
	var names []string
	for _, m := range after {
		if !had[m.Version] {
			names = append(names, m.Name)
		}
	}
	schema := 0
	if len(after) > 0 {
		schema = after[len(after)-1].Version
	}
	switch len(names) {
	case 0:
		fmt.Fprintf(stdout, "The database is up to date (%s, schema %d).\n", db.Dialect, schema)
	case 1:
		fmt.Fprintf(stdout, "Applied 1 migration: %s (%s, now schema %d).\n", names[0], db.Dialect, schema)
	default:
		fmt.Fprintf(stdout, "Applied %d migrations: %s (%s, now schema %d).\n", len(names), strings.Join(names, ", "), db.Dialect, schema)
	}
	return nil
}

func cmdSeed(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	withDemo := fs.Bool("demo", false, "also seed demo accounts and reports")
	if err := fs.Parse(args); err != nil {
		return err
	}
	_, db, err := open(ctx, getenv)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintln(stdout, "Seeded languages and feature flags.")
	if *withDemo {
		cfg, _ := config.Load(getenv)
		files, ferr := filestore.Open(ctx, cfg.StorageURL, cfg.DataDir, getenv)
		if ferr != nil {
			return ferr
		}
		_, err = demo.Seed(ctx, db, auth.NewHasher(runtime.NumCPU()), files, stdout)
	}
	return err
}

func cmdUser(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout io.Writer) error {
	if len(args) == 0 || (args[0] != "create" && args[0] != "grant") {
		return errors.New("usage: vecino user create|grant --email E --role R")
	}
	fs := flag.NewFlagSet("user "+args[0], flag.ContinueOnError)
	email := fs.String("email", "", "account email")
	roleName := fs.String("role", "", "role: reporter, reporter_admin, reviewer, reviewer_admin or owner")
	first := fs.String("first-name", "", "first name")
	last := fs.String("last-name", "", "last name")
	lang := fs.String("language", "en", "preferred language: en or es")
	pwFile := fs.String("password-file", "", "read the password from this file instead of standard input")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *email == "" {
		return message("--email is required.")
	}
	var roles []vecino.Role
	if *roleName != "" {
		r, err := vecino.ParseRole(*roleName)
		if err != nil {
			return message(fmt.Sprintf("--role %q is not a role: use reporter, reporter_admin, reviewer, reviewer_admin or owner.", *roleName))
		}
		roles = append(roles, r)
	} else if args[0] == "grant" {
		return message("--role is required.")
	}
	cfg, db, err := open(ctx, getenv)
	if err != nil {
		return err
	}
	defer db.Close()
	if args[0] == "grant" {
		u, _, err := db.UserByEmail(ctx, *email)
		if err != nil {
			return message(fmt.Sprintf("There is no account with the email %s.", *email))
		}
		if err := db.GrantRole(ctx, u.ID, roles[0], nil); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Granted %s to %s.\n", roles[0], u.Email)
		// The servers on a PostgreSQL database hear it at once, as when an
		// owner grants a role in the app (on SQLite their caches let it show
		// within 10 s).
		if db.Dialect == sqlstore.Postgres {
			bridge := eventhub.NewPGBridge(eventhub.New(), db.SQL(), cfg.DatabaseURL)
			if err := bridge.Publish(ctx, eventhub.Event{Type: eventhub.AccountChanged}); err != nil {
				fmt.Fprintf(stdout, "The running servers were not told (%v): they show the new role within 10 s.\n", err)
			}
		}
		return nil
	}
	password, err := readPassword(*pwFile, stdin)
	if err != nil {
		return err
	}
	u, err := createUser(ctx, db, auth.NewHasher(1), *email, password, *first, *last, *lang, roles)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Created %s (%s) with the roles %s.\n", u.Email, u.ID, roleList(u.EffectiveRoles()))
	return nil
}

// readPassword reads the first line of path, or of stdin when path is empty.
func readPassword(path string, stdin io.Reader) (string, error) {
	if path != "" {
		f, err := os.Open(path)
		if err != nil {
			return "", err
		}
		defer f.Close()
		stdin = f
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !errors.Is(err, io.EOF) {
		return "", err
	}
	return strings.TrimRight(line, "\r\n"), nil
}

// createUser validates and stores an account made on the command line, with
// the email and password rules of sign-up.
func createUser(ctx context.Context, db *sqlstore.DB, h *auth.Hasher, email, password, first, last, lang string, roles []vecino.Role) (*vecino.User, error) {
	// Names are optional here: the first owner may fill them in later.
	fe := vecino.FieldErrors{}
	auth.ValidateEmail(fe, email)
	auth.ValidatePassword(fe, "password", password, email)
	if !vecino.ValidLanguage(lang) {
		fe.Add("language", vecino.FieldInvalidFormat)
	}
	if len(fe) > 0 {
		return nil, &vecino.Error{Code: vecino.EINVALID, Message: "The account was not created:", Fields: fe}
	}
	hash, err := h.Hash(ctx, password)
	if err != nil {
		return nil, err
	}
	u, err := db.CreateUser(ctx, vecino.NewUser{Email: email, PasswordHash: hash, Confirmed: true, FirstName: first, LastName: last,
		PreferredLanguage: lang, Roles: roles})
	if vecino.ErrorCode(err) == vecino.ECONFLICT {
		// Said once: the store's error also names the field, which describe
		// would print again as "--email is already registered."
		return nil, &vecino.Error{Code: vecino.ECONFLICT, Message: "That email is already registered; vecino user grant gives it a role."}
	}
	return u, err
}

// roleList writes roles as "reviewer, owner".
func roleList(roles []vecino.Role) string {
	names := make([]string, len(roles))
	for i, r := range roles {
		names[i] = string(r)
	}
	return strings.Join(names, ", ")
}
