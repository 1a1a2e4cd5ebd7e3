#!/usr/bin/env bash
# The main job: set up, build, and play a narrated game of Napoleon at Waterloo between two
# computer players, ending with the victory levels. Extra arguments go to `grognard selfplay`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build --target grognard
./build/grognard selfplay napoleon-at-waterloo --seed "${SEED:-1815}" --agents heuristic,heuristic --narrate "$@"
