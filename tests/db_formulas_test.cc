// Decisive Battles: the manual's chapter 4 formulas with worked numbers, term by term. Each
// expected value is added up here by hand from the manual's text (quoted), in quarter points.
#include <gtest/gtest.h>

#include "games/decisive-battles/formulas.h"

namespace grognard::decisive {
namespace {

constexpr int Q = kQuarter;

// A 2,500-man infantry brigade of five regiments with rifled muskets.
Firer infantry() {
  Firer f;
  f.type = BrigadeType::kInfantry;
  f.strength = 25;
  f.regiments = 5;
  f.experience = 6;
  f.leadership = 5;
  f.cohesion = 6;
  f.order = Order::kSkirmish;
  f.hex_cover = 3;
  f.arms = {.range = 2, .fire = 5, .melee = 3};
  return f;
}

// A six-gun artillery brigade.
Firer battery() {
  Firer f;
  f.type = BrigadeType::kArtillery;
  f.strength = 3;
  f.battery_points = 6;
  f.experience = 5;
  f.leadership = 4;
  f.cohesion = 6;
  f.order = Order::kSkirmish;
  f.hex_cover = 2;
  f.guns = {.range = 4, .rate_of_fire = 2, .effectiveness = 6, .penetration = 3};
  return f;
}

TEST(DbFormulas, DB_Combat_SequenceOfAttackFormula) {
  // "Cohesion + 0.5 (lead. + exp.) + brigade type + brigade order + rnd (3)"
  Firer f = infantry();
  f.leadership = 5;
  f.experience = 3;
  EXPECT_EQ(attack_sequence(f, 2), (6 + 4 + 0 + 6 + 2) * Q);  // skirmish +6
  f.order = Order::kAssault;
  EXPECT_EQ(attack_sequence(f, 2), (6 + 4 + 0 + 2 + 2) * Q);  // assault or advance +2
  f.order = Order::kWithdraw;
  f.cohesion = 5;
  EXPECT_EQ(attack_sequence(f, 1), (5 + 4 + 0 + 0 + 1) * Q);  // withdraw 0
  // "a cavalry brigade with a withdraw order is treated as though it had a skirmish order"
  f.type = BrigadeType::kCavalry;
  EXPECT_EQ(attack_sequence(f, 1), (5 + 4 + 0 + 6 + 1) * Q);
  // Artillery +4; lead. 4 + exp. 5 gives 4.5.
  EXPECT_EQ(attack_sequence(battery(), 0), 6 * Q + 18 + 4 * Q + 6 * Q);
}

TEST(DbFormulas, DB_Combat_TheFourCategoriesOfAttack) {
  Firer f = infantry();
  EXPECT_EQ(attack_category(f), AttackCategory::kSteady);  // (i)
  f.moved_last_turn = true;
  EXPECT_EQ(attack_category(f), AttackCategory::kMoved);  // (ii)
  f.surprised = true;
  EXPECT_EQ(attack_category(f), AttackCategory::kSurprised);  // (iii)
  Firer cavalry = infantry();
  cavalry.type = BrigadeType::kCavalry;
  cavalry.order = Order::kAssault;
  EXPECT_EQ(attack_category(cavalry), AttackCategory::kCharge);  // (iv)
  cavalry.order = Order::kSkirmish;                              // dismounted cavalry
  EXPECT_EQ(attack_category(cavalry), AttackCategory::kSteady);
  // "Artillery brigades which moved in the preceding turn cannot fire."
  Firer guns = battery();
  EXPECT_EQ(attack_category(guns), AttackCategory::kSteady);
  guns.moved_last_turn = true;
  EXPECT_EQ(attack_category(guns), AttackCategory::kNone);
}

TEST(DbFormulas, DB_Combat_InfantryFireValueTermByTerm) {
  const Firer f = infantry();
  const Mark open{.hex_cover = 2};
  // (a) 8 + 8/2 + 9/4 = 14.25; (b) exp 6: +2; (c) lead 5: +1; (d) five regiments: +1;
  // (e) rifled musket +5; (g) half the firer's cover 3: -1.5; (h) the target's cover: -2.
  const int adjacent = 57 + 2 * Q + 1 * Q + 1 * Q + 5 * Q - 6 - 2 * Q;  // 19.75
  EXPECT_EQ(adjacent, 79);
  EXPECT_EQ(musketry_fire(f, open, {.distance = 1}), adjacent);
  EXPECT_EQ(fire_value(f, open, {.distance = 1}), adjacent);
  // "Brigades firing at a non adjacent opponent have their fire value reduced to 25%."
  EXPECT_EQ(fire_value(f, open, {.distance = 2}), adjacent / 4);
  // Beyond the small arms' range (2): nothing.
  EXPECT_EQ(fire_value(f, open, {.distance = 3}), 0);
  // (i) twice the fortification value, and no cover term for a target in a fortification.
  EXPECT_EQ(fire_value(f, {.hex_cover = 2, .fortification = 2, .in_fortification = true}, {}),
            adjacent + 2 * Q - 4 * Q);
  // Neither against a target with an assault order.
  EXPECT_EQ(fire_value(f, {.hex_cover = 2, .fortification = 2, .assaulting = true}, {}),
            adjacent + 2 * Q);
  // (g) no half cover for a firer in a fortification.
  Firer dug_in = f;
  dug_in.in_fortification = true;
  EXPECT_EQ(fire_value(dug_in, open, {}), adjacent + 6);
}

TEST(DbFormulas, DB_Combat_InfantryFireCapsAndTheAssault) {
  const Mark open{.hex_cover = 2};
  Firer f = infantry();
  // (f) "Add twice the melee value of small arms type (if order is assault)": +6.
  f.order = Order::kAssault;
  EXPECT_EQ(fire_value(f, open, {}), 79 + 6 * Q);
  // "This bonus can be as much as 50% again of the brigade's fire value."
  EXPECT_EQ(fire_value(f, open, {.heroic_bonus_percent = 50}), (79 + 6 * Q) * 150 / 100);
  EXPECT_EQ(fire_value(f, open, {.heroic_bonus_percent = 80}), (79 + 6 * Q) * 150 / 100);
  f.order = Order::kWithdraw;  // "cannot have a fire value greater than 8"
  EXPECT_EQ(fire_value(f, open, {}), 8 * Q);
  f.order = Order::kSkirmish;
  f.surprised = true;  // "Surprised brigades cannot have a fire value greater than 2."
  EXPECT_EQ(fire_value(f, open, {}), 2 * Q);
  f.surprised = false;  // "a maximum fire value of 6 in rain, snow, heavy fog or at night"
  EXPECT_EQ(fire_value(f, open, {.poor_visibility = true}), 6 * Q);
  f.arms.range = 0;  // "a small arms range of 0 cannot have a fire value greater than 2"
  EXPECT_EQ(musketry_fire(f, open, {}), 2 * Q);
}

TEST(DbFormulas, DB_Combat_CohesionScalesTheFireValue) {
  // "Cohesion value 6 or 7 = no effect, 4 or 5 = 75%, 2 or 3 = 50%, 1 = no fire value."
  EXPECT_EQ(cohesion_fire_percent(7), 100);
  EXPECT_EQ(cohesion_fire_percent(6), 100);
  EXPECT_EQ(cohesion_fire_percent(5), 75);
  EXPECT_EQ(cohesion_fire_percent(4), 75);
  EXPECT_EQ(cohesion_fire_percent(3), 50);
  EXPECT_EQ(cohesion_fire_percent(2), 50);
  EXPECT_EQ(cohesion_fire_percent(1), 0);
  Firer f = infantry();
  f.cohesion = 4;
  EXPECT_EQ(fire_value(f, {.hex_cover = 2}, {}), 79 * 75 / 100);
  f.cohesion = 1;
  EXPECT_EQ(fire_value(f, {.hex_cover = 2}, {}), 0);
}

TEST(DbFormulas, DB_Combat_ArtilleryFireValueTermByTerm) {
  const Firer f = battery();
  const Mark target{.hex_cover = 1};
  // (a) 6 battery points; (b) exp 5: +1; (c) lead 4: 0; (d) rate of fire 2; (e) effectiveness 6
  // against an adjacent opponent; (h) half the firer's cover 2: -1; (i) the target's cover: -1.
  EXPECT_EQ(fire_value(f, target, {.distance = 1}), (6 + 1 + 0 + 2 + 6 - 1 - 1) * Q);
  // (f) penetration 3 at three hexes, (g) -2 for each of the two intervening hexes.
  EXPECT_EQ(fire_value(f, target, {.distance = 3}), (6 + 1 + 2 + 3 - 4 - 1 - 1) * Q);
  EXPECT_EQ(fire_value(f, target, {.distance = 5}), 0);  // beyond the guns' range of 4
  // "a maximum fire value of 6 in rain, snow, heavy fog or at night", 8 with a withdraw order.
  EXPECT_EQ(fire_value(f, target, {.poor_visibility = true}), 6 * Q);
  Firer withdrawing = f;
  withdrawing.order = Order::kWithdraw;
  EXPECT_EQ(fire_value(withdrawing, target, {}), 8 * Q);
  Firer moved = f;
  moved.moved_last_turn = true;
  EXPECT_EQ(fire_value(moved, target, {}), 0);
}

TEST(DbFormulas, DB_Combat_TheArtilleryComponentOfOtherBrigades) {
  Firer f = infantry();
  f.battery_points = 3;
  f.guns = {.range = 4, .rate_of_fire = 2, .effectiveness = 5, .penetration = 2};
  const Mark open{.hex_cover = 2};
  // Guns: 3 + exp 6 (+2) + lead 5 (+1) + rate 2 + effectiveness 5 - 1.5 - 2 = 9.5.
  const int guns_adjacent = 38;
  EXPECT_EQ(fire_value(f, open, {}), 79 + guns_adjacent);
  // Three hexes off, past the muskets: the guns alone, 3+2+1+2+2 -4 -1.5 -2 = 2.5.
  EXPECT_EQ(fire_value(f, open, {.distance = 3}), 10);
  // "will not contribute ... if the brigade moved last turn, unless the brigade type is cavalry"
  f.moved_last_turn = true;
  EXPECT_EQ(fire_value(f, open, {}), 79);
  f.type = BrigadeType::kCavalry;
  EXPECT_EQ(fire_value(f, open, {}), 79 + guns_adjacent);
}

TEST(DbFormulas, DB_Combat_CavalryWithAssaultOrders) {
  Firer f;
  f.type = BrigadeType::kCavalry;
  f.strength = 6;
  f.regiments = 3;
  f.experience = 5;
  f.leadership = 6;
  f.cohesion = 6;
  f.order = Order::kAssault;
  f.arms = {.range = 1, .fire = 3, .melee = 4};
  // (a) 6 + (b) 1 + (c) 2 + (d) 0 + (e) 2 x 4 - (h) twice the target's cover 2 = 13.
  EXPECT_EQ(fire_value(f, {.hex_cover = 2}, {}), 13 * Q);
  // (i) three times the fortification value, the cover not counted.
  EXPECT_EQ(fire_value(f, {.hex_cover = 2, .fortification = 1, .in_fortification = true}, {}),
            14 * Q);
  // "reduced by 50% in rain, snow, heavy fog or at night"
  EXPECT_EQ(fire_value(f, {.hex_cover = 2}, {.poor_visibility = true}), 13 * Q / 2);
  EXPECT_EQ(fire_value(f, {.hex_cover = 2}, {.distance = 2}), 0);  // a charge meets its enemy
}

TEST(DbFormulas, DB_Cohesion_StepOneVulnerability) {
  // "Current Cohesion + 0.5 (lead. + exp.) + brigade type + brigade size + rnd 3"
  Firer f = infantry();
  f.leadership = 5;
  f.experience = 3;
  EXPECT_EQ(vulnerability(f, false, 1), (6 + 4 + 6 + 6 + 1) * Q);  // infantry 6, 25 SPs 6
  EXPECT_EQ(vulnerability(f, true, 1), (6 + 4 + 0 + 6 + 1) * Q);   // in reserve 0
  f.surprised = true;
  EXPECT_EQ(vulnerability(f, false, 1), (6 + 4 + 0 + 6 + 1) * Q);
  EXPECT_EQ(vulnerability(battery(), false, 0), 6 * Q + 18 + 8 * Q);  // artillery 8, 3 SPs 0
  Firer cavalry = f;
  cavalry.surprised = false;
  cavalry.type = BrigadeType::kCavalry;
  cavalry.strength = 9;
  EXPECT_EQ(vulnerability(cavalry, false, 3), (6 + 4 + 4 + 3 + 3) * Q);
  // "1-4 SPs (0), 5-8 SPs (1), 9 16 SPs (3), 17+ SPs (6)"
  EXPECT_EQ(size_points(4), 0);
  EXPECT_EQ(size_points(5), 1);
  EXPECT_EQ(size_points(8), 1);
  EXPECT_EQ(size_points(9), 3);
  EXPECT_EQ(size_points(16), 3);
  EXPECT_EQ(size_points(17), 6);
}

TEST(DbFormulas, DB_Cohesion_StepTwoHitsIntoCohesionLosses) {
  // "one random (1) chance ... except against a brigade with a withdraw order or ... encamped
  // ... one random (3) chance ... an automatic loss"
  EXPECT_EQ(cohesion_loss_odds(Order::kSkirmish, false), 2);
  EXPECT_EQ(cohesion_loss_odds(Order::kWithdraw, false), 4);
  EXPECT_EQ(cohesion_loss_odds(Order::kWithdraw, true), 1);
}

TEST(DbFormulas, DB_Cohesion_StepThreeThePreviousTurn) {
  // "Subtract 1 for each friendly brigade which retreated, 3 ... shattered and 7 ... KIA'd.
  // Add 2 for each enemy brigade ... The maximum negative value of this variable is -7."
  EXPECT_EQ(previous_turn_factor(1, 1, 0, 0), -4);
  EXPECT_EQ(previous_turn_factor(0, 0, 1, 1), -5);
  EXPECT_EQ(previous_turn_factor(0, 2, 1, 0), -7);
  EXPECT_EQ(previous_turn_factor(0, 0, 0, 3), 6);  // "no limit as to how large"
}

TEST(DbFormulas, DB_Cohesion_StepThreeTheCheckAndItsOutcomes) {
  CohesionCheck c{.cohesion = 4,
                  .leadership = 5,
                  .experience = 4,
                  .frontal = true,
                  .friends_within_three = 2,
                  .enemies_within_two = 1,
                  .command = CommandPresence::kSensible,
                  .order = Order::kAssault,
                  .previous_turn = -4};
  // 4 + 4.5 + 0 + frontal 4 + confidence 1 + sensible 1 + assault 2 - 4 + rnd 3 = 15.5
  EXPECT_EQ(cohesion_check_value(c, 3), 62);
  EXPECT_EQ(cohesion_outcome(62), CohesionOutcome::kRetreat);  // (c) 11 - 15
  EXPECT_EQ(cohesion_outcome(cohesion_check_value(c, 4)), CohesionOutcome::kNoEffect);  // 16.5
  c.frontal = false;  // enfiladed: 11.5
  EXPECT_EQ(cohesion_outcome(cohesion_check_value(c, 3)), CohesionOutcome::kRetreat);
  c.command = CommandPresence::kNone;  // 10.5
  EXPECT_EQ(cohesion_outcome(cohesion_check_value(c, 3)), CohesionOutcome::kShatterFlee);
  EXPECT_EQ(cohesion_outcome(7 * Q), CohesionOutcome::kShatterFlee);  // (b) 7 - 10
  EXPECT_EQ(cohesion_outcome(6 * Q + 2), CohesionOutcome::kRout);     // (a) 0 - 6
  CohesionCheck broken{.cohesion = 2,
                       .leadership = 3,
                       .experience = 3,
                       .frontal = false,
                       .enemies_within_two = 2,
                       .order = Order::kWithdraw,
                       .previous_turn = -9};
  // 2 + 3 + 0 + 0 - 2 + 0 - 2 - 7 (the floor) + 0 = -6
  EXPECT_EQ(cohesion_check_value(broken, 0), -6 * Q);
  EXPECT_EQ(cohesion_outcome(-6 * Q), CohesionOutcome::kRout);
}

TEST(DbFormulas, DB_Communications_EveryModifier) {
  CommCheck c{.base = 9, .superior_staff = 3};  // an infantry brigade under its division
  EXPECT_EQ(communication_chance(c), 12);
  c.light = Light::kNight;     // -4
  c.weather = Weather::kRain;  // -3
  EXPECT_EQ(communication_chance(c), 5);
  c.light = Light::kDusk;          // -2
  c.weather = Weather::kLightFog;  // -1
  EXPECT_EQ(communication_chance(c), 9);
  // A cavalry brigade (+8) under the army HQ (+2), whose commander is heroic (-3), with the
  // enemy within four hexes (-2), having moved last turn (-1).
  CommCheck army{.base = 9,
                 .superior_staff = 3,
                 .unit = CommUnit::kCavalryBrigade,
                 .superior = CommSuperior::kArmy,
                 .army_enemy_within_four = true,
                 .army_moved_last_turn = true,
                 .army_profile = Profile::kHeroic};
  EXPECT_EQ(communication_chance(army), 9 + 3 + 8 + 2 - 2 - 1 - 3);
  army.army_profile = Profile::kBold;  // -1
  EXPECT_EQ(communication_chance(army), 9 + 3 + 8 + 2 - 2 - 1 - 1);
  // A cavalry division (+6) under the army HQ (+2); a cavalry corps (+4).
  EXPECT_EQ(communication_chance({.base = 9,
                                  .superior_staff = 3,
                                  .unit = CommUnit::kCavalryDivision,
                                  .superior = CommSuperior::kArmy}),
            20);
  EXPECT_EQ(communication_chance({.base = 9,
                                  .superior_staff = 3,
                                  .unit = CommUnit::kCavalryCorps,
                                  .superior = CommSuperior::kArmy}),
            16);
  // An artillery brigade (+6) under a corps (+1) with the enemy within three (-1) and an
  // offensive command (-1).
  EXPECT_EQ(communication_chance({.base = 9,
                                  .superior_staff = 3,
                                  .unit = CommUnit::kArtilleryBrigade,
                                  .superior = CommSuperior::kCorps,
                                  .corps_enemy_within_three = true,
                                  .corps_offensive = true}),
            17);
  // "the base chance can never fall below 0; i.e. there is always at least 1 chance in 16"
  CommCheck hopeless{.base = 0, .light = Light::kNight, .weather = Weather::kHeavyFog};
  EXPECT_EQ(communication_chance(hopeless), 0);
  EXPECT_TRUE(in_communication(0, 0));
  EXPECT_FALSE(in_communication(0, 1));
  EXPECT_TRUE(in_communication(12, 12));
  EXPECT_FALSE(in_communication(12, 13));
}

TEST(DbFormulas, DB_Sighting_SummedCoverConditionsDistanceAndChance) {
  // Adjacent, both in the open (cover 1 each), a clear day: 2 + 7 at most, always seen.
  EXPECT_TRUE(sighted(sighting_value(2, 0, 0, 7)));
  // Five hexes through woods (six hexes of cover 7), four intervening: 42 + 32.
  EXPECT_FALSE(sighted(sighting_value(42, 0, 4, 0)));
  // "If the final sighting value is less than 56, the enemy unit is sighted."
  EXPECT_TRUE(sighted(sighting_value(30, 8, 2, 1)));   // 55
  EXPECT_FALSE(sighted(sighting_value(30, 8, 2, 2)));  // 56
  // "the maximum sighting range at night or in heavy fog is one hex"
  EXPECT_EQ(sighting_range(Light::kNight, Weather::kClear), 1);
  EXPECT_EQ(sighting_range(Light::kDaylight, Weather::kHeavyFog), 1);
  EXPECT_EQ(sighting_range(Light::kDusk, Weather::kLightFog), 5);
}

}  // namespace
}  // namespace grognard::decisive
