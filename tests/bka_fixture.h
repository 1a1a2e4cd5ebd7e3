// Small Blitzkrieg at the Ardennes positions for rule tests, on a hand-made map carried in the
// scenario (so a rule's test does not move when the real map is redrawn):
//
//   12 columns x 8 rows, flat-topped, plain but for: forest 0503 0504, mountain 0703, city
//   0903, Siegfried all of column 12. A road runs along row 2 from 0102 to 1102, and south
//   from 0302 to 0306 across the river. The river separates rows 1-4 from rows 5-8 (the Meuse
//   of the test); the road crosses it by the bridge 0304/0305.
#pragma once

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/blitzkrieg-ardennes/state.h"
#include "io/data_dir.h"
#include "typed_state_fixture.h"

namespace grognard::bka::test {

inline std::string label(int column, int row) { return fmt::format("{:02}{:02}", column, row); }

inline json test_map() {
  json roads = json::array();
  for (int c = 1; c <= 10; ++c)
    roads.push_back({{"hex", label(c, 2)}, {"sides", {c % 2 ? "NE" : "SE"}}});
  for (int r = 2; r <= 5; ++r) roads.push_back({{"hex", label(3, r)}, {"sides", {"S"}}});
  json rivers = json::array();
  for (int c = 1; c <= 12; ++c)
    rivers.push_back({{"hex", label(c, 4)},
                      {"sides", c == 1  ? json{"S", "SE"}
                                : c % 2 ? json{"SW", "S", "SE"}
                                        : json{"S"}},
                      {"river", "Meuse"}});
  json siegfried = json::array();
  for (int r = 1; r <= 8; ++r) siegfried.push_back(label(12, r));
  return {
      {"columns", 12},
      {"rows", 8},
      {"default_terrain", "plain"},
      {"terrain",
       {{"forest", {"0503", "0504"}},
        {"mountain", {"0703"}},
        {"city",
         {"0903", "0101", "0201", "0301", "0108", "0208", "0308", "0408", "0508", "0608", "0708"}},
        {"siegfried", siegfried}}},
      {"roads", roads},
      {"rivers", rivers},
      {"bridges", {{{"hex", "0304"}, {"side", "S"}, {"river", "Meuse"}, {"name", "Test bridge"}}}},
      {"places", json::array()},
      {"antwerp", {"0101", "0201", "0301"}},
      {"liege", "0108"},
      {"major_cities",
       {{"Bastogne", "0208"},
        {"Maastricht", "0308"},
        {"Givet", "0408"},
        {"Dinant", "0508"},
        {"Namur", "0608"},
        {"Huy", "0708"}}},
      {"dumps",
       {{{"name", "Liège"}, {"hex", "0108"}, {"owner", "allied"}, {"supply", 6}},
        {{"name", "Test German dump"}, {"hex", "1102"}, {"owner", "german"}, {"supply", 4}}}},
      {"german_start_zone", {"1001", "1002", "1003", "1004", "1101", "1102", "1103", "1104"}},
      {"reinforcement_areas",
       {{"allied_west", {"0101", "0102", "0103"}}, {"german_east", {"1105", "1106"}}}}};
}

// A unit on the map: {"id", side from the id's first letter (G german, else allied), class,
// strength, movement, hex}.
inline json unit(const std::string& id, const std::string& cls, int strength, int movement,
                 const std::string& hex) {
  return {
      {"id", id},     {"name", id},           {"side", id.rfind("G", 0) == 0 ? "german" : "allied"},
      {"class", cls}, {"strength", strength}, {"movement", movement},
      {"hex", hex}};
}

inline json scenario(const std::vector<json>& units, const std::string& rules = "revised") {
  json weather = json::object();
  for (int d = 16; d <= 17; ++d)
    for (const char* half : {"AM", "PM"})
      weather[fmt::format("1944-12-{} {}", d, half)] = "overcast";
  return {{"id", "test"},
          {"name", "rule test"},
          {"options", {{"rules", rules}}},
          {"first_turn", "1944-12-16 AM"},
          {"last_turn", "1944-12-17 PM"},
          {"weather", weather},
          {"air", json::object()},
          {"v2", {{"per_turn", 0}}},  // the V2 tests set their own
          {"map", test_map()},
          {"units", units}};
}

inline State position(const std::vector<json>& units, const std::string& rules = "revised",
                      uint64_t seed = 1) {
  return State(Game::load(scenario(units, rules), game_data_dir(State::kGameId)), seed);
}

// The same with fields of the scenario changed (a JSON merge patch: weather, air, v2...).
inline State position_with(const std::vector<json>& units, const json& changes) {
  json s = scenario(units);
  s.merge_patch(changes);
  return State(Game::load(s, game_data_dir(State::kGameId)), 1);
}

inline UnitId id(const State& s, const std::string& name) { return *s.game().find_unit(name); }
inline HexId hex(const State& s, const std::string& text) { return *s.game().board().find(text); }

using grognard::test::broken_rule;
using grognard::test::play;

// Ends phases until the Allies are moving.
inline void to_allied_movement(State& s) {
  while (!(s.phasing() == Side::kAllied && s.phase() == Phase::kMovement) && !s.over())
    play(s, EndPhase{});
}

// Half movement points to reach `to`, or -1.
inline int move_cost(const State& s, const std::string& unit_id, const std::string& to) {
  ReachableSet r;
  s.reachable(id(s, unit_id), r);
  auto c = r.cost(hex(s, to));
  return c ? *c : -1;
}

}  // namespace grognard::bka::test
