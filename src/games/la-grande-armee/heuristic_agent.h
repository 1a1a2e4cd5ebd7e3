// A computer player for any of the three seats that pursues victory points: it rallies
// its shaken units and builds in its capitals (the threatened ones first), keeps a garrison
// in its threatened capitals and major cities, marches the rest on the enemy's weakly held
// cities while keeping its units in supply, attacks only when the expected outcome favours
// it, and as the defender puts a fresh unit on top, reinforces the area under attack or
// withdraws units that cannot stand.
#pragma once

#include <utility>
#include <vector>

#include "core/agent.h"
#include "games/la-grande-armee/state.h"

namespace grognard::lga {

// How the player weighs its choices. The defaults are the player as it has always played; the
// search player (src/ai/plan_search.h) tries the others for a whole side's turn.
struct Style {
  double attack_weight = 3;  // of an attack's expected worth (attack_worth) in a move's score
  double city_weight = 0.4;  // of the victory points of a capital or major city attacked
  double move_above = 0.9;   // a move is made only when its score passes this
  double cut_weight = 0;     // of a pull to where taking an area cuts enemy supply, per unit cut
  double home_weight = 0;    // added to the pull of a capital of our own the enemy holds
  double grab_weight = 10;   // in the last season, of the VP won by walking into an empty city
  double relief_weight = 0;  // of an attack, per stranded unit of ours it resupplies
};

// The styles the search player chooses among: the default first.
const std::vector<Style>& styles();

class HeuristicAgent : public Agent<State> {
 public:
  explicit HeuristicAgent(uint64_t seed, Style style = {}) : rng_(seed), style_(style) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  Action choose_build(const State& view, const std::vector<Action>& legal);
  Action choose_movement(const State& view, const std::vector<Action>& legal);
  Action choose_defense(const State& view, const std::vector<Action>& legal);
  Rng rng_;
  Style style_;
};

// The expected morale swing of an attack (defender's loss minus attacker's), over the six
// faces of the die: what the agent weighs, exposed for tests.
double expected_swing(int total_modifier);

// The agent's worth of an attack: the expected swing, plus a bonus for destroying the
// defender and a penalty for losing the attacker, given both morales (LGA 5.64).
double attack_worth(int total_modifier, int attacker_morale, int defender_morale);

// How many units side `me` wants to keep in each area (nonzero only in its own threatened
// capitals and cities), from the view: what the agent defends, exposed for tests.
std::vector<int> defenders_wanted(const State& view, Side me);

// The areas the enemy of `me` holds near its units, empty of them, whose taking would cut some
// of its units off from supply (LGA 5.4, 5.7), with how many: where the cutting style goes.
std::vector<std::pair<HexId, int>> supply_cuts(const State& view, Side me);

}  // namespace grognard::lga
