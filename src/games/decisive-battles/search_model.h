// Decisive Battles for the search player (src/ai): a world is a whole battle the seat's view
// could be (State::sampled_world: the enemy it has not sighted put where it would not be seen);
// positions are judged by the victory points the sides would have were the battle to end now;
// the plan search chooses among the commander's styles. Moves are tried in the heuristic's
// order, then ending the orders (every unit on its own commander's judgement), then the other
// orders for the unit the heuristic chose to order: the choices that matter come before the
// hundreds of hexes the army HQ could go to.
#pragma once

#include "ai/search_model.h"
#include "games/decisive-battles/heuristic_agent.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {

class SearchModel : public ai::PlayerGuidedModel<State, HeuristicAgent> {
 public:
  State sample(const State& view, int seat, uint64_t seed) const override;
  double evaluate(const State& state, int seat) const override;
  void order(const State& state, std::vector<Action>& legal, Rng& rng) const override;
  bool ranks_moves() const override { return true; }
  int styles() const override { return static_cast<int>(decisive::styles().size()); }
  std::unique_ptr<Agent<State>> player(int style, uint64_t seed) const override;
  uint64_t turn_key(const State& state) const override;
};

}  // namespace grognard::decisive
