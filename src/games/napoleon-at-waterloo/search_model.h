// Napoleon at Waterloo for the search player (src/ai): no unit is hidden, so a world is the
// view with dice of its own; positions are judged by the victory conditions as they stand.
#pragma once

#include "ai/search_model.h"
#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

class SearchModel : public ai::SearchModel<State> {
 public:
  State sample(const State& view, int seat, uint64_t seed) const override;
  double evaluate(const State& state, int seat) const override;
  void order(const State& state, std::vector<Action>& legal, Rng& rng) const override;
};

}  // namespace grognard::naw
