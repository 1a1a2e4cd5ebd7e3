// La Grande Armée for the search player (src/ai): a world places the units the seat cannot see
// (State::sampled_world); positions are judged by the victory points each side holds against
// the levels its scenario sets (LGA 5.2).
#pragma once

#include "ai/search_model.h"
#include "games/la-grande-armee/heuristic_agent.h"
#include "games/la-grande-armee/state.h"

namespace grognard::lga {

class SearchModel : public ai::PlayerGuidedModel<State, HeuristicAgent> {
 public:
  State sample(const State& view, int seat, uint64_t seed) const override;
  double evaluate(const State& state, int seat) const override;
  uint64_t turn_key(const State& state) const override;
  int styles() const override { return static_cast<int>(lga::styles().size()); }
  std::unique_ptr<Agent<State>> player(int style, uint64_t seed) const override;
};

}  // namespace grognard::lga
