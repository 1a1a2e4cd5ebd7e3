// Blitzkrieg at the Ardennes: seeded random games of the historical scenario keep every
// invariant, every action a seat's view lists is legal for the referee (hidden units and all),
// and every game ends. GROGNARD_PROPERTY_GAMES sets
// how many games (CI plays a few; a bench run plays many).
#include <gtest/gtest.h>

#include "bka_fixture.h"
#include "io/scenario_files.h"
#include "property_games.h"

namespace grognard::bka::test {
namespace {

int games_to_play() {
  const auto cap = grognard::test::property_games_cap();
  return cap ? std::max(1, *cap / 40) : 3;
}

TEST(BkaProperty, RandomGamesKeepEveryInvariantAndEnd) {
  for (const char* rules : {"revised", "original"}) {
    json scenario = load_scenario_file(State::kGameId, "wacht-am-rhein");
    scenario["options"] = {{"rules", rules}};
    const auto game = Game::load(scenario, game_data_dir(State::kGameId));
    for (int g = 0; g < games_to_play(); ++g) {
      State s(game, 1000 + g);
      Rng pick(77 + g);
      int actions = 0;
      while (!s.over()) {
        // The seat to move chooses among what its own view lists, as a player does.
        const auto legal = s.view_for(*s.to_move()).legal_actions();
        ASSERT_FALSE(legal.empty())
            << rules << " game " << g << " after " << actions << " in the " << phase_name(s.phase())
            << " phase of turn " << s.turn() << " (" << s.unengaged_units().size()
            << " unengaged): " << (s.validate(EndPhase{}) ? s.validate(EndPhase{})->text() : "");
        const Action& a = legal[pick.below(legal.size())];
        const auto v = s.validate(a);
        ASSERT_FALSE(v.has_value()) << v->text();
        s.do_apply(a, EventMode::kSkip);
        const auto broken = s.broken_invariants();
        ASSERT_TRUE(broken.empty()) << broken.front() << " after " << actions;
        ASSERT_LT(++actions, 200000) << "the game does not end";
      }
      EXPECT_EQ(s.turn(), game->turns());
    }
  }
}

}  // namespace
}  // namespace grognard::bka::test
