#include "games/napoleon-at-waterloo/search_model.h"

namespace grognard::naw {

double SearchModel::evaluate(const State& s, int seat) const {
  // The levels the victory conditions would give now (NAW "How the Game is Won"), the
  // strength each side has destroyed, and the French march to the north edge.
  const VictoryFacts facts{s.losses(Side::kFrench), s.losses(Side::kAllied),
                           s.exited_combat_units(), s.napoleon_exited(),
                           s.napoleon_eliminated(), s.demoralized()};
  const VictoryLevels levels = judge(facts, s.game().victory());
  const double french = ai::logistic(
      0.8 * levels.net() + (facts.allied_losses - facts.french_losses) / 25.0 + 0.1 * facts.exited);
  const double position = seat == index_of(Side::kFrench) ? french : 1.0 - french;
  return s.over() ? ai::result_with_margin(ai::finished_value(s, seat), position) : position;
}

std::unique_ptr<Agent<State>> SearchModel::player(int style, uint64_t seed) const {
  return std::make_unique<HeuristicAgent>(seed, naw::styles().at(static_cast<size_t>(style)));
}

uint64_t SearchModel::turn_key(const State& s) const {
  return static_cast<uint64_t>(s.turn()) * 2 + static_cast<uint64_t>(index_of(s.phasing()));
}

}  // namespace grognard::naw
