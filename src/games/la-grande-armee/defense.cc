// The defender's reinforce and withdraw moves during the enemy's turn (LGA 2.13, 5.65-5.67).
#include <fmt/format.h>

#include "games/la-grande-armee/state.h"
#include "games/la-grande-armee/tables.h"

namespace grognard::lga {

std::optional<RuleViolation> State::defensive_move_violation(UnitId u, HexId to,
                                                             bool reinforce) const {
  return defensive_move_violation(u, to, reinforce, zoc_of(player_));
}

std::optional<RuleViolation> State::defensive_move_violation(UnitId u, HexId to, bool reinforce,
                                                             const std::vector<bool>& zoc) const {
  if (phase_ != Phase::kDefense) {
    if (phase_ == Phase::kMovement) return defense_out_of_turn();
    return RuleViolation{"LGA 5.66", "defensive moves come during the enemy's movement phase"};
  }
  if (u.value >= units_.size() || !on_map(u))
    return RuleViolation{"LGA 2.13", "that unit is not on the map"};
  const UnitState& s = unit(u);
  const std::string& id = def(u).id;
  if (side_of(u) != *defender())
    return RuleViolation{"LGA 2.13", fmt::format("{} is not the defender's", id)};
  if (s.defended)
    return RuleViolation{"LGA 5.65", fmt::format("{} has made its one defensive move this "
                                                 "season",
                                                 id)};
  if (s.unsupplied)
    return RuleViolation{"LGA 5.4", fmt::format("{} is out of supply and cannot move", id)};
  if (fixed(u)) return RuleViolation{"LGA 6.0", fmt::format("{} stays in Paris", id)};
  const Game& g = *game_;
  if (!g.area(s.hex).land() || !g.area(to).land())
    return RuleViolation{"LGA 2.13",
                         "British units cannot move into sea areas during defensive "
                         "movement"};
  if (auto v = entry_violation(u, s.hex, to)) return v;
  const std::string label = g.board().label_text(to);
  if (control(to) != side_of(u))
    return RuleViolation{"LGA 2.13", fmt::format("defensive movement stays in controlled areas; "
                                                 "{} is not",
                                                 label)};
  if (has_units_of(to, player_)) return RuleViolation{"LGA 5.65", "defensive units cannot attack"};
  if (reinforce) {
    if (zoc[s.hex.value])
      return RuleViolation{"LGA 2.13", fmt::format("{} is in an enemy ZOC: it may withdraw, not "
                                                   "reinforce",
                                                   id)};
    if (!zoc[to.value])
      return RuleViolation{"LGA 2.13", fmt::format("a reinforcement must end in an enemy ZOC; {} "
                                                   "is not in one",
                                                   label)};
  } else {
    if (!zoc[s.hex.value])
      return RuleViolation{"LGA 2.13", fmt::format("{} is not in an enemy ZOC: it may reinforce, "
                                                   "not withdraw",
                                                   id)};
    if (zoc[to.value])
      return RuleViolation{"LGA 2.13", fmt::format("a withdrawal cannot enter an enemy ZOC; {} is "
                                                   "in one",
                                                   label)};
  }
  return std::nullopt;
}

std::vector<Modifier> State::reinforcement_modifiers(UnitId u) const {
  std::vector<Modifier> m{{"morale", unit(u).morale}};
  if (def(u).type == UnitType::kMilitia) m.push_back({"militia", -2});
  if (def(u).type == UnitType::kCavalry) m.push_back({"cavalry", 1});
  return m;
}

std::vector<Modifier> State::rout_modifiers(UnitId u, HexId to) const {
  std::vector<Modifier> m{{"morale", unit(u).morale}};
  if (game_->river_between(unit(u).hex, to)) m.push_back({"over a river", -2});
  if (game_->area(to).terrain == Terrain::kMarsh) m.push_back({"into a marsh", -2});
  return m;
}

void State::apply_defensive_move(UnitId u, HexId to, bool reinforce, EventSink& ev) {
  UnitState& s = units_[u.value];
  const HexId from = s.hex;
  s.defended = true;
  auto event = [&](const char* type) {
    json e = event_unit(u);
    e.update({{"type", type},
              {"from", game_->board().label_text(from)},
              {"to", game_->board().label_text(to)}});
    return e;
  };
  if (reinforce) {
    const int roll = rng_.roll(6).value;
    const int total = roll + lga::total(reinforcement_modifiers(u));
    const bool arrives = reinforcement_arrives(total);
    ev.add([&] {
      json e = event("reinforce");
      e.update({{"roll", roll}, {"total", total}, {"arrived", arrives}});
      return e;
    });
    if (arrives) {
      s.garrison = false;
      place_on_top(u, to);
    }
    return;
  }
  const auto mods = rout_modifiers(u, to);  // before the move: the hexside crossed
  s.withdrew = true;
  s.garrison = false;
  place_on_top(u, to);
  if (!may_rout(def(u).type)) {  // LGA 3.3: guard, artillery, cavalry and HQs do not rout
    ev.add([&] { return event("withdraw"); });
    return;
  }
  const int roll = rng_.roll(6).value;
  const int total = roll + lga::total(mods);
  const int loss = two_one_nothing(total);
  ev.add([&] {
    json e = event("withdraw");
    e.update({{"roll", roll}, {"total", total}, {"loss", loss}});
    return e;
  });
  if (loss) lose_morale(u, loss, "rout", ev);
}

}  // namespace grognard::lga
