// Struggle for the Continent in play, rule by rule (the seed's numbered rules; SOURCES.md
// for the proposals that make them precise): set-up, mobilisation, movement, battles,
// neutrals, defeat and the end of the game. Dice are forced where a result matters.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "games/struggle-for-the-continent/state.h"
#include "sfc_fixture.h"

namespace grognard::sfc {
namespace {

using namespace test;

std::string rule(const std::optional<RuleViolation>& v) { return v ? v->rule : "legal"; }

TEST(SfcState, SFC_1_2_SetUpInOwnProvincesWithTheCapitalHeld) {
  State s(europe(), 1);
  EXPECT_EQ(s.nation_to_move(), nation("germany"));
  EXPECT_EQ(rule(s.validate(Place{at("paris")})), "SFC 1.2");  // not German
  for (int i = 0; i < 9; ++i) s.do_apply(Place{at("bavaria")});
  // The tenth and last German army must go to Berlin: none stands there yet.
  EXPECT_EQ(rule(s.validate(Place{at("bavaria")})), "SFC 1.2");
  s.do_apply(Place{at("berlin")});
  EXPECT_EQ(s.nation_to_move(), nation("austria"));
  EXPECT_EQ(s.to_place(), 9);
}

TEST(SfcState, SeatsAreTheNationsTeamsFirst) {
  const State s(europe(), 1);
  const auto seats = s.seat_names();
  ASSERT_EQ(seats.size(), 19u);
  const auto teams = s.seat_teams();
  ASSERT_EQ(teams.size(), 3u);
  EXPECT_EQ(teams[0].id, "central");
  EXPECT_EQ(teams[0].seats, (std::vector<std::string>{"germany", "austria", "turkey", "bulgaria"}));
  EXPECT_EQ(teams[1].seats.size(), 8u);
  EXPECT_EQ(teams[2].id, "neutral");
  EXPECT_EQ(teams[2].seats.size(), 7u);
}

TEST(SfcState, SFC_1_4_AndSFC_3_2_MobilisationAfterTheFirstTurn) {
  State s = set_up();
  ASSERT_EQ(s.phase(), Phase::kMove);
  EXPECT_EQ(s.nation_to_move(), nation("germany"));
  EXPECT_EQ(s.armies_of(nation("germany")), 10);  // 1.4: none on the first team's first turn
  // The Entente moves second: Russia mobilises at the start of its first turn (3.2).
  turn_of(s, nation("russia"));
  EXPECT_EQ(s.armies_of(nation("russia"), at("petrograd")), 15 + 6);
  while (!(s.round() == 2 && s.nation_to_move() == nation("germany"))) s.do_apply(EndTurn{});
  EXPECT_EQ(s.armies_of(nation("germany"), at("berlin")), 14);
}

TEST(SfcState, SFC_3_3_NoMoreThanTheTotal) {
  State s = set_up();
  // Belgium starts with its whole total of one army: it never mobilises (3.3).
  for (int round = 0; round < 3; ++round) {
    turn_of(s, nation("belgium"));
    EXPECT_EQ(s.armies_of(nation("belgium")), 1);
    EXPECT_EQ(s.mobilised(nation("belgium")), 1);
    s.do_apply(EndTurn{});
  }
}

TEST(SfcState, SFC_2_MovesBordersAndNeutrals) {
  State s = set_up();
  const NationId de = nation("germany");
  EXPECT_EQ(rule(s.validate(Move{at("berlin"), at("paris"), 1})), "SFC 2.2");  // no border
  s.do_apply(Move{at("berlin"), at("ostfriesland"), 1});
  EXPECT_EQ(rule(s.validate(Move{at("ostfriesland"), at("denmark"), 1})), "SFC 2.6");  // neutral
  EXPECT_EQ(rule(s.validate(Move{at("berlin"), at("rhineland"), 10})), "SFC 2.1");     // nine there
  s.do_apply(Move{at("berlin"), at("rhineland"), 3});
  EXPECT_EQ(s.armies_of(de, at("rhineland")), 3);
  // 2.6: the Belgian army holds Belgium, so entering it is an attack (2.3).
  EXPECT_EQ(rule(s.validate(Move{at("rhineland"), at("belgium"), 1})), "SFC 2.6");
  // 2.1: two moves an army; the second takes them on, a third is refused.
  s.do_apply(Move{at("rhineland"), at("bavaria"), 1});
  EXPECT_EQ(rule(s.validate(Move{at("bavaria"), at("rhineland"), 1})), "SFC 2.1");
}

TEST(SfcState, SFC_2_6_FreePassageThroughEmptyEnemyProvinces) {
  State s = set_up();
  // German armies cross German Silesia into empty Russian western Poland: the Central
  // Powers take it; two moves, none left (2.1).
  ASSERT_EQ(s.controller(at("w_poland")), 1);  // the Entente's
  const json reach = s.inspect({{"type", "reachable"}, {"from", "berlin"}, {"nation", "germany"}});
  EXPECT_EQ(reach["moves"], 2);
  json path;
  for (const json& r : reach["reach"])
    if (r["to"] == "w_poland") path = r;
  EXPECT_EQ(path["cost"], 2) << reach.dump();
  EXPECT_EQ(path["path"], json::array({"silesia", "w_poland"})) << reach.dump();
  s.do_apply(Move{at("berlin"), at("silesia"), 2});
  s.do_apply(Move{at("silesia"), at("w_poland"), 2});
  EXPECT_EQ(s.controller(at("w_poland")), 0);
  EXPECT_EQ(s.ready_armies(nation("germany"), at("w_poland")), 0);
  // Allied provinces too: Russian armies through Novgorod to Pskov.
  turn_of(s, nation("russia"));
  s.do_apply(Move{at("petrograd"), at("novgorod"), 3});
  s.do_apply(Move{at("novgorod"), at("pskov"), 3});
  EXPECT_EQ(s.armies_of(nation("russia"), at("pskov")), 3);
}

TEST(SfcState, SFC_2_3_AttackingIsAMoveAndTakesTheProvince) {
  State s = set_up();
  const NationId de = nation("germany");
  s.do_apply(Move{at("berlin"), at("rhineland"), 3});
  // Three German armies against one Belgian (5 against 5): the first pair wins and the
  // Belgian army is gone; the Germans enter and take Belgium.
  s.rng().force({9, 1});
  s.do_apply(Attack{at("belgium"), {{at("rhineland"), de, 3}}});
  EXPECT_EQ(s.phase(), Phase::kMove);
  EXPECT_EQ(s.armies_of(nation("belgium")), 0);
  EXPECT_EQ(s.armies_of(de, at("belgium")), 3);
  EXPECT_EQ(s.controller(at("belgium")), s.team());
  // 3.5: Belgium has mobilised its only army and lost it: out of the war.
  EXPECT_FALSE(s.in_war(nation("belgium")));
  // One move to Rhineland, the attack the second: none left (2.3).
  EXPECT_EQ(rule(s.validate(Move{at("belgium"), at("flanders"), 1})), "SFC 2.1");
}

TEST(SfcState, SFC_4_2_BetweenWavesTheAttackerAndThenTheDefenderDecide) {
  State s = set_up();
  s.do_apply(Move{at("berlin"), at("rhineland"), 2});
  s.rng().force({1, 1});  // a standoff: both armies stay
  s.do_apply(Attack{at("belgium"), {{at("rhineland"), nation("germany"), 2}}});
  ASSERT_EQ(s.phase(), Phase::kBattle);
  EXPECT_EQ(s.to_move(), nation("germany").value);
  EXPECT_EQ(rule(s.validate(Stand{})), "SFC 4.2");  // the attacker is asked first
  s.do_apply(FightOn{});
  EXPECT_EQ(s.to_move(), nation("belgium").value);
  EXPECT_EQ(rule(s.validate(Retreat{at("rhineland")})), "SFC 4.2");  // the enemy's
  s.do_apply(Retreat{at("flanders")});  // French Flanders: the Entente's
  EXPECT_EQ(s.armies_of(nation("belgium"), at("flanders")), 1);
  // No defender left: the attackers enter (proposal 9).
  EXPECT_EQ(s.armies_of(nation("germany"), at("belgium")), 2);
  EXPECT_EQ(s.phase(), Phase::kMove);
}

// Between waves, the odds of the battle as it stands, fought to the end (SFC 4.4, 4.5): two
// Germans [5] against one Belgian [5] after a standoff. The first pair is even, so the first
// German beats the Belgian as often as it falls (1/2); if it falls, the Belgian's victory
// costs Belgium a point and the second German fights at +1, winning 55 to 36. Belgium falls
// 1/2 + 1/2 * 55/91 = 80.2 times in 100.
TEST(SfcState, SFC_4_5_TheOddsOfTheBattleAsItStands) {
  State s = set_up();
  EXPECT_THROW(s.inspect({{"type", "battle"}}), DataError);  // no battle yet
  s.do_apply(Move{at("berlin"), at("rhineland"), 2});
  s.rng().force({1, 1});  // a standoff
  s.do_apply(Attack{at("belgium"), {{at("rhineland"), nation("germany"), 2}}});
  ASSERT_EQ(s.phase(), Phase::kBattle);
  const uint64_t before = s.hash();
  const json odds = s.inspect({{"type", "battle"}});
  EXPECT_EQ(s.hash(), before);
  EXPECT_EQ(odds["at"], "belgium");
  EXPECT_NEAR(odds["take"].get<int>(), 80, 3);
  // The defender falls when taken; a German falls when it is not, and sometimes when it is.
  EXPECT_NEAR(odds["defenders_lost"].get<double>(), odds["take"].get<int>() / 100.0, 0.051);
  EXPECT_GE(odds["attackers_lost"].get<double>() + 0.05,
            2 * (100 - odds["take"].get<int>()) / 100.0);
}

// SFC 2.4 "Defending against an attack does not count as movement" and 2.5 "Retreat from a
// battle does not count as a move": Belgium's army defends, retreats to French Flanders, and
// still has both its moves when its own turn comes.
TEST(SfcState, SFC_2_4_And_2_5_DefendingAndRetreatingCostNoMove) {
  State s = set_up();
  s.do_apply(Move{at("berlin"), at("rhineland"), 2});
  s.rng().force({1, 1});  // a standoff
  s.do_apply(Attack{at("belgium"), {{at("rhineland"), nation("germany"), 2}}});
  s.do_apply(FightOn{});
  s.do_apply(Retreat{at("flanders")});
  ASSERT_EQ(s.armies_of(nation("belgium"), at("flanders")), 1);
  turn_of(s, nation("belgium"));
  for (const Army& a : s.armies())
    if (a.nation == nation("belgium")) {
      EXPECT_EQ(a.moves, kMovesPerTurn);
    }
  s.do_apply(Move{at("flanders"), at("paris"), 1});
  EXPECT_EQ(rule(s.validate(Move{at("paris"), at("flanders"), 1})), "legal");
}

TEST(SfcState, SFC_4_2_TheAttackerBreaksOffAndStaysWhereItWas) {
  State s = set_up();
  s.do_apply(Move{at("berlin"), at("rhineland"), 2});
  s.rng().force({1, 1});
  s.do_apply(Attack{at("belgium"), {{at("rhineland"), nation("germany"), 2}}});
  s.do_apply(BreakOff{});
  EXPECT_EQ(s.phase(), Phase::kMove);
  EXPECT_EQ(s.armies_of(nation("germany"), at("rhineland")), 2);
  EXPECT_EQ(s.armies_of(nation("belgium"), at("belgium")), 1);
}

TEST(SfcState, Proposal5_AlliesJoinAnAttackWhenAsked) {
  State s = belgrade(false);
  const NationId de = nation("germany"), au = nation("austria"), rs = nation("serbia");
  ASSERT_EQ(s.nation_to_move(), au);
  ASSERT_EQ(s.armies_of(rs, at("belgrade")), 3);
  // The Austrians attack, with the Germans in their line after them.
  const Attack joint{at("belgrade"), {{at("bosnia"), au, 4}, {at("bosnia"), de, 2}}};
  s.do_apply(joint);
  ASSERT_EQ(s.phase(), Phase::kJoin);
  EXPECT_EQ(s.to_move(), de.value);  // the ally decides for its own armies
  // Three pairs, the attacker winning each: 4.5, every victory costs the winners a point.
  s.rng().force({10, 1, 10, 1, 10, 1});
  s.do_apply(Join{});
  EXPECT_EQ(s.phase(), Phase::kMove);
  EXPECT_EQ(s.armies_of(au, at("belgrade")), 4);
  EXPECT_EQ(s.armies_of(de, at("belgrade")), 2);
  EXPECT_EQ(s.controller(at("belgrade")), 0);
  // 3.5: Serbia has armies still to mobilise, but no army left and its capital lost.
  EXPECT_FALSE(s.in_war(rs));
}

TEST(SfcState, Proposal5_AnAllyMayDeclineAndTheAttackGoesOnWithout) {
  State s = belgrade(false);
  const NationId de = nation("germany"), au = nation("austria");
  // An attack must be the moving nation's own: allies only join it.
  EXPECT_EQ(rule(s.validate(Attack{at("belgrade"), {{at("bosnia"), de, 2}}})), "SFC 4");
  s.do_apply(Attack{at("belgrade"), {{at("bosnia"), au, 4}, {at("bosnia"), de, 2}}});
  s.rng().force({3, 1, 3, 1, 3, 1});  // three standoffs: 3 - 2 = 1
  s.do_apply(Decline{});
  ASSERT_EQ(s.phase(), Phase::kBattle);
  const json battle = s.to_json(std::nullopt)["battle"];
  EXPECT_EQ(battle["attackers"].size(), 4u);  // the Germans stayed out
  EXPECT_EQ(s.ready_armies(de, at("bosnia")), 2);
  EXPECT_EQ(battle["waves"][0]["pairs"].size(), 3u);
  EXPECT_EQ(battle["waves"][0]["pairs"][0]["advantage"], 2 - 4);  // SFC 4.3
}

TEST(SfcState, Proposal8_EachDefendingNationDecidesItsOwnRetreat) {
  State s = set_up();
  s.do_apply(Move{at("berlin"), at("rhineland"), 10});
  turn_of(s, nation("france"));
  s.do_apply(Move{at("paris"), at("flanders"), 1});
  turn_of(s, nation("belgium"));
  s.do_apply(Move{at("belgium"), at("flanders"), 1});
  while (!(s.round() == 2 && s.nation_to_move() == nation("germany"))) s.do_apply(EndTurn{});
  s.do_apply(Move{at("rhineland"), at("belgium"), 2});  // empty now: taken
  // Two Germans against the Belgian (5, first: the strongest) and the French army (4).
  s.rng().force({1, 1, 1, 2});  // two standoffs
  s.do_apply(Attack{at("flanders"), {{at("belgium"), nation("germany"), 2}}});
  s.do_apply(FightOn{});
  // France comes before Belgium in the Entente's order.
  EXPECT_EQ(s.to_move(), nation("france").value);
  const json battle = s.to_json(std::nullopt)["battle"];
  EXPECT_EQ(battle["retreats"], json::array({"paris", "champagne"}));
  s.do_apply(Retreat{at("paris")});
  EXPECT_EQ(s.to_move(), nation("belgium").value);
  s.rng().force({1, 1});
  s.do_apply(Stand{});
  // The second wave: one pair, the Belgian army alone.
  EXPECT_EQ(s.armies_of(nation("france"), at("paris")), 10 - 1 + 1 + 3);
  EXPECT_EQ(s.armies_of(nation("belgium"), at("flanders")), 1);
  EXPECT_EQ(s.to_json(std::nullopt)["battle"]["waves"].size(), 2u);
  EXPECT_EQ(s.to_json(std::nullopt)["battle"]["waves"][1]["pairs"].size(), 1u);
}

// Round 2, Germany to move, nothing moved yet.
State central_round_two() {
  State s = set_up();
  while (!(s.round() == 2 && s.nation_to_move() == nation("germany"))) s.do_apply(EndTurn{});
  return s;
}

TEST(SfcState, SFC_5_WhoMayAskWhichNeutral) {
  State s = central_round_two();
  EXPECT_EQ(rule(s.validate(AskNeutral{nation("spain")})), "legal");
  // 5.2: Denmark borders only the Central Powers and other neutrals.
  EXPECT_EQ(rule(s.validate(AskNeutral{nation("denmark")})), "SFC 5.2");
  EXPECT_EQ(rule(s.validate(AskNeutral{nation("italy")})), "SFC 5.1");  // at war already
  // 5.4: only the leader; 5.5: the whole team forfeits its turn, so before any move.
  State moved = s;
  moved.do_apply(Move{at("berlin"), at("bavaria"), 1});
  EXPECT_EQ(rule(moved.validate(AskNeutral{nation("spain")})), "SFC 5.5");
  s.do_apply(EndTurn{});
  EXPECT_EQ(s.nation_to_move(), nation("austria"));
  EXPECT_EQ(rule(s.validate(AskNeutral{nation("spain")})), "SFC 5.4");
}

TEST(SfcState, SFC_5_1_And_5_5_ARefusalCostsTheTeamItsTurnButNotItsArmies) {
  State s = central_round_two();
  const int austrians = s.armies_of(nation("austria"));
  s.rng().force({2});  // 5.1: one chance in three; a 2 declines
  const Events ev = s.do_apply(AskNeutral{nation("spain")});
  EXPECT_EQ(s.team_of(nation("spain")), kNoTeam);
  // 5.5: Austria, Turkey and Bulgaria still mobilise; then it is the Entente's turn.
  EXPECT_EQ(s.armies_of(nation("austria")), austrians + 3);
  EXPECT_EQ(s.team(), 1);
  EXPECT_EQ(s.nation_to_move(), nation("russia"));
}

// SFC 5.3 "Only one country may be called on per turn": asking ends the team's turn, so no
// second neutral can be asked before the other team has played; the next turn the leader may
// ask again.
TEST(SfcState, SFC_5_3_OneNeutralAskedPerTurn) {
  State s = central_round_two();
  s.rng().force({2});  // refused
  s.do_apply(AskNeutral{nation("spain")});
  EXPECT_EQ(s.team(), 1);  // the Entente's turn: the Central Powers ask no more this one
  EXPECT_EQ(s.nation_to_move(), nation("russia"));
  while (s.nation_to_move() != nation("germany")) s.do_apply(EndTurn{});
  EXPECT_EQ(s.round(), 3);
  EXPECT_EQ(rule(s.validate(AskNeutral{nation("spain")})), "legal");
}

TEST(SfcState, SFC_5_7_ANeutralThatAcceptsSetsUpAndJoinsTheTeamLast) {
  State s = central_round_two();
  s.rng().force({1});
  s.do_apply(AskNeutral{nation("spain")});
  const NationId es = nation("spain");
  EXPECT_EQ(s.team_of(es), 0);
  EXPECT_TRUE(s.in_war(es));
  EXPECT_EQ(s.team_order(0).back(), es);
  ASSERT_EQ(s.phase(), Phase::kSetup);
  EXPECT_EQ(s.to_move(), es.value);
  EXPECT_EQ(s.to_place(), 4);
  EXPECT_EQ(s.controller(at("madrid")), 0);
  // 1.2 again: at least one army in Madrid.
  for (int i = 0; i < 3; ++i) s.do_apply(Place{at("catalonia")});
  EXPECT_EQ(rule(s.validate(Place{at("catalonia")})), "SFC 1.2");
  s.do_apply(Place{at("madrid")});
  // Its team's turn is over (5.5): the Entente moves; Spain now borders France as an enemy.
  EXPECT_EQ(s.phase(), Phase::kMove);
  EXPECT_EQ(s.nation_to_move(), nation("russia"));
  EXPECT_EQ(s.armies_of(es), 4);
}

TEST(SfcState, SFC_5_6_VisiblyAndOverwhelminglyStronger) {
  // Weighted armies (attack^0.7 x 1000): the asking team is visibly stronger only with both
  // more potential (by a tenth) and more on the map.
  EXPECT_TRUE(visibly_stronger({300, 1200}, {200, 1000}));
  EXPECT_FALSE(visibly_stronger({300, 1100}, {200, 1000}));  // 0.9 x 1100 < 1000
  EXPECT_FALSE(visibly_stronger({100, 1200}, {200, 1000}));  // fewer on the map
  // A neutral of 10 armies at attack 2 (1625 each) would lift 0.9 x 10000 past 20000.
  EXPECT_TRUE(overwhelming({0, 10000}, {0, 20000}, 10, 2));
  EXPECT_FALSE(overwhelming({0, 10000}, {0, 30000}, 10, 2));
  EXPECT_FALSE(overwhelming({0, 10000}, {0, 20000}, 2, 10));  // small neutrals are exempt
}

// A scenario cut down to a small war: Albania alone against Serbia, the rest neutral.
json small_war(int rounds) {
  json s = scenario_1914();
  json neutral = json::array();
  for (auto& [key, n] : s["nations"].items()) {
    n.erase("team");
    if (key != "albania" && key != "serbia") neutral.push_back(key);
  }
  s["nations"]["albania"]["team"] = "central";
  s["nations"]["serbia"]["team"] = "entente";
  s["teams"]["central"]["order"] = {"albania"};
  s["teams"]["entente"]["order"] = {"serbia"};
  s["neutral"] = neutral;
  s["rounds"] = rounds;
  return s;
}

TEST(SfcState, SFC_3_5_AndVictory_ATeamWithNoNationLeftLoses) {
  State s(load(small_war(30)), 1);
  place_all_in_capitals(s);
  s.do_apply(EndTurn{});  // Albania
  ASSERT_EQ(s.nation_to_move(), nation("serbia"));
  s.do_apply(Move{at("belgrade"), at("kosovo"), 2});
  s.rng().force({9, 1});  // 4 against 4: the Serbian wins the only pair
  s.do_apply(Attack{at("albania"), {{at("kosovo"), nation("serbia"), 2}}});
  EXPECT_TRUE(s.over());
  EXPECT_FALSE(s.in_war(nation("albania")));
  EXPECT_EQ(s.result()["winner"], "entente");
  EXPECT_EQ(s.result()["out_of_war"], json::array({"albania"}));
}

TEST(SfcState, AnUnfinishedGameIsScoredAfterItsRounds) {
  State s(load(small_war(1)), 1);
  place_all_in_capitals(s);
  s.do_apply(EndTurn{});
  s.do_apply(Move{at("belgrade"), at("kosovo"), 1});  // Serbian already: no change
  s.do_apply(EndTurn{});
  ASSERT_TRUE(s.over());
  const json r = s.result();
  // Provinces held, capitals three: Albania 3; Serbia's four provinces with Belgrade, 6.
  EXPECT_EQ(r["score"]["central"], 3);
  EXPECT_EQ(r["score"]["entente"], 6);
  EXPECT_EQ(r["winner"], "entente");
  EXPECT_NE(r["reason"].get<std::string>().find("1 rounds played"), std::string::npos);
}

TEST(SfcState, Proposal7_AfterAHundredWavesTheAttackerMustBreakOff) {
  State s = set_up();
  s.do_apply(Move{at("berlin"), at("rhineland"), 1});
  s.rng().force({1, 1});
  s.do_apply(Attack{at("belgium"), {{at("rhineland"), nation("germany"), 1}}});
  for (int wave = 1; wave < kMaxWaves; ++wave) {
    s.do_apply(FightOn{});
    s.rng().force({1, 1});
    s.do_apply(Stand{});
  }
  EXPECT_EQ(s.battle()->battle.waves(), kMaxWaves);
  EXPECT_EQ(rule(s.validate(FightOn{})), "SFC 4.2");
  EXPECT_EQ(rule(s.validate(BreakOff{})), "legal");
}

TEST(SfcState, ActionsReadBackAndBadOnesSayWhere) {
  State s = belgrade(false);
  const Attack joint{at("belgrade"),
                     {{at("bosnia"), nation("austria"), 4}, {at("bosnia"), nation("germany"), 2}}};
  EXPECT_EQ(s.parse_action(s.action_json(joint)), Action(joint));
  for (const Action& a : s.legal_actions()) EXPECT_EQ(s.parse_action(s.action_json(a)), a);
  try {
    s.parse_action({{"type", "attack"},
                    {"to", "belgrade"},
                    {"groups", {{{"from", "bosnia"}, {"nation", "prussia"}, {"count", 1}}}}});
    FAIL();
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("action.groups[0].nation"), std::string::npos) << e.what();
  }
  // The preview of an attack: the first wave's pairs and their odds (SFC 4.3, 4.4).
  const json p = s.inspect({{"type", "preview"}, {"action", s.action_json(joint)}});
  EXPECT_EQ(p["legal"], true);
  ASSERT_EQ(p["details"]["pairs"].size(), 3u);
  // Austria (2) against Serbia (4): -2; a d10 a side wins 28 times in 100, ties 8.
  EXPECT_EQ(p["details"]["pairs"][0]["advantage"], -2);
  EXPECT_EQ(p["details"]["pairs"][0]["win"], 28);
  EXPECT_EQ(p["details"]["pairs"][0]["standoff"], 8);
}

// The preview also plays the whole battle out (SFC 4.1-4.5), the attacker fighting to the end
// and the Serbians standing: taking Belgrade means beating all three, so at least three
// Serbian armies are lost on average for every battle taken; the figures are the same each
// time and the game's own dice are untouched.
TEST(SfcState, SFC_4_ThePreviewPlaysTheWholeBattleOut) {
  State s = belgrade(false);
  const Attack joint{at("belgrade"),
                     {{at("bosnia"), nation("austria"), 4}, {at("bosnia"), nation("germany"), 2}}};
  const uint64_t before = s.hash();
  const json query = {{"type", "preview"}, {"action", s.action_json(joint)}};
  const json battle = s.inspect(query)["details"]["battle"];
  EXPECT_EQ(s.inspect(query)["details"]["battle"], battle);
  EXPECT_EQ(s.hash(), before);
  const int take = battle["take"];
  const double attackers_lost = battle["attackers_lost"], defenders_lost = battle["defenders_lost"];
  EXPECT_GT(take, 0);
  EXPECT_LT(take, 100);
  EXPECT_GE(defenders_lost + 0.05, 3.0 * take / 100);
  EXPECT_LE(defenders_lost, 3.0);
  EXPECT_LE(attackers_lost, 6.0);
  // Fought to the end, a battle leaves one side gone: the attackers all lost when it is not
  // taken (the hundred-wave cap aside).
  EXPECT_GE(attackers_lost + 0.05, 6.0 * (100 - take) / 100);

  // One German army against one Belgian (both [5]): an even fight, each as likely to fall.
  State even = set_up({{"germany", {{"rhineland", 1}}}});
  turn_of(even, nation("germany"));
  const json one = even.inspect(
      {{"type", "preview"},
       {"action",
        even.action_json(Attack{at("belgium"), {{at("rhineland"), nation("germany"), 1}}})}});
  ASSERT_EQ(one["legal"], true) << one.dump();
  const json b = one["details"]["battle"];
  EXPECT_NEAR(b["take"].get<int>(), 50, 5);
  EXPECT_NEAR(b["attackers_lost"].get<double>() + b["defenders_lost"].get<double>(), 1.0, 0.05);
}

}  // namespace
}  // namespace grognard::sfc
