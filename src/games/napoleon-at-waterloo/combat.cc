// NAW Combat and Artillery (advanced game), with the Combat Unit Capability Chart: one
// bombardment and one ground attack per defending hex per game-turn, whole stacks defend,
// towns double, woods shift one column left, odds limited to 1-4 .. 6-1.
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "games/napoleon-at-waterloo/stacks.h"
#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

namespace {

template <class T>
bool has_duplicates(std::vector<T> v) {
  std::sort(v.begin(), v.end());
  return std::adjacent_find(v.begin(), v.end()) != v.end();
}

struct Arms {
  bool infantry = false, cavalry = false, artillery = false;
};

}  // namespace

int State::attack_strength(UnitId u) const {
  const UnitDef& d = def(u);
  return demoralized_ == enemy_of(d.side) ? 2 * d.strength : d.strength;
}

int State::defense_strength(UnitId u) const { return attack_strength(u); }

State::Odds State::odds(const std::vector<UnitId>& attackers,
                        const std::vector<HexId>& targets) const {
  Odds o;
  for (UnitId u : attackers) o.attack += attack_strength(u);
  const Side attacker = attackers.empty() ? phasing_ : def(attackers.front()).side;
  for (HexId t : targets) {
    const TerrainEffect& te = game_->terrain(t);
    for (UnitId u : units_in(t))
      if (def(u).side != attacker) o.defense += defense_strength(u) * te.defense_multiplier;
    o.shift = std::min(o.shift, te.odds_shift);
  }
  // Round in the defender's favour; beyond the table's ends, use its end columns.
  const int top = game_->odds_columns() - 1, even = game_->even_column();
  if (o.defense == 0 || o.attack >= o.defense) {
    const int ratio = o.defense == 0 ? top + 1 : o.attack / o.defense;
    o.column = std::min(top, even + ratio - 1);
  } else {
    const int ratio = o.attack == 0 ? even + 1 : (o.defense + o.attack - 1) / o.attack;
    o.column = std::max(0, even - (ratio - 1));
  }
  o.ratio_column = o.column;
  o.column = std::clamp(o.column + o.shift, 0, top);
  return o;
}

