// Blitzkrieg at the Ardennes' computer player (heuristic_agent.h) against the random player,
// from either side, each on its own seat's view, in seeded games of the historical scenario.
// The bench command plays a hundred a side (docs/blitzkrieg-ardennes.md, "Figures").
#include <gtest/gtest.h>

#include <cstdlib>

#include "bka_fixture.h"
#include "core/agent.h"
#include "games/blitzkrieg-ardennes/heuristic_agent.h"
#include "io/scenario_files.h"

namespace grognard::bka::test {
namespace {

using Session = TypedSession<State>;

int games_per_side() {
  const char* env = std::getenv("GROGNARD_PROPERTY_GAMES");
  return env ? std::max(1, std::atoi(env) / 20) : 2;
}

// The result of one game with the heuristic at `seat` and the random player at the other.
json play_against_random(int heuristic_seat, uint64_t seed) {
  const json scenario = load_scenario_file(State::kGameId, "wacht-am-rhein");
  Session session(State(Game::load(scenario, game_data_dir(State::kGameId)), seed), scenario, seed);
  std::vector<std::unique_ptr<Agent<State>>> agents;
  for (int seat = 0; seat < 2; ++seat)
    if (seat == heuristic_seat)
      agents.push_back(std::make_unique<HeuristicAgent>(seed + seat));
    else
      agents.push_back(std::make_unique<RandomAgent<State>>(seed + seat));
  play_out(session, agents, nullptr);
  return session.result();
}

TEST(BkaHeuristic, BeatsTheRandomPlayerFromEitherSide) {
  for (int seat : {0, 1}) {
    const std::string side = State::seat_names()[seat];
    for (int g = 0; g < games_per_side(); ++g) {
      const json result = play_against_random(seat, 500 + g);
      EXPECT_EQ(result["winner"], side) << "game " << g << ": " << result.dump();
    }
  }
}

}  // namespace
}  // namespace grognard::bka::test
