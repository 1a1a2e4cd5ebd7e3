// Many seeded games of one scenario between computer players, summed up: what a scenario
// designer or an analyst reads to judge a scenario's balance (`grognard balance`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/registry.h"

namespace grognard {

struct BalanceRun {
  json scenario;
  std::vector<std::string> agents;  // one per seat
  uint64_t first_seed = 1;          // games use first_seed, first_seed + 1, ...
  int games = 100;
  int threads = 1;
};

// Each game's result (the session's `result()` plus `seed`, `actions` and `hash`), in seed
// order whatever the number of threads. Throws DataError for a bad scenario or agent.
std::vector<json> play_games(const GameEntry& game, const BalanceRun& run);

// Every string (or null) field of the results counted by value ("winner": {"allied": 61,
// "french": 39}) and every number summed up as mean, min and max ("french.vp"); nested
// fields are named with dots.
json summarize_results(const std::vector<json>& results);

}  // namespace grognard
