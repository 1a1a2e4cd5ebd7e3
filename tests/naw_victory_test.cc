// Napoleon at Waterloo, advanced game: "How the Game is Won", demoralization and victory.
#include "naw_fixture.h"

namespace grognard::naw::test {
namespace {

TEST(NawVictory, DecisiveLessProvisionalLeavesMarginal) {
  // The seed's example: the French achieve a Decisive Victory and the Allies a Provisional;
  // three less two leaves the French with only a Marginal Victory.
  const VictoryThresholds v;
  VictoryFacts f;
  f.exited = 14;
  f.napoleon_exited = true;
  f.french_losses = 100;  // Allied Provisional
  const VictoryLevels levels = judge(f, v);
  EXPECT_EQ(levels.french, 3);
  EXPECT_EQ(levels.allied, 2);
  EXPECT_EQ(levels.net(), 1);
  EXPECT_EQ(level_name(levels.net()), "marginal");
}

TEST(NawVictory, EachLevelAtItsThreshold) {
  const VictoryThresholds v;
  VictoryFacts f;
  EXPECT_EQ(judge(f, v).french, 0);
  f.french_losses = 74;
  EXPECT_EQ(judge(f, v).allied, 0);
  f.french_losses = 75;
  EXPECT_EQ(judge(f, v).allied, 1);
  f.french_losses = 100;
  EXPECT_EQ(judge(f, v).allied, 2);
  f.napoleon_eliminated = true;
  EXPECT_EQ(judge(f, v).allied, 3);
  VictoryFacts g;
  g.demoralized = Side::kAllied;
  EXPECT_EQ(judge(g, v).french, 1);
  g.allied_losses = 150;
  EXPECT_EQ(judge(g, v).french, 2);
  g.exited = 14;  // without Napoleon, no Decisive
  EXPECT_EQ(judge(g, v).french, 2);
  g.demoralized = Side::kFrench;
  EXPECT_EQ(judge(g, v).allied, 3);
}

// Two 95-point French units attack a 95-point British one at 2-1 and roll an exchange:
// both sides pass 90 points lost at the same instant.
State freak_exchange() {
  State s = position({unit("F1", "infantry", 95, 4, "0513"), unit("F2", "infantry", 95, 4, "0613"),
                      unit("F3", "infantry", 4, 4, "0312"), unit("A1", "infantry", 95, 4, "0614"),
                      unit("A2", "infantry", 4, 4, "0712"), unit("P1", "infantry", 4, 4, "0311")});
  advance_to(s, Side::kFrench, Phase::kAssault);
  s.rng().force({2});  // 2-1, die 2: EX
  play(s, Attack{{id(s, "F1"), id(s, "F2")}, {hex(s, "0614")}, std::nullopt});
  play(s, ChooseLosses{{id(s, "F1")}});
  return s;
}

TEST(NawDemoralization, Case4_BothAtOnceDemoralizesTheDefender) {
  State s = freak_exchange();
  EXPECT_GE(s.losses(Side::kFrench), 90);
  EXPECT_GE(s.losses(Side::kAllied), 90);
  EXPECT_EQ(s.demoralized(), Side::kAllied);
}

TEST(NawDemoralization, Case2_EffectsOnZonesAndStrength) {
  State s = freak_exchange();
  ASSERT_EQ(s.demoralized(), Side::kAllied);
  if (s.combat()) play(s, Pass{});  // decline the advance
  while (!(s.turn() == 2 && s.phasing() == Side::kFrench)) play(s, Pass{});
  // The opponent of the demoralized player doubles, attacking and defending.
  EXPECT_EQ(s.attack_strength(id(s, "F2")), 190);
  EXPECT_EQ(s.defense_strength(id(s, "A2")), 4);
  // British units no longer hold French units in place: F2 leaves A2's zone, paying the
  // cavalry's penalty ("at the same movement cost penalty as cavalry units"): 1 + 1.
  EXPECT_EQ(move_cost(s, "F2", "0513"), 2);
  // Prussians still do (case 3), but every French unit may now leave as cavalry does.
  EXPECT_EQ(move_cost(s, "F3", "0313"), 2);
}

// Case (3): "Prussian losses are counted toward the loss for demoralization of the Allied
// Player": destroying a 90-point Prussian unit demoralizes the Allies, though no British unit
// was lost. At 285 to 90 (3-1) a 6 is DE.
TEST(NawDemoralization, Case3_PrussianLossesCountTowardTheAlliedDemoralization) {
  State s = position({unit("F1", "infantry", 95, 4, "0513"), unit("F2", "infantry", 95, 4, "0613"),
                      unit("F3", "infantry", 95, 4, "0514"), unit("P1", "infantry", 90, 4, "0614"),
                      unit("A1", "infantry", 4, 4, "0105")});
  advance_to(s, Side::kFrench, Phase::kAssault);
  s.rng().force({6});
  play(s, Attack{{id(s, "F1"), id(s, "F2"), id(s, "F3")}, {hex(s, "0614")}, std::nullopt});
  EXPECT_FALSE(s.on_map(id(s, "P1")));
  EXPECT_EQ(s.losses(Side::kAllied), 90);
  EXPECT_EQ(s.demoralized(), Side::kAllied);
}

TEST(NawDemoralization, OnlyOnePlayerIsEverDemoralized) {
  State s = freak_exchange();
  ASSERT_EQ(s.demoralized(), Side::kAllied);
  // Even though the French have lost 95 points, they stay in good order.
  EXPECT_GE(s.losses(Side::kFrench), 90);
  EXPECT_NE(s.demoralized(), Side::kFrench);
}

TEST(NawTurns, TenGameTurnsThenTheGameIsJudged) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("A1", "infantry", 4, 4, "0105")});
  int passes = 0;
  while (!s.over()) {
    play(s, Pass{});
    ++passes;
  }
  EXPECT_EQ(passes, 10 * 2 * 3);  // ten game-turns of two player-turns of three phases
  EXPECT_EQ(s.result()["winner"], "none");
  EXPECT_EQ(s.result()["turns"], 10);
}

}  // namespace
}  // namespace grognard::naw::test
