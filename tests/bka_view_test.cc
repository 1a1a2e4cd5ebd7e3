// What a Blitzkrieg at the Ardennes seat is shown (revised: HIDDEN UNITS, AIR
// RECONNAISSANCE, UNCERTAINTY OF INTELLIGENCE, INFILTRATORS), on the map of bka_fixture.h.
#include <gtest/gtest.h>

#include <algorithm>

#include "bka_fixture.h"

namespace grognard::bka::test {
namespace {

constexpr int kGerman = 0, kAllied = 1;

const json* unit_in(const json& view, const std::string& id) {
  for (const json& u : view["units"])
    if (u["id"] == id) return &u;
  return nullptr;
}

bool mentions(const json& j, const std::string& text) {
  return j.dump().find("\"" + text + "\"") != std::string::npos;
}

json all_clear() {
  json weather = json::object();
  for (int d = 16; d <= 17; ++d)
    for (const char* half : {"AM", "PM"}) weather[fmt::format("1944-12-{} {}", d, half)] = "clear";
  return {{"weather", weather}};
}

TEST(BkaView, BKA_HiddenUnits_TheViewLeavesOutWhatTheSeatCannotSee) {
  State s =
      position({unit("G1", "infantry", 5, 4, "1001"), unit("GX", "infiltrator", 0, 10, "0902"),
                unit("A1", "infantry", 5, 4, "0503"), unit("A3", "infantry", 5, 4, "0601")});
  const json german = s.view_for(kGerman).to_json(kGerman);
  EXPECT_EQ(unit_in(german, "A1"), nullptr);
  EXPECT_FALSE(mentions(german, "A1"));  // not even that it exists
  EXPECT_NE(unit_in(german, "A3"), nullptr);
  const json allied = s.view_for(kAllied).to_json(kAllied);
  EXPECT_NE(unit_in(allied, "A1"), nullptr);
  EXPECT_FALSE(mentions(allied, "GX"));  // "INFILTRATORS - Are always invisible to the enemy"
  // A spectator sees what both sides see of each other.
  const json spectator = s.public_view().to_json(std::nullopt);
  EXPECT_FALSE(mentions(spectator, "A1"));
  EXPECT_FALSE(mentions(spectator, "GX"));
  EXPECT_NE(unit_in(spectator, "G1"), nullptr);
  // The German moves are listed as the Germans know the map: nothing names A1.
  for (const Action& a : s.view_for(kGerman).legal_actions())
    EXPECT_FALSE(mentions(s.action_json(a), "A1"));
}

TEST(BkaView, BKA_UncertaintyOfIntelligence_EnemyStrengthShownAsARangeNeverTheValue) {
  // G1 (strength 7) in the forest 0503, seen by A1 beside it; G2 (6) in the open.
  const std::vector<json> units = {unit("G1", "infantry", 7, 4, "0503"),
                                   unit("G2", "infantry", 6, 4, "0801"),
                                   unit("A1", "infantry", 5, 4, "0502")};
  State s = position(units);
  const json allied = s.view_for(kAllied).to_json(kAllied);
  const json* g1 = unit_in(allied, "G1");
  ASSERT_NE(g1, nullptr);
  EXPECT_FALSE(g1->contains("strength"));
  const int low = (*g1)["strength_range"][0], high = (*g1)["strength_range"][1];
  EXPECT_EQ(high - low, 4);  // rules.json: forest 4
  EXPECT_LE(low, 7);
  EXPECT_GE(high, 7);
  EXPECT_EQ((*unit_in(allied, "G2"))["strength"], 6);  // plain: 0, exact
  EXPECT_EQ((*unit_in(s.view_for(kGerman).to_json(kGerman), "G1"))["strength"], 7);
  // "These uncertainties can be set in a screen": a scenario option.
  State exact = position_with(units, {{"options", {{"uncertainty", {{"forest", 0}}}}}});
  EXPECT_EQ((*unit_in(exact.view_for(kAllied).to_json(kAllied), "G1"))["strength"], 7);
  // The original rules show every strength.
  State original = position(units, "original");
  EXPECT_EQ((*unit_in(original.view_for(kAllied).to_json(kAllied), "G1"))["strength"], 7);
}

TEST(BkaView, BKA_UncertaintyOfIntelligence_TheRangeTellsNothingMoreOnAnotherLook) {
  // The true value's place in the range is fixed per unit and strength: moving the unit to
  // another forest shows the same range.
  // A1 sees G1 in the forest 0503, A2 (across the river) the forest 0504 beside it.
  State s = position({unit("G1", "infantry", 7, 4, "0503"), unit("A1", "infantry", 5, 4, "0502"),
                      unit("A2", "infantry", 5, 4, "0505")});
  const json first = (*unit_in(s.view_for(kAllied).to_json(kAllied), "G1"))["strength_range"];
  ASSERT_TRUE(first.is_array());
  play(s, Move{id(s, "G1"), hex(s, "0504")});
  const json view = s.view_for(kAllied).to_json(kAllied);
  const json* again = unit_in(view, "G1");
  ASSERT_NE(again, nullptr);
  EXPECT_EQ((*again)["strength_range"], first);
}

TEST(BkaView, BKA_UncertaintyOfIntelligence_OptionsAreCheckedWithTheirPlace) {
  EXPECT_THROW(
      {
        try {
          position_with({}, {{"options", {{"uncertainty", {{"swamp", 2}}}}}});
        } catch (const DataError& e) {
          EXPECT_NE(std::string(e.what()).find("scenario.options.uncertainty.swamp"),
                    std::string::npos)
              << e.what();
          throw;
        }
      },
      DataError);
  EXPECT_THROW(position_with({}, {{"options", {{"uncertainty", {{"forest", 21}}}}}}), DataError);
  json original = scenario({}, "original");
  original["options"]["uncertainty"] = {{"forest", 2}};
  EXPECT_THROW(Game::load(original, game_data_dir(State::kGameId)), DataError);
}

TEST(BkaView, BKA_AirReconnaissance_InClearWeatherFindsHiddenUnitsButNotInfiltrators) {
  // "AIR RECONNAISSANCE - During clear weather you may search for hidden units (except
  // infiltrators)."
  const std::vector<json> units = {unit("G1", "infantry", 5, 4, "0503"),
                                   unit("GX", "infiltrator", 0, 10, "0504"),
                                   unit("A1", "infantry", 5, 4, "0108")};
  State s = position_with(units, all_clear());
  to_allied_movement(s);
  ASSERT_TRUE(s.hidden_from(id(s, "G1"), Side::kAllied));
  EXPECT_EQ(s.searches_left(), 1);
  const auto legal = s.view_for(kAllied).legal_actions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), Action{Search{hex(s, "0503")}}), legal.end());
  const Events events = play(s, Search{hex(s, "0503")});
  EXPECT_FALSE(s.hidden_from(id(s, "G1"), Side::kAllied));
  EXPECT_TRUE(s.hidden_from(id(s, "GX"), Side::kAllied));
  EXPECT_NE(unit_in(s.view_for(kAllied).to_json(kAllied), "G1"), nullptr);
  // One search a turn (rules.json), and what it found is the searcher's alone.
  EXPECT_EQ(broken_rule(s, Search{hex(s, "0704")}), "BKA Air reconnaissance");
  EXPECT_EQ(s.events_for(events, kAllied).size(), 1u);
  EXPECT_TRUE(s.events_for(events, kGerman).empty());
  // Not in overcast weather.
  State overcast = position(units);
  to_allied_movement(overcast);
  EXPECT_EQ(broken_rule(overcast, Search{hex(overcast, "0503")}), "BKA Air reconnaissance");
}

