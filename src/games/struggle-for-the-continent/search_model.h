// Struggle for the Continent for the search player (src/ai): every seat sees the whole state,
// so a world is the view with dice of its own; positions are judged by the score an
// unfinished game has (provinces held, capitals counting three: SOURCES.md, "Unfinished games").
#pragma once

#include "ai/search_model.h"
#include "games/struggle-for-the-continent/heuristic_agent.h"
#include "games/struggle-for-the-continent/state.h"

namespace grognard::sfc {

class SearchModel : public ai::PlayerGuidedModel<State, HeuristicAgent> {
 public:
  double evaluate(const State& state, int seat) const override;
  uint64_t turn_key(const State& state) const override;
  int styles() const override { return static_cast<int>(sfc::styles().size()); }
  std::unique_ptr<Agent<State>> player(int style, uint64_t seed) const override;
};

}  // namespace grognard::sfc
