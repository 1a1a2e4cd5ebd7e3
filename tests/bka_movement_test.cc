// Blitzkrieg at the Ardennes movement (BKA Movement, Terrain, River movements, Siegfried Line,
// table 9) on the hand-made map of bka_fixture.h.
#include <gtest/gtest.h>

#include "bka_fixture.h"

namespace grognard::bka::test {
namespace {

TEST(BkaMovement, BKA_Table9_TerrainCostsPerClass) {
  State s = position({unit("GA", "armour", 8, 6, "0502"), unit("GI", "infantry", 6, 4, "0502"),
                      unit("GB", "armour", 8, 6, "0702"), unit("GV", "volkswerfer", 4, 4, "0803")});
  // 0502 to the forest south of it, 0503: armour pays 5, infantry 2 (in halves: 10 and 4).
  EXPECT_EQ(move_cost(s, "GA", "0503"), 10);
  EXPECT_EQ(move_cost(s, "GI", "0503"), 4);
  // The mountain 0703, from 0702 and 0803 next to it: armour 3, V.W. 3.
  EXPECT_EQ(move_cost(s, "GB", "0703"), 6);
  EXPECT_EQ(move_cost(s, "GV", "0703"), 6);
  // Clear ground, off the road: 1.
  EXPECT_EQ(move_cost(s, "GA", "0501"), 2);
}

TEST(BkaMovement, BKA_Table9_RoadsAtHalfCostButNotForParatroopers) {
  State s = position({unit("GA", "armour", 8, 4, "0102"), unit("GP", "paratrooper", 5, 4, "0102"),
                      unit("GI", "infantry", 5, 4, "0202")});
  // Along the road of row 2: half a point a hex, so 4 points carry armour 8 hexes.
  EXPECT_EQ(move_cost(s, "GA", "0902"), 8);
  EXPECT_EQ(move_cost(s, "GA", "1002"), -1);  // 9 hexes: 4.5 points
  // Paratroopers: road 1.
  EXPECT_EQ(move_cost(s, "GP", "0502"), 8);
  EXPECT_EQ(move_cost(s, "GP", "0602"), -1);
}

TEST(BkaMovement, BKA_Infantry_NoRoadBonusExceptAlliedInfantryUnderTheRevisedRules) {
  // "INFANTRY: Receives no road bonuses"; revised: "ALLIED INFANTRY - Now receives road bonuses".
  for (const char* rules : {"original", "revised"}) {
    State s = position({unit("GI", "infantry", 5, 4, "0102")}, rules);
    EXPECT_EQ(move_cost(s, "GI", "0502"), 8) << rules;  // 4 hexes at 1 point
    EXPECT_EQ(move_cost(s, "GI", "0602"), -1) << rules;
  }
  // The Allied unit is not the mover in the German turn, but its search is the same.
  State original = position({unit("AI", "infantry", 5, 4, "0102")}, "original");
  EXPECT_EQ(move_cost(original, "AI", "0502"), 8);
  State revised = position({unit("AI", "infantry", 5, 4, "0102")}, "revised");
  EXPECT_EQ(move_cost(revised, "AI", "0502"), 4);
  EXPECT_EQ(move_cost(revised, "AI", "0902"), 8);
}

TEST(BkaMovement, BKA_Movement_StopOnBecomingAdjacentToAnEnemyExceptInfiltrators) {
  // An Allied unit at 0702: a German unit moving east along the road must stop at 0602.
  State s = position({unit("GA", "armour", 8, 6, "0202"), unit("GX", "infiltrator", 0, 6, "0202"),
                      unit("AI", "infantry", 5, 4, "0702")});
  EXPECT_GE(move_cost(s, "GA", "0602"), 0);
  EXPECT_EQ(move_cost(s, "GA", "0802"), -1);                                     // beyond the enemy
  EXPECT_EQ(broken_rule(s, Move{id(s, "GA"), hex(s, "0702")}), "BKA Movement");  // its hex
  // "(except infiltrators)": an infiltrator walks past, and even into the enemy's hex.
  EXPECT_GE(move_cost(s, "GX", "0802"), 0);
  EXPECT_EQ(broken_rule(s, Move{id(s, "GX"), hex(s, "0702")}), "");
}

TEST(BkaMovement, BKA_Movement_AUnitThatBeginsNextToTheEnemyMayLeave) {
  State s = position({unit("GA", "armour", 8, 6, "0602"), unit("AI", "infantry", 5, 4, "0702")});
  EXPECT_GE(move_cost(s, "GA", "0302"), 0);
}

TEST(BkaMovement, BKA_Movement_PickedUpAndPutDownAgainFromWhereItStarted) {
  // "Any unit may be picked up and put down as many times as you wish. The computer never
  // forgets where a unit starts."
  State s = position({unit("GA", "armour", 8, 4, "0102")});
  play(s, Move{id(s, "GA"), hex(s, "0902")});  // 8 road hexes: all its points
  // From 0902 it could go no further, but the next move is measured from 0102 again.
  play(s, Move{id(s, "GA"), hex(s, "0502")});
  EXPECT_EQ(s.unit(id(s, "GA")).hex, hex(s, "0502"));
  play(s, Move{id(s, "GA"), hex(s, "0102")});  // back where it began
  EXPECT_EQ(broken_rule(s, Move{id(s, "GA"), hex(s, "1002")}), "BKA Movement");
}

TEST(BkaMovement, BKA_RiverMovements_WaitOneTurnBeforeAnUnbridgedCrossing) {
  // "Units attempting to cross a river must wait one turn in the hex adjacent to the river at
  // the point of intended crossing." A unit that begins its turn on the bank crosses; one that
  // arrives there this turn may not.
  State s = position(
      {unit("GI", "infantry", 5, 4, "0604"), unit("GM", "motorised_infantry", 5, 4, "0602")});
  EXPECT_EQ(move_cost(s, "GI", "0605"), 2);
  EXPECT_EQ(move_cost(s, "GM", "0604"), 4);
  EXPECT_EQ(move_cost(s, "GM", "0605"), -1);  // nor round by the bridge, out of its reach
}

TEST(BkaMovement, BKA_Armour_NeverAcrossAnUnbridgedRiverButOverABridge) {
  State s = position({unit("GA", "armour", 8, 6, "0604"), unit("GB", "armour", 8, 6, "0302")});
  EXPECT_EQ(move_cost(s, "GA", "0605"), -1);  // "Armoured units may never cross an unbridged river"
  // The road south from 0302 crosses by the bridge 0304/0305: half a point a hex, no waiting.
  EXPECT_EQ(move_cost(s, "GB", "0305"), 3);
  EXPECT_EQ(move_cost(s, "GB", "0306"), 4);
}

TEST(BkaMovement, BKA_Siegfried_NoAllyMayEnterEver) {
  State s = position({unit("GA", "armour", 8, 6, "0101")});
  play(s, EndPhase{});  // to the Allied turn (no Allied units: nothing to place)
  State allied = position({unit("AA", "armour", 8, 6, "1103")});
  EXPECT_EQ(move_cost(allied, "AA", "1203"), -1);
  EXPECT_TRUE(allied.may_stop(id(allied, "AA"), hex(allied, "1203")).has_value());
  State german = position({unit("GA", "armour", 8, 6, "1103")});
  EXPECT_EQ(move_cost(german, "GA", "1203"), 2);
}

TEST(BkaMovement, BKA_Combat_UpToThreeUnitsInAnyHex) {
  State s = position({unit("G1", "infantry", 5, 4, "0402"), unit("G2", "infantry", 5, 4, "0402"),
                      unit("G3", "infantry", 5, 4, "0402"), unit("G4", "infantry", 5, 4, "0302")});
  EXPECT_EQ(broken_rule(s, Move{id(s, "G4"), hex(s, "0402")}), "BKA Combat");
  play(s, Move{id(s, "G1"), hex(s, "0502")});
  EXPECT_EQ(broken_rule(s, Move{id(s, "G4"), hex(s, "0402")}), "");
}

TEST(BkaMovement, BKA_Sequence_OnlyThePhasingSideMoves) {
  State s = position({unit("GA", "armour", 8, 6, "0102"), unit("AA", "armour", 8, 6, "0106")});
  EXPECT_EQ(s.phasing(), Side::kGerman);
  EXPECT_EQ(broken_rule(s, Move{id(s, "AA"), hex(s, "0107")}), "BKA Movement");
  play(s, EndPhase{});
  EXPECT_EQ(s.phasing(), Side::kAllied);
  EXPECT_EQ(broken_rule(s, Move{id(s, "AA"), hex(s, "0107")}), "");
  EXPECT_EQ(broken_rule(s, Move{id(s, "GA"), hex(s, "0202")}), "BKA Movement");
}

TEST(BkaMovement, EveryListedMoveIsLegalAndReachesOnlyWhatValidateAccepts) {
  State s =
      position({unit("GA", "armour", 8, 6, "0302"), unit("GI", "infantry", 5, 4, "0604"),
                unit("GX", "infiltrator", 0, 6, "0802"), unit("AI", "infantry", 5, 4, "0702")});
  const auto legal = s.legal_actions();
  int moves = 0;
  for (const Action& a : legal) {
    EXPECT_FALSE(s.validate(a).has_value());
    if (std::holds_alternative<Move>(a)) ++moves;
  }
  EXPECT_GT(moves, 20);
  // And every hex of the board for each unit: validate accepts exactly the listed ones.
  for (const char* u : {"GA", "GI", "GX"})
    for (int i = 0; i < s.game().board().size(); ++i) {
      const Action a = Move{id(s, u), HexId{static_cast<uint16_t>(i)}};
      const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
      EXPECT_EQ(listed, !s.validate(a).has_value())
          << u << " to " << s.game().board().label_text(HexId{static_cast<uint16_t>(i)});
    }
}

}  // namespace
}  // namespace grognard::bka::test
