// Blitzkrieg at the Ardennes supply, isolation (table 7) and victory, on the hand-made map of
// bka_fixture.h: the German dump at 1102 (supply 4) on the road of row 2, which runs on down
// column 3 over the bridge to 0306; the Allied dump in Liège, 0108 (supply 6), on no road.
#include <gtest/gtest.h>

#include "bka_fixture.h"

namespace grognard::bka::test {
namespace {

bool supplied_at(const State& s, Side side, const std::string& h) {
  return s.supplied_hexes(side)[hex(s, h).value];
}

// Ends the phasing side's turn (no engagements) and the next, until `side` is to move again.
void pass_turn(State& s) {
  const Side side = s.phasing();
  do play(s, EndPhase{});
  while (s.phasing() == side && !s.over());
  while (s.phasing() != side && !s.over()) play(s, EndPhase{});
}

TEST(BkaSupply, BKA_Supply_WithinTheDumpsNumberOfHexesOfTheRoadThatLeadsToIt) {
  State s = position({});
  // The German road: row 2 and column 3 down to 0306, over the bridge.
  EXPECT_TRUE(supplied_at(s, Side::kGerman, "0302"));
  EXPECT_TRUE(supplied_at(s, Side::kGerman, "0306"));
  // Four hexes off that road; not five.
  EXPECT_TRUE(supplied_at(s, Side::kGerman, "0706"));   // 0306 + 4
  EXPECT_FALSE(supplied_at(s, Side::kGerman, "0806"));  // 5 from the road
  // The Allied dump in Liège is on no road: six hexes from the dump itself.
  EXPECT_TRUE(supplied_at(s, Side::kAllied, "0708"));
  EXPECT_FALSE(supplied_at(s, Side::kAllied, "0808"));
  // Not through an unbridged river: 0105, across the river from the road of row 2, is supplied
  // round by the bridge (0305, 0205, 0105); 0905 is five from 0305 on its bank and across the
  // river from 0904, one hex from the road.
  EXPECT_TRUE(supplied_at(s, Side::kGerman, "0105"));
  EXPECT_TRUE(supplied_at(s, Side::kGerman, "0904"));
  EXPECT_FALSE(supplied_at(s, Side::kGerman, "0905"));
}

TEST(BkaSupply, BKA_Supply_NotThroughOrNextToEnemyUnitsNorTheSiegfriedLineForTheAllies) {
  // A German unit at 0207 stands next to both neighbours of the Liège dump, 0107 and 0208: a
  // line may end there but not pass on.
  State s = position({unit("G1", "infantry", 4, 4, "0207")});
  EXPECT_TRUE(supplied_at(s, Side::kAllied, "0208"));
  EXPECT_FALSE(supplied_at(s, Side::kAllied, "0308"));
  EXPECT_FALSE(supplied_at(s, Side::kAllied, "0207"));  // the enemy's own hex
  // Column 12 is Siegfried: never Allied supply.
  State empty = position({});
  EXPECT_FALSE(supplied_at(empty, Side::kAllied, "1208"));
}

TEST(BkaSupply, BKA_FuelDumps_AnOccupiedEnemyDumpSuppliesItsOccupier) {
  // "If a unit occupies a hex containing any enemy dump, that dump will operate as a supply
  // source for friendly units as long as it is occupied by at least one friendly unit."
  State s = position({unit("G1", "infantry", 4, 4, "0108")});
  EXPECT_EQ(s.dump_owner(s.game().dump_at(hex(s, "0108"))), Side::kGerman);
  EXPECT_TRUE(supplied_at(s, Side::kGerman, "0408"));
  EXPECT_FALSE(supplied_at(s, Side::kAllied, "0408"));
  State free = position({});
  EXPECT_EQ(free.dump_owner(free.game().dump_at(hex(free, "0108"))), Side::kAllied);
}

TEST(BkaSupply, BKA_Table7_IsolationTakesAttackAndMovementButNeverDefence) {
  // Allied armour, strength 8, movement 6, far from Liège: isolated at the start of each
  // Allied turn.
  State s = position({unit("AA", "armour", 8, 6, "1006")});
  play(s, EndPhase{});  // the German turn ends; the Allied turn begins
  ASSERT_EQ(s.phasing(), Side::kAllied);
  const UnitId a = id(s, "AA");
  EXPECT_EQ(s.unit(a).isolated_turns, 1);
  EXPECT_EQ(s.attack_strength(a), 8 - 2);   // L1/4
  EXPECT_EQ(s.allowance_halves(a), 2 * 4);  // L1/3 of 6
  EXPECT_EQ(s.unit(a).strength, 8);         // "Defensive strength is never affected"
  pass_turn(s);
  EXPECT_EQ(s.unit(a).isolated_turns, 2);
  EXPECT_EQ(s.attack_strength(a), 8 - 4);   // L1/2
  EXPECT_EQ(s.allowance_halves(a), 2 * 2);  // L2/3
  pass_turn(s);
  EXPECT_EQ(s.unit(a).isolated_turns, 3);
  EXPECT_EQ(s.attack_strength(a), 8 - 5);  // L2/3 of 8 is 5.33: 5
  EXPECT_EQ(s.allowance_halves(a), 0);     // "L all"
}

TEST(BkaSupply, BKA_Supply_AResuppliedUnitIsRestored) {
  State s = position({unit("AI", "infantry", 6, 4, "1006"), unit("AA", "armour", 8, 6, "1005")});
  play(s, EndPhase{});
  const UnitId a = id(s, "AA");
  ASSERT_EQ(s.unit(a).isolated_turns, 1);
  EXPECT_EQ(s.attack_strength(a), 6);
  // Infantry loses nothing its first turn isolated (table 7: "nr - nr").
  EXPECT_EQ(s.attack_strength(id(s, "AI")), 6);
  play(s, Move{a, hex(s, "0605")});  // four hexes west, within six of Liège
  pass_turn(s);
  EXPECT_EQ(s.unit(a).isolated_turns, 0);
  EXPECT_EQ(s.attack_strength(a), 8);
  EXPECT_EQ(s.allowance_halves(a), 12);
  EXPECT_EQ(s.attack_strength(id(s, "AI")), 6 - 2);  // its second turn: L1/4 of 6 is 1.5: 2
}

TEST(BkaVictory, BKA_Victory_LiegeAndThreeMajorCitiesHeldOneFullTurn) {
  State s = position({unit("G1", "infantry", 4, 4, "0108"), unit("G2", "infantry", 4, 4, "0208"),
                      unit("G3", "infantry", 4, 4, "0308"), unit("G4", "infantry", 4, 4, "0408")});
  pass_turn(s);  // held at the end of the first game-turn
  EXPECT_EQ(s.german_victory(), 0);
  pass_turn(s);  // and still at the end of the second: one full turn
  EXPECT_EQ(s.german_victory(), 2);
  EXPECT_FALSE(s.over());  // the Germans may still reach for Antwerp
}

TEST(BkaVictory, BKA_Victory_AntwerpHeldOneFullTurnEndsTheGame) {
  State s = position({unit("G1", "infantry", 4, 4, "0101"), unit("G2", "infantry", 4, 4, "0201"),
                      unit("G3", "infantry", 4, 4, "0301")});
  pass_turn(s);
  EXPECT_FALSE(s.over());
  pass_turn(s);
  EXPECT_EQ(s.german_victory(), 3);
  EXPECT_TRUE(s.over());
}

TEST(BkaVictory, BKA_Victory_TheAlliesWinByDenyingTheGermansTheirObjectives) {
  State s = position({unit("G1", "infantry", 4, 4, "0101")});
  while (!s.over()) play(s, EndPhase{});
  EXPECT_EQ(s.german_victory(), 0);
  EXPECT_EQ(s.turn(), s.game().turns());
}

}  // namespace
}  // namespace grognard::bka::test
