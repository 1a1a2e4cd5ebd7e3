// What a side can see of the other under the revised rules: hidden units in forest and
// mountain, infiltrators, and what meeting an unseen unit does (BKA Revised rules, HIDDEN
// UNITS, MOVEMENT, INFILTRATORS).
#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

bool State::concealed(HexId h, Side viewer) const {
  if (fogged_ || !game_->may_hide(h) || searched_[index_of(viewer)][h.value]) return false;
  // "invisible unless ... next to an enemy unit": any unit of the viewer's beside or in it.
  if (stacked_[index_of(viewer)][h.value] > 0) return false;
  bool beside = false;
  game_->board().for_each_neighbour(
      h, [&](HexId n, Direction) { beside = beside || stacked_[index_of(viewer)][n.value] > 0; });
  return !beside;
}

bool State::next_to_known_enemy(HexId h, Side side) const {
  if (!next_to_enemy(h, side)) return false;
  if (fogged_ || !game_->revisions().hidden_units) return true;
  const auto& enemy = fighting_[index_of(enemy_of(side))];
  bool known = false;
  game_->board().for_each_neighbour(
      h, [&](HexId n, Direction) { known = known || (enemy[n.value] > 0 && !concealed(n, side)); });
  return known;
}

bool State::hidden_from(UnitId u, Side viewer) const {
  const UnitDef& d = def(u);
  if (d.side == viewer || units_[u.value].where != Where::kOnMap) return false;
  if (d.cls == UnitClass::kInfiltrator && game_->revisions().infiltrators_always_invisible)
    return true;
  return concealed(units_[u.value].hex, viewer);
}

HexId State::walk(UnitId u, const std::vector<HexId>& path, EventSink& ev) {
  const UnitDef& d = def(u);
  if (path.size() < 2 || d.cls == UnitClass::kInfiltrator) return path.back();
  // Infiltrators stop no one; every other enemy unit does, seen or not.
  for (size_t i = 1; i < path.size(); ++i) {
    const HexId at = path[i];
    if (!next_to_enemy(at, d.side) || next_to_known_enemy(at, d.side)) continue;
    // "If an advancing unit encounters a hidden enemy, he must stop there" "and may not move".
    units_[u.value].immobilized = true;
    ev.add([&] {
      return json{{"type", "met_hidden"},
                  {"unit", d.id},
                  {"side", side_name(d.side)},
                  {"hex", game_->board().label_text(at)}};
    });
    return at;
  }
  return path.back();
}

}  // namespace grognard::bka
