// What each side sees under Blitzkrieg at the Ardennes' revised rules (HIDDEN UNITS,
// MOVEMENT, INFILTRATORS) and what meeting an unseen unit does, on the map of bka_fixture.h.
#include <gtest/gtest.h>

#include <algorithm>

#include "bka_fixture.h"

namespace grognard::bka::test {
namespace {

bool has_event(const Events& events, const std::string& type) {
  return std::any_of(events.begin(), events.end(),
                     [&](const json& e) { return e.value("type", "") == type; });
}

TEST(BkaSight, BKA_HiddenUnits_InvisibleInForestAndMountainUnlessNextToAnEnemy) {
  // A1 in the forest 0503 and A2 on the mountain 0703, far from the Germans; A3 in the open.
  State s = position({unit("G1", "infantry", 5, 4, "1001"), unit("A1", "infantry", 5, 4, "0503"),
                      unit("A2", "infantry", 5, 4, "0703"), unit("A3", "infantry", 5, 4, "0601")});
  EXPECT_TRUE(s.hidden_from(id(s, "A1"), Side::kGerman));
  EXPECT_TRUE(s.hidden_from(id(s, "A2"), Side::kGerman));
  EXPECT_FALSE(s.hidden_from(id(s, "A3"), Side::kGerman));
  EXPECT_FALSE(s.hidden_from(id(s, "A1"), Side::kAllied));  // its own side sees it
  // "unless ... next to an enemy unit": a German unit beside the mountain sees A2.
  State beside =
      position({unit("G1", "infantry", 5, 4, "0803"), unit("A2", "infantry", 5, 4, "0703")});
  ASSERT_EQ(beside.game().board().distance(hex(beside, "0803"), hex(beside, "0703")), 1);
  EXPECT_FALSE(beside.hidden_from(id(beside, "A2"), Side::kGerman));
}

TEST(BkaSight, BKA_HiddenUnits_AUnitOnARoadBlocksItAndIsSeen) {
  // "unless blocking a supply road": 0302, on the road of row 2, made a forest.
  const json forest_on_road = {{"map", {{"terrain", {{"forest", {"0503", "0302"}}}}}}};
  State s = position_with(
      {unit("G1", "infantry", 5, 4, "1001"), unit("A1", "infantry", 5, 4, "0302")}, forest_on_road);
  ASSERT_EQ(s.game().terrain(hex(s, "0302")), Terrain::kForest);
  EXPECT_FALSE(s.hidden_from(id(s, "A1"), Side::kGerman));
}

TEST(BkaSight, BKA_HiddenUnits_TheOriginalRulesHideNothing) {
  State s =
      position({unit("G1", "infantry", 5, 4, "1001"), unit("GX", "infiltrator", 0, 10, "1002"),
                unit("A1", "infantry", 5, 4, "0503")},
               "original");
  EXPECT_FALSE(s.hidden_from(id(s, "A1"), Side::kGerman));
  // "Individual units and nationality are visible with artillery and infiltrator units a
  // different shade."
  EXPECT_FALSE(s.hidden_from(id(s, "GX"), Side::kAllied));
}

TEST(BkaSight, BKA_Infiltrators_AlwaysInvisibleToTheEnemy) {
  // Revised: "INFILTRATORS - Are always invisible to the enemy", even in the open beside it.
  State s =
      position({unit("GX", "infiltrator", 0, 10, "0602"), unit("A1", "infantry", 5, 4, "0702")});
  EXPECT_TRUE(s.hidden_from(id(s, "GX"), Side::kAllied));
  EXPECT_FALSE(s.hidden_from(id(s, "GX"), Side::kGerman));
}

TEST(BkaSight, BKA_Movement_AUnitThatMeetsAHiddenUnitStopsThereAndMayNotMove) {
  // A1 hides in the forest 0503, beside the road of row 2. G1 sets off along the road to 0902:
  // as the Germans know the map, it can get there.
  State s = position({unit("G1", "armour", 8, 6, "0102"), unit("A1", "infantry", 5, 4, "0503")});
  ASSERT_TRUE(s.hidden_from(id(s, "A1"), Side::kGerman));
  EXPECT_GE(move_cost(s, "G1", "0902"), 0);
  const Events events = play(s, Move{id(s, "G1"), hex(s, "0902")});
  // "Units ... must stop when encountering hidden units and may not move."
  const HexId at = s.unit(id(s, "G1")).hex;
  EXPECT_EQ(s.game().board().distance(at, hex(s, "0503")), 1) << s.game().board().label_text(at);
  EXPECT_TRUE(s.unit(id(s, "G1")).immobilized);
  EXPECT_TRUE(has_event(events, "met_hidden"));
  EXPECT_FALSE(s.hidden_from(id(s, "A1"), Side::kGerman));  // found now
  EXPECT_EQ(broken_rule(s, Move{id(s, "G1"), hex(s, "0102")}), "BKA Menu");
  // On clear ground it must now attack (BKA Movement: "That unit, if on a clear hex, would
  // have to attack").
  EXPECT_EQ(broken_rule(s, EndPhase{}), "BKA Combat");
}

TEST(BkaSight, BKA_HiddenUnits_ARetreatThatMeetsAHiddenUnitEliminatesTheUnit) {
  // 12 against 6 is 2-1; roll 1: "DL1/4 / Db2 Aa1". G9 hides in the forest 0604, two hexes
  // from A1, where the Allies cannot see it.
  const json forest = {{"map", {{"terrain", {{"forest", {"0604"}}}}}}};
  State s =
      position_with({unit("G1", "infantry", 12, 4, "0502"), unit("G9", "infantry", 4, 4, "0604"),
                     unit("A1", "infantry", 6, 4, "0602")},
                    forest);
  ASSERT_TRUE(s.hidden_from(id(s, "G9"), Side::kAllied));
  play(s, Engage{{id(s, "G1")}, {hex(s, "0602")}});
  play(s, EndPhase{});
  s.rng().force({1});
  play(s, Resolve{id(s, "G1")});
  ASSERT_TRUE(s.battle() && s.battle()->stage == Battle::Stage::kRetreat);
  // A retreat the Allies see as clear but that ends next to G9.
  const auto options = s.retreat_options(id(s, "A1"));
  const auto into = std::find_if(options.begin(), options.end(), [&](HexId h) {
    return s.game().board().distance(h, hex(s, "0604")) == 1;
  });
  ASSERT_NE(into, options.end());
  const Events events = play(s, Retreat{id(s, "A1"), *into});
  // "If encountered while retreating, unit is eliminated."
  EXPECT_EQ(s.unit(id(s, "A1")).where, Where::kEliminated);
  EXPECT_TRUE(has_event(events, "met_hidden"));
}

TEST(BkaSight, BKA_HiddenUnits_ArtilleryAndAirFireOnlyAtWhatTheySee) {
  // The German gun at 0802 reaches A1 in the forest 0503 (three hexes) but cannot see it.
  State s = position({unit("GG", "artillery", 6, 2, "0802"), unit("A1", "infantry", 5, 4, "0503"),
                      unit("A2", "infantry", 5, 4, "0601")});
  ASSERT_LE(s.game().board().distance(hex(s, "0802"), hex(s, "0503")), 3);
  ASSERT_TRUE(s.hidden_from(id(s, "A1"), Side::kGerman));
  EXPECT_EQ(broken_rule(s, Target{id(s, "GG"), id(s, "A1")}), "BKA Artillery");
  EXPECT_EQ(broken_rule(s, Target{id(s, "GG"), id(s, "A2")}), "");
  const auto legal = s.legal_actions();
  EXPECT_EQ(std::count(legal.begin(), legal.end(), Action{Target{id(s, "GG"), id(s, "A1")}}), 0);
}

TEST(BkaSight, BKA_Table3_AnInfiltratorMovingIntoAnEnemyHexIsRolledFor) {
  // "If movement is made into enemy hex, the die will be rolled to see if [the Allies] have
  // recognised": TURN 1-2, E on a 1 only.
  for (int roll : {1, 2}) {
    State s =
        position({unit("GX", "infiltrator", 0, 10, "0202"), unit("A1", "infantry", 5, 4, "0702")});
    s.rng().force({roll});
    const Events events = play(s, Move{id(s, "GX"), hex(s, "0702")});
    EXPECT_EQ(s.unit(id(s, "GX")).where, roll == 1 ? Where::kEliminated : Where::kOnMap) << roll;
    EXPECT_TRUE(
        has_event(events, roll == 1 ? "infiltrator_recognised" : "infiltrator_unrecognised"));
  }
}

TEST(BkaSight, BKA_Table3_RolledAgainAtTheEndOfEachTurnThere) {
  // GX stands in A1's hex. At the end of the first game-turn it has been there 2 turns (E on a
  // 1: a 2 spares it); at the end of the next, 3 ("TURN 3-ON": E on 1 to 3).
  State s =
      position({unit("GX", "infiltrator", 0, 10, "0702"), unit("A1", "infantry", 5, 4, "0702")});
  s.rng().force({2});
  while (s.turn() == 0) play(s, EndPhase{});
  EXPECT_EQ(s.unit(id(s, "GX")).where, Where::kOnMap);
  EXPECT_EQ(s.unit(id(s, "GX")).turns_there, 2);
  s.rng().force({3});
  while (s.turn() == 1) play(s, EndPhase{});
  EXPECT_EQ(s.unit(id(s, "GX")).where, Where::kEliminated);
}

TEST(BkaSight, BKA_Infiltrators_AnAlliedUnitCollectedFromTheirHexIsDivertedUnlessRecognised) {
  // "At any time the Allies attempt to collect one of their units from a hex containing an
  // infiltrator the die is again rolled. If recognised by Allies, infiltrator is destroyed. If
  // not recognised, the Allied unit is diverted at random into an area of three hex radius from
  // the infiltrator and immobilized for the remainder of the Allied turn."
  const std::vector<json> units = {unit("GX", "infiltrator", 0, 10, "0702"),
                                   unit("A1", "infantry", 5, 4, "0702")};
  State found = position(units);
  to_allied_movement(found);
  found.rng().force({1});
  play(found, Move{id(found, "A1"), hex(found, "0502")});
  EXPECT_EQ(found.unit(id(found, "GX")).where, Where::kEliminated);
  EXPECT_EQ(found.unit(id(found, "A1")).hex, hex(found, "0502"));

  State fooled = position(units);
  to_allied_movement(fooled);
  fooled.rng().force({2, 1});  // not recognised; the first hex of the area
  const Events events = play(fooled, Move{id(fooled, "A1"), hex(fooled, "0502")});
  EXPECT_EQ(fooled.unit(id(fooled, "GX")).where, Where::kOnMap);
  EXPECT_TRUE(has_event(events, "diverted"));
  const HexId at = fooled.unit(id(fooled, "A1")).hex;
  EXPECT_LE(fooled.game().board().distance(at, hex(fooled, "0702")), kDiversionRadius);
  EXPECT_NE(at, hex(fooled, "0502"));
  EXPECT_TRUE(fooled.unit(id(fooled, "A1")).immobilized);
}

TEST(BkaSight, BKA_Infiltrators_AnAlliedUnitWhoseOnlyWayPassesByOneIsRolledFor) {
  // A1 goes to 0802, next to GX in 0902: every way there passes by the infiltrator.
  const std::vector<json> units = {unit("GX", "infiltrator", 0, 10, "0902"),
                                   unit("A1", "infantry", 5, 4, "0502")};
  State s = position(units);
  to_allied_movement(s);
  s.rng().force({1});
  play(s, Move{id(s, "A1"), hex(s, "0802")});
  EXPECT_EQ(s.unit(id(s, "GX")).where, Where::kEliminated);
  // To 0602 there is a way that keeps clear of it: no die, no diversion.
  State around = position(units);
  to_allied_movement(around);
  const uint64_t rolls = around.rng().rolls();
  play(around, Move{id(around, "A1"), hex(around, "0602")});
  EXPECT_EQ(around.rng().rolls(), rolls);
  EXPECT_EQ(around.unit(id(around, "A1")).hex, hex(around, "0602"));
}

}  // namespace
}  // namespace grognard::bka::test
