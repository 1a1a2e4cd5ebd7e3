// Blitzkrieg at the Ardennes: the rule book's nine tables, each checked against the book's
// own printing (transcribed here independently of data/blitzkrieg-ardennes/rules.json), and
// the odds and rounding examples of its text.
#include <gtest/gtest.h>

#include "bka_fixture.h"
#include "games/blitzkrieg-ardennes/game.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard::bka::test {
namespace {

Tables book_tables() {
  return Tables::load(read_json_file(game_data_dir(State::kGameId) / "rules.json"), "rules.json");
}

TEST(BkaTables, BKA_Combat_OddsExamplesOfTheText) {
  // "30 combat points attacking 10 combat points would be a 3 to 1 ratio. Or, if 10 points were
  // attacking 30, the ratio would be 1 to 3." Points here are halves: 60 against 20.
  EXPECT_EQ(combat_column_name(combat_column(60, 20)), "3-1");
  EXPECT_EQ(combat_column_name(combat_column(20, 60)), "1-3");
  // "Odds are rounded to the defenders advantage."
  EXPECT_EQ(combat_column_name(combat_column(50, 20)), "2-1");  // 2.5 to 1
  EXPECT_EQ(combat_column_name(combat_column(20, 50)), "1-3");  // 1 to 2.5
  EXPECT_EQ(combat_column_name(combat_column(19, 20)), "1-2");
  // "Odds are scaled to values 1 (or less) - 4 to 6 (or greater) - 1".
  EXPECT_EQ(combat_column_name(combat_column(2, 20)), "1-4");
  EXPECT_EQ(combat_column_name(combat_column(200, 2)), "6-1");
}

TEST(BkaTables, BKA_Combat_LossesRoundToTheNearestWholeNumber) {
  // "A loss of 1.5 becomes a loss of 2, and a loss of 1.3 becomes a loss of 1."
  EXPECT_EQ(loss_of(6, Fraction{1, 4}), 2);  // 1.5
  EXPECT_EQ(loss_of(4, Fraction{1, 3}), 1);  // 1.33
  EXPECT_EQ(loss_of(5, Fraction{1, 4}), 1);  // 1.25
  EXPECT_EQ(loss_of(7, Fraction{1, 4}), 2);  // 1.75
  EXPECT_EQ(loss_of(9, Fraction{1, 1}), 9);  // "L all"
  EXPECT_EQ(loss_of(9, Fraction{0, 1}), 0);  // "nr"
}

TEST(BkaTables, BKA_Table1_ArtilleryAsPrinted) {
  const Tables t = book_tables();
  const char* book[6][4] = {{"L1/6", "L1/5", "L1/4", "L1/3"}, {"L1/6", "L1/5", "L1/4", "L1/3"},
                            {"L1/5", "L1/4", "L1/3", "L1/3"}, {"L1/5", "L1/4", "L1/3", "L1/3"},
                            {"L1/4", "L1/4", "L1/3", "L1/2"}, {"L1/4", "L1/3", "L1/2", "L1/2"}};
  for (int roll = 1; roll <= 6; ++roll)
    for (int c = 0; c < 4; ++c)
      EXPECT_EQ(t.artillery(roll, c), *parse_fraction(book[roll - 1][c]))
          << "roll " << roll << " at " << artillery_column_name(c);
  EXPECT_EQ(artillery_column_name(artillery_column(1, 20)), "1-2");  // less than 1-2: 1-2
  EXPECT_EQ(artillery_column_name(artillery_column(20, 20)), "1-1");
  EXPECT_EQ(artillery_column_name(artillery_column(90, 20)), "3-1");  // 4.5 to 1: 3-1
}

TEST(BkaTables, BKA_Table2_EveryCellAsPrinted) {
  const Tables t = book_tables();
  // The book's table two, roll by roll, in its own notation (loss / movement; the movement
  // words in one order, attacker first, where the book prints "Da2 Ab2" once).
  const char* book[6][9] = {
      {"nr / AE Da3", "AL1/2 / Ab2 Da2", "A&DL1/4 / nm", "DL1/5 / nm", "DL1/4 / Db2 Aa1",
       "nr / blu", "nr / DE Aa4", "DL2/3 / Db3 Aa3", "DL4/5 / Db4 Aa4"},
      {"AL2/3 / Ab2 Da2", "AL1/3 / Ab3 Da3", "nr / AE Da2", "AL1/3 / Db3 Aa2", "nr / blu",
       "DL1/3 / Db3 Aa3", "DL2/3 / nm", "nr / DE Aa4", "nr / DE Aa4"},
      {"AL1/2 / Ab3 Da3", "AL1/2 / Ab3 Da2", "nr / blu", "A&DL1/4 / Db2 Aa1", "A&DL1/4 / nm",
       "DL1/3 / Db3 Aa3", "DL1/2 / Db3 Aa2", "DL1/2 / Db4 Aa4", "nr / DE Aa5"},
      {"nr / AE Da3", "AL2/3 / Ab3 Da3", "A&DL1/4 / Db1 Aa1", "AL1/4 / Ab1 Da1", "nr / Db3 Aa2",
       "DL1/2 / nm", "DL1/2 / Db2 Aa2", "DL4/5 / Db1 Aa1", "DL4/5 / Db4 Aa4"},
      {"nr / AE Da3", "nr / AE Da2", "AL1/2 / Ab2 Da2", "nr / blu", "A&DL1/4 / Db3 Aa2",
       "DL1/2 / Db3 Aa2", "DL1/3 / Db3 Aa3", "DL1/2 / Db4 Aa4", "nr / DE Aa6"},
      {"nr / AE Da4", "nr / AE Da2", "A&DL1/4 / Ab2 Da1", "A&DL1/2 / nm", "AL1/4 / Db3 Aa2",
       "DL1/3 / Db3 Aa3", "DL1/4 / Db3 Aa3", "nr / DE Aa3", "DL2/3 / Db4 Aa4"}};
  for (int roll = 1; roll <= 6; ++roll)
    for (int c = 0; c < kCombatColumns; ++c)
      EXPECT_EQ(combat_result_text(t.combat(roll, c)), book[roll - 1][c])
          << "roll " << roll << " at " << combat_column_name(c);
  // The parts of one cell: 4-1, roll 3 is "DL1/2 / Db3 Aa2".
  const CombatResult& r = t.combat(3, 6);
  EXPECT_EQ(r.defender_loss, (Fraction{1, 2}));
  EXPECT_TRUE(r.attacker_loss.none());
  EXPECT_EQ(r.defender_back, 3);
  EXPECT_EQ(r.attacker_advance, 2);
  EXPECT_FALSE(r.both_lose_one);
}

TEST(BkaTables, BKA_Table2_MalformedCellsAreRefusedWithTheirPlace) {
  std::string error;
  EXPECT_FALSE(parse_combat_result("XL1/2", "nm", error));
  EXPECT_FALSE(parse_combat_result("nr", "Dq3", error));
  EXPECT_FALSE(parse_combat_result("AL3/2", "nm", error));
  json rules = read_json_file(game_data_dir(State::kGameId) / "rules.json");
  rules["table_2_combat"]["rolls"]["4"][2] = {"A&DL1/4", "Db1 Zz"};
  try {
    Tables::load(rules, "rules.json");
    FAIL() << "a malformed cell was accepted";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("rules.json.table_2_combat.rolls.4[2]"), std::string::npos)
        << e.what();
  }
}

