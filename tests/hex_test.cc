// Core hex geometry: labels at the edges, axial inside; neighbours, distance, line of sight.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "core/hex_board.h"
#include "core/reachable.h"
#include "core/rules_error.h"
#include "io/hex_json.h"

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
  // Every label of the largest board, digit by digit, and the rare ones past it as printf would.
  for (int c = 0; c <= 99; ++c)
    for (int r = 0; r <= 99; ++r) {
      char text[8];
      std::snprintf(text, sizeof text, "%02d%02d", c, r);
      ASSERT_EQ(format_label(HexLabel{c, r}), text);
      ASSERT_EQ(parse_label(text), (HexLabel{c, r}));
    }
  EXPECT_EQ(format_label(HexLabel{100, 5}), "10005");
  EXPECT_EQ(format_label(HexLabel{-1, 5}), "-105");
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

// La Grande Armée's map (pointy tops, odd rows half a hex left). Labels stay CCRR, so the
// original program's (row r, column c) is label "ccrr". The neighbours its README states:
// odd r: NW (r-1,c-1), NE (r-1,c), SW (r+1,c-1), SE (r+1,c); even r: NW (r-1,c),
// NE (r-1,c+1), SW (r+1,c), SE (r+1,c+1); W/E (r,c-1)/(r,c+1).
constexpr HexLayout kPointyOddLeft{HexOrientation::kPointyTop, true};

std::string side_of(const HexBoard& board, const std::string& from, const std::string& side) {
  auto n = board.neighbour(*board.find(from), *board.parse_side(side));
  return n ? board.label_text(*n) : "off";
}

TEST(Hex, PointyTopOddRowsSitHalfAHexLeft) {
  HexBoard board(30, 10, "clear", kPointyOddLeft);
  // Odd row 5, column 15 (Frankfurt in the original): label 1505.
  EXPECT_EQ(side_of(board, "1505", "NW"), "1404");
  EXPECT_EQ(side_of(board, "1505", "NE"), "1504");
  EXPECT_EQ(side_of(board, "1505", "SW"), "1406");
  EXPECT_EQ(side_of(board, "1505", "SE"), "1506");
  EXPECT_EQ(side_of(board, "1505", "W"), "1405");
  EXPECT_EQ(side_of(board, "1505", "E"), "1605");
  // Even row 4, column 11 (Paris): label 1104.
  EXPECT_EQ(side_of(board, "1104", "NW"), "1103");
  EXPECT_EQ(side_of(board, "1104", "NE"), "1203");
  EXPECT_EQ(side_of(board, "1104", "SW"), "1105");
  EXPECT_EQ(side_of(board, "1104", "SE"), "1205");
  EXPECT_EQ(side_of(board, "1104", "W"), "1004");
  EXPECT_EQ(side_of(board, "1104", "E"), "1204");
  // Edges: odd row 1 column 1 has only E and SE; even row 10 column 30 only W and NW.
  EXPECT_EQ(side_of(board, "0101", "SW"), "off");
  EXPECT_EQ(side_of(board, "0101", "SE"), "0102");
  EXPECT_EQ(side_of(board, "3010", "NE"), "off");
  EXPECT_EQ(side_of(board, "3010", "NW"), "3009");
  // Pointy tops have no N or S side; flat tops have no E or W.
  EXPECT_FALSE(board.parse_side("N"));
  EXPECT_FALSE(HexBoard(5, 5, "clear").parse_side("E"));
  for (Direction d : kAllDirections) {
    const HexId h = *board.find("1505");
    EXPECT_EQ(board.neighbour(*board.neighbour(h, d), opposite(d)), h) << board.side_name(d);
  }
}

TEST(Hex, EveryLayoutRoundTripsItsLabels) {
  for (HexOrientation o : {HexOrientation::kFlatTop, HexOrientation::kPointyTop})
    for (bool odd : {true, false}) {
      const HexLayout layout{o, odd};
      for (int c = 1; c <= 30; ++c)
        for (int r = 1; r <= 22; ++r)
          EXPECT_EQ(to_label(to_hex(HexLabel{c, r}, layout), layout), (HexLabel{c, r}));
    }
  // Even rows to the left: then an even row's diagonals are an odd row's above.
  HexBoard even(9, 9, "clear", HexLayout{HexOrientation::kPointyTop, false});
  EXPECT_EQ(side_of(even, "0202", "NW"), "0101");
  EXPECT_EQ(side_of(even, "0202", "NE"), "0201");
  EXPECT_EQ(side_of(even, "0201", "SW"), "0202");
  EXPECT_EQ(side_of(even, "0201", "SE"), "0302");
}

TEST(Hex, PointyTopDistanceAndLinesCountTheSameSteps) {
  HexBoard board(30, 10, "clear", kPointyOddLeft);
  // Along a row: ten steps east. Up the "column": rows alternate, so 1101 to 1110 takes
  // 9 rows and drifts half a hex each pair: 9 steps.
  EXPECT_EQ(board.distance(*board.find("0105"), *board.find("1105")), 10);
  EXPECT_EQ(board.distance(*board.find("1101"), *board.find("1110")), 9);
  EXPECT_EQ(board.distance(*board.find("1104"), *board.find("1505")), 4);
  // A straight row has its middle hex between; blocking it blocks the line.
  const HexId a = *board.find("0505"), b = *board.find("0705"), mid = *board.find("0605");
  EXPECT_EQ(board.line_between(a, b, 1), std::vector<HexId>{mid});
  EXPECT_FALSE(board.clear_line(a, b, [&](HexId h) { return h == mid; }));
  // Two steps NE then NW (between two hexes): either open is enough.
  const HexId c = *board.find("1505");
  const HexId d =
      *board.neighbour(*board.neighbour(c, *board.parse_side("NE")), *board.parse_side("NW"));
  const HexId left = *board.neighbour(c, *board.parse_side("NW")),
              right = *board.neighbour(c, *board.parse_side("NE"));
  EXPECT_EQ(board.label_text(d), "1503");
  EXPECT_TRUE(board.clear_line(c, d, [&](HexId h) { return h == left; }));
  EXPECT_FALSE(board.clear_line(c, d, [&](HexId h) { return h == left || h == right; }));
}

TEST(Hex, AMapsLayoutIsReadWithClearErrors) {
  const nlohmann::json pointy = {{"hex_orientation", "pointy-top"}, {"left_rows", "odd"}};
  EXPECT_EQ(read_hex_layout(pointy, "map"), kPointyOddLeft);
  EXPECT_EQ(read_hex_layout(nlohmann::json::object(), "map"), HexLayout{});  // flat, odd low
  auto error = [](const nlohmann::json& map) {
    try {
      read_hex_layout(map, "map");
    } catch (const DataError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(error({{"hex_orientation", "round"}}).find("map.hex_orientation"), std::string::npos);
  EXPECT_NE(error({{"hex_orientation", "pointy-top"}, {"low_columns", "odd"}}).find("left_rows"),
            std::string::npos);
  EXPECT_NE(error({{"left_rows", "odd"}}).find("low_columns"), std::string::npos);
  EXPECT_NE(
      error({{"hex_orientation", "pointy-top"}, {"left_rows", "third"}}).find("map.left_rows"),
      std::string::npos);
  const HexBoard board(30, 10, "clear", kPointyOddLeft);
  try {
    read_hex_side(board, "N", "map.rivers[0].sides[0]");
    ADD_FAILURE() << "read N on a pointy board";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("NW, NE, E, SE, SW or W"), std::string::npos) << e.what();
  }
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
