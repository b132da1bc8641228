#!/usr/bin/env bash
# `npm test`: installs what the tests need, then typecheck, lint, unit, API and browser tests.
# With CI set, the API tests also run on a real PostgreSQL server started here on 127.0.0.1, and
# the bounded cluster test (tests/cluster/run.ts) starts its own PostgreSQL, PgBouncer and two APIs.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq || true
  as_root apt-get install -y -qq "$@" >/dev/null
}

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

[ -d node_modules ] || { step "npm ci"; npm ci --no-audit --no-fund; }

if [ ! -x /usr/bin/chromium ]; then
  step "Installing Debian's Chromium (browser tests)"
  apt_install chromium
fi

step "typecheck"
npm run -s typecheck
step "lint"
npm run -s lint

step "unit + API tests (embedded PGlite)"
npx vitest run

if [ -n "${CI:-}" ]; then
  step "API tests on a PostgreSQL server"
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then apt_install postgresql; fi
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  PGDATA=$(mktemp -d /tmp/tokaas-pg.XXXXXX)
  PGPORT=${TEST_PG_PORT:-54329}
  run_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  [ "$(id -u)" -eq 0 ] && chown postgres "$PGDATA"
  run_pg "$PGBIN/initdb" -D "$PGDATA" -A trust -U postgres >/dev/null
  run_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w \
    -o "-p $PGPORT -k $PGDATA -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  trap 'run_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast stop >/dev/null || true' EXIT
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres" npx vitest run --project api

  step "cluster test, bounded (PostgreSQL + PgBouncer in transaction mode + two API processes)"
  [ -x /usr/sbin/pgbouncer ] || apt_install pgbouncer
  CLUSTER_BOUNDED=1 PG_BIN="$PGBIN" node --import tsx tests/cluster/run.ts
fi

step "build"
npm run -s build
step "browser tests (Playwright, Debian's Chromium)"
npx playwright test
