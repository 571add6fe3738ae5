#!/usr/bin/env bash
# fuzz.sh: run every fuzz target of the Go packages for FUZZTIME each
# (default 1m). `make test` runs their seed corpora as ordinary tests; this
# explores beyond them. A failure leaves its input under testdata/fuzz/ of
# the package: commit it, and it becomes a seed that `make test` replays.
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZTIME=${FUZZTIME:-1m}
for pkg in $(go list ./cmd/... ./internal/...); do
  dir=$(go list -f '{{.Dir}}' "$pkg")
  for target in $(grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go 2>/dev/null | sed 's/^func //'); do
    echo "== $pkg $target ($FUZZTIME)"
    go test -run '^$' -fuzz "^${target}\$" -fuzztime "$FUZZTIME" "$pkg"
  done
done
