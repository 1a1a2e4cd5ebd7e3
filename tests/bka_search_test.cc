// Blitzkrieg at the Ardennes for the search player: the worlds it draws from a seat's view put
// every unit the view hides (revised: HIDDEN UNITS) where it would still be hidden from that seat,
// keep all the view shows, and look to the seat as its view did.
#include <gtest/gtest.h>

#include "core/agent.h"
#include "games/blitzkrieg-ardennes/game.h"
#include "games/blitzkrieg-ardennes/search_model.h"
#include "io/data_dir.h"
#include "io/scenario_files.h"

namespace grognard::bka {
namespace {

TEST(BkaSearch, HiddenUnits_AWorldPutsEveryHiddenUnitWhereItWouldStillBeHidden) {
  const auto game = Game::load(load_scenario_file(State::kGameId, "wacht-am-rhein"),
                               game_data_dir(State::kGameId));
  const SearchModel model;
  int placed = 0;
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    State s(game, seed);
    RandomAgent<State> agent(seed);
    for (int step = 0; step < 3000 && !s.over(); ++step) {
      const int seat = *s.to_move();
      const Side viewer = static_cast<Side>(seat);
      const State view = s.view_for(seat);
      if (step % 13 == 0) {
        SCOPED_TRACE("seed " + std::to_string(seed) + ", step " + std::to_string(step));
        const State world = model.sample(view, seat, seed * 10000 + static_cast<uint64_t>(step));
        for (int i = 0; i < world.unit_count(); ++i) {
          const UnitId u{static_cast<uint16_t>(i)};
          const UnitState& shown = view.unit(u);
          const UnitState& is = world.unit(u);
          ASSERT_NE(is.where, Where::kUnseen) << world.def(u).id;
          if (shown.where != Where::kUnseen) {
            ASSERT_EQ(is.where, shown.where) << world.def(u).id;
            if (shown.where == Where::kOnMap) {
              ASSERT_EQ(is.hex, shown.hex) << world.def(u).id;
            }
            continue;
          }
          ASSERT_NE(world.def(u).side, viewer) << "only the enemy is hidden";
          ASSERT_EQ(is.where, Where::kOnMap) << world.def(u).id;
          ++placed;
          ASSERT_TRUE(world.hidden_from(u, viewer)) << world.def(u).id << " would be seen";
          ASSERT_EQ(is.strength, world.def(u).strength) << "its printed strength";
          ASSERT_LE(world.stack_count(is.hex, world.def(u).side), world.game().stacking_limit());
        }
        ASSERT_TRUE(world.broken_invariants().empty()) << world.broken_invariants().front();
        // Seen again by the same seat, the world shows what the view showed.
        const State again = world.view_for(seat);
        for (int i = 0; i < view.unit_count(); ++i) {
          const UnitId u{static_cast<uint16_t>(i)};
          ASSERT_EQ(again.unit(u).where, view.unit(u).where) << view.def(u).id;
          if (view.unit(u).where == Where::kOnMap) {
            ASSERT_EQ(again.unit(u).hex, view.unit(u).hex) << view.def(u).id;
          }
        }
      }
      s.do_apply(agent.choose(view, view.legal_actions()), EventMode::kSkip);
    }
  }
  EXPECT_GT(placed, 100) << "the games hid units from the seat to move";
}

}  // namespace
}  // namespace grognard::bka
