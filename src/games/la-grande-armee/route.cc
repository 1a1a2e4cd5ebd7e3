// Why a unit cannot get to an area beyond the next one this season (LGA 2.3, 2.5, 3.2, 5.6,
// 5.61): a move is one step, so the step's own refusal ("not next to") says nothing of the
// way there. The answer looks at every way at once with the search that lights the reachable
// areas, on the same state, so a seat's view answers only from what that seat sees.
#include <fmt/format.h>

#include "games/la-grande-armee/state.h"

namespace grognard::lga {

bool State::refused_as_not_next(const Move& m, const RuleViolation& refusal) const {
  if (m.unit.value >= units_.size() || !on_map(m.unit)) return false;
  if (entry_bar(m.unit, unit(m.unit).hex, m.to) != EntryBar::kNotNext) return false;
  const auto step = step_violation(m.unit, m.to);
  return step && step->rule == refusal.rule && step->reason == refusal.reason;
}

std::optional<RuleViolation> State::route_violation(UnitId u, HexId to) const {
  // A fleet's voyage is not the land search's to judge: the step's own refusal stands.
  if (at_sea(u)) return std::nullopt;
  const Game& g = *game_;
  const HexBoard& board = g.board();
  const std::string place = board.label_text(to);
  const std::string& id = def(u).id;

  // The area itself, whatever the way: prohibited, neutral, the Hinterland, the sea (LGA 2.x).
  std::optional<RuleViolation> barred;
  board.for_each_neighbour(to, [&](HexId next, Direction) {
    if (!barred && entry_bar(u, next, to) != EntryBar::kNotNext)
      barred = entry_violation(u, next, to);
  });
  if (barred) return barred;

  const auto enemy = enemy_of(side_of(u));
  const bool enemy_held = enemy && has_units_of(to, *enemy);
  // As far as the unit could go with moves to spare: a step costs at most 3 (LGA 2.3, 3.2).
  ReachableSet far;
  reachable(u, far, 3 * board.size());
  const int moves = unit(u).moves;
  if (enemy_held) {
    // LGA 5.6: an attack is a move into the enemy's area, so from one beside it.
    std::optional<int> cheapest;
    board.for_each_neighbour(to, [&](HexId next, Direction) {
      if (const auto c = far.cost(next); c && (!cheapest || *c < *cheapest)) cheapest = c;
    });
    if (cheapest && *cheapest < moves) return std::nullopt;  // a march and an attack do it
    return RuleViolation{
        "LGA 5.6",
        cheapest ? fmt::format("{} is held by the enemy: an attack is made from an area beside "
                               "it, and reaching one costs {} moves; {} has {}",
                               place, *cheapest, id, moves)
                 : fmt::format("{} is held by the enemy, and every way to an area beside it is "
                               "blocked by enemy-held areas or areas {} may not enter",
                               place, id)};
  }
  const auto cost = far.cost(to);
  if (!cost)
    return RuleViolation{"LGA 5.61", fmt::format("no way leads {} to {}: every route is blocked "
                                                 "by enemy-held areas or areas it may not enter",
                                                 id, place)};
  for (HexId h : far.path_to(to))
    if (!g.area(h).land())
      return RuleViolation{"LGA 2.3", fmt::format("the way to {} goes by sea, and boarding or "
                                                  "landing takes every move left",
                                                  place)};
  if (*cost <= moves) return std::nullopt;
  return RuleViolation{"LGA 2.3", fmt::format("reaching {} costs {} moves by the cheapest way "
                                              "(terrain and zones of control, LGA 3.2); {} has {}",
                                              place, *cost, id, moves)};
}

}  // namespace grognard::lga
