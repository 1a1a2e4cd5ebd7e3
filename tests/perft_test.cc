// Legal-action tree counts ("perft"), pinned: any change to what is legal changes them.
// If a rule change moves a count on purpose, say why in the commit.
#include "core/perft.h"

#include <gtest/gtest.h>

#include "bka_fixture.h"
#include "core/registry.h"
#include "naw_fixture.h"
#include "sfc_fixture.h"

namespace grognard::naw::test {
namespace {

TEST(Perft, WaterlooOpeningPosition) {
  const GameEntry& game = *find_game("napoleon-at-waterloo");
  auto session = game.start(game.load_scenario("waterloo"), 3);
  // 3081 while horse batteries moved 4; "in all circumstances as artillery" makes it 3
  // (2999); stacking checked at the end of the phase opens the full hexes (3050).
  EXPECT_EQ(perft(*session, 1), 3050u);
}

TEST(Perft, SmallEngagementThroughACombatPhase) {
  // Infantry, cavalry and a gun in contact with a British infantry and cavalry stack, from
  // the bombardment step: fire, defense modes, results, retreats, advances and the next
  // player's moves all appear within four plies.
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "cavalry", 3, 5, "0613"),
                      unit("F3", "artillery", 3, 3, "0515"), unit("A1", "infantry", 4, 4, "0614"),
                      unit("A2", "cavalry", 2, 5, "0614")},
                     11);
  advance_to(s, Side::kFrench, Phase::kBombardment);
  TypedSession<State> session(s, json::object(), 11);
  EXPECT_EQ(perft(session, 1), 2u);  // bombard 0614 with the gun, or pass
  EXPECT_EQ(perft(session, 2),
            6u);  // two defense modes; or F1, F2, or both in infantry mode, or pass
  EXPECT_EQ(perft(session, 3), 34u);
  EXPECT_EQ(perft(session, 4), 51u);
  EXPECT_EQ(perft(session, 5), 174u);
}

}  // namespace
}  // namespace grognard::naw::test

namespace grognard::sfc::test {
namespace {

// Struggle for the Continent's opening: Germany places its first army in any German province
// (SFC 1.2), then again (the capital's army may come later while armies are left to place).
TEST(Perft, StruggleForTheContinentSetUp) {
  const GameEntry& game = *find_game("struggle-for-the-continent");
  auto session = game.start(game.load_scenario("1914"), 1);
  int german = 0;
  for (int a = 0; a < europe()->board().size(); ++a)
    german += europe()->province(AreaId{static_cast<uint16_t>(a)}).owner == nation("germany");
  EXPECT_EQ(perft(*session, 1), static_cast<uint64_t>(german));
  EXPECT_EQ(perft(*session, 2), static_cast<uint64_t>(german * german));
}

// Before Belgrade, Austria to move (sfc_fixture.h): moves of every size, attacks alone or
// with the Germans beside, the ally's answer, and the battle's first decisions.
TEST(Perft, StruggleForTheContinentBeforeBelgrade) {
  TypedSession<State> session(belgrade(false), json::object(), 1);
  EXPECT_EQ(perft(session, 1), 73u);
  EXPECT_EQ(perft(session, 2), 4686u);
  EXPECT_EQ(perft(session, 3), 266310u);
}

}  // namespace
}  // namespace grognard::sfc::test

namespace grognard::bka::test {
namespace {

// Blitzkrieg at the Ardennes' opening: the German player places the units of the starting
// zones (BKA Beginning of game), any of them in any hex of the zones; but the one zone hex the
// Allies hold (the 423rd Infantry on the Schnee Eifel) takes only the infiltrators, the units that
// may enter an enemy's hex.
TEST(Perft, BlitzkriegAtTheArdennesDeployment) {
  const GameEntry& game = *find_game("blitzkrieg-ardennes");
  auto session = game.start(game.load_scenario("wacht-am-rhein"), 1);
  const State& s = dynamic_cast<const TypedSession<State>&>(*session).state();
  const auto raster = s.raster();
  uint64_t allied_held = 0, others = 0;
  for (HexId h : s.game().start_zone().hexes) allied_held += s.has_enemy(h, Side::kGerman);
  for (UnitId u : raster) others += s.def(u).cls != UnitClass::kInfiltrator;
  EXPECT_EQ(allied_held, 1u);
  EXPECT_EQ(perft(*session, 1),
            raster.size() * s.game().start_zone().hexes.size() - others * allied_held);
  EXPECT_EQ(perft(*session, 1), 4849u);  // 51 units, 96 hexes
}

// A German armour and infantry next to an Allied infantry regiment on the test map, German
// movement: moves, engagements and the end of the phase, then the next decisions.
TEST(Perft, BlitzkriegAtTheArdennesContact) {
  State s =
      position({unit("GE-ARM", "armour", 8, 8, "0802"), unit("GE-INF", "infantry", 4, 4, "0803"),
                unit("US-INF", "infantry", 4, 4, "0702")});
  TypedSession<State> session(s, json::object(), 1);
  EXPECT_EQ(perft(session, 1), 51u);
  EXPECT_EQ(perft(session, 2), 1507u);
  EXPECT_EQ(perft(session, 3), 18187u);
}

}  // namespace
}  // namespace grognard::bka::test
