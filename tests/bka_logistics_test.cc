// Blitzkrieg at the Ardennes demolition and bridging (tables 5 and 6), dump demolition and
// joining units (BKA Menu DEMOLISH, BRIDGE, JOINT UNITS; Supply), on the map of bka_fixture.h,
// whose road crosses the river by the bridge 0304/0305.
#include <gtest/gtest.h>

#include "bka_fixture.h"

namespace grognard::bka::test {
namespace {

// Plays out the rest of this turn and the other side's, so that `side` begins a new turn.
void to_next_turn_of(State& s, Side side) {
  do play(s, EndPhase{});
  while (s.phasing() == side && !s.over());
  while (s.phasing() != side && !s.over()) play(s, EndPhase{});
}

TEST(BkaLogistics, BKA_Table5_ADemolishedBridgeIsCrossedOnlyAsARiver) {
  State s = position({unit("GI", "infantry", 4, 4, "0304"), unit("GA", "armour", 8, 6, "0302")});
  EXPECT_EQ(move_cost(s, "GA", "0306"), 4);  // over the bridge
  s.rng().force({1});                        // "OK" column, roll 1: YES
  play(s, Demolish{id(s, "GI")});
  EXPECT_TRUE(s.demolished(hex(s, "0304")));
  EXPECT_EQ(move_cost(s, "GA", "0306"), -1);  // armour never crosses an unbridged river
  // "The unit attempting demolition is immobilized for the rest of the turn", and "Only one
  // attempt at demolition per hex per turn is permitted."
  EXPECT_EQ(broken_rule(s, Move{id(s, "GI"), hex(s, "0303")}), "BKA Menu");
  EXPECT_EQ(broken_rule(s, Rebuild{id(s, "GI")}), "BKA Menu");
}

TEST(BkaLogistics, BKA_Table5_TheColumnForAnEnemyNextToTheBridge) {
  // Roll 4 succeeds in the "OK" column but not with the enemy adjacent.
  State s = position({unit("GI", "infantry", 4, 4, "0304"), unit("AI", "infantry", 4, 4, "0404")});
  ASSERT_TRUE(s.next_to_enemy(hex(s, "0304"), Side::kGerman));
  s.rng().force({4});
  play(s, Demolish{id(s, "GI")});
  EXPECT_FALSE(s.demolished(hex(s, "0304")));
}

TEST(BkaLogistics, BKA_Demolish_TheUnitMustHaveStartedTheTurnInTheHex) {
  State s = position({unit("GI", "infantry", 4, 4, "0303")});
  play(s, Move{id(s, "GI"), hex(s, "0304")});
  EXPECT_EQ(broken_rule(s, Demolish{id(s, "GI")}), "BKA Menu");
}

TEST(BkaLogistics, BKA_Table6_ABlownBridgeRebuiltOnALaterTurn) {
  State s = position({unit("GI", "infantry", 4, 4, "0304")});
  s.rng().force({1});
  play(s, Demolish{id(s, "GI")});
  ASSERT_TRUE(s.demolished(hex(s, "0304")));
  to_next_turn_of(s, Side::kGerman);
  s.rng().force({2});  // roll 2: NO in both columns
  play(s, Rebuild{id(s, "GI")});
  EXPECT_TRUE(s.demolished(hex(s, "0304")));
  to_next_turn_of(s, Side::kGerman);
  s.rng().force({4});  // "OK" column, roll 4: YES
  play(s, Rebuild{id(s, "GI")});
  EXPECT_FALSE(s.demolished(hex(s, "0304")));
}

TEST(BkaLogistics, BKA_Supply_ADumpDemolishedWithTheEnemyFourHexesAway) {
  // Allied units in Liège: the dump may be blown only with every German unit 4 hexes away.
  State far =
      position({unit("A1", "infantry", 4, 4, "0108"), unit("G1", "infantry", 4, 4, "0502")});
  play(far, EndPhase{});  // to the Allied turn
  ASSERT_EQ(far.phasing(), Side::kAllied);
  play(far, Demolish{id(far, "A1")});
  EXPECT_EQ(far.dump_supply(far.game().dump_at(hex(far, "0108"))), 0);
  EXPECT_FALSE(far.supplied_hexes(Side::kAllied)[hex(far, "0208").value]);
  // "A fuel dump cannot be reconstructed."
  EXPECT_EQ(broken_rule(far, Rebuild{id(far, "A1")}), "BKA Menu");
  State near =
      position({unit("A1", "infantry", 4, 4, "0108"), unit("G1", "infantry", 4, 4, "0306")});
  play(near, EndPhase{});
  EXPECT_EQ(broken_rule(near, Demolish{id(near, "A1")}), "BKA Supply");
}

TEST(BkaLogistics, BKA_JointUnits_BuiltUpToItsOriginalStrengthTheSurplusStays) {
  // German artillery knocks A1 from 6 to 4 (1-1, roll 6: L1/3); in the Allied turn A2 builds
  // it up again and keeps what is left.
  State s = position({unit("GG", "artillery", 6, 3, "0802"), unit("A1", "infantry", 6, 4, "0601"),
                      unit("A2", "infantry", 6, 4, "0401")});
  play(s, Target{id(s, "GG"), id(s, "A1")});
  s.rng().force({6});
  play(s, EndPhase{});
  ASSERT_EQ(s.unit(id(s, "A1")).strength, 4);
  ASSERT_EQ(s.phasing(), Side::kAllied);
  EXPECT_EQ(broken_rule(s, Join{id(s, "A1"), id(s, "A2")}), "BKA Menu");  // A2 is whole
  play(s, Join{id(s, "A2"), id(s, "A1")});
  EXPECT_EQ(s.unit(id(s, "A1")).strength, 6);
  EXPECT_EQ(s.unit(id(s, "A2")).strength, 4);
  // "The unit being built up is immobilized."
  EXPECT_EQ(broken_rule(s, Move{id(s, "A1"), hex(s, "0501")}), "BKA Menu");
}

}  // namespace
}  // namespace grognard::bka::test
