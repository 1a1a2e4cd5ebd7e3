// Blitzkrieg at the Ardennes engagements and battles (BKA Menu ENGAGE/UNDO ENGAGEMENT/RESOLVE,
// Combat, Results, River movements, table 2 and table 8) on the hand-made map of bka_fixture.h.
// Forced dice pick the cell of table 2 each test reads.
#include <gtest/gtest.h>

#include "bka_fixture.h"

namespace grognard::bka::test {
namespace {

// The German movement phase ends ("Resolve") and the first engagement is resolved on `roll`.
void resolve_first(State& s, int roll) {
  play(s, EndPhase{});
  ASSERT_EQ(s.phase(), Phase::kBattles);
  s.rng().force({roll});
  play(s, Resolve{s.engagements().front().attackers.front()});
}

TEST(BkaCombat, BKA_Engage_OneCentralHexAgainstUpToSixNeighbours) {
  // G1 in 0502 and G2 in 0603 are both next to A1 (0602) and A2 (0503); A3 (0801) is next to
  // neither.
  State s = position({unit("G1", "infantry", 5, 4, "0502"), unit("G2", "infantry", 5, 4, "0603"),
                      unit("A1", "infantry", 4, 4, "0602"), unit("A2", "infantry", 4, 4, "0503"),
                      unit("A3", "infantry", 4, 4, "0801")});
  const UnitId g1 = id(s, "G1"), g2 = id(s, "G2");
  // Several attacking hexes against one hex: fine. One attacking hex against two: fine.
  EXPECT_EQ(broken_rule(s, Engage{{g1, g2}, {hex(s, "0602")}}), "");
  EXPECT_EQ(broken_rule(s, Engage{{g1}, {hex(s, "0602"), hex(s, "0503")}}), "");
  // Several against several: "every engagement will consist of units from at most seven hexes
  // - the 'central' hex and the six adjacent hexes".
  EXPECT_EQ(broken_rule(s, Engage{{g1, g2}, {hex(s, "0602"), hex(s, "0503")}}), "BKA Menu");
  // A hex that is not next to the attackers.
  EXPECT_EQ(broken_rule(s, Engage{{g2}, {hex(s, "0801")}}), "BKA Menu");
}

TEST(BkaCombat, BKA_Engage_TheDefendersOfAHexBelongToOneEngagement) {
  State s = position({unit("G1", "infantry", 5, 4, "0502"), unit("G2", "infantry", 5, 4, "0603"),
                      unit("A1", "infantry", 4, 4, "0602")});
  play(s, Engage{{id(s, "G1")}, {hex(s, "0602")}});
  EXPECT_EQ(broken_rule(s, Engage{{id(s, "G1")}, {hex(s, "0602")}}), "BKA Menu");  // engaged
  // A second attacker sent against the same hex joins its engagement ("DEPOSIT: ... the unit
  // in the raster will be added to the engagement").
  play(s, Engage{{id(s, "G2")}, {hex(s, "0602")}});
  ASSERT_EQ(s.engagements().size(), 1u);
  EXPECT_EQ(s.engagements().front().attackers, (std::vector<UnitId>{id(s, "G1"), id(s, "G2")}));
  // "UNDO ENGAGEMENT": dissolved by any of its units, the defender's included.
  play(s, Disengage{id(s, "A1")});
  EXPECT_TRUE(s.engagements().empty());
}

TEST(BkaCombat, BKA_Combat_UnengagedUnitsNextToTheEnemyMustBeEngagedBeforeResolve) {
  State s = position({unit("G1", "infantry", 5, 4, "0502"), unit("A1", "infantry", 4, 4, "0602")});
  const auto v = s.validate(EndPhase{});
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->rule, "BKA Combat");
  EXPECT_NE(v->reason.find("can't resolve: unengaged unit G1"), std::string::npos) << v->reason;
  // "Move or engage offending unit."
  State moved = s;
  play(moved, Move{id(moved, "G1"), hex(moved, "0302")});
  EXPECT_EQ(broken_rule(moved, EndPhase{}), "");
  play(s, Engage{{id(s, "G1")}, {hex(s, "0602")}});
  EXPECT_EQ(broken_rule(s, EndPhase{}), "");
}

TEST(BkaCombat, BKA_Revised_ModifiedAttackRuleUnitsInForestNeedNotAttackOut) {
  // "Units in forests, mountains, cities, dumps and forts do not have to attack OUT FROM,
  // unless desired." G1 stands in the forest 0503, next to A1 in the open at 0603.
  const std::vector<json> units = {unit("G1", "infantry", 5, 4, "0503"),
                                   unit("A1", "infantry", 4, 4, "0603")};
  State revised = position(units, "revised");
  ASSERT_EQ(revised.game().board().distance(hex(revised, "0503"), hex(revised, "0603")), 1);
  EXPECT_EQ(broken_rule(revised, EndPhase{}), "");
  State original = position(units, "original");
  EXPECT_EQ(broken_rule(original, EndPhase{}), "BKA Combat");
}

TEST(BkaCombat, BKA_Table8_OddsWithTerrainRiverAndArtilleryAtHalf) {
  // Plain: 8 attacking 4 is 2-1.
  State plain =
      position({unit("G1", "infantry", 8, 4, "0502"), unit("A1", "infantry", 4, 4, "0602")});
  EXPECT_EQ(combat_column_name(plain.odds({id(plain, "G1")}, {hex(plain, "0602")}).column), "2-1");
  // Infantry in forest: 3x (revised 2.5x): 8 against 12 (10) is 1-2 either way.
  State forest =
      position({unit("G1", "infantry", 8, 4, "0502"), unit("A1", "infantry", 4, 4, "0503")});
  const auto o = forest.odds({id(forest, "G1")}, {hex(forest, "0503")});
  EXPECT_EQ(o.defence, 4 * 10);  // 4 points x 2.5, in quarters
  EXPECT_EQ(combat_column_name(o.column), "1-2");
  // Artillery defends at half its strength: 8 against 2 is 4-1.
  State guns =
      position({unit("G1", "infantry", 8, 4, "0502"), unit("A1", "artillery", 4, 3, "0602")});
  EXPECT_EQ(combat_column_name(guns.odds({id(guns, "G1")}, {hex(guns, "0602")}).column), "4-1");
  // "a unit's defence strength is doubled in an engagement where all of the attacking units
  // are across a river from all the defending units. This is lost however, if only one of the
  // attackers was not."
  State river =
      position({unit("G1", "infantry", 8, 4, "0604"), unit("G2", "infantry", 8, 4, "0505"),
                unit("A1", "infantry", 4, 4, "0605")});
  const auto across = river.odds({id(river, "G1")}, {hex(river, "0605")});
  EXPECT_TRUE(across.across_river);
  EXPECT_EQ(combat_column_name(across.column), "1-1");
  const auto both = river.odds({id(river, "G1"), id(river, "G2")}, {hex(river, "0605")});
  EXPECT_FALSE(both.across_river);
  EXPECT_EQ(combat_column_name(both.column), "4-1");
}

TEST(BkaCombat, BKA_Results_DefenderLosesRetreatsExactlyAndTheAttackerAdvances) {
  // 12 against 6 is 2-1; roll 1: "DL1/4 / Db2 Aa1".
  State s = position({unit("G1", "infantry", 12, 4, "0502"), unit("A1", "infantry", 6, 4, "0602")});
  play(s, Engage{{id(s, "G1")}, {hex(s, "0602")}});
  resolve_first(s, 1);
  EXPECT_EQ(s.unit(id(s, "A1")).strength, 6 - 2);  // a quarter of 6 is 1.5: 2
  ASSERT_TRUE(s.battle().has_value());
  EXPECT_EQ(s.battle()->stage, Battle::Stage::kRetreat);
  EXPECT_EQ(s.to_move(), index_of(Side::kAllied));  // the owner retreats his units
  const auto options = s.retreat_options(id(s, "A1"));
  ASSERT_FALSE(options.empty());
  for (HexId h : options) {
    EXPECT_EQ(s.game().board().distance(hex(s, "0602"), h), 2);
    EXPECT_FALSE(s.next_to_enemy(h, Side::kAllied));
  }
  EXPECT_EQ(broken_rule(s, Retreat{id(s, "A1"), hex(s, "0702")}), "BKA Results");  // only 1
  play(s, Retreat{id(s, "A1"), options.front()});
  // The attacker may advance with 1 point, and always into the defender's hex.
  EXPECT_EQ(s.battle()->stage, Battle::Stage::kAdvance);
  EXPECT_EQ(s.to_move(), index_of(Side::kGerman));
  const auto advances = s.advance_options(id(s, "G1"));
  EXPECT_NE(std::find(advances.begin(), advances.end(), hex(s, "0602")), advances.end());
  EXPECT_EQ(broken_rule(s, Advance{id(s, "G1"), hex(s, "0802")}), "BKA Results");
  play(s, Advance{id(s, "G1"), hex(s, "0602")});
  EXPECT_FALSE(s.battle().has_value());
  EXPECT_EQ(s.phasing(), Side::kAllied);  // the last engagement: the Allied turn begins
}

TEST(BkaCombat, BKA_Results_AUnitThatMustRetreatButCannotIsEliminated) {
  // A1 on the north edge, every neighbour held by the attackers. 24 against 4: 6-1, roll 1:
  // "DL4/5 / Db4 Aa4".
  State s = position({unit("G1", "infantry", 8, 4, "0602"), unit("G2", "infantry", 8, 4, "0701"),
                      unit("G3", "infantry", 8, 4, "0501"), unit("A1", "infantry", 4, 4, "0601")});
  play(s, Engage{{id(s, "G1"), id(s, "G2"), id(s, "G3")}, {hex(s, "0601")}});
  resolve_first(s, 1);
  EXPECT_EQ(s.unit(id(s, "A1")).where, Where::kEliminated);
  ASSERT_TRUE(s.battle().has_value());
  EXPECT_EQ(s.battle()->stage, Battle::Stage::kAdvance);
}

TEST(BkaCombat, BKA_Results_BothLoseOneUnitOfTheirChoice) {
  // 6 against 4 is 1-1 (1.5 rounds down); roll 5: "nr / blu". The defender had one unit, so
  // the attacker may move into the vacated hex.
  State s = position({unit("G1", "infantry", 4, 4, "0502"), unit("G2", "infantry", 2, 4, "0502"),
                      unit("A1", "infantry", 4, 4, "0602")});
  play(s, Engage{{id(s, "G1"), id(s, "G2")}, {hex(s, "0602")}});
  resolve_first(s, 5);
  ASSERT_TRUE(s.battle().has_value());
  EXPECT_EQ(s.battle()->stage, Battle::Stage::kAttackerLoses);
  EXPECT_EQ(s.to_move(), index_of(Side::kGerman));
  EXPECT_EQ(broken_rule(s, LoseUnit{id(s, "A1")}), "BKA Results");
  play(s, LoseUnit{id(s, "G2")});
  EXPECT_EQ(s.to_move(), index_of(Side::kAllied));
  play(s, LoseUnit{id(s, "A1")});
  EXPECT_EQ(s.battle()->stage, Battle::Stage::kAdvance);
  EXPECT_EQ(s.advance_options(id(s, "G1")), std::vector<HexId>{hex(s, "0602")});
  play(s, Advance{id(s, "G1"), hex(s, "0602")});
  EXPECT_EQ(s.unit(id(s, "G2")).where, Where::kEliminated);
  EXPECT_EQ(s.unit(id(s, "G1")).hex, hex(s, "0602"));
}

TEST(BkaCombat, BKA_Results_AttackerEliminatedAndTheDefenderMayAdvance) {
  // 2 against 8 is 1-4; roll 6: "nr / AE Da4".
  State s = position({unit("G1", "infantry", 2, 4, "0502"), unit("A1", "infantry", 8, 4, "0602")});
  play(s, Engage{{id(s, "G1")}, {hex(s, "0602")}});
  resolve_first(s, 6);
  EXPECT_EQ(s.unit(id(s, "G1")).where, Where::kEliminated);
  ASSERT_TRUE(s.battle().has_value());
  EXPECT_EQ(s.to_move(), index_of(Side::kAllied));
  play(s, EndPhase{});  // the defender declines to advance
  EXPECT_EQ(s.unit(id(s, "A1")).hex, hex(s, "0602"));
  EXPECT_EQ(s.phasing(), Side::kAllied);
}

TEST(BkaCombat, BKA_Collect_AMovedUnitLeavesItsEngagement) {
  State s = position({unit("G1", "infantry", 5, 4, "0502"), unit("G2", "infantry", 5, 4, "0502"),
                      unit("A1", "infantry", 4, 4, "0602")});
  play(s, Engage{{id(s, "G1"), id(s, "G2")}, {hex(s, "0602")}});
  play(s, Move{id(s, "G1"), hex(s, "0402")});
  ASSERT_EQ(s.engagements().size(), 1u);
  EXPECT_EQ(s.engagements().front().attackers, std::vector<UnitId>{id(s, "G2")});
  play(s, Move{id(s, "G2"), hex(s, "0402")});
  EXPECT_TRUE(s.engagements().empty());
}

}  // namespace
}  // namespace grognard::bka::test
