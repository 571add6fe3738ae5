# Vecino: `make run` builds and starts the app with demo data on SQLite;
# `make test` runs the linters and every test (Go on SQLite and PostgreSQL,
# web, browser).
SHELL := /bin/bash
BIN   := bin/vecino
GO_SOURCES := $(shell find cmd internal web/web.go -name '*.go' -o -name '*.sql' 2>/dev/null) go.mod go.sum
WEB_SOURCES := $(shell find web/src web/sw web/public web/index.html web/vite.config.ts web/prerender.mjs web/package.json web/tsconfig*.json -type f 2>/dev/null)

.PHONY: run build test test-go test-web test-e2e test-faults test-fuzz lint lint-go lint-web clean bench-http bench-uploads bench-faces lighthouse

# The demo listens on this machine only (its accounts' passwords are printed);
# LISTEN_ADDR=0.0.0.0:8080 make run opens it to the network. The server's own
# default (:8080, every interface) is what a container needs.
LISTEN_ADDR ?= 127.0.0.1:8080
# The build's detail (npm, Vite, Go) goes to build.log; a failed build shows
# its end.
run:
	@echo "Building Vecino (the first time takes a few minutes; details in build.log)..."
	@$(MAKE) --no-print-directory build > build.log 2>&1 || { tail -n 40 build.log; echo "The build failed: see build.log"; exit 1; }
	@LISTEN_ADDR=$(LISTEN_ADDR) ./$(BIN) serve --demo

build: $(BIN)

$(BIN): web/dist/app/index.html $(GO_SOURCES)
	CGO_ENABLED=0 go build -trimpath -o $(BIN) ./cmd/vecino

web/node_modules/.installed: web/package-lock.json
	cd web && (npm ci --no-audit --no-fund || npm ci --no-audit --no-fund)
	touch $@

web/dist/app/index.html: web/node_modules/.installed $(WEB_SOURCES)
	cd web && npm run build

e2e/node_modules/.installed: e2e/package-lock.json
	cd e2e && (npm ci --no-audit --no-fund || npm ci --no-audit --no-fund)
	touch $@

# ESLint (one core, about 75 CPU-s, needing no build) runs beside the web
# build, which is mostly one process at a time (tsc, Vite, the prerender);
# the Go tests run their two databases side by side and so leave little of
# a core idle; each one's output is printed when it ends. The rest one after
# the other: Vitest beside the browser tests was tried (on two cores Vitest
# keeps one worker and the browser tests mostly wait), and under load four
# Vitest files failed their 1 s waits (docs/perf/ci.md).
test:
	@$(MAKE) --no-print-directory -j2 --output-sync=target lint-web web/dist/app/index.html
	@$(MAKE) --no-print-directory lint-go
	@$(MAKE) --no-print-directory test-go
	@$(MAKE) --no-print-directory test-web
	@$(MAKE) --no-print-directory test-e2e

# go vet and staticcheck (pinned, fetched by go run), that
# THIRD_PARTY_NOTICES.md matches go.sum and the npm lock, then ESLint. The web
# app's type check is the build's first step (tsc -b in npm run build),
# redone whenever a web source or tsconfig changes: lint does not run npm
# run typecheck, the same check again (about 23 CPU-s). The test targets
# below do not repeat them.
lint: lint-go lint-web

lint-go: web/dist/app/index.html
	go vet ./cmd/... ./internal/... ./web
	go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./cmd/... ./internal/... ./web
	scripts/notices.sh --check

lint-web: web/node_modules/.installed
	cd web && npm run lint

# One run covers both databases: SQLite always, PostgreSQL through the
# throwaway cluster that with-postgres.sh starts and removes.
# The first run builds the S3 test server (versitygw, about 2.5 CPU-minutes)
# into ~/.cache/vecino under its own timeout (and runs TestS3, which the
# second run skips); later runs reuse it.
test-go: web/dist/app/index.html
	go test -count=1 -timeout 20m -run '^TestS3$$' ./internal/filestore/
	scripts/with-postgres.sh go test -count=1 -skip '^TestS3$$' ./cmd/... ./internal/...

# The long fault tests: 20 rounds of kill -9 during filing on each database
# (make test runs 1; the sign-in flood measurement runs only here), with the quick fault tests again (docs/security.md: "Fault tests").
test-faults: web/dist/app/index.html
	set -o pipefail; VECINO_FAULTS=1 FAULT_ROUNDS=20 scripts/with-postgres.sh go test -count=1 -p 1 -timeout 30m -v -run 'Kill|Slowloris|Stall|Paused|VolumeFull|TwoInstances|SIGTERM|Flood' \
		./cmd/vecino ./internal/httpapi 2>&1 | grep -E '^(---|ok|FAIL|PASS)|fault_|instances_|faults_'

# Every Go fuzz target for FUZZTIME (default 30s) each; make test replays
# only their seeds.
test-fuzz: web/dist/app/index.html
	scripts/fuzz.sh

test-web: web/node_modules/.installed
	cd web && npm test

# Two test files at a time: most of a browser test is waiting, and two halve
# the suite's time on two cores. run.mjs starts one server with demo data
# that the files without special needs share (e2e/lib/setup.mjs).
test-e2e: build e2e/node_modules/.installed
	scripts/ensure-chromium.sh
	cd e2e && VECINO_BIN=../$(BIN) node run.mjs

# The upload benchmark: 20 concurrent 3 MB photo uploads to a server in a
# child process; prints the answers, the time until every photo is
# processed and the server's peak RSS (docs/perf/photos.md).
bench-uploads: web/dist/app/index.html
	VECINO_BENCH=1 go test -count=1 -timeout 10m -run '^TestUploadBurst$$' -v ./cmd/vecino 2>&1 | grep -E '^(---|ok|FAIL|PASS)|burst_test'

# The face detector on its evaluation set (internal/imaging/faceeval): recall
# and false boxes per group, CPU per 12 MP photo (docs/perf/faces.md).
bench-faces:
	go test -count=1 -timeout 20m -run '^TestEval$$' -v ./internal/imaging/faceeval -eval

# The HTTP load benchmark (cmd/benchhttp): BENCH_DB=sqlite|postgres,
# BENCH_REPORTS (default 1,000,000), BENCH_ARGS for more flags (-d 10s, -only map…).
BENCH_DB ?= sqlite
BENCH_REPORTS ?= 1000000
bench-http: build
	$(if $(filter postgres,$(BENCH_DB)),scripts/with-postgres.sh) go run ./cmd/benchhttp -db $(BENCH_DB) -n $(BENCH_REPORTS) $(BENCH_ARGS)

# Lighthouse (mobile) on the first pages a resident meets, in English and
# Spanish, against the built binary; not part of make test (docs/perf/first-load.md).
lighthouse: build lighthouse/node_modules/.installed
	scripts/ensure-chromium.sh
	cd lighthouse && node run.mjs

lighthouse/node_modules/.installed: lighthouse/package-lock.json
	cd lighthouse && (npm ci --no-audit --no-fund || npm ci --no-audit --no-fund)
	touch $@

clean:
	rm -rf bin web/dist/app web/dist/ssr web/node_modules/.installed e2e/node_modules/.installed
