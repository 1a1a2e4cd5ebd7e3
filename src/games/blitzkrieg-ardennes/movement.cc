// Movement: table 9's costs, roads, rivers and bridges, the stop next to the enemy, stacking
// and the Siegfried Line (BKA Movement, Terrain, Combat).
#include <fmt/format.h>

#include <algorithm>
#include <iterator>

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
      : s_(s),
        g_(s.game()),
        board_(g_.board()),
        side_(s.def(u).side),
        start_(origin),
        advancing_(advancing),
        allied_(side_ == Side::kAllied),
        infiltrator_(s.def(u).cls == UnitClass::kInfiltrator),
        crosses_(g_.crosses_unbridged_rivers(s.def(u).cls)),
        road_cost_(g_.road_bonus(s.def(u).cls, side_) ? g_.tables().road_cost_halves(s.def(u).cls)
                                                      : -1),
        enemy_here_(s.fighting_counts(enemy_of(side_)).data()),
        enemy_near_(s.around_counts(enemy_of(side_)).data()),
        terrain_(g_.terrains().data()) {
    for (int t = 0; t < kTerrains; ++t)
      cost_[t] = g_.tables().terrain_cost_halves(s.def(u).cls, static_cast<Terrain>(t));
  }

  std::optional<int> step_cost(HexId from, HexId to, Direction d) const {
    const Terrain t = terrain_[to.value];
    if (allied_ && t == Terrain::kSiegfried) return std::nullopt;  // "No Ally may enter - ever!"
    // Infiltrators "may be placed adjacent to or in the same hex with enemy units".
    // The mover's side knows only the enemy units it sees (revised: hidden units).
    if (!infiltrator_ && enemy_here_[to.value] > 0 && !s_.concealed(to, side_)) return std::nullopt;
    const uint8_t side = board_.features(from, d);
    if ((side & static_cast<uint8_t>(HexsideFeature::kRiver)) && !s_.bridged(from, d)) {
      // "Armoured units may never cross an unbridged river", and the others "must wait one
      // turn in the hex adjacent to the river at the point of intended crossing".
      if (!crosses_ || (!advancing_ && from != start_)) return std::nullopt;
      return cost_[static_cast<int>(t)];
    }
    if (road_cost_ >= 0 && (side & static_cast<uint8_t>(HexsideFeature::kRoad))) return road_cost_;
    return cost_[static_cast<int>(t)];
  }
  // "until it becomes adjacent to an enemy unit (except infiltrators)": a unit that starts
  // next to the enemy may still leave.
  bool may_leave(HexId h) const {
    return h == start_ || infiltrator_ || enemy_near_[h.value] == 0 ||
           !s_.next_to_known_enemy(h, side_);
  }

 private:
  const State& s_;
  const Game& g_;
  const HexBoard& board_;
  Side side_;
  HexId start_;
  bool advancing_, allied_, infiltrator_, crosses_;
  int road_cost_;        // halves along a road, -1 without the road bonus
  int cost_[kTerrains];  // table 9 by terrain, in halves
  // The enemy's fighting units per hex and around each hex (State's counts, read directly).
  const uint8_t* enemy_here_;
  const uint8_t* enemy_near_;
  const Terrain* terrain_;  // by hex
};

// The same, never into or next to an enemy infiltrator's hex: the way round one. A wrapper, so
// that the common search pays nothing for it.
class ClearOfInfiltrators {
 public:
  ClearOfInfiltrators(const State& s, UnitId u, HexId origin)
      : s_(s), side_(s.def(u).side), rules_(s, u, origin, false) {}
  std::optional<int> step_cost(HexId from, HexId to, Direction d) const {
    if (s_.infiltrator_near(to, side_, true)) return std::nullopt;
    return rules_.step_cost(from, to, d);
  }
  bool may_leave(HexId h) const { return rules_.may_leave(h); }

 private:
  const State& s_;
  Side side_;
  MovementRules rules_;
};

}  // namespace

int State::allowance_halves(UnitId u) const {
  return 2 * std::max(0, def(u).movement - units_[u.value].movement_penalty);
}

void State::reachable(UnitId u, ReachableSet& out, bool clear_of_infiltrators) const {
  const Origin origin{units_[u.value].start, 0};
  const std::span<const Origin> from(&origin, 1);
  if (clear_of_infiltrators)
    out.search(game_->board(), from, allowance_halves(u), ClearOfInfiltrators(*this, u, origin.at));
  else
    out.search(game_->board(), from, allowance_halves(u),
               MovementRules(*this, u, origin.at, false));
}

