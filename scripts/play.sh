#!/usr/bin/env bash
# The main job: set up, build the server and the browser client, and start the server on an
# embedded SQLite database. Open the address it prints. Ctrl-C (or SIGTERM) stops it; the
# games stay in the database and resume at the next start.
#   PORT (8080), HOST (127.0.0.1; 0.0.0.0 to play over the network), GROGNARD_DB (grognard.db),
#   GROGNARD_PUBLIC_URL (the address invitation links start with; the server prints the one it uses)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target grognard grognard-server
bash scripts/build-web.sh
port="${PORT:-8080}" host="${HOST:-127.0.0.1}"
echo
echo "Grognard is starting: open http://${host/0.0.0.0/127.0.0.1}:${port}/ in a browser."
echo
exec ./build/grognard-server --host "$host" --port "$port" --db "${GROGNARD_DB:-grognard.db}" \
  --web web/dist "$@"
