// The game's player in one style all game long (`heuristic/N`, src/ai/computer_players.h): the
// analyst's way to compare the styles the plan search chooses among (docs/ai.md). Style 0 is the
// heuristic itself; a style the game's player lacks is refused, with the styles it has.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/registry.h"
#include "core/rules_error.h"

namespace grognard {
namespace {

uint64_t played_to_the_end(const GameEntry& game, const std::string& agent, uint64_t seed) {
  auto session = game.start(game.load_scenario(game.scenarios().front().id), seed);
  game.play_out(*session, std::vector<std::string>(session->seats().size(), agent), seed, nullptr,
                nullptr);
  EXPECT_TRUE(session->over()) << game.id;
  return session->hash();
}

TEST(ComputerPlayers, StyleZeroIsTheHeuristicItself) {
  for (const GameEntry& game : registered_games())
    EXPECT_EQ(played_to_the_end(game, "heuristic/0", 3), played_to_the_end(game, "heuristic", 3))
        << game.id;
}

TEST(ComputerPlayers, AnotherStylePlaysAnotherGame) {
  // Napoleon at Waterloo's all-out style assaults at 1-1 where the heuristic waits for 3-1.
  const GameEntry& naw = *find_game("napoleon-at-waterloo");
  EXPECT_NE(played_to_the_end(naw, "heuristic/1", 3), played_to_the_end(naw, "heuristic", 3));
}

TEST(ComputerPlayers, AStyleTheGamesPlayerLacksIsRefused) {
  const GameEntry& naw = *find_game("napoleon-at-waterloo");
  auto session = naw.start(naw.load_scenario(naw.scenarios().front().id), 1);
  const std::string seat = session->seats().front();
  for (const std::string name : {"heuristic/5", "heuristic/", "heuristic/x", "heuristic/-1",
                                 "heuristic/00000000000000000001"}) {
    try {
      naw.choose(*session->mark(), seat, name, 1);
      ADD_FAILURE() << name << " was taken";
    } catch (const DataError& e) {
      EXPECT_NE(std::string(e.what()).find("styles 0 to 4"), std::string::npos)
          << name << ": " << e.what();
    }
  }
  EXPECT_NO_THROW(naw.choose(*session->mark(), seat, "heuristic/4", 1));
}

}  // namespace
}  // namespace grognard
