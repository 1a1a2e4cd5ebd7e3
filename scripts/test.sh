#!/usr/bin/env bash
# Every test: set up, build with warnings as errors and run the C++ suite (rules, replays,
# property games, server protocol and process tests; those that store games on SQLite and again
# on PostgreSQL); build the browser client and run its unit tests and the end-to-end tests in
# headless Chromium; then build with clang, AddressSanitizer + UndefinedBehaviorSanitizer, run
# the C++ suite again (fewer property games), and run each libFuzzer target (docs/fuzzing.md)
# for a short time from the same build.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage says when it starts, so a slow run shows where its time went.
stage() { echo "== $1 (at $((SECONDS / 60)) min $((SECONDS % 60)) s)"; }
stage "set-up"
bash scripts/setup.sh
jobs=$(nproc)

# The suites that store games run once more on PostgreSQL (tests/CMakeLists.txt), on a server
# of this run's own that listens on a Unix socket in a temporary directory.
pg_dir=$(mktemp -d /tmp/grognard-pg.XXXXXX)
trap 'bash scripts/postgres.sh stop "$pg_dir" 2>/dev/null || true; rm -rf "$pg_dir"' EXIT
GROGNARD_TEST_POSTGRES=$(bash scripts/postgres.sh start "$pg_dir")
export GROGNARD_TEST_POSTGRES GROGNARD_TEST_POSTGRES_REQUIRED=1

stage "release build"
# -O2 without debug information: the same code as RelWithDebInfo, compiled and linked faster.
# Both builds compile their sources in batches (CMake's unity build): the headers every file
# includes (nlohmann::json, GoogleTest, Boost.Beast) are parsed and their templates compiled
# once a batch instead of once a file, which takes the two builds from 22 to 13 minutes here.
# The benchmarks are compiled, never run, here: without optimisation, in half the time.
cmake -S . -B build-ci -G Ninja -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG" \
  -DCMAKE_UNITY_BUILD=ON -DGROGNARD_WERROR=ON -DGROGNARD_BENCH_COMPILE_ONLY=ON >/dev/null
cmake --build build-ci -j "$jobs"
stage "release suite"
ctest --test-dir build-ci --output-on-failure -j "$jobs"

stage "browser client: build and unit tests"
bash scripts/build-web.sh
(cd web && npm test --silent)
stage "end-to-end tests in Chromium"
GROGNARD_SERVER="$PWD/build-ci/grognard-server" bash tests/e2e/run.sh

stage "sanitized build"
# -O1 keeps assertions and runs the sanitized suite several times faster than -O0.
cmake -S . -B build-san -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O1 \
  -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_UNITY_BUILD=ON -DGROGNARD_FUZZ=ON -DGROGNARD_BENCH=OFF \
  -DGROGNARD_WERROR=ON -DGROGNARD_TEST_SHARDS=16 >/dev/null
cmake --build build-san -j "$jobs"
stage "sanitized suite"
# The sanitizers look for memory and undefined-behaviour faults on every path the suite takes;
# the many games of the property and leak tests ran in full in the first pass, so here one game
# a shard (and the whole-game server tests their first actions) keep the pass near 12 minutes,
# where 40 games and longer caps took 18. The tests run in 16 processes (GoogleTest's sharding,
# tests/CMakeLists.txt), not one a test, which takes the pass to about 10.
GROGNARD_PROPERTY_GAMES=${GROGNARD_SANITIZED_GAMES:-8} \
  ctest --test-dir build-san --output-on-failure -j "$jobs" -LE postgres
# On PostgreSQL the sanitized pass runs the suites of the store itself; the games played through
# the protocol on it (some minutes under the sanitizers) ran in the first pass.
ctest --test-dir build-san --output-on-failure -j "$jobs" -L postgres \
  -R '^(StoreContract|SharedDatabase|StorageTest|ServerProcessTest)\.'
stage "fuzzing"
# Two targets at a time, one a core.
FUZZ_JOBS=$jobs FUZZ_BUILD_DIR=build-san bash scripts/fuzz.sh "${GROGNARD_FUZZ_SECONDS:-30}"

stage "done"
