// Decisive Battles: the systems at the edges of the hour, on the shipped battles. Units arrive
// in the hour their order of battle gives; communications and sighting succeed as often as the
// manual's formulas say (checked by simulation against the chance each formula gives); the
// sighting flags cycle as the manual says.
#include <gtest/gtest.h>

#include <cmath>

#include "db_fixture.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {
namespace {

using test::db_battle;
using test::expect_rate;

UnitId id_of(const Game& g, const char* id) { return *g.find_unit(id); }

TEST(DbState, DB_Start_UnitsOnTheMapAndArrivalsInTheirHour) {
  const auto g = db_battle("first-bull-run");
  State s(g, 1);
  const UnitId keyes = id_of(*g, "KEYES");
  EXPECT_EQ(s.unit(keyes).where, Where::kOnMap);
  EXPECT_EQ(s.unit(keyes).hex, g->unit(keyes).hex);
  // Burnside reached the Sudley crossing about 09:30: the hour that begins at 09:00, the fifth.
  const UnitId burnside = id_of(*g, "BURNSIDE");
  EXPECT_EQ(g->unit(burnside).arrives, 4);
  for (int turn = 0; turn < 4; ++turn) {
    s.begin_turn();
    EXPECT_EQ(s.unit(burnside).where, Where::kWaiting) << s.hour().time;
    s.end_turn();
  }
  s.begin_turn();
  EXPECT_EQ(s.hour().time, "1861-07-21T09:00");
  EXPECT_EQ(s.unit(burnside).where, Where::kOnMap);
}

TEST(DbState, DB_MapWalk_ControlStartsWithTheNearerSide) {
  const auto g = db_battle("first-bull-run");
  const State s(g, 1);
  const Battlefield& b = g->battlefield();
  EXPECT_EQ(s.control(*b.place("Centreville")), Side::kUnion);
  EXPECT_EQ(s.control(*b.place("Henry Hill")), Side::kConfederate);
  EXPECT_EQ(s.control(*b.place("Manassas Junction")), Side::kConfederate);
}

TEST(DbState, DB_Communications_AsOftenAsTheFormulaSays) {
  const auto g = db_battle("first-bull-run");
  State s(g, 7);
  const UnitId keyes = id_of(*g, "KEYES");
  // Near its division HQ at dawn, then far from it.
  for (const int away : {0, 9}) {
    if (away) {
      const HexId hq = s.unit(*g->unit(keyes).superior).hex;
      const Hex h = g->board().hex(hq);
      s.place(keyes, *g->board().find(Hex{h.q, h.r + away}));
    }
    const auto chance = s.communication_chance(keyes);
    ASSERT_TRUE(chance);
    ASSERT_LT(*chance, 15) << "a chance the dice can miss";
    const int trials = 6400;
    int in = 0;
    for (int i = 0; i < trials; ++i) in += s.check_communication(keyes);
    // rnd(15) <= chance: chance + 1 in 16.
    expect_rate(in, trials, (*chance + 1) / 16.0, "chance " + std::to_string(*chance));
  }
  // "Army HQs are always considered in communication"; troops yet to arrive never are.
  EXPECT_EQ(s.communication_chance(g->army(Side::kUnion)), State::kAlways);
  EXPECT_TRUE(s.check_communication(g->army(Side::kUnion)));
  const UnitId burnside = id_of(*g, "BURNSIDE");
  EXPECT_FALSE(s.communication_chance(burnside));
  EXPECT_FALSE(s.check_communication(burnside));
  // Under the RADIO flag every unit on the map always is.
  const auto radio = db_battle("first-bull-run", {{"flags", {{"radio", true}}}});
  State r(radio, 7);
  EXPECT_EQ(r.communication_chance(id_of(*radio, "KEYES")), State::kAlways);
}

TEST(DbState, DB_Sighting_AsOftenAsTheFormulaSays) {
  const auto g = db_battle("first-bull-run");
  State s(g, 11);  // the first hour: dawn, clear (8 points)
  const HexBoard& board = g->board();
  const UnitId looker = id_of(*g, "KEYES");
  const UnitId target = id_of(*g, "EVANS");
  auto cover = [&](HexId h) { return g->terrain(h).cover; };
  // Down one column the line of sight is the column: add its cover by hand, and look for a
  // stretch where the dice decide.
  int checked = 0;
  for (int q = 0; q < board.columns() && checked < 2; ++q) {
    for (int row = 0; row + 5 < board.rows() && checked < 2; ++row) {
      const auto a = board.find(HexLabel{q + 1, row + 1});
      const auto b = board.find(HexLabel{q + 1, row + 5});
      if (!a || !b || board.distance(*a, *b) != 4) continue;
      int summed = 0;
      for (int r = row; r <= row + 4; ++r) summed += cover(*board.find(HexLabel{q + 1, r + 1}));
      const int base = summed + 8 + 8 * 3;
      if (base < 49 || base > 55) continue;
      s.place(looker, *a);
      s.place(target, *b);
      ASSERT_EQ(s.sighting_base(looker, target), base) << board.label_text(*a);
      const int trials = 4000;
      int seen = 0;
      for (int i = 0; i < trials; ++i) seen += s.check_sighting(looker, target);
      // rnd(7) added; seen below 56: 56 - base of the eight values.
      expect_rate(seen, trials, (56 - base) / 8.0, "base " + std::to_string(base));
      ++checked;
    }
  }
  EXPECT_EQ(checked, 2) << "two stretches of the map where the dice decide";
}

TEST(DbState, DB_Sighting_TheFlagsCycleAndTheNightLimit) {
  const auto g = db_battle("shiloh");
  State s(g, 3);
  const HexBoard& board = g->board();
  const UnitId looker = id_of(*g, "HARE");
  const UnitId target = id_of(*g, "RUSSELL");
  const HexId at = *board.find(HexLabel{14, 10});
  s.place(looker, at);
  s.place(target, *board.neighbour(at, Direction::S));
  EXPECT_FALSE(s.seen_by(target, Side::kUnion));
  EXPECT_TRUE(s.seen_by(target, Side::kConfederate));
  ASSERT_TRUE(s.check_sighting(looker, target));  // adjacent: always seen
  EXPECT_EQ(s.unit(target).sighting, Sighting::kSighted);
  EXPECT_TRUE(s.seen_by(target, Side::kUnion));
  // "All units with the sighting flag set become picketed", then unsighted.
  s.begin_turn();
  EXPECT_EQ(s.unit(target).sighting, Sighting::kPicketed);
  EXPECT_TRUE(s.seen_by(target, Side::kUnion));
  s.begin_turn();
  EXPECT_EQ(s.unit(target).sighting, Sighting::kUnsighted);
  EXPECT_FALSE(s.seen_by(target, Side::kUnion));
  // "the maximum sighting range at night or in heavy fog is one hex": 19:00 on the 6th.
  while (s.hour().time != "1862-04-06T19:00") s.end_turn();
  ASSERT_EQ(s.hour().light, Light::kNight);
  s.place(target, *board.neighbour(*board.neighbour(at, Direction::S), Direction::S));
  EXPECT_FALSE(s.sighting_base(looker, target));
  s.place(target, *board.neighbour(at, Direction::S));
  EXPECT_TRUE(s.sighting_base(looker, target));
  // Under the EXPOSED flag the enemy is always seen.
  const auto exposed = db_battle("shiloh", {{"flags", {{"exposed", true}}}});
  const State e(exposed, 3);
  EXPECT_TRUE(e.seen_by(id_of(*exposed, "RUSSELL"), Side::kUnion));
}

}  // namespace
}  // namespace grognard::decisive
