#!/usr/bin/env bash
# Every test: set up, build with warnings as errors and run the C++ suite (rules, replays,
# property games, server protocol and process tests); build the browser client and run its
# unit tests and the end-to-end tests in headless Chromium; then build with
# AddressSanitizer + UndefinedBehaviorSanitizer and run the C++ suite again. The libFuzzer
# targets (docs/fuzzing.md) run from `scripts/fuzz.sh`; they join CI once their long runs are
# clean.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
jobs=$(nproc)

cmake -S . -B build-ci -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGROGNARD_WERROR=ON >/dev/null
cmake --build build-ci -j "$jobs"
ctest --test-dir build-ci --output-on-failure -j "$jobs"

bash scripts/build-web.sh
(cd web && npm test --silent)
GROGNARD_SERVER="$PWD/build-ci/grognard-server" bash tests/e2e/run.sh

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGROGNARD_WERROR=ON \
  -DGROGNARD_SANITIZE=ON -DGROGNARD_BENCH=OFF >/dev/null
cmake --build build-asan -j "$jobs"
GROGNARD_PROPERTY_GAMES=${GROGNARD_SANITIZED_GAMES:-40} \
  ctest --test-dir build-asan --output-on-failure -j "$jobs"

