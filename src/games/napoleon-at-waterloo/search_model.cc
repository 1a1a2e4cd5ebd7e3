#include "games/napoleon-at-waterloo/search_model.h"

namespace grognard::naw {

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

}  // namespace grognard::naw
