// Napoleon at Waterloo, advanced game: Combat, Artillery, the Combat Unit Capability Chart,
// the Combat Resolution Table, retreat and advance. Dice are forced so each result is known.
#include <map>

#include "naw_fixture.h"

namespace grognard::naw::test {
namespace {

// Around the defender at 0614: 0513, 0613 and 0514 are adjacent to it.
State assault_position(std::vector<json> units) {
  State s = position(units);
  advance_to(s, Side::kFrench, Phase::kAssault);
  return s;
}

const json* find_event(const Events& ev, const std::string& type) {
  for (const auto& e : ev)
    if (e["type"] == type) return &e;
  return nullptr;
}

TEST(NawCombat, OddsRoundInTheDefendersFavour) {
  // Basic game example kept by the advanced game: two 4-4 infantry against a 3-5 cavalry
  // unit are eight to three, which is a two to one attack.
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
                      unit("A1", "cavalry", 3, 5, "0614")});
  const auto o = s.odds({id(s, "F1"), id(s, "F2")}, {hex(s, "0614")});
  EXPECT_EQ(o.attack, 8);
  EXPECT_EQ(o.defense, 3);
  EXPECT_EQ(s.game().odds_name(o.column), "2-1");
  EXPECT_EQ(s.game().odds_name(s.odds({id(s, "F1")}, {hex(s, "0614")}).column), "1-1");
}

TEST(NawCombat, OddsLimitedToOneToFourAndSixToOne) {
  State s = position({unit("F1", "infantry", 1, 4, "0513"), unit("F2", "infantry", 40, 4, "0613"),
                      unit("A1", "infantry", 6, 4, "0614")});
  EXPECT_EQ(s.game().odds_name(s.odds({id(s, "F1")}, {hex(s, "0614")}).column), "1-4");
  EXPECT_EQ(s.game().odds_name(s.odds({id(s, "F2")}, {hex(s, "0614")}).column), "6-1");
}

TEST(NawCombat, Case4_TownsDoubleTheDefender) {
  // 1013 is a town (Hougoumont's chateau); 1113 woods; the attacker in 1012.
  State s = position({unit("F1", "infantry", 8, 4, "1012"), unit("A1", "infantry", 4, 4, "1013")});
  const auto o = s.odds({id(s, "F1")}, {hex(s, "1013")});
  EXPECT_EQ(o.defense, 8);
  EXPECT_EQ(s.game().odds_name(o.column), "1-1");
}

TEST(NawTerrain, WoodsShiftEveryAttackOneColumnLeft) {
  // "a two to one becomes a one to one"
  State s = position({unit("F1", "infantry", 8, 4, "1213"), unit("A1", "infantry", 4, 4, "1113")});
  const auto o = s.odds({id(s, "F1")}, {hex(s, "1113")});
  EXPECT_EQ(o.shift, -1);
  EXPECT_EQ(s.game().odds_name(o.column), "1-1");
}

