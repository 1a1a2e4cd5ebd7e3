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

namespace grognard::decisive {
namespace {

// The Union's commands for First Bull Run's first hour by the heuristic in `style`.
std::vector<CommandHq> first_commands(const Style& style) {
  State s(test::db_battle("first-bull-run"), 1);
  HeuristicAgent agent(1, style);
  std::vector<CommandHq> out;
  while (s.to_move() == static_cast<int>(Side::kUnion)) {
    const State view = s.view_for(*s.to_move());
    const Action a = agent.choose(view, view.legal_actions());
    if (const auto* c = std::get_if<CommandHq>(&a)) out.push_back(*c);
    s.do_apply(a);
  }
  return out;
}

TEST(DbCommander, DB_Menu8_TheKeeperKeepsTheRearNoEnemyIsSeenNear) {
  // At dawn Miles's division stands at Centreville (15 victory points at the end), with no
  // Confederate in sight. The commander as always sends every free wing but one at the
  // Confederates and keeps an objective only when he sees the enemy about it: Miles marches
  // off. The keeper leaves him there on the defensive.
  const auto g = test::db_battle("first-bull-run");
  const UnitId miles = *g->find_unit("MILES");
  const HexId centreville = *g->board().find("3606");
  ASSERT_EQ(State(g, 1).unit(miles).hex, centreville);
  auto command_for = [&](const std::vector<CommandHq>& commands) -> std::optional<CommandHq> {
    for (const CommandHq& c : commands)
      if (c.hq == miles) return c;
    return std::nullopt;
  };
  const auto as_always = command_for(first_commands(styles().at(0)));
  ASSERT_TRUE(as_always.has_value());
  EXPECT_EQ(as_always->command, Command::kOffensive);
  const Style keeper = styles().back();
  ASSERT_TRUE(keeper.keeps_unseen_threats);
  const auto kept = command_for(first_commands(keeper));
  // Already on the defensive where he stands: the keeper gives him nothing new.
  EXPECT_FALSE(kept.has_value() && kept->command == Command::kOffensive);
  State s(g, 1);
  EXPECT_EQ(s.unit(miles).command, Command::kDefensive);
  EXPECT_EQ(s.objectives_left(miles), std::vector<HexId>{centreville});
}

}  // namespace
}  // namespace grognard::decisive
