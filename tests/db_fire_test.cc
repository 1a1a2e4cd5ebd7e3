// Decisive Battles: the hour's fire (the manual's Combat and Cohesion steps one and two) with
// brigades set down in First Bull Run's empty south-west: who fires first, what hits cost, when
// a brigade shatters or is gone, and an HQ under fire.
#include <gtest/gtest.h>

#include <algorithm>

#include "db_fixture.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

const Attack* attack_by(const std::vector<Attack>& report, UnitId attacker) {
  const auto it = std::find_if(report.begin(), report.end(),
                               [&](const Attack& a) { return a.attacker == attacker; });
  return it == report.end() ? nullptr : &*it;
}

TEST(DbFire, DB_Combat_WithinACategoryTheSequenceFormulaOrdersTheFire) {
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    test::TestGround f;
    State s(f.game, seed);
    s.place(f.keyes, f.centre);
    s.place(f.schenck, f.at(Direction::NE));
    s.place(f.evans, f.at(Direction::N));
    s.place(f.bonham, f.at(Direction::SE));
    // Keyes skirmishes (+6: 6 + 3 + 6 + rnd 0-3), Schenck advances (+2: 6 + 2.5 + 2 + rnd).
    s.set_order(f.keyes, Order::kSkirmish);
    s.set_order(f.schenck, Order::kAdvance);
    s.select_targets();
    const std::vector<Attack> report = s.resolve_fire();
    const Attack* k = attack_by(report, f.keyes);
    const Attack* sc = attack_by(report, f.schenck);
    ASSERT_TRUE(k && sc) << "seed " << seed;
    EXPECT_LT(k, sc) << "seed " << seed << ": the skirmishers fire first";
  }
}

TEST(DbFire, DB_Cohesion_HitsCostMenAndEachOneChanceInTwoOfCohesion) {
  int hits = 0, lost = 0;
  for (uint64_t seed = 1; seed <= 400; ++seed) {
    test::TestGround f;
    State s(f.game, seed);
    s.place(f.keyes, f.centre);
    s.place(f.evans, f.at(Direction::N));
    s.set_order(f.evans, Order::kStand);
    const int men = s.unit(f.evans).men, cohesion = s.unit(f.evans).cohesion;
    s.select_targets();
    if (s.target(f.keyes) != f.evans) continue;
    const std::vector<Attack> report = s.resolve_fire();
    const Attack* a = attack_by(report, f.keyes);
    ASSERT_TRUE(a);
    EXPECT_EQ(a->hits, f.game->rules().hits(a->fire, a->vulnerability));
    EXPECT_EQ(s.unit(f.evans).men, men - a->hits * f.game->rules().men_per_hit());
    EXPECT_EQ(s.unit(f.evans).cohesion, cohesion - a->cohesion_lost);
    EXPECT_LE(a->cohesion_lost, a->hits);
    EXPECT_TRUE(s.unit(f.evans).fired_on);
    hits += a->hits;
    lost += a->cohesion_lost;
  }
  ASSERT_GT(hits, 200);
  test::expect_rate(lost, hits, 0.5, "cohesion points lost per hit");
}

TEST(DbFire, DB_Cohesion_ShattersAtTwoAndIsGoneAtZero) {
  bool shattered = false, gone = false;
  for (uint64_t seed = 1; seed <= 200 && !(shattered && gone); ++seed) {
    for (const int start : {3, 1}) {
      test::TestGround f;
      State s(f.game, seed);
      s.place(f.keyes, f.centre);
      s.place(f.evans, f.at(Direction::N));
      s.set_cohesion(f.evans, start);
      s.select_targets();
      if (s.target(f.keyes) != f.evans) continue;
      const std::vector<Attack> report = s.resolve_fire();
      const Attack* a = attack_by(report, f.keyes);
      if (!a || a->cohesion_lost == 0) continue;
      const UnitState& e = s.unit(f.evans);
      if (start == 3) {
        EXPECT_TRUE(e.shattered) << "cohesion " << e.cohesion;
        shattered = true;
      } else {
        EXPECT_EQ(e.where, Where::kGone);
        gone = true;
      }
    }
  }
  EXPECT_TRUE(shattered && gone);
}

TEST(DbFire, DB_Cohesion_AnHQUnderFireRetreats) {
  test::TestGround f;
  State s(f.game, 9);
  s.place(f.keyes, f.centre);
  s.place(f.potomac, f.at(Direction::S));
  s.select_targets();
  ASSERT_EQ(s.target(f.keyes), f.potomac);
  const std::vector<Attack> report = s.resolve_fire();
  const Attack* a = attack_by(report, f.keyes);
  ASSERT_TRUE(a);
  EXPECT_TRUE(a->hq_retreats);
  EXPECT_EQ(a->hits, 0);
  EXPECT_EQ(s.unit(f.potomac).where, Where::kOnMap);
}

}  // namespace
}  // namespace grognard::decisive
