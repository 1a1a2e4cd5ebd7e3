// Many seeded games of one scenario between computer players: what a scenario designer or an
// analyst plays to judge a scenario's balance (`grognard balance`, the server's balance jobs).
// Game k of a run (from 0) is seeded first_seed + k wherever it is played, so a run can be
// cut into shards (first_game, games) that add up to it exactly (core/balance_summary.h).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/registry.h"

namespace grognard {

struct BalanceRun {
  json scenario;
  std::vector<std::string> agents;  // one per seat
  uint64_t first_seed = 1;          // game k uses first_seed + k
  int games = 100;
  int threads = 1;
  int64_t first_game = 0;  // the shard's first game: k = first_game, ..., first_game + games - 1
};

// What a caller watching a run may see and do while it plays.
struct BalanceWatch {
  // After each game, with how many of the run are done; calls never overlap.
  std::function<void(int done)> on_game_done;
  // Set (from any thread) to stop the run after the actions being played; play_games then
  // throws BalanceCancelled.
  const std::atomic<bool>* cancel = nullptr;
};

struct BalanceCancelled : std::runtime_error {
  BalanceCancelled() : std::runtime_error("balance run cancelled") {}
};

inline uint64_t seed_of_game(const BalanceRun& run, int64_t game) {
  return run.first_seed + static_cast<uint64_t>(game);
}

// Each game's result (the session's `result()` plus `seed`, `actions` and `hash`), in game
// order whatever the number of threads. Throws DataError for a bad scenario or agent.
std::vector<json> play_games(const GameEntry& game, const BalanceRun& run,
                             const BalanceWatch& watch = {});

}  // namespace grognard
