#include "games/decisive-battles/search_model.h"

#include <algorithm>
#include <optional>

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

namespace {

// The unit an order is for, if it is for one.
std::optional<UnitId> subject(const Action& a) {
  if (const auto* o = std::get_if<OrderBrigade>(&a)) return o->brigade;
  if (const auto* c = std::get_if<CommandHq>(&a)) return c->hq;
  return std::nullopt;
}

}  // namespace

void SearchModel::order(const State& state, std::vector<Action>& legal, Rng& rng) const {
  ai::PlayerGuidedModel<State, HeuristicAgent>::order(state, legal, rng);
  if (legal.size() < 2) return;
  // After the heuristic's choice (first), in turn: ending the orders, then the chosen unit's
  // other orders; the rest stay as drawn.
  const std::optional<UnitId> unit = subject(legal.front());
  auto rank = [&](const Action& a) {
    if (std::holds_alternative<EndOrders>(a)) return 0;
    return unit && subject(a) == unit ? 1 : 2;
  };
  const auto rest = std::stable_partition(legal.begin() + 1, legal.end(),
                                          [&](const Action& a) { return rank(a) == 0; });
  std::stable_partition(rest, legal.end(), [&](const Action& a) { return rank(a) == 1; });
}

std::unique_ptr<Agent<State>> SearchModel::player(int style, uint64_t seed) const {
  return std::make_unique<HeuristicAgent>(seed, decisive::styles().at(static_cast<size_t>(style)));
}

uint64_t SearchModel::turn_key(const State& state) const {
  return static_cast<uint64_t>(state.turn()) * kSides + state.to_move().value_or(0);
}

}  // namespace grognard::decisive