TEST(NawCapabilityChart, CavalryAttackingInfantryAddsTwo) {
  State s =
      assault_position({unit("F1", "cavalry", 4, 5, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  s.rng().force({1});  // 1 + 2 = 3 on the 1-1 column: attacker retreats
  Events ev = play(s, Attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt});
  const json* combat = find_event(ev, "combat");
  ASSERT_NE(combat, nullptr);
  EXPECT_EQ((*combat)["modifier"], 2);
  EXPECT_EQ((*combat)["odds"], "1-1");
  EXPECT_EQ((*combat)["result"], "Ar");
}

TEST(NawCapabilityChart, AttackerDeclaresThenDefenderChooses) {
  State s =
      assault_position({unit("F1", "infantry", 4, 4, "0513"), unit("A1", "infantry", 2, 4, "0614"),
                        unit("A2", "cavalry", 2, 5, "0614")});
  play(s, Attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt});
  ASSERT_TRUE(s.combat());
  EXPECT_EQ(s.to_move(), index_of(Side::kAllied));  // the defender decides now
  const auto legal = s.legal_actions();
  ASSERT_EQ(legal.size(), 2u);
  EXPECT_EQ(broken_rule(s, ChooseDefense{DefenseMode::kArtillery}), "NAW Capability Chart");
  s.rng().force({5});  // infantry against cavalry: 5 - 1 = 4 on the 1-1 column: Dr
  Events ev = play(s, ChooseDefense{DefenseMode::kCavalry});
  const json* combat = find_event(ev, "combat");
  ASSERT_NE(combat, nullptr);
  EXPECT_EQ((*combat)["modifier"], -1);
  EXPECT_EQ((*combat)["result"], "Dr");
}

TEST(NawCapabilityChart, BothWithInfantryAndCavalryNeitherChoosesCavalry) {
  State s =
      assault_position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "cavalry", 4, 5, "0613"),
                        unit("A1", "infantry", 2, 4, "0614"), unit("A2", "cavalry", 2, 5, "0614")});
  const std::vector<UnitId> both = {id(s, "F1"), id(s, "F2")};
  EXPECT_EQ(broken_rule(s, Attack{both, {hex(s, "0614")}, std::nullopt}), "NAW Capability Chart");
  EXPECT_EQ(broken_rule(s, Attack{both, {hex(s, "0614")}, AttackMode::kCavalry}),
            "NAW Capability Chart (exception)");
  s.rng().force({3});
  Events ev = play(s, Attack{both, {hex(s, "0614")}, AttackMode::kInfantry});
  // The defender's only open mode is infantry: no decision, resolved at once.
  const json* combat = find_event(ev, "combat");
  ASSERT_NE(combat, nullptr);
  EXPECT_EQ((*combat)["defense_mode"], "infantry");
}

TEST(NawCombat, Case1_OneGroundAttackPerDefenderPerGameTurn) {
  State s =
      assault_position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
                        unit("A1", "infantry", 20, 4, "0614")});
  s.rng().force({4});  // 1-4 column, die 4: AE
  play(s, Attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt});
  EXPECT_EQ(broken_rule(s, Attack{{id(s, "F2")}, {hex(s, "0614")}, std::nullopt}),
            "NAW Combat (1)");
}

TEST(NawCombat, Case2_TheWholeStackDefends) {
  State s =
      assault_position({unit("F1", "infantry", 40, 4, "0513"), unit("A1", "infantry", 2, 4, "0614"),
                        unit("A2", "infantry", 3, 4, "0614")});
  s.rng().force({6});  // 6-1: DE
  Events ev = play(s, Attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt});
  EXPECT_FALSE(s.on_map(id(s, "A1")));
  EXPECT_FALSE(s.on_map(id(s, "A2")));
  EXPECT_EQ(s.losses(Side::kAllied), 5);
}

