// Struggle for the Continent's data as the rules read it: nations, armies and attack values
// (SFC 3.1, 4.3, 4.5), provinces and capitals (1.2, 1.5, 3.4), teams and their leaders (1.4,
// 5.4), and located errors in a designer's scenario.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/registry.h"
#include "core/rules_error.h"
#include "games/struggle-for-the-continent/game.h"
#include "io/data_dir.h"

namespace grognard::sfc {
namespace {

json august_1914() {
  return read_json_file(game_data_dir("struggle-for-the-continent") / "scenarios" / "1914.json");
}

std::shared_ptr<const Game> load(const json& scenario) {
  return Game::load(scenario, game_data_dir("struggle-for-the-continent"));
}

const Nation& nation_named(const Game& g, const char* key) { return g.nation(*g.find_nation(key)); }
AreaId area(const Game& g, const char* key) { return *g.board().find(key); }

TEST(SfcGame, SFC_3_1_And_4_3_NationsArmiesAndAttackValues) {
  const auto g = load(august_1914());
  EXPECT_EQ(g->nation_count(), 19);
  EXPECT_EQ(nation_named(*g, "germany").attack, 5);  // 4.3
  EXPECT_EQ(nation_named(*g, "france").attack, 4);
  EXPECT_EQ(nation_named(*g, "england").attack, 3);
  EXPECT_EQ(nation_named(*g, "austria").attack, 2);  // 4.5
  EXPECT_EQ(nation_named(*g, "russia").attack, 1);
  EXPECT_EQ(nation_named(*g, "rumania").attack, 2);
  EXPECT_EQ(nation_named(*g, "italy").start_armies, 6);  // 3.1: "Italy six, Austria nine"
  EXPECT_EQ(nation_named(*g, "austria").start_armies, 9);
  for (int i = 0; i < g->nation_count(); ++i) {
    const Nation& n = g->nation(NationId{static_cast<uint8_t>(i)});
    EXPECT_LE(n.start_armies, n.total) << n.key;  // 3.3: the start counts in the total
    EXPECT_EQ(g->province(n.capital).owner, NationId{static_cast<uint8_t>(i)}) << n.key;
    EXPECT_TRUE(g->province(n.capital).capital) << n.key;
  }
}

TEST(SfcGame, SFC_1_5_MontenegroIsPartOfSerbia) {
  const auto g = load(august_1914());
  EXPECT_EQ(g->province(area(*g, "montenegro")).owner, *g->find_nation("serbia"));
  EXPECT_EQ(g->province(area(*g, "alsace")).owner, *g->find_nation("germany"));
  EXPECT_EQ(g->province(area(*g, "transylvania")).owner, *g->find_nation("austria"));
}

TEST(SfcGame, SFC_1_4_And_5_4_TeamsMoveInOrderBehindTheirLeader) {
  const auto g = load(august_1914());
  ASSERT_EQ(g->teams().size(), 2u);
  const Team& first = g->teams()[g->first_team()];
  EXPECT_EQ(first.key, "central");
  EXPECT_EQ(g->nation(first.order.front()).key, "germany");  // the group leader
  EXPECT_EQ(g->teams()[1 - g->first_team()].order.size(), 8u);
  EXPECT_FALSE(nation_named(*g, "spain").team);
  EXPECT_EQ(nation_named(*g, "rumania").team, 1 - g->first_team());  // with Russia, as in 4.5
}

// SFC 1.3: "equality among players is not necessary": the teams differ in size (four Central
// Powers, eight Entente nations), and a team's nations may be played by one player or by many.
TEST(SfcGame, SFC_1_3_TeamsNeedNotBeEqualInPlayers) {
  const GameEntry& entry = *find_game("struggle-for-the-continent");
  const Seating seating = entry.seating(entry.load_scenario("1914"));
  std::map<std::string, size_t> team_size;
  for (const SeatTeam& t : seating.teams) team_size[t.id] = t.seats.size();
  EXPECT_EQ(team_size["central"], 4u);
  EXPECT_EQ(team_size["entente"], 8u);
  // One computer player for the whole Central team, one per Entente nation but Russia's.
  const auto agents = agents_per_seat(
      {"central=heuristic", "entente=random", "neutral=random", "russia=heuristic"}, seating);
  ASSERT_EQ(agents.size(), seating.seats.size());
  std::map<std::string, std::string> by_seat;
  for (size_t i = 0; i < agents.size(); ++i) by_seat[seating.seats[i]] = agents[i];
  for (const char* n : {"germany", "austria", "turkey", "bulgaria", "russia"})
    EXPECT_EQ(by_seat[n], "heuristic") << n;
  for (const char* n : {"france", "england", "serbia"}) EXPECT_EQ(by_seat[n], "random") << n;
}

TEST(SfcGame, BrokenScenarioFilesSayWhere) {
  auto message = [](const json& s) {
    try {
      load(s);
    } catch (const DataError& e) {
      return std::string(e.what());
    }
    return std::string("loaded");
  };
  json s = august_1914();
  s["nations"]["germany"]["capital"] = "vienna";
  EXPECT_NE(message(s).find("vienna"), std::string::npos) << message(s);
  s = august_1914();
  s["nations"]["italy"]["armies"] = 6;
  EXPECT_NE(message(s).find("scenario.nations.italy.armies: unknown field"), std::string::npos)
      << message(s);
  s = august_1914();
  s["teams"]["central"]["order"].push_back("spain");
  EXPECT_NE(message(s).find("scenario.teams.central.order[4]"), std::string::npos) << message(s);
  s = august_1914();
  s["nations"]["austria"]["start_armies"] = 40;  // more than its total of 39
  EXPECT_NE(message(s).find("scenario.nations.austria.start_armies"), std::string::npos)
      << message(s);
  s = august_1914();
  s["nations"].erase("albania");
  EXPECT_NE(message(s).find("albania"), std::string::npos) << message(s);
  s = august_1914();
  s["first_team"] = "axis";
  EXPECT_NE(message(s).find("scenario.first_team"), std::string::npos) << message(s);
}

}  // namespace
}  // namespace grognard::sfc
