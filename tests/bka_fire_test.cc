// Blitzkrieg at the Ardennes fire without engagement: artillery (table 1) and the Allies'
// protective fire, air units (table 4) and V2s, on the hand-made map of bka_fixture.h.
#include <gtest/gtest.h>

#include "bka_fixture.h"

namespace grognard::bka::test {
namespace {

TEST(BkaFire, BKA_Table1_ArtilleryFiresWhenResolveIsChosen) {
  // A gun of 6 on a unit of 6 in the open, two hexes away: 1-1; roll 6: L1/3, a loss of 2.
  State s = position({unit("GG", "artillery", 6, 3, "0802"), unit("A1", "infantry", 6, 4, "0601")});
  ASSERT_EQ(s.attack_strength(id(s, "GG")), 6);
  play(s, Target{id(s, "GG"), id(s, "A1")});
  s.rng().force({6});
  play(s, EndPhase{});
  EXPECT_EQ(s.unit(id(s, "A1")).strength, 4);
  EXPECT_EQ(s.phasing(), Side::kAllied);
  EXPECT_FALSE(s.aim(id(s, "GG")).has_value());  // fired, and forgotten
}

TEST(BkaFire, BKA_Artillery_UpToThreeHexesAndEveryGunOnATargetInOneRoll) {
  // The guns stand on the German road east of A1, supplied (a gun cut off from its dump would
  // fire at its isolated strength).
  State s = position({unit("G1", "artillery", 6, 3, "0802"), unit("G2", "artillery", 6, 3, "0902"),
                      unit("A1", "infantry", 6, 4, "0601"), unit("A2", "infantry", 6, 4, "0401")});
  ASSERT_EQ(s.unit(id(s, "G2")).isolated_turns, 0);
  // "(three hexes in any direction)": A2 is four hexes from 0802.
  EXPECT_EQ(broken_rule(s, Target{id(s, "G1"), id(s, "A2")}), "BKA Artillery");
  EXPECT_EQ(broken_rule(s, Target{id(s, "G1"), id(s, "G1")}), "BKA Artillery");  // not an enemy
  play(s, Target{id(s, "G1"), id(s, "A1")});
  play(s, Target{id(s, "G2"), id(s, "A1")});
  // 12 against 6 is 2-1; roll 1: L1/4 of 6 is 1.5, a loss of 2, in one roll for both guns.
  s.rng().force({1});
  const Events events = play(s, EndPhase{});
  EXPECT_EQ(s.unit(id(s, "A1")).strength, 4);
  int volleys = 0;
  for (const json& e : events)
    if (e["type"] == "artillery") {
      ++volleys;
      EXPECT_EQ(e["odds"], "2-1") << e.dump();
      EXPECT_EQ(e["guns"].size(), 2u);
    }
  EXPECT_EQ(volleys, 1);
}

TEST(BkaFire, BKA_Artillery_NeverFiresWhenEngaged) {
  // The gun next to A1 is in an engagement: it fights at its strength and may not fire.
  State s = position({unit("GG", "artillery", 6, 3, "0502"), unit("A1", "infantry", 2, 4, "0602"),
                      unit("A2", "infantry", 6, 4, "0702")});
  play(s, Target{id(s, "GG"), id(s, "A2")});
  play(s, Engage{{id(s, "GG")}, {hex(s, "0602")}});
  EXPECT_EQ(broken_rule(s, Target{id(s, "GG"), id(s, "A2")}), "BKA Artillery");
  play(s, EndPhase{});
  EXPECT_EQ(s.unit(id(s, "A2")).strength, 6);  // its earlier target was not fired on
}

TEST(BkaFire, BKA_Artillery_AlliedProtectiveFireOnTheLargestAttacker) {
  State s = position({unit("G1", "armour", 8, 6, "0302"), unit("G2", "infantry", 4, 4, "0402"),
                      unit("A1", "infantry", 6, 4, "0602"), unit("AG", "artillery", 4, 6, "0802")});
  play(s, EndPhase{});  // the German turn, no contact
  ASSERT_EQ(s.phasing(), Side::kAllied);
  play(s, EndPhase{});  // the Allied movement: no battles; protective fire is set
  ASSERT_EQ(s.phase(), Phase::kProtect);
  EXPECT_EQ(broken_rule(s, Protect{id(s, "AG"), id(s, "G1")}), "BKA Artillery");
  play(s, Protect{id(s, "AG"), id(s, "A1")});
  play(s, EndPhase{});
  ASSERT_EQ(s.phasing(), Side::kGerman);
  play(s, Move{id(s, "G1"), hex(s, "0502")});
  play(s, Move{id(s, "G2"), hex(s, "0502")});
  play(s, Engage{{id(s, "G1"), id(s, "G2")}, {hex(s, "0602")}});
  // The gun (4) fires on G1 (8), the largest attacker, in range at 0502: 1-2, roll 6: L1/4.
  s.rng().force({6});
  play(s, EndPhase{});
  EXPECT_EQ(s.unit(id(s, "G1")).strength, 6);
  EXPECT_EQ(s.unit(id(s, "G2")).strength, 4);
  EXPECT_FALSE(s.protected_by(id(s, "AG")).has_value());
}

json clear_morning_with_air(int allied) {
  return {{"weather", {{"1944-12-16 AM", "clear"}}},
          {"air", {{"allied", {{"1944-12-16 AM", allied}}}}}};
}

TEST(BkaFire, BKA_Table4_AirUnitsInAMClearWeatherOnUnitsAndDumps) {
  State s =
      position_with({unit("G1", "infantry", 6, 4, "0502"), unit("A1", "infantry", 4, 4, "0108")},
                    clear_morning_with_air(2));
  EXPECT_EQ(s.phase(), Phase::kMovement);  // the Germans have no air units
  play(s, EndPhase{});
  ASSERT_EQ(s.phasing(), Side::kAllied);
  ASSERT_EQ(s.phase(), Phase::kAir);
  EXPECT_EQ(s.sorties_left(), 2);
  // Roll 3: L1/3 of 6, a loss of 2.
  s.rng().force({3});
  play(s, Bomb{id(s, "G1"), HexId{}});
  EXPECT_EQ(s.unit(id(s, "G1")).strength, 4);
  // The German dump (supply 4): any loss result is a hit, one point off its number.
  const HexId dump = hex(s, "1102");
  EXPECT_EQ(broken_rule(s, Bomb{std::nullopt, hex(s, "0108")}), "BKA Air units");  // their own
  s.rng().force({1});
  play(s, Bomb{std::nullopt, dump});
  EXPECT_EQ(s.dump_supply(s.game().dump_at(dump)), 3);
  EXPECT_EQ(s.phase(), Phase::kMovement);  // both air units used
}

TEST(BkaFire, BKA_AirUnits_NeverInThePMNorInBadWeather) {
  json changes = clear_morning_with_air(2);
  changes["air"]["allied"] = {{"1944-12-16 PM", 2}};
  try {
    position_with({}, changes);
    FAIL() << "air units in the P.M. were accepted";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("A.M. clear weather only"), std::string::npos);
  }
}

TEST(BkaFire, BKA_V2_RocketsAgainstLiegeOrAntwerp) {
  State s = position_with({}, {{"v2", {{"per_turn", 1}}}});
  play(s, EndPhase{});  // Resolve
  ASSERT_EQ(s.phase(), Phase::kV2);
  EXPECT_EQ(broken_rule(s, LaunchV2{hex(s, "1102")}), "BKA Menu");
  s.rng().force({1});
  play(s, LaunchV2{hex(s, "0108")});
  EXPECT_EQ(s.dump_supply(s.game().dump_at(hex(s, "0108"))), 5);
  EXPECT_EQ(s.phasing(), Side::kAllied);
}

}  // namespace
}  // namespace grognard::bka::test
