// Napoleon at Waterloo, advanced game: Movement and Zones of Control.
#include <map>
#include <set>

#include "core/registry.h"
#include "io/json_read.h"
#include "naw_fixture.h"

namespace grognard::naw::test {
namespace {

TEST(NawMovement, Case1_WoodsCostFourClearOne) {
  State s = position({unit("F1", "infantry", 4, 4, "1213"), unit("F2", "infantry", 4, 3, "1214"),
                      unit("A1", "infantry", 4, 4, "0105")});
  EXPECT_EQ(move_cost(s, "F1", "1113"), 4);  // woods
  EXPECT_EQ(move_cost(s, "F1", "1212"), 1);  // clear
  // "No unit may enter ... unless it has at least that number of Movement Points remaining."
  EXPECT_EQ(move_cost(s, "F2", "1113"), -1);  // F2 has only 3
  EXPECT_EQ(broken_rule(s, Move{id(s, "F2"), hex(s, "1113")}), "NAW Movement (1)");
}

TEST(NawMovement, Case4_RoadThroughWoodsCostsAsClear) {
  // 1014 is woods (Hougoumont) with a road across its north-west hexside, from 0913.
  State s = position({unit("F1", "infantry", 4, 4, "0913"), unit("F2", "infantry", 4, 4, "1114"),
                      unit("A1", "infantry", 4, 4, "0105")});
  EXPECT_EQ(move_cost(s, "F1", "1014"), 1);  // along the road
  EXPECT_EQ(move_cost(s, "F2", "1014"), 4);  // through the trees
}

// Advanced game, unit types: horse artillery is "treated in all circumstances as artillery",
// movement included: every gun of the shipped order of battle moves 3, horse batteries too.
TEST(NawMovement, HorseArtilleryMovesAsArtillery) {
  const json scenario = find_game("napoleon-at-waterloo")->load_scenario("waterloo");
  std::set<std::string> horse = {"FR-A-VI-2", "FR-A-C3", "FR-A-C4", "FR-A-G-3", "AA-A-R-1"};
  for (const json& unit : scenario["units"]) {
    if (unit["arm"] != "artillery") continue;
    EXPECT_EQ(unit["movement"], 3) << unit["id"];
    horse.erase(unit["id"].get<std::string>());
  }
  EXPECT_TRUE(horse.empty()) << "horse batteries missing or not artillery: " << horse.size();
}

TEST(NawZoc, Case1_EnteringAnEnemyZoneCostsOneMore) {
  // A1 at 0614 controls 0513; from 0413 (not controlled) the step costs 1 + 1.
  State s = position({unit("F1", "infantry", 4, 4, "0413"), unit("A1", "infantry", 4, 4, "0614")});
  EXPECT_EQ(move_cost(s, "F1", "0513"), 2);
}

TEST(NawZoc, Case2_InfantryAndArtilleryNeverLeave) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "artillery", 3, 3, "0613"),
                      unit("A1", "infantry", 4, 4, "0614")});
  EXPECT_EQ(broken_rule(s, Move{id(s, "F1"), hex(s, "0413")}), "NAW ZOC (2)");
  EXPECT_EQ(broken_rule(s, Move{id(s, "F2"), hex(s, "0612")}), "NAW ZOC (2)");
  // Nor may they pass through: a unit entering a zone stops there.
  State t = position({unit("F1", "infantry", 4, 6, "0313"), unit("A1", "infantry", 4, 4, "0614")});
  ReachableSet r;
  t.reachable(id(t, "F1"), r);
  EXPECT_EQ(r.cost(hex(t, "0513")), 3);  // 0413, then 0513 at 1 + 1
  // 0613 is controlled too: reached round the north (0512), never through 0513.
  const auto path = r.path_to(hex(t, "0613"));
  ASSERT_FALSE(path.empty());
  for (HexId h : path) EXPECT_NE(t.game().board().label_text(h), "0513");
}

