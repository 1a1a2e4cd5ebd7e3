// Decisive Battles: the end-of-combat cohesion check (the manual's Cohesion, Step Three) on
// First Bull Run's empty south-west: who checks, fire from the flank, the outcomes and what they
// do, and the previous turn's account.
#include <gtest/gtest.h>

#include <set>

#include "db_fixture.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

const CohesionResult* result_of(const std::vector<CohesionResult>& results, UnitId b) {
  for (const CohesionResult& r : results)
    if (r.brigade == b) return &r;
  return nullptr;
}

TEST(DbCohesion, DB_Cohesion_StepThreeEveryBrigadeFiredOnChecks) {
  test::TestGround g;
  State s(g.game, 4);
  s.place(g.evans, g.centre);
  s.place(g.keyes, g.at(Direction::N));
  s.select_targets();
  const std::vector<Attack> attacks = s.resolve_fire();
  std::set<uint16_t> fired_on;
  for (const Attack& a : attacks) fired_on.insert(a.target.value);
  const std::vector<CohesionResult> results = s.check_cohesion(attacks);
  std::set<uint16_t> checked;
  for (const CohesionResult& r : results) checked.insert(r.brigade.value);
  for (uint16_t t : fired_on) {
    if (s.unit(UnitId{t}).where == Where::kOnMap) {
      EXPECT_TRUE(checked.count(t)) << t;
    }
  }
  for (uint16_t c : checked) EXPECT_TRUE(fired_on.count(c)) << c;
  EXPECT_TRUE(checked.count(g.evans.value));
}

TEST(DbCohesion, DB_Cohesion_StepThreeFireFromTheFlankCostsTheFrontalFour) {
  test::TestGround g;
  State s(g.game, 6);
  s.place(g.evans, g.centre);
  s.place(g.keyes, g.at(Direction::N));
  s.place(g.schenck, g.at(Direction::S));
  s.select_targets();
  s.resolve_fire();
  ASSERT_TRUE(s.unit(g.evans).fired_on);
  // The same hour's check, with the same dice, after fire from one side and from both.
  State front = s, flank = s;
  const std::vector<Attack> one{{.attacker = g.keyes, .target = g.evans}};
  const std::vector<Attack> both{{.attacker = g.keyes, .target = g.evans},
                                 {.attacker = g.schenck, .target = g.evans}};
  const auto front_results = front.check_cohesion(one);
  const CohesionResult* f = result_of(front_results, g.evans);
  const auto flank_results = flank.check_cohesion(both);
  const CohesionResult* e = result_of(flank_results, g.evans);
  ASSERT_TRUE(f && e);
  // "fired at through frontal hex-sides (4), enfiladed (0)"
  EXPECT_EQ(f->value - e->value, 4 * kQuarter);
  // From two hexsides side by side it is still frontal.
  s.place(g.schenck, g.at(Direction::NE));
  const std::vector<Attack> near{{.attacker = g.keyes, .target = g.evans},
                                 {.attacker = g.schenck, .target = g.evans}};
  State beside_state = s;
  const auto near_results = beside_state.check_cohesion(near);
  State alone = s;
  const auto alone_results = alone.check_cohesion(one);
  EXPECT_EQ(result_of(near_results, g.evans)->value, result_of(alone_results, g.evans)->value);
}

TEST(DbCohesion, DB_Cohesion_StepThreeTheOutcomesAndThePreviousTurn) {
  std::set<CohesionOutcome> seen;
  for (uint64_t seed = 1; seed <= 400 && seen.size() < 3; ++seed) {
    test::TestGround g;
    State s = g.unseen_state(seed);
    s.place(g.evans, g.centre);
    s.place(g.keyes, g.at(Direction::N));
    s.place(g.schenck, g.at(Direction::S));
    s.set_cohesion(g.evans, 4);
    s.select_targets();
    const std::vector<Attack> attacks = s.resolve_fire();
    if (s.unit(g.evans).where != Where::kOnMap) continue;
    const bool was_shattered = s.unit(g.evans).shattered;
    const auto results = s.check_cohesion(attacks);
    const CohesionResult* r = result_of(results, g.evans);
    ASSERT_TRUE(r);
    const UnitState& e = s.unit(g.evans);
    switch (r->outcome) {
      case CohesionOutcome::kRout:
        // (a) "a shattered brigade is eliminated, all other brigades become shattered and flee"
        if (was_shattered) {
          EXPECT_TRUE(r->eliminated);
          EXPECT_EQ(e.where, Where::kGone);
        } else {
          EXPECT_TRUE(e.shattered);
          EXPECT_TRUE(r->flee == 3 || r->flee == 4) << r->flee;
        }
        break;
      case CohesionOutcome::kShatterFlee:  // (b) "shatters and flees 3-4 hexes to the rear"
        EXPECT_TRUE(e.shattered);
        EXPECT_TRUE(r->flee == 3 || r->flee == 4) << r->flee;
        break;
      case CohesionOutcome::kRetreat:  // (c) "retreats 1-2 hexes to the rear"
        EXPECT_TRUE(r->flee == 1 || r->flee == 2) << r->flee;
        EXPECT_EQ(e.shattered, was_shattered);
        break;
      case CohesionOutcome::kNoEffect:
        EXPECT_EQ(r->flee, 0);
        break;
    }
    EXPECT_EQ(e.flee, r->flee);
    seen.insert(r->outcome);
    if (r->outcome == CohesionOutcome::kShatterFlee) {
      // The next hour: -1 for each friendly brigade that retreated within four hexes, -3 each
      // shattered, -7 each KIA'd; +2 each enemy brigade broken within three; never below -7.
      // Every brigade here stands within three hexes of the one that looks.
      const HexId here = g.at(Direction::SE);
      std::array<int, kSides> retreated{}, shattered{}, killed{};
      for (const CohesionResult& x : results) {
        const int side = static_cast<int>(g.game->unit(x.brigade).side);
        if (x.eliminated)
          ++killed[side];
        else if (x.outcome == CohesionOutcome::kRetreat)
          ++retreated[side];
        else if (x.outcome != CohesionOutcome::kNoEffect)
          ++shattered[side];
      }
      auto broken = [&](int side) { return retreated[side] + shattered[side] + killed[side]; };
      s.end_turn();
      EXPECT_EQ(s.previous_turn(Side::kConfederate, here),
                std::max(-retreated[1] - 3 * shattered[1] - 7 * killed[1] + 2 * broken(0), -7));
      EXPECT_EQ(s.previous_turn(Side::kUnion, here),
                std::max(-retreated[0] - 3 * shattered[0] - 7 * killed[0] + 2 * broken(1), -7));
      EXPECT_LE(s.previous_turn(Side::kConfederate, here), -3 + 2 * broken(0));
      // A retreat or a shattering counts one hour, a KIA'd brigade two.
      s.end_turn();
      EXPECT_EQ(s.previous_turn(Side::kConfederate, here),
                std::max(-7 * killed[1] + 2 * killed[0], -7));
    }
  }
  EXPECT_GE(seen.size(), 3u) << "the dice gave at least three of the four outcomes";
}

}  // namespace
}  // namespace grognard::decisive
