// Fire without engagement: artillery at up to three hexes (table 1) with the Allies'
// protective fire, air attacks in A.M. clear weather (table 4) and the German V2s (BKA Menu
// "artillery" and RESOLVE, Artillery, Air units, Supply).
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

bool State::may_fire(UnitId gun) const {
  const UnitState& g = units_[gun.value];
  // "may never fire if engaged by an enemy": a gun in an engagement fights in it instead.
  return g.where == Where::kOnMap && def(gun).cls == UnitClass::kArtillery && g.strength > 0 &&
         engagement_of(gun) < 0;
}

bool State::in_range(UnitId gun, UnitId target) const {
  return units_[target.value].where == Where::kOnMap &&
         game_->board().distance(units_[gun.value].hex, units_[target.value].hex) <=
             game_->artillery_range();
}

bool State::gun_on_map(UnitId gun, Side side) const {
  return gun.value < units_.size() && def(gun).side == side &&
         def(gun).cls == UnitClass::kArtillery && units_[gun.value].where == Where::kOnMap;
}

bool State::may_target(UnitId gun, UnitId target) const {
  return target.value < units_.size() && def(target).side != phasing_ &&
         def(target).cls != UnitClass::kInfiltrator && in_range(gun, target) &&
         !hidden_from(target, phasing_);
}

bool State::may_protect(UnitId gun, UnitId unit) const {
  return unit.value < units_.size() && def(unit).side == Side::kAllied && in_range(gun, unit);
}

