// Combat: one attacking unit against the top of the enemy stack (LGA 3.5, 5.64).
#include <fmt/format.h>

#include <algorithm>

#include "games/la-grande-armee/state.h"

namespace grognard::lga {

CombatResult combat_result(int modified_roll) {
  return static_cast<CombatResult>(std::clamp(modified_roll, 1, 7) - 1);
}

std::optional<CombatPlan> State::plan_attack(UnitId u, HexId to) const {
  const auto enemy = enemy_of(side_of(u));
  if (!enemy) return std::nullopt;
  const auto d = defending_unit(to, *enemy);
  if (!d) return std::nullopt;
  const Game& g = *game_;
  CombatPlan p;
  p.attacker = u;
  p.defender = *d;
  p.from = unit(u).hex;
  p.to = to;
  const bool withdrew =
      unit(*d).withdrew || (!unseen_.empty() && unseen_[to.value].struck_withdrew);
  p.mp_cost = withdrew ? 2 : 0;  // LGA 5.67
  auto& m = p.modifiers;
  m.push_back({"attacker's morale", unit(u).morale});
  m.push_back({"attacker's fatigue", -unit(u).fatigue});
  m.push_back({"defender's morale", -unit(*d).morale});
  m.push_back({"defender's fatigue", unit(*d).fatigue});
  // The best HQ of each side in its own area counts (SOURCES.md: one HQ, not a sum).
  auto best_hq = [&](HexId h, Side s) -> std::optional<UnitId> {
    std::optional<UnitId> best;
    for (UnitId x : units_in(h))
      if (side_of(x) == s && def(x).type == UnitType::kHq &&
          (!best || def(x).bonus > def(*best).bonus))
        best = x;
    return best;
  };
  if (auto hq = best_hq(p.from, side_of(u)))
    m.push_back({fmt::format("attacker's HQ {}", def(*hq).id), def(*hq).bonus});
  if (auto hq = best_hq(to, *enemy))
    m.push_back({fmt::format("defender's HQ {}", def(*hq).id), -def(*hq).bonus});
  const bool cavalry = def(u).type == UnitType::kCavalry;
  const Area& target = g.area(to);
  if (unit(*d).garrison) {
    // LGA 5.64: "no modifiers below apply" to a garrison; the cavalry penalty against
    // garrisons is kept because LGA 3.3 repeats it for cavalry (SOURCES.md).
    m.push_back({"attacking a garrison", -2});
    if (cavalry) m.push_back({"cavalry attacking a garrison", -2});
    return p;
  }
  if (g.river_between(p.from, to)) m.push_back({"attacking across a river", -1});
  if (cavalry && target.terrain == Terrain::kForest)
    m.push_back({"cavalry attacking into forest", -1});
  if (def(*d).type == UnitType::kCavalry && target.terrain == Terrain::kForest)
    m.push_back({"cavalry defending in forest", 1});
  if (cavalry && unit(*d).morale < unit(u).morale)
    m.push_back({"cavalry attacking a unit with lower morale", 2});
  if (target.terrain == Terrain::kMountains) m.push_back({"attacking into mountains", -1});
  if (target.terrain == Terrain::kMarsh) m.push_back({"attacking into marsh", 2});
  if (g.area(p.from).terrain == Terrain::kMarsh) m.push_back({"attacking from marsh", -2});
  return p;
}

void State::resolve_attack(const CombatPlan& plan, EventSink& ev) {
  const int roll = rng_.roll(6).value;
  const int total = roll + plan.total_modifier();
  const CombatResult r = combat_result(total);
  // Not a structured binding: the event's lambda captures them, which clang before 16 refuses.
  const MoraleLoss loss = morale_loss(r);
  const int attacker_loss = loss.attacker, defender_loss = loss.defender;
  UnitState& a = units_[plan.attacker.value];
  UnitState& d = units_[plan.defender.value];
  a.moves = static_cast<int8_t>(a.moves - plan.mp_cost);
  ev.add([&]() -> json {
    return {{"type", "combat"},
            {"side", side_name(side_of(plan.attacker))},
            {"attacker", def(plan.attacker).id},
            {"attacker_type", unit_type_name(def(plan.attacker).type)},
            {"defender", def(plan.defender).id},
            {"defender_type", unit_type_name(def(plan.defender).type)},
            {"defender_nation", game_->nation_name(def(plan.defender).nation)},
            {"from", game_->board().label_text(plan.from)},
            {"to", game_->board().label_text(plan.to)},
            {"roll", roll},
            {"modifiers", modifiers_json(plan.modifiers)},
            {"total", total},
            {"result", result_name(r)},
            {"attacker_loss", attacker_loss},
            {"defender_loss", defender_loss},
            {"mp_cost", plan.mp_cost}};
  });
  // LGA 3.7: both fatigues rise by one after each round of combat.
  a.fatigue = static_cast<int8_t>(a.fatigue + 1);
  d.fatigue = static_cast<int8_t>(d.fatigue + 1);
  if (attacker_loss) lose_morale(plan.attacker, attacker_loss, "combat", ev);
  if (defender_loss) lose_morale(plan.defender, defender_loss, "combat", ev);
  first_attack_ = true;
  last_attack_ = plan.to;
  curtain_.reset();  // LGA 5.66: the defender may look now
  phase_ = Phase::kDefense;
}

}  // namespace grognard::lga
