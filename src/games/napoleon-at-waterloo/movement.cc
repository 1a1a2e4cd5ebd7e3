// NAW Movement and Zones of Control (advanced game): woods 4, clear, towns and roads 1,
// road through woods 1; entering an enemy ZOC +1; infantry and artillery never leave one;
// cavalry leaves at +1 and may go ZOC to ZOC; at most three units a hex at the end of the
// phase; the Prussians due enter at its beginning.
#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "games/napoleon-at-waterloo/state.h"
#include "games/napoleon-at-waterloo/zoc.h"

namespace grognard::naw {

ZocMap ZocMap::against(const State& s, Side side, const std::vector<UnitId>& ignore) {
  const HexBoard& board = s.game().board();
  ZocMap m;
  m.zoc.assign(board.size(), 0);
  m.locks.assign(board.size(), 0);
  m.occupied.assign(board.size(), 0);
  const Side enemy = enemy_of(side);
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitDef& d = s.def(u);
    if (d.side != enemy || !s.on_map(u)) continue;
    const HexId h = s.unit(u).hex;
    m.occupied[h.value] = 1;
    if (d.arm == Arm::kLeader) continue;  // the Napoleon counter has no zone of control
    if (std::find(ignore.begin(), ignore.end(), u) != ignore.end()) continue;
    // NAW Demoralization (2): a demoralized side's units stop holding enemies in place,
    // except the Prussians (case 3).
    const bool holds = !(s.demoralized() == enemy && d.nation != Nation::kPrussian);
    board.for_each_neighbour(h, [&](HexId n, Direction) {
      m.zoc[n.value] = 1;
      if (holds) m.locks[n.value] = 1;
    });
  }
  return m;
}

namespace {

// The step rules one unit moves under (core/reachable.h).
class UnitSteps {
 public:
  UnitSteps(const State& s, UnitId u, const ZocMap& zoc) : s_(s), zoc_(zoc) {
    const UnitDef& d = s.def(u);
    // Cavalry (and the Napoleon counter, who rides) may leave enemy zones; so may every
    // unit of the side whose enemy is demoralized (NAW Demoralization (2)).
    breaks_lock_ =
        d.arm == Arm::kCavalry || d.arm == Arm::kLeader || s.demoralized() == enemy_of(d.side);
  }
  std::optional<int> step_cost(HexId from, HexId to, Direction d) const {
    if (zoc_.occupied[to.value]) return std::nullopt;  // never through enemy units
    const Game& g = s_.game();
    int cost = g.board().has_feature(from, d, HexsideFeature::kRoad) ? g.movement().road
                                                                     : g.terrain(to).move_cost;
    if (zoc_.zoc[to.value]) cost += g.movement().enter_enemy_zoc;
    // Whoever may leave an enemy zone pays to, even one that no longer locks (NAW
    // Demoralization (2): "at the same movement cost penalty as cavalry units").
    if (zoc_.zoc[from.value]) cost += g.movement().leave_enemy_zoc;
    return cost;
  }
  // Moving off the map by the arrows from `h`: the exit's own cost, and leaving an enemy
  // zone there costs what leaving it for a hex would (NAW ZOC (2), Victory Conditions).
  int exit_cost(HexId h) const {
    const Game& g = s_.game();
    return g.movement().exit + (zoc_.zoc[h.value] ? g.movement().leave_enemy_zoc : 0);
  }
  bool may_leave(HexId h) const { return breaks_lock_ || !zoc_.locks[h.value]; }
  // Entering from off the map onto an entry hex (Prussian reinforcements).
  std::optional<int> entry_cost(HexId h) const {
    if (zoc_.occupied[h.value]) return std::nullopt;
    const Game& g = s_.game();
    return g.terrain(h).move_cost + (zoc_.zoc[h.value] ? g.movement().enter_enemy_zoc : 0);
  }