State::KeptReach State::kept_reach(UnitId u, HexId to) const {
  const auto kept = reach_cache_.load();
  const UnitState& s = units_[u.value];
  if (!kept || u.value >= kept->units.size() ||
      kept->units[u.value].allowance != allowance_halves(u) ||
      kept->units[u.value].start != s.start || kept->key != reach_key(def(u).side))
    return {};
  const ReachCache::Entry& e = kept->units[u.value];
  for (uint32_t k = e.begin; k < e.end; ++k)
    if (kept->hexes[k] == to) return {true, kept->costs[k]};
  return {true, std::nullopt};
}

std::vector<HexId> State::move_path(UnitId u, HexId to) const {
  // The search need go no further than what `to` costs, where the reach kept for listing the
  // moves still holds and knows it: the hexes no dearer settle as in the whole search, by the
  // same steps in the same order, so the path is the one it gives.
  const KeptReach kept = kept_reach(u, to);
  const int bound = kept.cost ? *kept.cost : allowance_halves(u);
  const Origin origin{units_[u.value].start, 0};
  thread_local ReachableSet reach;  // reused: a search's first act is to size its board
  reach.search(game_->board(), std::span<const Origin>(&origin, 1), bound,
               MovementRules(*this, u, origin.at, false));
  return reach.path_to(to);
}

void State::advance_reach(UnitId u, int points, ReachableSet& out) const {
  const Origin origin{units_[u.value].hex, 0};
  out.search(game_->board(), std::span<const Origin>(&origin, 1), 2 * points,
             MovementRules(*this, u, origin.at, true));
}

State::StopBar State::stop_bar(UnitId u, HexId h) const {
  const UnitDef& d = def(u);
  if (d.side == Side::kAllied && game_->terrain(h) == Terrain::kSiegfried)
    return StopBar::kSiegfried;
  if (d.cls != UnitClass::kInfiltrator && has_known_enemy(h, d.side)) return StopBar::kEnemy;
  const bool already_there = units_[u.value].where == Where::kOnMap && units_[u.value].hex == h;
  if (!already_there && stack_count(h, d.side) >= game_->stacking_limit()) return StopBar::kStacked;
  return StopBar::kNone;
}

std::optional<RuleViolation> State::may_stop(UnitId u, HexId h) const {
  switch (stop_bar(u, h)) {
    case StopBar::kNone:
      return std::nullopt;
    case StopBar::kSiegfried:
      return RuleViolation{"BKA Siegfried Line", "no Ally may enter a Siegfried hex"};
    case StopBar::kEnemy:
      return RuleViolation{"BKA Movement", "an enemy unit holds that hex"};
    case StopBar::kStacked:
      break;
  }
  return RuleViolation{"BKA Combat", fmt::format("up to {} units may be placed in any hex",
                                                 game_->stacking_limit())};
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
  // The reach kept from listing the moves answers where it still holds: the search a
  // computer player's every step would otherwise make again.
  bool reached;
  if (const KeptReach kept = kept_reach(m.unit, m.to); kept.holds) {
    reached = kept.cost.has_value();
  } else {
    thread_local ReachableSet reach;
    reachable(m.unit, reach);
    reached = reach.reached(m.to);
  }
  if (!reached)
    return RuleViolation{
        "BKA Movement",
        fmt::format("{} cannot reach {} from {} this turn (table 9, rivers, the enemy's units)",
                    d.id, game_->board().label_text(m.to),
                    game_->board().label_text(units_[m.unit.value].start))};
  return std::nullopt;
}

ReachKey State::reach_key(Side side) const {
  ReachKey key;
  key.side = side;
  // The hexes fighting_ counts for the enemy: his units on the map but infiltrators.
  std::vector<HexId> held;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    if (units_[i].where == Where::kOnMap && d.side != side && d.cls != UnitClass::kInfiltrator)
      held.push_back(units_[i].hex);
  }
  std::sort(held.begin(), held.end());
  held.erase(std::unique(held.begin(), held.end()), held.end());
  key.enemy.reserve(held.size());
  for (HexId h : held)
    key.enemy.push_back(static_cast<uint32_t>(h.value) << 1 | (concealed(h, side) ? 0u : 1u));
  for (const Bridge& b : game_->bridges())
    for (HexId end : {b.hex, *game_->board().neighbour(b.hex, b.side)})
      if (demolished_[end.value]) key.blown.push_back(end);
  return key;
}

