// Core hex geometry: labels at the edges, axial inside; neighbours, distance, line of sight.
#include <gtest/gtest.h>

#include "core/hex_board.h"
#include "core/reachable.h"

namespace grognard {
namespace {

TEST(Hex, LabelRoundTripAndCubeInvariant) {
  for (int c = 1; c <= 27; ++c)
    for (int r = 1; r <= 22; ++r) {
      const Hex h = to_hex(HexLabel{c, r});
      EXPECT_EQ(h.q + h.r + h.s(), 0);
      EXPECT_EQ(to_label(h), (HexLabel{c, r}));
    }
  EXPECT_EQ(format_label(HexLabel{7, 3}), "0703");
  EXPECT_EQ(parse_label("1410"), (HexLabel{14, 10}));
  EXPECT_FALSE(parse_label("141"));
  EXPECT_FALSE(parse_label("14a0"));
}

TEST(Hex, OddColumnsSitHalfAHexLower) {
  HexBoard board(27, 22, "clear");
  // 0513 (odd column) touches 0613 and 0614 to its east; 0613 (even) touches 0712 and 0713.
  const HexId odd = *board.find("0513"), even = *board.find("0613");
  EXPECT_EQ(board.label_text(*board.neighbour(odd, Direction::NE)), "0613");
  EXPECT_EQ(board.label_text(*board.neighbour(odd, Direction::SE)), "0614");
  EXPECT_EQ(board.label_text(*board.neighbour(even, Direction::NE)), "0712");
  EXPECT_EQ(board.label_text(*board.neighbour(even, Direction::SE)), "0713");
  EXPECT_EQ(board.label_text(*board.neighbour(odd, Direction::N)), "0512");
  EXPECT_FALSE(board.neighbour(*board.find("0101"), Direction::N));
  EXPECT_TRUE(board.on_edge(*board.find("0101")));
  EXPECT_FALSE(board.on_edge(*board.find("1010")));
}

TEST(Hex, DistanceCountsHexSteps) {
  HexBoard board(27, 22, "clear");
  EXPECT_EQ(board.distance(*board.find("0513"), *board.find("0613")), 1);
  EXPECT_EQ(board.distance(*board.find("0513"), *board.find("0515")), 2);
  EXPECT_EQ(board.distance(*board.find("0101"), *board.find("0501")), 4);
  EXPECT_EQ(board.distance(*board.find("0101"), *board.find("0105")), 4);
}

TEST(Hex, HexsideFeaturesAreSharedByBothHexes) {
  HexBoard board(5, 5, "clear");
  const HexId a = *board.find("0303");
  board.add_feature(a, Direction::NE, HexsideFeature::kRoad);
  const HexId b = *board.neighbour(a, Direction::NE);
  EXPECT_TRUE(board.has_feature(a, Direction::NE, HexsideFeature::kRoad));
  EXPECT_TRUE(board.has_feature(b, Direction::SW, HexsideFeature::kRoad));
  EXPECT_FALSE(board.has_feature(a, Direction::N, HexsideFeature::kRoad));
}

TEST(Hex, LineOfSightStraightLineHasOneHexBetween) {
  HexBoard board(9, 9, "clear");
  const HexId a = *board.find("0505"), b = *board.find("0507");
  const HexId mid = *board.find("0506");
  EXPECT_TRUE(board.clear_line(a, b, [](HexId) { return false; }));
  EXPECT_FALSE(board.clear_line(a, b, [&](HexId h) { return h == mid; }));
}

TEST(Hex, LineOfSightAlongAHexsideNeedsBothSidesBlocked) {
  // Two hexes apart but not in a straight row: the line runs between two hexes, and either
  // one being open is enough (NAW Artillery (4): an equally direct line of fire).
  HexBoard board(9, 9, "clear");
  const HexId a = *board.find("0505");
  const HexId b = *board.neighbour(*board.neighbour(a, Direction::N), Direction::NE);
  ASSERT_EQ(board.distance(a, b), 2);
  const HexId left = *board.neighbour(a, Direction::N), right = *board.neighbour(a, Direction::NE);
  EXPECT_TRUE(board.clear_line(a, b, [&](HexId h) { return h == left; }));
  EXPECT_TRUE(board.clear_line(a, b, [&](HexId h) { return h == right; }));
  EXPECT_FALSE(board.clear_line(a, b, [&](HexId h) { return h == left || h == right; }));
}

struct Flat {
  const HexBoard& board;
  HexId wall;
  std::optional<int> step_cost(HexId, HexId to, Direction) const {
    if (to == wall) return std::nullopt;
    return board.terrain_name(board.terrain(to)) == "woods" ? 4 : 1;
  }
  bool may_leave(HexId) const { return true; }
};

TEST(Reachable, CheapestCostsAndPathsWithinTheAllowance) {
  HexBoard board(9, 9, "clear");
  const TerrainId woods = board.add_terrain("woods");
  const HexId start = *board.find("0505");
  board.set_terrain(*board.find("0504"), woods);
  const HexId wall = *board.find("0506");
  ReachableSet r;
  const Origin origins[] = {{start, 0}};
  r.search(board, origins, 4, Flat{board, wall});
  EXPECT_EQ(r.cost(start), 0);
  EXPECT_EQ(r.cost(*board.find("0504")), 4);  // woods straight ahead
  EXPECT_FALSE(r.reached(wall));
  EXPECT_EQ(r.cost(*board.find("0507")), 3);  // around the wall
  EXPECT_FALSE(r.reached(*board.find("0509")));
  const auto path = r.path_to(*board.find("0507"));
  ASSERT_EQ(path.size(), 4u);
  EXPECT_EQ(path.front(), start);
  EXPECT_EQ(board.label_text(path.back()), "0507");
  // A second search with the same object starts clean.
  r.search(board, origins, 1, Flat{board, wall});
  EXPECT_FALSE(r.reached(*board.find("0507")));
  EXPECT_EQ(r.hexes().size(), 5u);  // start + 4 neighbours: 0504 is woods, 0506 walled
}

// A set reused for many searches (the computer players do) forgets each search's places at
// the next, also past the 65,536th search, where its record of places starts afresh: the
// corner reached by the first search only is never reached again.
TEST(Reachable, ASetReusedForManySearchesForgetsTheEarlierOnes) {
  HexBoard board(9, 9, "clear");
  const HexId centre = *board.find("0505"), corner = *board.find("0101");
  const HexId wall = *board.find("0909");  // on no path that matters here
  ReachableSet r;
  const Origin from_centre[] = {{centre, 0}}, from_corner[] = {{corner, 0}};
  r.search(board, from_corner, 1, Flat{board, wall});
  ASSERT_TRUE(r.reached(corner));
  for (int i = 1; i <= 70000; ++i) {
    r.search(board, from_centre, 1, Flat{board, wall});
    // One step from the centre: the centre and its six neighbours, never the corner.
    if (r.reached(corner) || r.cost(centre) != 0 || r.hexes().size() != 7u) {
      ADD_FAILURE() << "search " << i << " remembers an earlier one";
      break;
    }
  }
}

}  // namespace
}  // namespace grognard
