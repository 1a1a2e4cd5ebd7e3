// The hour as it runs (hour.cc, commanders.cc): commands taken up, surprise, movement points
// lost, one brigade a hex, recovery, entrenchment and victory points, each against the manual's
// words and our readings of it (data/decisive-battles/SOURCES.md section 1).
#include <gtest/gtest.h>

#include "db_fixture.h"
#include "games/decisive-battles/board.h"
#include "support/data_error_of.h"

namespace grognard::decisive {
namespace {

// The first hour with `light` and `weather` all day.
json conditions(const char* light, const char* weather) {
  return {{"light", {{{"from", "1861-07-21T05:00"}, {"light", light}}}},
          {"weather", {{{"from", "1861-07-21T05:00"}, {"weather", weather}}}}};
}

TEST(DbHour, DB_Menu8_ACommandIsTakenUpOnItsCommandersLeadership) {
  const auto g = test::db_battle("first-bull-run");
  const UnitId miles = test::unit_id(*g, "MILES");
  const HexId henry = *g->board().find("1014");
  const int seeds = 600;
  int taken = 0, leadership = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    State s(g, seed);
    s.set_communication(miles, true);
    leadership = s.unit(miles).leadership;
    s.do_apply(CommandHq{miles, Command::kOffensive, {henry}});
    s.do_apply(EndOrders{});
    s.do_apply(EndOrders{});  // the hour runs
    const bool now = s.unit(miles).command == Command::kOffensive;
    // Taken up, or still waiting to be: never lost.
    EXPECT_TRUE(now != s.unit(miles).new_command.has_value());
    taken += now;
  }
  // rnd(7) below the leadership: leadership chances in eight.
  test::expect_rate(taken, seeds, leadership / 8.0, "commands taken up");
}

TEST(DbHour, DB_Menu11_ColumnsAndReservesAreSurprised) {
  test::TestGround f;
  const int seeds = 800;
  int surprised = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    State s = f.unseen_state(seed);
    s.place(f.keyes, f.centre);
    s.place(f.evans, f.at(Direction::N));
    s.set_sighting(f.evans, Sighting::kSighted);
    s.set_order(f.keyes, Order::kColumn);
    s.check_surprise();
    surprised += s.unit(f.keyes).surprised;
    // In line it never is; in reserve it always is.
    s.set_order(f.keyes, Order::kStand);
    s.check_surprise();
    EXPECT_FALSE(s.unit(f.keyes).surprised);
    s.set_order(f.keyes, Order::kReserve);
    s.check_surprise();
    EXPECT_TRUE(s.unit(f.keyes).surprised);
    // A surprised brigade takes no orders.
    EXPECT_FALSE(s.may_order(f.keyes));
  }
  const UnitDef& k = f.game->unit(f.keyes);
  // "The higher the leadership and experience, the lower the chance": rnd(15) above L + E + 2.
  const int above = 15 - (k.leadership + k.experience + 2);
  test::expect_rate(surprised, seeds, std::max(above, 0) / 16.0, "columns surprised");
}

TEST(DbHour, DB_Manoeuvre_MovementPointsLost) {
  test::TestGround f;
  State day(test::db_battle("first-bull-run", conditions("daylight", "clear")), 1);
  day.place(f.keyes, f.centre);
  day.set_order(f.keyes, Order::kColumn);
  const int column = day.movement_points(f.keyes);
  day.set_communication(f.keyes, true);
  EXPECT_EQ(day.movement_points_after_losses(f.keyes, 0), column);
  EXPECT_EQ(day.movement_points_after_losses(f.keyes, 13), column);
  EXPECT_EQ(day.movement_points_after_losses(f.keyes, 14), column - 2);  // plain bad luck
  // "Units out of communication are more likely to lose MPs."
  day.set_communication(f.keyes, false);
  EXPECT_EQ(day.movement_points_after_losses(f.keyes, 9), column);
  EXPECT_EQ(day.movement_points_after_losses(f.keyes, 10), column - 2);
  day.set_communication(f.keyes, true);
  day.set_cohesion(f.keyes, 3);  // low cohesion
  EXPECT_EQ(day.movement_points_after_losses(f.keyes, 0), column - 2);
  // Time of day and weather: dawn 1; night 3, rain 2.
  State dawn(f.game, 1);  // First Bull Run begins at dawn
  dawn.place(f.keyes, f.centre);
  dawn.set_order(f.keyes, Order::kColumn);
  dawn.set_communication(f.keyes, true);
  EXPECT_EQ(dawn.movement_points_after_losses(f.keyes, 0), column - 1);
  State night(test::db_battle("first-bull-run", conditions("night", "rain")), 1);
  night.place(f.keyes, f.centre);
  night.set_order(f.keyes, Order::kColumn);
  night.set_communication(f.keyes, true);
  EXPECT_EQ(night.movement_points_after_losses(f.keyes, 0), column - 5);
  // In line (4 MP) at night in the rain it still has one.
  night.set_order(f.keyes, Order::kStand);
  EXPECT_EQ(night.movement_points_after_losses(f.keyes, 15), 1);
}

