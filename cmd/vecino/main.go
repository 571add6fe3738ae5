// Command vecino is the Vecino server and its administration tool.
//
//	vecino serve [--demo]      run the server (migrates and seeds first)
//	vecino migrate             apply database migrations
//	vecino backup DIR          copy the database and the photos into DIR
//	vecino restore DIR         restore a backup into an empty database and photo store
//	vecino seed [--demo]       insert languages, flags and optionally demo data
//	vecino user create …       create an account
//	vecino user grant …        give an account a role
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "vecino:", describe(err))
		os.Exit(1)
	}
}

const usage = `usage: vecino <command> [flags]

commands:
  serve [--demo]        run the server; --demo adds one account per role and sample reports
  migrate               apply database migrations and say which
  backup DIR            copy the database (consistently, while the server runs) and then
                        the photos into DIR, a new folder, with a manifest
  restore DIR           restore a backup into an empty database and photo store, and check it
  seed [--demo]         insert languages and feature flags (and demo data)
  user create --email E --role R [--first-name F] [--last-name L] [--language en|es] [--password-file PATH]
                        create an account; the password is read from PATH or standard input
  user grant --email E --role R
                        give an existing account a role

Configuration comes from environment variables; see README.md.`

// run is the whole program: main only wires the process to it, so tests can
// call it with their own arguments, environment and streams.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return fmt.Errorf("no command given")
	}
	switch args[0] {
	case "serve":
		return cmdServe(ctx, args[1:], getenv, stdout, stderr)
	case "migrate":
		return cmdMigrate(ctx, getenv, stdout)
	case "backup":
		return cmdBackup(ctx, args[1:], getenv, stdout)
	case "restore":
		return cmdRestore(ctx, args[1:], getenv, stdout)
	case "seed":
		return cmdSeed(ctx, args[1:], getenv, stdout)
	case "user":
		return cmdUser(ctx, args[1:], getenv, stdin, stdout)
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	default:
		fmt.Fprintln(stderr, usage)
		return fmt.Errorf("unknown command %q", args[0])
	}
}