TEST(NawArtillery, Case1_ArtilleryOnlyBombards) {
  State s = assault_position(
      {unit("F1", "artillery", 4, 3, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  EXPECT_EQ(broken_rule(s, Attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt}),
            "NAW Artillery (1)");
}

TEST(NawArtillery, Case4_WoodsAndFriendsBlockUnlessAnEquallyDirectLineIsOpen) {
  // 0512 to 0614 is two hexes, between 0513 and 0613 on equally direct lines.
  State one = position({unit("F1", "artillery", 4, 3, "0512"), unit("F2", "infantry", 2, 4, "0613"),
                        unit("A1", "infantry", 4, 4, "0614")});
  advance_to(one, Side::kFrench, Phase::kBombardment);
  EXPECT_EQ(broken_rule(one, Bombard{{id(one, "F1")}, hex(one, "0614")}), "");
  State both =
      position({unit("F1", "artillery", 4, 3, "0512"), unit("F2", "infantry", 2, 4, "0613"),
                unit("F3", "infantry", 2, 4, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  advance_to(both, Side::kFrench, Phase::kBombardment);
  EXPECT_EQ(broken_rule(both, Bombard{{id(both, "F1")}, hex(both, "0614")}), "NAW Artillery (4)");
  // Three hexes is out of range.
  State far =
      position({unit("F1", "artillery", 4, 3, "0511"), unit("A1", "infantry", 4, 4, "0614")});
  advance_to(far, Side::kFrench, Phase::kBombardment);
  EXPECT_EQ(broken_rule(far, Bombard{{id(far, "F1")}, hex(far, "0614")}), "NAW Artillery (2)");
}

TEST(NawArtillery, BombardmentAppliesOnlyDEAndDr) {
  State s = position({unit("F1", "artillery", 1, 3, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  advance_to(s, Side::kFrench, Phase::kBombardment);
  s.rng().force({5});  // 1-4 column, 5 + 0: AE, which bombardment ignores
  Events ev = play(s, Bombard{{id(s, "F1")}, hex(s, "0614")});
  EXPECT_NE(find_event(ev, "no_effect"), nullptr);
  EXPECT_TRUE(s.on_map(id(s, "F1")));
  EXPECT_FALSE(s.combat());
  // Case 6: one bombardment per gun per phase; one per defender per game-turn.
  EXPECT_EQ(broken_rule(s, Bombard{{id(s, "F1")}, hex(s, "0614")}), "NAW Combat (1)");
}

TEST(NawArtillery, Case7_GunsMayChooseToTakeAnAttackerRetreat) {
  State s = position({unit("F1", "artillery", 4, 3, "0513"), unit("A1", "infantry", 4, 4, "0614")});
  advance_to(s, Side::kFrench, Phase::kBombardment);
  s.rng().force({2});  // 1-1, die 2: Ar
  play(s, Bombard{{id(s, "F1")}, hex(s, "0614")});
  ASSERT_TRUE(s.combat());
  EXPECT_EQ(s.to_move(), index_of(Side::kFrench));  // the attacking player's discretion
  State declined = s;
  play(declined, Pass{});
  EXPECT_FALSE(declined.combat());
  EXPECT_EQ(declined.unit(id(declined, "F1")).hex, hex(declined, "0513"));
  play(s, VolunteerRetreat{{id(s, "F1")}});
  // The victor (the defender) picks the hex: 0512, 0413 or 0414, out of A1's zone.
  EXPECT_EQ(s.to_move(), index_of(Side::kAllied));
  EXPECT_EQ(s.retreat_options(id(s, "F1")).size(), 3u);
  play(s, Retreat{id(s, "F1"), hex(s, "0413"), std::nullopt});
  EXPECT_FALSE(s.combat());  // artillery never advances; the defender does not either
  EXPECT_EQ(s.unit(id(s, "F1")).hex, hex(s, "0413"));
}

TEST(NawArtillery, FiringTwoHexesUsesItsOwnRow) {
  State s = position({unit("F1", "artillery", 8, 3, "0512"), unit("A1", "infantry", 4, 4, "0614")});
  advance_to(s, Side::kFrench, Phase::kBombardment);
  s.rng().force({6});  // 2-1, 6 - 2 = 4: Dr
  Events ev = play(s, Bombard{{id(s, "F1")}, hex(s, "0614")});
  const json* combat = find_event(ev, "combat");
  ASSERT_NE(combat, nullptr);
  EXPECT_EQ((*combat)["attack_mode"], "artillery_2");
  EXPECT_EQ((*combat)["modifier"], -2);
  EXPECT_EQ((*combat)["result"], "Dr");
}

TEST(NawCombatResults, ExchangeCostsTheAttackerAtLeastTheDefendersStrength) {
  State s = assault_position(
      {unit("F1", "infantry", 5, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
       unit("F3", "infantry", 3, 4, "0514"), unit("A1", "infantry", 4, 4, "0614")});
  s.rng().force({1});  // 12 to 4 is 3-1; die 1: EX
  play(s, Attack{{id(s, "F1"), id(s, "F2"), id(s, "F3")}, {hex(s, "0614")}, std::nullopt});
  EXPECT_FALSE(s.on_map(id(s, "A1")));
  ASSERT_TRUE(s.combat());
  EXPECT_EQ(s.to_move(), index_of(Side::kFrench));
  EXPECT_EQ(s.legal_actions().size(), 2u);  // lose F1 (5) or F2 (4); F3 (3) is not enough
  EXPECT_NE(broken_rule(s, ChooseLosses{{id(s, "F3")}}), "");
  EXPECT_NE(broken_rule(s, ChooseLosses{{id(s, "F1"), id(s, "F3")}}), "");  // more than needed
  play(s, ChooseLosses{{id(s, "F2")}});
  EXPECT_FALSE(s.on_map(id(s, "F2")));
  EXPECT_EQ(s.losses(Side::kFrench), 4);
}

TEST(NawRetreat, TheVictorChoosesAmongVacantHexesOutsideEnemyZones) {
  State s =
      assault_position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
                        unit("A1", "cavalry", 3, 5, "0614")});
  s.rng().force({4});  // 2-1, infantry against cavalry: 4 - 1 = 3: Dr
  play(s, Attack{{id(s, "F1"), id(s, "F2")}, {hex(s, "0614")}, std::nullopt});
  ASSERT_TRUE(s.combat());
  EXPECT_EQ(s.to_move(), index_of(Side::kFrench));
  auto options = s.retreat_options(id(s, "A1"));
  std::vector<std::string> labels;
  for (HexId h : options) labels.push_back(s.game().board().label_text(h));
  std::sort(labels.begin(), labels.end());
  EXPECT_EQ(labels, (std::vector<std::string>{"0615", "0714"}));
  EXPECT_EQ(broken_rule(s, Retreat{id(s, "A1"), hex(s, "0514"), std::nullopt}), "NAW Retreat");
  play(s, Retreat{id(s, "A1"), hex(s, "0714"), std::nullopt});
  // Advance after combat: the victors may step into the hex the loser left.
  ASSERT_TRUE(s.combat());
  EXPECT_EQ(broken_rule(s, Advance{id(s, "F1"), hex(s, "0614")}), "");
  play(s, Advance{id(s, "F1"), hex(s, "0614")});
  EXPECT_EQ(s.unit(id(s, "F1")).hex, hex(s, "0614"));
}

// Into a hex of three, "one of the uninvolved units is bumped-out (disrupted)"; the victor,
// who moves retreating units, names it, and it retreats in turn (standard game, Disruption).
TEST(NawRetreat, AFullHexTakesTheUnitAndTheVictorNamesTheUnitBumpedOut) {
  State s =
      assault_position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
                        unit("F3", "infantry", 4, 4, "0815"), unit("A1", "infantry", 4, 4, "0614"),
                        unit("A2", "infantry", 5, 4, "0615"), unit("A3", "infantry", 5, 4, "0615"),
                        unit("A4", "infantry", 2, 4, "0615")});
  s.rng().force({3});  // 2-1, die 3: Dr; A1's only way out is the full hex 0615
  play(s, Attack{{id(s, "F1"), id(s, "F2")}, {hex(s, "0614")}, std::nullopt});
  ASSERT_TRUE(s.combat());
  EXPECT_EQ(s.to_move(), index_of(Side::kFrench));  // the victor decides
  const auto legal = s.legal_actions();
  ASSERT_EQ(legal.size(), 3u);  // into 0615, bumping A2, A3 or A4
  for (const Action& a : legal) EXPECT_EQ(std::get<Retreat>(a).to, hex(s, "0615"));
  EXPECT_EQ(broken_rule(s, Retreat{id(s, "A1"), hex(s, "0615"), std::nullopt}),
            "NAW Retreat (disruption)");
  EXPECT_EQ(broken_rule(s, Retreat{id(s, "A1"), hex(s, "0615"), id(s, "F3")}),
            "NAW Retreat (disruption)");
  Events ev = play(s, Retreat{id(s, "A1"), hex(s, "0615"), id(s, "A2")});  // not the weakest
  EXPECT_EQ(s.unit(id(s, "A1")).hex, hex(s, "0615"));
  const json* bumped = find_event(ev, "bumped");
  ASSERT_NE(bumped, nullptr);
  EXPECT_EQ((*bumped)["unit"], "A2");
  EXPECT_TRUE(s.unit(id(s, "A2")).disrupted);
  EXPECT_FALSE(s.unit(id(s, "A4")).disrupted);
  // The bumped unit retreats in turn, the victor choosing where.
  ASSERT_TRUE(s.combat());
  EXPECT_EQ(s.combat()->retreating.front(), id(s, "A2"));
  EXPECT_EQ(s.retreat_options(id(s, "A2")).size(), 2u);  // 0515 and 0616
}

// Standard game, Disruption: where the uninvolved units could not be moved back, "the
// uninvolved unit is NOT disrupted" and the unit forced to retreat is eliminated instead.
TEST(NawRetreat, WhenNoUninvolvedUnitCanMoveTheRetreatingUnitIsEliminated) {
  State s =
      assault_position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
                        unit("F3", "infantry", 4, 4, "0815"), unit("F4", "infantry", 4, 4, "0416"),
                        unit("F5", "infantry", 4, 4, "0716"), unit("A1", "infantry", 4, 4, "0614"),
                        unit("A2", "infantry", 5, 4, "0615"), unit("A3", "infantry", 5, 4, "0615"),
                        unit("A4", "infantry", 2, 4, "0615")});
  s.rng().force({3});  // Dr; 0515 and 0616, the full hex's ways out, are in French zones
  Events ev = play(s, Attack{{id(s, "F1"), id(s, "F2")}, {hex(s, "0614")}, std::nullopt});
  const json* lost = find_event(ev, "no_retreat");
  ASSERT_NE(lost, nullptr);
  EXPECT_EQ((*lost)["unit"], "A1");
  EXPECT_FALSE(s.on_map(id(s, "A1")));
  EXPECT_EQ(find_event(ev, "bumped"), nullptr);
  for (const char* u : {"A2", "A3", "A4"}) {
    EXPECT_EQ(s.unit(id(s, u)).hex, hex(s, "0615")) << u;
    EXPECT_FALSE(s.unit(id(s, u)).disrupted) << u;
  }
}

TEST(NawRetreat, NoHexToRetreatToEliminates) {
  // Surrounded: every neighbour of 0614 is French or in a French zone of control.
  State s = assault_position(
      {unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
       unit("F3", "infantry", 4, 4, "0715"), unit("A1", "infantry", 4, 4, "0614")});
  s.rng().force({3});
  Events ev = play(s, Attack{{id(s, "F1"), id(s, "F2")}, {hex(s, "0614")}, std::nullopt});
  EXPECT_NE(find_event(ev, "no_retreat"), nullptr);
  EXPECT_FALSE(s.on_map(id(s, "A1")));
}

// Standard game, Disruption: "bumped units may bump others in turn", but not for ever. Here
// 0615 and 0616 are full and each is the other's only way out (F3 and F4 hold 0515, 0516,
// 0715 and 0716 in French zones, F5 holds 0617): every bump sends a unit into the other full
// hex. A unit already moved or bumped in the combat is not bumped again, so the chain ends,
// with the last unit, which has nowhere left to go, eliminated.
TEST(NawRetreat, AChainOfBumpsEndsBecauseNoUnitIsBumpedTwice) {
  State s = assault_position(
      {unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
       unit("F3", "infantry", 4, 4, "0815"), unit("F4", "infantry", 4, 4, "0416"),
       unit("F5", "infantry", 4, 4, "0717"), unit("A1", "infantry", 4, 4, "0614"),
       unit("A2", "infantry", 2, 4, "0615"), unit("A3", "infantry", 2, 4, "0615"),
       unit("A4", "infantry", 2, 4, "0615"), unit("A5", "infantry", 2, 4, "0616"),
       unit("A6", "infantry", 2, 4, "0616"), unit("A7", "infantry", 2, 4, "0616")});
  s.rng().force({3});  // 2-1, die 3: Dr
  Events ev = play(s, Attack{{id(s, "F1"), id(s, "F2")}, {hex(s, "0614")}, std::nullopt});
  std::map<std::string, int> retreats;
  std::vector<std::string> lost;
  auto tally = [&](const Events& events) {
    for (const auto& e : events) {
      if (e["type"] == "retreat") ++retreats[e["unit"]];
      if (e["type"] == "no_retreat") lost.push_back(e["unit"]);
    }
  };
  tally(ev);
  int decisions = 0;
  while (s.combat() && s.combat()->stage == Combat::Stage::kRetreat && decisions < 50) {
    const auto legal = s.legal_actions();
    ASSERT_FALSE(legal.empty());
    tally(play(s, legal.front()));
    ++decisions;
  }
  ASSERT_LT(decisions, 50) << "the chain of bumps never ended";
  for (const auto& [u, n] : retreats) EXPECT_EQ(n, 1) << u << " retreated more than once";
  EXPECT_EQ(retreats.size(), 6u) << "A1 and five bumped units moved";
  ASSERT_EQ(lost.size(), 1u) << "the last bumped unit had nowhere to go";
  EXPECT_FALSE(s.on_map(id(s, lost[0])));
}

// Combat (general): attacking is voluntary, artillery fires first (step 2a), then ground
// attacks (2b) in any order the attacker likes.
TEST(NawCombat, AttacksAreVoluntaryArtilleryFirstThenGroundInAnyOrder) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0715"),
                      unit("FG", "artillery", 3, 3, "0512"), unit("A1", "infantry", 2, 4, "0614"),
                      unit("A2", "infantry", 2, 4, "0716")});
  advance_to(s, Side::kFrench, Phase::kBombardment);
  EXPECT_EQ(broken_rule(s, Attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt}),
            "NAW Turns of Play");
  EXPECT_EQ(broken_rule(s, Bombard{{id(s, "FG")}, hex(s, "0614")}), "");
  play(s, Pass{});  // no bombardment: voluntary
  ASSERT_EQ(s.phase(), Phase::kAssault);
  EXPECT_NE(broken_rule(s, Bombard{{id(s, "FG")}, hex(s, "0614")}), "");
  // Either attack may go first.
  EXPECT_EQ(broken_rule(s, Attack{{id(s, "F2")}, {hex(s, "0716")}, std::nullopt}), "");
  EXPECT_EQ(broken_rule(s, Attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt}), "");
  EXPECT_EQ(broken_rule(s, Pass{}), "");  // and neither need be made
}

