// Demolition and rebuilding of bridges (tables 5 and 6), the demolition of dumps, and joining
// units (BKA Menu DEMOLISH, BRIDGE and JOINT UNITS; Supply).
#include <fmt/format.h>

#include <algorithm>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

std::optional<RuleViolation> State::engineer_ready(UnitId u) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"BKA Menu", "demolition and bridging are ordered in the movement phase"};
  if (u.value >= units_.size() || units_[u.value].where != Where::kOnMap ||
      def(u).side != phasing_ || def(u).cls == UnitClass::kInfiltrator)
    return RuleViolation{"BKA Menu", "one of the mover's ground units on the map must do it"};
  const UnitState& s = units_[u.value];
  if (s.immobilized) return RuleViolation{"BKA Menu", "that unit is immobilized this turn"};
  if (s.hex != s.start || s.moved)
    return RuleViolation{"BKA Menu", "the unit must have started the turn in the hex"};
  if (tried_[s.hex.value])
    return RuleViolation{"BKA Menu", "only one attempt per hex per turn is permitted"};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_demolish(const Demolish& d) const {
  if (auto v = engineer_ready(d.unit)) return v;
  const HexId h = units_[d.unit.value].hex;
  const int dump = game_->dump_at(h);
  if (dump >= 0 && dump_supply_[dump] >= 1) {
    // "provided the unit has been there one turn before its demolition and an enemy unit (not
    // infiltrators) are at least 4 hexes away"
    for (size_t i = 0; i < units_.size(); ++i)
      if (units_[i].where == Where::kOnMap && game_->units()[i].side != phasing_ &&
          game_->units()[i].cls != UnitClass::kInfiltrator &&
          game_->board().distance(units_[i].hex, h) < 4)
        return RuleViolation{
            "BKA Supply", "a dump is demolished only with every enemy unit 4 hexes away or more"};
    return std::nullopt;
  }
  if (!game_->bridge_end(h) || demolished_[h.value])
    return RuleViolation{"BKA Menu", "there is no bridge or dump to demolish in that hex"};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_rebuild(const Rebuild& r) const {
  if (auto v = engineer_ready(r.unit)) return v;
  const HexId h = units_[r.unit.value].hex;
  if (!game_->bridge_end(h) || !demolished_[h.value])
    return RuleViolation{"BKA Menu",
                         "there is no demolished bridge in that hex (a fuel dump "
                         "cannot be reconstructed)"};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_join(const Join& j) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"BKA Menu", "units are joined in the movement phase"};
  if (j.unit.value >= units_.size() || j.into.value >= units_.size() || j.unit == j.into ||
      !on_map(j.unit) || !on_map(j.into) || def(j.unit).side != phasing_ ||
      def(j.into).side != phasing_)
    return RuleViolation{"BKA Menu", "two of the mover's units on the map are joined"};
  if (def(j.unit).cls != def(j.into).cls || def(j.unit).cls == UnitClass::kInfiltrator)
    return RuleViolation{"BKA Menu", "both units must be the same type"};
  if (units_[j.unit.value].immobilized)
    return RuleViolation{"BKA Menu", "that unit is immobilized this turn"};
  if (units_[j.into.value].strength >= def(j.into).strength)
    return RuleViolation{"BKA Menu", "a unit cannot be built up beyond its original strength"};
  ReachableSet reach;
  reachable(j.unit, reach);
  if (!reach.reached(units_[j.into.value].hex))
    return RuleViolation{"BKA Menu", "the unit building up must be able to reach the hex"};
  return std::nullopt;
}

