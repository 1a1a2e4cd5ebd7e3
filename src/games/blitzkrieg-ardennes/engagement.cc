// Engagements: defining them in the movement phase, their odds, and the rule that every unit
// next to the enemy must be engaged before "Resolve" (BKA Menu ENGAGE and UNDO ENGAGEMENT,
// Combat, River movements, table 8; the revised modified attack rule).
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

int State::engagement_of(UnitId u) const {
  for (size_t i = 0; i < engagements_.size(); ++i) {
    const Engagement& e = engagements_[i];
    if (contains(e.attackers, u)) return static_cast<int>(i);
    if (units_[u.value].where == Where::kOnMap && def(u).side != phasing_ &&
        contains(e.targets, units_[u.value].hex))
      return static_cast<int>(i);
  }
  return -1;
}

std::vector<UnitId> State::defenders_of(const Engagement& e) const {
  std::vector<UnitId> out;
  for (HexId h : e.targets)
    for (UnitId u : units_in(h))
      if (def(u).side != phasing_ && def(u).cls != UnitClass::kInfiltrator) out.push_back(u);
  return out;
}

long State::defence_quarters(UnitId u) const {
  return static_cast<long>(units_[u.value].strength) *
         game_->defence_halves(def(u).cls, units_[u.value].hex) *
         (def(u).cls == UnitClass::kArtillery ? 1 : 2);
}

int State::attack_strength(UnitId u) const {
  return std::max(0, units_[u.value].strength - units_[u.value].attack_penalty);
}

long State::defence_part_quarters(UnitId u, bool across_river) const {
  return (across_river ? 2 : 1) * defence_quarters(u);
}

State::Odds State::odds(const std::vector<UnitId>& attackers,
                        const std::vector<HexId>& targets) const {
  Odds o;
  const HexBoard& board = game_->board();
  // "a unit's defence strength is doubled in an engagement where all of the attacking units
  // are across a river from all the defending units"
  o.across_river = !attackers.empty() && !targets.empty();
  for (UnitId a : attackers) {
    o.attack += 4L * attack_strength(a);
    for (HexId t : targets) {
      const auto d = board.direction_to(units_[a.value].hex, t);
      if (!d || !game_->river_between(units_[a.value].hex, *d)) o.across_river = false;
    }
  }
  Engagement e{attackers, targets};
  for (UnitId d : defenders_of(e)) o.defence += defence_part_quarters(d, o.across_river);
  o.column = combat_column(o.attack, o.defence);
  return o;
}

bool State::exempt_from_attacking(HexId h) const {
  if (!game_->revisions().modified_attack_rule) return false;
  // "Units in forests, mountains, cities, dumps and forts do not have to attack OUT FROM"
  const Terrain t = game_->terrain(h);
  return t == Terrain::kForest || t == Terrain::kMountain || t == Terrain::kCity ||
         t == Terrain::kSiegfried || game_->dump_at(h) >= 0;
}

std::vector<UnitId> State::unengaged_units() const {
  std::vector<UnitId> out;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& s = units_[i];
    if (s.where != Where::kOnMap || def(u).side != phasing_ ||
        def(u).cls == UnitClass::kInfiltrator)
      continue;
    if (!next_to_enemy(s.hex, phasing_) || exempt_from_attacking(s.hex)) continue;
    bool engaged = false;
    for (const Engagement& e : engagements_) engaged = engaged || contains(e.attackers, u);
    if (!engaged) out.push_back(u);
  }
  return out;
}

