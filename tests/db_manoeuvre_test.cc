// Decisive Battles: movement (the manual's Manoeuvre, and Sighting's pickets) on First Bull
// Run's map: what a hex and a hexside cost, a brigade in line against one in column, stopping
// next to the enemy, and the control and picketing a march brings.
#include <gtest/gtest.h>

#include "db_fixture.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

TEST(DbManoeuvre, DB_Manoeuvre_WhatAHexAndAHexsideCost) {
  test::TestGround g;
  const State s(g.game, 1);
  const Battlefield& b = g.game->battlefield();
  // Clear ground (rules.json: 2).
  const HexId open = g.hex(6, 30);
  EXPECT_EQ(s.step_cost(Side::kUnion, open, g.east(open, 1), Direction::NE), 2);
  // Over the Stone Bridge on the turnpike: the pike's 1, the bridge nothing.
  const HexId bridge = *b.place("Stone Bridge");
  EXPECT_EQ(
      s.step_cost(Side::kUnion, bridge, *g.board.neighbour(bridge, Direction::NE), Direction::NE),
      1);
  // Bull Run beside it is crossed only at its bridges and fords.
  EXPECT_FALSE(
      s.step_cost(Side::kUnion, bridge, *g.board.neighbour(bridge, Direction::SE), Direction::SE));
  // Sudley Ford: what the far hex costs (by road or terrain) and 2 for the ford.
  const HexId ford = *b.place("Sudley Ford");
  const HexId beyond = *g.board.neighbour(ford, Direction::N);
  const auto plain = s.step_cost(Side::kUnion, ford, beyond, Direction::N);
  ASSERT_TRUE(plain);
  const int road_or_terrain = b.road(ford, Direction::N) != RoadKind::kNone
                                  ? 1 + (b.road(ford, Direction::N) == RoadKind::kTrail)
                                  : *g.game->terrain(beyond).move;
  EXPECT_EQ(*plain, road_or_terrain + 2);
  // No unit enters an enemy's hex.
  State t(g.game, 1);
  t.place(g.evans, g.east(open, 1));
  EXPECT_FALSE(t.step_cost(Side::kUnion, open, g.east(open, 1), Direction::NE));
  EXPECT_EQ(t.step_cost(Side::kConfederate, open, g.east(open, 1), Direction::NE), 2);
}

TEST(DbManoeuvre, DB_Manoeuvre_InLineAndInColumn) {
  test::TestGround g;
  const HexId start = g.hex(4, 30);
  const HexId goal = g.east(start, 12);
  for (const auto& [order, hexes] : {std::pair(Order::kStand, 2), std::pair(Order::kColumn, 4)}) {
    State s(g.game, 1);
    s.place(g.keyes, start);
    s.set_order(g.keyes, order);
    // In line 4 movement points, two clear hexes; in column 9, four (rules.json).
    EXPECT_EQ(s.movement_points(g.keyes), order == Order::kStand ? 4 : 9);
    const std::vector<HexId> path = s.move_toward(g.keyes, goal);
    EXPECT_EQ(static_cast<int>(path.size()) - 1, hexes);
    EXPECT_EQ(s.unit(g.keyes).hex, path.back());
    EXPECT_EQ(g.board.distance(path.back(), goal), 12 - hexes);
    EXPECT_TRUE(s.unit(g.keyes).moved);
    for (const HexId h : path) EXPECT_EQ(s.control(h), Side::kUnion) << g.board.label_text(h);
    s.end_turn();
    EXPECT_TRUE(s.unit(g.keyes).moved_last_turn);
  }
}

TEST(DbManoeuvre, DB_Manoeuvre_AMarchStopsNextToTheEnemyAndIsPicketed) {
  test::TestGround g;
  State s(g.game, 1);
  const HexId start = g.hex(4, 30);
  s.place(g.keyes, start);
  s.set_order(g.keyes, Order::kColumn);
  const HexId enemy = g.east(start, 3);
  s.place(g.evans, enemy);
  ASSERT_EQ(s.unit(g.keyes).sighting, Sighting::kUnsighted);
  ASSERT_EQ(s.control(g.east(start, 2)), Side::kConfederate);
  // Marching on Evans' brigade, it stops on coming next to it: no hex it passed through was.
  const std::vector<HexId> path = s.move_toward(g.keyes, enemy);
  EXPECT_EQ(g.board.distance(path.back(), enemy), 1);
  for (size_t i = 1; i + 1 < path.size(); ++i)
    EXPECT_GT(g.board.distance(path[i], enemy), 1) << g.board.label_text(path[i]);
  // Moving next to a hex the enemy controls, it was picketed: the enemy sees it now.
  EXPECT_EQ(s.unit(g.keyes).sighting, Sighting::kPicketed);
  EXPECT_TRUE(s.seen_by(g.keyes, Side::kConfederate));
  // The hexes beside Evans stay his side's.
  g.board.for_each_neighbour(enemy, [&](HexId n, Direction) {
    if (n != path.back()) {
      EXPECT_NE(s.control(n), Side::kUnion) << g.board.label_text(n);
    }
  });
}

// "flee 3-4 hexes to the rear", "retreats 1-2 hexes", an HQ's "automatic retreat of 2-4 hexes":
// in open ground each step takes the unit one hex further from the enemy.
TEST(DbManoeuvre, DB_Cohesion_TheRoutedFallBackAwayFromTheEnemy) {
  int fled = 0;
  for (uint64_t seed = 1; seed <= 60 && fled < 3; ++seed) {
    test::TestGround g;
    State s(g.game, seed);
    const HexId centre = g.hex(6, 30);
    s.place(g.keyes, centre);
    s.place(g.evans, *g.board.neighbour(centre, Direction::N));
    s.set_cohesion(g.evans, 4);
    s.select_targets();
    const std::vector<Attack> attacks = s.resolve_fire();
    s.check_cohesion(attacks);
    const int flee = s.unit(g.evans).flee;
    if (s.unit(g.evans).where != Where::kOnMap || flee == 0) continue;
    const std::vector<HexId> path = s.fall_back(g.evans);
    EXPECT_EQ(static_cast<int>(path.size()) - 1, flee);
    EXPECT_EQ(g.board.distance(s.unit(g.evans).hex, s.unit(g.keyes).hex), 1 + flee);
    EXPECT_EQ(s.unit(g.evans).flee, 0);
    ++fled;
  }
  EXPECT_EQ(fled, 3);
  test::TestGround g;
  State s(g.game, 2);
  const UnitId hq = *g.game->find_unit("POTOMAC");
  const HexId centre = g.hex(6, 30);
  s.place(g.keyes, centre);
  s.place(hq, *g.board.neighbour(centre, Direction::N));
  s.select_targets();
  s.resolve_fire();
  const int flee = s.unit(hq).flee;
  EXPECT_TRUE(flee >= 2 && flee <= 4) << flee;
  s.fall_back(hq);
  EXPECT_EQ(g.board.distance(s.unit(hq).hex, centre), 1 + flee);
}

}  // namespace
}  // namespace grognard::decisive