 private:
  const State& s_;
  const ZocMap& zoc_;
  bool breaks_lock_ = false;
};

void search(const State& s, UnitId u, const ZocMap& zoc, ReachableSet& out, int allowance) {
  UnitSteps steps(s, u, zoc);
  std::vector<Origin> origins;
  if (s.on_map(u)) {
    origins.push_back(Origin{s.unit(u).hex, 0});
  } else {
    for (HexId h : s.game().entry_hexes())
      if (auto c = steps.entry_cost(h)) origins.push_back(Origin{h, *c});
  }
  out.search(s.game().board(), origins, allowance, steps);
}

}  // namespace

bool State::may_enter_now(UnitId u) const {
  const UnitState& us = units_[u.value];
  const UnitDef& d = def(u);
  return us.where == Where::kWaiting && d.arrives > 0 && d.arrives <= turn_ && phasing_ == d.side &&
         phase_ == Phase::kMovement;
}

void State::reachable(UnitId u, ReachableSet& out) const {
  const ZocMap zoc = ZocMap::against(*this, def(u).side);
  search(*this, u, zoc, out, def(u).movement);
}

std::optional<RuleViolation> State::validate_move(const Move& m) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"NAW Turns of Play", "units move only in the Movement Phase"};
  if (m.unit.value >= units_.size()) return RuleViolation{"action", "no such unit"};
  const UnitDef& d = def(m.unit);
  const UnitState& us = units_[m.unit.value];
  if (d.side != phasing_)
    return RuleViolation{"NAW Turns of Play", fmt::format("{} is not the phasing player's", d.id)};
  if (us.moved)
    return RuleViolation{"NAW Movement", fmt::format("{} has already moved this phase", d.id)};
  if (us.where == Where::kWaiting) {
    if (d.arrives > turn_)
      return RuleViolation{"NAW Setting Up (Prussian arrival)",
                           fmt::format("{} arrives on game-turn {}", d.id, d.arrives)};
  } else if (us.where != Where::kOnMap) {
    return RuleViolation{"NAW Movement", fmt::format("{} is no longer on the map", d.id)};
  }
  if (us.where == Where::kOnMap && us.hex == m.to)
    return RuleViolation{"NAW Movement", "the unit is already there"};
  const auto moves = phase_moves();
  if (us.where != Where::kWaiting)
    if (auto first = due_reinforcements(*moves); !first.empty())
      return RuleViolation{
          "NAW Setting Up (Prussian arrival)",
          fmt::format("the Prussians due enter at the beginning of the Allied movement phase: "
                      "enter {} first",
                      def(first.front()).id)};
  if (moves->lists(m.unit, m)) return std::nullopt;
  // Not listed: search again, to say why.
  const ZocMap zoc = ZocMap::against(*this, d.side);
  ReachableSet reach;
  search(*this, m.unit, zoc, reach, d.movement);
  if (!reach.reached(m.to)) {
    const std::string to = game_->board().label_text(m.to);
    if (us.where == Where::kOnMap && zoc.locks[us.hex.value] && d.arm != Arm::kCavalry &&
        d.arm != Arm::kLeader && demoralized_ != enemy_of(d.side))
      return RuleViolation{"NAW ZOC (2)",
                           fmt::format("{} may not leave an enemy zone of control", d.id)};
    if (zoc.occupied[m.to.value])
      return RuleViolation{"NAW Movement", fmt::format("{} holds enemy units", to)};
    ReachableSet unlimited;
    search(*this, m.unit, zoc, unlimited, 99);
    if (auto c = unlimited.cost(m.to))
      return RuleViolation{
          "NAW Movement (1)",
          fmt::format("reaching {} costs {} movement points; {} has {}", to, *c, d.id, d.movement)};
    return RuleViolation{"NAW Movement", fmt::format("{} cannot reach {}", d.id, to)};
  }
  // NAW Movement (2): a hex may hold more than three units during the phase; the limit is
  // checked when the phase ends (validate_end_of_movement).
  return std::nullopt;
}

std::vector<UnitId> State::due_reinforcements(const PhaseMoves& moves) const {
  std::vector<UnitId> out;
  if (phase_ != Phase::kMovement) return out;
  for (int i = 0; i < unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    // One that cannot enter now (every entry hex closed to it) waits.
    if (may_enter_now(u) && moves.can_move(u)) out.push_back(u);
  }
  return out;
}

