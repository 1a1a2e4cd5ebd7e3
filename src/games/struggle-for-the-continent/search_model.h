// Struggle for the Continent for the search player (src/ai): every seat sees the whole state,
// so a world is the view with dice of its own; positions are judged by the score an
// unfinished game has (provinces held, capitals counting three: SOURCES.md, "Unfinished games").
#pragma once

#include "ai/search_model.h"
#include "games/struggle-for-the-continent/state.h"

namespace grognard::sfc {

class SearchModel : public ai::SearchModel<State> {
 public:
  State sample(const State& view, int seat, uint64_t seed) const override;
  double evaluate(const State& state, int seat) const override;
  void order(const State& state, std::vector<Action>& legal, Rng& rng) const override;
};

}  // namespace grognard::sfc
