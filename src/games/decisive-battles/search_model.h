// Decisive Battles for the search player (src/ai): a world is the seat's view with dice of its
// own (the enemy units it has not sighted are left out); positions are judged by the victory
// points the sides would have were the battle to end now.
#pragma once

#include "ai/search_model.h"
#include "games/decisive-battles/heuristic_agent.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {

class SearchModel : public ai::PlayerGuidedModel<State, HeuristicAgent> {
 public:
  double evaluate(const State& state, int seat) const override;
  uint64_t turn_key(const State& state) const override;
};

}  // namespace grognard::decisive
