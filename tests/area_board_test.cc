// Area (province) boards: Struggle for the Continent's Europe of 1914 read from its map file,
// its borders as the rules define them (SFC 2.7-2.9), distances, the shared reachable-set
// search on areas, and located errors for broken map files.
#include "core/area_board.h"

#include <gtest/gtest.h>

#include <deque>
#include <vector>

#include "core/reachable.h"
#include "core/rules_error.h"
#include "io/area_json.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard {
namespace {

const AreaBoard& europe() {
  static const AreaBoard board = read_area_board(
      read_json_file(game_data_dir("struggle-for-the-continent") / "map.json"), "map");
  return board;
}

AreaId at(const std::string& key) {
  const auto id = europe().find(key);
  if (!id) throw std::runtime_error("no area " + key);
  return *id;
}

TEST(AreaBoard, EightyProvincesAndTheirBorders) {
  EXPECT_EQ(europe().size(), 80);
  EXPECT_EQ(europe().name(at("e_prussia")), "E. Prussia");
  EXPECT_EQ(europe().border(at("paris"), at("flanders")), Border::kLand);
  int links = 0;
  for (int i = 0; i < europe().size(); ++i)
    europe().for_each_neighbour(AreaId{static_cast<uint16_t>(i)}, [&](AreaId n, Border) {
      EXPECT_TRUE(europe().adjacent(n, AreaId{static_cast<uint16_t>(i)})) << "borders go both ways";
      ++links;
    });
  EXPECT_EQ(links, 2 * 159);
}

TEST(AreaBoard, SFC_2_7_DottedLinesAcrossWaterAreBorders) {
  EXPECT_EQ(europe().border(at("london"), at("paris")), Border::kSea);
  EXPECT_EQ(europe().border(at("scotland"), at("norway")), Border::kSea);
  EXPECT_EQ(europe().border(at("istanbul"), at("bursa")), Border::kStrait);
}

TEST(AreaBoard, SFC_2_8_APointContactIsNoBorder) {
  EXPECT_FALSE(europe().adjacent(at("transylvania"), at("bucharest")));
  EXPECT_EQ(europe().distance(at("transylvania"), at("bucharest")), 2);  // by Wallachia
}

TEST(AreaBoard, SFC_2_9_LuxembourgAndTheSaudiKingdomAreNoProvinces) {
  EXPECT_FALSE(europe().find("luxembourg"));
  EXPECT_FALSE(europe().find("saudi_kingdom"));
}

TEST(AreaBoard, DistancesCountBordersCrossed) {
  EXPECT_EQ(europe().distance(at("paris"), at("paris")), 0);
  EXPECT_EQ(europe().distance(at("paris"), at("london")), 1);
  EXPECT_EQ(europe().distance(at("paris"), at("berlin")), 4);  // Flanders, Belgium, Rhineland
  EXPECT_EQ(europe().distance(at("berlin"), at("paris")), 4);
  AreaBoard islands;
  const AreaId a = islands.add_area("a", "A"), b = islands.add_area("b", "B");
  const AreaId c = islands.add_area("c", "C");
  EXPECT_FALSE(islands.distance(a, b));
  islands.add_border(b, c, Border::kLand);
  islands.add_border(a, b, Border::kSea);
  EXPECT_EQ(islands.distance(a, c), 2);
  EXPECT_EQ(islands.distance(c, a), 2);
}

// The table kept as borders are added agrees, pair by pair, with a breadth-first search over
// the finished map's borders.
TEST(AreaBoard, EveryDistanceIsTheFewestBordersABreadthFirstSearchFinds) {
  const AreaBoard& board = europe();
  for (int from = 0; from < board.size(); ++from) {
    std::vector<int> fewest(static_cast<size_t>(board.size()), -1);
    std::deque<AreaId> queue{AreaId{static_cast<uint16_t>(from)}};
    fewest[static_cast<size_t>(from)] = 0;
    while (!queue.empty()) {
      const AreaId here = queue.front();
      queue.pop_front();
      board.for_each_neighbour(here, [&](AreaId next, Border) {
        if (fewest[next.value] >= 0) return;
        fewest[next.value] = fewest[here.value] + 1;
        queue.push_back(next);
      });
    }
    for (int to = 0; to < board.size(); ++to) {
      const auto d =
          board.distance(AreaId{static_cast<uint16_t>(from)}, AreaId{static_cast<uint16_t>(to)});
      EXPECT_EQ(d.value_or(-1), fewest[static_cast<size_t>(to)])
          << board.key(AreaId{static_cast<uint16_t>(from)}) << " to "
          << board.key(AreaId{static_cast<uint16_t>(to)});
    }
  }
}

// SFC 2.1-2.6 as step rules: two moves, free through friendly provinces, stopped by
// occupied enemy ones.
struct TwoMoves {
  AreaId occupied;
  std::optional<int> step_cost(AreaId, AreaId to, Border) const {
    if (to == occupied) return std::nullopt;
    return 1;
  }
  bool may_leave(AreaId) const { return true; }
};

TEST(AreaBoard, TheReachableSetSearchWorksOnAreas) {
  AreaReachableSet reach;
  const AreaOrigin origin[] = {{at("berlin"), 0}};
  reach.search(europe(), origin, 2, TwoMoves{at("brandenburg")});
  EXPECT_EQ(reach.cost(at("rhineland")), 1);
  EXPECT_EQ(reach.cost(at("belgium")), 2);
  EXPECT_FALSE(reach.reached(at("brandenburg")));
  EXPECT_FALSE(reach.reached(at("paris")));
  const auto path = reach.path_to(at("belgium"));
  ASSERT_EQ(path.size(), 3u);
  EXPECT_EQ(europe().key(path[1]), "rhineland");
}

TEST(AreaBoard, BrokenMapFilesSayWhere) {
  const json good = read_json_file(game_data_dir("struggle-for-the-continent") / "map.json");
  auto message = [](const json& map) {
    try {
      read_area_board(map, "map");
    } catch (const DataError& e) {
      return std::string(e.what());
    }
    return std::string("loaded");
  };
  json m = good;
  m["links"][3]["between"][1] = "atlantis";
  EXPECT_NE(message(m).find("map.links[3].between[1]"), std::string::npos) << message(m);
  EXPECT_NE(message(m).find("atlantis"), std::string::npos);
  m = good;
  m["links"].push_back(good["links"][0]);
  EXPECT_NE(message(m).find("given twice"), std::string::npos) << message(m);
  m = good;
  m["links"][0]["kind"] = "tunnel";
  EXPECT_NE(message(m).find("map.links[0].kind"), std::string::npos) << message(m);
  m = good;
  m["provinces"][5]["id"] = m["provinces"][0]["id"];
  EXPECT_NE(message(m).find("map.provinces[5].id"), std::string::npos) << message(m);
  m = good;
  m["links"][0]["between"] = {"paris", "paris"};
  EXPECT_NE(message(m).find("itself"), std::string::npos) << message(m);
}

}  // namespace
}  // namespace grognard
