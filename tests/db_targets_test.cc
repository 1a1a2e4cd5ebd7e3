// Decisive Battles: target selection as the manual's Combat gives it, on First Bull Run's map
// with brigades set down in its empty south-west: the closest enemy, an untargeted one before
// one already picked, one deployed before one in column, never an unseen one beyond contact,
// and the priorities broken one time in eight ("the uncertainty of war").
#include <gtest/gtest.h>

#include <cmath>

#include "db_fixture.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

// How often, over `seeds` battles, `pick(state)` holds.
template <class Setup, class Pick>
int count(int seeds, Setup setup, Pick pick) {
  int n = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    test::TestGround f;
    State s(f.game, static_cast<uint64_t>(seed));
    setup(f, s);
    s.select_targets();
    n += pick(f, s);
  }
  return n;
}

TEST(DbTargets, DB_Combat_NoOtherUnitNearTheTestGround) {
  test::TestGround f;
  const State s(f.game, 1);
  for (size_t i = 0; i < f.game->units().size(); ++i) {
    const UnitState& u = s.unit(UnitId{static_cast<uint16_t>(i)});
    if (u.where == Where::kOnMap) {
      EXPECT_GT(f.game->board().distance(u.hex, f.centre), 6) << f.game->units()[i].id;
    }
  }
}

TEST(DbTargets, DB_Combat_EachBrigadeSelectsTheClosestEnemyBrigade) {
  const int seeds = 800;
  const int closest = count(
      seeds,
      [](test::TestGround& f, State& s) {
        s.place(f.keyes, f.centre);
        s.place(f.evans, f.at(Direction::N));
        s.place(f.bonham, f.step(f.at(Direction::S), Direction::S));
        s.check_sighting();
        ASSERT_TRUE(s.seen_by(f.bonham, Side::kUnion));
      },
      [](test::TestGround& f, State& s) { return s.target(f.keyes) == f.evans; });
  test::expect_rate(closest, seeds, 7.0 / 8);
}

TEST(DbTargets, DB_Combat_AnUntargetedEnemyBeforeATargetedOne) {
  const int seeds = 800;
  const int apart = count(
      seeds,
      [](test::TestGround& f, State& s) {
        // Two Union brigades side by side, each next to both Confederate brigades.
        s.place(f.keyes, f.centre);
        s.place(f.schenck, f.at(Direction::NE));
        s.place(f.evans, f.at(Direction::N));
        s.place(f.bonham, f.at(Direction::SE));
      },
      [](test::TestGround& f, State& s) {
        return s.target(f.keyes) && s.target(f.schenck) && s.target(f.keyes) != s.target(f.schenck);
      });
  // "multiple brigades cannot gang up on a single brigade unless it is alone": the second to
  // choose takes the other, unless the dice lead it astray.
  test::expect_rate(apart, seeds, 7.0 / 8);
}

TEST(DbTargets, DB_Combat_ADeployedEnemyBeforeOneInColumn) {
  const int seeds = 800;
  const int deployed = count(
      seeds,
      [](test::TestGround& f, State& s) {
        s.place(f.keyes, f.centre);
        s.place(f.evans, f.at(Direction::N));
        s.set_order(f.evans, Order::kColumn);
        s.place(f.bonham, f.at(Direction::S));
        s.set_order(f.bonham, Order::kStand);
      },
      [](test::TestGround& f, State& s) { return s.target(f.keyes) == f.bonham; });
  test::expect_rate(deployed, seeds, 7.0 / 8);
}

TEST(DbTargets, DB_Combat_NoUnseenTargetBeyondContactNorBeyondRange) {
  test::TestGround f;
  State s = f.unseen_state(5);
  s.place(f.keyes, f.centre);
  // Two hexes off and not sighted: no target.
  s.place(f.bonham, f.step(f.at(Direction::S), Direction::S));
  s.select_targets();
  EXPECT_FALSE(s.target(f.keyes));
  // Sighted, it is one (mixed muskets reach two hexes).
  s.check_sighting();
  s.select_targets();
  EXPECT_EQ(s.target(f.keyes), f.bonham);
  EXPECT_EQ(f.game->unit(f.keyes).arms.range, 2);
  // Schenck's brigade has James rifles, which reach four hexes.
  EXPECT_EQ(s.fire_range(f.schenck), 4);
  EXPECT_EQ(s.fire_range(f.keyes), 2);
  EXPECT_EQ(s.fire_range(f.game->army(Side::kUnion)), 0);  // HQs do not select targets
}

}  // namespace
}  // namespace grognard::decisive
