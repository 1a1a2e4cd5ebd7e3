// Supply from the fuel dumps, and table 7's isolation (BKA Supply, Fuel dumps, table 7).
#include <fmt/format.h>

#include <deque>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

Side State::dump_owner(int dump) const {
  // "If a unit occupies a hex containing any enemy dump, that dump will operate as a supply
  // source for friendly units as long as it is occupied by at least one friendly unit.
  // Unoccupied dumps supply their default owners."
  const Dump& d = game_->dumps()[dump];
  if (fighting_[index_of(enemy_of(d.owner))][d.hex.value] > 0) return enemy_of(d.owner);
  return d.owner;
}

std::vector<bool> State::supplied_hexes(Side side) const {
  const HexBoard& board = game_->board();
  const int n = board.size();
  // "The supply line back may not travel through to adjacent to enemy units, or through
  // unbridged rivers or in the case of the Allies through Siegfried hexes." A hex next to the
  // enemy may end a line (the unit's own hex) but never carries it on.
  auto open = [&](HexId h) {
    return !has_enemy(h, side) &&
           !(side == Side::kAllied && game_->terrain(h) == Terrain::kSiegfried);
  };
  auto carries = [&](HexId h) { return open(h) && !next_to_enemy(h, side); };
  auto crossable = [&](HexId a, Direction d) {
    return !game_->river_between(a, d) || bridged(a, d);
  };

  std::vector<bool> supplied(n, false);
  std::vector<int> reach(n, -1);  // hexes of the off-road leg left, best found, for one dump
  for (size_t k = 0; k < game_->dumps().size(); ++k) {
    const int dump = static_cast<int>(k);
    if (dump_supply_[k] < 1 || dump_owner(dump) != side) continue;
    const HexId source = game_->dumps()[k].hex;
    if (!open(source)) continue;
    // The road that leads to the dump: road hexsides from it, through hexes that carry.
    std::fill(reach.begin(), reach.end(), -1);
    std::deque<HexId> queue{source};
    reach[source.value] = dump_supply_[k];
    std::vector<HexId> road{source};
    while (!queue.empty()) {
      const HexId h = queue.front();
      queue.pop_front();
      if (h != source && !carries(h)) continue;
      if (h == source && next_to_enemy(h, side)) continue;
      board.for_each_neighbour(h, [&](HexId m, Direction d) {
        if (reach[m.value] >= 0 || !game_->road_between(h, d) || !crossable(h, d) || !open(m))
          return;
        reach[m.value] = dump_supply_[k];
        road.push_back(m);
        queue.push_back(m);
      });
    }
    // Then up to the dump's number of hexes from that road, by any hexside.
    queue.assign(road.begin(), road.end());
    while (!queue.empty()) {
      const HexId h = queue.front();
      queue.pop_front();
      supplied[h.value] = true;
      if (reach[h.value] == 0 || (h != source && !carries(h))) continue;
      board.for_each_neighbour(h, [&](HexId m, Direction d) {
        if (reach[m.value] >= reach[h.value] - 1 || !crossable(h, d) || !open(m)) return;
        reach[m.value] = reach[h.value] - 1;
        queue.push_back(m);
      });
    }
  }
  return supplied;
}

void State::check_supply(Side side, EventSink& ev) {
  const std::vector<bool> supplied = supplied_hexes(side);
  const Tables& t = game_->tables();
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    UnitState& s = units_[i];
    const UnitDef& d = def(u);
    if (s.where != Where::kOnMap || d.side != side || d.cls == UnitClass::kInfiltrator) continue;
    if (supplied[s.hex.value]) {
      // "Any unit that is re-supplied is restored to its combat level at the time of isolation
      // unless it was damaged during isolation": the attack and movement it lost come back;
      // combat losses, taken from its strength, do not.
      if (s.isolated_turns > 0)
        ev.add([&] {
          return json{{"type", "resupplied"},
                      {"unit", d.id},
                      {"side", side_name(d.side)},
                      {"private", true}};
        });
      s.isolated_turns = 0;
      s.attack_penalty = s.movement_penalty = 0;
      continue;
    }
    if (s.isolated_turns == 0) s.isolation_base = s.strength;
    ++s.isolated_turns;
    // Table 7, "calculated at the time of isolation": fractions of the strength it had then.
    s.attack_penalty = loss_of(s.isolation_base, t.isolation_strength(d.cls, s.isolated_turns));
    s.movement_penalty = loss_of(d.movement, t.isolation_movement(d.cls, s.isolated_turns));
    ev.add([&] {
      return json{{"type", "isolated"},
                  {"unit", d.id},
                  {"side", side_name(d.side)},
                  {"private", true},
                  {"turns", s.isolated_turns},
                  {"attack", attack_strength(u)},
                  {"movement", d.movement - s.movement_penalty}};
    });
    // "If a units combat strength falls below one during isolation it is eliminated."
    if (attack_strength(u) < 1) eliminate(u, ev);
  }
}

}  // namespace grognard::bka