TEST(BkaView, BKA_HiddenUnits_NoEventTellsTheEnemyWhereAUnitWentToHide) {
  // G1 leaves the open for the forest 0503, out of the Allies' sight.
  State s = position({unit("G1", "infantry", 5, 4, "0602"), unit("A1", "infantry", 5, 4, "0801")});
  ASSERT_FALSE(s.hidden_from(id(s, "G1"), Side::kAllied));
  const Events events = play(s, Move{id(s, "G1"), hex(s, "0503")});
  ASSERT_TRUE(s.hidden_from(id(s, "G1"), Side::kAllied));
  EXPECT_FALSE(mentions(json(s.events_for(events, kAllied)), "0503"));
  EXPECT_FALSE(mentions(json(s.events_for(events, std::nullopt)), "0503"));
  EXPECT_TRUE(mentions(json(s.events_for(events, kGerman)), "0503"));
}

TEST(BkaView, BKA_Menu_ArtilleryTargetsArePlansTheEnemyDoesNotRead) {
  State s = position({unit("GG", "artillery", 6, 2, "0802"), unit("A2", "infantry", 5, 4, "0601")});
  const Events events = play(s, Target{id(s, "GG"), id(s, "A2")});
  EXPECT_TRUE(s.events_for(events, kAllied).empty());
  EXPECT_EQ(s.events_for(events, kGerman).size(), 1u);
  EXPECT_TRUE(s.view_for(kAllied).to_json(kAllied)["aims"].empty());
  EXPECT_EQ(s.view_for(kGerman).to_json(kGerman)["aims"].size(), 1u);
}

TEST(BkaView, BKA_Codec_EveryLegalActionRoundTripsThroughJson) {
  State s = position({unit("G1", "infantry", 12, 4, "0502"), unit("GG", "artillery", 6, 2, "0802"),
                      unit("A1", "infantry", 6, 4, "0602")});
  const auto legal = s.legal_actions();
  ASSERT_GT(legal.size(), 10u);
  for (const Action& a : legal) EXPECT_EQ(s.parse_action(s.action_json(a)), a);
  EXPECT_THROW(s.parse_action(json{{"type", "fly"}}), DataError);
  EXPECT_THROW(s.parse_action(json{{"type", "move"}, {"unit", "NOBODY"}, {"to", "0101"}}),
               DataError);
}

}  // namespace
}  // namespace grognard::bka::test