std::optional<RuleViolation> State::validate_engage(const Engage& e) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"BKA Sequence", "engagements are defined before \"Resolve\""};
  if (e.attackers.empty() || e.targets.empty())
    return RuleViolation{"BKA Menu", "an engagement needs attackers and a hex to attack"};
  const HexBoard& board = game_->board();
  std::set<UnitId> seen_units;
  for (UnitId a : e.attackers) {
    if (a.value >= units_.size() || units_[a.value].where != Where::kOnMap ||
        def(a).side != phasing_)
      return RuleViolation{"BKA Menu", "an attacker must be one of the mover's units on the map"};
    if (!seen_units.insert(a).second)
      return RuleViolation{"BKA Menu", fmt::format("{} is named twice", def(a).id)};
    if (def(a).cls == UnitClass::kInfiltrator)
      return RuleViolation{"BKA Infiltrators", "infiltrators may not participate in engagements"};
    for (const Engagement& other : engagements_)
      if (contains(other.attackers, a))
        return RuleViolation{"BKA Menu", fmt::format("{} is already engaged", def(a).id)};
  }
  // "DEPOSIT: ... the unit in the raster will be added to the engagement": attackers sent
  // against exactly an engagement's hexes join it.
  const int joined = joined_engagement(e.targets);
  std::set<HexId> seen_hexes;
  for (HexId t : e.targets) {
    if (t.value >= board.size() || !seen_hexes.insert(t).second)
      return RuleViolation{"BKA Menu", "each hex is attacked once"};
    if (!has_enemy(t, phasing_))
      return RuleViolation{"BKA Menu",
                           fmt::format("no enemy unit to attack in {}", board.label_text(t))};
    if (joined < 0)
      for (const Engagement& other : engagements_)
        if (contains(other.targets, t))
          return RuleViolation{
              "BKA Menu",
              fmt::format("the defending units in {} already belong to an engagement (\"the "
                          "defending units in any hex can belong to a single engagement\"): "
                          "join it by attacking all its hexes",
                          board.label_text(t))};
  }
  std::vector<UnitId> attackers = e.attackers;
  if (joined >= 0)
    attackers.insert(attackers.end(), engagements_[joined].attackers.begin(),
                     engagements_[joined].attackers.end());
  // One central hex: all attackers in it, or one attacked hex.
  const HexId first = units_[attackers.front().value].hex;
  const bool one_attacking_hex = std::all_of(
      attackers.begin(), attackers.end(), [&](UnitId a) { return units_[a.value].hex == first; });
  auto adjacent = [&](HexId a, HexId b) { return board.distance(a, b) == 1; };
  if (one_attacking_hex) {
    for (HexId t : e.targets)
      if (!adjacent(first, t))
        return RuleViolation{"BKA Menu", fmt::format("{} is not next to the attackers' hex {}",
                                                     board.label_text(t), board.label_text(first))};
    return std::nullopt;
  }
  if (e.targets.size() != 1)
    return RuleViolation{"BKA Menu",
                         "an engagement has one central hex: attackers from several hexes attack "
                         "one hex, and several hexes are attacked from one hex"};
  for (UnitId a : attackers)
    if (!adjacent(units_[a.value].hex, e.targets.front()))
      return RuleViolation{"BKA Menu", fmt::format("{} is not next to {}", def(a).id,
                                                   board.label_text(e.targets.front()))};
  return std::nullopt;
}

int State::joined_engagement(const std::vector<HexId>& targets) const {
  std::vector<HexId> sorted = targets;
  std::sort(sorted.begin(), sorted.end());
  for (size_t i = 0; i < engagements_.size(); ++i)
    if (engagements_[i].targets == sorted) return static_cast<int>(i);
  return -1;
}

std::optional<RuleViolation> State::validate_disengage(const Disengage& d) const {
  if (phase_ != Phase::kMovement)
    return RuleViolation{"BKA Sequence", "engagements are undone before \"Resolve\""};
  if (d.unit.value >= units_.size() || engagement_of(d.unit) < 0)
    return RuleViolation{"BKA Menu", "that unit is in no engagement"};
  return std::nullopt;
}

void State::apply_engage(const Engage& e, EventSink& ev) {
  Engagement en{e.attackers, e.targets};
  std::sort(en.targets.begin(), en.targets.end());
  if (const int joined = joined_engagement(en.targets); joined >= 0) {
    en.attackers.insert(en.attackers.end(), engagements_[joined].attackers.begin(),
                        engagements_[joined].attackers.end());
    engagements_.erase(engagements_.begin() + joined);
  }
  std::sort(en.attackers.begin(), en.attackers.end());
  const Odds o = odds(en.attackers, en.targets);
  ev.add([&] {
    return json{{"type", "engaged"},
                {"attackers", unit_ids(en.attackers)},
                {"targets", hex_labels(en.targets)},
                {"odds", combat_column_name(o.column)}};
  });
  engagements_.push_back(std::move(en));
}

void State::apply_disengage(const Disengage& d, EventSink& ev) {
  const int i = engagement_of(d.unit);
  engagements_.erase(engagements_.begin() + i);
  ev.add([&] { return json{{"type", "disengaged"}, {"unit", def(d.unit).id}}; });
}