std::optional<RuleViolation> State::validate_bombard(const Bombard& b) const {
  if (phase_ != Phase::kBombardment)
    return RuleViolation{"NAW Turns of Play",
                         "artillery bombards in the first step of the Combat Phase"};
  if (b.guns.empty()) return RuleViolation{"NAW Artillery", "no artillery named"};
  if (has_duplicates(b.guns)) return RuleViolation{"action", "a unit is named twice"};
  const std::string target = game_->board().label_text(b.target);
  if (!has_enemy(b.target, phasing_))
    return RuleViolation{"NAW Artillery", fmt::format("no enemy units in {}", target)};
  for (UnitId u : units_in(b.target))
    if (def(u).side != phasing_ && units_[u.value].bombarded)
      return RuleViolation{"NAW Combat (1)",
                           fmt::format("{} has already been bombarded this game-turn", def(u).id)};
  for (UnitId g : b.guns) {
    if (g.value >= units_.size()) return RuleViolation{"action", "no such unit"};
    const UnitDef& d = def(g);
    const UnitState& us = units_[g.value];
    if (d.side != phasing_ || !on_map(g))
      return RuleViolation{"NAW Artillery", fmt::format("{} cannot fire now", d.id)};
    if (d.arm != Arm::kArtillery)
      return RuleViolation{"NAW Artillery (3)",
                           fmt::format("{} is not artillery; only artillery bombards", d.id)};
    if (us.fired)
      return RuleViolation{"NAW Artillery (6)", fmt::format("{} has already fired", d.id)};
    if (us.disrupted)  // standard game, Disruption: the only effect the rule names
      return RuleViolation{
          "NAW Retreat (disruption)",
          fmt::format("{} was bumped out this combat phase and may not fire", d.id)};
    const int range = game_->board().distance(us.hex, b.target);
    if (range > 2)
      return RuleViolation{
          "NAW Artillery (2)",
          fmt::format("{} is {} hexes from {}; the range is one or two", d.id, range, target)};
    if (range == 2) {
      const bool clear = game_->board().clear_line(us.hex, b.target, [&](HexId h) {
        return game_->terrain(h).blocks_fire || has_units_of(h, phasing_);
      });
      if (!clear)
        return RuleViolation{
            "NAW Artillery (4)",
            fmt::format("woods or friendly units block {}'s fire on {}", d.id, target)};
    }
  }
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_attack(const Attack& a) const {
  if (phase_ != Phase::kAssault)
    return RuleViolation{"NAW Turns of Play",
                         "ground attacks come in the second step of the Combat Phase"};
  if (a.attackers.empty() || a.targets.empty())
    return RuleViolation{"NAW Combat", "an attack needs attackers and a defending hex"};
  if (has_duplicates(a.attackers) || has_duplicates(a.targets))
    return RuleViolation{"action", "a unit or hex is named twice"};
  Arms attacking, defending;
  for (HexId t : a.targets) {
    const std::string label = game_->board().label_text(t);
    if (!has_enemy(t, phasing_))
      return RuleViolation{"NAW Combat", fmt::format("no enemy units in {}", label)};
    for (UnitId u : units_in(t)) {
      if (def(u).side == phasing_) continue;
      if (units_[u.value].assaulted)
        return RuleViolation{"NAW Combat (1)",
                             fmt::format("{} has already been attacked this game-turn", def(u).id)};
      defending.infantry |= def(u).arm == Arm::kInfantry;
      defending.cavalry |= def(u).arm == Arm::kCavalry;
    }
  }
  for (UnitId u : a.attackers) {
    if (u.value >= units_.size()) return RuleViolation{"action", "no such unit"};
    const UnitDef& d = def(u);
    const UnitState& us = units_[u.value];
    if (d.side != phasing_ || !on_map(u))
      return RuleViolation{"NAW Combat", fmt::format("{} cannot attack now", d.id)};
    if (d.arm == Arm::kArtillery)
      return RuleViolation{"NAW Artillery (1)",
                           fmt::format("{} is artillery: it attacks only by bombardment", d.id)};
    if (d.arm == Arm::kLeader)
      return RuleViolation{"NAW Combat", fmt::format("{} has no combat strength", d.id)};
    if (us.attacked)
      return RuleViolation{"NAW Combat (1)", fmt::format("{} has already attacked", d.id)};
    for (HexId t : a.targets)
      if (game_->board().distance(us.hex, t) != 1)
        return RuleViolation{"NAW Combat", fmt::format("{} is not adjacent to {}", d.id,
                                                       game_->board().label_text(t))};
    attacking.infantry |= d.arm == Arm::kInfantry;
    attacking.cavalry |= d.arm == Arm::kCavalry;
  }
  const bool mixed = attacking.infantry && attacking.cavalry;
  if (a.mode && *a.mode != AttackMode::kInfantry && *a.mode != AttackMode::kCavalry)
    return RuleViolation{"NAW Capability Chart", "ground attacks are in infantry or cavalry mode"};
  if (mixed && !a.mode)
    return RuleViolation{"NAW Capability Chart",
                         "infantry and cavalry attack together: declare the mode"};
  if (!mixed && a.mode && (*a.mode == AttackMode::kInfantry) != attacking.infantry)
    return RuleViolation{"NAW Capability Chart",
                         fmt::format("no {} among the attackers", attack_mode_name(*a.mode))};
  if (mixed && a.mode == AttackMode::kCavalry && defending.infantry && defending.cavalry)
    return RuleViolation{"NAW Capability Chart (exception)",
                         "both sides have infantry and cavalry: neither may choose cavalry"};
  return std::nullopt;
}

std::vector<DefenseMode> State::defense_options(const Combat& c) const {
  Arms att, def_arms;
  for (UnitId u : c.attackers) {
    att.infantry |= def(u).arm == Arm::kInfantry;
    att.cavalry |= def(u).arm == Arm::kCavalry;
  }
  for (UnitId u : c.defenders) {
    def_arms.infantry |= def(u).arm == Arm::kInfantry;
    def_arms.cavalry |= def(u).arm == Arm::kCavalry;
    def_arms.artillery |= def(u).arm == Arm::kArtillery;
  }
  const bool exception = att.infantry && att.cavalry && def_arms.infantry && def_arms.cavalry;
  std::vector<DefenseMode> out;
  if (def_arms.infantry) out.push_back(DefenseMode::kInfantry);
  if (def_arms.cavalry && !exception) out.push_back(DefenseMode::kCavalry);
  if (def_arms.artillery) out.push_back(DefenseMode::kArtillery);
  if (out.empty()) out.push_back(DefenseMode::kInfantry);  // the Napoleon counter alone
  return out;
}

Combat State::plan_combat(const Bombard& b) const {
  Combat c;
  c.bombardment = true;
  c.attacker = phasing_;
  c.attackers = b.guns;
  c.targets = {b.target};
  c.attack_mode = AttackMode::kArtilleryOneHex;
  for (UnitId g : b.guns)
    if (game_->board().distance(units_[g.value].hex, b.target) == 2)
      c.attack_mode = AttackMode::kArtilleryTwoHexes;  // mixed ranges fire as two hexes
  add_defenders(c);
  return c;
}

Combat State::plan_combat(const Attack& a) const {
  Combat c;
  c.attacker = phasing_;
  c.attackers = a.attackers;
  c.exposed = a.attackers;
  c.targets = a.targets;
  bool infantry = false;
  for (UnitId u : a.attackers) infantry |= def(u).arm == Arm::kInfantry;
  c.attack_mode = a.mode.value_or(infantry ? AttackMode::kInfantry : AttackMode::kCavalry);
  add_defenders(c);
  return c;
}

void State::add_defenders(Combat& c) const {
  for (HexId t : c.targets)
    for (UnitId u : units_in(t))
      if (def(u).side != c.attacker) c.defenders.push_back(u);
}

void State::declare_combat(Combat c, EventSink& ev) {
  for (UnitId u : c.attackers) {
    UnitState& us = units_[u.value];
    (c.bombardment ? us.fired : us.attacked) = true;
    c.attacker_hexes.push_back(us.hex);
  }
  std::sort(c.attacker_hexes.begin(), c.attacker_hexes.end());
  c.attacker_hexes.erase(std::unique(c.attacker_hexes.begin(), c.attacker_hexes.end()),
                         c.attacker_hexes.end());
  for (UnitId u : c.defenders) {
    UnitState& us = units_[u.value];
    (c.bombardment ? us.bombarded : us.assaulted) = true;
  }
  ev.add([&]() -> json {
    json attackers = json::array(), targets = json::array();
    for (UnitId u : c.attackers) attackers.push_back(def(u).id);
    for (HexId t : c.targets) targets.push_back(game_->board().label_text(t));
    return {{"type", c.bombardment ? "bombardment" : "attack"},
            {"attackers", attackers},
            {"targets", targets},
            {"mode", attack_mode_name(c.attack_mode)}};
  });
  const auto options = defense_options(c);
  combat_ = std::move(c);
  if (options.size() > 1) {
    combat_->stage = Combat::Stage::kDefenseMode;
    return;
  }
  combat_->defense_mode = options.front();
  resolve_combat(ev);
}

void State::resolve_combat(EventSink& ev) {
  Combat& c = *combat_;
  const Odds o = odds(c.attackers, c.targets);
  const int modifier = game_->capability(c.attack_mode, c.defense_mode);
  const DieRoll roll = rng_.roll(game_->die_sides());
  c.result = game_->crt(o.column, roll.value + modifier);
  ev.add([&]() -> json {
    return {{"type", "die"}, {"sides", roll.sides}, {"value", roll.value}, {"forced", roll.forced}};
  });
  ev.add([&]() -> json {
    return {{"type", "combat"},
            {"attack", o.attack},
            {"defense", o.defense},
            {"odds", game_->odds_name(o.column)},
            {"shift", o.shift},
            {"attack_mode", attack_mode_name(c.attack_mode)},
            {"defense_mode", defense_mode_name(c.defense_mode)},
            {"modifier", modifier},
            {"roll", roll.value},
            {"result", result_name(c.result)}};
  });
  const Side defender = enemy_of(c.attacker);
  auto alive = [&](const std::vector<UnitId>& v) {
    std::vector<UnitId> out;
    for (UnitId u : v)
      if (on_map(u)) out.push_back(u);
    return out;
  };
  // Bombardment applies only DE and Dr (NAW Combat Resolution Table); on an Ar the guns
  // may still choose to fall back (NAW Artillery (7)).
  if (c.bombardment && c.result == CombatResult::kAr) {
    c.stage = Combat::Stage::kVolunteer;
    return;
  }
  if (c.bombardment && c.result != CombatResult::kDE && c.result != CombatResult::kDr) {
    ev.add([&]() -> json { return {{"type", "no_effect"}}; });
    finish_combat(ev);
    return;
  }
  switch (c.result) {
    case CombatResult::kDE:
      for (UnitId u : c.defenders) eliminate(u, ev);
      check_demoralization(defender, ev);
      c.victor_is_attacker = true;
      begin_advance(ev);
      return;
    case CombatResult::kAE:
      for (UnitId u : c.exposed) eliminate(u, ev);
      check_demoralization(defender, ev);
      c.victor_is_attacker = false;
      begin_advance(ev);
      return;
    case CombatResult::kDr:
      c.victor_is_attacker = true;
      c.retreating = alive(c.defenders);
      c.stage = Combat::Stage::kRetreat;
      continue_combat(ev);
      return;
    case CombatResult::kAr:
      c.victor_is_attacker = false;
      c.retreating = alive(c.exposed);
      c.stage = Combat::Stage::kRetreat;
      continue_combat(ev);
      return;
    case CombatResult::kEX: {
      c.victor_is_attacker = true;
      for (UnitId u : c.defenders) {
        c.losses_required += def(u).strength;
        eliminate(u, ev);
      }
      const auto options = loss_options();
      if (options.size() > 1) {
        c.stage = Combat::Stage::kLosses;
        return;
      }
      apply_losses(options.empty() ? std::vector<UnitId>{} : options.front(), ev);
      return;
    }
  }
}

// The smallest sets of exposed attackers whose face strength covers the exchange: no unit
// can be spared from any of them. All of them if they cannot cover it.
std::vector<std::vector<UnitId>> State::loss_options() const {
  const Combat& c = *combat_;
  std::vector<UnitId> pool;
  int total = 0;
  for (UnitId u : c.exposed)
    if (on_map(u)) {
      pool.push_back(u);
      total += def(u).strength;
    }
  if (pool.empty()) return {};
  if (total <= c.losses_required) return {pool};
  std::vector<std::vector<UnitId>> out;
  const size_t n = std::min<size_t>(pool.size(), 16);  // 3 units x 6 hexes at most, in practice
  for (uint32_t mask = 1; mask < (1u << n); ++mask) {
    int sum = 0, smallest = INT32_MAX;
    for (size_t i = 0; i < n; ++i)
      if (mask & (1u << i)) {
        sum += def(pool[i]).strength;
        smallest = std::min(smallest, def(pool[i]).strength);
      }
    if (sum >= c.losses_required && sum - smallest < c.losses_required) {
      std::vector<UnitId> set;
      for (size_t i = 0; i < n; ++i)
        if (mask & (1u << i)) set.push_back(pool[i]);
      out.push_back(std::move(set));
    }
  }
  return out;
}

void State::apply_losses(const std::vector<UnitId>& units, EventSink& ev) {
  for (UnitId u : units) eliminate(u, ev);
  check_demoralization(enemy_of(combat_->attacker), ev);
  begin_advance(ev);
}

void State::continue_combat(EventSink& ev) {
  // Retreats with a single possible hex, or none, need no decision. A nested retreat may
  // finish the combat, so the combat is looked up afresh on every round.
  while (combat_ && combat_->stage == Combat::Stage::kRetreat && !combat_->retreating.empty()) {
    Combat& c = *combat_;
    const UnitId u = c.retreating.front();
    const auto options = retreat_actions(u);
    if (options.size() > 1) return;
    if (options.empty()) {
      ev.add([&]() -> json { return {{"type", "no_retreat"}, {"unit", def(u).id}}; });
      c.retreating.erase(c.retreating.begin());
      eliminate(u, ev);
      check_demoralization(enemy_of(c.attacker), ev);
      continue;
    }
    apply_retreat(options.front(), ev);
    return;  // apply_retreat continues the combat itself
  }
  if (combat_ && combat_->stage == Combat::Stage::kRetreat) begin_advance(ev);
}

void State::list_bombardments(std::vector<Action>& out) const {
  const Stacks stacks(*this);
  std::set<std::vector<UnitId>> seen;
  for (int t = 0; t < game_->board().size(); ++t) {
    const HexId target{static_cast<uint16_t>(t)};
    if (!stacks.has_units_of(target, enemy_of(phasing_))) continue;
    std::vector<UnitId> guns;
    for (int i = 0; i < unit_count(); ++i) {
      const UnitId g{static_cast<uint16_t>(i)};
      if (def(g).side != phasing_ || def(g).arm != Arm::kArtillery || !on_map(g)) continue;
      if (game_->board().distance(units_[i].hex, target) > 2) continue;
      if (!validate_bombard(Bombard{{g}, target})) guns.push_back(g);
    }
    if (guns.empty()) continue;
    seen.clear();
    auto offer = [&](std::vector<UnitId> set) {
      if (seen.insert(set).second) out.push_back(Bombard{std::move(set), target});
    };
    offer(guns);
    for (UnitId g : guns) offer({g});
    for (UnitId g : guns) {
      std::vector<UnitId> same_hex;
      for (UnitId h : guns)
        if (units_[h.value].hex == units_[g.value].hex) same_hex.push_back(h);
      offer(same_hex);
    }
  }
}

void State::list_attacks(std::vector<Action>& out) const {
  const HexBoard& board = game_->board();
  const Stacks stacks(*this);
  for (int t = 0; t < board.size(); ++t) {
    const HexId target{static_cast<uint16_t>(t)};
    if (!stacks.has_units_of(target, enemy_of(phasing_))) continue;
    // Stacks of eligible attackers around the target, one group per hex.
    std::vector<std::vector<UnitId>> groups;
    board.for_each_neighbour(target, [&](HexId n, Direction) {
      std::vector<UnitId> group;
      for (UnitId u : stacks.in(n)) {
        const UnitDef& d = def(u);
        const UnitState& us = units_[u.value];
        if (d.side == phasing_ && (d.arm == Arm::kInfantry || d.arm == Arm::kCavalry) &&
            !us.attacked)
          group.push_back(u);
      }
      if (!group.empty()) groups.push_back(std::move(group));
    });
    if (groups.empty()) continue;
    std::set<std::vector<UnitId>> seen;
    auto offer = [&](std::vector<UnitId> attackers) {
      std::sort(attackers.begin(), attackers.end());
      if (!seen.insert(attackers).second) return;
      // One arm: no mode to declare. Both arms: each mode the chart allows.
      if (Attack a{attackers, {target}, std::nullopt}; !validate_attack(a)) {
        out.push_back(std::move(a));
        return;
      }
      for (AttackMode mode : {AttackMode::kInfantry, AttackMode::kCavalry})
        if (Attack a{attackers, {target}, mode}; !validate_attack(a)) out.push_back(std::move(a));
    };
    for (uint32_t mask = 1; mask < (1u << groups.size()); ++mask) {
      std::vector<UnitId> attackers;
      for (size_t g = 0; g < groups.size(); ++g)
        if (mask & (1u << g)) attackers.insert(attackers.end(), groups[g].begin(), groups[g].end());
      offer(std::move(attackers));
    }
    for (const auto& g : groups)
      for (UnitId u : g) offer({u});
  }
}

}  // namespace grognard::naw
