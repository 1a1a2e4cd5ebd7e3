// Decisive Battles for the search player: the worlds it draws from a seat's view (Sighting: "not
// knowing where all your opponent's troops are") put every enemy unit the view leaves out where
// the seat would not see it, agree with all the view shows, Menu 2 included, and look to the seat
// as its view did; and neither search reads anything the view does not show.
#include <gtest/gtest.h>

#include <memory>

#include "ai/ismcts.h"
#include "ai/plan_search.h"
#include "core/agent.h"
#include "db_fixture.h"
#include "games/decisive-battles/formulas.h"
#include "games/decisive-battles/search_model.h"

namespace grognard::decisive {
namespace {

using test::db_battle;

// Positions of random battles, each seen by the seat to give orders.
template <class Check>
void for_random_positions(const std::string& battle, int games, Check check) {
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    State s(db_battle(battle), seed);
    RandomAgent<State> agent(seed);
    for (int step = 0; step < 600 && !s.over(); ++step) {
      const int seat = *s.to_move();
      const State view = s.view_for(seat);
      if (step % 7 == 0) check(view, seat, seed * 1000 + static_cast<uint64_t>(step));
      s.do_apply(agent.choose(view, view.legal_actions()), EventMode::kSkip);
    }
  }
}

TEST(DbSearch, DB_Sighting_AWorldPutsEveryUnseenEnemyWhereTheSeatWouldNotSeeIt) {
  const SearchModel model;
  int placed = 0, waiting = 0;
  for (const char* battle : {"first-bull-run", "shiloh"})
    for_random_positions(battle, 2, [&](const State& view, int seat, uint64_t seed) {
      SCOPED_TRACE(std::string(battle) + ", world " + std::to_string(seed));
      const Game& g = view.game();
      const Side me = static_cast<Side>(seat);
      const State world = model.sample(view, seat, seed);
      const int watch = watch_range(view.hour().light, view.hour().weather);
      for (size_t i = 0; i < g.units().size(); ++i) {
        const UnitId u{static_cast<uint16_t>(i)};
        const UnitState& shown = view.unit(u);
        const UnitState& is = world.unit(u);
        ASSERT_NE(is.where, Where::kUnseen) << g.unit(u).id;
        if (shown.where != Where::kUnseen) {
          // All the view shows stands as it shows it.
          ASSERT_EQ(is.where, shown.where) << g.unit(u).id;
          if (shown.where == Where::kOnMap) {
            ASSERT_EQ(is.hex, shown.hex) << g.unit(u).id;
          }
          ASSERT_EQ(is.men, shown.men) << g.unit(u).id;
          continue;
        }
        ASSERT_EQ(g.unit(u).side, enemy_of(me)) << "only the enemy is hidden";
        if (g.unit(u).arrives > view.turn()) {
          ASSERT_EQ(is.where, Where::kWaiting) << g.unit(u).id << " is not due yet";
          ++waiting;
          continue;
        }
        if (is.where != Where::kOnMap) continue;
        ++placed;
        ASSERT_EQ(is.men, g.unit(u).men) << "at the strength it came with";
        ASSERT_NE(view.control(is.hex), me) << g.unit(u).id << " on ground the seat holds";
        ASSERT_TRUE(g.terrain(is.hex).move) << g.unit(u).id;
        for (size_t j = 0; j < g.units().size(); ++j) {
          const UnitId o{static_cast<uint16_t>(j)};
          if (j == i || world.unit(o).where != Where::kOnMap) continue;
          if (g.unit(o).side == me && !g.unit(o).hq) {
            ASSERT_GT(g.board().distance(world.unit(o).hex, is.hex), watch)
                << g.unit(u).id << " within sight of " << g.unit(o).id;
          }
          if (!g.unit(u).hq && !g.unit(o).hq) {
            ASSERT_NE(world.unit(o).hex, is.hex) << "one brigade a hex";
          }
        }
      }
      ASSERT_TRUE(world.broken_invariants().empty()) << world.broken_invariants().front();
      // Menu 2 reads the same in the world as the seat was told.
      ASSERT_EQ(world.victory_points(false)[seat], view.known_victory_points(me));
      ASSERT_EQ(world.standing(me), view.standing(me));
      // Seen again by the same seat, the world shows what the view showed.
      const State again = world.view_for(seat);
      for (size_t i = 0; i < g.units().size(); ++i) {
        const UnitId u{static_cast<uint16_t>(i)};
        ASSERT_EQ(again.unit(u).where, view.unit(u).where) << g.unit(u).id;
        ASSERT_EQ(again.unit(u).hex, view.unit(u).hex) << g.unit(u).id;
      }
    });
  EXPECT_GT(placed, 500) << "the battles hid enemy units on the field";
  EXPECT_GT(waiting, 50) << "and some not yet come";
}

TEST(DbSearch, DB_Menu8_AWorldGivesTheEnemyHqsCommandsTheyCouldBeActingOn) {
  // The enemy's commands are its own (the view shows none): in a world each of its corps and
  // division HQs on the field marches on an objective its side does not hold within a column's
  // hour, or holds the nearest its side does; the worlds differ in which.
  const SearchModel model;
  int offensive = 0, defensive = 0;
  for (const char* battle : {"first-bull-run", "shiloh"})
    for_random_positions(battle, 2, [&](const State& view, int seat, uint64_t seed) {
      const Game& g = view.game();
      const Side enemy = enemy_of(static_cast<Side>(seat));
      const State world = model.sample(view, seat, seed);
      const int reach = g.rules().max_hexes(Formation::kColumn);
      for (size_t i = 0; i < g.units().size(); ++i) {
        const UnitId u{static_cast<uint16_t>(i)};
        const UnitDef& d = g.unit(u);
        const UnitState& s = world.unit(u);
        if (d.side != enemy || !d.hq || !d.superior || s.where != Where::kOnMap) continue;
        SCOPED_TRACE(std::string(battle) + ", world " + std::to_string(seed) + ", " + d.id);
        ASSERT_EQ(s.objective_count, 1);
        ASSERT_FALSE(s.new_command.has_value());
        const HexId goal = s.objectives[0];
        if (s.command == Command::kOffensive) {
          ++offensive;
          EXPECT_TRUE(g.scenario().has_objective(goal));
          EXPECT_NE(world.control(goal), enemy);
          EXPECT_LE(g.board().distance(s.hex, goal), reach);
        } else {
          ++defensive;
          ASSERT_EQ(s.command, Command::kDefensive);
          // The nearest objective its side holds (none: where it stands).
          int nearest = -1;
          for (const Objective& o : g.scenario().objectives)
            if (world.control(o.hex) == enemy &&
                (nearest < 0 || g.board().distance(s.hex, o.hex) < nearest))
              nearest = g.board().distance(s.hex, o.hex);
          EXPECT_EQ(g.board().distance(s.hex, goal), nearest < 0 ? 0 : nearest);
          if (nearest >= 0) {
            EXPECT_EQ(world.control(goal), enemy);
          }
        }
      }
    });
  EXPECT_GT(offensive, 20);
  EXPECT_GT(defensive, 20);
}

TEST(DbSearch, DB_Sighting_TheSearchGivesTheSameOrderWhereverTheUnseenEnemyIs) {
  // Two battles that differ only where the seat cannot see: an enemy brigade it has not sighted
  // stands elsewhere, on ground its side holds. The views are the same, and so is the search's
  // order.
  State s(db_battle("first-bull-run"), 41);
  const int seat = *s.to_move();
  const Side me = static_cast<Side>(seat);
  const Game& g = s.game();
  std::optional<UnitId> hidden;
  for (size_t i = 0; i < g.units().size() && !hidden; ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (g.unit(u).side != me && !g.unit(u).hq && s.unit(u).where == Where::kOnMap &&
        !s.seen_by(u, me))
      hidden = u;
  }
  ASSERT_TRUE(hidden) << "an enemy brigade the seat has not sighted at the start";
  State moved = s;
  const HexId far = s.unit(*hidden).hex;
  std::optional<HexId> elsewhere;
  for (int h = 0; h < g.board().size() && !elsewhere; ++h) {
    const HexId x{static_cast<uint16_t>(h)};
    bool free = g.terrain(x).move && g.board().distance(x, far) <= 3 && x != far &&
                s.control(x).has_value() && s.control(x) != me;
    for (size_t i = 0; i < g.units().size() && free; ++i) {
      const UnitId o{static_cast<uint16_t>(i)};
      if (s.unit(o).where != Where::kOnMap) continue;
      const int d = g.board().distance(s.unit(o).hex, x);
      free = d > 0 && (g.unit(o).side != me || d > kSightingRange);
    }
    if (free) elsewhere = x;
  }
  ASSERT_TRUE(elsewhere);
  moved.place(*hidden, *elsewhere);
  moved.set_sighting(*hidden, Sighting::kUnsighted);
  ASSERT_EQ(s.view_for(seat).hash(), moved.view_for(seat).hash()) << "the seat cannot tell";

  // The tree search (normal) and the plan search (hard): the same order, the same judgements.
  auto tree_search = [&](const State& truth) {
    ai::SearchOptions options;
    options.iterations = 40;
    ai::IsmctsAgent<State> search(std::make_shared<SearchModel>(), options, 5);
    const State view = truth.view_for(seat);
    return search.choose(view, view.legal_actions());
  };
  EXPECT_EQ(tree_search(s), tree_search(moved));
  auto plan_search = [&](const State& truth) {
    ai::PlanOptions options;
    options.rollouts = 4;
    ai::PlanSearchAgent<State> search(std::make_shared<SearchModel>(), options, 5);
    const State view = truth.view_for(seat);
    const Action order = search.choose(view, view.legal_actions());
    return std::pair{order, search.values()};
  };
  const auto plan = plan_search(s);
  EXPECT_EQ(plan, plan_search(moved));
  EXPECT_EQ(plan.second.size(), styles().size()) << "every style was played out";
}

}  // namespace
}  // namespace grognard::decisive
