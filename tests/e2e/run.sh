#!/usr/bin/env bash
# The browser end-to-end tests: each tests/e2e/*.test.mjs file starts its own grognard-server
# (port 0, a temporary database) and a headless Chromium, and drives the built client.
# Builds nothing: build the server (cmake) and the client (scripts/build-web.sh) first.
#
#   GROGNARD_SERVER  server binary   (default build/grognard-server; the CLI `grognard`
#                    beside it makes the save file of the combat test, or set GROGNARD_CLI)
#   GROGNARD_WEB     built client    (default web/dist)
#   CHROMIUM         browser         (default /usr/bin/chromium)
#   E2E_ARTIFACTS    screenshots and server logs (default tests/e2e/artifacts)
#
# Extra arguments go to node, e.g. --test-name-pattern=hot-seat.
set -euo pipefail
cd "$(dirname "$0")/../.."
# One file at a time (each has a server and a browser; 2 cores are enough), at most 3 minutes
# per test on top of each test's own 90 s limit.
exec node --test --test-concurrency=1 --test-timeout=180000 "$@" tests/e2e/*.test.mjs
