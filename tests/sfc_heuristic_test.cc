// The Struggle for the Continent computer player on positions set up by hand: its battle
// odds (SFC 4.3-4.5), its set-up (1.2), its capital's garrison (3.4), the attacks it makes
// and declines (2.3, 4), joining an ally's attack (SOURCES.md 5), fighting on, standing and
// retreating between waves (4.2), and whole games that keep every invariant.
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>
#include <vector>

#include "core/agent.h"
#include "games/struggle-for-the-continent/heuristic_agent.h"
#include "games/struggle-for-the-continent/heuristic_picture.h"
#include "sfc_fixture.h"

namespace grognard::sfc {
namespace {

using namespace test;

// Lets heuristic players decide for every seat while `until` is false.
template <class Until>
void play_while(State& s, uint64_t seed, Until until) {
  std::vector<HeuristicAgent> agents;
  for (int i = 0; i < s.game().nation_count(); ++i) agents.emplace_back(seed + i);
  for (int guard = 0; guard < 5000 && !s.over() && !until(s); ++guard) {
    const int seat = *s.to_move();
    const Action a = agents[seat].choose(s.view_for(seat), s.legal_actions());
    ASSERT_FALSE(s.validate(a)) << s.action_json(a).dump();
    s.do_apply(a);
  }
}

// Plays the rest of nation n's turn with heuristic players.
void play_turn_of(State& s, NationId n, uint64_t seed = 1) {
  const int round = s.round();
  play_while(s, seed,
             [&](const State& x) { return x.round() != round || x.nation_to_move() != n; });
}

TEST(SfcHeuristic, SFC_4_5_BattleOddsFollowTheRules) {
  EXPECT_DOUBLE_EQ(pair_win(0), 0.45);  // a d10 a side: 45 wins, 10 ties, 45 losses
  EXPECT_DOUBLE_EQ(pair_loss(0), 0.45);
  EXPECT_DOUBLE_EQ(pair_win(4), 0.79);
  EXPECT_DOUBLE_EQ(pair_loss(4), 0.15);
  // Five German armies against one Russian: a sure thing; the other way round, hopeless.
  EXPECT_GT(battle_odds({{5, 5, 5, 5, 5}, {1}}, 1).take, 0.99);
  EXPECT_LT(battle_odds({{1}, {5, 5, 5, 5, 5}}, 1).take, 0.01);
  // 4.5: numbers carry a long battle, because every victory costs the winning side a point.
  // Twenty Russians take a province from five Germans more often than not.
  EXPECT_GT(battle_odds({std::vector<int>(20, 1), std::vector<int>(5, 5)}, 1).take, 0.5);
  // The running penalties count: the same lines after three German victories are worse.
  const BattleLines fresh{{5, 5}, {1, 1, 1, 1}};
  BattleLines worn = fresh;
  worn.attacker_victories = 3;
  EXPECT_LT(battle_odds(worn, 1).gain(1.5), battle_odds(fresh, 1).gain(1.5));
  // Pure: the same lines and seed, the same odds.
  EXPECT_EQ(battle_odds(fresh, 7).take, battle_odds(fresh, 7).take);
}

TEST(SfcHeuristic, RememberedOddsAreTheLinesOwnWhoeverAsksFirst) {
  // Every player and search thread shares one memo, so what it remembers must not depend on
  // who asked first: each battle is played out with its lines' own seed. Two threads ask for
  // the same battles in opposite orders (lines no other test asks for, so new to the memo).
  std::vector<BattleLines> battles;
  for (int a = 1; a <= 6; ++a)
    for (int won = 0; won < 3; ++won)
      battles.push_back({std::vector<int>(static_cast<size_t>(a), 3), {7, 7, 7, 7}, won, 0});
  auto ask = [&](bool backwards, std::vector<double>& takes) {
    takes.assign(battles.size(), -1);
    for (size_t k = 0; k < battles.size(); ++k) {
      const size_t i = backwards ? battles.size() - 1 - k : k;
      takes[i] = remembered_odds(battles[i]).take;
    }
  };
  std::vector<double> forwards, backwards;
  std::thread other([&] { ask(true, backwards); });
  ask(false, forwards);
  other.join();
  for (size_t i = 0; i < battles.size(); ++i) {
    const BattleOdds alone = battle_odds(battles[i], odds_seed(battles[i]));
    EXPECT_EQ(forwards[i], alone.take) << i;
    EXPECT_EQ(backwards[i], alone.take) << i;
    EXPECT_EQ(remembered_odds(battles[i]).attacker_worth_lost, alone.attacker_worth_lost) << i;
  }
  // Other lines, other dice: the seed is the lines'.
  EXPECT_NE(odds_seed(battles[0]), odds_seed(battles[1]));
}

TEST(SfcHeuristic, SFC_4_2_FightsOnWhileItPays) {
  // One German army against many Russians: a fresh wave at +4 pays, at +0 it no longer does.
  BattleLines b{{5}, std::vector<int>(8, 1)};
  EXPECT_TRUE(worth_fighting_on(b));
  b.attacker_victories = 4;
  EXPECT_FALSE(worth_fighting_on(b));
  // Fifteen Russians against four Germans fight on although each wave loses: numbers carry.
  EXPECT_TRUE(worth_fighting_on({std::vector<int>(15, 1), std::vector<int>(4, 5)}));
  EXPECT_FALSE(worth_fighting_on({std::vector<int>(3, 1), std::vector<int>(4, 5)}));
}

// Each army stands where the set-up wants it: in the capital, or on a province of its nation
// bordering the enemy (the one nearest to it when none does).
TEST(SfcHeuristic, SFC_1_2_SetsUpAGarrisonAndTheRestOnTheBorder) {
  State s(europe(), 1);
  play_while(s, 1, [](const State& x) { return x.phase() != Phase::kSetup; });
  ASSERT_EQ(s.phase(), Phase::kMove);
  const Game& g = s.game();
  auto borders_enemy = [&](AreaId a, int team) {
    bool yes = false;
    g.board().for_each_neighbour(a, [&](AreaId b, Border) { yes |= s.controller(b) == 1 - team; });
    return yes;
  };
  int on_border = 0;
  for (int i = 0; i < g.nation_count(); ++i) {
    const NationId n{static_cast<uint8_t>(i)};
    const Nation& nation = g.nation(n);
    if (!s.in_war(n)) continue;
    EXPECT_GE(s.armies_of(n, nation.capital), 1) << nation.key;  // SFC 1.2
    bool has_border = false;
    for (int a = 0; a < g.board().size(); ++a) {
      const AreaId area{static_cast<uint16_t>(a)};
      has_border |= g.province(area).owner == n && borders_enemy(area, s.team_of(n));
    }
    for (const Army& x : s.armies()) {
      if (x.nation != n || x.at == nation.capital) continue;
      if (has_border) {
        EXPECT_TRUE(borders_enemy(x.at, s.team_of(n)))
            << nation.key << " in " << g.board().key(x.at);
        ++on_border;
      }
    }
  }
  EXPECT_GT(on_border, 20);
  // Germany faces Belgium's capital and army: a stack in Rhineland.
  EXPECT_GE(s.armies_of(nation("germany"), at("rhineland")), 3);
}

// Austria with its nine armies in Vienna; Italy's stack in Venice next door, or far away.
State vienna_facing(const char* italians_in) {
  return set_up({{"austria", {{"vienna", 9}}}, {"italy", {{italians_in, 5}}}});
}

TEST(SfcHeuristic, SFC_3_4_TheGarrisonIsSizedToTheThreat) {
  const State near = vienna_facing("venice");
  const State far = vienna_facing("naples");
  const int facing = garrison_wanted(near, nation("austria"));
  const int distant = garrison_wanted(far, nation("austria"));
  EXPECT_GT(facing, distant);
  EXPECT_GE(facing, 5);  // five Italians and the two Rome mobilises, as strong as Austrians
  EXPECT_GE(distant, 1);
  // Held well enough: the Italians would take Vienna from the garrison rarely.
  const BattleLines italians{std::vector<int>(7, 2), std::vector<int>(facing, 2)};
  EXPECT_LE(battle_odds(italians, 3).take, 0.35);
}

TEST(SfcHeuristic, SFC_3_4_AStyleThatRisksLessKeepsMoreAtHome) {
  const State s = set_up({{"austria", {{"vienna", 9}}}, {"italy", {{"naples", 5}}}});
  const NationId austria = nation("austria");
  const std::vector<int> threat = Picture(s, austria).threat_to(at("vienna"));
  ASSERT_FALSE(threat.empty());
  const int austrian = s.game().nation(austria).attack;
  auto taken = [&](int garrison) {
    return remembered_odds(BattleLines{threat, std::vector<int>(garrison, austrian)}).take;
  };
  std::vector<int> garrisons;
  for (const double risk : {0.5, 0.25, 0.05}) {
    const int g = garrison_wanted(s, austria, Style{.garrison_risk = risk});
    // The fewest armies that lose Vienna to the Italians within reach no more often than that.
    EXPECT_LE(taken(g), risk) << risk;
    EXPECT_GT(taken(g - 1), risk) << risk;
    garrisons.push_back(g);
  }
  EXPECT_LT(garrisons[0], garrisons[1]);
  EXPECT_LT(garrisons[1], garrisons[2]);
  EXPECT_EQ(garrisons[1], garrison_wanted(s, austria));  // the heuristic's own: one in four
}

TEST(SfcHeuristic, SFC_3_4_KeepsItsCapitalDefendedAgainstAnAdjacentStack) {
  State s = vienna_facing("venice");
  turn_of(s, nation("austria"));
  play_turn_of(s, nation("austria"));
  ASSERT_FALSE(s.over());
  // Austria may move a few forward into the Serbs' way, but Vienna keeps what the position
  // calls for, and holds against every Italian army that could reach it next turn (Venice's,
  // Rome's and the two Rome mobilises).
  EXPECT_EQ(s.controller(at("vienna")), s.team_of(nation("austria")));
  const int left = s.armies_of(nation("austria"), at("vienna"));
  EXPECT_GE(left, garrison_wanted(s, nation("austria")));
  const int italians =
      s.armies_of(nation("italy"), at("venice")) + s.armies_of(nation("italy"), at("rome")) + 2;
  const BattleLines italy{std::vector<int>(italians, 2), std::vector<int>(left, 2)};
  EXPECT_LE(battle_odds(italy, 3).take, 0.3);
}

// Eight Germans in Silesia, three Russians across the border in W. Poland; Berlin holds the
// two Germans it wants against Belgium's army two borders away.
State silesia_and_w_poland() {
  return set_up({{"germany", {{"silesia", 8}}}, {"russia", {{"w_poland", 3}}}});
}

TEST(SfcHeuristic, SFC_2_3_MakesAFavourableAttack) {
  State s = silesia_and_w_poland();
  ASSERT_EQ(s.nation_to_move(), nation("germany"));
  HeuristicAgent agent(1);
  const Action a = agent.choose(s.view_for(nation("germany").value), s.legal_actions());
  const auto* attack = std::get_if<Attack>(&a);
  ASSERT_NE(attack, nullptr) << s.action_json(a).dump();
  EXPECT_EQ(attack->to, at("w_poland"));
  EXPECT_FALSE(s.validate(a));
}

TEST(SfcHeuristic, SFC_2_3_DeclinesAHopelessAttack) {
  State s = silesia_and_w_poland();
  turn_of(s, nation("russia"));
  const auto attack = best_attack(s.view_for(nation("russia").value));
  EXPECT_TRUE(!attack || attack->to != at("silesia"));
  play_turn_of(s, nation("russia"));
  EXPECT_EQ(s.armies_of(nation("germany"), at("silesia")), 8);  // never attacked
}

TEST(SfcHeuristic, Proposal5_BringsItsAlliesIntoAnAttackItCannotWinAlone) {
  const State s = belgrade(false);
  ASSERT_EQ(s.nation_to_move(), nation("austria"));
  ASSERT_EQ(s.armies_of(nation("serbia"), at("belgrade")), 3);
  const auto attack = best_attack(s);
  ASSERT_TRUE(attack);
  EXPECT_EQ(attack->to, at("belgrade"));
  int germans = 0;
  for (const AttackGroup& gr : attack->groups)
    if (gr.nation == nation("germany")) germans += gr.count;
  EXPECT_EQ(germans, 2);
  EXPECT_FALSE(s.validate(*attack));
}

TEST(SfcHeuristic, Proposal5_JoinsAnAllysFavourableAttack) {
  State s = belgrade(false);
  const NationId au = nation("austria"), de = nation("germany");
  s.do_apply(Attack{at("belgrade"), {{at("bosnia"), au, 4}, {at("bosnia"), de, 2}}});
  ASSERT_EQ(s.phase(), Phase::kJoin);
  HeuristicAgent agent(1);
  EXPECT_TRUE(std::holds_alternative<Join>(agent.choose(s.view_for(de.value), s.legal_actions())));
}

TEST(SfcHeuristic, Proposal5_DeclinesAnAttackItWouldOnlyWeaken) {
  // One German and one Austrian against three Serbs (4 each): the Austrian at -2 only
  // loses, and the German does better alone.
  State s = belgrade(true);
  const NationId au = nation("austria"), de = nation("germany");
  s.do_apply(Attack{at("belgrade"), {{at("bosnia"), de, 1}, {at("bosnia"), au, 1}}});
  ASSERT_EQ(s.phase(), Phase::kJoin);
  HeuristicAgent agent(1);
  EXPECT_TRUE(
      std::holds_alternative<Decline>(agent.choose(s.view_for(au.value), s.legal_actions())));
}

// Germany takes Belgium with nine armies (forced dice); they stand there with a move left.
State germans_in_belgium(const Placement& entente) {
  Placement where = entente;
  where["germany"] = {{"rhineland", 9}};
  State s = set_up(where);
  s.rng().force({10, 1});
  s.do_apply(Attack{at("belgium"), {{at("rhineland"), nation("germany"), 9}}});
  EXPECT_EQ(s.ready_armies(nation("germany"), at("belgium")), 9);
  return s;
}

// `attackers` Germans attack `to` from Belgium; the first wave is all standoffs (forced)
// and the Germans fight on: the defender decides.
Action defender_decides(const Placement& entente, const char* to, int attackers,
                        const char* defender) {
  State s = germans_in_belgium(entente);
  const int defenders = s.armies_of(nation(defender), at(to));
  const int advantage = 5 - s.game().nation(nation(defender)).attack;
  std::vector<int> rolls;
  for (int i = 0; i < std::min(attackers, defenders); ++i)
    rolls.insert(rolls.end(), {1, 1 + advantage});
  s.rng().force(rolls);
  s.do_apply(Attack{at(to), {{at("belgium"), nation("germany"), attackers}}});
  EXPECT_EQ(s.phase(), Phase::kBattle);
  s.do_apply(FightOn{});
  EXPECT_EQ(s.to_move(), nation(defender).value);
  HeuristicAgent agent(1);
  return agent.choose(s.view_for(nation(defender).value), s.legal_actions());
}

TEST(SfcHeuristic, SFC_4_2_RetreatsFromALostBattle) {
  const Action a = defender_decides({{"france", {{"flanders", 1}}}}, "flanders", 9, "france");
  ASSERT_TRUE(std::holds_alternative<Retreat>(a));
  EXPECT_EQ(std::get<Retreat>(a).to, at("paris"));  // home first
}

TEST(SfcHeuristic, SFC_4_2_StandsInAWinnableBattle) {
  const Action a = defender_decides({{"france", {{"flanders", 5}}}}, "flanders", 1, "france");
  EXPECT_TRUE(std::holds_alternative<Stand>(a));
}

TEST(SfcHeuristic, SFC_4_2_HoldsItsCapitalUnlessHopeless) {
  // Three Germans against London's three English armies: lost four times in five, which
  // would send the English out of any other province; London is their capital.
  const BattleLines three{{5, 5, 5}, {3, 3, 3}};
  ASSERT_GT(battle_odds(three, 5).take, 0.6);
  EXPECT_TRUE(std::holds_alternative<Stand>(defender_decides({}, "london", 3, "england")));
  // Nine Germans: hopeless even there.
  EXPECT_TRUE(std::holds_alternative<Retreat>(defender_decides({}, "london", 9, "england")));
}

// Two Germans attack Flanders' five French armies from Belgium with the given first wave.
Action attacker_decides(const std::vector<int>& rolls) {
  State s = germans_in_belgium({{"france", {{"flanders", 5}}}});
  s.rng().force(rolls);
  s.do_apply(Attack{at("flanders"), {{at("belgium"), nation("germany"), 2}}});
  EXPECT_EQ(s.phase(), Phase::kBattle);
  EXPECT_EQ(s.to_move(), nation("germany").value);
  HeuristicAgent agent(1);
  return agent.choose(s.view_for(nation("germany").value), s.legal_actions());
}

TEST(SfcHeuristic, SFC_4_2_FightsOnOrBreaksOffBetweenWaves) {
  // Two standoffs: the Germans still have their +1; fight on.
  EXPECT_TRUE(std::holds_alternative<FightOn>(attacker_decides({1, 2, 1, 2})));
  // Two German victories cost them two points (4.5): at -1 against three French, break off
  // and attack afresh later.
  EXPECT_TRUE(std::holds_alternative<BreakOff>(attacker_decides({10, 1, 10, 1})));
}

TEST(SfcHeuristic, SFC_5_AsksANeutralOnlyWhenFarBehind) {
  // A fresh game: the Central Powers are not far behind, so their leader does not ask.
  State s(europe(), 3);
  play_while(s, 3, [](const State& x) { return x.round() == 3; });
  ASSERT_EQ(s.nation_to_move(), nation("germany"));
  ASSERT_FALSE(s.team_has_acted());
  HeuristicAgent agent(1);
  EXPECT_FALSE(std::holds_alternative<AskNeutral>(
      agent.choose(s.view_for(nation("germany").value), s.legal_actions())));
  // Random Central Powers against the heuristic Entente fall far behind; their leader, a
  // heuristic player at the start of its team's turn, then asks a neutral that may be asked.
  bool asked = false;
  for (uint64_t seed = 1; seed <= 10 && !asked; ++seed) {
    State g(europe(), seed);
    std::vector<std::unique_ptr<Agent<State>>> agents;
    for (int i = 0; i < g.game().nation_count(); ++i) {
      if (g.game().nation(NationId{static_cast<uint8_t>(i)}).team == 1)
        agents.push_back(std::make_unique<HeuristicAgent>(seed + i));
      else
        agents.push_back(std::make_unique<RandomAgent<State>>(seed + i));
    }
    while (!g.over() && !asked) {
      const int seat = *g.to_move();
      if (g.phase() == Phase::kMove && g.team() == 0 && g.leader(0) == g.nation_to_move() &&
          !g.team_has_acted()) {
        HeuristicAgent leader(seed);
        const Action a = leader.choose(g.view_for(seat), g.legal_actions());
        if (const auto* ask = std::get_if<AskNeutral>(&a)) {
          asked = true;
          EXPECT_FALSE(g.ask_violation(ask->nation));
          const TeamStrength own = g.strength(0), other = g.strength(1);
          EXPECT_LT(10 * own.potential, 6 * other.potential);
          EXPECT_LT(g.score(0), g.score(1));
          break;
        }
      }
      g.do_apply(agents[seat]->choose(g.view_for(seat), g.legal_actions()));
    }
  }
  EXPECT_TRUE(asked);
}

// Whole games with a heuristic player in every seat, and against random players: every
// action validates, every invariant holds, and the game ends.
TEST(SfcHeuristic, WholeGamesKeepEveryInvariant) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    State s(europe(), seed);
    std::vector<std::unique_ptr<Agent<State>>> agents;
    for (int i = 0; i < s.game().nation_count(); ++i) {
      const bool random = seed > 3 && (s.game().nation(NationId{static_cast<uint8_t>(i)}).team ==
                                       static_cast<int>(seed % 2));
      if (random)
        agents.push_back(std::make_unique<RandomAgent<State>>(seed * 100 + i));
      else
        agents.push_back(std::make_unique<HeuristicAgent>(seed * 100 + i));
    }
    int actions = 0;
    while (!s.over() && actions < 20000) {
      const int seat = *s.to_move();
      const Action a = agents[seat]->choose(s.view_for(seat), s.legal_actions());
      ASSERT_FALSE(s.validate(a)) << "seed " << seed << ": " << s.action_json(a).dump();
      s.do_apply(a);
      ++actions;
      const auto broken = s.broken_invariants();
      ASSERT_TRUE(broken.empty()) << "seed " << seed << ": " << broken.front();
    }
    EXPECT_TRUE(s.over()) << "seed " << seed;
  }
}

// The same seeds, the same game: the player is a function of its seed and the view (its speed
// is measured in bench/sfc_bench.cc, whole_game/SfcHeuristicGame).
TEST(SfcHeuristic, Deterministic) {
  auto play = [](uint64_t seed) {
    State s(europe(), seed);
    std::vector<HeuristicAgent> agents;
    for (int i = 0; i < s.game().nation_count(); ++i) agents.emplace_back(seed + i);
    while (!s.over()) {
      const int seat = *s.to_move();
      s.do_apply(agents[seat].choose(s.view_for(seat), s.legal_actions()));
    }
    return s.hash();
  };
  EXPECT_EQ(play(11), play(11));
  EXPECT_NE(play(11), play(12));  // the seed matters: other dice, another war
}

}  // namespace
}  // namespace grognard::sfc
