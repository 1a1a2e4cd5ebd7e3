// Decisive Battles: the designed tables of rules.json (SOURCES.md section 5) read and checked,
// the hits table ("Table 2") and the communications table at their boundaries, the sighting
// conditions summed by the hour, and every terrain and weapon the maps and orders of battle
// name found in them.
#include <gtest/gtest.h>

#include <set>

#include "core/rules_error.h"
#include "data_error_of.h"
#include "games/decisive-battles/order_of_battle.h"
#include "games/decisive-battles/rules.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

std::filesystem::path data() { return game_data_dir("decisive-battles"); }
json rules_json() { return read_json_file(data() / "rules.json"); }
Rules rules() { return Rules::load(rules_json(), "rules.json"); }

TEST(DbRules, DB_Table2_HitsByFireAgainstVulnerability) {
  const Rules r = rules();
  // The difference in whole points, rounded down: -12 is the first hit, 0 gives 4, 12 gives 8.
  EXPECT_EQ(r.hits(10 * kQuarter, 23 * kQuarter), 0);      // -13
  EXPECT_EQ(r.hits(10 * kQuarter, 22 * kQuarter), 1);      // -12
  EXPECT_EQ(r.hits(10 * kQuarter + 1, 22 * kQuarter), 1);  // -11.75 -> -12
  EXPECT_EQ(r.hits(10 * kQuarter - 1, 22 * kQuarter), 0);  // -12.25 -> -13
  EXPECT_EQ(r.hits(20 * kQuarter, 20 * kQuarter), 4);
  EXPECT_EQ(r.hits(32 * kQuarter, 20 * kQuarter), 8);
  EXPECT_EQ(r.hits(0, 40 * kQuarter), 0);
}

TEST(DbRules, DB_Communications_TheTableByDistance) {
  const Rules r = rules();
  EXPECT_EQ(r.communication_base(0), 13);
  EXPECT_EQ(r.communication_base(4), 9);
  EXPECT_EQ(r.communication_base(15), 0);
  EXPECT_EQ(r.communication_base(40), 0);  // beyond the table: its last chance
}

TEST(DbRules, DB_Sighting_ConditionsOfTheHour) {
  const Rules r = rules();
  // "increased by 4-15 points for each of the following conditions which apply"
  EXPECT_EQ(r.sighting_points(Light::kDaylight, Weather::kClear), 0);
  EXPECT_EQ(r.sighting_points(Light::kDawn, Weather::kOvercast), 8 + 4);
  EXPECT_EQ(r.sighting_points(Light::kNight, Weather::kHeavyFog), 15 + 15);
  EXPECT_EQ(r.sighting_points(Light::kDusk, Weather::kDrizzle), 8);
}

// The calibration SOURCES.md section 5 gives: two fresh 2,500-man brigades with rifled
// muskets, adjacent in the open, score two or three hits on each other in an hour.
TEST(DbRules, DB_Design_AnEvenFireFightInTheOpenCostsTwoOrThreeHitsAnHour) {
  const Rules r = rules();
  Firer f;
  f.strength = 25;
  f.regiments = 5;
  f.experience = 6;
  f.leadership = 5;
  f.order = Order::kSkirmish;
  f.hex_cover = r.terrain("clear")->cover;
  f.arms = *r.small_arms("rifled_musket");
  const Mark open{.hex_cover = r.terrain("clear")->cover};
  const int fire = fire_value(f, open, {});
  EXPECT_EQ(fire, 87);  // 14.25 + 2 + 1 + 1 + 5 - 0.5 - 1
  std::set<int> hits;
  for (int rnd3 = 0; rnd3 <= 3; ++rnd3) hits.insert(r.hits(fire, vulnerability(f, false, rnd3)));
  EXPECT_EQ(hits, (std::set<int>{2, 3}));
}

TEST(DbRules, DB_Design_EveryTerrainAndWeaponOfTheDataIsInTheTables) {
  const Rules r = rules();
  for (const char* battle : {"first-bull-run", "shiloh"}) {
    const json map = read_json_file(data() / "maps" / (std::string(battle) + ".json"));
    EXPECT_NE(r.terrain(map.at("default_terrain")), nullptr) << battle;
    for (const auto& [name, hexes] : map.at("terrain").items())
      EXPECT_NE(r.terrain(name), nullptr) << battle << " " << name;
    for (const json& road : map.at("roads"))
      EXPECT_TRUE(r.road_cost(road.at("kind"))) << battle << " " << road.dump();
    for (const json& stream : map.at("streams")) {
      const std::string kind = stream.at("kind");
      EXPECT_TRUE(kind == "run" || r.crossing_cost(kind)) << battle << " " << kind;
    }
    const OrderOfBattle oob = OrderOfBattle::load(
        read_json_file(data() / "oob" / (std::string(battle) + ".json")), battle);
    for (const Forces& side : oob.sides) {
      for (const Brigade& b : side.brigades) {
        if (!b.small_arms.empty()) {
          EXPECT_NE(r.small_arms(b.small_arms), nullptr) << b.id;
        }
        if (!b.artillery.empty()) {
          EXPECT_NE(r.artillery(b.artillery), nullptr) << b.id;
        }
      }
    }
  }
}

TEST(DbRules, ABrokenTableIsRefusedWithItsPlace) {
  auto refused = [](const json& j) { return data_error_of([&] { Rules::load(j, "rules.json"); }); };
  json j = rules_json();
  j["hits"][3]["from"] = -20;
  EXPECT_EQ(refused(j),
            "rules.json.hits[3]: rows ascend: each 'from' above the last, its hits no fewer");
  j = rules_json();
  j["communications"][2] = 16;
  EXPECT_EQ(refused(j),
            "rules.json.communications: a chance of 0 to 15 for each distance, from 0 hexes");
  j = rules_json();
  j["sighting_conditions"]["rain"] = 20;
  EXPECT_NE(refused(j).find("rules.json.sighting_conditions.rain"), std::string::npos);
  j = rules_json();
  j["small_arms"]["rifled_musket"]["reach"] = 3;
  EXPECT_NE(refused(j).find("reach"), std::string::npos);
}

}  // namespace
}  // namespace grognard::decisive