std::optional<RuleViolation> State::validate_target(const Target& t) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"BKA Menu", "artillery is targeted before \"Resolve\""};
  if (!gun_on_map(t.gun, phasing_))
    return RuleViolation{"BKA Artillery", "only the mover's artillery on the map fires"};
  if (!may_fire(t.gun))
    return RuleViolation{"BKA Artillery", "artillery in an engagement may never fire"};
  if (!may_target(t.gun, t.target))
    return RuleViolation{
        "BKA Artillery",
        fmt::format("the target must be an enemy unit within {} hexes", game_->artillery_range())};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_protect(const Protect& p) const {
  if (phase_ != Phase::kProtect)
    return RuleViolation{"BKA Menu", "protective fire is given after the Allied battles"};
  if (!gun_on_map(p.gun, Side::kAllied))
    return RuleViolation{"BKA Artillery", "only Allied artillery on the map gives protective fire"};
  if (!may_protect(p.gun, p.unit))
    return RuleViolation{"BKA Artillery",
                         fmt::format("the protected unit must be an Allied unit within {} hexes",
                                     game_->artillery_range())};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_bomb(const Bomb& b) const {
  if (phase_ != Phase::kAir)
    return RuleViolation{"BKA Air units", "air units attack in the air phase, A.M. and clear"};
  if (b.unit) {
    if (b.unit->value >= units_.size() || units_[b.unit->value].where != Where::kOnMap ||
        def(*b.unit).side == phasing_ || def(*b.unit).cls == UnitClass::kInfiltrator ||
        hidden_from(*b.unit, phasing_))
      return RuleViolation{"BKA Air units", "the target must be an enemy unit on the map"};
    return std::nullopt;
  }
  const int dump = b.hex.value < game_->board().size() ? game_->dump_at(b.hex) : -1;
  if (dump < 0 || dump_supply_[dump] < 1 || dump_owner(dump) == phasing_)
    return RuleViolation{"BKA Air units", "the target must be an enemy unit or an enemy dump"};
  return std::nullopt;
}

std::optional<RuleViolation> State::validate_v2(const LaunchV2& v) const {
  if (phase_ != Phase::kV2) return RuleViolation{"BKA Menu", "V2s are launched in the resolution"};
  const int dump = v.target.value < game_->board().size() ? game_->dump_at(v.target) : -1;
  if (!game_->liege_or_antwerp(v.target) || dump < 0 || dump_supply_[dump] < 1)
    return RuleViolation{"BKA Menu", "V2 rockets are launched against Liège or Antwerp"};
  return std::nullopt;
}

// One roll of table 1 for all the guns on one target.
void State::fire_on(UnitId target, const std::vector<UnitId>& guns, EventSink& ev) {
  long fire = 0;
  for (UnitId g : guns) fire += 4L * attack_strength(g);
  const UnitState& t = units_[target.value];
  const int column = artillery_column(fire, defence_quarters(target));
  const int roll = rng_.roll(kDieSides).value;
  const Fraction f = game_->tables().artillery(roll, column);
  const int loss = loss_of(t.strength, f);
  ev.add([&] {
    return json{{"type", "artillery"},
                {"guns", unit_ids(guns)},
                {"target", def(target).id},
                {"odds", artillery_column_name(column)},
                {"roll", roll},
                {"loss", loss}};
  });
  units_[target.value].strength -= loss;
  if (units_[target.value].strength < 1) eliminate(target, ev);
}

void State::fire_artillery(const std::vector<std::pair<UnitId, UnitId>>& aims, EventSink& ev) {
  std::map<UnitId, std::vector<UnitId>> guns_on;
  for (const auto& [gun, target] : aims)
    if (may_fire(gun) && in_range(gun, target)) guns_on[target].push_back(gun);
  for (const auto& [target, guns] : guns_on)
    if (units_[target.value].where == Where::kOnMap) fire_on(target, guns, ev);
}

void State::fire_protective(EventSink& ev) {
  // "at the beginning of the German resolve turn, the selected artillery will automatically
  // fire on the largest German unit in range that was attacking the selected Allied unit."
  std::vector<std::pair<UnitId, UnitId>> aims;
  for (size_t i = 0; i < protect_.size(); ++i) {
    if (!protect_[i]) continue;
    const UnitId gun{static_cast<uint16_t>(i)}, protected_unit = *protect_[i];
    const int e = engagement_of(protected_unit);
    if (e < 0 || units_[protected_unit.value].where != Where::kOnMap) continue;
    std::optional<UnitId> largest;
    for (UnitId a : engagements_[e].attackers)
      if (in_range(gun, a) &&
          (!largest || units_[a.value].strength > units_[largest->value].strength))
        largest = a;
    if (largest) aims.emplace_back(gun, *largest);
  }
  std::fill(protect_.begin(), protect_.end(), std::nullopt);
  fire_artillery(aims, ev);
}

void State::fire_offensive(EventSink& ev) {
  std::vector<std::pair<UnitId, UnitId>> aims;
  for (size_t i = 0; i < aim_.size(); ++i)
    if (aim_[i]) aims.emplace_back(UnitId{static_cast<uint16_t>(i)}, *aim_[i]);
  std::fill(aim_.begin(), aim_.end(), std::nullopt);
  fire_artillery(aims, ev);
}

void State::hit_dump(int dump, EventSink& ev) {
  // "reduced by one for each hit from air units or V2 rocket attack. If the supply source
  // number falls below 1, it is destroyed."
  --dump_supply_[dump];
  ev.add([&] {
    return json{
        {"type", "dump_hit"}, {"dump", game_->dumps()[dump].name}, {"supply", dump_supply_[dump]}};
  });
}

void State::apply_bomb(const Bomb& b, EventSink& ev) {
  const int roll = rng_.roll(kDieSides).value;
  const Fraction f = game_->tables().bombardment(roll);
  if (b.unit) {
    const int loss = loss_of(units_[b.unit->value].strength, f);
    ev.add([&] {
      return json{{"type", "bombed"}, {"unit", def(*b.unit).id}, {"roll", roll}, {"loss", loss}};
    });
    units_[b.unit->value].strength -= loss;
    if (units_[b.unit->value].strength < 1) eliminate(*b.unit, ev);
  } else {
    ev.add([&] {
      return json{{"type", "bombed"}, {"hex", game_->board().label_text(b.hex)}, {"roll", roll}};
    });
    if (!f.none()) hit_dump(game_->dump_at(b.hex), ev);
  }
  if (--sorties_left_ == 0) after_air(ev);
}

void State::apply_v2(const LaunchV2& v, EventSink& ev) {
  const int roll = rng_.roll(kDieSides).value;
  ev.add([&] {
    return json{{"type", "v2"}, {"hex", game_->board().label_text(v.target)}, {"roll", roll}};
  });
  if (!game_->tables().bombardment(roll).none()) hit_dump(game_->dump_at(v.target), ev);
  if (--v2_left_ == 0) begin_battles(ev);
}

void State::list_fire(std::vector<Action>& out) const {
  switch (phase_) {
    case Phase::kAir:
      for (size_t i = 0; i < units_.size(); ++i) {
        const Bomb b{UnitId{static_cast<uint16_t>(i)}, HexId{}};
        if (!validate_bomb(b)) out.push_back(b);
      }
      for (const Dump& d : game_->dumps())
        if (Bomb b{std::nullopt, d.hex}; !validate_bomb(b)) out.push_back(b);
      break;
    case Phase::kMovement:
      // Each gun's first target; a new one replaces it (validate accepts it), unlisted.
      for (size_t g = 0; g < units_.size(); ++g) {
        const UnitId gun{static_cast<uint16_t>(g)};
        if (aim_[g] || !gun_on_map(gun, phasing_) || !may_fire(gun)) continue;
        for (size_t t = 0; t < units_.size(); ++t)
          if (const UnitId target{static_cast<uint16_t>(t)}; may_target(gun, target))
            out.push_back(Target{gun, target});
      }
      break;
    case Phase::kV2:
      for (const Dump& d : game_->dumps())
        if (LaunchV2 v{d.hex}; !validate_v2(v)) out.push_back(v);
      break;
    case Phase::kProtect:
      for (size_t g = 0; g < units_.size(); ++g) {
        const UnitId gun{static_cast<uint16_t>(g)};
        if (protect_[g] || !gun_on_map(gun, Side::kAllied)) continue;
        for (size_t u = 0; u < units_.size(); ++u)
          if (const UnitId unit{static_cast<uint16_t>(u)}; may_protect(gun, unit))
            out.push_back(Protect{gun, unit});
      }
      break;
    default:
      break;
  }
}

}  // namespace grognard::bka
