// Blitzkrieg at the Ardennes: the shipped map and the historical scenario load, and hold what
// the rule book says of them (data/blitzkrieg-ardennes/SOURCES.md gives every value's source).
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "bka_fixture.h"
#include "io/json_read.h"
#include "io/scenario_files.h"

namespace grognard::bka::test {
namespace {

std::shared_ptr<const Game> shipped(const std::string& rules = "revised") {
  json s = load_scenario_file(State::kGameId, "wacht-am-rhein");
  s["options"] = {{"rules", rules}};
  return Game::load(s, game_data_dir(State::kGameId));
}

TEST(BkaScenario, BKA_Overview_AboutSeventeenHundredHexesOfFiveTerrains) {
  const auto g = shipped();
  EXPECT_GE(g->board().size(), 1600);
  EXPECT_LE(g->board().size(), 1800);
  std::map<Terrain, int> count;
  for (int i = 0; i < g->board().size(); ++i) ++count[g->terrain(HexId{static_cast<uint16_t>(i)})];
  for (Terrain t :
       {Terrain::kPlain, Terrain::kForest, Terrain::kMountain, Terrain::kCity, Terrain::kSiegfried})
    EXPECT_GT(count[t], 0) << terrain_name(t);
}

TEST(BkaScenario, BKA_Victory_AntwerpLiegeAndTheSixMajorCitiesAreCities) {
  const auto g = shipped();
  EXPECT_EQ(g->antwerp().size(), 3u);
  for (HexId h : g->antwerp()) EXPECT_EQ(g->terrain(h), Terrain::kCity);
  EXPECT_EQ(g->terrain(g->liege()), Terrain::kCity);
  std::set<std::string> names;
  for (const Landmark& m : g->major_cities()) {
    names.insert(m.name);
    EXPECT_EQ(g->terrain(m.hex), Terrain::kCity) << m.name;
  }
  EXPECT_EQ(names,
            (std::set<std::string>{"Bastogne", "Dinant", "Givet", "Huy", "Maastricht", "Namur"}));
}

TEST(BkaScenario, BKA_Supply_SixDumpsAsTheBookPlacesThem) {
  // "Allies are supplied from Liege, Antwerp and two other fuel dumps, near Stavlot and
  // Bastogne. The Germans have two other fuel dumps both beyond the Siegfried line".
  const auto g = shipped();
  std::map<Side, int> per_side;
  for (const Dump& d : g->dumps()) {
    ++per_side[d.owner];
    EXPECT_TRUE(g->has_road(d.hex)) << d.name << " is not on a road";
  }
  EXPECT_EQ(per_side[Side::kAllied], 4);
  EXPECT_EQ(per_side[Side::kGerman], 2);
  EXPECT_GE(g->dump_at(g->liege()), 0);
  EXPECT_GE(g->dump_at(g->antwerp()[0]), 0);
}

TEST(BkaScenario, BKA_Beginning_AlliesDeployedGermansInTheirZonesReinforcementsInTheirAreas) {
  const auto g = shipped();
  State s(g, 1);
  EXPECT_EQ(s.phase(), Phase::kDeploy);
  EXPECT_EQ(s.phasing(), Side::kGerman);
  int allied = 0, german = 0, reinforcements = 0;
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitDef& d = s.def(u);
    if (d.entry == Entry::kOnMap) {
      EXPECT_EQ(d.side, Side::kAllied) << d.id;
      EXPECT_NE(g->terrain(*d.hex), Terrain::kSiegfried) << d.id;
      ++allied;
    } else if (d.entry == Entry::kStartZone) {
      EXPECT_EQ(s.unit(u).where, Where::kRaster) << d.id;
      EXPECT_FALSE(s.placements(u).empty()) << d.id;
      ++german;
    } else {
      ++reinforcements;
      for (HexId h : g->areas()[d.area].hexes) {
        if (d.side == Side::kAllied) {
          EXPECT_NE(g->terrain(h), Terrain::kSiegfried);
        }
      }
    }
  }
  EXPECT_GT(allied, 10);
  EXPECT_GT(german, 30);
  EXPECT_GT(reinforcements, 30);
  EXPECT_GT(allied + german + reinforcements, 100);  // "well over a hundred units"
  // The German start zone holds every German unit at the stacking limit.
  EXPECT_GE(static_cast<int>(g->start_zone().hexes.size()) * g->stacking_limit(), german);
}

TEST(BkaScenario, BKA_Sequence_AMAndPMTurnsFromTheSixteenthOfDecemberToNewYear) {
  const auto g = shipped();
  EXPECT_EQ(turn_label_text(g->turn_label(0)), "1944-12-16 AM");
  EXPECT_EQ(turn_label_text(g->turn_label(g->turns() - 1)), "1944-12-31 PM");
  EXPECT_EQ(g->turns(), 32);
  // Air units only in A.M. clear weather (the loader refuses any other).
  for (int t = 0; t < g->turns(); ++t)
    for (Side s : {Side::kGerman, Side::kAllied})
      if (g->air_units(s, t) > 0) {
        EXPECT_FALSE(g->turn_label(t).pm);
        EXPECT_EQ(g->weather(t), Weather::kClear);
      }
}

TEST(BkaScenario, BrokenScenarioFilesAreRefusedWithTheirPlace) {
  json s = load_scenario_file(State::kGameId, "wacht-am-rhein");
  auto error_of = [](const json& scenario) -> std::string {
    try {
      Game::load(scenario, game_data_dir(State::kGameId));
      return "";
    } catch (const DataError& e) {
      return e.what();
    }
  };
  json bad = s;
  bad["units"][0]["class"] = "cavalry";
  EXPECT_NE(error_of(bad).find("scenario.units[0].class"), std::string::npos) << error_of(bad);
  bad = s;
  bad["weather"].erase("1944-12-20 AM");
  EXPECT_NE(error_of(bad).find("no weather for 1944-12-20 AM"), std::string::npos) << error_of(bad);
  bad = s;
  bad["options"] = {{"rules", "house"}};
  EXPECT_NE(error_of(bad).find("scenario.options.rules"), std::string::npos);
  bad = s;
  bad["units"][0]["strenght"] = 3;
  EXPECT_NE(error_of(bad).find("scenario.units[0].strenght: unknown field"), std::string::npos)
      << error_of(bad);
  EXPECT_EQ(error_of(s), "");
}

}  // namespace
}  // namespace grognard::bka::test
