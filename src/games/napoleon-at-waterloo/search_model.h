// Napoleon at Waterloo for the search player (src/ai): no unit is hidden, so a world is the
// view with dice of its own; positions are judged by the victory conditions as they stand.
#pragma once

#include "ai/search_model.h"
#include "games/napoleon-at-waterloo/heuristic_agent.h"
#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

class SearchModel : public ai::PlayerGuidedModel<State, HeuristicAgent> {
 public:
  double evaluate(const State& state, int seat) const override;
};

}  // namespace grognard::naw
