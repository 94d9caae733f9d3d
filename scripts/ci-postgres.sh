#!/usr/bin/env bash
# Installs (Debian's postgresql package) and starts a throwaway local PostgreSQL cluster for the edge
# API's storage tests, then prints its DATABASE_URL on stdout (everything else goes to stderr):
#   export DATABASE_URL=$(bash scripts/ci-postgres.sh) && npx vitest run tests/api
# Idempotent: reuses the cluster when it is already initialised or running. Listens on 127.0.0.1 only.
# Settings: PG_TEST_PORT (default 55432), PG_TEST_DIR (default /tmp/dealer-api-pg).
# Stop it with: pg_ctl -D "$PG_TEST_DIR" stop (as the postgres user when run as root).
set -euo pipefail
# runuser lives in /usr/sbin, which a minimal PATH may lack.
export PATH="$PATH:/usr/sbin:/sbin"
PORT=${PG_TEST_PORT:-55432}
DIR=${PG_TEST_DIR:-/tmp/dealer-api-pg}
DB=dealer_api_test
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "ci-postgres: installing Debian postgresql" >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)

# initdb and postgres refuse to run as root: run them as the postgres user the package created.
RUNAS=()
if [ "$(id -u)" -eq 0 ]; then RUNAS=(runuser -u postgres --); fi
if [ ! -f "$DIR/PG_VERSION" ]; then
  mkdir -p "$DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$DIR"
  "${RUNAS[@]}" "$BIN/initdb" -D "$DIR" -A trust -U postgres >&2
fi
if ! "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200" start >&2
fi
if ! "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -Atc "SELECT 1 FROM pg_database WHERE datname = '$DB'" | grep -q 1; then
  "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB" >&2
fi
echo "postgres://postgres@127.0.0.1:$PORT/$DB"