// A ground unit attacks once in a combat phase; a gun fires at one hex once (Artillery (6)).
TEST(NawCombat, EachUnitAttacksOnceAndEachGunFiresOnceAPhase) {
  State s = position({unit("F1", "infantry", 12, 4, "0513"), unit("FG", "artillery", 9, 3, "0415"),
                      unit("A1", "infantry", 2, 4, "0614"), unit("A2", "infantry", 2, 4, "0514"),
                      unit("A3", "infantry", 2, 4, "0413")});
  // Resolves the combat under way, declining every optional step (advance).
  auto settle = [&] {
    while (s.combat()) {
      const auto legal = s.legal_actions();
      const auto pass = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
        return std::holds_alternative<Pass>(a);
      });
      play(s, pass != legal.end() ? *pass : legal.front());
    }
  };
  advance_to(s, Side::kFrench, Phase::kBombardment);
  s.rng().force({6});
  play(s, Bombard{{id(s, "FG")}, hex(s, "0514")});
  settle();
  EXPECT_EQ(broken_rule(s, Bombard{{id(s, "FG")}, hex(s, "0413")}), "NAW Artillery (6)");
  play(s, Pass{});
  s.rng().force({6});
  play(s, Attack{{id(s, "F1")}, {hex(s, "0614")}, std::nullopt});
  settle();
  if (s.on_map(id(s, "F1")) && s.unit(id(s, "F1")).hex == hex(s, "0513")) {
    EXPECT_EQ(broken_rule(s, Attack{{id(s, "F1")}, {hex(s, "0413")}, std::nullopt}),
              "NAW Combat (1)");
  } else {
    ADD_FAILURE() << "F1 was expected to stay in 0513 after a DE at 6-1";
  }
}

