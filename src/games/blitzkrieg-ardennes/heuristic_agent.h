// A computer player for either side of Blitzkrieg at the Ardennes, on its seat's view. The
// Germans drive for Antwerp, Liège, the major cities, the Allied dumps and the bridges on the
// way, keep the units that hold an objective where they are, and attack at the best odds
// they are offered; the Allies hold their ground, fall back from bad odds, blow the bridges the
// Germans are coming to, and hit the strongest German units from the air (the book's HINTS).
#pragma once

#include <vector>

#include "core/agent.h"
#include "core/rng.h"
#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

class HeuristicAgent : public Agent<State> {
 public:
  explicit HeuristicAgent(uint64_t seed) : rng_(seed) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  Rng rng_;
};

// How much the German side wants each hex: the objectives' weights less the hexes to them
// (core/pull_field.h). Exposed for tests.
std::vector<int> german_pull(const State& view);

}  // namespace grognard::bka
