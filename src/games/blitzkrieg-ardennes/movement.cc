// Movement: table 9's costs, roads, rivers and bridges, the stop next to the enemy, stacking
// and the Siegfried Line (BKA Movement, Terrain, Combat).
#include <fmt/format.h>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

namespace {

// The step rules of core/reachable.h for one unit moving from `origin`: in the movement phase
// from where it began the turn, or advancing after a battle from where it stands, when it may
// cross unbridged rivers at once ("Immediate movement across unbridged rivers is permitted for
// units advancing or retreating as a result of battle resolution").
class MovementRules {
 public:
  MovementRules(const State& s, UnitId u, HexId origin, bool advancing)
      : s_(s), g_(s.game()), d_(s.def(u)), start_(origin), advancing_(advancing) {}

  std::optional<int> step_cost(HexId from, HexId to, Direction d) const {
    if (d_.side == Side::kAllied && g_.terrain(to) == Terrain::kSiegfried)
      return std::nullopt;  // "No Ally may enter - ever!"
    // Infiltrators "may be placed adjacent to or in the same hex with enemy units".
    if (d_.cls != UnitClass::kInfiltrator && s_.has_enemy(to, d_.side)) return std::nullopt;
    const bool road = g_.road_between(from, d);
    if (g_.river_between(from, d) && !s_.bridged(from, d)) {
      // "Armoured units may never cross an unbridged river", and the others "must wait one
      // turn in the hex adjacent to the river at the point of intended crossing".
      if (!g_.crosses_unbridged_rivers(d_.cls) || (!advancing_ && from != start_))
        return std::nullopt;
      return g_.tables().terrain_cost_halves(d_.cls, g_.terrain(to));
    }
    if (road && g_.road_bonus(d_.cls, d_.side)) return g_.tables().road_cost_halves(d_.cls);
    return g_.tables().terrain_cost_halves(d_.cls, g_.terrain(to));
  }
  // "until it becomes adjacent to an enemy unit (except infiltrators)": a unit that starts
  // next to the enemy may still leave.
  bool may_leave(HexId h) const {
    return h == start_ || d_.cls == UnitClass::kInfiltrator || !s_.next_to_enemy(h, d_.side);
  }

 private:
  const State& s_;
  const Game& g_;
  const UnitDef& d_;
  HexId start_;
  bool advancing_;
};

}  // namespace

int State::allowance_halves(UnitId u) const {
  return 2 * std::max(0, def(u).movement - units_[u.value].movement_penalty);
}

void State::reachable(UnitId u, ReachableSet& out) const {
  const Origin origin{units_[u.value].start, 0};
  out.search(game_->board(), std::span<const Origin>(&origin, 1), allowance_halves(u),
             MovementRules(*this, u, origin.at, false));
}

void State::advance_reach(UnitId u, int points, ReachableSet& out) const {
  const Origin origin{units_[u.value].hex, 0};
  out.search(game_->board(), std::span<const Origin>(&origin, 1), 2 * points,
             MovementRules(*this, u, origin.at, true));
}

std::optional<RuleViolation> State::may_stop(UnitId u, HexId h) const {
  const UnitDef& d = def(u);
  if (d.side == Side::kAllied && game_->terrain(h) == Terrain::kSiegfried)
    return RuleViolation{"BKA Siegfried Line", "no Ally may enter a Siegfried hex"};
  if (d.cls != UnitClass::kInfiltrator && has_enemy(h, d.side))
    return RuleViolation{"BKA Movement", "an enemy unit holds that hex"};
  const bool already_there = units_[u.value].where == Where::kOnMap && units_[u.value].hex == h;
  if (!already_there && stack_count(h, d.side) >= game_->stacking_limit())
    return RuleViolation{"BKA Combat", fmt::format("up to {} units may be placed in any hex",
                                                   game_->stacking_limit())};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_move(const Move& m) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"BKA Sequence", "units move only in the movement phase"};
  if (m.unit.value >= units_.size() || units_[m.unit.value].where != Where::kOnMap)
    return RuleViolation{"BKA Movement", "that unit is not on the map"};
  const UnitDef& d = def(m.unit);
  if (d.side != phasing_)
    return RuleViolation{"BKA Movement", fmt::format("it is the {} turn", side_name(phasing_))};
  if (units_[m.unit.value].immobilized)
    return RuleViolation{"BKA Menu", "that unit is immobilized for the rest of the turn"};
  if (units_[m.unit.value].hex == m.to) return RuleViolation{"BKA Movement", "it is already there"};
  if (auto v = may_stop(m.unit, m.to)) return v;
  ReachableSet reach;
  reachable(m.unit, reach);
  if (!reach.reached(m.to))
    return RuleViolation{
        "BKA Movement",
        fmt::format("{} cannot reach {} from {} this turn (table 9, rivers, the enemy's units)",
                    d.id, game_->board().label_text(m.to),
                    game_->board().label_text(units_[m.unit.value].start))};
  return std::nullopt;
}

// Each unit's moves until it has moved. A moved unit may be picked up and put down again
// (validate_move accepts it), but the list leaves such moves out, as it leaves out undoing an
// engagement, so that the paths of listed actions through a phase end soon, for the computer
// players, the fuzzers and the random games of the property tests; only a moved unit that is
// now next to the enemy and not engaged is offered its moves again.
void State::list_moves(std::vector<Action>& out) const {
  ReachableSet reach;
  // A moved unit that has come next to the enemy and must attack may be moved away again.
  const std::vector<UnitId> must_engage = unengaged_units();
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& s = units_[i];
    if (s.where != Where::kOnMap || def(u).side != phasing_ || s.immobilized) continue;
    if (s.moved && !contains(must_engage, u)) continue;
    reachable(u, reach);
    for (HexId h : reach.hexes())
      if (h != s.hex && !may_stop(u, h)) out.push_back(Move{u, h});
  }
}

}  // namespace grognard::bka
