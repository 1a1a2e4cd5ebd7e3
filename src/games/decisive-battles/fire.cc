// The hour's fire (the manual's Combat, and Cohesion's steps one and two).
#include <algorithm>

#include "games/decisive-battles/state.h"

namespace grognard::decisive {

Firer State::firer(UnitId brigade) const {
  const UnitDef& d = game_->unit(brigade);
  const UnitState& s = units_[brigade.value];
  const Rules& rules = game_->rules();
  Firer f;
  f.type = d.type;
  // Strength points are hundreds of men, to the nearest hundred (Map Walk).
  f.strength = (s.men + rules.men_per_strength_point() / 2) / rules.men_per_strength_point();
  f.battery_points = (s.guns + rules.guns_per_battery_point() - 1) / rules.guns_per_battery_point();
  f.regiments = d.regiments;
  f.experience = d.experience;
  f.leadership = s.leadership;
  f.cohesion = s.cohesion;
  f.order = s.order;
  f.moved_last_turn = s.moved_last_turn;
  f.surprised = s.surprised;
  f.in_fortification = fortification_at(brigade) > 0;
  f.hex_cover = game_->terrain(s.hex).cover;
  f.arms = d.arms;
  f.guns = d.artillery;
  return f;
}

Mark State::mark(UnitId target) const {
  const UnitState& s = units_[target.value];
  const int fortification = game_->unit(target).hq ? 0 : fortification_at(target);
  return Mark{.hex_cover = game_->terrain(s.hex).cover,
              .fortification = fortification,
              .in_fortification = fortification > 0,
              .assaulting = !game_->unit(target).hq && s.order == Order::kAssault};
}

std::vector<Attack> State::resolve_fire() {
  struct Turn {
    UnitId brigade;
    AttackCategory category;
    int sequence;
  };
  std::vector<Turn> order;
  for (size_t i = 0; i < units_.size(); ++i) {
    const UnitId b{static_cast<uint16_t>(i)};
    if (!targets_[i] || units_[i].where != Where::kOnMap) continue;
    const Firer f = firer(b);
    const AttackCategory c = attack_category(f);
    if (c == AttackCategory::kNone) continue;
    order.push_back({b, c, attack_sequence(f, rng_.roll(4).value - 1)});
  }
  std::stable_sort(order.begin(), order.end(), [](const Turn& a, const Turn& b) {
    if (a.category != b.category) return a.category < b.category;
    return a.sequence > b.sequence;
  });
  const Rules& rules = game_->rules();
  const bool poor = poor_visibility(hour().weather, hour().light);
  std::vector<Attack> attacks;
  for (const Turn& t : order) {
    const UnitId target = *targets_[t.brigade.value];
    UnitState& a = units_[t.brigade.value];
    UnitState& d = units_[target.value];
    if (a.where != Where::kOnMap || d.where != Where::kOnMap) continue;  // fallen this hour
    Attack at{.attacker = t.brigade, .target = target};
    FireSituation situation{.distance = game_->board().distance(a.hex, d.hex),
                            .poor_visibility = poor};
    // "All brigades with an assault order are eligible to receive a combat bonus if a heroic
    // army commander is within four hexes. This bonus can be as much as 50% again": 0, 10, ...
    // or 50%, by a die.
    const Side side = game_->unit(t.brigade).side;
    const UnitState& army = units_[game_->army(side).value];
    if (a.order == Order::kAssault && sides_[static_cast<int>(side)].profile == Profile::kHeroic &&
        army.where == Where::kOnMap && game_->board().distance(army.hex, a.hex) <= 4)
      situation.heroic_bonus_percent = 10 * (rng_.roll(6).value - 1);
    at.fire = fire_value(firer(t.brigade), mark(target), situation);
    if (game_->unit(target).hq) {
      // "HQs do not have a vulnerability value. If they are subject to enemy fire, they make an
      // automatic retreat of 2-4 hexes."
      at.hq_retreats = true;
      d.fired_on = true;
      d.flee = 2 + (rng_.roll(3).value - 1);
      attacks.push_back(at);
      continue;
    }
    const Firer victim = firer(target);
    at.vulnerability = vulnerability(victim, d.order == Order::kReserve, rng_.roll(4).value - 1);
    at.hits = rules.hits(at.fire, at.vulnerability);
    d.fired_on = true;
    d.men = std::max(d.men - at.hits * rules.men_per_hit(), 0);
    d.hits_taken += at.hits;
    if (game_->unit(target).type == BrigadeType::kArtillery)
      d.guns = std::max(game_->unit(target).guns - d.hits_taken / rules.hits_per_gun(), 0);
    const int odds = cohesion_loss_odds(d.order, d.encamped);
    for (int h = 0; h < at.hits; ++h)
      if (odds == 1 || rng_.roll(odds).value == 1) ++at.cohesion_lost;
    d.cohesion = std::max(d.cohesion - at.cohesion_lost, 0);
    // "as soon as a brigade's cohesion value drops to 2 it will shatter and as soon as it drops
    // to 0 it will disappear (KIA)"
    if (d.cohesion <= 2) d.shattered = true;
    if (d.cohesion <= 0 || d.men <= 0) d.where = Where::kGone;
    attacks.push_back(at);
  }
  return attacks;
}

}  // namespace grognard::decisive
