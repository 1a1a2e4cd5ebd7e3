// Whole Decisive Battles played by the random player, and by the computer commander, on both
// sides: every invariant holds after every action, the battle ends at its last hour, and a
// replay of the same actions with the same seed ends in the same state.
#include <gtest/gtest.h>

#include "core/agent.h"
#include "core/session.h"
#include "db_fixture.h"
#include "games/decisive-battles/heuristic_agent.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

using DbSession = TypedSession<State>;

TEST(DbPlay, SeededBattlesKeepEveryInvariantAndReplayExactly) {
  for (const std::string battle : {"first-bull-run", "shiloh"}) {
    const auto data = game_data_dir(Game::kGameId);
    const json scenario = read_json_file(data / "scenarios" / (battle + ".json"));
    const auto game = test::db_battle(battle);
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      SCOPED_TRACE(battle + " seed " + std::to_string(seed));
      DbSession session(State(game, seed), scenario, seed);
      std::vector<std::unique_ptr<Agent<State>>> agents;
      // Seed 1: the random player on both sides (it reaches what no sensible player would);
      // seed 2: the computer commander on both.
      if (seed == 1) {
        agents.push_back(std::make_unique<RandomAgent<State>>(seed * 7));
        agents.push_back(std::make_unique<RandomAgent<State>>(seed * 11));
      } else {
        agents.push_back(std::make_unique<HeuristicAgent>(seed * 7));
        agents.push_back(std::make_unique<HeuristicAgent>(seed * 11));
      }
      int actions = 0;
      while (!session.over()) {
        play_one(session, agents);
        ++actions;
        const auto broken = session.state().broken_invariants();
        ASSERT_TRUE(broken.empty()) << broken.front() << " after action " << actions;
      }
      EXPECT_EQ(session.state().turn() + 1, game->turns());
      const json result = session.result();
      EXPECT_TRUE(result.contains("winner")) << result.dump();
      DbSession replay(State(game, seed), scenario, seed);
      for (const LoggedAction& a : session.log()) replay.apply(a.action);
      EXPECT_EQ(replay.hash(), session.hash());
    }
  }
}

}  // namespace
}  // namespace grognard::decisive