void State::apply_demolish(const Demolish& d, EventSink& ev) {
  const HexId h = units_[d.unit.value].hex;
  tried_[h.value] = true;
  units_[d.unit.value].immobilized = true;
  const int dump = game_->dump_at(h);
  if (dump >= 0 && dump_supply_[dump] >= 1) {
    dump_supply_[dump] = 0;
    ev.add([&] { return json{{"type", "dump_demolished"}, {"dump", game_->dumps()[dump].name}}; });
    return;
  }
  // Table 5's column: an infiltrator in the hex, an enemy next to it, or both.
  bool infiltrator = false;
  for (UnitId u : units_in(h))
    infiltrator = infiltrator || (def(u).side != phasing_ && def(u).cls == UnitClass::kInfiltrator);
  const bool adjacent = next_to_enemy(h, phasing_);
  const DemolitionCase c = infiltrator && adjacent ? DemolitionCase::kBoth
                           : infiltrator           ? DemolitionCase::kInfiltratorInHex
                           : adjacent              ? DemolitionCase::kEnemyAdjacent
                                                   : DemolitionCase::kOk;
  const int roll = rng_.roll(kDieSides).value;
  const bool done = game_->tables().demolition(roll, c);
  if (done) demolished_[h.value] = true;
  ev.add([&] {
    return json{{"type", "demolition"},
                {"unit", def(d.unit).id},
                {"hex", game_->board().label_text(h)},
                {"roll", roll},
                {"done", done}};
  });
}

void State::apply_rebuild(const Rebuild& r, EventSink& ev) {
  const HexId h = units_[r.unit.value].hex;
  tried_[h.value] = true;
  units_[r.unit.value].immobilized = true;
  const ConstructionCase c =
      next_to_enemy(h, phasing_) ? ConstructionCase::kEnemyAdjacent : ConstructionCase::kOk;
  const int roll = rng_.roll(kDieSides).value;
  const bool done = game_->tables().construction(roll, c);
  if (done) demolished_[h.value] = false;
  ev.add([&] {
    return json{{"type", "bridging"},
                {"unit", def(r.unit).id},
                {"hex", game_->board().label_text(h)},
                {"roll", roll},
                {"done", done}};
  });
}

void State::apply_join(const Join& j, EventSink& ev) {
  UnitState& from = units_[j.unit.value];
  UnitState& into = units_[j.into.value];
  const int given = std::min(from.strength, def(j.into).strength - into.strength);
  from.strength -= given;
  into.strength += given;
  into.immobilized = true;
  // "If an unsupplied unit and a supplied unit are joined, both are considered supplied."
  if (from.isolated_turns == 0 || into.isolated_turns == 0)
    for (UnitState* s : {&from, &into})
      s->isolated_turns = s->attack_penalty = s->movement_penalty = 0;
  ev.add([&] {
    return json{
        {"type", "joined"}, {"unit", def(j.unit).id}, {"into", def(j.into).id}, {"points", given}};
  });
  leave_engagement(j.into);
  if (from.strength < 1) eliminate(j.unit, ev);
}

void State::list_logistics(const ReachCache& reach, std::vector<Action>& out) const {
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (units_[i].where != Where::kOnMap || def(u).side != phasing_) continue;
    // Only a bridge end or a dump gives a unit something to demolish or rebuild: the others
    // are not asked (each refusal would spell out its reason).
    const HexId h = units_[i].hex;
    if (!game_->bridge_end(h) && game_->dump_at(h) < 0) continue;
    if (!validate_demolish(Demolish{u})) out.push_back(Demolish{u});
    if (!validate_rebuild(Rebuild{u})) out.push_back(Rebuild{u});
  }
  // Joining: each weakened unit, from each unit of its type that has not moved and can reach
  // it (the reach kept for listing the moves).
  std::vector<UnitId> weakened;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (on_map(u) && def(u).side == phasing_ && def(u).cls != UnitClass::kInfiltrator &&
        units_[i].strength < def(u).strength)
      weakened.push_back(u);
  }
  if (weakened.empty()) return;
  std::vector<bool> weakened_in(static_cast<size_t>(game_->board().size()), false);
  for (UnitId u : weakened) weakened_in[units_[u.value].hex.value] = true;
  for (size_t k = 0; k < units_.size(); ++k) {
    const UnitId from{static_cast<uint16_t>(k)};
    if (!on_map(from) || def(from).side != phasing_ || units_[k].moved || units_[k].immobilized)
      continue;
    const auto begin = reach.hexes.begin() + reach.units[k].begin;
    const auto end = reach.hexes.begin() + reach.units[k].end;
    if (std::none_of(begin, end, [&](HexId h) { return weakened_in[h.value]; })) continue;
    for (UnitId into : weakened)
      if (into != from && def(into).cls == def(from).cls &&
          std::find(begin, end, units_[into.value].hex) != end)
        out.push_back(Join{from, into});
  }
}

}  // namespace grognard::bka
