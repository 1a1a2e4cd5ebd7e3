// Which decisions are open, whether one is legal, and applying it (the Session's door).
#include <fmt/format.h>

#include "core/overloaded.h"
#include "games/la-grande-armee/state.h"

namespace grognard::lga {

std::optional<int> State::to_move() const {
  switch (phase_) {
    case Phase::kOver:
      return std::nullopt;
    case Phase::kDefense:
      return index_of(*defender());
    default:
      return index_of(player_);
  }
}

std::optional<RuleViolation> State::validate(const Action& a) const {
  switch (phase_) {
    case Phase::kOver:
      return RuleViolation{"LGA 5.2", "the game is over"};
    case Phase::kBuild:
      return validate_build_phase(a);
    case Phase::kMovement:
      return validate_movement(a);
    case Phase::kDefense:
      return validate_defense(a);
  }
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_build_phase(const Action& a) const {
  const Game& g = *game_;
  return std::visit(
      Overloaded{
          [&](const Aid& x) -> std::optional<RuleViolation> {
            const auto britain = g.find_nation("britain");
            if (player_ != Side::kAllied || !britain || !g.at_war(*britain))
              return RuleViolation{"LGA 5.5", "only Britain, at war, gives military aid"};
            if (x.to == *britain || x.to.value >= g.nation_count() || !g.at_war(x.to) ||
                g.home_side(x.to) != Side::kAllied)
              return RuleViolation{"LGA 5.5", "aid goes to another allied country at war"};
            if (x.amount < 1 || x.amount > mp(*britain))
              return RuleViolation{"LGA 5.5",
                                   fmt::format("Britain has {} MPs to give", mp(*britain))};
            return std::nullopt;
          },
          [&](const Build& x) -> std::optional<RuleViolation> {
            if (x.unit.value >= units_.size()) return RuleViolation{"LGA 5.5", "no such unit"};
            const UnitDef& d = def(x.unit);
            if (side_of(x.unit) != player_)
              return RuleViolation{"LGA 5.5", fmt::format("{} is not yours to build", d.id)};
            if (!buildable(x.unit))
              return RuleViolation{"LGA 5.5",
                                   fmt::format("{} is not available to build{}", d.id,
                                               unit(x.unit).where == Where::kLater
                                                   ? fmt::format(" before {}", d.available)
                                                   : "")};
            const int cost = build_cost(d.type);
            if (mp(d.nation) < cost)
              return RuleViolation{"LGA 5.5", fmt::format("{} costs {} MPs; {} has {}", d.id, cost,
                                                          g.nation_name(d.nation), mp(d.nation))};
            const auto sites = build_sites(x.unit);
            if (std::find(sites.begin(), sites.end(), x.at) == sites.end())
              return RuleViolation{"LGA 2.3",
                                   fmt::format("new units appear in a controlled capital of "
                                               "their own country ({} is not one)",
                                               g.board().label_text(x.at))};
            return std::nullopt;
          },
          [&](const Rally& x) -> std::optional<RuleViolation> {
            if (x.unit.value >= units_.size() || !on_map(x.unit))
              return RuleViolation{"LGA 5.5", "only units on the map rally"};
            const UnitDef& d = def(x.unit);
            const UnitState& s = unit(x.unit);
            if (side_of(x.unit) != player_)
              return RuleViolation{"LGA 5.5", fmt::format("{} is not yours", d.id)};
            if (s.morale >= max_morale(d.type))
              return RuleViolation{"LGA 5.5", fmt::format("{} is at its maximum morale of {}", d.id,
                                                          max_morale(d.type))};
            if (s.rallied) return RuleViolation{"LGA 5.5", "UNIT ALREADY RALLIED this season"};
            const int cost = rally_cost(s.morale);
            if (mp(d.nation) < cost)
              return RuleViolation{
                  "LGA 5.5", fmt::format("rallying from {} costs {} MPs; {} has {}", s.morale, cost,
                                         g.nation_name(d.nation), mp(d.nation))};
            return std::nullopt;
          },
          [&](const EndPhase&) -> std::optional<RuleViolation> { return std::nullopt; },
          [&](const auto&) -> std::optional<RuleViolation> {
            return RuleViolation{"LGA 5.5", "it is the build/rally phase (Phase IV)"};
          }},
      a);
}

std::optional<RuleViolation> State::defense_out_of_turn() const {
  if (!first_attack_)
    return RuleViolation{"LGA 5.66",
                         "no defensive moves before the enemy's first attack of his turn"};
  return RuleViolation{"LGA 5.66",
                       "the defender moves between the enemy's moves: wait until his "
                       "current one is over"};
}

std::optional<RuleViolation> State::validate_movement(const Action& a) const {
  return std::visit(
      Overloaded{
          [&](const Move& x) { return step_violation(x.unit, x.to); },
          [&](const Halt& x) -> std::optional<RuleViolation> {
            if (x.unit.value >= units_.size() || !on_map(x.unit) || side_of(x.unit) != player_)
              return RuleViolation{"LGA 2.11", "not one of your units on the map"};
            if (unit(x.unit).halted)
              return RuleViolation{"LGA 2.11", "that unit has already ended its movement"};
            if (!x.garrison) return std::nullopt;
            const HexId h = unit(x.unit).hex;
            if (!may_garrison(def(x.unit).type))
              return RuleViolation{"LGA 3.6", "only infantry, artillery and militia garrison"};
            if (game_->area(h).city == CityKind::kNone)
              return RuleViolation{"LGA 3.6", "garrisons hold cities"};
            for (UnitId o : units_in(h))
              if (o != x.unit && unit(o).garrison)
                return RuleViolation{"LGA 3.6",
                                     fmt::format("{} already garrisons this city", def(o).id)};
            return std::nullopt;
          },
          [&](const EndPhase&) -> std::optional<RuleViolation> { return std::nullopt; },
          [&](const Reinforce&) { return defense_out_of_turn(); },
          [&](const Withdraw&) { return defense_out_of_turn(); },
          [&](const SetTop&) { return defense_out_of_turn(); },
          [&](const auto&) -> std::optional<RuleViolation> {
            return RuleViolation{"LGA 5.6", "it is the movement and combat phase (Phase V)"};
          }},
      a);
}

std::optional<RuleViolation> State::validate_defense(const Action& a) const {
  return std::visit(
      Overloaded{
          [&](const Reinforce& x) { return defensive_move_violation(x.unit, x.to, true); },
          [&](const Withdraw& x) { return defensive_move_violation(x.unit, x.to, false); },
          [&](const SetTop& x) -> std::optional<RuleViolation> {
            if (x.unit.value >= units_.size() || !on_map(x.unit) || side_of(x.unit) != *defender())
              return RuleViolation{"LGA 5.65", "not one of the defender's units on the map"};
            if (unit(x.unit).defended)
              return RuleViolation{"LGA 5.65", "that unit has made its defensive move this season"};
            if (units_in(unit(x.unit).hex).front() == x.unit)
              return RuleViolation{"LGA 5.65", "that unit is already on top"};
            return std::nullopt;
          },
          [&](const EndPhase&) -> std::optional<RuleViolation> { return std::nullopt; },
          [&](const auto&) -> std::optional<RuleViolation> {
            return RuleViolation{"LGA 5.65",
                                 "the defender may reinforce, withdraw, change the top unit or "
                                 "pass"};
          }},
      a);
}

void State::list_build_phase(std::vector<Action>& out) const {
  const Game& g = *game_;
  if (const auto britain = g.find_nation("britain");
      player_ == Side::kAllied && britain && g.at_war(*britain) && mp(*britain) > 0)
    for (int n = 0; n < g.nation_count(); ++n) {
      const NationId to{static_cast<uint8_t>(n)};
      if (to == *britain || !g.at_war(to) || g.home_side(to) != Side::kAllied) continue;
      for (int amount = 1; amount <= mp(*britain); ++amount) out.push_back(Aid{to, amount});
    }
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (side_of(u) != player_) continue;
    if (buildable(u) && mp(def(u).nation) >= build_cost(def(u).type))
      for (HexId at : build_sites(u)) out.push_back(Build{u, at});
    if (!validate_build_phase(Rally{u})) out.push_back(Rally{u});
  }
  out.push_back(EndPhase{});
}

void State::list_movement(std::vector<Action>& out) const {
  const HexBoard& board = game_->board();
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!on_map(u) || side_of(u) != player_ || unit(u).halted) continue;
    if (may_move(u)) {
      const HexId h = unit(u).hex;
      board.for_each_neighbour(h, [&](HexId n, Direction) {
        if (!step_violation(u, n)) out.push_back(Move{u, n});
      });
      for (HexId n : game_->sea_links(h))
        if (!step_violation(u, n)) out.push_back(Move{u, n});
    }
    out.push_back(Halt{u, false});
    if (!validate_movement(Halt{u, true})) out.push_back(Halt{u, true});
  }
  out.push_back(EndPhase{});
}

