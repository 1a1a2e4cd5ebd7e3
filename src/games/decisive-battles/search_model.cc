#include "games/decisive-battles/search_model.h"

namespace grognard::decisive {

State SearchModel::sample(const State& view, int, uint64_t seed) const {
  return view.sampled_world(seed);
}

double SearchModel::evaluate(const State& state, int seat) const {
  const auto vp = state.victory_points(true);
  // Ten points' lead is about three chances in four.
  const double lead = static_cast<double>(vp[seat] - vp[1 - seat]) / 10.0;
  const double position = ai::logistic(lead);
  if (state.over()) return ai::result_with_margin(ai::finished_value(state, seat), position);
  return position;
}

std::unique_ptr<Agent<State>> SearchModel::player(int style, uint64_t seed) const {
  return std::make_unique<HeuristicAgent>(seed, decisive::styles().at(static_cast<size_t>(style)));
}

uint64_t SearchModel::turn_key(const State& state) const {
  return static_cast<uint64_t>(state.turn()) * kSides + state.to_move().value_or(0);
}

}  // namespace grognard::decisive
