// Blitzkrieg at the Ardennes' computer player (heuristic_agent.h) against the random player,
// from either side, each on its own seat's view, in seeded games of the historical scenario.
// The bench command plays a hundred a side (docs/blitzkrieg-ardennes.md, "Figures"). Its fortress
// style fills Liège and Antwerp first.
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

// The Allied move the player in `style` makes first: Liège (0108) held by one Ally, the major
// cities and Antwerp by none, a free Ally at 0706 two hexes from Huy (0708).
Action first_allied_move(const Style& style) {
  State s = position({unit("A1", "infantry", 3, 4, "0108"),
                      unit("A2", "motorised_infantry", 3, 8, "0706"),
                      unit("G1", "infantry", 3, 4, "1104")});
  to_allied_movement(s);
  const State view = s.view_for(index_of(Side::kAllied));
  return HeuristicAgent(1, style).choose(view, view.legal_actions());
}

TEST(BkaHeuristic,
     VictoryConditions_TheFortressStyleStacksLiegeWhereTheDefaultTakesTheNearestCity) {
  // BKA Victory conditions: the Germans win by Liège and three major cities, or by Antwerp; the
  // revised rules treble the units in Liège and Antwerp.
  ASSERT_EQ(styles().size(), 2u);
  const Action fortress = first_allied_move(styles()[1]);
  ASSERT_TRUE(std::holds_alternative<Move>(fortress));
  State s = position({unit("A1", "infantry", 3, 4, "0108")});
  EXPECT_EQ(std::get<Move>(fortress).to, hex(s, "0108")) << "a second unit into Liège";
  const Action as_always = first_allied_move(styles()[0]);
  ASSERT_TRUE(std::holds_alternative<Move>(as_always));
  EXPECT_EQ(std::get<Move>(as_always).to, hex(s, "0708")) << "Huy, the nearest city no Ally holds";
  EXPECT_EQ(std::get<Move>(as_always).unit, std::get<Move>(fortress).unit);
}

}  // namespace
}  // namespace grognard::bka::test
