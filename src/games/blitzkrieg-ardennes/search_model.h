// Blitzkrieg at the Ardennes for the search player (src/ai): a world is a whole game the seat's
// view could be (State::sampled_world: the units it cannot see put where they would be hidden,
// the uncertain strengths taken as shown); positions are judged by the German rating
// (docs/blitzkrieg-ardennes.md, "Rating").
#pragma once

#include "ai/search_model.h"
#include "games/blitzkrieg-ardennes/heuristic_agent.h"
#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

class SearchModel : public ai::PlayerGuidedModel<State, HeuristicAgent> {
 public:
  State sample(const State& view, int seat, uint64_t seed) const override;
  double evaluate(const State& state, int seat) const override;
  void order(const State& state, std::vector<Action>& legal, Rng& rng) const override;
  uint64_t turn_key(const State& state) const override;
  int styles() const override { return static_cast<int>(bka::styles().size()); }
  // The styles are the Allies' own: the Germans play alike in all of them.
  int seat_styles(int seat) const override {
    return seat == index_of(Side::kAllied) ? styles() : 1;
  }
  std::unique_ptr<Agent<State>> player(int style, uint64_t seed) const override;
};

}  // namespace grognard::bka
