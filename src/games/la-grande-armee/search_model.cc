#include "games/la-grande-armee/search_model.h"

namespace grognard::lga {

namespace {

// A side's victory level with the way to the next one as a fraction (LGA 5.2): 2.5 is half-way
// from TD to TV. A side without thresholds stands at 0.
double level_reached(const State& s, Side side) {
  const auto& t = s.game().thresholds(side);
  if (!t) return 0;
  const int vp = s.victory_points(side);
  const int level = *s.victory_level(side);
  if (level >= 5) return 5;
  const int from = level == 0 ? std::min(0, (*t)[0]) : (*t)[level - 1];
  const int to = (*t)[level];
  return level + (to > from ? static_cast<double>(vp - from) / (to - from) : 0.0);
}

}  // namespace

State SearchModel::sample(const State& view, int, uint64_t seed) const {
  return view.sampled_world(seed);
}

double SearchModel::evaluate(const State& s, int seat) const {
  double position = 0.5;
  if (seat != index_of(Side::kNeutral)) {
    // The higher level of victory wins (LGA 5.2).
    const double french =
        ai::logistic(1.2 * (level_reached(s, Side::kFrench) - level_reached(s, Side::kAllied)));
    position = seat == index_of(Side::kFrench) ? french : 1.0 - french;
  }
  return s.over() ? ai::result_with_margin(ai::finished_value(s, seat), position) : position;
}

std::unique_ptr<Agent<State>> SearchModel::player(int style, uint64_t seed) const {
  return std::make_unique<HeuristicAgent>(seed, lga::styles().at(static_cast<size_t>(style)));
}

uint64_t SearchModel::turn_key(const State& s) const {
  return static_cast<uint64_t>(s.date().index()) * 2 + static_cast<uint64_t>(index_of(s.player()));
}

}  // namespace grognard::lga
