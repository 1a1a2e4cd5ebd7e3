#include "games/decisive-battles/formulas.h"

#include <algorithm>

namespace grognard::decisive {
namespace {

constexpr int q(int points) { return points * kQuarter; }

// "Add 1 for each point of experience above 4", the same for leadership and regiments.
constexpr int above_four(int value) { return std::max(value - 4, 0); }

// "0.5 (lead. + exp.)" in quarters.
constexpr int half_sum(int leadership, int experience) {
  return (leadership + experience) * kQuarter / 2;
}

// The firer's and the target's terrain terms, as (ii) (g)-(i) and (i) (h)-(j) give them.
int terrain_terms(const Firer& f, const Mark& m) {
  int v = 0;
  if (!f.in_fortification) v -= f.hex_cover * kQuarter / 2;
  if (!m.in_fortification && !m.assaulting) v -= q(m.hex_cover);
  if (!m.assaulting) v -= q(2 * m.fortification);
  return v;
}

int capped(int value, int cap_points) { return std::min(value, q(cap_points)); }

// "a cavalry brigade with a withdraw order is treated as though it had a skirmish order".
bool withdraws_as_infantry(const Firer& f) {
  return f.order == Order::kWithdraw && f.type != BrigadeType::kCavalry;
}

}  // namespace

AttackCategory attack_category(const Firer& f) {
  if (f.type == BrigadeType::kArtillery)
    return f.moved_last_turn ? AttackCategory::kNone : AttackCategory::kSteady;
  if (f.type == BrigadeType::kCavalry && f.order == Order::kAssault) return AttackCategory::kCharge;
  if (f.surprised) return AttackCategory::kSurprised;
  return f.moved_last_turn ? AttackCategory::kMoved : AttackCategory::kSteady;
}

int attack_sequence(const Firer& f, int rnd3) {
  int order = 0;
  switch (f.order) {
    case Order::kSkirmish:
      order = 6;
      break;
    case Order::kAssault:
    case Order::kAdvance:
      order = 2;
      break;
    case Order::kWithdraw:
      order = f.type == BrigadeType::kCavalry ? 6 : 0;
      break;
    default:
      break;
  }
  const int type = f.type == BrigadeType::kArtillery ? 4 : 0;
  return q(f.cohesion) + half_sum(f.leadership, f.experience) + q(type) + q(order) + q(rnd3);
}

int artillery_fire(const Firer& f, const Mark& m, const FireSituation& s) {
  int v = q(f.battery_points + above_four(f.experience) + above_four(f.leadership) +
            f.guns.rate_of_fire);
  v += q(s.distance <= 1 ? f.guns.effectiveness : f.guns.penetration);
  v -= q(2 * std::max(s.distance - 1, 0));
  v = std::max(v + terrain_terms(f, m), 0);
  if (s.poor_visibility) v = capped(v, 6);
  if (f.order == Order::kWithdraw) v = capped(v, 8);
  return v;
}

int musketry_fire(const Firer& f, const Mark& m, const FireSituation& s) {
  const int sp = std::max(f.strength, 0);
  // "all of the first 8 strength points, half of the next 8 ... one quarter of the remaining"
  int v = q(std::min(sp, 8)) + q(std::clamp(sp - 8, 0, 8)) / 2 + q(std::max(sp - 16, 0)) / 4;
  v += q(above_four(f.experience) + above_four(f.leadership) + above_four(f.regiments));
  v += q(f.arms.fire);
  if (f.order == Order::kAssault) v += q(2 * f.arms.melee);
  v = std::max(v + terrain_terms(f, m), 0);
  if (f.surprised) v = capped(v, 2);
  if (withdraws_as_infantry(f)) v = capped(v, 8);
  if (f.arms.range == 0) v = capped(v, 2);
  if (s.poor_visibility) v = capped(v, 6);
  if (s.distance > 1) v /= 4;  // "reduced to 25%"
  return v;
}

int charge_fire(const Firer& f, const Mark& m, const FireSituation& s) {
  int v = q(std::max(f.strength, 0) + above_four(f.experience) + above_four(f.leadership) +
            above_four(f.regiments) + 2 * f.arms.melee);
  if (!m.in_fortification && !m.assaulting) v -= q(2 * m.hex_cover);
  if (!m.assaulting) v -= q(3 * m.fortification);
  v = std::max(v, 0);
  if (s.poor_visibility) v /= 2;
  return v;
}

int cohesion_fire_percent(int cohesion) {
  if (cohesion >= 6) return 100;
  if (cohesion >= 4) return 75;
  if (cohesion >= 2) return 50;
  return 0;
}

int fire_value(const Firer& f, const Mark& m, const FireSituation& s) {
  int v = 0;
  if (f.type == BrigadeType::kArtillery) {
    if (!f.moved_last_turn && s.distance <= f.guns.range) v = artillery_fire(f, m, s);
  } else {
    if (f.type == BrigadeType::kCavalry && f.order == Order::kAssault) {
      if (s.distance <= 1) v = charge_fire(f, m, s);
    } else if (s.distance <= f.arms.range) {
      v = musketry_fire(f, m, s);
    }
    // "the artillery component of non-artillery brigades which moved last turn will not
    // contribute ... unless the brigade type is cavalry"
    const bool guns_may_fire = !f.moved_last_turn || f.type == BrigadeType::kCavalry;
    if (f.battery_points > 0 && guns_may_fire && s.distance <= f.guns.range)
      v += artillery_fire(f, m, s);
  }
  v = v * cohesion_fire_percent(f.cohesion) / 100;
  if (f.order == Order::kAssault) v = v * (100 + std::clamp(s.heroic_bonus_percent, 0, 50)) / 100;
  return v;
}

int size_points(int strength) {
  if (strength >= 17) return 6;
  if (strength >= 9) return 3;
  if (strength >= 5) return 1;
  return 0;
}

int vulnerability(const Firer& target, bool in_reserve, int rnd3) {
  int type = 0;
  if (!target.surprised && !in_reserve) {
    switch (target.type) {
      case BrigadeType::kArtillery:
        type = 8;
        break;
      case BrigadeType::kInfantry:
        type = 6;
        break;
      case BrigadeType::kMountedInfantry:
      case BrigadeType::kCavalry:
        type = 4;
        break;
    }
  }
  return q(target.cohesion) + half_sum(target.leadership, target.experience) + q(type) +
         q(size_points(target.strength)) + q(rnd3);
}

int cohesion_loss_odds(Order order, bool encamped) {
  if (encamped) return 1;
  return order == Order::kWithdraw ? 4 : 2;
}

int previous_turn_factor(int friends_retreated, int friends_shattered, int friends_killed,
                         int enemies_broken) {
  return std::max(
      -friends_retreated - 3 * friends_shattered - 7 * friends_killed + 2 * enemies_broken, -7);
}

int cohesion_check_value(const CohesionCheck& c, int rnd7) {
  int command = 0;
  switch (c.command) {
    case CommandPresence::kHeroic:
      command = 3;
      break;
    case CommandPresence::kBold:
      command = 2;
      break;
    case CommandPresence::kSensible:
      command = 1;
      break;
    default:
      break;
  }
  const int order = c.order == Order::kAssault ? 2 : c.order == Order::kWithdraw ? -2 : 0;
  const int confidence = c.friends_within_three - c.enemies_within_two;
  return q(c.cohesion) + half_sum(c.leadership, c.experience) +
         q(c.fortification + (c.frontal ? 4 : 0) + confidence + command + order +
           std::max(c.previous_turn, -7) + rnd7);
}

CohesionOutcome cohesion_outcome(int check_quarters) {
  const int points = whole_points(check_quarters);  // a half rounded down
  if (points <= 6) return CohesionOutcome::kRout;
  if (points <= 10) return CohesionOutcome::kShatterFlee;
  if (points <= 15) return CohesionOutcome::kRetreat;
  return CohesionOutcome::kNoEffect;
}

int communication_chance(const CommCheck& c) {
  int v = c.base + c.superior_staff;
  if (c.light == Light::kNight) v -= 4;
  if (c.light == Light::kDawn || c.light == Light::kDusk) v -= 2;
  if (c.weather == Weather::kRain || c.weather == Weather::kSnow || c.weather == Weather::kHeavyFog)
    v -= 3;
  if (c.weather == Weather::kDrizzle || c.weather == Weather::kLightFog) v -= 1;
  switch (c.unit) {
    case CommUnit::kCavalryCorps:
      v += 4;
      break;
    case CommUnit::kCavalryDivision:
      v += 6;
      break;
    case CommUnit::kMountedInfantryBrigade:
    case CommUnit::kArtilleryBrigade:
      v += 6;
      break;
    case CommUnit::kCavalryBrigade:
      v += 8;
      break;
    default:
      break;
  }
  const bool division =
      c.unit == CommUnit::kInfantryDivision || c.unit == CommUnit::kCavalryDivision;
  const bool corps = c.unit == CommUnit::kInfantryCorps || c.unit == CommUnit::kCavalryCorps;
  if (division && c.superior == CommSuperior::kArmy) v += 2;
  if (!division && !corps) {
    if (c.superior == CommSuperior::kArmy) v += 2;
    if (c.superior == CommSuperior::kCorps) v += 1;
  }
  if (c.superior == CommSuperior::kArmy) {
    if (c.army_enemy_within_four) v -= 2;
    if (c.army_moved_last_turn) v -= 1;
    if (c.army_profile == Profile::kHeroic) v -= 3;
    if (c.army_profile == Profile::kBold) v -= 1;
  } else if (c.superior == CommSuperior::kCorps) {
    if (c.corps_enemy_within_three) v -= 1;
    if (c.corps_offensive) v -= 1;
  }
  return std::max(v, 0);
}

int sighting_value(int summed_cover, int condition_points, int intervening_hexes, int rnd7) {
  return summed_cover + condition_points + 8 * intervening_hexes + rnd7;
}

int sighting_range(Light light, Weather weather) {
  return light == Light::kNight || weather == Weather::kHeavyFog ? 1 : kSightingRange;
}

}  // namespace grognard::decisive
