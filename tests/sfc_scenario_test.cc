// Struggle for the Continent scenarios that set the position (round, whose turn, nations in
// and out of the war, armies with their moves left, control, mobilisation) or change the
// map's borders: each takes effect under the rules, and each bad field is refused, named.
#include <gtest/gtest.h>

#include "sfc_fixture.h"

namespace grognard::sfc::test {
namespace {

json with_position(json position) {
  json s = scenario_1914();
  s["position"] = std::move(position);
  return s;
}

json army(const std::string& nation, const std::string& at, int count, int moves = -1) {
  json a = {{"nation", nation}, {"at", at}, {"count", count}};
  if (moves >= 0) a["moves"] = moves;
  return a;
}

json spring() {
  return {{"round", 3},
          {"team", "entente"},
          {"nation", "france"},
          {"joined", {{"central", {"sweden"}}}},
          {"out_of_war", {"belgium"}},
          {"armies",
           {army("germany", "flanders", 4), army("germany", "berlin", 3),
            army("france", "paris", 2, 1), army("france", "champagne", 3),
            army("russia", "petrograd", 5), army("sweden", "sweden", 2)}},
          {"control", {{"belgium", "central"}}},
          {"mobilised", {{"france", 42}}}};
}

TEST(SfcScenarioPosition, PlayStartsWhereThePositionSays) {
  State s(load(with_position(spring())), 1);
  EXPECT_EQ(s.phase(), Phase::kMove);
  EXPECT_EQ(s.round(), 3);
  EXPECT_EQ(s.game().teams()[s.team()].key, "entente");
  EXPECT_EQ(s.nation_to_move(), nation("france"));
  EXPECT_EQ(s.armies_of(nation("germany"), at("flanders")), 4);
  EXPECT_EQ(s.armies_of(nation("france")), 5);    // all 42 mobilised: none fresh (SFC 3.3)
  EXPECT_EQ(s.mobilised(nation("germany")), 10);  // the start's ten, at least
  // Nations at war: Sweden joined the Central Powers and plays last; Belgium is out.
  EXPECT_TRUE(s.in_war(nation("sweden")));
  EXPECT_EQ(s.game().teams()[s.team_of(nation("sweden"))].key, "central");
  EXPECT_EQ(s.team_order(s.team_of(nation("sweden"))).back(), nation("sweden"));
  EXPECT_FALSE(s.in_war(nation("belgium")));
  // Control: given, and where armies stand.
  const int central = s.team_of(nation("germany"));
  EXPECT_EQ(s.controller(at("belgium")), central);
  EXPECT_EQ(s.controller(at("flanders")), central);
  EXPECT_EQ(s.controller(at("sweden")), central);
  EXPECT_EQ(s.controller(at("paris")), s.team());
  EXPECT_TRUE(s.team_has_acted());  // an army has used a move
  EXPECT_TRUE(s.broken_invariants().empty());

  // Moves left: the Paris armies have one, the Champagne armies two (SFC 2.1).
  EXPECT_FALSE(s.validate(Move{at("paris"), at("vichy"), 2}));
  s.do_apply(Move{at("paris"), at("vichy"), 2});
  EXPECT_TRUE(s.validate(Move{at("vichy"), at("paris"), 1}));
  s.do_apply(Move{at("champagne"), at("vichy"), 3});
  EXPECT_FALSE(s.validate(Move{at("vichy"), at("paris"), 3}));
  s.do_apply(Move{at("vichy"), at("paris"), 3});
  EXPECT_TRUE(s.validate(Move{at("paris"), at("vichy"), 1}));

  const json view = s.to_json(std::nullopt);
  EXPECT_EQ(view["round"], 3);
}

TEST(SfcScenarioPosition, TheNationToMoveMobilisesAsItsTurnBegins) {
  json p = spring();
  p.erase("mobilised");
  State s(load(with_position(p)), 1);
  // France had mobilised its ten at the start; three more come to Paris (SFC 3.2).
  EXPECT_EQ(s.armies_of(nation("france"), at("paris")), 5);
  EXPECT_EQ(s.mobilised(nation("france")), 13);
}

TEST(SfcScenarioPosition, EachBadFieldIsNamed) {
  auto changed = [](const std::string& key, json value) {
    json p = spring();
    p[key] = std::move(value);
    return p;
  };
  auto with_army = [](json a) {
    json p = spring();
    p["armies"].push_back(std::move(a));
    return p;
  };
  const std::vector<std::pair<json, std::string>> cases = {
      {changed("round", 31), "scenario.position.round: 31 is outside 1..30"},
      {changed("team", "axis"), "scenario.position.team: no team 'axis'"},
      {changed("nation", "germany"),
       "scenario.position.nation: Germany is not a nation of team 'entente' in the war"},
      {changed("nation", "belgium"), "scenario.position.nation: Belgium is not a nation"},
      {changed("joined", {{"entente", {"france"}}}),
       "scenario.position.joined.entente[0]: France is already in team 'entente'"},
      {changed("out_of_war", {"spain"}),
       "scenario.position.out_of_war[0]: Spain is not in the war"},
      {with_army(army("spain", "madrid", 1)),
       "scenario.position.armies[6].nation: Spain is not in the war"},
      {with_army(army("france", "atlantis", 1)),
       "scenario.position.armies[6].at: no province 'atlantis' on this map"},
      {with_army(army("france", "paris", 0)), "scenario.position.armies[6].count: 0 is outside"},
      {with_army(army("germany", "bavaria", 1, 2)),
       "scenario.position.armies[6].moves: 2 is outside 0..0"},
      {with_army(army("russia", "flanders", 1)),
       "scenario.position.armies[6].at: armies of both teams in Flanders"},
      {with_army(army("france", "belgium", 1)),
       "scenario.position.armies[6].at: France stands in Belgium, which the position gives "
       "another team"},
      {changed("control", {{"paris", "none"}}),
       "scenario.position.control.paris: a province of a nation in a team is held by a team"},
      {changed("mobilised", {{"germany", 3}}),
       "scenario.position.mobilised.germany: 3 is outside 7..55"},
      {changed("mobilised", {{"spain", 3}}),
       "scenario.position.mobilised.spain: Spain is a neutral"},
      {changed("armies", nullptr), "scenario.position.armies: expected an array"},
      {changed("turn", 3), "scenario.position.turn: unknown field"},
  };
  for (const auto& [position, message] : cases) {
    try {
      load(with_position(position));
      ADD_FAILURE() << "accepted " << position.dump();
    } catch (const DataError& e) {
      EXPECT_NE(std::string(e.what()).find(message), std::string::npos)
          << position.dump() << " gave: " << e.what();
    }
  }
  json missing = spring();
  missing.erase("armies");
  EXPECT_THROW(load(with_position(missing)), DataError);
}

TEST(SfcScenarioMap, ABorderTakenAwayCannotBeCrossed) {
  json p = {{"team", "entente"}, {"nation", "england"}, {"armies", {army("england", "london", 3)}}};
  const State open(load(with_position(p)), 1);
  EXPECT_FALSE(open.validate(Move{at("london"), at("paris"), 1}));
  json s = with_position(p);
  s["map_changes"] = {
      {{"change", "remove_link"}, {"between", {"paris", "london"}}},
      {{"change", "add_link"}, {"between", {"london", "flanders"}}, {"kind", "sea"}}};
  const State closed(load(s), 1);
  EXPECT_FALSE(closed.game().board().adjacent(at("london"), at("paris")));
  EXPECT_TRUE(closed.validate(Move{at("london"), at("paris"), 1}));
  EXPECT_FALSE(closed.validate(Move{at("london"), at("flanders"), 1}));
}

TEST(SfcScenarioMap, BadChangesAreNamed) {
  // Ireland's borders, all taken away, leave it bordering nothing.
  const json map = read_json_file(game_data_dir("struggle-for-the-continent") / "map.json");
  json isolate = json::array();
  for (const json& link : map["links"])
    if (link["between"][0] == "ireland" || link["between"][1] == "ireland")
      isolate.push_back({{"change", "remove_link"}, {"between", link["between"]}});
  const std::vector<std::pair<json, std::string>> cases = {
      {{{{"change", "remove_link"}, {"between", {"paris", "berlin"}}}},
       "scenario.map_changes[0].between: paris and berlin do not border"},
      {{{{"change", "add_link"}, {"between", {"paris", "london"}}, {"kind", "sea"}}},
       "scenario.map_changes[0].between: paris and london already border"},
      {{{{"change", "add_link"}, {"between", {"paris", "mars"}}, {"kind", "land"}}},
       "scenario.map_changes[0].between[1]: no province 'mars' on this map"},
      {{{{"change", "add_link"}, {"between", {"paris", "madrid"}}, {"kind", "air"}}},
       "scenario.map_changes[0].kind: expected land, sea or strait"},
      {{{{"change", "add_link"}, {"between", {"paris", "madrid"}}}},
       "scenario.map_changes[0]: missing field 'kind'"},
      {isolate, "ireland borders no other province"},
  };
  for (const auto& [changes, message] : cases) {
    json s = scenario_1914();
    s["map_changes"] = changes;
    try {
      load(s);
      ADD_FAILURE() << "accepted " << changes.dump();
    } catch (const DataError& e) {
      EXPECT_NE(std::string(e.what()).find(message), std::string::npos)
          << changes.dump() << " gave: " << e.what();
    }
  }
}

TEST(SfcScenarioMap, AScenarioCarriesItsOwnMap) {
  json s = scenario_1914();
  s["map"] = read_json_file(game_data_dir("struggle-for-the-continent") / "map.json");
  EXPECT_EQ(load(s)->board().size(), europe()->board().size());
  s["map"]["links"][0]["between"][1] = "atlantis";
  try {
    load(s);
    ADD_FAILURE() << "accepted a link to atlantis";
  } catch (const DataError& e) {
    EXPECT_STREQ(e.what(), "scenario.map.links[0].between[1]: no province 'atlantis' on this map");
  }
}

}  // namespace
}  // namespace grognard::sfc::test
