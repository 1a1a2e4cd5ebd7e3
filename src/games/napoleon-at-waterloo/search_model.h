// Napoleon at Waterloo for the search player (src/ai): no unit is hidden, so a world is the
// view with dice of its own; positions are judged by the victory conditions as they stand; the
// plan search chooses among the heuristic player's styles.
#pragma once

#include "ai/search_model.h"
#include "games/napoleon-at-waterloo/heuristic_agent.h"
#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

class SearchModel : public ai::PlayerGuidedModel<State, HeuristicAgent> {
 public:
  double evaluate(const State& state, int seat) const override;
  int styles() const override { return static_cast<int>(naw::styles().size()); }
  std::unique_ptr<Agent<State>> player(int style, uint64_t seed) const override;
  uint64_t turn_key(const State& state) const override;
};

}  // namespace grognard::naw