std::shared_ptr<const PhaseMoves> State::phase_moves() const {
  if (phase_moves_ && phase_ == Phase::kMovement && phase_moves_->turn == turn_ &&
      phase_moves_->side == phasing_)
    return phase_moves_;
  return list_phase_moves();
}

std::shared_ptr<const PhaseMoves> State::list_phase_moves() const {
  auto moves = std::make_shared<PhaseMoves>();
  moves->turn = turn_;
  moves->side = phasing_;
  moves->of_unit.resize(units_.size());
  if (phase_ != Phase::kMovement) return moves;
  const ZocMap zoc = ZocMap::against(*this, phasing_);
  ReachableSet reach;
  for (int i = 0; i < unit_count(); ++i)
    list_moves_of(UnitId{static_cast<uint16_t>(i)}, zoc, reach, moves->of_unit[i]);
  return moves;
}

std::vector<HexId> State::overstacked_hexes() const {
  std::vector<int> count(static_cast<size_t>(game_->board().size()), 0);
  std::vector<HexId> out;
  for (int i = 0; i < unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!on_map(u) || def(u).side != phasing_ || def(u).arm == Arm::kLeader) continue;
    if (++count[units_[i].hex.value] == game_->stacking_limit() + 1) out.push_back(units_[i].hex);
  }
  return out;
}

std::optional<RuleViolation> State::validate_end_of_movement() const {
  const auto moves = phase_moves();
  if (auto due = due_reinforcements(*moves); !due.empty()) {
    std::vector<std::string> ids;
    for (UnitId u : due) ids.push_back(def(u).id);
    return RuleViolation{"NAW Setting Up (Prussian arrival)",
                         fmt::format("the Prussians due this turn must enter before the movement "
                                     "phase ends: {}",
                                     fmt::join(ids, ", "))};
  }
  // An excess that a unit still free to move could clear must be cleared; one that cannot be
  // avoided is destroyed when the phase ends (settle_stacking).
  const auto overstacked = overstacked_hexes();
  if (overstacked.empty()) return std::nullopt;
  std::vector<std::string> hexes;
  for (HexId h : overstacked)
    for (UnitId u : units_in(h)) {
      if (def(u).side != phasing_ || units_[u.value].moved) continue;
      if (moves->can_move(u)) {
        hexes.push_back(game_->board().label_text(h));
        break;
      }
    }
  if (!hexes.empty())
    return RuleViolation{"NAW Movement (2)",
                         fmt::format("no more than {} units a hex at the end of the movement "
                                     "phase; move units out of {}",
                                     game_->stacking_limit(), fmt::join(hexes, ", "))};
  return std::nullopt;
}

void State::settle_stacking(EventSink& ev) {
  bool lost = false;
  for (HexId h : overstacked_hexes()) {
    std::vector<UnitId> stack;
    for (UnitId u : units_in(h))
      if (def(u).side == phasing_ && def(u).arm != Arm::kLeader) stack.push_back(u);
    // The strongest stay; the excess that could not be avoided is destroyed.
    std::stable_sort(stack.begin(), stack.end(),
                     [&](UnitId a, UnitId b) { return def(a).strength > def(b).strength; });
    for (size_t i = static_cast<size_t>(game_->stacking_limit()); i < stack.size(); ++i) {
      ev.add([&]() -> json {
        return {{"type", "overstacked"},
                {"unit", def(stack[i]).id},
                {"hex", game_->board().label_text(h)}};
      });
      eliminate(stack[i], ev);
      lost = true;
    }
  }
  if (lost) check_demoralization(phasing_, ev);
}