// Artillery (5): every unit in the bombarded hex defends, and a DE takes them all.
TEST(NawArtillery, Case5_EveryUnitInTheTargetHexDefendsAgainstTheGuns) {
  State s = position({unit("FG", "artillery", 24, 3, "0512"), unit("A1", "infantry", 1, 4, "0514"),
                      unit("A2", "cavalry", 1, 5, "0514"), unit("A3", "infantry", 2, 4, "0514")});
  advance_to(s, Side::kFrench, Phase::kBombardment);
  const State::Odds o = s.odds({id(s, "FG")}, {hex(s, "0514")});
  EXPECT_EQ(o.defense, 4);  // 1 + 1 + 2
  s.rng().force({6});
  play(s, Bombard{{id(s, "FG")}, hex(s, "0514")});
  while (s.combat()) play(s, s.legal_actions().front());
  for (const char* u : {"A1", "A2", "A3"}) EXPECT_FALSE(s.on_map(id(s, u))) << u;
}

// Capability chart: guns firing together from one and two hexes fire as at two hexes.
TEST(NawArtillery, GunsAtMixedRangesFireAsAtTwoHexes) {
  State s = position({unit("FG", "artillery", 3, 3, "0513"), unit("FH", "artillery", 3, 3, "0512"),
                      unit("A1", "infantry", 4, 4, "0614")});
  advance_to(s, Side::kFrench, Phase::kBombardment);
  ASSERT_EQ(s.game().board().distance(hex(s, "0513"), hex(s, "0614")), 1);
  ASSERT_EQ(s.game().board().distance(hex(s, "0512"), hex(s, "0614")), 2);
  const Events ev = play(s, Bombard{{id(s, "FG"), id(s, "FH")}, hex(s, "0614")});
  const json* declared = find_event(ev, "bombardment");
  ASSERT_NE(declared, nullptr);
  EXPECT_EQ((*declared)["mode"], "artillery_2");
}

// Combat (3): victors in the zone of another enemy unit (not one that is retreating) may not
// advance.
TEST(NawRetreat, Case3_VictorsInAnotherEnemyZoneMayNotAdvance) {
  State s = position({unit("F1", "infantry", 4, 4, "0513"), unit("F2", "infantry", 4, 4, "0613"),
                      unit("A1", "cavalry", 3, 5, "0614"), unit("A2", "infantry", 4, 4, "0413")});
  advance_to(s, Side::kFrench, Phase::kAssault);
  s.rng().force({4});  // Dr, as in TheVictorChooses...
  play(s, Attack{{id(s, "F1"), id(s, "F2")}, {hex(s, "0614")}, std::nullopt});
  play(s, Retreat{id(s, "A1"), hex(s, "0714"), std::nullopt});
  ASSERT_TRUE(s.combat());
  // F1 (0513) is next to A2 (0413); F2 (0613) is not.
  EXPECT_NE(broken_rule(s, Advance{id(s, "F1"), hex(s, "0614")}), "");
  EXPECT_EQ(broken_rule(s, Advance{id(s, "F2"), hex(s, "0614")}), "");
}

}  // namespace
}  // namespace grognard::naw::test
