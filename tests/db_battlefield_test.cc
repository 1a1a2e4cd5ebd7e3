// Decisive Battles: the maps of First Bull Run and Shiloh as the engine reads them (the
// features the battles turned on, where the map tool put them) and a broken map refused with
// its place.
#include <gtest/gtest.h>

#include "core/rules_error.h"
#include "data_error_of.h"
#include "games/decisive-battles/battlefield.h"
#include "games/decisive-battles/rules.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

std::filesystem::path db_data() { return game_data_dir("decisive-battles"); }

json map_json(const std::string& battle) {
  return read_json_file(db_data() / "maps" / (battle + ".json"));
}

std::vector<std::string> terrains() {
  return Rules::load(read_json_file(db_data() / "rules.json"), "rules.json").terrain_names();
}

Battlefield battlefield(const std::string& battle) {
  return Battlefield::load(map_json(battle), terrains(), battle + ".json");
}

TEST(DbBattlefield, FirstBullRunAsTheMapToolMadeIt) {
  const Battlefield b = battlefield("first-bull-run");
  const HexBoard& board = b.board();
  EXPECT_EQ(board.columns(), 40);
  EXPECT_EQ(board.rows(), 35);
  // The Stone Bridge carries the turnpike over Bull Run, a stream crossed only at its bridges
  // and fords.
  const HexId bridge = *b.place("Stone Bridge");
  EXPECT_TRUE(b.bridge(bridge, Direction::NE));
  EXPECT_EQ(b.road(bridge, Direction::NE), RoadKind::kPike);
  EXPECT_EQ(b.stream(bridge, Direction::NE), StreamKind::kRun);
  EXPECT_EQ(b.stream(bridge, Direction::SE), StreamKind::kRun);
  EXPECT_FALSE(b.bridge(bridge, Direction::SE));
  // Both faces of a hexside carry it.
  const HexId across = *board.neighbour(bridge, Direction::NE);
  EXPECT_TRUE(b.bridge(across, Direction::SW));
  EXPECT_EQ(b.road(across, Direction::SW), RoadKind::kPike);
  EXPECT_TRUE(b.ford(*b.place("Sudley Ford"), Direction::N));
  EXPECT_EQ(b.terrain(*b.place("Henry Hill")), "hill");
  EXPECT_EQ(b.terrain(*b.place("Centreville")), "town");
  EXPECT_EQ(b.fortification(*b.place("Manassas Junction")), 2);
}

TEST(DbBattlefield, ShilohAsTheMapToolMadeIt) {
  const Battlefield b = battlefield("shiloh");
  EXPECT_EQ(b.terrain(*b.place("Hornet's Nest")), "thicket");
  EXPECT_EQ(b.terrain(*b.place("Pittsburg Landing")), "town");
  EXPECT_EQ(b.terrain(*b.place("Peach Orchard")), "light_woods");
  EXPECT_TRUE(b.bridge(*b.place("Snake Creek Bridge"), Direction::SW));
  EXPECT_TRUE(b.ford(*b.place("Lick Creek Ford"), Direction::NW));
  // The Tennessee beside the landing.
  int water = 0;
  b.board().for_each_neighbour(*b.place("Pittsburg Landing"),
                               [&](HexId n, Direction) { water += b.terrain(n) == "water"; });
  EXPECT_GT(water, 0);
}

TEST(DbBattlefield, ABrokenMapIsRefusedWithItsPlace) {
  auto refused = [](const json& map) {
    return data_error_of([&] { Battlefield::load(map, terrains(), "map.json"); });
  };
  json m = map_json("first-bull-run");
  m["terrain"]["jungle"] = json::array({"0101"});
  EXPECT_NE(refused(m).find("map.json.terrain.jungle: expected one of"), std::string::npos);
  m = map_json("first-bull-run");
  m["bridges"][0]["side"] = "S";  // 1510 S is Young's Branch, which has no road there
  EXPECT_EQ(refused(m), "map.json.bridges[0]: a bridge carries a road: this hexside has none");
  m = map_json("first-bull-run");
  m["fords"][0]["hex"] = "0101";
  EXPECT_EQ(refused(m), "map.json.fords[0].side: is the map edge");
  m = map_json("first-bull-run");
  m["roads"][0]["kind"] = "motorway";
  EXPECT_EQ(refused(m), "map.json.roads[0].kind: expected pike, road or trail");
  m = map_json("first-bull-run");
  m["fortifications"]["1014"] = 4;
  EXPECT_NE(refused(m).find("map.json.fortifications"), std::string::npos);
}

}  // namespace
}  // namespace grognard::decisive
