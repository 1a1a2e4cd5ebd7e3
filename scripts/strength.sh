#!/usr/bin/env bash
# The computer players' strength tables (docs/ai.md, "Strength, measured"): from every seat of
# every game, a player against the same opponents as the heuristic faces, over the same seeds.
#   scripts/strength.sh                       # every seat: hard, heuristic, hard vs random
#   scripts/strength.sh --games 200 naw-french lga1-allied
#   scripts/strength.sh --list                # the seats and what plays them
#   scripts/strength.sh --match hard-vs-random lga1-french   # one of the three matches
#   scripts/strength.sh --adopt a23a7ace5c naw-allied         # shards of an older key, if alike
# Games are played in shards of 10 (`grognard balance --first-game K --games 10 --json`), each
# kept as its own file under bench/strength/<game>/<key>/, so a run stopped anywhere goes on
# where it stopped (commit the shards: the next session's machine starts empty), and the
# results of another version of the game are never mixed in: the key is a hash of the git trees
# the game's play depends on (the engine, the search, the codecs, the command line, the game's
# own folder and data), so work on the server or on another game leaves a game's finished
# shards standing. Each table is `grognard balance merge` of the shards: the very figures one run
# of all the games gives, winners and each number's mean with its 95% interval (the margin
# compared where a seat's outcome barely varies).
# Runs one game at a time (hard uses both cores); GROGNARD=path picks the binary.
# --adopt KEY: a change that moved the key without changing the play (a cleanup of the search, a
# comment) leaves the older key's shards valid. For each of the seat's matches it replays the
# older key's last shard with this binary and, only if the result is the same byte for byte,
# copies the shards it lacks to the current key; it plays nothing else.
set -euo pipefail
cd "$(dirname "$0")/.."
grognard=${GROGNARD:-build/grognard}
games=200
shard=10
list=0
only=""
adopt=""
seats=()
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --list) list=1; shift ;;
    --match) only=$2; shift 2 ;;
    --adopt) adopt=$2; shift 2 ;;
    *) seats+=("$1"); shift ;;
  esac
done

# seat name -> "game|scenario option|the seat's agent key|the other seats"
declare -A setups=(
  [naw-french]="napoleon-at-waterloo||french|allied=OPP"
  [naw-allied]="napoleon-at-waterloo||allied|french=OPP"
  [lga1-french]="la-grande-armee|--scenario 1-austrian-challenge|french|allied=OPP,neutral=heuristic"
  [lga1-allied]="la-grande-armee|--scenario 1-austrian-challenge|allied|french=OPP,neutral=heuristic"
  [sfc-central]="struggle-for-the-continent||central|entente=OPP,neutral=heuristic"
  [sfc-entente]="struggle-for-the-continent||entente|central=OPP,neutral=heuristic"
  [bka-german]="blitzkrieg-ardennes||german|allied=OPP"
  [bka-allied]="blitzkrieg-ardennes||allied|german=OPP"
  [db-fbr-union]="decisive-battles|--scenario first-bull-run|union|confederate=OPP"
  [db-fbr-confederate]="decisive-battles|--scenario first-bull-run|confederate|union=OPP"
  [db-shiloh-union]="decisive-battles|--scenario shiloh|union|confederate=OPP"
  [db-shiloh-confederate]="decisive-battles|--scenario shiloh|confederate|union=OPP"
)
order=(naw-french naw-allied lga1-french lga1-allied sfc-central sfc-entente bka-german bka-allied
       db-fbr-union db-fbr-confederate db-shiloh-union db-shiloh-confederate)
# player against opponent: the goal compares the first two and asks the third to win 98%.
matches=("hard heuristic" "heuristic heuristic" "hard random")
[ ${#seats[@]} -gt 0 ] || seats=("${order[@]}")
if [ -n "$only" ] && ! printf '%s\n' "${matches[@]/ /-vs-}" | grep -qx -- "$only"; then
  echo "unknown match '$only' (one of: ${matches[*]/ /-vs-})" >&2
  exit 2
fi

if [ "$list" = 1 ]; then
  for s in "${order[@]}"; do
    IFS='|' read -r game scenario seat others <<<"${setups[$s]}"
    echo "$s: $game $scenario, $seat=PLAYER,${others//OPP/OPPONENT}"
  done
  exit 0
fi

# What a game's play depends on; a change anywhere else (the server, the browser, another game)
# does not touch its results.
play_sources() {
  echo src/core src/ai src/io src/cli src/games/registry.cc "src/games/$1" "data/$1"
}
# The key of a game's results: the trees and files above, as committed.
play_key() {
  local path
  for path in $(play_sources "$1"); do git rev-parse "HEAD:$path"; done | git hash-object --stdin |
    cut -c1-10
}

echo "== $games games each, shards of $shard"
for s in "${seats[@]}"; do
  [ -n "${setups[$s]:-}" ] || { echo "unknown seat '$s' (see --list)" >&2; exit 2; }
  IFS='|' read -r game scenario seat others <<<"${setups[$s]}"
  # shellcheck disable=SC2046  # the paths are words
  git diff --quiet HEAD -- $(play_sources "$game") ||
    { echo "$game: its sources have changes not committed: commit them first" >&2; exit 2; }
  root="bench/strength/$game/$(play_key "$game")"
  mkdir -p "$root"
  echo "== $s: results under $root"
  for m in "${matches[@]}"; do
    read -r player opponent <<<"$m"
    [ -z "$only" ] || [ "$only" = "$player-vs-$opponent" ] || continue
    dir="$root/$s/$player-vs-$opponent"
    mkdir -p "$dir"
    agents="$seat=$player,${others//OPP/$opponent}"
    if [ -n "$adopt" ]; then
      old="bench/strength/$game/$adopt/$s/$player-vs-$opponent"
      shopt -s nullglob
      found=("$old"/shard-*.json)
      shopt -u nullglob
      [ ${#found[@]} -gt 0 ] || { echo "   $s $player vs $opponent: no shards under $adopt"; continue; }
      last=${found[-1]}
      k=$((10#$(basename "$last" .json | cut -d- -f2)))
      # shellcheck disable=SC2086  # the scenario option is two words or none
      "$grognard" balance "$game" $scenario --agents "$agents" --seed 1 --threads 1 \
        --first-game "$k" --games "$shard" --json >"$dir/replay.part"
      if cmp -s "$dir/replay.part" "$last"; then
        cp -n "${found[@]}" "$dir"/
        echo "   $s $player vs $opponent: games $k-$((k + shard - 1)) replay alike: adopted ${#found[@]} shards"
      else
        echo "   $s $player vs $opponent: games $k-$((k + shard - 1)) replay differently: nothing adopted" >&2
      fi
      rm -f "$dir/replay.part"
      continue
    fi
    for ((k = 0; k < games; k += shard)); do
      out="$dir/shard-$(printf '%05d' "$k").json"
      [ -s "$out" ] && continue
      # shellcheck disable=SC2086  # the scenario option is two words or none
      "$grognard" balance "$game" $scenario --agents "$agents" --seed 1 --threads 1 \
        --first-game "$k" --games "$shard" --json >"$out.part"
      mv "$out.part" "$out"
      echo "   $s $player vs $opponent: games $k-$((k + shard - 1)) done ($(date -u +%T))"
    done
    echo "== $s: $agents ($games games)"
    "$grognard" balance merge "$dir"/shard-*.json | sed -n '/^winner/,/^$/p;/^number/,$p'
  done
done
