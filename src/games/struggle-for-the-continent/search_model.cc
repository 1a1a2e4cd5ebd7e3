#include "games/struggle-for-the-continent/search_model.h"

namespace grognard::sfc {

double SearchModel::evaluate(const State& s, int seat) const {
  if (s.over()) return ai::finished_value(s, seat);
  const int team = s.team_of(NationId{static_cast<uint8_t>(seat)});
  if (team != 0 && team != 1) return 0.5;
  // A lead of eight points (a capital and a few provinces) is worth about three games in four.
  return ai::logistic((s.score(team) - s.score(1 - team)) / 6.0);
}

}  // namespace grognard::sfc
