// A designer's Decisive Battles scenario (docs/scenarios.md): map_changes and a position, each
// refused with the place at fault when it is wrong.
#include <gtest/gtest.h>

#include "db_fixture.h"
#include "support/data_error_of.h"

namespace grognard::decisive {
namespace {

json henry_hill_base() {
  return read_json_file(game_data_dir(Game::kGameId) / "scenarios" / "first-bull-run.json");
}

std::shared_ptr<const Game> with(const json& patch) {
  json s = henry_hill_base();
  s.merge_patch(patch);
  return Game::load(s, game_data_dir(Game::kGameId));
}

std::string error_of(const json& patch) {
  return data_error_of([&] { with(patch); });
}

TEST(DbOpening, MapChangesSetTerrainAndFortifications) {
  const auto g = with({{"map_changes",
                        {{{"change", "terrain"}, {"hex", "0630"}, {"terrain", "woods"}},
                         {{"change", "fortification"}, {"hex", "0630"}, {"value", 3}},
                         {{"change", "fortification"}, {"hex", "2332"}, {"value", 0}}}}});
  const HexId h = *g->board().find("0630");
  EXPECT_EQ(g->battlefield().terrain(h), "woods");
  EXPECT_EQ(g->terrain(h).cover, 5);
  EXPECT_EQ(g->battlefield().fortification(h), 3);
  EXPECT_EQ(g->battlefield().fortification(*g->board().find("2332")), 0);
  EXPECT_EQ(
      error_of({{"map_changes", {{{"change", "terrain"}, {"hex", "0630"}, {"terrain", "lava"}}}}}),
      "scenario.map_changes[0].terrain: 'lava' is not a terrain of rules.json (clear, hill, "
      "light_woods, swamp, thicket, town, water, wooded_hill, woods)");
  EXPECT_NE(
      error_of({{"map_changes", {{{"change", "fortification"}, {"hex", "0630"}, {"value", 4}}}}})
          .find("scenario.map_changes[0].value"),
      std::string::npos);
}

TEST(DbOpening, APositionStartsAtItsHourWithItsUnitsAndCommands) {
  const auto g = with(
      {{"position",
        {{"time", "1861-07-21T13:00"},
         {"units",
          {{{"unit", "JACKSON"}, {"hex", "1014"}},
           {{"unit", "BEE"}, {"hex", "1115"}, {"men", 1100}, {"cohesion", 2}}}},
         {"gone", {"EVANS"}},
         {"commands", {{{"hq", "HEINTZ"}, {"command", "offensive"}, {"objectives", {"1014"}}}}}}}});
  State s(g, 3);
  EXPECT_EQ(s.hour().time, "1861-07-21T13:00");
  const UnitState& jackson = s.unit(*g->find_unit("JACKSON"));
  EXPECT_EQ(g->board().label_text(jackson.hex), "1014");
  const UnitState& bee = s.unit(*g->find_unit("BEE"));
  EXPECT_EQ(bee.men, 1100);
  EXPECT_EQ(bee.cohesion, 2);
  EXPECT_TRUE(bee.shattered);  // cohesion 2 shatters a brigade
  EXPECT_EQ(s.unit(*g->find_unit("EVANS")).where, Where::kGone);
  // Heintzelman's division, due at 11:00, is on the map, and on the offensive.
  const UnitState& heintz = s.unit(*g->find_unit("HEINTZ"));
  EXPECT_EQ(heintz.where, Where::kOnMap);
  EXPECT_EQ(heintz.command, Command::kOffensive);
  ASSERT_EQ(s.objectives_left(*g->find_unit("HEINTZ")).size(), 1u);
  // Elzey, due at 14:00, is not.
  EXPECT_EQ(s.unit(*g->find_unit("ELZEY")).where, Where::kWaiting);
}

TEST(DbOpening, EveryMistakeIsNamedWhereItIs) {
  auto at = [](const json& position) { return error_of({{"position", position}}); };
  EXPECT_EQ(at({{"time", "1861-07-21T04:00"}}),
            "scenario.position.time: '1861-07-21T04:00' is not an hour of the battle "
            "(1861-07-21T05:00 to 1861-07-21T19:00)");
  EXPECT_EQ(at({{"units", {{{"unit", "NOBODY"}, {"hex", "1014"}}}}}),
            "scenario.position.units[0].unit: no unit 'NOBODY' in this battle");
  EXPECT_EQ(at({{"units", {{{"unit", "ELZEY"}, {"hex", "1014"}}}}}),
            "scenario.position.units[0].unit: ELZEY arrives at 1861-07-21T14:00, after the "
            "position's hour");
  EXPECT_EQ(
      at({{"units", {{{"unit", "JACKSON"}, {"hex", "1014"}}, {{"unit", "BEE"}, {"hex", "1014"}}}}}),
      "scenario.position.units[1].hex: JACKSON and BEE in 1014: one brigade a hex");
  EXPECT_EQ(at({{"units",
                 {{{"unit", "JACKSON"}, {"hex", "1014"}}, {{"unit", "KEYES"}, {"hex", "1014"}}}}}),
            "scenario.position.units[1].hex: units of both sides in 1014");
  EXPECT_EQ(at({{"units", {{{"unit", "JACKSON"}, {"hex", "1014"}}}}, {"gone", {"JACKSON"}}}),
            "scenario.position.units[0].unit: JACKSON is named twice in the position");
  EXPECT_EQ(at({{"gone", {"CSAMAN"}}}),
            "scenario.position.gone[0]: CSAMAN is an army HQ: it cannot be gone");
  EXPECT_EQ(at({{"units", {{{"unit", "TYLER"}, {"hex", "1709"}, {"men", 100}}}}}),
            "scenario.position.units[0]: TYLER is an HQ: it has no men, cohesion or shattering "
            "of its own here");
  EXPECT_EQ(at({{"commands",
                 {{{"hq", "TYLER"}, {"command", "defensive"}, {"objectives", json::array()}}}}}),
            "scenario.position.commands[0].objectives: offensive: one or two objectives; "
            "defensive: one; reserve: none");
  EXPECT_EQ(
      at({{"commands", {{{"hq", "TYLER"}, {"command", "offensive"}, {"objectives", {"0630"}}}}}}),
      "scenario.position.commands[0].objectives[0]: 0630 is not an objective of the "
      "scenario");
  EXPECT_EQ(at({{"commands", {{{"hq", "KEYES"}, {"command", "reserve"}}}}}),
            "scenario.position.commands[0].hq: KEYES is not a corps or division HQ");
}

}  // namespace
}  // namespace grognard::decisive
