// Blitzkrieg at the Ardennes for the search player: the worlds it draws from a seat's view put
// every unit the view hides (revised: HIDDEN UNITS) where it would still be hidden from that seat,
// keep all the view shows, and look to the seat as its view did.
#include <gtest/gtest.h>

#include "ai/ismcts.h"
#include "core/agent.h"
#include "core/registry.h"
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

TEST(BkaSearch, HardIsTheTreeSearchForTheGermansWhoseStyleNeverChanges) {
  // The styles are the Allies' own (SearchModel::seat_styles), so `hard` searches the German
  // seat's moves as the tree search does, with the same seed and budget (register.cc: 200 an
  // iteration budget per thread, two threads).
  const GameEntry& entry = *find_game(State::kGameId);
  const json scenario = entry.load_scenario("wacht-am-rhein");
  auto session = entry.start(scenario, 4);
  const int german = index_of(Side::kGerman);
  const json chosen = entry.choose(*session->mark(), State::seat_names()[german], "hard", 21);
  const auto& typed = dynamic_cast<const TypedSession<State>&>(*session);
  const State view = typed.state().view_for(german);
  ai::SearchOptions options;
  options.iterations = 200;
  options.threads = 2;
  ai::IsmctsAgent<State> tree(std::make_shared<SearchModel>(), options, 21);
  EXPECT_EQ(chosen, view.action_json(tree.choose(view, view.legal_actions())));
  EXPECT_EQ(SearchModel().seat_styles(german), 1);
  EXPECT_EQ(SearchModel().seat_styles(index_of(Side::kAllied)), 2);
}

}  // namespace
}  // namespace grognard::bka
