// Blitzkrieg at the Ardennes' computer player (heuristic_agent.h) against the random player,
// from either side, each on its own seat's view, in seeded games of the historical scenario.
// The bench command plays a hundred a side (docs/blitzkrieg-ardennes.md, "Figures"). Its fortress
// style fills Liège and Antwerp first.
#include <gtest/gtest.h>

#include "bka_fixture.h"
#include "core/agent.h"
#include "games/blitzkrieg-ardennes/heuristic_agent.h"
#include "io/scenario_files.h"
#include "property_games.h"

namespace grognard::bka::test {
namespace {

using Session = TypedSession<State>;

int games_per_side() {
  const auto cap = grognard::test::property_games_cap();
  return cap ? std::max(1, *cap / 20) : 2;
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

// The Allied move the player in `style` makes first, with a free Ally A2 at 0706, two hexes from
// Huy (0708) and Namur (0608), and Liège (0108) held by one Ally; `more` are added.
Action first_allied_move(const Style& style, std::vector<json> more = {}) {
  more.push_back(unit("A1", "infantry", 3, 4, "0108"));
  more.push_back(unit("A2", "motorised_infantry", 3, 8, "0706"));
  more.push_back(unit("G1", "infantry", 3, 4, "1104"));
  State s = position(more);
  to_allied_movement(s);
  const State view = s.view_for(index_of(Side::kAllied));
  return HeuristicAgent(1, style).choose(view, view.legal_actions());
}

HexId to_of(const Action& a) {
  EXPECT_TRUE(std::holds_alternative<Move>(a));
  return std::holds_alternative<Move>(a) ? std::get<Move>(a).to : HexId{};
}

// BKA Victory conditions: the Germans win by Antwerp, by Liège and three of the six major cities,
// or by all six; the revised rules treble the units in Liège and Antwerp.
TEST(BkaHeuristic, VictoryConditions_TheFortressStyleGarrisonsNamurWhereTheDefaultTakesHuy) {
  ASSERT_EQ(styles().size(), 2u);
  const State s = position({});
  EXPECT_EQ(to_of(first_allied_move(styles()[1])), hex(s, "0608")) << "Namur, a fortress";
  EXPECT_EQ(to_of(first_allied_move(styles()[0])), hex(s, "0708")) << "Huy, the nearest city";
}

TEST(BkaHeuristic, VictoryConditions_TheFortressStyleStacksLiegeThreeDeep) {
  // Namur (0608) and Dinant (0508) full, three Allies each: A2 goes to Liège, held by one.
  std::vector<json> full;
  for (int i = 0; i < 6; ++i)
    full.push_back(unit("AF" + std::to_string(i), "infantry", 3, 4, i < 3 ? "0608" : "0508"));
  const State s = position({});
  EXPECT_EQ(to_of(first_allied_move(styles()[1], full)), hex(s, "0108"));
}

TEST(BkaHeuristic, Movement_AFortressAloneIsJoinedNextToTheEnemy) {
  // MOVEMENT: a unit stops on becoming adjacent to an enemy. The heuristic Allies never move into
  // contact; the fortress style does to join a fortress short of units: Dinant (0508), beside a
  // German in Givet (0408), with Liège and Namur full.
  std::vector<json> more = {unit("G2", "infantry", 3, 4, "0408")};
  for (int i = 0; i < 5; ++i)
    more.push_back(unit("AF" + std::to_string(i), "infantry", 3, 4, i < 2 ? "0108" : "0608"));
  const State s = position(more);
  ASSERT_TRUE(s.next_to_enemy(hex(s, "0508"), Side::kAllied));
  EXPECT_EQ(to_of(first_allied_move(styles()[1], more)), hex(s, "0508"));
  EXPECT_FALSE(s.next_to_enemy(to_of(first_allied_move(styles()[0], more)), Side::kAllied));
}

}  // namespace
}  // namespace grognard::bka::test
