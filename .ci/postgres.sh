#!/usr/bin/env bash
# A throwaway PostgreSQL server for the store's tests.
#
#   eval "$(.ci/postgres.sh start)"   # starts one, exports its URL
#   go test ./store
#   .ci/postgres.sh stop              # stops it and deletes its files
#
# `start` prints shell lines that export SKIRMISH_TEST_POSTGRES (the URL of
# a database the tests may create databases from: the server's superuser,
# trust authentication, 127.0.0.1 only) and SKIRMISH_TEST_POSTGRES_DIR
# (its files, which `stop` reads); the same lines are in $DIR/env. All
# else goes to stderr. It installs Debian's postgresql with apt-get when no
# PostgreSQL is installed. As root it runs the server as the postgres
# system user (initdb refuses root).
set -euo pipefail

log() { echo "postgres.sh: $*" >&2; }

bindir() {
  local d
  if command -v pg_config >/dev/null && d=$(pg_config --bindir 2>/dev/null) && [ -x "$d/initdb" ]; then
    echo "$d"; return
  fi
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$d" ] && [ -x "$d/initdb" ]; then
    echo "$d"; return
  fi
  return 1
}

install_postgres() {
  log "no PostgreSQL found: installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
}

# as_owner runs a command as the user that owns the server's files.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# port_free says whether nothing listens on 127.0.0.1:$1.
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

start() {
  local bin dir port
  bin=$(bindir) || { install_postgres; bin=$(bindir); }
  dir=$(mktemp -d /tmp/skirmish-pg.XXXXXX)
  chmod 755 "$dir"
  mkdir "$dir/data" "$dir/sock"
  [ "$(id -u)" = 0 ] && chown -R postgres: "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  for port in $(seq $((54320 + RANDOM % 500)) 55000); do
    port_free "$port" || continue
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir/sock -c max_connections=200" start >&2; then
      break
    fi
    port=""
  done
  [ -n "$port" ] || { cat "$dir/server.log" >&2; exit 1; }
  as_owner "$bin/createdb" -h "$dir/sock" -p "$port" -U postgres skirmish_test
  {
    echo "export SKIRMISH_TEST_POSTGRES='postgres://postgres@127.0.0.1:$port/skirmish_test?sslmode=disable'"
    echo "export SKIRMISH_TEST_POSTGRES_DIR='$dir'"
  } >"$dir/env"
  echo "$bin" >"$dir/bindir"
  log "$("$bin/postgres" --version | sed 's/^postgres (PostgreSQL)/PostgreSQL/') on 127.0.0.1:$port, files in $dir"
  cat "$dir/env"
}

stop() {
  local dir=${1:-${SKIRMISH_TEST_POSTGRES_DIR:-}}
  [ -n "$dir" ] && [ -f "$dir/bindir" ] || { log "stop: no server directory (SKIRMISH_TEST_POSTGRES_DIR)"; exit 1; }
  as_owner "$(cat "$dir/bindir")/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
  rm -rf "$dir"
}

case "${1:-start}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) echo "usage: $0 start|stop [DIR]" >&2; exit 2 ;;
esac
