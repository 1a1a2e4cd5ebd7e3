// A computer player for any of the three seats that pursues victory points: it rallies
// its shaken units and builds in its capitals, marches on the enemy's cities while keeping
// its own held and its units in supply, attacks when the modifiers favour it, and as the
// defender reinforces the area under attack or withdraws units that cannot stand.
#pragma once

#include "core/agent.h"
#include "games/la-grande-armee/state.h"

namespace grognard::lga {

class HeuristicAgent : public Agent<State> {
 public:
  explicit HeuristicAgent(uint64_t seed) : rng_(seed) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  Action choose_build(const State& view, const std::vector<Action>& legal);
  Action choose_movement(const State& view, const std::vector<Action>& legal);
  Action choose_defense(const State& view, const std::vector<Action>& legal);
  Rng rng_;
};

// The expected morale swing of an attack (defender's loss minus attacker's), over the six
// faces of the die: what the agent weighs, exposed for tests.
double expected_swing(int total_modifier);

}  // namespace grognard::lga
