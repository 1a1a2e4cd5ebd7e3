#include "games/napoleon-at-waterloo/search_model.h"

#include "games/napoleon-at-waterloo/heuristic_agent.h"

namespace grognard::naw {

State SearchModel::sample(const State& view, int, uint64_t seed) const {
  return ai::with_fresh_dice(view, seed);
}

double SearchModel::evaluate(const State& s, int seat) const {
  if (s.over()) return ai::finished_value(s, seat);
  // The levels the victory conditions would give now (NAW "How the Game is Won"), the
  // strength each side has destroyed, and the French march to the north edge.
  const VictoryFacts facts{s.losses(Side::kFrench), s.losses(Side::kAllied),
                           s.exited_combat_units(), s.napoleon_exited(),
                           s.napoleon_eliminated(), s.demoralized()};
  const VictoryLevels levels = judge(facts, s.game().victory());
  const double french = ai::logistic(
      0.8 * levels.net() + (facts.allied_losses - facts.french_losses) / 25.0 + 0.1 * facts.exited);
  return seat == index_of(Side::kFrench) ? french : 1.0 - french;
}

void SearchModel::order(const State& state, std::vector<Action>& legal, Rng& rng) const {
  HeuristicAgent player(rng.below(UINT64_MAX));
  ai::player_choice_first(state, legal, player, rng);
}

}  // namespace grognard::naw