TEST(BkaTables, BKA_Table3_InfiltratorElimination) {
  const Tables t = book_tables();
  for (int roll = 1; roll <= 6; ++roll) {
    EXPECT_EQ(t.infiltrator_recognised(roll, 1), roll == 1);
    EXPECT_EQ(t.infiltrator_recognised(roll, 2), roll == 1);
    EXPECT_EQ(t.infiltrator_recognised(roll, 3), roll <= 3);
    EXPECT_EQ(t.infiltrator_recognised(roll, 7), roll <= 3);
  }
}

TEST(BkaTables, BKA_Table4_Bombardment) {
  const Tables t = book_tables();
  const Fraction book[6] = {{1, 4}, {1, 4}, {1, 3}, {0, 1}, {1, 4}, {1, 3}};
  for (int roll = 1; roll <= 6; ++roll) EXPECT_EQ(t.bombardment(roll), book[roll - 1]);
}

TEST(BkaTables, BKA_Table5_BridgeDemolition) {
  const Tables t = book_tables();
  const bool book[6][4] = {{true, true, true, false}, {false, false, false, false},
                           {true, true, true, true},  {true, false, false, true},
                           {true, true, true, false}, {true, false, true, false}};
  for (int roll = 1; roll <= 6; ++roll)
    for (int c = 0; c < 4; ++c)
      EXPECT_EQ(t.demolition(roll, static_cast<DemolitionCase>(c)), book[roll - 1][c])
          << "roll " << roll << " column " << c;
}

TEST(BkaTables, BKA_Table6_BridgeConstruction) {
  const Tables t = book_tables();
  const bool book[6][2] = {{true, true},  {false, false}, {true, true},
                           {true, false}, {true, true},   {true, true}};
  for (int roll = 1; roll <= 6; ++roll)
    for (int c = 0; c < 2; ++c)
      EXPECT_EQ(t.construction(roll, static_cast<ConstructionCase>(c)), book[roll - 1][c]);
}