TEST(NawZoc, Case2_CavalryLeavesAtOneMorePoint) {
  State s = position({unit("F1", "cavalry", 3, 5, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  EXPECT_EQ(move_cost(s, "F1", "0412"), 3);  // 0413 costs 1 + 1 to leave; then 0412 one more
  EXPECT_EQ(move_cost(s, "F1", "0413"), 2);
}

TEST(NawZoc, Case3_CavalryFromZoneToZoneCostsThree) {
  // The seed's own example: one MP for the clear hex, one for leaving, one for entering.
  State s = position({unit("F1", "cavalry", 3, 5, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  EXPECT_EQ(move_cost(s, "F1", "0613"), 3);
  State slow =
      position({unit("F1", "cavalry", 3, 2, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  EXPECT_EQ(move_cost(slow, "F1", "0613"), -1);
}

// "there may never be more than three Friendly units in the same hex at the end of a
// Friendly Movement Phase": during the phase a hex may hold more, so two full stacks can
// trade a unit; ending the phase is refused while an excess could still be moved away.
TEST(NawMovement, Case2_NoMoreThanThreeUnitsAHexAtTheEndOfTheMovementPhase) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0513"),
                      unit("F3", "cavalry", 2, 5, "0513"), unit("F4", "infantry", 4, 4, "0514"),
                      unit("F5", "infantry", 4, 4, "0514"), unit("F6", "infantry", 4, 4, "0514"),
                      unit("FN", "leader", 0, 6, "0412"), unit("A1", "infantry", 4, 4, "0105")});
  play(s, Move{id(s, "F4"), hex(s, "0513")});  // four in 0513
  const auto refusal = s.validate(Action{Pass{}});
  ASSERT_TRUE(refusal);
  EXPECT_EQ(refusal->rule, "NAW Movement (2)");
  EXPECT_NE(refusal->reason.find("0513"), std::string::npos) << refusal->reason;
  for (const Action& a : s.legal_actions()) EXPECT_FALSE(std::holds_alternative<Pass>(a));
  play(s, Move{id(s, "F3"), hex(s, "0514")});  // the trade: three in each
  EXPECT_EQ(broken_rule(s, Pass{}), "");
  // The Napoleon counter does not count against the limit.
  play(s, Move{id(s, "FN"), hex(s, "0513")});
  EXPECT_EQ(broken_rule(s, Pass{}), "");
  // Moving through a full hex is allowed: F5 may go past it.
  EXPECT_EQ(move_cost(s, "F5", "0512"), 2);
}

// "any excess which could not be avoided must be removed and considered destroyed": when no
// unit in the hex can still move away, the phase ends and the excess is lost.
TEST(NawMovement, Case2_AnExcessThatCannotBeAvoidedIsDestroyed) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 5, 4, "0513"),
                      unit("F3", "infantry", 6, 4, "0513"), unit("F4", "infantry", 2, 4, "0514"),
                      unit("A1", "infantry", 4, 4, "0105")});
  for (const char* u : {"F1", "F2", "F3"}) play(s, Move{id(s, u), hex(s, "0413")});
  play(s, Move{id(s, "F4"), hex(s, "0413")});  // four that have all moved
  ASSERT_EQ(broken_rule(s, Pass{}), "");
  Events ev = play(s, Pass{});
  bool overstacked = false;
  for (const json& e : ev)
    if (e["type"] == "overstacked") {
      overstacked = true;
      EXPECT_EQ(e["unit"], "F4");  // the weakest goes
      EXPECT_EQ(e["hex"], "0413");
    }
  EXPECT_TRUE(overstacked);
  EXPECT_FALSE(s.on_map(id(s, "F4")));
  EXPECT_EQ(s.losses(Side::kFrench), 2);
  EXPECT_EQ(s.stack_count(hex(s, "0413"), Side::kFrench), 3);
}

TEST(NawMovement, OnlyThePhasingPlayerMovesEachUnitOnce) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("A1", "infantry", 4, 4, "0105")});
  EXPECT_EQ(broken_rule(s, Move{id(s, "A1"), hex(s, "0106")}), "NAW Turns of Play");
  play(s, Move{id(s, "F1"), hex(s, "0514")});
  EXPECT_EQ(broken_rule(s, Move{id(s, "F1"), hex(s, "0515")}), "NAW Movement");
}

TEST(NawSetup, PrussiansEnterOnTheirTurnPayingForTheFirstHex) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("P1", "infantry", 5, 4, "turn3")});
  advance_to(s, Side::kAllied, Phase::kMovement);
  EXPECT_EQ(s.turn(), 1);
  EXPECT_EQ(broken_rule(s, Move{id(s, "P1"), hex(s, "2714")}), "NAW Setting Up (Prussian arrival)");
  while (s.turn() < 3) {
    play(s, Pass{});
    advance_to(s, Side::kAllied, Phase::kMovement);
  }
  EXPECT_EQ(move_cost(s, "P1", "2714"), 1);   // clear entry hex
  EXPECT_EQ(move_cost(s, "P1", "2709"), 4);   // woods entry hex
  EXPECT_EQ(move_cost(s, "P1", "2514"), 3);   // two hexes further in
  EXPECT_EQ(move_cost(s, "P1", "2414"), -1);  // four hexes: the first hex counts
  Events ev = play(s, Move{id(s, "P1"), hex(s, "2514")});
  ASSERT_FALSE(ev.empty());
  EXPECT_EQ(ev.front()["type"], "enter");
  EXPECT_TRUE(s.on_map(id(s, "P1")));
}

