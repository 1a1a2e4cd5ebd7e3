// The army commander's orders (Menus 6 to 11): whom he reaches, what an engaged brigade may be
// ordered, and the refusals, each naming its menu.
#include <gtest/gtest.h>

#include "db_fixture.h"

namespace grognard::decisive {
namespace {

TEST(DbOrders, DB_Menu7_9_WhomTheArmyCommanderReaches) {
  const auto g = test::db_battle("first-bull-run");
  State s(g, 21);
  // Menu 7: Tyler's division is directly under the army HQ: reached when in communication.
  const UnitId tyler = test::unit_id(*g, "TYLER");
  EXPECT_EQ(s.may_command(tyler), s.unit(tyler).in_communication);
  // Menu 9: Keyes (Tyler's) stands far from McDowell at Centreville: not his to order.
  const UnitId keyes = test::unit_id(*g, "KEYES");
  ASSERT_GT(g->board().distance(s.unit(keyes).hex, s.unit(g->army(Side::kUnion)).hex), 4);
  EXPECT_FALSE(s.may_order(keyes));
  const auto refused = s.validate(OrderBrigade{keyes, Order::kStand, std::nullopt});
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->rule, "DB Menu 9");
  // Blenker (Miles's) is within four hexes of the army HQ: his, when in communication.
  const UnitId blenker = test::unit_id(*g, "BLENKER");
  EXPECT_EQ(s.may_order(blenker), s.unit(blenker).in_communication);
  // Under RADIO every brigade and every division HQ is reached.
  State radio(test::db_battle("first-bull-run", {{"flags", {{"radio", true}}}}), 21);
  EXPECT_TRUE(radio.may_order(keyes));
  EXPECT_TRUE(radio.may_command(tyler));
  // Menu 5: sent to a corps HQ and beside it, the army HQ directs the corps' own brigades.
  State c(g, 21);
  c.do_apply(EndOrders{});  // the Union's
  const UnitId potomac = test::unit_id(*g, "POTOMAC"), ewell = test::unit_id(*g, "EWELL");
  ASSERT_GT(g->board().distance(c.unit(ewell).hex, c.unit(g->army(Side::kConfederate)).hex), 4);
  EXPECT_FALSE(c.may_order(ewell));
  c.do_apply(MoveArmy{std::nullopt, potomac});
  EXPECT_EQ(c.superseded_corps(Side::kConfederate), potomac);
  c.set_communication(ewell, true);
  EXPECT_TRUE(c.may_order(ewell));
}

TEST(DbOrders, DB_Menu10_TheEngagedOrdersOpenToABrigade) {
  test::TestGround f;
  auto engaged_orders_at = [&](const json& patch, HexId evans_at, bool keyes_seen) {
    State s(test::db_battle("first-bull-run", patch), 4);
    for (size_t i = 0; i < f.game->units().size(); ++i)
      s.set_sighting(UnitId{static_cast<uint16_t>(i)}, Sighting::kUnsighted);
    s.place(f.keyes, f.centre);
    s.place(f.evans, evans_at);
    s.set_sighting(f.evans, Sighting::kSighted);
    if (keyes_seen) s.set_sighting(f.keyes, Sighting::kSighted);
    return s.engaged_orders(f.keyes);
  };
  using O = std::vector<Order>;
  const HexId north = f.at(Direction::N);
  const HexId two_off = f.step(north, Direction::N);
  const json open = {{"map_changes",
                      {{{"change", "terrain"}, {"hex", "0630"}, {"terrain", "clear"}},
                       {{"change", "terrain"}, {"hex", "0629"}, {"terrain", "clear"}},
                       {{"change", "terrain"}, {"hex", "0628"}, {"terrain", "clear"}}}}};
  // Adjacent in the open (cover 1 + 1 < 4): "you will be denied access to the <SKIRMISH> line".
  EXPECT_EQ(engaged_orders_at(open, north, false), (O{Order::kAssault, Order::kWithdraw}));
  // In the woods (5 + 1) it may stand and fire.
  json wooded = open;
  wooded["map_changes"][0]["terrain"] = "woods";
  EXPECT_EQ(engaged_orders_at(wooded, north, false),
            (O{Order::kAssault, Order::kSkirmish, Order::kWithdraw}));
  // So it may in a fortification.
  json fort = open;
  fort["map_changes"].push_back({{"change", "fortification"}, {"hex", "0630"}, {"value", 1}});
  EXPECT_EQ(engaged_orders_at(fort, north, false),
            (O{Order::kAssault, Order::kSkirmish, Order::kWithdraw}));
  // Two hexes off, seen: "always available when the enemy brigade is two hexes away".
  EXPECT_EQ(engaged_orders_at(open, two_off, true),
            (O{Order::kSkirmish, Order::kAdvance, Order::kWithdraw}));
  // Two hexes off but itself unsighted: not engaged, the manoeuvre menu.
  EXPECT_TRUE(engaged_orders_at(open, two_off, false).empty());
}

TEST(DbOrders, DB_Menu6_8_11_RefusalsNameTheirMenu) {
  const auto g = test::db_battle("first-bull-run");
  State s(g, 9);
  // Menu 6: "only ... if there is a targeted friendly brigade within four hexes".
  ASSERT_FALSE(s.targeted_brigade_near_army(Side::kUnion));
  for (Profile p : {Profile::kHeroic, Profile::kBold}) {
    const auto v = s.validate(ChooseProfile{p});
    ASSERT_TRUE(v);
    EXPECT_EQ(v->rule, "DB Menu 6");
  }
  EXPECT_FALSE(s.validate(ChooseProfile{Profile::kCautious}));
  s.do_apply(ChooseProfile{Profile::kCautious});
  EXPECT_EQ(s.side(Side::kUnion).profile, Profile::kCautious);
  EXPECT_EQ(s.validate(ChooseProfile{Profile::kSensible})->rule, "DB Menu 6");  // once an hour
  // Menu 8: a defensive command takes one friendly objective; Centreville is the Union's.
  const UnitId miles = test::unit_id(*g, "MILES");
  s.set_communication(miles, true);
  const HexId centreville = *g->board().find("3606"), henry = *g->board().find("1014");
  ASSERT_EQ(s.control(centreville), Side::kUnion);
  ASSERT_EQ(s.control(henry), Side::kConfederate);
  EXPECT_FALSE(s.validate(CommandHq{miles, Command::kDefensive, {centreville}}));
  EXPECT_EQ(s.validate(CommandHq{miles, Command::kDefensive, {henry}})->reason,
            "a defensive command's objective must be friendly");
  EXPECT_FALSE(s.validate(CommandHq{miles, Command::kOffensive, {centreville, henry}}));
  EXPECT_EQ(s.validate(CommandHq{miles, Command::kReserve, {henry}})->rule, "DB Menu 8");
  s.do_apply(CommandHq{miles, Command::kOffensive, {henry}});
  EXPECT_EQ(s.unit(miles).new_command, Command::kOffensive);
  EXPECT_EQ(s.validate(CommandHq{miles, Command::kReserve, {}})->reason,
            "MILES has its orders for this hour already");
  // Menu 11: reserve only below cohesion 6 (4 for a shattered brigade).
  const UnitId blenker = test::unit_id(*g, "BLENKER");
  s.set_communication(blenker, true);
  EXPECT_EQ(s.validate(OrderBrigade{blenker, Order::kReserve, std::nullopt})->reason,
            "BLENKER's cohesion is too high to go into reserve");
  s.set_cohesion(blenker, 5);
  EXPECT_FALSE(s.validate(OrderBrigade{blenker, Order::kReserve, std::nullopt}));
  // A brigade of a division marches on its division's objective: no objective of its own.
  EXPECT_EQ(s.validate(OrderBrigade{blenker, Order::kColumn, henry})->rule, "DB Menu 11");
  EXPECT_EQ(s.validate(OrderBrigade{blenker, Order::kAssault, std::nullopt})->rule, "DB Menu 11");
}

}  // namespace
}  // namespace grognard::decisive

namespace grognard::decisive {
namespace {

TEST(DbOrders, DB_Menu2_TheArmyCommanderAndHisSecond) {
  const State s(test::db_battle("first-bull-run"), 3);
  auto army_in = [](const json& view, const std::string& id) {
    for (const json& u : view["units"])
      if (u["id"] == id) return u;
    return json();
  };
  // "identifies the commander of the Army, his second in command if present"
  const json own = army_in(s.view_for(1).to_json(1), "CSAMAN");
  EXPECT_EQ(own["commander"], "Gen. Joseph E. Johnston");
  EXPECT_EQ(own["second"], "Brig. Gen. P. G. T. Beauregard");
  EXPECT_FALSE(army_in(s.view_for(0).to_json(0), "ANEV").contains("second"));  // McDowell had none
}

}  // namespace
}  // namespace grognard::decisive
