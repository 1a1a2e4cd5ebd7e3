// NAW "The Rules of Advance and Retreat as a Result of Combat": the victor moves each
// retreating unit one hex, to a vacant hex if there is one, else to the hex with the
// fewest friendly units; never into enemy units or zones of control, off the map, or into
// woods except along a road. A full hex takes the unit and bumps out the uninvolved unit the
// victor names, which retreats in turn (the standard game's Disruption); if none of them could
// move, the retreating unit is eliminated instead. Victors not held by other enemy zones may
// advance into the hexes left empty.
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

std::vector<HexId> State::retreat_candidates(UnitId u) const {
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

bool State::fills(UnitId u, HexId to) const {
  return def(u).arm != Arm::kLeader && stack_count(to, def(u).side) >= game_->stacking_limit();
}

// Standard game, Disruption: the bumped unit is moved back as if it were retreating, so it
// needs a hex it could retreat into; where it has none it stays, and the unit forced to
// retreat is eliminated instead. Units in this combat are not "uninvolved", nor is a unit
// already moved or bumped by it: without that, two full hexes could bump their units back and
// forth for ever (SOURCES.md, "Retreat, bump-out and advance").
std::vector<UnitId> State::bump_choices(UnitId u, HexId to) const {
  std::vector<UnitId> out;
  for (UnitId v : units_in(to)) {
    if (v == u || def(v).arm == Arm::kLeader || def(v).side != def(u).side) continue;
    if (combat_ && (contains(combat_->attackers, v) || contains(combat_->defenders, v) ||
                    contains(combat_->retreated, v) || contains(combat_->retreating, v)))
      continue;
    if (!retreat_candidates(v).empty()) out.push_back(v);
  }
  return out;
}

std::vector<HexId> State::retreat_options(UnitId u) const {
  std::vector<HexId> out = retreat_candidates(u);
  std::erase_if(out, [&](HexId h) { return fills(u, h) && bump_choices(u, h).empty(); });
  return out;
}

std::vector<Retreat> State::retreat_actions(UnitId u) const {
  std::vector<Retreat> out;
  for (HexId h : retreat_options(u)) {
    if (!fills(u, h)) {
      out.push_back(Retreat{u, h, std::nullopt});
      continue;
    }
    for (UnitId v : bump_choices(u, h)) out.push_back(Retreat{u, h, v});
  }
  return out;
}

void State::apply_retreat(const Retreat& r, EventSink& ev) {
  Combat& c = *combat_;
  const UnitDef& d = def(r.unit);
  UnitState& us = units_[r.unit.value];
  const HexId from = us.hex;
  c.retreating.erase(std::find(c.retreating.begin(), c.retreating.end(), r.unit));
  us.hex = r.to;
  c.retreated.push_back(r.unit);
  ev.add([&]() -> json {
    return {{"type", "retreat"},
            {"unit", d.id},
            {"from", game_->board().label_text(from)},
            {"to", game_->board().label_text(r.to)}};
  });
  if (!has_units_of(from, d.side)) c.vacated.push_back(from);
  if (r.bump) {
    // The victor's choice of uninvolved unit is disrupted and retreats next.
    units_[r.bump->value].disrupted = true;
    c.retreating.insert(c.retreating.begin(), *r.bump);
    ev.add([&]() -> json {
      return {
          {"type", "bumped"}, {"unit", def(*r.bump).id}, {"hex", game_->board().label_text(r.to)}};
    });
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

void State::begin_advance(EventSink& ev) {
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

void State::apply_advance(const Advance& a, EventSink& ev) {
  Combat& c = *combat_;
  UnitState& us = units_[a.unit.value];
  ev.add([&]() -> json {
    return {{"type", "advance"},
            {"unit", def(a.unit).id},
            {"from", game_->board().label_text(us.hex)},
            {"to", game_->board().label_text(a.to)}};
  });
  us.hex = a.to;
  c.may_advance.erase(std::find(c.may_advance.begin(), c.may_advance.end(), a.unit));
  for (UnitId u : c.may_advance)
    if (!advance_targets(u).empty()) return;
  finish_combat(ev);
}

void State::finish_combat(EventSink& ev) {
  combat_.reset();
  ev.add([&]() -> json { return {{"type", "combat_over"}}; });
}

}  // namespace grognard::naw
