// Decisive Battles: the scenarios of First Bull Run and Shiloh read against their maps (the
// hours with their light, weather and rest, the objectives), the battle clock, and a broken
// scenario refused with its place.
#include <gtest/gtest.h>

#include "core/rules_error.h"
#include "data_error_of.h"
#include "games/decisive-battles/battlefield.h"
#include "games/decisive-battles/rules.h"
#include "games/decisive-battles/scenario.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard::decisive {
namespace {

std::filesystem::path scenario_dir() { return game_data_dir("decisive-battles"); }

json scenario_json(const std::string& id) {
  return read_json_file(scenario_dir() / "scenarios" / (id + ".json"));
}

Battlefield map_of(const std::string& battle) {
  const Rules rules = Rules::load(read_json_file(scenario_dir() / "rules.json"), "rules.json");
  return Battlefield::load(read_json_file(scenario_dir() / "maps" / (battle + ".json")),
                           rules.terrain_names(), battle);
}

TEST(DbScenario, TheBattleClock) {
  const long long bull_run = minutes_of("1861-07-21T05:00", "t");
  EXPECT_EQ(time_text(bull_run), "1861-07-21T05:00");
  EXPECT_EQ(time_text(bull_run + 19 * 60), "1861-07-22T00:00");
  EXPECT_EQ(time_text(minutes_of("1862-02-28T23:00", "t") + 60), "1862-03-01T00:00");
  EXPECT_EQ(time_text(minutes_of("1864-02-28T23:00", "t") + 60), "1864-02-29T00:00");
  // An arrival at 09:30 comes in the hour that began at 09:00, the fifth of the battle.
  EXPECT_EQ(turn_holding(minutes_of("1861-07-21T09:30", "t"), bull_run), 4);
  EXPECT_EQ(turn_holding(minutes_of("1861-07-21T04:30", "t"), bull_run), -1);
  EXPECT_THROW(minutes_of("1861-07-21 05:00", "t"), DataError);
  EXPECT_THROW(minutes_of("1861-13-21T05:00", "t"), DataError);
}

TEST(DbScenario, FirstBullRunFromDawnToDusk) {
  const Battlefield map = map_of("first-bull-run");
  const Scenario s = Scenario::load(scenario_json("first-bull-run"), map.board(), "s");
  ASSERT_EQ(s.hours.size(), 15u);
  EXPECT_EQ(s.hours.front().time, "1861-07-21T05:00");
  EXPECT_EQ(s.hours.front().light, Light::kDawn);
  EXPECT_EQ(s.hours[1].light, Light::kDaylight);
  EXPECT_EQ(s.hours.back().time, "1861-07-21T19:00");
  EXPECT_EQ(s.hours.back().light, Light::kDusk);
  for (const Hour& h : s.hours) EXPECT_EQ(h.weather, Weather::kClear) << h.time;
  EXPECT_FALSE(s.radio);
  EXPECT_FALSE(s.exposed);
  ASSERT_FALSE(s.objectives.empty());
  EXPECT_EQ(s.objectives.front().name, "Henry Hill");
  EXPECT_EQ(s.objectives.front().hex, *map.place("Henry Hill"));
  EXPECT_EQ(s.objectives.front().last_turn, 14);
}

TEST(DbScenario, ShilohTwoDaysAndARainyNightOfRest) {
  const Battlefield map = map_of("shiloh");
  const Scenario s = Scenario::load(scenario_json("shiloh"), map.board(), "s");
  ASSERT_EQ(s.hours.size(), 37u);
  EXPECT_EQ(s.hours.back().time, "1862-04-07T17:00");
  int rest = 0, night = 0, rain = 0;
  for (const Hour& h : s.hours) {
    rest += h.rest;
    night += h.light == Light::kNight;
    rain += h.weather == Weather::kRain;
  }
  // 20:00 to 04:00: nine hours without movement, more than the six that give the morning's
  // briefing (the manual's "First am Turn Provisions").
  EXPECT_EQ(rest, 9);
  EXPECT_EQ(night, 10);  // 19:00 to 04:00
  EXPECT_EQ(rain, 7);    // 22:00 to 04:00
  EXPECT_EQ(s.hours[24].time, "1862-04-07T05:00");
  EXPECT_EQ(s.hours[24].light, Light::kDawn);
  EXPECT_FALSE(s.hours[24].rest);
  for (const Objective& o : s.objectives) {
    if (o.name == "Fraley Field") {
      EXPECT_EQ(o.first_turn, 24);
    }
  }
}

TEST(DbScenario, ABrokenScenarioIsRefusedWithItsPlace) {
  const Battlefield map = map_of("first-bull-run");
  auto refused = [&](const json& j) {
    return data_error_of([&] { Scenario::load(j, map.board(), "s.json"); });
  };
  json j = scenario_json("first-bull-run");
  j["objectives"][0]["hex"] = "4040";
  EXPECT_EQ(refused(j), "s.json.objectives[0].hex: '4040' is not a hex on the 40x35 map");
  j = scenario_json("first-bull-run");
  j["weather"][0]["from"] = "1861-07-21T06:00";
  EXPECT_EQ(refused(j), "s.json.weather[0].from: the first entry is the start");
  j = scenario_json("first-bull-run");
  j["light"][1]["light"] = "twilight";
  EXPECT_EQ(refused(j), "s.json.light[1].light: unknown 'twilight'");
  j = scenario_json("first-bull-run");
  j["objectives"][0]["active"][1] = "1861-07-22T05:00";
  EXPECT_EQ(refused(j), "s.json.objectives[0].active: a span of the battle's hours, first to last");
  j = scenario_json("first-bull-run");
  j["entrench"] = {"prussian"};
  EXPECT_EQ(refused(j),
            "s.json.entrench: expected the sides that may entrench: union, confederate");
}

}  // namespace
}  // namespace grognard::decisive
