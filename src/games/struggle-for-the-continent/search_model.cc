#include "games/struggle-for-the-continent/search_model.h"

namespace grognard::sfc {

double SearchModel::evaluate(const State& s, int seat) const {
  const int team = s.team_of(NationId{static_cast<uint8_t>(seat)});
  double position = 0.5;
  if (team == 0 || team == 1) {
    // The lead as a share of the points on the board: a lead of a fifth of them is worth about
    // two games in three. (A plain difference over a fixed scale saturated: the 1914 opening is
    // 33 to 60, which read 0.01 for the Central Powers, and a province taken moved that by
    // 0.004, so the search could tell no move from another.)
    const int mine = s.score(team), theirs = s.score(1 - team);
    if (mine + theirs > 0) position = ai::logistic(4.0 * (mine - theirs) / (mine + theirs));
  }
  return s.over() ? ai::result_with_margin(ai::finished_value(s, seat), position) : position;
}

uint64_t SearchModel::turn_key(const State& s) const {
  return (static_cast<uint64_t>(s.round()) * 4 + static_cast<uint64_t>(s.team())) * 256 +
         s.nation_to_move().value;
}

std::unique_ptr<Agent<State>> SearchModel::player(int style, uint64_t seed) const {
  return std::make_unique<HeuristicAgent>(seed, sfc::styles().at(static_cast<size_t>(style)));
}

}  // namespace grognard::sfc
