#!/usr/bin/env bash
# A throw-away PostgreSQL server for the tests and benchmarks that run Grognard on PostgreSQL
# (Debian's postgresql; scripts/setup.sh installs it). It listens on a Unix socket in its own
# directory only, never on a TCP port, so several can run on one machine:
#   url=$(bash scripts/postgres.sh start DIR)   # a new cluster in DIR (kept for the next start);
#                                               # prints the URL of its database "grognard"
#   bash scripts/postgres.sh stop DIR
# As root, the cluster belongs to the user postgres: PostgreSQL refuses to run as root.
set -euo pipefail
command=${1:?usage: postgres.sh start|stop DIR}
dir=${2:?usage: postgres.sh start|stop DIR}
bin=$(pg_config --bindir)
as_owner=()
[ "$(id -u)" -eq 0 ] && as_owner=(runuser -u postgres --)

case $command in
  start)
    mkdir -p "$dir"
    [ ${#as_owner[@]} -eq 0 ] || chown postgres: "$dir"
    dir=$(cd "$dir" && pwd)
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      "${as_owner[@]}" "$bin/initdb" -D "$dir/data" --auth=trust --username=postgres \
        --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
      -o "-c listen_addresses='' -c unix_socket_directories='$dir' -c max_connections=200" \
      >/dev/null || { tail -20 "$dir/server.log" >&2; exit 1; }
    "${as_owner[@]}" "$bin/psql" -h "$dir" -U postgres -d postgres -Atq \
      -c "SELECT 1 FROM pg_database WHERE datname='grognard'" | grep -q 1 ||
      "${as_owner[@]}" "$bin/createdb" -h "$dir" -U postgres grognard
    echo "postgresql://postgres@/grognard?host=$dir"
    ;;
  stop)
    "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  *)
    echo "postgres.sh: unknown command '$command' (start or stop)" >&2
    exit 2
    ;;
esac
