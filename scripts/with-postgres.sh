#!/usr/bin/env bash
# with-postgres.sh CMD…: start a throwaway PostgreSQL cluster, run CMD with
# TEST_DATABASE_URL pointing at it, then stop and delete the cluster.
# initdb and pg_ctl refuse to run as root, so as root they run as "postgres".
set -euo pipefail
find_pgctl() { ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n1; }
if [ -z "$(find_pgctl)" ]; then
  echo "with-postgres: installing PostgreSQL from Debian's packages" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql) >/dev/null
fi
PGBIN=$(dirname "$(find_pgctl)")
PORT=${PGPORT_TEST:-55432}
DIR=$(mktemp -d /tmp/vecino-pg.XXXXXX)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$DIR" postgres
  chown postgres "$DIR"
fi
cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
as_pg "$PGBIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/pg.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
"$PGBIN/psql" -q -h 127.0.0.1 -p "$PORT" -U postgres -c 'CREATE DATABASE vecino_test' >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/vecino_test?sslmode=disable"
"$@"
