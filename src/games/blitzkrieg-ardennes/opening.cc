// A scenario's "position" (docs/scenarios.md): the German deployment done, the turn and the side
// that begins it, where each unit stands and at what strength, the units lost and the bridges
// blown, each checked against the rules.
#include <fmt/format.h>

#include <map>
#include <set>

#include "games/blitzkrieg-ardennes/game.h"
#include "games/blitzkrieg-ardennes/state.h"
#include "io/hex_json.h"
#include "io/scenario_position.h"

namespace grognard::bka {

void Game::load_position(const json& s) {
  const json* p = scenario_position(s, {"turn", "side", "units", "eliminated", "bridges_down"});
  if (!p) return;
  const std::string& where = kPositionWhere;
  Opening o;
  if (p->contains("turn")) o.turn = read_turn((*p)["turn"], where_in(where, "turn"));
  if (p->contains("side"))
    o.side =
        read_name((*p)["side"], where_in(where, "side"), parse_side, "\"german\" or \"allied\"");
  auto find = [&](const std::string& id) { return find_unit(id); };
  if (p->contains("eliminated")) o.eliminated = read_unit_ids(*p, "eliminated", where, find);
  std::set<uint16_t> gone;
  for (UnitId u : o.eliminated) gone.insert(u.value);

  // Every unit listed is on the map; a German unit of the starting zones that is not listed
  // stands at its historical hex, and an Ally already deployed at its own.
  std::map<uint16_t, Opening::Placed> placed;
  const std::string uw = where_in(where, "units");
  if (p->contains("units")) {
    const json& units = get_array(*p, "units", where);
    for (size_t i = 0; i < units.size(); ++i) {
      const std::string w = where_at(uw, i);
      reject_unknown_keys(units[i], {"unit", "hex", "strength"}, w);
      const std::string id = get_string(units[i], "unit", w);
      const auto u = find_unit(id);
      if (!u)
        throw DataError(where_in(w, "unit"), fmt::format("no unit '{}' in this scenario", id));
      const UnitDef& d = unit(*u);
      if (placed.count(u->value))
        throw DataError(where_in(w, "unit"), fmt::format("'{}' is listed twice", id));
      if (gone.count(u->value))
        throw DataError(where_in(w, "unit"), fmt::format("'{}' is also eliminated", id));
      if (d.entry == Entry::kReinforcement && d.arrives > o.turn)
        throw DataError(where_in(w, "unit"),
                        fmt::format("'{}' arrives on {}, after the position's turn", id,
                                    turn_label_text(turn_label(d.arrives))));
      const HexId h = read_hex_label(board_, field(units[i], "hex", w), where_in(w, "hex"));
      const int strength = units[i].contains("strength")
                               ? static_cast<int>(get_int(units[i], "strength", w, 1, d.strength))
                               : d.strength;
      placed[u->value] = Opening::Placed{*u, h, strength};
    }
  }
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = units_[i];
    const auto id = static_cast<uint16_t>(i);
    if (placed.count(id) || gone.count(id) || d.entry == Entry::kReinforcement) continue;
    if (!d.hex) throw DataError(uw, fmt::format("{} has no hex of its own: place it here", d.id));
    placed[id] = Opening::Placed{UnitId{id}, *d.hex, d.strength};
  }

  // The rules of stacking and of the Siegfried Line hold in the position as in play.
  std::map<std::pair<uint16_t, Side>, int> stacked, fighting;
  for (const auto& [id, at] : placed) {
    const UnitDef& d = units_[id];
    const std::string label = board_.label_text(at.hex);
    if (d.side == Side::kAllied && terrain(at.hex) == Terrain::kSiegfried)
      throw DataError(
          uw, fmt::format("{} in {}: no Allied unit may enter the Siegfried Line", d.id, label));
    if (++stacked[{at.hex.value, d.side}] > stacking_limit_)
      throw DataError(uw, fmt::format("more than {} {} units in {}", stacking_limit_,
                                      side_name(d.side), label));
    if (d.cls != UnitClass::kInfiltrator) ++fighting[{at.hex.value, d.side}];
  }
  for (const auto& [key, count] : fighting)
    if (key.second == Side::kGerman && fighting.count({key.first, Side::kAllied}))
      throw DataError(
          uw, fmt::format("units of both sides in {}", board_.label_text(HexId{key.first})));
  for (auto& [id, at] : placed) o.placed.push_back(at);

  if (p->contains("bridges_down")) {
    const json& list = get_array(*p, "bridges_down", where);
    const std::string bw = where_in(where, "bridges_down");
    for (size_t i = 0; i < list.size(); ++i) {
      const HexId h = read_hex_label(board_, list[i], where_at(bw, i));
      if (!bridge_end(h)) throw DataError(where_at(bw, i), "no bridge ends in this hex");
      o.bridges_down.push_back(h);
    }
  }
  opening_ = std::move(o);
}

void State::start_from(const Opening& o, EventSink& ev) {
  turn_ = o.turn;
  for (UnitId u : o.eliminated) units_[u.value].where = Where::kEliminated;
  for (const Opening::Placed& p : o.placed) {
    put(p.unit, p.hex);
    units_[p.unit.value].start = p.hex;
    units_[p.unit.value].strength = p.strength;
  }
  for (HexId h : o.bridges_down) demolished_[h.value] = true;
  start_turn_of(o.side, ev);
}

}  // namespace grognard::bka
