// Blitzkrieg at the Ardennes from a designer's scenario (docs/scenarios.md): a "position" to
// start from (the turn, the side, every unit's place and strength, losses, blown bridges) and
// "map_changes" to the map, each checked against the rules with its place named.
#include <gtest/gtest.h>

#include "bka_fixture.h"

namespace grognard::bka::test {
namespace {

std::string opening_refusal(const std::vector<json>& units, const json& changes) {
  try {
    position_with(units, changes);
  } catch (const DataError& e) {
    return e.what();
  }
  return "";
}

std::string label_of(const State& s, HexId h) { return s.game().board().label_text(h); }

json start_zone_unit(const std::string& id, const std::string& hex) {
  json u = unit(id, "armour", 8, 8, hex);
  u["deploy"] = "start";
  return u;
}

json reinforcement(const std::string& id, const std::string& arrives) {
  json u = unit(id, "infantry", 4, 4, "0101");
  u.erase("hex");
  u["arrives"] = arrives;
  u["area"] = "allied_west";
  return u;
}

const std::vector<json> kUnits = {
    unit("GE-A", "armour", 8, 8, "1002"), start_zone_unit("GE-B", "1003"),
    unit("US-A", "infantry", 5, 4, "0602"), unit("US-B", "infantry", 4, 4, "0202"),
    reinforcement("US-R", "1944-12-16 PM")};

TEST(BkaOpening, APositionStartsAtItsTurnWithTheDeploymentDone) {
  State s =
      position_with(kUnits, {{"position",
                              {{"turn", "1944-12-17 AM"},
                               {"side", "allied"},
                               {"units", {{{"unit", "GE-A"}, {"hex", "0802"}, {"strength", 5}}}},
                               {"eliminated", {"US-B"}},
                               {"bridges_down", {"0305"}}}}});
  EXPECT_EQ(s.turn(), 2);
  EXPECT_EQ(s.phasing(), Side::kAllied);
  EXPECT_NE(s.phase(), Phase::kDeploy);
  EXPECT_EQ(s.unit(id(s, "GE-A")).hex, hex(s, "0802"));
  EXPECT_EQ(s.unit(id(s, "GE-A")).strength, 5);
  // A German unit of the starting zones not listed stands at its own hex.
  EXPECT_TRUE(s.on_map(id(s, "GE-B")));
  EXPECT_EQ(s.unit(id(s, "GE-B")).hex, hex(s, "1003"));
  EXPECT_EQ(s.unit(id(s, "US-A")).hex, hex(s, "0602"));
  EXPECT_EQ(s.unit(id(s, "US-B")).where, Where::kEliminated);
  // A reinforcement due before the position's turn comes to the raster as its side's turn begins.
  EXPECT_EQ(s.unit(id(s, "US-R")).where, Where::kRaster);
  EXPECT_TRUE(s.demolished(hex(s, "0305")));
  EXPECT_TRUE(s.broken_invariants().empty());
}

TEST(BkaOpening, WithoutAPositionTheGermansDeployFirst) {
  State s = position(kUnits);
  EXPECT_EQ(s.phase(), Phase::kDeploy);
  EXPECT_FALSE(s.on_map(id(s, "GE-B")));
}

TEST(BkaOpening, APositionThatBreaksTheRulesIsRefusedWithItsPlace) {
  auto refused = [&](const json& position) {
    return opening_refusal(kUnits, {{"position", position}});
  };
  EXPECT_EQ(refused({{"turn", "1944-12-18 AM"}}),
            "scenario.position.turn: 1944-12-18 AM is not a turn of this scenario "
            "(1944-12-16 AM to 1944-12-17 PM)");
  EXPECT_EQ(refused({{"side", "french"}}),
            "scenario.position.side: expected \"german\" or \"allied\", got \"french\"");
  EXPECT_EQ(refused({{"phase", "movement"}}), "scenario.position.phase: unknown field");
  EXPECT_EQ(refused({{"units", {{{"unit", "US-A"}, {"hex", "1201"}}}}}),
            "scenario.position.units: US-A in 1201: no Allied unit may enter the Siegfried Line");
  EXPECT_EQ(refused({{"units", {{{"unit", "US-A"}, {"hex", "1002"}}}}}),
            "scenario.position.units: units of both sides in 1002");
  EXPECT_EQ(refused({{"units", {{{"unit", "US-A"}, {"hex", "0602"}, {"strength", 6}}}}}),
            "scenario.position.units[0].strength: 6 is outside 1..5");
  EXPECT_EQ(refused({{"units", {{{"unit", "US-R"}, {"hex", "0102"}}}}}),
            "scenario.position.units[0].unit: 'US-R' arrives on 1944-12-16 PM, after the "
            "position's turn");
  EXPECT_EQ(refused({{"eliminated", {"US-A"}}, {"units", {{{"unit", "US-A"}, {"hex", "0602"}}}}}),
            "scenario.position.units[0].unit: 'US-A' is also eliminated");
  EXPECT_EQ(refused({{"bridges_down", {"0602"}}}),
            "scenario.position.bridges_down[0]: no bridge ends in this hex");
  // Stacking: three units of a side in a hex at most, as in play.
  std::vector<json> crowd = kUnits;
  for (const char* g : {"GE-C", "GE-D", "GE-E"}) crowd.push_back(unit(g, "infantry", 3, 4, "1004"));
  EXPECT_EQ(
      opening_refusal(crowd, {{"position", {{"units", {{{"unit", "GE-A"}, {"hex", "1004"}}}}}}}),
      "scenario.position.units: more than 3 german units in 1004");
}

TEST(BkaOpening, MapChangesEditTheTerrainAndTheRoads) {
  const State plain = position({});
  EXPECT_TRUE(plain.game().road_between(hex(plain, "0202"), Direction::SE));
  // The map lists that road from 0202; it is taken away from the hex on its other face.
  const HexId across = *plain.game().board().neighbour(hex(plain, "0202"), Direction::SE);
  const json changes = {
      {"map_changes",
       {{{"change", "terrain"}, {"hex", "0606"}, {"terrain", "forest"}},
        {{"change", "terrain"}, {"hex", "0503"}, {"terrain", "plain"}},
        {{"change", "add_road"}, {"hex", "0606"}, {"side", "N"}},
        {{"change", "remove_road"}, {"hex", label_of(plain, across)}, {"side", "NW"}}}}};
  const State s = position_with({}, changes);
  const Game& g = s.game();
  EXPECT_EQ(g.terrain(hex(s, "0606")), Terrain::kForest);
  EXPECT_EQ(g.terrain(hex(s, "0503")), Terrain::kPlain);
  EXPECT_TRUE(g.road_between(hex(s, "0606"), Direction::N));
  EXPECT_TRUE(g.road_between(hex(s, "0605"), Direction::S));
  // A road through the hex: the revised rules' hidden units are seen there.
  EXPECT_FALSE(g.may_hide(hex(s, "0606")));
  EXPECT_FALSE(g.road_between(hex(s, "0202"), Direction::SE));
  EXPECT_FALSE(g.road_between(across, Direction::NW));
}

TEST(BkaOpening, AMapChangeThatCannotBeMadeIsRefusedWithItsPlace) {
  auto refused = [&](const json& change) {
    return opening_refusal({}, {{"map_changes", {change}}});
  };
  EXPECT_EQ(refused({{"change", "terrain"}, {"hex", "0606"}, {"terrain", "swamp"}}),
            "scenario.map_changes[0].terrain: expected one of plain, forest, mountain, city, "
            "siegfried");
  EXPECT_EQ(refused({{"change", "add_road"}, {"hex", "0604"}, {"side", "S"}}),
            "scenario.map_changes[0]: the S side of 0604 is a river: a road across it is a "
            "bridge, which the map's \"bridges\" must name");
  EXPECT_EQ(refused({{"change", "add_road"}, {"hex", "0202"}, {"side", "SE"}}),
            "scenario.map_changes[0]: a road already crosses the SE side of 0202");
  EXPECT_EQ(refused({{"change", "remove_road"}, {"hex", "0606"}, {"side", "N"}}),
            "scenario.map_changes[0]: no road crosses the N side of 0606");
  EXPECT_EQ(refused({{"change", "remove_road"}, {"hex", "0304"}, {"side", "S"}}),
            "scenario.map_changes[0]: the road across the S side of 0304 is a bridge: blow it "
            "in the position's \"bridges_down\" instead");
  EXPECT_EQ(refused({{"change", "add_road"}, {"hex", "0101"}, {"side", "N"}}),
            "scenario.map_changes[0].side: is the map edge");
}

}  // namespace
}  // namespace grognard::bka::test