void State::list_defense(std::vector<Action>& out) const {
  const HexBoard& board = game_->board();
  const std::vector<bool> mover_zoc = zoc_of(player_);
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!on_map(u) || side_of(u) != *defender() || unit(u).defended) continue;
    board.for_each_neighbour(unit(u).hex, [&](HexId n, Direction) {
      if (!defensive_move_violation(u, n, true, mover_zoc)) out.push_back(Reinforce{u, n});
      if (!defensive_move_violation(u, n, false, mover_zoc)) out.push_back(Withdraw{u, n});
    });
    if (!validate_defense(SetTop{u})) out.push_back(SetTop{u});
  }
  out.push_back(EndPhase{});
}

std::vector<Action> State::legal_actions() const {
  std::vector<Action> out;
  switch (phase_) {
    case Phase::kOver:
      break;
    case Phase::kBuild:
      list_build_phase(out);
      break;
    case Phase::kMovement:
      list_movement(out);
      break;
    case Phase::kDefense:
      list_defense(out);
      break;
  }
  return out;
}

Events State::do_apply(const Action& a, EventMode mode) {
  EventSink ev(mode);
  const bool mover_acts = phase_ == Phase::kMovement &&
                          (std::holds_alternative<Move>(a) || std::holds_alternative<Halt>(a));
  std::visit(
      Overloaded{
          [&](const Aid& x) {
            const NationId britain = *game_->find_nation("britain");
            mp_[britain.value] -= x.amount;
            mp_[x.to.value] += x.amount;
            ev.add([&]() -> json {
              return {{"type", "aid"},
                      {"side", "allied"},
                      {"to", game_->nation_name(x.to)},
                      {"amount", x.amount}};
            });
          },
          [&](const Build& x) {
            const UnitDef& d = def(x.unit);
            mp_[d.nation.value] -= build_cost(d.type);
            UnitState& s = units_[x.unit.value];
            s = UnitState{};
            s.morale = static_cast<int8_t>(max_morale(d.type));
            s.moves = static_cast<int8_t>(movement_allowance(d.type));
            place_on_top(x.unit, x.at);
            ev.add([&] {
              json e = event_unit(x.unit);
              e.update({{"type", "built"},
                        {"at", game_->board().label_text(x.at)},
                        {"cost", build_cost(d.type)}});
              return e;
            });
          },
          [&](const Rally& x) {
            UnitState& s = units_[x.unit.value];
            const int cost = rally_cost(s.morale);
            mp_[def(x.unit).nation.value] -= cost;
            s.morale = static_cast<int8_t>(s.morale + 1);
            s.rallied = true;
            ev.add([&] {
              json e = event_unit(x.unit);
              e.update({{"type", "rallied"}, {"morale", s.morale}, {"cost", cost}});
              return e;
            });
          },
          [&](const Move& x) { apply_move(x, ev); },
          [&](const Halt& x) {
            UnitState& s = units_[x.unit.value];
            s.halted = true;
            if (x.garrison) s.garrison = true;
            ev.add([&] {
              json e = event_unit(x.unit);
              e.update({{"type", "halted"}, {"garrison", s.garrison}});
              if (curtain_) e["secret"] = true;
              return e;
            });
          },
          [&](const Reinforce& x) { apply_defensive_move(x.unit, x.to, true, ev); },
          [&](const Withdraw& x) { apply_defensive_move(x.unit, x.to, false, ev); },
          [&](const SetTop& x) {
            units_[x.unit.value].defended = true;
            place_on_top(x.unit, unit(x.unit).hex);
            ev.add([&] {
              json e = event_unit(x.unit);
              e.update({{"type", "set_top"}, {"hex", game_->board().label_text(unit(x.unit).hex)}});
              return e;
            });
          },
          [&](const EndPhase&) {
            if (phase_ == Phase::kBuild) {
              begin_movement(ev);
            } else if (phase_ == Phase::kDefense) {
              phase_ = Phase::kMovement;
              ev.add([&]() -> json {
                return {{"type", "defense_ended"}, {"side", side_name(*defender())}};
              });
            } else {
              for (size_t i = 0; i < units_.size(); ++i)
                if (side_of(UnitId{static_cast<uint16_t>(i)}) == player_) units_[i].halted = true;
              end_turn(ev);
            }
          }},
      a);
  // LGA 5.66: after the mover's first attack the defender may reinforce or withdraw "at any
  // time": after each of the mover's moves and halts while his movement goes on (settle skips
  // the window when the defender has nothing to do).
  if (mover_acts && phase_ == Phase::kMovement && first_attack_ && mover_still_moving())
    phase_ = Phase::kDefense;
  settle(ev);
  return ev.take();
}

}  // namespace grognard::lga