TEST(DbHour, DB_Manoeuvre_OneBrigadeAHexAtTheEndOfAMove) {
  test::TestGround f;
  State s = f.unseen_state(2);
  const HexId goal = f.east(f.centre, 4);
  s.place(f.keyes, f.centre);
  s.place(f.schenck, f.at(Direction::S));
  s.set_order(f.keyes, Order::kColumn);
  s.set_order(f.schenck, Order::kColumn);
  s.move_toward(f.keyes, goal);
  EXPECT_EQ(s.unit(f.keyes).hex, goal);
  s.move_toward(f.schenck, goal);
  EXPECT_NE(s.unit(f.schenck).hex, goal);
  EXPECT_EQ(f.board.distance(s.unit(f.schenck).hex, goal), 1);
}

TEST(DbHour, DB_Cohesion_RecoveryInReserveAndAtNight) {
  test::TestGround f;
  const int seeds = 600;
  int by_day = 0, past_six = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    State s = f.unseen_state(seed);
    s.place(f.keyes, f.centre);
    s.set_order(f.keyes, Order::kReserve);
    s.set_cohesion(f.keyes, 3);
    s.recover_and_entrench();
    by_day += s.unit(f.keyes).cohesion == 4;
    // Not in reserve: no recovery at all.
    s.set_order(f.keyes, Order::kStand);
    const int before = s.unit(f.keyes).cohesion;
    s.recover_and_entrench();
    EXPECT_EQ(s.unit(f.keyes).cohesion, before);
    State night(test::db_battle("first-bull-run", conditions("night", "clear")), seed);
    night.place(f.keyes, f.centre);
    night.set_order(f.keyes, Order::kReserve);
    night.set_cohesion(f.keyes, 5);
    night.recover_and_entrench();
    EXPECT_EQ(night.unit(f.keyes).cohesion, 6);  // at night surely, to 6
    night.recover_and_entrench();
    past_six += night.unit(f.keyes).cohesion == 7;  // "may sometimes recover to ... 7"
    night.recover_and_entrench();
    EXPECT_LE(night.unit(f.keyes).cohesion, 7);
  }
  test::expect_rate(by_day, seeds, 1.0 / 2, "a point by day");
  test::expect_rate(past_six, seeds, 1.0 / 4, "to 7 at night");
}

TEST(DbHour, DB_Menu11_Entrenchments) {
  test::TestGround f;
  State s(test::db_battle("first-bull-run", {{"entrench", {"union"}}}), 3);
  s.place(f.keyes, f.centre);
  s.place(f.evans, f.east(f.centre, 4));
  s.set_order(f.keyes, Order::kStand);
  s.set_order(f.evans, Order::kStand);
  for (int hour = 1; hour <= 4; ++hour) {
    s.recover_and_entrench();
    EXPECT_EQ(s.unit(f.keyes).entrenchment, std::min(hour, 3));  // "a value ranging from 1 - 3"
  }
  EXPECT_EQ(s.fortification_at(f.keyes), 3);
  EXPECT_EQ(s.unit(f.evans).entrenchment, 0);  // the Confederates may not dig here
  // "The entrenchment will disappear as soon as the brigade leaves the hex."
  s.set_order(f.keyes, Order::kColumn);
  s.move_toward(f.keyes, f.at(Direction::S));
  EXPECT_EQ(s.unit(f.keyes).entrenchment, 0);
}

TEST(DbHour, DB_Chapter6_VictoryPointsAndResigning) {
  const auto g = test::db_battle("first-bull-run");
  State s(g, 5);
  auto held_end = [&](Side side) {
    int vp = 0;
    for (const Objective& o : g->scenario().objectives)
      if (s.control(o.hex) == side) vp += o.vp_end;
    return vp;
  };
  EXPECT_EQ(s.victory_points(true)[0], held_end(Side::kUnion));
  EXPECT_EQ(s.victory_points(true)[1], held_end(Side::kConfederate));
  EXPECT_EQ(s.victory_points(false), (std::array<int, kSides>{0, 0}));
  s.do_apply(EndOrders{});
  s.do_apply(EndOrders{});
  // An hour: each active objective's VP an hour to its holder, and a VP for every 250 men of the
  // enemy's lost.
  for (int side = 0; side < kSides; ++side) {
    int per_hour = 0;
    for (const Objective& o : g->scenario().objectives)
      if (s.control(o.hex) == static_cast<Side>(side)) per_hour += o.vp_per_turn;
    EXPECT_EQ(s.side(static_cast<Side>(side)).vp, per_hour);
    EXPECT_EQ(s.victory_points(false)[side],
              per_hour + s.side(static_cast<Side>(1 - side)).men_lost / g->scenario().men_per_vp);
  }
  // "contested if there is less than a 20% difference"
  EXPECT_EQ(standing_of(100, 81), "contested");
  EXPECT_EQ(standing_of(100, 80), "winning");
  EXPECT_EQ(standing_of(79, 100), "losing");
  EXPECT_EQ(standing_of(0, 0), "contested");
  // Resigning ends the battle, scored as though it ended now; the other side wins.
  const auto at_end = s.victory_points(true);
  s.do_apply(Resign{});
  EXPECT_TRUE(s.over());
  const json r = s.result();
  EXPECT_EQ(r["winner"], "confederate");
  EXPECT_EQ(r["reason"], "resigned");
  EXPECT_EQ(r["vp"]["union"], at_end[0]);
  EXPECT_EQ(r["vp"]["confederate"], at_end[1]);
}

}  // namespace
}  // namespace grognard::decisive

