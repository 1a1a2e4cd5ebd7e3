// What the Struggle for the Continent computer player sees of Europe when one of its nations
// decides: who stands where and may still move, what the enemy could bring against a
// province next turn, the garrison each capital of its team wants, and what provinces are
// worth. Built afresh for every decision from the view (heuristic_agent.cc).
#pragma once

#include <optional>
#include <vector>

#include "games/struggle-for-the-continent/battle_odds.h"
#include "games/struggle-for-the-continent/state.h"

namespace grognard::sfc {

// Holding a capital is hopeless when the enemy takes it at least this often: its garrison
// is then one army, and its defenders do not stand between waves for it.
constexpr double kHopeless = 0.9;

// How the player weighs its choices. The defaults are the player as it has always played; the
// search player (src/ai/plan_search.h) tries the others for a whole side's turn.
struct Style {
  double min_gain = 0.3;        // an attack is made, or joined, only for this gain (army_worth)
  double risk_weight = 0.7;     // how much a move shies from what the enemy would win against it
  double grab_bonus = 0.6;      // one army walking into an empty enemy province (SFC 2.6)
  double lost_defence = 0.55;   // a defender retreats when the attackers take it this often (4.2)
  double garrison_risk = 0.25;  // a capital's garrison: the fewest armies that lose it this seldom
};

// The styles the search player chooses among: the default first.
const std::vector<Style>& styles();

struct Picture {
  const State& s;
  const Game& g;
  NationId me;
  int team, enemy;                      // kNoTeam for a neutral
  int size;                             // provinces
  std::vector<int> foes, friends;       // armies of the enemy team and of ours, per province
  std::vector<std::vector<int>> ready;  // [nation][province]: armies with a move left
  std::vector<std::vector<int>> full;   // [nation][province]: armies with both moves left
  // Per province, the attack values of the enemy armies in it and of those its capital will
  // mobilise next turn (SFC 3.2).
  std::vector<std::vector<int>> enemy_line;
  Style style;

  Picture(const State& view, NationId nation, const Style& style = {});

  int attack_of(NationId n) const { return g.nation(n).attack; }
  bool is_capital(AreaId a) const { return g.province(a).capital; }

  // The attack values of a team's armies in a province, strongest first (proposal 6).
  std::vector<int> line(AreaId a, int of_team) const;

  // The enemy armies that could attack province `a` in their next turn, strongest first:
  // those next to it, those two borders away with a province between that they may cross,
  // and the armies their capitals within reach will mobilise (SFC 2.1, 2.3, 2.6, 3.2). Our
  // armies in between block the way, as would ours moving into `screen`.
  std::vector<int> threat_to(AreaId a, std::optional<AreaId> screen = std::nullopt) const;

  // What the enemy is expected to win by attacking our armies in province `a` next turn when
  // `defenders` stand there (0 when it cannot or would not): the risk of a move.
  double danger(AreaId a, const std::vector<int>& defenders);

  // Armies of the team nation n wants in its capital (computed once per decision).
  int garrison(NationId n);
  // The same, once our armies stand in province `screen` too.
  int garrison_screened(NationId n, std::optional<AreaId> screen);
  // The smallest garrison of nation n that loses its capital to `threat` no more often than
  // the style's garrison_risk; all it has when none does and holding is not hopeless; one when
  // it is.
  int garrison_against(NationId n, const std::vector<int>& threat);

  // Armies of nation n in province a free to leave it: all but the capital's garrison.
  int spare(NationId n, AreaId a);

  // What taking province a is worth to team t, in army_worth: a point for each side
  // (SOURCES.md 12), a capital three, more for the mobilisation it stops (3.4) or gives back.
  double worth_to(AreaId a, int t) const;
  double province_worth(AreaId a) const { return worth_to(a, team); }

 private:
  std::vector<int> keep_;  // garrison wanted per nation; -1 until asked
};

}  // namespace grognard::sfc