std::optional<RuleViolation> State::validate_exit(const Exit& m) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"NAW Turns of Play", "units move only in the Movement Phase"};
  if (m.unit.value >= units_.size()) return RuleViolation{"action", "no such unit"};
  const UnitDef& d = def(m.unit);
  if (d.side != Side::kFrench || phasing_ != Side::kFrench)
    return RuleViolation{"NAW Victory Conditions", "only French units move off the map"};
  if (!on_map(m.unit) || units_[m.unit.value].moved)
    return RuleViolation{"NAW Movement", fmt::format("{} cannot move now", d.id)};
  if (phase_moves()->lists(m.unit, m)) return std::nullopt;
  const ZocMap zoc = ZocMap::against(*this, d.side);
  ReachableSet reach;
  search(*this, m.unit, zoc, reach, d.movement);
  UnitSteps steps(*this, m.unit, zoc);
  for (HexId h : game_->exit_hexes())
    if (auto c = reach.cost(h); c && *c + steps.exit_cost(h) <= d.movement && steps.may_leave(h))
      return std::nullopt;
  return RuleViolation{"NAW Victory Conditions",
                       fmt::format("{} cannot reach the arrows on the north edge with a movement "
                                   "point to spare",
                                   d.id)};
}

void State::apply_move(const Move& m, EventSink& ev) {
  // The path is told, not needed: search for it only when events are recorded.
  ev.add([&]() -> json {
    ReachableSet reach;
    search(*this, m.unit, ZocMap::against(*this, def(m.unit).side), reach, def(m.unit).movement);
    json path = json::array();
    for (HexId h : reach.path_to(m.to)) path.push_back(game_->board().label_text(h));
    return {{"type", unit(m.unit).where == Where::kWaiting ? "enter" : "move"},
            {"unit", def(m.unit).id},
            {"path", path},
            {"cost", *reach.cost(m.to)}};
  });
  UnitState& us = units_[m.unit.value];
  us.where = Where::kOnMap;
  us.hex = m.to;
  us.moved = true;
}

void State::apply_exit(const Exit& m, EventSink& ev) {
  UnitState& us = units_[m.unit.value];
  ev.add([&]() -> json {
    return {
        {"type", "exit"}, {"unit", def(m.unit).id}, {"from", game_->board().label_text(us.hex)}};
  });
  us.where = Where::kExited;
  us.moved = true;
}

std::vector<UnitId> State::listed_moves(std::shared_ptr<const PhaseMoves>& phase) const {
  phase = phase_moves();
  const auto due = due_reinforcements(*phase);
  std::vector<UnitId> lists;
  for (int i = 0; i < unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    // A unit listed at the start of the phase that has moved since has no move left.
    if (units_[u.value].moved) continue;
    if (due.empty() || std::find(due.begin(), due.end(), u) != due.end()) lists.push_back(u);
  }
  return lists;
}

void State::list_moves(std::vector<Action>& out) const {
  std::shared_ptr<const PhaseMoves> phase;
  const auto units = listed_moves(phase);
  size_t count = out.size();
  for (const UnitId u : units) count += phase->of_unit[u.value].size();
  out.reserve(count + 1);  // and the Pass
  for (const UnitId u : units)
    out.insert(out.end(), phase->of_unit[u.value].begin(), phase->of_unit[u.value].end());
}

std::vector<Action> State::moves_of(UnitId u, ReachableSet& reach) const {
  std::vector<Action> out;
  list_moves_of(u, ZocMap::against(*this, phasing_), reach, out);
  return out;
}

void State::list_moves_of(UnitId u, const ZocMap& zoc, ReachableSet& reach,
                          std::vector<Action>& out) const {
  const UnitDef& d = def(u);
  const UnitState& us = units_[u.value];
  if (d.side != phasing_ || us.moved) return;
  if (!(us.where == Where::kOnMap || may_enter_now(u))) return;
  search(*this, u, zoc, reach, d.movement);
  UnitSteps steps(*this, u, zoc);
  bool can_exit = false;
  for (HexId h : reach.hexes()) {
    if (us.where == Where::kOnMap && h == us.hex) continue;
    if (d.side == Side::kFrench && game_->is_exit(h) && steps.may_leave(h) &&
        *reach.cost(h) + steps.exit_cost(h) <= d.movement)
      can_exit = true;
    out.push_back(Move{u, h});
  }
  if (us.where == Where::kOnMap && game_->is_exit(us.hex) && d.side == Side::kFrench &&
      steps.may_leave(us.hex) && steps.exit_cost(us.hex) <= d.movement)
    can_exit = true;
  if (can_exit) out.push_back(Exit{u});
}

}  // namespace grognard::naw