namespace grognard::decisive {
namespace {

TEST(DbHour, DB_FirstAmTurn_TheBriefingAfterSixHoursOfRest) {
  // Shiloh from the evening of the first day: rest from 20:00 to 04:00.
  State s(test::db_battle("shiloh", {{"position", {{"time", "1862-04-06T19:00"}}}}), 8);
  const Game& g = s.game();
  auto every_hq_reached = [&] {
    for (size_t i = 0; i < g.units().size(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      if (g.unit(u).hq && g.unit(u).superior && s.unit(u).where == Where::kOnMap &&
          !s.may_command(u))
        return false;
    }
    return true;
  };
  std::vector<std::string> briefings;
  while (s.hour().time < "1862-04-07T07:00") {
    if (s.briefing()) {
      briefings.push_back(s.hour().time);
      // "an army HQ will be allowed access to all on-map HQs for command purposes"
      EXPECT_TRUE(every_hq_reached());
    }
    s.do_apply(EndOrders{});
    s.do_apply(EndOrders{});
  }
  EXPECT_EQ(briefings, std::vector<std::string>{"1862-04-07T05:00"});
}

TEST(DbHour, DB_Menu12_TheScenariosAdviceReachesTheBoard) {
  const auto g = test::db_battle("first-bull-run");
  ASSERT_EQ(g->scenario().advice.size(), 2u);
  EXPECT_EQ(board_json(*g)["advice"], json(g->scenario().advice));
  EXPECT_EQ(data_error_of([] {
              test::db_battle("first-bull-run", {{"advice", {"hint", 3}}});
            }),
            "scenario.advice[1]: expected a paragraph of text");
}

}  // namespace
}  // namespace grognard::decisive

namespace grognard::decisive {
namespace {

TEST(DbHour, DB_Cohesion_EncampedBrigadesAreSurprisedAndLoseAPointAHit) {
  // Shiloh's Union camps at dawn: the brigades on the field in camp, the Confederates' not.
  const auto shiloh = test::db_battle("shiloh");
  State opening(shiloh, 3);
  int encamped = 0;
  for (size_t i = 0; i < shiloh->units().size(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitDef& d = shiloh->unit(u);
    if (d.hq || opening.unit(u).where != Where::kOnMap) continue;
    EXPECT_EQ(opening.unit(u).encamped, d.side == Side::kUnion) << d.id;
    encamped += opening.unit(u).encamped;
  }
  EXPECT_GT(encamped, 20);
  // Keyes in camp, in line, with Evans beside him.
  test::TestGround f;
  const auto camps = test::db_battle("first-bull-run", {{"encamped", {"union"}}});
  const int seeds = 800;
  int surprised = 0, hit = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    State s(camps, seed);
    for (size_t i = 0; i < camps->units().size(); ++i)
      s.set_sighting(UnitId{static_cast<uint16_t>(i)}, Sighting::kUnsighted);
    s.place(f.keyes, f.centre);
    s.place(f.evans, f.at(Direction::N));
    s.set_sighting(f.evans, Sighting::kSighted);
    ASSERT_TRUE(s.unit(f.keyes).encamped);
    s.set_order(f.keyes, Order::kStand);
    // "Brigades which are encamped are always considered to be in column for this purpose."
    s.check_surprise();
    surprised += s.unit(f.keyes).surprised;
    // "in the latter case it is an automatic loss of one cohesion point": every hit.
    s.select_targets();
    for (const Attack& a : s.resolve_fire())
      if (a.target == f.keyes && a.hits > 0) {
        EXPECT_EQ(a.cohesion_lost, a.hits);
        ++hit;
      }
    // Marching strikes the camp.
    if (s.unit(f.keyes).where == Where::kOnMap) {
      s.set_order(f.keyes, Order::kColumn);
      if (s.move_toward(f.keyes, f.at(Direction::S)).size() > 1) {
        EXPECT_FALSE(s.unit(f.keyes).encamped);
      }
    }
  }
  const UnitDef& k = camps->unit(f.keyes);
  test::expect_rate(surprised, seeds, std::max(15 - (k.leadership + k.experience + 2), 0) / 16.0,
                    "camps surprised");
  EXPECT_GT(hit, 100);
}

}  // namespace
}  // namespace grognard::decisive
