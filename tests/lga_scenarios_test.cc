// La Grande Armée's seven shipped scenarios against the book's scenario descriptions (LGA 6.0):
// dates, military points, victory thresholds, orders of battle and HQs, and where the
// reconstructed placements put the units.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/registry.h"
#include "lga_fixture.h"

namespace grognard::lga::test {
namespace {

std::shared_ptr<const Game> shipped(const std::string& id) {
  return Game::load(find_game("la-grande-armee")->load_scenario(id),
                    game_data_dir("la-grande-armee"));
}

std::string date_text(Date d) {
  return std::string(season_name(d.season)) + " " + std::to_string(d.year);
}

// One scenario as LGA 6.0 prints it. Units are counted by "nation type" for the "At Start"
// column and "nation type year" for a year column; the book's "Artillery" counts guard units
// too (LGA 3.3: "Guard and artillery units are identical in every way except for their name").
struct BookScenario {
  std::string id, start, end;
  std::map<std::string, int> mp;
  std::array<int, 5> french, allied;
  std::map<std::string, int> units;
  std::set<std::string> hqs;  // "nation name +bonus"
};

const std::vector<BookScenario>& book() {
  static const std::vector<BookScenario> scenarios = {
      {"1-austrian-challenge",
       "summer 1805",
       "summer 1806",
       {{"france", 8}, {"austria", 8}, {"russia", 4}, {"britain", 2}},
       {13, 15, 18, 20, 22},
       {8, 10, 14, 15, 18},
       {{"france infantry", 9},
        {"france militia 1805", 2},
        {"france artillery", 2},
        {"france cavalry", 2},
        {"austria infantry", 2},
        {"austria militia", 6},
        {"austria cavalry", 2},
        {"russia infantry", 4},
        {"russia cavalry", 1}},
       {"france Napoleon +2", "france Davout +1", "france Lannes +1", "austria Charles +1",
        "russia Kutusov +1"}},
      {"2-prussias-turn",
       "autumn 1806",
       "autumn 1807",
       {{"france", 10}, {"prussia", 6}, {"russia", 6}, {"britain", 0}},
       {16, 18, 20, 21, 22},
       {6, 8, 10, 12, 16},
       {{"france infantry", 9},
        {"france militia 1806", 2},
        {"france artillery", 2},
        {"france cavalry", 3},
        {"prussia infantry", 1},
        {"prussia militia", 6},
        {"prussia cavalry", 2},
        {"russia infantry", 7},
        {"russia artillery", 1},
        {"russia cavalry", 2}},
       {"france Napoleon +2", "france Davout +1", "france Soult +1", "russia Bennigsen +1"}},
      {"3-spanish-quagmire",
       "summer 1808",
       "winter 1809",
       {{"france", 6}, {"spain", 4}, {"britain", 8}},
       {16, 18, 20, 21, 22},
       {6, 8, 10, 12, 16},
       {{"france infantry", 8},
        {"france militia 1808", 2},
        {"france artillery", 1},
        {"france cavalry", 1},
        {"spain infantry", 1},
        {"spain militia", 8},
        {"britain infantry", 1},
        {"britain militia", 3}},
       {"france Napoleon +2", "france Soult +1", "france Lannes +1", "britain Moore +1"}},
      {"4-crisis-on-the-danube",
       "spring 1809",
       "summer 1810",
       {{"france", 16}, {"austria", 4}},
       {16, 17, 18, 19, 20},
       {4, 8, 9, 12, 14},
       {{"france infantry", 7},
        {"france militia", 3},
        {"france artillery", 1},
        {"france cavalry", 1},
        {"austria infantry", 5},
        {"austria militia", 6},
        {"austria cavalry", 2}},
       {"france Napoleon +2", "france Davout +1", "france Massena +1", "austria Charles +1"}},
      {"5-russian-campaign",
       "spring 1812",
       "winter 1813",
       {{"france", 10}, {"russia", 6}, {"britain", 6}},
       {18, 20, 22, 23, 24},
       {8, 9, 10, 11, 12},
       {{"france infantry", 8},
        {"france militia", 2},
        {"france artillery", 1},
        {"france cavalry", 2},
        {"russia infantry", 9},
        {"russia artillery", 1},
        {"russia cavalry", 3}},
       {"france Napoleon +2", "france Davout +1", "russia Kutusov +1", "russia Bagration +1"}},
      {"6-battle-of-nations",
       "summer 1814",
       "summer 1815",
       {{"france", 18}, {"austria", 8}, {"prussia", 8}, {"russia", 10}, {"britain", 12}},
       {11, 14, 16, 21, 24},
       {23, 25, 27, 30, 32},
       {{"france infantry", 12},
        {"france artillery", 1},
        {"france cavalry", 2},
        {"france cavalry 1814", 1},
        {"austria infantry", 6},
        {"austria militia 1814", 2},
        {"austria cavalry", 2},
        {"russia infantry", 6},
        {"russia cavalry", 3},
        {"russia artillery", 1},
        {"prussia infantry", 3},
        {"prussia militia", 2},
        {"prussia cavalry", 1}},
       {"france Napoleon +2", "france Davout +1", "france Soult +1", "france Lannes +1",
        "austria Schwarzenberg +1", "russia Bagration +1", "russia Bernadotte +1",
        "prussia Blucher +2"}},
      {"7-waterloo",
       "summer 1815",
       "summer 1816",
       {{"france", 12}, {"austria", 10}, {"prussia", 10}, {"russia", 10}, {"britain", 15}},
       {8, 9, 12, 16, 21},
       {43, 47, 49, 50, 51},
       {{"france infantry", 7},       {"france infantry 1815", 5}, {"france militia", 2},
        {"france militia 1815", 4},   {"france artillery", 1},     {"france artillery 1815", 1},
        {"france cavalry", 1},        {"france cavalry 1815", 3},  {"austria infantry", 4},
        {"austria infantry 1815", 2}, {"austria militia", 6},      {"austria cavalry", 3},
        {"russia infantry", 7},       {"russia infantry 1815", 2}, {"russia militia", 1},
        {"russia militia 1815", 2},   {"russia artillery", 1},     {"russia cavalry", 4},
        {"prussia infantry", 3},      {"prussia militia", 4},      {"prussia cavalry", 1},
        {"britain infantry", 1},      {"britain militia", 3},      {"britain artillery", 1}},
       {"france Napoleon +2", "austria Charles +1", "austria Schwarzenberg +1",
        "russia Bagration +1", "russia Kutusov +1", "prussia Blucher +2", "britain Wellington +3"}},
  };
  return scenarios;
}

// LGA 6.0: every date, starting MP, victory threshold, unit count by nation, type and year,
// and HQ with its bonus, as the book's seven scenario descriptions print them.
TEST(LgaScenario, LGA_6_0_TheSevenScenariosAsTheBookPrintsThem) {
  std::set<std::string> shipped_ids;
  for (const auto& info : find_game("la-grande-armee")->scenarios()) shipped_ids.insert(info.id);
  for (const BookScenario& b : book()) {
    ASSERT_TRUE(shipped_ids.count(b.id)) << b.id << " is not shipped";
    SCOPED_TRACE(b.id);
    const auto g = shipped(b.id);
    EXPECT_EQ(date_text(g->start()), b.start);
    EXPECT_EQ(date_text(g->end()), b.end);
    std::map<std::string, int> mp;
    for (int n = 0; n < g->nation_count(); ++n) {
      const NationId nation{static_cast<uint8_t>(n)};
      if (g->at_war(nation)) mp[g->nation_name(nation)] = g->starting_mp(nation);
    }
    EXPECT_EQ(mp, b.mp);
    EXPECT_EQ(g->thresholds(Side::kFrench), b.french);
    EXPECT_EQ(g->thresholds(Side::kAllied), b.allied);
    std::map<std::string, int> units;
    std::set<std::string> hqs;
    for (const UnitDef& d : g->units()) {
      const std::string nation = g->nation_name(d.nation);
      if (d.type == UnitType::kHq) {
        EXPECT_TRUE(d.start) << d.id << ": the book's HQs all start on the map";
        hqs.insert(nation + " " + d.id + " +" + std::to_string(d.bonus));
        continue;
      }
      const UnitType type = d.type == UnitType::kGuard ? UnitType::kArtillery : d.type;
      std::string key = nation + " " + std::string(unit_type_name(type));
      if (!d.start) key += " " + std::to_string(d.available);
      ++units[key];
    }
    EXPECT_EQ(units, b.units);
    EXPECT_EQ(hqs, b.hqs);
  }
}

// LGA 6.0, scenario 6: "Russian units are used to represent the Swedes" — the Army of the North
// at Berlin under Bernadotte, Crown Prince of Sweden, listed under Russia. No scenario has a
// Swedish unit.
TEST(LgaScenario, LGA_6_0_RussianUnitsStandForTheSwedesInTheBattleOfNations) {
  const auto g = shipped("6-battle-of-nations");
  const UnitDef& swedes = g->unit(*g->find_unit("Swedish Army (Stedingk)"));
  const UnitDef& bernadotte = g->unit(*g->find_unit("Bernadotte"));
  for (const UnitDef* d : {&swedes, &bernadotte}) {
    EXPECT_EQ(g->nation_name(d->nation), "russia") << d->id;
    ASSERT_TRUE(d->start) << d->id;
    EXPECT_EQ(g->area(*d->start).city_name, "Berlin") << d->id;
  }
  for (const BookScenario& b : book()) {
    const auto scenario = shipped(b.id);
    for (const UnitDef& d : scenario->units())
      EXPECT_NE(scenario->nation_name(d.nation), "sweden") << b.id << ": " << d.id;
  }
}

// LGA 6.0 placements (reconstructed, data/la-grande-armee/SOURCES.md §9.2 rule 4): every unit
// starts on land its side controls, no area holds both sides, garrisons are one to a city and
// of a type that may garrison (LGA 3.5, 3.6), Spanish militia stand in Spain or Portugal and no
// French unit in the Hinterland (LGA 2.5). (Rule 5, every unit in supply at the start, is LGA
// 5.4's and is checked with the supply tests.)
TEST(LgaScenario, LGA_6_0_EveryScenarioStartsWithItsUnitsOnItsOwnLand) {
  for (const BookScenario& b : book()) {
    SCOPED_TRACE(b.id);
    const State s(shipped(b.id), 1, std::vector<int>(200, 6));
    const Game& g = s.game();
    std::map<uint16_t, std::set<Side>> sides_in;
    std::map<uint16_t, int> garrisons_in;
    for (int i = 0; i < s.unit_count(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      if (!s.on_map(u)) continue;
      const UnitDef& d = s.def(u);
      const HexId h = s.unit(u).hex;
      const Area& a = g.area(h);
      const Side side = s.side_of(u);
      EXPECT_TRUE(a.land()) << d.id;
      EXPECT_EQ(s.control(h), side) << d.id << " in " << label(s, h);
      sides_in[h.value].insert(side);
      if (s.unit(u).garrison) {
        ++garrisons_in[h.value];
        EXPECT_NE(a.city, CityKind::kNone) << d.id;
        EXPECT_TRUE(may_garrison(d.type)) << d.id;
      }
      if (d.type == UnitType::kMilitia && g.is_nation(d.nation, "spain")) {
        EXPECT_TRUE(g.is_nation(a.nation, "spain") || g.is_nation(a.nation, "portugal")) << d.id;
      }
      if (side == Side::kFrench) {
        EXPECT_FALSE(a.hinterland) << d.id;
      }
    }
    for (const auto& [h, sides] : sides_in) EXPECT_EQ(sides.size(), 1u) << label(s, HexId{h});
    for (const auto& [h, count] : garrisons_in) EXPECT_EQ(count, 1) << label(s, HexId{h});
  }
}

}  // namespace
}  // namespace grognard::lga::test
