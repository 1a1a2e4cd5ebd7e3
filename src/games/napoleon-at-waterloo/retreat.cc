// NAW "The Rules of Advance and Retreat as a Result of Combat": the victor moves each
// retreating unit one hex, to a vacant hex if there is one, else to the hex with the
// fewest friendly units; never into enemy units or zones of control, off the map, or into
// woods except along a road. A full hex takes the unit and bumps out one of its uninvolved
// units. Victors not held by other enemy zones may advance into the hexes left empty.
#include <fmt/format.h>

#include <algorithm>

#include "games/napoleon-at-waterloo/state.h"
#include "games/napoleon-at-waterloo/zoc.h"

namespace grognard::naw {

namespace {
bool contains(const std::vector<UnitId>& v, UnitId u) {
  return std::find(v.begin(), v.end(), u) != v.end();
}
}  // namespace

std::vector<HexId> State::retreat_options(UnitId u) const {
  const UnitDef& d = def(u);
  const HexId from = units_[u.value].hex;
  const ZocMap zoc = ZocMap::against(*this, d.side);
  std::vector<HexId> candidates;
  int fewest = INT32_MAX;
  game_->board().for_each_neighbour(from, [&](HexId n, Direction dir) {
    if (zoc.occupied[n.value] || zoc.zoc[n.value]) return;
    if (game_->terrain(n).retreat_by_road_only &&
        !game_->board().has_feature(from, dir, HexsideFeature::kRoad))
      return;
    const int friends = d.arm == Arm::kLeader ? 0 : stack_count(n, d.side);
    if (friends < fewest) {
      fewest = friends;
      candidates.clear();
    }
    if (friends == fewest) candidates.push_back(n);
  });
  return candidates;
}

void State::apply_retreat(const Retreat& r, Events& ev) {
  Combat& c = *combat_;
  const UnitDef& d = def(r.unit);
  UnitState& us = units_[r.unit.value];
  const HexId from = us.hex;
  const bool full = d.arm != Arm::kLeader && stack_count(r.to, d.side) >= game_->stacking_limit();
  c.retreating.erase(std::find(c.retreating.begin(), c.retreating.end(), r.unit));
  us.hex = r.to;
  c.retreated.push_back(r.unit);
  ev.push_back({{"type", "retreat"},
                {"unit", d.id},
                {"from", game_->board().label_text(from)},
                {"to", game_->board().label_text(r.to)}});
  if (!has_units_of(from, d.side)) c.vacated.push_back(from);
  if (full) {
    // Bump out the weakest uninvolved unit; it is disrupted and retreats in turn.
    std::optional<UnitId> bumped;
    for (UnitId v : units_in(r.to)) {
      if (v == r.unit || def(v).arm == Arm::kLeader || def(v).side != d.side) continue;
      if (contains(c.attackers, v) || contains(c.defenders, v)) continue;
      if (!bumped || def(v).strength < def(*bumped).strength) bumped = v;
    }
    if (!bumped) {
      // Every unit there is in this combat: nothing can make room, so the unit is lost.
      ev.push_back({{"type", "no_retreat"}, {"unit", d.id}});
      eliminate(r.unit, ev);
      check_demoralization(enemy_of(c.attacker), ev);
    } else {
      units_[bumped->value].disrupted = true;
      c.retreating.insert(c.retreating.begin(), *bumped);
      ev.push_back({{"type", "bumped"},
                    {"unit", def(*bumped).id},
                    {"hex", game_->board().label_text(r.to)}});
    }
  }
  continue_combat(ev);
}

std::vector<HexId> State::advance_targets(UnitId u) const {
  const Combat& c = *combat_;
  const Side side = def(u).side;
  std::vector<HexId> out;
  for (HexId h : c.vacated)
    if (game_->board().distance(units_[u.value].hex, h) == 1 && !has_enemy(h, side) &&
        stack_count(h, side) < game_->stacking_limit())
      out.push_back(h);
  return out;
}

void State::begin_advance(Events& ev) {
  Combat& c = *combat_;
  if (c.bombardment) return finish_combat(ev);
  // Hexes the losers left empty (eliminated or retreated).
  const std::vector<HexId>& lost = c.victor_is_attacker ? c.targets : c.attacker_hexes;
  const Side loser = c.victor_is_attacker ? enemy_of(c.attacker) : c.attacker;
  for (HexId h : lost)
    if (!has_units_of(h, loser) &&
        std::find(c.vacated.begin(), c.vacated.end(), h) == c.vacated.end())
      c.vacated.push_back(h);
  const std::vector<UnitId>& victors = c.victor_is_attacker ? c.exposed : c.defenders;
  const Side victor = c.victor_is_attacker ? c.attacker : enemy_of(c.attacker);
  // Only units free of enemy zones, other than the retreating units' own, may advance.
  const ZocMap zoc = ZocMap::against(*this, victor, c.retreated);
  c.may_advance.clear();
  for (UnitId u : victors)
    if (on_map(u) && def(u).arm != Arm::kArtillery && def(u).arm != Arm::kLeader &&
        !zoc.zoc[units_[u.value].hex.value])
      c.may_advance.push_back(u);
  c.stage = Combat::Stage::kAdvance;
  for (UnitId u : c.may_advance)
    if (!advance_targets(u).empty()) return;  // a decision for the victor
  finish_combat(ev);
}

void State::apply_advance(const Advance& a, Events& ev) {
  Combat& c = *combat_;
  UnitState& us = units_[a.unit.value];
  ev.push_back({{"type", "advance"},
                {"unit", def(a.unit).id},
                {"from", game_->board().label_text(us.hex)},
                {"to", game_->board().label_text(a.to)}});
  us.hex = a.to;
  c.may_advance.erase(std::find(c.may_advance.begin(), c.may_advance.end(), a.unit));
  for (UnitId u : c.may_advance)
    if (!advance_targets(u).empty()) return;
  finish_combat(ev);
}

void State::finish_combat(Events& ev) {
  combat_.reset();
  ev.push_back({{"type", "combat_over"}});
}

}  // namespace grognard::naw
