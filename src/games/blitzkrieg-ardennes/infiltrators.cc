// Infiltrators: recognition by table 3 and the diversion of enemy units that meet one
// unrecognised (the seed's paragraph headed VOLKSWERFERS, which describes them; SOURCES.md 1).
#include <fmt/format.h>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

std::optional<UnitId> State::infiltrator_near(HexId h, Side mover, bool or_beside) const {
  auto in = [&](HexId at) -> std::optional<UnitId> {
    const int enemy = index_of(enemy_of(mover));
    if (stacked_[enemy][at.value] == fighting_[enemy][at.value]) return std::nullopt;
    for (UnitId u : units_in(at))
      if (def(u).side != mover && def(u).cls == UnitClass::kInfiltrator) return u;
    return std::nullopt;
  };
  std::optional<UnitId> found = in(h);
  if (!found && or_beside)
    game_->board().for_each_neighbour(h, [&](HexId n, Direction) {
      if (!found) found = in(n);
    });
  return found;
}

bool State::recognise(UnitId infiltrator, EventSink& ev) {
  const UnitDef& d = def(infiltrator);
  const int roll = rng_.roll(kDieSides).value;
  const int turns = std::max(1, units_[infiltrator.value].turns_there);
  const bool recognised = game_->tables().infiltrator_recognised(roll, turns);
  ev.add([&] {
    json e{{"type", recognised ? "infiltrator_recognised" : "infiltrator_unrecognised"},
           {"unit", d.id},
           {"side", side_name(d.side)},
           {"turns_there", turns},
           {"roll", roll}};
    if (recognised)
      e["hex"] = game_->board().label_text(units_[infiltrator.value].hex);
    else
      e["private"] = true;  // the enemy never learns of an infiltrator it did not recognise
    return e;
  });
  if (recognised) eliminate(infiltrator, ev);
  return recognised;
}

std::optional<HexId> State::meet_infiltrators(UnitId u, std::vector<HexId>& path, EventSink& ev) {
  const Side side = def(u).side;
  // "At any time the Allies attempt to collect one of their units from a hex containing an
  // infiltrator the die is again rolled."
  std::optional<UnitId> met = infiltrator_near(units_[u.value].hex, side, false);
  if (!met) {
    // "If an Allied unit wants to move from point 'A' to point 'B', and the only way to get
    // there would be to pass by an infiltrator, the recognition table must be consulted."
    for (size_t i = 1; i < path.size() && !met; ++i) met = infiltrator_near(path[i], side, true);
    if (!met) return std::nullopt;
    ReachableSet around;
    reachable(u, around, true);
    if (around.reached(path.back())) {
      path = around.path_to(path.back());
      return std::nullopt;
    }
  }
  if (recognise(*met, ev)) return std::nullopt;
  // "If not recognised, the Allied unit is diverted at random into an area of three hex radius
  // from the infiltrator and immobilized for the remainder of the Allied turn."
  const HexBoard& board = game_->board();
  const HexId centre = units_[met->value].hex;
  std::vector<HexId> area;
  for (int i = 0; i < board.size(); ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    if (board.distance(centre, h) <= kDiversionRadius && can_stop(u, h) && !has_enemy(h, side))
      area.push_back(h);
  }
  const HexId to =
      area.empty() ? units_[u.value].hex : area[rng_.roll(static_cast<int>(area.size())).value - 1];
  units_[u.value].immobilized = true;
  ev.add([&] {
    return json{{"type", "diverted"},
                {"unit", def(u).id},
                {"side", side_name(side)},
                {"to", board.label_text(to)}};
  });
  return to;
}

void State::infiltrators_stay(EventSink& ev) {
  // "rolled again at the end of each succeeding turn they remain there"
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (units_[i].where != Where::kOnMap || def(u).cls != UnitClass::kInfiltrator) continue;
    ++units_[i].turns_there;
    if (has_enemy(units_[i].hex, def(u).side)) recognise(u, ev);
  }
}

}  // namespace grognard::bka
