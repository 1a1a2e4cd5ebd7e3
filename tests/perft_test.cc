// Legal-action tree counts ("perft"), pinned: any change to what is legal changes them.
// If a rule change moves a count on purpose, say why in the commit.
#include "core/perft.h"

#include <gtest/gtest.h>

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
