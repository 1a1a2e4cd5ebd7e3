// Why not there, for an area beyond the next one (route.cc): the `preview` a browser asks
// when the player points at a distant area says what closes the whole way, not only that a
// move is one step.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "lga_fixture.h"

namespace grognard::lga::test {
namespace {

json preview(const State& s, const std::string& unit, const std::string& to) {
  return s.inspect(
      {{"type", "preview"}, {"action", {{"type", "move"}, {"unit", unit}, {"to", to}}}});
}

TEST(LgaRoute, LGA_2_3_TheCheapestWayCostsMoreThanTheMovesLeft) {
  State s = position(scenario({unit("Ney", "france", "infantry", "1104")}));
  to_movement(s);
  ReachableSet far;
  s.reachable(id(s, "Ney"), far, 100);
  const int cost = *far.cost(hex(s, "1804"));
  ASSERT_GT(cost, s.unit(id(s, "Ney")).moves);
  const json p = preview(s, "Ney", "1804");
  EXPECT_EQ(p["legal"], false);
  EXPECT_EQ(p["rule"], "LGA 2.3");
  EXPECT_EQ(p["reason"], fmt::format("reaching 1804 costs {} moves by the cheapest way (terrain "
                                     "and zones of control, LGA 3.2); Ney has {}",
                                     cost, s.unit(id(s, "Ney")).moves));
  // The next area still answers for the step itself.
  EXPECT_EQ(preview(s, "Ney", "1204")["legal"], true);
}

TEST(LgaRoute, LGA_2_5_AnAreaBarredWhateverTheWay) {
  json sc = scenario_france_to_moscow({unit("Grand", "france", "infantry", "2805")});
  State s = position(sc);
  to_movement(s);
  const json p = preview(s, "Grand", "3004");  // the Hinterland, two areas away
  EXPECT_EQ(p["rule"], "LGA 2.5");
  EXPECT_EQ(p["reason"], "French units cannot enter the Russian Hinterland");
}

TEST(LgaRoute, LGA_5_6_AnEnemyFarAwayIsAttackedFromBesideIt) {
  State s = position(scenario(
      {unit("Ney", "france", "infantry", "1104"), unit("Mack", "austria", "infantry", "1509")}));
  to_movement(s);
  const json p = preview(s, "Ney", "1509");
  EXPECT_EQ(p["rule"], "LGA 5.6");
  const std::string reason = p["reason"];
  EXPECT_TRUE(
      reason.starts_with("1509 is held by the enemy: an attack is made from an area beside it, and "
                         "reaching one costs "))
      << reason;
  EXPECT_TRUE(reason.ends_with("; Ney has 5")) << reason;
}

TEST(LgaRoute, TheAnswerComesFromTheSeatsViewAndDoesNotChangeTheStepsRefusal) {
  State s = position(scenario({unit("Ney", "france", "infantry", "1104")}));
  to_movement(s);
  const int french = 0;
  EXPECT_EQ(
      s.view_for(french).inspect(
          {{"type", "preview"}, {"action", {{"type", "move"}, {"unit", "Ney"}, {"to", "1804"}}}}),
      preview(s, "Ney", "1804"));
  // Acting is judged step by step, as before.
  EXPECT_EQ(broken_rule(s, Move{id(s, "Ney"), hex(s, "1804")}), "LGA 5.61");
}

}  // namespace
}  // namespace grognard::lga::test
