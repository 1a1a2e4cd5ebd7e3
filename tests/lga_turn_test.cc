// La Grande Armée: the routine of play (LGA 2.6, 2.7, 5.1), control (2.4), the scroll mode's
// area information (2.9), the END button (2.11), the military points shown (2.14), garrisons
// (3.5, 3.6), fatigue (3.7), moving one area at a time (5.61) and who wins (5.2), each from its
// section.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "lga_fixture.h"

namespace grognard::lga::test {
namespace {

// Ends phases until it is the French movement phase again (the allied player has Britain's
// aid to decide, so every season stops for it).
void to_next_french_movement(State& s, Events* all = nullptr) {
  do {
    Events ev = s.do_apply(EndPhase{});
    if (all) all->insert(all->end(), ev.begin(), ev.end());
  } while (!s.over() && !(s.player() == Side::kFrench && s.phase() == Phase::kMovement));
}

size_t index_of_event(const Events& ev, size_t from, const std::string& type) {
  for (size_t i = from; i < ev.size(); ++i)
    if (ev[i].value("type", "") == type) return i;
  return ev.size();
}

// LGA 2.4: "To gain control of an area, simply move an infantry, militia, cavalry or guard unit
// into it"; HQs "cannot take control of an area" (3.3); "No player can ever control a ... sea
// area".
TEST(LgaControl, LGA_2_4_MovingInTakesControlButHqsAndTheSeaNever) {
  json sc =
      scenario({unit("Ney", "france", "infantry", "1607"), unit("Berthier", "france", "hq", "1607"),
                unit("Marines", "britain", "infantry", "1001")});
  State s = position(sc);
  to_movement(s);
  ASSERT_EQ(s.control(hex(s, "1707")), Side::kAllied);  // Austria
  ASSERT_EQ(s.control(hex(s, "1606")), Side::kAllied);
  const Events ev = play(s, Move{id(s, "Ney"), hex(s, "1707")}, {99});
  EXPECT_EQ(s.control(hex(s, "1707")), Side::kFrench);
  const json* taken = find_event(ev, "control");
  ASSERT_NE(taken, nullptr);
  EXPECT_EQ((*taken)["hex"], "1707");
  play(s, Move{id(s, "Berthier"), hex(s, "1606")}, {99});
  EXPECT_EQ(s.control(hex(s, "1606")), Side::kAllied);
  to_next_french_movement(s);
  // LGA 2.4 "Only controlled areas can be in supply": the HQ stands in an area it could not
  // take, next to French ones, and is out of supply; Ney, in the area he took, is not.
  EXPECT_TRUE(s.unit(id(s, "Berthier")).unsupplied);
  EXPECT_FALSE(s.unit(id(s, "Ney")).unsupplied);
  EXPECT_FALSE(s.supplied_areas(Side::kFrench)[hex(s, "1606").value]);
  // A British unit that puts to sea takes no control of it.
  State t = position(sc);
  while (t.player() != Side::kAllied || t.phase() != Phase::kMovement) t.do_apply(EndPhase{});
  play(t, Move{id(t, "Marines"), hex(t, "1002")}, {1});  // the whole allowance: long march
  EXPECT_TRUE(t.at_sea(id(t, "Marines")));
  EXPECT_FALSE(t.control(hex(t, "1002")).has_value());
}

// LGA 2.6, 2.7, 5.1: "Each player has one turn per season", French, Allied, then Neutral;
// "After the winter season, the year will change". Each turn runs phase I (victory points),
// II (military points, spring only), III (supply and muster), IV (build/rally) and V (movement),
// in that order.
TEST(LgaTurn, LGA_5_1_SixPhasesInEveryTurnAndThreeTurnsEverySeason) {
  json sc = scenario(
      {unit("Ney", "france", "infantry", "1104"), unit("Mack", "austria", "infantry", "1809")},
      "winter", 1805);
  State s = position(sc);
  to_movement(s);
  Events ev;
  to_next_french_movement(s, &ev);  // spring 1806
  to_next_french_movement(s, &ev);  // summer 1806
  std::vector<std::string> turns;
  for (const json& e : ev)
    if (e.value("type", "") == "turn")
      turns.push_back(e["side"].get<std::string>() + " " + e["season"].get<std::string>() + " " +
                      std::to_string(e["year"].get<int>()));
  const std::vector<std::string> expected = {"allied winter 1805",  "neutral winter 1805",
                                             "french spring 1806",  "allied spring 1806",
                                             "neutral spring 1806", "french summer 1806"};
  EXPECT_EQ(turns, expected);
  // The French spring turn: I, II, III in order, then V.
  const size_t spring = [&] {
    for (size_t i = 0; i < ev.size(); ++i)
      if (ev[i].value("type", "") == "turn" && ev[i]["side"] == "french") return i;
    return ev.size();
  }();
  ASSERT_LT(spring, ev.size());
  const size_t vp = index_of_event(ev, spring, "victory_points");
  const size_t mp = index_of_event(ev, spring, "military_points");
  const size_t supply = index_of_event(ev, spring, "supply");
  const size_t muster = index_of_event(ev, spring, "muster");
  const size_t movement = index_of_event(ev, spring, "phase");
  EXPECT_LT(vp, mp);
  EXPECT_LT(mp, supply);
  EXPECT_LT(supply, muster);
  EXPECT_LT(muster, movement);
  EXPECT_LT(movement, ev.size());
  // The summer turn has no phase II.
  const size_t summer = index_of_event(ev, movement + 1, "turn");
  size_t french_summer = summer;
  while (french_summer < ev.size() && ev[french_summer]["side"] != "french")
    french_summer = index_of_event(ev, french_summer + 1, "turn");
  ASSERT_LT(french_summer, ev.size());
  EXPECT_EQ(index_of_event(ev, french_summer, "military_points"), ev.size());
  EXPECT_LT(index_of_event(ev, french_summer, "muster"), ev.size());
}

// LGA 2.11: "The END button ends the blinking unit's movement for the remainder of the
// season"; the next season it moves again.
TEST(LgaMovement, LGA_2_11_EndHaltsTheUnitForTheRestOfTheSeason) {
  State s = position(scenario(
      {unit("Ney", "france", "infantry", "1104"), unit("Lannes", "france", "infantry", "1104")}));
  to_movement(s);
  play(s, Halt{id(s, "Ney"), false});
  EXPECT_TRUE(s.unit(id(s, "Ney")).halted);
  EXPECT_EQ(s.unit(id(s, "Ney")).moves, 5);  // it had every move left
  EXPECT_EQ(broken_rule(s, Move{id(s, "Ney"), hex(s, "1004")}), "LGA 2.11");
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Ney"), false}), "LGA 2.11");
  for (const Action& a : s.legal_actions()) {
    if (const auto* m = std::get_if<Move>(&a)) {
      EXPECT_NE(m->unit, id(s, "Ney"));
    }
  }
  EXPECT_EQ(broken_rule(s, Move{id(s, "Lannes"), hex(s, "1004")}), "");
  to_next_french_movement(s);
  EXPECT_EQ(broken_rule(s, Move{id(s, "Ney"), hex(s, "1004")}), "");
}

// LGA 3.5 "each city may only have one garrison at a time"; 3.6 "Only infantry, artillery and
// militia may garrison a city" (the guard is artillery, 3.3), by the END button; "To quit
// being a garrison, the unit must move out of the area".
TEST(LgaGarrison, LGA_3_6_InfantryArtilleryAndMilitiaGarrisonOneToACity) {
  State s = position(scenario(
      {unit("Line", "france", "infantry", "1104"), unit("Second", "france", "infantry", "1104"),
       unit("Guard", "france", "guard", "1104"), unit("Hussars", "france", "cavalry", "1104"),
       unit("Berthier", "france", "hq", "1104"), unit("Field", "france", "militia", "1004"),
       unit("Gunners", "france", "artillery", "1204")}));
  to_movement(s);
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Hussars"), true}), "LGA 3.6");
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Berthier"), true}), "LGA 3.6");
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Field"), true}), "LGA 3.6");  // 1004 is no city
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Gunners"), true}), "");       // Reims, a minor city
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Guard"), true}), "");
  play(s, Halt{id(s, "Line"), true});
  EXPECT_TRUE(s.unit(id(s, "Line")).garrison);
  // One garrison to a city: the others may halt, but not as its garrison (Reims has none yet).
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Second"), true}), "LGA 3.6");
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Guard"), true}), "LGA 3.6");
  EXPECT_EQ(broken_rule(s, Halt{id(s, "Second"), false}), "");
  for (const Action& a : s.legal_actions()) {
    if (const auto* h = std::get_if<Halt>(&a)) {
      EXPECT_TRUE(!h->garrison || h->unit == id(s, "Gunners")) << s.def(h->unit).id;
    }
  }
  to_next_french_movement(s);
  EXPECT_TRUE(s.unit(id(s, "Line")).garrison);  // a garrison stays one
  play(s, Move{id(s, "Line"), hex(s, "1004")}, {99});
  EXPECT_FALSE(s.unit(id(s, "Line")).garrison);
}

// LGA 5.61: a unit moves one area at a time; "To enter combat, attempt to move the blinking
// unit into the same area as an enemy unit": the attacker stays where it was, and attacking
// costs no movement (2.13).
TEST(LgaMovement, LGA_5_61_OneAreaAtATimeAndAttackingIsMovingIntoTheEnemy) {
  State s = position(scenario(
      {unit("Ney", "france", "infantry", "1507"), unit("Mack", "austria", "infantry", "1509")}));
  to_movement(s);
  EXPECT_EQ(broken_rule(s, Move{id(s, "Ney"), hex(s, "1707")}), "LGA 5.61");  // two away
  play(s, Move{id(s, "Ney"), hex(s, "1508")}, {99});
  const int moves = s.unit(id(s, "Ney")).moves;
  State::Step step;
  ASSERT_FALSE(s.step_violation(id(s, "Ney"), hex(s, "1509"), &step));
  EXPECT_TRUE(step.attack);
  const Events ev = play(s, Move{id(s, "Ney"), hex(s, "1509")}, {4});
  const json* combat = find_event(ev, "combat");
  ASSERT_NE(combat, nullptr);
  EXPECT_EQ((*combat)["defender"], "Mack");
  EXPECT_EQ(label(s, s.unit(id(s, "Ney")).hex), "1508");
  EXPECT_EQ(s.unit(id(s, "Ney")).moves, moves);
}

// LGA 2.9: in the scroll mode "The text window displays who controls the area, its supply
// status and any special terrain, such as capital, major city, or sea area": the `area` query.
TEST(LgaInspect, LGA_2_9_AnAreaTellsItsControllerSupplyAndTerrain) {
  json sc = scenario({unit("Ney", "france", "infantry", "1104")});
  sc["control"] = {{"1808", "french"}};  // cut off from Paris
  const State s = position(sc);
  const json paris = s.inspect({{"type", "area"}, {"hex", "1104"}});
  EXPECT_EQ(paris["controller"], "french");
  EXPECT_EQ(paris["supplied"]["french"], true);
  EXPECT_EQ(paris["city"]["name"], "Paris");
  EXPECT_EQ(paris["city"]["kind"], "capital");
  EXPECT_EQ(paris["terrain"], "clear");
  EXPECT_EQ(paris["units"], json::array({"Ney"}));
  const json cut_off = s.inspect({{"type", "area"}, {"hex", "1808"}});
  EXPECT_EQ(cut_off["controller"], "french");
  EXPECT_EQ(cut_off["supplied"]["french"], false);
  const json channel = s.inspect({{"type", "area"}, {"hex", "1002"}});
  EXPECT_EQ(channel["terrain"], "sea");
  EXPECT_TRUE(channel["controller"].is_null());
}

// LGA 2.14: "each countries' current number of Military Points (MP's) next to its respective
// flag": every seat sees every country's MPs, the enemy's too.
TEST(LgaView, LGA_2_14_EveryCountrysMilitaryPointsAreShownToEverySeat) {
  const State s = position(scenario({unit("Ney", "france", "infantry", "1104")}));
  for (int seat = 0; seat < 3; ++seat) {
    const json view = s.view_for(seat).to_json(seat);
    EXPECT_EQ(view["countries"]["austria"]["mp"], 10) << seat;
    EXPECT_EQ(view["countries"]["britain"]["mp"], 6) << seat;
    EXPECT_EQ(view["countries"]["france"]["mp"], 20) << seat;
  }
}

// LGA 3.7: fatigue rises in combat and on a long march, and "is automatically reduced back to
// zero at the start of your turn".
TEST(LgaTurn, LGA_3_7_FatigueReturnsToZeroAtTheStartOfTheOwnTurn) {
  State s = position(scenario({unit("Ney", "france", "infantry", "1104")}));
  to_movement(s);
  const UnitId ney = id(s, "Ney");
  for (const char* to : {"1004", "1005", "1006", "1007"}) play(s, Move{ney, hex(s, to)}, {99});
  play(s, Move{ney, hex(s, "1107")}, {1});  // the whole allowance: F2
  ASSERT_EQ(s.unit(ney).fatigue, 2);
  s.do_apply(EndPhase{});
  ASSERT_EQ(s.player(), Side::kAllied);
  EXPECT_EQ(s.unit(ney).fatigue, 2);  // it stays through the enemy's turn (LGA 5.65)
  to_next_french_movement(s);
  EXPECT_EQ(s.unit(ney).fatigue, 0);
}

// LGA 5.2: "At the end of the game, the player with the highest level of victory is the winner.
// If the players have the same level of victory, the game is considered a draw."
TEST(LgaVictory, LGA_5_2_TheHigherLevelWinsAndEqualLevelsDraw) {
  json sc = scenario({});
  sc["end"] = sc["start"];  // one season
  const State probe = position(sc);
  const int f = probe.victory_points(Side::kFrench), a = probe.victory_points(Side::kAllied);
  auto winner = [&](std::array<int, 5> french, std::array<int, 5> allied) {
    sc["victory"] = {{"french", french}, {"allied", allied}};
    State s = position(sc);
    while (!s.over()) s.do_apply(EndPhase{});
    return s.result()["winner"];
  };
  const std::array<int, 5> av_french = {f - 4, f - 3, f - 2, f - 1, f};      // AV
  const std::array<int, 5> ad_french = {f + 1, f + 2, f + 3, f + 4, f + 5};  // AD
  const std::array<int, 5> tv_french = {f - 2, f - 1, f, f + 1, f + 2};      // TV
  const std::array<int, 5> av_allied = {a - 4, a - 3, a - 2, a - 1, a};
  const std::array<int, 5> ad_allied = {a + 1, a + 2, a + 3, a + 4, a + 5};
  const std::array<int, 5> tv_allied = {a - 2, a - 1, a, a + 1, a + 2};
  EXPECT_EQ(winner(av_french, ad_allied), "french");
  EXPECT_EQ(winner(ad_french, av_allied), "allied");
  EXPECT_TRUE(winner(tv_french, tv_allied).is_null());
  EXPECT_TRUE(winner(ad_french, ad_allied).is_null());  // two absolute defeats
}

}  // namespace
}  // namespace grognard::lga::test