std::shared_ptr<const ReachCache> State::reach_of(Side side) const {
  auto fresh = std::make_shared<ReachCache>();
  fresh->key = reach_key(side);
  std::shared_ptr<const ReachCache> kept = reach_cache_.load();
  if (kept && (kept->key.side != side || kept->key.blown != fresh->key.blown)) kept.reset();
  // The hexes whose enemy changed, and those next to them: a search that settled none of them
  // asked nothing that has changed (what a step into a hex costs depends on that hex, whether a
  // unit may leave one on the hexes around it), so it would find the same hexes again.
  std::vector<bool> touched;
  if (kept && kept->key.enemy != fresh->key.enemy) {
    touched.assign(static_cast<size_t>(game_->board().size()), false);
    const auto touch = [&](uint32_t code) {
      const HexId h{static_cast<uint16_t>(code >> 1)};
      touched[h.value] = true;
      game_->board().for_each_neighbour(h, [&](HexId n, Direction) { touched[n.value] = true; });
    };
    std::vector<uint32_t> changed;
    std::set_symmetric_difference(kept->key.enemy.begin(), kept->key.enemy.end(),
                                  fresh->key.enemy.begin(), fresh->key.enemy.end(),
                                  std::back_inserter(changed));
    for (uint32_t code : changed) touch(code);
  }
  const auto still_holds = [&](size_t i) -> const ReachCache::Entry* {
    if (!kept) return nullptr;
    const ReachCache::Entry& e = kept->units[i];
    if (e.allowance != allowance_halves(UnitId{static_cast<uint16_t>(i)}) ||
        e.start != units_[i].start)
      return nullptr;
    if (!touched.empty())
      for (uint32_t k = e.begin; k < e.end; ++k)
        if (touched[kept->hexes[k].value]) return nullptr;
    return &e;
  };
  // The units whose moves may be listed: on the map, the side's, free to move.
  const auto wanted = [&](size_t i) {
    return units_[i].where == Where::kOnMap && !units_[i].immobilized &&
           def(UnitId{static_cast<uint16_t>(i)}).side == side;
  };
  std::vector<const ReachCache::Entry*> kept_entries(units_.size(), nullptr);
  bool all_kept = touched.empty();
  for (size_t i = 0; i < units_.size(); ++i) {
    if (!wanted(i)) continue;
    kept_entries[i] = still_holds(i);
    if (!kept_entries[i]) all_kept = false;
  }
  if (all_kept && kept) return kept;

  fresh->units.resize(units_.size());
  ReachableSet reach;
  for (size_t i = 0; i < units_.size(); ++i) {
    if (!wanted(i)) continue;
    const UnitId u{static_cast<uint16_t>(i)};
    ReachCache::Entry& e = fresh->units[i];
    e.start = units_[i].start;
    e.allowance = allowance_halves(u);
    e.begin = static_cast<uint32_t>(fresh->hexes.size());
    if (const ReachCache::Entry* old = kept_entries[i]) {
      fresh->hexes.insert(fresh->hexes.end(), kept->hexes.begin() + old->begin,
                          kept->hexes.begin() + old->end);
      fresh->costs.insert(fresh->costs.end(), kept->costs.begin() + old->begin,
                          kept->costs.begin() + old->end);
    } else {
      reachable(u, reach);
      for (HexId h : reach.hexes()) {
        fresh->hexes.push_back(h);
        fresh->costs.push_back(static_cast<uint16_t>(*reach.cost(h)));
      }
    }
    e.end = static_cast<uint32_t>(fresh->hexes.size());
  }
  reach_cache_.store(fresh);
  return fresh;
}

// Each unit's moves until it has moved. A moved unit may be picked up and put down again
// (validate_move accepts it), but the list leaves such moves out, as it leaves out undoing an
// engagement, so that the paths of listed actions through a phase end soon, for the computer
// players, the fuzzers and the random games of the property tests; only a moved unit that is
// now next to the enemy and not engaged is offered its moves again.
void State::list_moves(const ReachCache& reach, std::vector<Action>& out) const {
  // A moved unit that has come next to the enemy and must attack may be moved away again.
  const std::vector<UnitId> must_engage = unengaged_units();
  const std::vector<uint8_t>& stacked = stacked_[index_of(phasing_)];
  const int limit = game_->stacking_limit();
  out.reserve(out.size() + reach.hexes.size());
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& s = units_[i];
    if (s.where != Where::kOnMap || def(u).side != phasing_ || s.immobilized) continue;
    if (s.moved && !contains(must_engage, u)) continue;
    const ReachCache::Entry& e = reach.units[i];
    for (uint32_t k = e.begin; k < e.end; ++k) {
      const HexId h = reach.hexes[k];
      if (h == s.hex) continue;
      // The search enters no hex where the other bars to a stop hold (an enemy unit the side
      // knows of, the Siegfried Line for the Allies), so beyond the start only stacking is left
      // to ask: what can_stop asks, at a listing's pace.
      if (h == s.start ? can_stop(u, h) : stacked[h.value] < limit)
        out.emplace_back(std::in_place_type<Move>, Move{u, h});
    }
  }
}

}  // namespace grognard::bka