void State::leave_engagement(UnitId u) {
  for (size_t i = 0; i < engagements_.size(); ++i) {
    auto& attackers = engagements_[i].attackers;
    const auto it = std::find(attackers.begin(), attackers.end(), u);
    if (it == attackers.end()) continue;
    attackers.erase(it);
    if (attackers.empty()) engagements_.erase(engagements_.begin() + i);
    return;
  }
}

void State::list_engagements(std::vector<Action>& out) const {
  // A representative list, as for every game whose actions are sets of units: every union of
  // whole stacks around an attacked hex, each attacker alone, and each stack against all the
  // hexes around it. validate_engage accepts any other legal engagement too, and
  // validate_disengage an undo, which the list leaves out (as list_moves does a second move)
  // unless a unit that must attack can neither join nor start an engagement.
  const HexBoard& board = game_->board();
  const size_t first = out.size();  // what this lists starts here
  auto free_attacker = [&](UnitId u) {
    return def(u).side == phasing_ && def(u).cls != UnitClass::kInfiltrator &&
           std::none_of(engagements_.begin(), engagements_.end(),
                        [&](const Engagement& e) { return contains(e.attackers, u); });
  };
  // The mover's units in h not yet attacking (units_in asked only where some stand).
  auto free_attackers_in = [&](HexId h) {
    std::vector<UnitId> free;
    if (stack_count(h, phasing_) == 0) return free;
    for (UnitId u : units_in(h))
      if (free_attacker(u)) free.push_back(u);
    return free;
  };
  auto free_target = [&](HexId h) {
    return has_enemy(h, phasing_) &&
           std::none_of(engagements_.begin(), engagements_.end(),
                        [&](const Engagement& e) { return contains(e.targets, h); });
  };
  std::set<std::pair<std::vector<UnitId>, std::vector<HexId>>> seen;
  auto offer = [&](std::vector<UnitId> attackers, std::vector<HexId> targets) {
    std::sort(attackers.begin(), attackers.end());
    std::sort(targets.begin(), targets.end());
    if (!seen.insert({attackers, targets}).second) return;
    Engage e{std::move(attackers), std::move(targets)};
    if (!validate_engage(e)) out.push_back(std::move(e));
  };
  for (const Engagement& e : engagements_)
    for (HexId t : e.targets)
      board.for_each_neighbour(t, [&](HexId n, Direction) {
        for (UnitId u : free_attackers_in(n)) offer({u}, e.targets);
      });
  for (int t = 0; t < board.size(); ++t) {
    const HexId target{static_cast<uint16_t>(t)};
    if (!has_enemy(target, phasing_) || !next_to_enemy(target, enemy_of(phasing_)) ||
        !free_target(target))
      continue;
    std::vector<std::vector<UnitId>> stacks;
    board.for_each_neighbour(target, [&](HexId n, Direction) {
      std::vector<UnitId> stack = free_attackers_in(n);
      if (!stack.empty()) stacks.push_back(std::move(stack));
    });
    for (uint32_t mask = 1; mask < (1u << stacks.size()); ++mask) {
      std::vector<UnitId> attackers;
      for (size_t s = 0; s < stacks.size(); ++s)
        if (mask & (1u << s)) attackers.insert(attackers.end(), stacks[s].begin(), stacks[s].end());
      offer(std::move(attackers), {target});
    }
    for (const auto& stack : stacks)
      for (UnitId u : stack) offer({u}, {target});
  }
  for (int a = 0; a < board.size(); ++a) {
    const HexId from{static_cast<uint16_t>(a)};
    if (!next_to_enemy(from, phasing_)) continue;
    const std::vector<UnitId> stack = free_attackers_in(from);
    if (stack.empty()) continue;
    std::vector<HexId> targets;
    board.for_each_neighbour(from, [&](HexId n, Direction) {
      if (free_target(n)) targets.push_back(n);
    });
    if (targets.size() > 1) offer(stack, targets);
  }
  const auto blocked = unengaged_units();
  const bool stuck = std::any_of(blocked.begin(), blocked.end(), [&](UnitId u) {
    return std::none_of(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                        [&](const Action& a) {
                          const auto* e = std::get_if<Engage>(&a);
                          return e && contains(e->attackers, u);
                        });
  });
  if (stuck)
    for (const Engagement& e : engagements_) out.push_back(Disengage{e.attackers.front()});
}

}  // namespace grognard::bka
