// The sequence of play (NAW Turns of Play): French Movement, French bombardment and ground
// combat, Allied Movement (Prussians arrive at its start), Allied bombardment and ground
// combat; ten game-turns.
#include "games/napoleon-at-waterloo/state.h"

#include <fmt/format.h>

#include "core/state_hash.h"
#include "games/napoleon-at-waterloo/stacks.h"

namespace grognard::naw {

State::State(std::shared_ptr<const Game> game, uint64_t seed) : game_(std::move(game)), rng_(seed) {
  units_.resize(game_->units().size());
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitDef& d = game_->units()[i];
    if (d.start) {
      units_[i].where = Where::kOnMap;
      units_[i].hex = *d.start;
    }
  }
  const Opening& o = game_->opening();
  turn_ = o.turn;
  phasing_ = o.side;
  phase_ = o.phase;
  demoralized_ = o.demoralized;
  for (UnitId u : o.exited) units_[u.value].where = Where::kExited;
  for (UnitId u : o.eliminated) {
    units_[u.value].where = Where::kEliminated;
    losses_[index_of(def(u).side)] += def(u).strength;
  }
  if (phase_ == Phase::kMovement) phase_moves_ = list_phase_moves();
}

std::vector<UnitId> State::units_in(HexId h) const {
  std::vector<UnitId> out;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && units_[i].hex == h)
      out.push_back(UnitId{static_cast<uint16_t>(i)});
  return out;
}

Stacks::Stacks(const State& s) {
  const size_t hexes = static_cast<size_t>(s.game().board().size());
  first_.assign(hexes + 1, 0);
  sides_.assign(hexes, 0);
  // A counting sort of the units on the map by hex, keeping the order of battle within a hex.
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!s.on_map(u)) continue;
    ++first_[s.unit(u).hex.value + 1];
    sides_[s.unit(u).hex.value] |= 1 << index_of(s.def(u).side);
  }
  for (size_t h = 0; h < hexes; ++h) first_[h + 1] += first_[h];
  units_.resize(first_[hexes]);
  std::vector<uint16_t> next(first_.begin(), first_.end() - 1);
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (s.on_map(u)) units_[next[s.unit(u).hex.value]++] = u;
  }
}

int State::stack_count(HexId h, Side side) const {
  int n = 0;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && units_[i].hex == h && game_->units()[i].side == side &&
        game_->units()[i].arm != Arm::kLeader)
      ++n;
  return n;
}

bool State::has_units_of(HexId h, Side side) const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kOnMap && units_[i].hex == h && game_->units()[i].side == side)
      return true;
  return false;
}

int State::exited_combat_units() const {
  int n = 0;
  for (size_t i = 0; i < units_.size(); ++i)
    if (units_[i].where == Where::kExited && game_->units()[i].arm != Arm::kLeader) ++n;
  return n;
}

bool State::napoleon_exited() const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (game_->units()[i].arm == Arm::kLeader && game_->units()[i].side == Side::kFrench &&
        units_[i].where == Where::kExited)
      return true;
  return false;
}

bool State::napoleon_eliminated() const {
  for (size_t i = 0; i < units_.size(); ++i)
    if (game_->units()[i].arm == Arm::kLeader && game_->units()[i].side == Side::kFrench &&
        units_[i].where == Where::kEliminated)
      return true;
  return false;
}

std::optional<int> State::to_move() const {
  if (over()) return std::nullopt;
  if (combat_) {
    switch (combat_->stage) {
      case Combat::Stage::kDefenseMode:
        return index_of(enemy_of(combat_->attacker));
      case Combat::Stage::kLosses:
      case Combat::Stage::kVolunteer:
        return index_of(combat_->attacker);
      case Combat::Stage::kRetreat:
      case Combat::Stage::kAdvance:
        return index_of(combat_->victor_is_attacker ? combat_->attacker
                                                    : enemy_of(combat_->attacker));
    }
  }
  return index_of(phasing_);
}

std::optional<RuleViolation> State::validate(const Action& a) const {
  if (over()) return RuleViolation{"NAW Victory (1)", "the game is over"};
  if (combat_) return validate_pending(a);
  return std::visit(
      [&](const auto& x) -> std::optional<RuleViolation> {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, Move>) return validate_move(x);
        if constexpr (std::is_same_v<T, Exit>) return validate_exit(x);
        if constexpr (std::is_same_v<T, Bombard>) return validate_bombard(x);
        if constexpr (std::is_same_v<T, Attack>) return validate_attack(x);
        if constexpr (std::is_same_v<T, Pass>) {
          if (phase_ == Phase::kMovement) return validate_end_of_movement();
          return std::nullopt;
        }
        return RuleViolation{"NAW Combat", "no combat is being resolved"};
      },
      a);
}

