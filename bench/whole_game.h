// Whole computer-played games as a benchmark: one game per iteration, played through the
// registry exactly as `grognard selfplay GAME --seed N --agents ...` plays it, a new seed each
// time. Reports games/s (items_per_second), decisions/s and the mean actions per game.
#pragma once

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "core/registry.h"

namespace grognard::bench {

inline void whole_games(benchmark::State& st, const GameEntry& entry, const json& scenario,
                        const std::vector<std::string>& agents) {
  uint64_t seed = 1000;
  int64_t actions = 0;
  for (auto _ : st) {
    auto session = entry.start(scenario, seed);
    actions += entry.play_out(*session, agents, seed, nullptr, nullptr);
    ++seed;
  }
  st.SetItemsProcessed(st.iterations());
  st.counters["decisions"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  st.counters["actions_per_game"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kAvgIterations);
}

}  // namespace grognard::bench
