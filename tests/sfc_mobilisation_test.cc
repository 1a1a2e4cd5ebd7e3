// Struggle for the Continent mobilisation and defeat (SFC 1.4, 3.2-3.5).
#include <gtest/gtest.h>

#include "games/struggle-for-the-continent/mobilisation.h"

namespace grognard::sfc {
namespace {

Nation germany() {
  Nation n;
  n.key = "germany";
  n.start_armies = 10;
  n.per_turn = 4;
  n.total = 55;
  return n;
}

TEST(SfcMobilisation, SFC_3_2_ArmiesEachTurnAtTheNationsRate) {
  EXPECT_EQ(armies_to_mobilise(germany(), {10, 10, true}, false), 4);
}

TEST(SfcMobilisation, SFC_1_4_TheFirstTeamDoesNotMobiliseOnItsFirstTurn) {
  EXPECT_EQ(armies_to_mobilise(germany(), {10, 10, true}, true), 0);
}

TEST(SfcMobilisation, SFC_3_3_NeverPastTheTotalWhateverIsOnTheBoard) {
  EXPECT_EQ(armies_to_mobilise(germany(), {53, 2, true}, false), 2);
  EXPECT_EQ(armies_to_mobilise(germany(), {55, 0, true}, false), 0);
}

TEST(SfcMobilisation, SFC_3_4_NoneWhileTheCapitalIsOccupiedAgainOnceRetaken) {
  EXPECT_EQ(armies_to_mobilise(germany(), {20, 6, false}, false), 0);
  EXPECT_EQ(armies_to_mobilise(germany(), {20, 6, true}, false), 4);
}

TEST(SfcMobilisation, SFC_3_5_OutOfTheWar) {
  EXPECT_TRUE(out_of_war(germany(), {55, 0, true}));    // all mobilised, all lost
  EXPECT_FALSE(out_of_war(germany(), {40, 0, true}));   // may still mobilise at home
  EXPECT_TRUE(out_of_war(germany(), {40, 0, false}));   // capital lost, no army left
  EXPECT_FALSE(out_of_war(germany(), {55, 1, false}));  // one army still fights
}

}  // namespace
}  // namespace grognard::sfc
