// Blitzkrieg at the Ardennes before and after play: the customisation screen as scenario
// options (BKA CUSTOMISATION, the revised UNCERTAINTY OF INTELLIGENCE settings) and the rating
// on quitting (BKA QUIT, Victory conditions).
#include <gtest/gtest.h>

#include <algorithm>

#include "bka_fixture.h"
#include "core/registry.h"
#include "games/blitzkrieg-ardennes/customisation.h"
#include "io/scenario_files.h"

namespace grognard::bka::test {
namespace {

std::string refusal(const json& changes) {
  try {
    position_with({}, changes);
  } catch (const DataError& e) {
    return e.what();
  }
  return "";
}

TEST(BkaOptions, BKA_Customisation_FeaturesToAdjustForBalance) {
  // "Before the simulation starts, you will be given a choice of features to adjust for
  // balance. If default conditions are desired, simply select OK."
  const json clear_morning = {{"weather", {{"1944-12-16 AM", "clear"}}},
                              {"air", {{"allied", {{"1944-12-16 AM", 2}}}}}};
  State plain = position_with({}, clear_morning);
  EXPECT_EQ(plain.game().air_units(Side::kAllied, 0), 2);
  EXPECT_EQ(plain.game().dumps()[1].supply, 4);  // the German dump of the test map

  json changes = clear_morning;
  changes["options"] = {{"allied_air_percent", 150},
                        {"german_fuel", 1},
                        {"v2_per_turn", 3},
                        {"searches_per_turn", 2},
                        {"hidden_units", false}};
  State adjusted = position_with({unit("A1", "infantry", 5, 4, "0503")}, changes);
  EXPECT_EQ(adjusted.game().air_units(Side::kAllied, 0), 3);
  EXPECT_EQ(adjusted.game().dumps()[1].supply, 5);
  EXPECT_EQ(adjusted.game().dumps()[0].supply, 6);  // the Allied dump is untouched
  EXPECT_EQ(adjusted.game().v2_per_turn(), 3);
  EXPECT_EQ(adjusted.game().revisions().searches_per_turn, 2);
  EXPECT_FALSE(adjusted.hidden_from(id(adjusted, "A1"), Side::kGerman));
}

// The catalog's options (what the lobby and `grognard new --options` offer) are those the game
// reads: each default is the shipped game's own value, and each bound is accepted.
TEST(BkaOptions, BKA_Customisation_TheCatalogsDefaultsAreTheShippedGamesOwn) {
  const json shipped = load_scenario_file(State::kGameId, "wacht-am-rhein");
  const auto dir = game_data_dir(State::kGameId);
  const auto plain = Game::load(shipped, dir);
  json defaults = json::object();
  for (const json& option : customisation_options()) defaults[option["key"]] = option["default"];
  const auto chosen = Game::load(with_options(shipped, defaults), dir);
  EXPECT_EQ(chosen->rule_set(), plain->rule_set());
  EXPECT_EQ(chosen->revisions().hidden_units, plain->revisions().hidden_units);
  EXPECT_EQ(chosen->revisions().searches_per_turn, plain->revisions().searches_per_turn);
  for (int t = 0; t < kTerrains; ++t)
    EXPECT_EQ(chosen->revisions().uncertainty[t], plain->revisions().uncertainty[t]) << t;
  EXPECT_EQ(chosen->v2_per_turn(), plain->v2_per_turn());
  for (int turn = 0; turn < plain->turns(); ++turn)
    EXPECT_EQ(chosen->air_units(Side::kAllied, turn), plain->air_units(Side::kAllied, turn));
  for (size_t d = 0; d < plain->dumps().size(); ++d)
    EXPECT_EQ(chosen->dumps()[d].supply, plain->dumps()[d].supply);
  EXPECT_EQ(State(chosen, 5).hash(), State(plain, 5).hash());

  for (const json& option : customisation_options()) {
    if (option["kind"] != "int") continue;
    for (const char* bound : {"min", "max"}) {
      SCOPED_TRACE(option["key"].get<std::string>() + " " + bound);
      EXPECT_NO_THROW(Game::load(with_options(shipped, {{option["key"], option[bound]}}), dir));
    }
    EXPECT_THROW(
        Game::load(with_options(shipped, {{option["key"], option["max"].get<int>() + 1}}), dir),
        DataError);
  }
}

TEST(BkaOptions, BKA_Customisation_AWrongChoiceIsRefusedWithItsPlace) {
  EXPECT_NE(refusal({{"options", {{"german_fuel", 9}}}}).find("scenario.options.german_fuel"),
            std::string::npos);
  EXPECT_NE(refusal({{"options", {{"more_tanks", true}}}}).find("more_tanks"), std::string::npos);
  EXPECT_NE(refusal({{"options", {{"rules", "original"}, {"hidden_units", true}}}})
                .find("belongs to the revised rules"),
            std::string::npos);
}

TEST(BkaOptions, BKA_Quit_EndsTheGameTheQuitterLosesBothSidesRated) {
  // "QUIT: Ends the simulation." "Although a player may decide to quit they will receive a
  // rating based upon their performance to that point."
  State s = position({unit("G1", "infantry", 5, 4, "1001"), unit("A1", "infantry", 5, 4, "0503")});
  const auto legal = s.legal_actions();
  EXPECT_EQ(std::count(legal.begin(), legal.end(), Action{Quit{}}), 0);  // never offered
  play(s, Quit{});
  EXPECT_TRUE(s.over());
  const json result = s.result();
  EXPECT_EQ(result["winner"], "allied");
  EXPECT_EQ(result["reason"], "quit");
  EXPECT_EQ(result["rating"]["german"].get<int>() + result["rating"]["allied"].get<int>(), 100);
}

TEST(BkaOptions, BKA_Quit_TheRatingCountsWhatIsHeld) {
  // Liège (0108) held is worth 6, and its dump taken from the Allies 3 more.
  State away = position({unit("G1", "infantry", 5, 4, "1001")});
  State in_liege = position({unit("G1", "infantry", 5, 4, "0108")});
  EXPECT_EQ(in_liege.german_rating() - away.german_rating(), 9);
}

}  // namespace
}  // namespace grognard::bka::test
