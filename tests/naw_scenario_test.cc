// Napoleon at Waterloo scenarios that set the position (turn, phase, losses, exits,
// demoralization) or carry their own map: each field takes effect under the rules, and each
// bad one is refused with an error naming its place.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "naw_fixture.h"

namespace grognard::naw::test {
namespace {

json scenario(const std::vector<json>& units, json position = nullptr) {
  json s = {{"id", "test"}, {"name", "position test"}, {"turns", 10}, {"units", units}};
  if (!position.is_null()) s["position"] = std::move(position);
  return s;
}

std::shared_ptr<const Game> load(const json& s) {
  return Game::load(s, game_data_dir("napoleon-at-waterloo"));
}

// F2 stands in the zone of control of the British A2, next to the big A1 (95 points).
std::vector<json> contact() {
  return {unit("F2", "infantry", 4, 4, "0613"), unit("F3", "infantry", 4, 4, "0312"),
          unit("A1", "infantry", 95, 4, "0614"), unit("A2", "infantry", 4, 4, "0712"),
          unit("P1", "infantry", 4, 4, "0311")};
}

TEST(NawScenarioPosition, TurnSideAndPhaseAreWherePlayStarts) {
  State s(load(scenario(contact(), {{"turn", 7}, {"side", "allied"}, {"phase", "bombardment"}})),
          1);
  EXPECT_EQ(s.turn(), 7);
  EXPECT_EQ(s.phasing(), Side::kAllied);
  EXPECT_EQ(s.phase(), Phase::kBombardment);
  const json view = s.to_json(std::nullopt);
  EXPECT_EQ(view["turn"], 7);
  EXPECT_EQ(view["phasing"], "allied");
  EXPECT_EQ(view["phase"], "bombardment");
  EXPECT_EQ(view["to_move"], "allied");
  // Two passes end turn 7 (bombardment, assault); turn 8 begins with the French moving.
  play(s, Pass{});
  play(s, Pass{});
  EXPECT_EQ(s.turn(), 8);
  EXPECT_EQ(s.phasing(), Side::kFrench);
  EXPECT_EQ(s.phase(), Phase::kMovement);
}

TEST(NawScenarioPosition, EliminatedUnitsAreLossesAndDemoralizeAtOnce) {
  // Without the position F2 is held by the British zone; with A1 eliminated the Allies have
  // lost 95 points, are demoralized, and F2 leaves as cavalry does, paying 1 + 1
  // (NAW Demoralization (2)); its strength doubles.
  const State before(load(scenario(contact())), 1);
  EXPECT_EQ(move_cost(before, "F2", "0513"), -1);
  const State s(load(scenario(contact(), {{"turn", 2}, {"eliminated", {"A1"}}})), 1);
  EXPECT_EQ(s.losses(Side::kAllied), 95);
  EXPECT_EQ(s.losses(Side::kFrench), 0);
  ASSERT_EQ(s.demoralized(), Side::kAllied);
  EXPECT_FALSE(s.on_map(id(s, "A1")));
  EXPECT_EQ(move_cost(s, "F2", "0513"), 2);
  EXPECT_EQ(s.attack_strength(id(s, "F2")), 8);
  EXPECT_EQ(s.to_json(std::nullopt)["demoralized"], "allied");
  EXPECT_TRUE(s.broken_invariants().empty());
}

TEST(NawScenarioPosition, ExitedUnitsCountForVictory) {
  const State s(load(scenario(contact(), {{"exited", {"F3"}}, {"losses", {{"allied", 0}}}})), 1);
  EXPECT_EQ(s.exited_combat_units(), 1);
  EXPECT_FALSE(s.on_map(id(s, "F3")));
  EXPECT_EQ(s.to_json(std::nullopt)["exited"], 1);
  EXPECT_EQ(s.losses(Side::kFrench), 0);  // an exit is not a loss
}

TEST(NawScenarioPosition, EachBadFieldIsNamed) {
  const std::vector<std::pair<json, std::string>> cases = {
      {{{"turn", 11}}, "scenario.position.turn: 11 is outside 1..10"},
      {{{"side", "prussian"}}, "scenario.position.side: expected \"french\" or \"allied\""},
      {{{"phase", "over"}}, "scenario.position.phase: expected \"movement\""},
      {{{"phase", "lunch"}}, "scenario.position.phase: expected \"movement\""},
      {{{"eliminated", {"FR-99"}}}, "scenario.position.eliminated[0]: no unit 'FR-99'"},
      {{{"eliminated", {"A2", "A2"}}}, "scenario.position.eliminated[1]: 'A2' is listed twice"},
      {{{"exited", {"A2"}}}, "scenario.position.exited[0]: A2 is allied"},
      {{{"exited", {"F3"}}, {"eliminated", {"F3"}}}, "scenario.position.exited[0]: F3 is also"},
      {{{"eliminated", {"A2"}}, {"losses", {{"allied", 50}}}},
       "scenario.position.losses.allied: 50 but the eliminated allied units' strength totals 4"},
      {{{"losses", {{"british", 0}}}}, "scenario.position.losses.british: unknown field"},
      {{{"demoralized", "french"}}, "scenario.position.demoralized: the french side has lost 0"},
      {{{"eliminated", {"A1"}}, {"demoralized", nullptr}},
       "scenario.position.demoralized: a side has lost 90 or more"},
      {{{"turns", 3}}, "scenario.position.turns: unknown field"},
  };
  for (const auto& [position, message] : cases) {
    try {
      load(scenario(contact(), position));
      ADD_FAILURE() << "accepted " << position.dump();
    } catch (const DataError& e) {
      EXPECT_NE(std::string(e.what()).find(message), std::string::npos)
          << position.dump() << " gave: " << e.what();
    }
  }
}

TEST(NawScenarioMap, ChangesTakeEffect) {
  json s = scenario(contact());
  // 0513 is clear: one to enter. As woods it costs four (rules.json); F3 reaches 0413 in one.
  const HexId clear = *load(s)->board().find("0513");
  EXPECT_EQ(load(s)->terrain(clear).move_cost, 1);
  s["map_changes"] = {{{"change", "terrain"}, {"hex", "0513"}, {"terrain", "woods"}}};
  EXPECT_EQ(load(s)->terrain(clear).move_cost, 4);

  // The road into Hougoumont wood (1014) from its north-west: taken away, the wood costs four.
  json road = scenario({unit("F1", "infantry", 4, 6, "1014")});
  const State with_road(load(road), 1);
  const HexId wood = hex(with_road, "1014");
  const HexId nw = *with_road.game().board().neighbour(wood, Direction::NW);
  const std::string from = with_road.game().board().label_text(nw);
  road["units"][0]["hex"] = from;
  EXPECT_EQ(move_cost(State(load(road), 1), "F1", "1014"), 1);
  road["map_changes"] = {{{"change", "remove_road"}, {"hex", "1014"}, {"side", "NW"}}};
  EXPECT_EQ(move_cost(State(load(road), 1), "F1", "1014"), 4);
  road["map_changes"].push_back({{"change", "add_road"}, {"hex", from}, {"side", "SE"}});
  EXPECT_EQ(move_cost(State(load(road), 1), "F1", "1014"), 1);
}

TEST(NawScenarioMap, BadChangesAreNamed) {
  const std::vector<std::pair<json, std::string>> cases = {
      {{{"change", "flood"}, {"hex", "0513"}},
       "scenario.map_changes[0].change: no map change 'flood' (known: terrain, add_road, "
       "remove_road)"},
      {{{"change", "terrain"}, {"hex", "9999"}, {"terrain", "woods"}},
       "scenario.map_changes[0].hex: '9999' is not a hex on the 27x22 map"},
      {{{"change", "terrain"}, {"hex", "0513"}, {"terrain", "lava"}},
       "scenario.map_changes[0].terrain: no terrain 'lava' in rules.json"},
      {{{"change", "terrain"}, {"hex", "0513"}},
       "scenario.map_changes[0]: missing field 'terrain'"},
      {{{"change", "terrain"}, {"hex", "0513"}, {"terrain", "woods"}, {"height", 2}},
       "scenario.map_changes[0].height: unknown field for a 'terrain' change"},
      {{{"change", "remove_road"}, {"hex", "0513"}, {"side", "N"}},
       "scenario.map_changes[0]: no road crosses the N side of 0513"},
      {{{"change", "add_road"}, {"hex", "0513"}, {"side", "E"}},
       "scenario.map_changes[0].side: expected"},
  };
  for (const auto& [change, message] : cases) {
    json s = scenario(contact());
    s["map_changes"] = json::array({change});
    try {
      load(s);
      ADD_FAILURE() << "accepted " << change.dump();
    } catch (const DataError& e) {
      EXPECT_NE(std::string(e.what()).find(message), std::string::npos)
          << change.dump() << " gave: " << e.what();
    }
  }
}

json small_map() {
  return {{"columns", 6},
          {"rows", 5},
          {"default_terrain", "clear"},
          {"terrain", {{"woods", {"0303"}}}},
          {"roads", json::array()},
          {"french_exit_hexes", {"0301"}},
          {"prussian_entry_hexes", {"0605"}}};
}

TEST(NawScenarioMap, AScenarioCarriesItsOwnMap) {
  json s = scenario({unit("F1", "infantry", 4, 4, "0202"), unit("A1", "infantry", 4, 4, "0505")});
  s["map"] = small_map();
  const auto game = load(s);
  EXPECT_EQ(game->board().columns(), 6);
  EXPECT_EQ(game->board().rows(), 5);
  EXPECT_EQ(game->terrain(*game->board().find("0303")).move_cost, 4);

  // Errors in it name the scenario's map.
  json bad = s;
  bad["map"]["french_exit_hexes"] = {"0303"};
  EXPECT_THROW(
      {
        try {
          load(bad);
        } catch (const DataError& e) {
          EXPECT_STREQ(e.what(), "scenario.map.french_exit_hexes[0]: not a map-edge hex");
          throw;
        }
      },
      DataError);
  bad = s;
  bad["units"][0]["hex"] = "1213";  // on Waterloo's map, not on this one
  EXPECT_THROW(load(bad), DataError);
}

TEST(NawScenarioMap, TheCacheKeepsTheShippedMapApart) {
  const GameEntry& entry = *find_game("napoleon-at-waterloo");
  const json shipped = entry.load_scenario("waterloo");
  auto columns = [&](const json& scenario) {
    const auto session = entry.start(scenario, 1);
    return dynamic_cast<const TypedSession<State>&>(*session).state().game().board().columns();
  };
  EXPECT_EQ(columns(shipped), 27);
  json own = scenario({unit("F1", "infantry", 4, 4, "0202"), unit("A1", "infantry", 4, 4, "0505")});
  own["map"] = small_map();
  EXPECT_EQ(columns(own), 6);
  own["id"] = "waterloo";  // the same id names nothing: the whole text is the key
  EXPECT_EQ(columns(own), 6);
  EXPECT_EQ(columns(shipped), 27);
}

}  // namespace
}  // namespace grognard::naw::test
