// La Grande Armée combat (LGA 3.5, 5.64) and the defender's moves (LGA 2.13, 5.65-5.67).
#include <gtest/gtest.h>

#include "games/la-grande-armee/tables.h"
#include "lga_fixture.h"

namespace grognard::lga::test {
namespace {

TEST(LgaCombat, LGA_5_64_ResultsTableClampsBelowOneAndAboveSeven) {
  EXPECT_EQ(combat_result(-4), CombatResult::kA3);
  const CombatResult row[] = {CombatResult::kA3, CombatResult::kA2, CombatResult::kA1,
                              CombatResult::kS1, CombatResult::kD1, CombatResult::kD2,
                              CombatResult::kD3};
  for (int total = 1; total <= 7; ++total) EXPECT_EQ(combat_result(total), row[total - 1]);
  EXPECT_EQ(combat_result(11), CombatResult::kD3);
}

State danube() {
  json s = danube_battle();
  s["control"] = {{"1508", "allied"}};
  State st = position(s);
  to_movement(st);
  return st;
}

TEST(LgaCombat, LGA_5_64_MoraleFatigueHqsAndRiver) {
  State s = danube();
  const auto p = s.plan_attack(id(s, "I Corps"), hex(s, "1508"));
  ASSERT_TRUE(p);
  EXPECT_EQ(p->defender, id(s, "Landwehr"));  // LGA 3.5: the HQ is attacked last
  EXPECT_EQ(modifier(*p, "attacker's morale"), 3);
  EXPECT_EQ(modifier(*p, "defender's morale"), -2);
  EXPECT_EQ(modifier(*p, "attacker's HQ"), 2);
  EXPECT_EQ(modifier(*p, "defender's HQ"), -1);
  EXPECT_EQ(modifier(*p, "attacking across a river"), -1);
  EXPECT_EQ(p->total_modifier(), 1);
  EXPECT_EQ(p->mp_cost, 0);  // attacks cost no movement (LGA 2.13)
}

TEST(LgaCombat, LGA_5_64_AttackResolvesAndBothFatiguesRise) {
  State s = danube();
  const Events ev = play(s, Move{id(s, "I Corps"), hex(s, "1508")}, {5});  // 5 + 1 = 6: D2
  const json* c = find_event(ev, "combat");
  ASSERT_TRUE(c);
  EXPECT_EQ((*c)["result"], "D2");
  EXPECT_EQ(s.unit(id(s, "Landwehr")).morale, 0);  // demoralized
  EXPECT_EQ(s.unit(id(s, "Landwehr")).fatigue, 1);
  EXPECT_EQ(s.unit(id(s, "I Corps")).fatigue, 1);
  EXPECT_EQ(s.unit(id(s, "I Corps")).moves, 5);
  EXPECT_EQ(label(s, s.unit(id(s, "I Corps")).hex), "1507");  // the attacker stays put
}

TEST(LgaCombat, LGA_5_64_MoraleBelowZeroDestroysAndDemoralizedCannotAttack) {
  State s = danube();
  play(s, Move{id(s, "I Corps"), hex(s, "1508")}, {6});  // 6 + 1 = 7: D3, militia 2 - 3 < 0
  EXPECT_EQ(s.unit(id(s, "Landwehr")).where, Where::kDead);
  json sc = danube_battle();
  sc["control"] = {{"1508", "allied"}};
  sc["units"][0]["morale"] = 0;
  State d = position(sc);
  to_movement(d);
  EXPECT_EQ(broken_rule(d, Move{id(d, "I Corps"), hex(d, "1508")}), "LGA 5.64");
}

TEST(LgaCombat, LGA_5_64_CavalryForestAndLowerMorale) {
  // The Ardennes (1304) and the Rhine's forest (1404).
  json sc = scenario({unit("Murat", "france", "cavalry", "1304"),
                      unit("Hussars", "austria", "cavalry", "1404", {{"morale", 1}})});
  sc["control"] = {{"1404", "allied"}};
  State s = position(sc);
  to_movement(s);
  const auto p = s.plan_attack(id(s, "Murat"), hex(s, "1404"));
  ASSERT_TRUE(p);
  EXPECT_EQ(modifier(*p, "cavalry attacking into forest"), -1);
  EXPECT_EQ(modifier(*p, "cavalry defending in forest"), 1);
  EXPECT_EQ(modifier(*p, "cavalry attacking a unit with lower morale"), 2);
}

TEST(LgaCombat, LGA_5_64_GarrisonDropsTerrainButCavalryPenaltyStays) {
  // Innsbruck (1509) is a major city in the mountains.
  json sc = scenario({unit("Murat", "france", "cavalry", "1508"),
                      unit("Tyrol", "austria", "infantry", "1509", {{"garrison", true}}),
                      unit("Field", "austria", "militia", "1509")});
  State s = position(sc);
  to_movement(s);
  auto p = s.plan_attack(id(s, "Murat"), hex(s, "1509"));
  EXPECT_EQ(p->defender, id(s, "Field"));  // garrisons are attacked after field units
  EXPECT_EQ(modifier(*p, "attacking into mountains"), -1);
  EXPECT_FALSE(has_modifier(*p, "attacking a garrison"));
  sc["units"].erase(2);
  State g = position(sc);
  to_movement(g);
  p = g.plan_attack(id(g, "Murat"), hex(g, "1509"));
  EXPECT_EQ(p->defender, id(g, "Tyrol"));
  EXPECT_EQ(modifier(*p, "attacking a garrison"), -2);
  EXPECT_EQ(modifier(*p, "cavalry attacking a garrison"), -2);
  EXPECT_FALSE(has_modifier(*p, "attacking into mountains"));
}

TEST(LgaCombat, LGA_5_64_MarshIntoAndOutOf) {
  // The Pripet marshes: 2308 and 2408; Brest-Litovsk (2307) is dry.
  json sc = scenario({unit("Davout", "france", "infantry", "2307"),
                      unit("Poniatowski", "france", "infantry", "2308"),
                      unit("Bagration", "russia", "infantry", "2408")});
  sc["control"] = {{"2307", "french"}, {"2308", "french"}};
  State s = position(sc);
  to_movement(s);
  auto into = s.plan_attack(id(s, "Davout"), hex(s, "2308"));
  EXPECT_FALSE(into);  // a friendly area: no defender
  auto both = s.plan_attack(id(s, "Poniatowski"), hex(s, "2408"));
  ASSERT_TRUE(both);
  EXPECT_EQ(modifier(*both, "attacking into marsh"), 2);
  EXPECT_EQ(modifier(*both, "attacking from marsh"), -2);
}

TEST(LgaDefense, LGA_5_66_NoDefensiveMovesBeforeTheFirstAttack) {
  State s = danube();
  EXPECT_EQ(s.to_move(), index_of(Side::kFrench));
  EXPECT_EQ(broken_rule(s, Reinforce{id(s, "Reserve"), hex(s, "1508")}), "LGA 5.66");
  play(s, Move{id(s, "I Corps"), hex(s, "1508")}, {3});  // 3 + 1 = 4: S1
  EXPECT_EQ(s.phase(), Phase::kDefense);
  EXPECT_EQ(s.to_move(), index_of(Side::kAllied));
}

TEST(LgaDefense, LGA_5_66_AfterTheFirstAttackTheDefenderMayMoveAtAnyTime) {
  json sc = danube_battle();
  sc["control"] = {{"1508", "allied"}};
  sc["units"].push_back(unit("Murat", "france", "cavalry", "1405"));
  State s = position(sc);
  to_movement(s);
  play(s, Move{id(s, "Murat"), hex(s, "1406")}, {99});  // before any attack: no window
  EXPECT_EQ(s.phase(), Phase::kMovement);
  play(s, Move{id(s, "I Corps"), hex(s, "1508")}, {3});  // the first attack
  ASSERT_EQ(s.phase(), Phase::kDefense);
  play(s, EndPhase{});  // the defender lets it pass
  EXPECT_EQ(broken_rule(s, Reinforce{id(s, "Reserve"), hex(s, "1508")}), "LGA 5.66");
  // A plain move, no attack: the defender may answer it ("at any time", LGA 5.66).
  play(s, Move{id(s, "Murat"), hex(s, "1306")}, {99});
  ASSERT_EQ(s.phase(), Phase::kDefense);
  EXPECT_EQ(s.to_move(), index_of(Side::kAllied));
  const json allied = s.view_for(index_of(Side::kAllied)).to_json(index_of(Side::kAllied));
  EXPECT_EQ(allied["to_move"], "allied");
  std::string murat_seen;
  for (const json& u : allied["units"])
    if (u["id"] == "Murat") murat_seen = u.value("hex", "");
  EXPECT_EQ(murat_seen, "1306");  // no curtain after the first attack
  play(s, Reinforce{id(s, "Reserve"), hex(s, "1508")}, {6});
  EXPECT_EQ(label(s, s.unit(id(s, "Reserve")).hex), "1508");
  play(s, EndPhase{});
  // A halt is a move's end too; the last one ends the turn with no window after it.
  play(s, Halt{id(s, "Murat"), false});
  EXPECT_EQ(s.phase(), Phase::kDefense);
  play(s, EndPhase{});
  play(s, Halt{id(s, "I Corps"), false});
  EXPECT_EQ(s.phase(), Phase::kDefense);
  play(s, EndPhase{});
  play(s, Halt{id(s, "Napoleon"), false});
  EXPECT_EQ(s.player(), Side::kAllied);
}

TEST(LgaDefense, LGA_5_67_ReinforcementFogOfWarFailsOnFiveFacesOfSix) {
  // The table prints X under five of six faces: 1-5 fail, 6 or more arrives (SOURCES.md).
  for (int total = -3; total <= 5; ++total) EXPECT_FALSE(reinforcement_arrives(total));
  for (int total = 6; total <= 10; ++total) EXPECT_TRUE(reinforcement_arrives(total));
  State s = danube();
  play(s, Move{id(s, "I Corps"), hex(s, "1508")}, {3});
  State fails = s;
  play(fails, Reinforce{id(fails, "Reserve"), hex(fails, "1508")}, {2});  // 2 + 3 = 5
  EXPECT_EQ(label(fails, fails.unit(id(fails, "Reserve")).hex), "1509");
  EXPECT_TRUE(fails.unit(id(fails, "Reserve")).defended);
  play(s, Reinforce{id(s, "Reserve"), hex(s, "1508")}, {3});  // 3 + 3 = 6
  EXPECT_EQ(label(s, s.unit(id(s, "Reserve")).hex), "1508");
  EXPECT_EQ(s.units_in(hex(s, "1508")).front(), id(s, "Reserve"));  // arrives on top
  // LGA 5.65: one defensive move per season.
  EXPECT_EQ(broken_rule(s, Withdraw{id(s, "Reserve"), hex(s, "1509")}), "LGA 5.65");
}

TEST(LgaDefense, LGA_5_67_MilitiaReinforceAtMinusTwoCavalryAtPlusOne) {
  json sc = scenario({unit("Uhlans", "austria", "cavalry", "1509"),
                      unit("Landsturm", "austria", "militia", "1509")});
  State s = position(sc);
  EXPECT_EQ(s.reinforcement_modifiers(id(s, "Uhlans")).back().value, 1);
  EXPECT_EQ(s.reinforcement_modifiers(id(s, "Landsturm")).back().value, -2);
}

TEST(LgaDefense, LGA_5_67_WithdrawalOverARiverRoutsAndCostsTheAttackerTwoMoves) {
  // Strasbourg (1306) has the Rhine on three sides: the attack comes over it from 1405 and
  // the withdrawal goes over it to Stuttgart (1407), out of the attacker's ZOC.
  json sc = scenario({unit("I Corps", "france", "infantry", "1405"),
                      unit("Murat", "france", "cavalry", "1508"),
                      unit("Grenz", "austria", "militia", "1306"),
                      unit("Landwehr", "austria", "militia", "1306")});  // on top
  sc["control"] = {{"1306", "allied"}, {"1407", "allied"}};
  State s = position(sc);
  to_movement(s);
  play(s, Move{id(s, "I Corps"), hex(s, "1306")}, {4});  // 4 + 3 - 2 + 0 - 1 = 4: S1
  ASSERT_EQ(s.phase(), Phase::kDefense);
  const UnitId grenz = id(s, "Grenz");
  const auto mods = s.rout_modifiers(grenz, hex(s, "1407"));
  ASSERT_EQ(mods.size(), 2u);
  EXPECT_EQ(mods[1].value, -2);                   // over a river
  play(s, Withdraw{grenz, hex(s, "1407")}, {3});  // 3 + 2 - 2 = 3: M1
  EXPECT_EQ(s.unit(grenz).morale, 1);
  EXPECT_TRUE(s.unit(grenz).withdrew);
  play(s, EndPhase{});
  play(s, Move{id(s, "Murat"), hex(s, "1408")}, {99});    // mountains: 2 of 7 moves
  if (s.phase() == Phase::kDefense) play(s, EndPhase{});  // LGA 5.66: the defender passes
  const auto p = s.plan_attack(id(s, "Murat"), hex(s, "1407"));
  ASSERT_TRUE(p);
  EXPECT_EQ(p->mp_cost, 2);
  play(s, Move{id(s, "Murat"), hex(s, "1407")}, {4});
  EXPECT_EQ(s.unit(id(s, "Murat")).moves, 3);
}

TEST(LgaDefense, LGA_5_65_ReinforcementMustStartOutsideAndEndInsideAnEnemyZoc) {
  State s = danube();
  play(s, Move{id(s, "I Corps"), hex(s, "1508")}, {3});
  // 1609 is not next to any French unit: no ZOC there.
  EXPECT_EQ(broken_rule(s, Reinforce{id(s, "Reserve"), hex(s, "1609")}), "LGA 2.13");
  EXPECT_EQ(broken_rule(s, Withdraw{id(s, "Reserve"), hex(s, "1609")}), "LGA 2.13");
}

}  // namespace
}  // namespace grognard::lga::test