Events State::do_apply(const Action& a, EventMode mode) {
  EventSink ev(mode);
  std::visit(
      [&](const auto& x) {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, Move>) {
          apply_move(x, ev);
        } else if constexpr (std::is_same_v<T, Exit>) {
          apply_exit(x, ev);
        } else if constexpr (std::is_same_v<T, Bombard> || std::is_same_v<T, Attack>) {
          declare_combat(plan_combat(x), ev);
        } else if constexpr (std::is_same_v<T, ChooseDefense>) {
          combat_->defense_mode = x.mode;
          ev.add([&]() -> json {
            return {{"type", "defense_mode"}, {"mode", defense_mode_name(x.mode)}};
          });
          resolve_combat(ev);
        } else if constexpr (std::is_same_v<T, ChooseLosses>) {
          apply_losses(x.units, ev);
        } else if constexpr (std::is_same_v<T, Retreat>) {
          apply_retreat(x, ev);
        } else if constexpr (std::is_same_v<T, Advance>) {
          apply_advance(x, ev);
        } else if constexpr (std::is_same_v<T, VolunteerRetreat>) {
          combat_->victor_is_attacker = false;
          combat_->retreating = x.guns;
          combat_->stage = Combat::Stage::kRetreat;
          continue_combat(ev);
        } else if constexpr (std::is_same_v<T, Pass>) {
          if (combat_)
            finish_combat(ev);
          else
            end_phase(ev);
        }
      },
      a);
  return ev.take();
}

void State::start_phase(EventSink& ev) {
  for (UnitState& u : units_) u.moved = u.fired = u.attacked = u.disrupted = false;
  if (phase_ == Phase::kMovement) phase_moves_ = list_phase_moves();
  ev.add([&] {
    json e = {{"type", "phase"},
              {"turn", turn_},
              {"side", side_name(phasing_)},
              {"phase", phase_name(phase_)}};
    if (phase_ == Phase::kMovement) {
      json arriving = json::array();
      for (const UnitDef& d : game_->units())
        if (d.arrives == turn_ && d.side == phasing_) arriving.push_back(d.id);
      if (!arriving.empty()) e["arriving"] = arriving;
    }
    return e;
  });
}

void State::end_phase(EventSink& ev) {
  switch (phase_) {
    case Phase::kMovement:
      settle_stacking(ev);
      phase_ = Phase::kBombardment;
      phase_moves_.reset();
      break;
    case Phase::kBombardment:
      phase_ = Phase::kAssault;
      break;
    case Phase::kAssault:
      phase_ = Phase::kMovement;
      if (phasing_ == Side::kFrench) {
        phasing_ = Side::kAllied;
      } else {
        phasing_ = Side::kFrench;
        if (++turn_ > game_->turns()) {
          turn_ = game_->turns();
          phase_ = Phase::kOver;
          ev.add([&]() -> json { return {{"type", "game_over"}, {"result", result()}}; });
          return;
        }
        // A new game-turn: each unit may again be bombarded once and attacked once.
        for (UnitState& u : units_) u.bombarded = u.assaulted = false;
      }
      break;
    case Phase::kOver:
      return;
  }
  start_phase(ev);
}

void State::eliminate(UnitId u, EventSink& ev) {
  UnitState& us = units_[u.value];
  if (us.where != Where::kOnMap) return;
  ev.add([&]() -> json {
    return {
        {"type", "eliminated"}, {"unit", def(u).id}, {"hex", game_->board().label_text(us.hex)}};
  });
  us.where = Where::kEliminated;
  losses_[index_of(def(u).side)] += def(u).strength;
}

uint64_t State::hash() const {
  StateHasher h;
  h.add(static_cast<uint64_t>(turn_));
  h.add(static_cast<uint64_t>(phasing_));
  h.add(static_cast<uint64_t>(phase_));
  for (const UnitState& u : units_) {
    h.add(static_cast<uint64_t>(u.where) | static_cast<uint64_t>(u.hex.value) << 8 |
          static_cast<uint64_t>(u.moved) << 24 | static_cast<uint64_t>(u.fired) << 25 |
          static_cast<uint64_t>(u.attacked) << 26 | static_cast<uint64_t>(u.disrupted) << 27 |
          static_cast<uint64_t>(u.bombarded) << 28 | static_cast<uint64_t>(u.assaulted) << 29);
  }
  h.add(static_cast<uint64_t>(losses_[0]));
  h.add(static_cast<uint64_t>(losses_[1]));
  h.add(demoralized_ ? 1 + static_cast<uint64_t>(*demoralized_) : 0);
  if (combat_) {
    const Combat& c = *combat_;
    auto add_units = [&](const std::vector<UnitId>& v) {
      h.add(v.size());
      for (UnitId u : v) h.add(u.value);
    };
    auto add_hexes = [&](const std::vector<HexId>& v) {
      h.add(v.size());
      for (HexId x : v) h.add(x.value);
    };
    h.add(static_cast<uint64_t>(c.stage) + 1);
    h.add(c.bombardment);
    h.add(static_cast<uint64_t>(c.attacker));
    add_units(c.attackers);
    add_units(c.exposed);
    add_hexes(c.attacker_hexes);
    add_hexes(c.targets);
    add_units(c.defenders);
    h.add(static_cast<uint64_t>(c.attack_mode));
    h.add(static_cast<uint64_t>(c.defense_mode));
    h.add(static_cast<uint64_t>(c.result));
    h.add(static_cast<uint64_t>(c.losses_required));
    add_units(c.retreating);
    add_units(c.retreated);
    add_hexes(c.vacated);
    add_units(c.may_advance);
    h.add(c.victor_is_attacker);
  } else {
    h.add(0);
  }
  for (uint64_t w : rng_.words()) h.add(w);
  return h.value();
}

State State::view_for(int) const { return public_view(); }

State State::public_view() const {
  State v = *this;
  v.rng_ = Rng(0);  // the future dice are no one's to know
  return v;
}

}  // namespace grognard::naw