// "In all cases the Prussians enter at the beginning of the Allied Movement Phase of the
// indicated Player-Turn": they enter before any other Allied unit moves, and the phase
// cannot end with one of them still waiting to come on.
TEST(NawSetup, PrussiansEnterAtTheBeginningOfTheAlliedMovementPhaseOfTheirTurn) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("A1", "infantry", 4, 4, "1505"),
                      unit("P1", "infantry", 5, 4, "turn3"), unit("P2", "cavalry", 4, 5, "turn5")});
  while (s.turn() < 3) {
    advance_to(s, Side::kAllied, Phase::kMovement);
    if (s.turn() < 3) play(s, Pass{});
  }
  advance_to(s, Side::kAllied, Phase::kMovement);
  ASSERT_EQ(s.turn(), 3);
  EXPECT_EQ(broken_rule(s, Move{id(s, "A1"), hex(s, "1506")}), "NAW Setting Up (Prussian arrival)");
  EXPECT_EQ(broken_rule(s, Pass{}), "NAW Setting Up (Prussian arrival)");
  for (const Action& a : s.legal_actions()) {
    const auto* m = std::get_if<Move>(&a);
    ASSERT_NE(m, nullptr);  // no pass, no other unit's move
    EXPECT_EQ(m->unit, id(s, "P1"));
  }
  EXPECT_EQ(broken_rule(s, Move{id(s, "P2"), hex(s, "2714")}), "NAW Setting Up (Prussian arrival)");
  play(s, Move{id(s, "P1"), hex(s, "2614")});
  EXPECT_EQ(broken_rule(s, Move{id(s, "A1"), hex(s, "1506")}), "");
  EXPECT_EQ(broken_rule(s, Pass{}), "");
}

// The Prussian arrival table: game-turn 3 "one 6-4, nine 5-4, two 3-4, one 7-5, one 6-3";
// 5 "five 6-4, one 5-4, one 4-5, one 7-3"; 6 "two 6-4, nine 5-4, one 4-4, one 12-5, one 9-3".
TEST(NawSetup, ThePrussiansArriveAsTheTableSays) {
  const auto game = Game::load(
      read_json_file(game_data_dir("napoleon-at-waterloo") / "scenarios" / "waterloo.json"),
      game_data_dir("napoleon-at-waterloo"));
  std::map<int, std::map<std::string, int>> arrivals;
  for (const UnitDef& d : game->units())
    if (d.arrives > 0)
      ++arrivals[d.arrives][std::to_string(d.strength) + "-" + std::to_string(d.movement)];
  const std::map<int, std::map<std::string, int>> table = {
      {3, {{"6-4", 1}, {"5-4", 9}, {"3-4", 2}, {"7-5", 1}, {"6-3", 1}}},
      {5, {{"6-4", 5}, {"5-4", 1}, {"4-5", 1}, {"7-3", 1}}},
      {6, {{"6-4", 2}, {"5-4", 9}, {"4-4", 1}, {"12-5", 1}, {"9-3", 1}}}};
  EXPECT_EQ(arrivals, table);
}

// Basic Victory Conditions kept by the advanced game: exiting costs a movement point, and a
// cavalry unit on an exit hex in an enemy zone pays the zone's leaving cost too (NAW ZOC (2)).
TEST(NawVictory, CavalryExitingFromAnEnemyZonePaysToLeaveIt) {
  State s = position({unit("F1", "cavalry", 3, 1, "0201"), unit("F2", "cavalry", 3, 2, "0401"),
                      unit("A1", "infantry", 4, 4, "0301")});
  EXPECT_EQ(broken_rule(s, Exit{id(s, "F1")}), "NAW Victory Conditions");  // 1 + 1 > 1
  EXPECT_EQ(broken_rule(s, Exit{id(s, "F2")}), "");                        // 1 + 1 = 2
  for (const Action& a : s.legal_actions()) {
    if (const auto* e = std::get_if<Exit>(&a)) {
      EXPECT_NE(e->unit, id(s, "F1"));
    }
  }
}

TEST(NawVictory, FrenchUnitsExitByTheArrowsOnly) {
  State s = position({unit("F1", "infantry", 4, 4, "0302"), unit("F2", "infantry", 4, 4, "1505"),
                      unit("A1", "infantry", 4, 4, "2020")});
  EXPECT_EQ(broken_rule(s, Exit{id(s, "F1")}), "");
  EXPECT_EQ(broken_rule(s, Exit{id(s, "F2")}), "NAW Victory Conditions");
  play(s, Exit{id(s, "F1")});
  EXPECT_EQ(s.exited_combat_units(), 1);
  EXPECT_FALSE(s.on_map(id(s, "F1")));
}

// Basic ZOC kept (A, B, E, F, G): the six hexes around a unit, in both players' turns;
// friendly zones never hinder.
TEST(NawZoc, ZonesAreTheSixHexesAroundInEveryTurnAndFriendsNeverHinder) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0515"),
                      unit("A1", "infantry", 4, 4, "0813")});
  // Passing next to a friend costs nothing extra.
  EXPECT_EQ(move_cost(s, "F2", "0514"), 1);
  advance_to(s, Side::kAllied, Phase::kMovement);
  // In the Allied turn the French zones bind Allied units: each neighbour of 0513 costs +1.
  int around = 0;
  s.game().board().for_each_neighbour(hex(s, "0513"), [&](HexId n, Direction) {
    ++around;
    const std::string label = s.game().board().label_text(n);
    const int cost = move_cost(s, "A1", label);
    if (cost >= 0) {
      EXPECT_GE(cost, 1 + 1) << label;
    }
  });
  EXPECT_EQ(around, 6);
  EXPECT_EQ(move_cost(s, "A1", "0713"), 1);  // not next to a French unit
}

}  // namespace
}  // namespace grognard::naw::test
