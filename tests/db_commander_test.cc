// The computer army commander (heuristic_agent.h) against a passive one who never changes an
// order: the issue asks that it win at least 90 of 100 seeded battles from each side, at First
// Bull Run and at Shiloh.
#include <gtest/gtest.h>

#include "core/agent.h"
#include "core/session.h"
#include "db_fixture.h"
#include "games/decisive-battles/heuristic_agent.h"

namespace grognard::decisive {
namespace {

using DbSession = TypedSession<State>;

TEST(DbCommander, TheComputerBeatsAPassiveCommanderFromEachSideOfEachBattle) {
  for (const std::string battle : {"first-bull-run", "shiloh"}) {
    const auto data = game_data_dir(Game::kGameId);
    const json scenario = read_json_file(data / "scenarios" / (battle + ".json"));
    const auto game = test::db_battle(battle);
    for (int computer = 0; computer < kSides; ++computer) {
      int wins = 0;
      // The issue's own measure, not cut by the property count: 90 of 100.
      const int n = 100;
      for (int i = 0; i < n; ++i) {
        const uint64_t seed = 5000 + i;
        DbSession session(State(game, seed), scenario, seed);
        std::vector<std::unique_ptr<Agent<State>>> agents(2);
        agents[computer] = std::make_unique<HeuristicAgent>(seed);
        agents[1 - computer] = std::make_unique<PassiveAgent>();
        while (!session.over()) play_one(session, agents);
        wins += session.result()["winner"] == kSideNames[computer];
      }
      std::cout << battle << ": the computer as " << kSideNames[computer] << " won " << wins
                << " of " << n << "\n";
      EXPECT_GE(wins * 100, 90 * n) << battle << ", the computer as " << kSideNames[computer];
    }
  }
}

}  // namespace
}  // namespace grognard::decisive
