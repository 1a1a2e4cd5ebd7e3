// The engine as a search uses it, for every game alike: random playouts on the typed State
// (list every legal action, pick one, apply it; no session, no log, no JSON), one position's
// legal_actions(), and the cost of cloning a position and applying one action to the copy.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/registry.h"
#include "core/rng.h"
#include "core/session.h"

namespace grognard::bench {

// The opening position of a scenario as the registry sets it up, as a typed State.
template <class S>
S opening(const GameEntry& entry, const json& scenario, uint64_t seed) {
  const auto session = entry.start(scenario, seed);
  const auto* typed = dynamic_cast<const TypedSession<S>*>(session.get());
  if (!typed) throw std::logic_error(entry.id + ": not a TypedSession of this State");
  return typed->state();
}

// Applies a legal action as a search does: no validation (the action came from
// legal_actions), no log, and no events made.
template <class S>
void apply_for_search(S& s, const typename S::Action& a) {
  s.do_apply(a, EventMode::kSkip);
}

// Whole random games on the typed State, a new seed each iteration. Reports the time of a
// game, and decisions per second (each one: legal_actions, a random pick, apply).
template <class S>
void random_playouts(benchmark::State& st, const GameEntry& entry, const json& scenario) {
  uint64_t seed = 1000;
  int64_t decisions = 0;
  for (auto _ : st) {
    st.PauseTiming();  // setting the game up is not a decision
    S s = opening<S>(entry, scenario, seed);
    Rng pick(seed + 7919);
    st.ResumeTiming();
    while (!s.over()) {
      const auto legal = s.legal_actions();
      apply_for_search(s, legal[pick.below(legal.size())]);
      ++decisions;
    }
    benchmark::DoNotOptimize(s.hash());
    ++seed;
  }
  st.counters["decisions"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
  st.counters["decisions_per_game"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kAvgIterations);
}

// Positions met in random games (seeds 1..3, every 5th decision), each with the action
// played there: a sample of what a search clones and applies.
template <class S>
std::vector<std::pair<S, typename S::Action>> sample_steps(const GameEntry& entry,
                                                           const json& scenario) {
  std::vector<std::pair<S, typename S::Action>> out;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    S s = opening<S>(entry, scenario, seed);
    Rng pick(seed);
    for (int n = 0; !s.over(); ++n) {
      const auto legal = s.legal_actions();
      const auto& a = legal[pick.below(legal.size())];
      if (n % 5 == 0) out.emplace_back(s, a);
      apply_for_search(s, a);
    }
  }
  return out;
}

// One legal_actions() an iteration, in one position; the number of actions as a counter.
template <class S>
void time_legal_actions(benchmark::State& st, const S& s) {
  size_t n = 0;
  for (auto _ : st) {
    const auto legal = s.legal_actions();
    n = legal.size();
    benchmark::DoNotOptimize(legal.data());
  }
  st.counters["actions"] = static_cast<double>(n);
}

// One iteration: copy a sampled position and apply its action to the copy.
template <class S>
void clone_and_apply(benchmark::State& st, const GameEntry& entry, const json& scenario) {
  const auto steps = sample_steps<S>(entry, scenario);
  size_t i = 0;
  for (auto _ : st) {
    S copy = steps[i].first;
    apply_for_search(copy, steps[i].second);
    benchmark::DoNotOptimize(copy);
    if (++i == steps.size()) i = 0;
  }
  st.counters["positions"] = static_cast<double>(steps.size());
}

}  // namespace grognard::bench
