#!/usr/bin/env bash
# Every test: set up, build with warnings as errors and run the suite; then build with
# AddressSanitizer + UndefinedBehaviorSanitizer and run it again.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
jobs=$(nproc)

cmake -S . -B build-ci -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGROGNARD_WERROR=ON >/dev/null
cmake --build build-ci -j "$jobs"
ctest --test-dir build-ci --output-on-failure -j "$jobs"

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGROGNARD_WERROR=ON \
  -DGROGNARD_SANITIZE=ON -DGROGNARD_BENCH=OFF >/dev/null
cmake --build build-asan -j "$jobs"
GROGNARD_PROPERTY_GAMES=${GROGNARD_SANITIZED_GAMES:-40} \
  ctest --test-dir build-asan --output-on-failure -j "$jobs"
