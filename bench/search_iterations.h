// The search player's own speed, for every game alike: iterations a second of one thread
// deciding the opening move of a scenario (each iteration draws a world, walks the tree, adds a
// node and judges it). A new player each time, so no tree is kept between timings.
#pragma once

#include <benchmark/benchmark.h>

#include <memory>

#include "ai/ismcts.h"
#include "playout.h"

namespace grognard::bench {

template <class S, class Model>
void search_iterations(benchmark::State& st, const GameEntry& entry, const json& scenario) {
  const S opening_position = opening<S>(entry, scenario, 1000);
  const int seat = *opening_position.to_move();
  const S view = opening_position.view_for(seat);
  const auto legal = view.legal_actions();
  const auto model = std::make_shared<const Model>();
  ai::SearchOptions options;
  options.iterations = static_cast<int>(st.range(0));
  int64_t iterations = 0;
  uint64_t seed = 1;
  for (auto _ : st) {
    ai::IsmctsAgent<S> player(model, options, seed++);
    benchmark::DoNotOptimize(player.choose(view, legal));
    iterations += player.last_iterations();
  }
  st.counters["iterations"] =
      benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}

}  // namespace grognard::bench
