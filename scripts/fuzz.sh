#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan; docs/fuzzing.md) in build-fuzz, writes
# their seed corpora from the repository's data and tests, and runs each target in turn:
#   scripts/fuzz.sh                  # until 10^7 executions each (-runs=10000000)
#   scripts/fuzz.sh 30               # 30 seconds each (what CI runs)
#   scripts/fuzz.sh -runs=100000     # any libFuzzer stopping flag
#   scripts/fuzz.sh 600 save action  # only some targets: protocol, action, save, scenario
#   FUZZ_BUILD_DIR=build-san scripts/fuzz.sh 30   # in a build directory configured already
#   scripts/fuzz.sh --fast 36000     # the long runs: no sanitizers (build-fuzz-fast), faster
# Prints per target the executions, executions a second and any finding (its input is kept
# as build-fuzz/findings/<target>-crash-*, -timeout-*, ...); exits non-zero on a finding.
# Inputs that found new coverage are kept in build-fuzz/corpus/<target> for the next run; a
# corpus grown past 3,000 inputs is first cut to the fewest that keep its coverage (-merge=1):
# every run starts by running its whole corpus once.
# Every run's figures are added to <build>/tally.tsv, and the totals per target since the
# tally began are printed: the executions of many runs, each starting from the corpus the
# last one left, add up.
# One job a target, one core each; FUZZ_JOBS=N runs N targets at once (default 1: the machine
# is shared). Two runs of one target at once are refused (a lock in the corpus directory); runs
# of different targets may go side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers="address,undefined"
default_build=build-fuzz
# An input that runs this long (wall clock) is a hang. The long runs go niced beside other work,
# where a target can be starved of the CPU for half a minute: there an input may take 120 s.
timeout=30
if [ "${1:-}" = --fast ]; then
  sanitizers=""
  default_build=build-fuzz-fast
  timeout=120
  shift
fi
stop=${1:--runs=10000000}
shift || true
[[ $stop =~ ^[0-9]+$ ]] && stop="-max_total_time=$stop"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(protocol action save scenario)
build=${FUZZ_BUILD_DIR:-$default_build}

# A build directory configured already (CI's sanitized build has GROGNARD_FUZZ on) is kept as
# it is, so its test suite and the fuzz targets share one compilation.
if ! grep -qs '^GROGNARD_FUZZ:BOOL=ON' "$build/CMakeCache.txt"; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DGROGNARD_FUZZ=ON -DGROGNARD_FUZZ_SANITIZERS="$sanitizers" -DGROGNARD_TESTS=OFF -DGROGNARD_BENCH=OFF -DGROGNARD_WERROR=ON \
    "${launcher[@]}" >/dev/null
fi
cmake --build "$build" -j "${FUZZ_BUILD_JOBS:-2}" --target fuzz
# The tree the targets were built from ("-dirty": with changes not committed), for the tally:
# HEAD may move on while a long run goes.
built_from=$(git describe --always --dirty --abbrev=7 2>/dev/null || echo unknown)

# Seeds are written per run, so runs of different targets can go side by side.
seeds="$build/seeds.$$"
trap 'rm -rf "$seeds"' EXIT
"$build/fuzz/fuzz_corpus" "$seeds"
mkdir -p "$build/findings"

# One target's run; its summary line goes to $seeds/summary-<target>, its verdict to the exit
# status.
run_target() {
  local t=$1 lock log inputs status runs speed verdict artifact
  mkdir -p "$build/corpus/$t"
  # One run a target at a time: two would share the log the figures are read from, and one's
  # corpus cut would replace the directory the other is writing to.
  exec {lock}>"$build/corpus/$t.lock"
  if ! flock -n "$lock"; then
    echo "== $t: another run of this target is using $build (its corpus and log); skipped" >&2
    return 1
  fi
  log="$build/fuzz-$t.log"
  inputs=$(find "$build/corpus/$t" -type f | wc -l)
  if [ "$inputs" -gt 3000 ]; then
    rm -rf "$build/corpus/$t.min"
    mkdir "$build/corpus/$t.min"
    "$build/fuzz/${t}_fuzz" -merge=1 -timeout=$timeout -rss_limit_mb=4096 "$build/corpus/$t.min" \
      "$build/corpus/$t" >"$build/merge-$t.log" 2>&1
    rm -rf "$build/corpus/$t"
    mv "$build/corpus/$t.min" "$build/corpus/$t"
    echo "== $t corpus cut from $inputs to $(find "$build/corpus/$t" -type f | wc -l) inputs"
  fi
  echo "== ${t}_fuzz $stop (log: $log)"
  status=0
  "$build/fuzz/${t}_fuzz" "$stop" -timeout=$timeout -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$build/findings/$t-" "$build/corpus/$t" "$seeds/$t" \
    >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  if [ "$status" -eq 0 ]; then
    verdict="no finding"
  else
    artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
    verdict="FINDING (exit $status): ${artifact:-see the log}"
    grep -m3 -E 'FUZZ FINDING|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error' \
      "$log" || true
  fi
  printf '%-10s %12s executions %8s exec/s  %s\n' "$t" "${runs:-?}" "${speed:-?}" "$verdict" \
    >"$seeds/summary-$t"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$t" "${runs:-0}" "${speed:-0}" \
    "$built_from" "$verdict" >>"$build/tally.tsv"
  exec {lock}>&-
  [ "$status" -eq 0 ]
}

# FUZZ_JOBS targets at a time (default 1: the machine is shared; CI runs two, one a core).
failed=0
running=0
for t in "${targets[@]}"; do
  if [ "$running" -ge "${FUZZ_JOBS:-1}" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
  run_target "$t" &
  running=$((running + 1))
done
for ((; running > 0; running--)); do wait -n || failed=1; done
for t in "${targets[@]}"; do cat "$seeds/summary-$t" 2>/dev/null || true; done
echo "== since the tally began ($build/tally.tsv: runs, executions, findings)"
awk -F'\t' '{ runs[$2]++; execs[$2] += $3; if ($6 !~ /^no finding/) found[$2]++ }
  END { for (t in runs) printf "%-10s %4d runs %14d executions %3d findings\n", t, runs[t], execs[t], found[t] }' \
  "$build/tally.tsv" | sort
exit "$failed"