TEST(BkaTables, BKA_Table7_IsolationByClassAndTurns) {
  const Tables t = book_tables();
  EXPECT_EQ(t.isolation_strength(UnitClass::kArmour, 1), (Fraction{1, 4}));
  EXPECT_EQ(t.isolation_movement(UnitClass::kArmour, 1), (Fraction{1, 3}));
  EXPECT_EQ(t.isolation_strength(UnitClass::kArmour, 2), (Fraction{1, 2}));
  EXPECT_EQ(t.isolation_movement(UnitClass::kArmour, 2), (Fraction{2, 3}));
  EXPECT_EQ(t.isolation_strength(UnitClass::kArmour, 5), (Fraction{2, 3}));
  EXPECT_EQ(t.isolation_movement(UnitClass::kArmour, 3), (Fraction{1, 1}));  // "L all"
  for (UnitClass c : {UnitClass::kMotorisedInfantry, UnitClass::kArtillery}) {
    EXPECT_EQ(t.isolation_strength(c, 1), (Fraction{1, 4}));
    EXPECT_EQ(t.isolation_movement(c, 1), (Fraction{1, 4}));
    EXPECT_EQ(t.isolation_strength(c, 2), (Fraction{1, 3}));
    EXPECT_EQ(t.isolation_movement(c, 2), (Fraction{1, 2}));
    EXPECT_EQ(t.isolation_strength(c, 3), (Fraction{1, 2}));
    EXPECT_EQ(t.isolation_movement(c, 3), (Fraction{1, 2}));
  }
  for (UnitClass c : {UnitClass::kInfantry, UnitClass::kVolkswerfer, UnitClass::kParatrooper}) {
    EXPECT_TRUE(t.isolation_strength(c, 1).none());
    EXPECT_EQ(t.isolation_strength(c, 2), (Fraction{1, 4}));
    EXPECT_EQ(t.isolation_strength(c, 3), (Fraction{1, 2}));
    for (int turns = 1; turns <= 3; ++turns) EXPECT_TRUE(t.isolation_movement(c, turns).none());
  }
}

TEST(BkaTables, BKA_Table8_DefenceByTerrainAsPrinted) {
  const Tables t = book_tables();
  // forest, mountain, city, Siegfried, as printed ("1x", "2x", "3x"); the tables keep halves.
  const int book[6][4] = {{1, 2, 2, 3}, {2, 2, 2, 3}, {2, 2, 2, 3},
                          {3, 2, 2, 3}, {2, 2, 2, 3}, {3, 2, 2, 3}};
  const UnitClass classes[6] = {UnitClass::kArmour,      UnitClass::kMotorisedInfantry,
                                UnitClass::kArtillery,   UnitClass::kInfantry,
                                UnitClass::kVolkswerfer, UnitClass::kParatrooper};
  const Terrain terrains[4] = {Terrain::kForest, Terrain::kMountain, Terrain::kCity,
                               Terrain::kSiegfried};
  for (int c = 0; c < 6; ++c) {
    EXPECT_EQ(t.defence_halves(classes[c], Terrain::kPlain), 2);
    for (int k = 0; k < 4; ++k)
      EXPECT_EQ(t.defence_halves(classes[c], terrains[k]), 2 * book[c][k])
          << class_name(classes[c]) << " in " << terrain_name(terrains[k]);
  }
}

TEST(BkaTables, BKA_Table8_RevisedInfantryInForestAndLiegeAndAntwerp) {
  // "Infantry bonus in forests is now x 2.5; units in Leige and Antwerp are x 3."
  const State original = position({}, "original");
  const State revised = position({}, "revised");
  const HexId forest = hex(revised, "0503"), liege = hex(revised, "0108"),
              antwerp = hex(revised, "0201"), city = hex(revised, "0903");
  EXPECT_EQ(original.game().defence_halves(UnitClass::kInfantry, forest), 6);
  EXPECT_EQ(revised.game().defence_halves(UnitClass::kInfantry, forest), 5);
  EXPECT_EQ(revised.game().defence_halves(UnitClass::kParatrooper, forest), 6);
  EXPECT_EQ(original.game().defence_halves(UnitClass::kArmour, liege), 4);
  EXPECT_EQ(revised.game().defence_halves(UnitClass::kArmour, liege), 6);
  EXPECT_EQ(revised.game().defence_halves(UnitClass::kInfantry, antwerp), 6);
  EXPECT_EQ(revised.game().defence_halves(UnitClass::kInfantry, city), 4);
}

TEST(BkaTables, BKA_Table9_MovementCostsAsPrinted) {
  const Tables t = book_tables();
  // forest, mountain, clear, road; in halves.
  const int book[6][4] = {{10, 6, 2, 1}, {6, 4, 2, 1}, {6, 4, 2, 1},
                          {4, 4, 2, 1},  {4, 6, 2, 1}, {4, 4, 2, 2}};
  const UnitClass classes[6] = {UnitClass::kArmour,      UnitClass::kMotorisedInfantry,
                                UnitClass::kArtillery,   UnitClass::kInfantry,
                                UnitClass::kVolkswerfer, UnitClass::kParatrooper};
  for (int c = 0; c < 6; ++c) {
    EXPECT_EQ(t.terrain_cost_halves(classes[c], Terrain::kForest), book[c][0]);
    EXPECT_EQ(t.terrain_cost_halves(classes[c], Terrain::kMountain), book[c][1]);
    EXPECT_EQ(t.terrain_cost_halves(classes[c], Terrain::kPlain), book[c][2]);
    EXPECT_EQ(t.road_cost_halves(classes[c]), book[c][3]);
    // No column for cities and the Siegfried Line: open ground.
    EXPECT_EQ(t.terrain_cost_halves(classes[c], Terrain::kCity), book[c][2]);
    EXPECT_EQ(t.terrain_cost_halves(classes[c], Terrain::kSiegfried), book[c][2]);
  }
}

}  // namespace
}  // namespace grognard::bka::test
