// Undo stops at a die that changed the game, not at every die: La Grande Armée rolls the
// 5.63 fog of war on every move, and a roll that costs no move lets the move be taken back
// (issue: "undo works until a die that matters is rolled"). Undo restores the dice too, so
// the same move made again rolls the same number.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/registry.h"

namespace grognard {
namespace {

// The first French move of the Austrian Challenge that rolls only the fog-of-war die,
// applied to `session` with that die forced to `percentile`.
json first_fog_roll_move(Session& session, int percentile) {
  for (const json& a : session.legal_actions()) {
    if (a["type"] != "move") continue;
    const auto trial = session.clone();
    try {
      const Events ev = trial->apply(a, {percentile});
      bool long_march = false, attack = false;
      for (const json& e : ev) {
        long_march |= e.value("type", "") == "long_march";
        attack |= e.value("type", "") == "combat";
      }
      if (long_march || attack) continue;
    } catch (const std::exception&) {
      continue;  // rolls something else, or more than one die
    }
    session.apply(a, {percentile});
    return a;
  }
  ADD_FAILURE() << "no plain move found";
  return {};
}

std::unique_ptr<Session> austrian_challenge_movement() {
  const GameEntry& lga = *find_game("la-grande-armee");
  auto session = lga.start(lga.load_scenario("1-austrian-challenge"), 7);
  for (int guard = 0; guard < 5; ++guard) {  // past the build phase
    const auto legal = session->legal_actions();
    if (std::any_of(legal.begin(), legal.end(), [](const json& a) { return a["type"] == "move"; }))
      break;
    session->apply({{"type", "end_phase"}});
  }
  return session;
}

TEST(UndoDice, LGA_5_63_AFogOfWarRollThatCostsNoMoveChangesNothing) {
  auto session = austrian_challenge_movement();
  first_fog_roll_move(*session, 50);  // 50: above the 2 % and 3 % bands, no move lost
  ASSERT_FALSE(session->log().empty());
  EXPECT_EQ(session->log().back().dice_rolled, 1);
  EXPECT_EQ(session->log().back().telling_dice, 0);
}

TEST(UndoDice, LGA_5_63_AFogOfWarRollThatCostsMovesTellsAndStopsUndo) {
  for (int percentile : {1, 4}) {  // all remaining moves lost; one move lost
    auto session = austrian_challenge_movement();
    first_fog_roll_move(*session, percentile);
    ASSERT_FALSE(session->log().empty());
    EXPECT_EQ(session->log().back().dice_rolled, 1) << percentile;
    EXPECT_EQ(session->log().back().telling_dice, 1) << percentile;
  }
}

}  // namespace
}  // namespace grognard
