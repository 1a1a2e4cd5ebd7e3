// A computer player that plays a sensible game: it closes with the enemy in good order,
// bombards whatever it can, attacks at good odds, defends in its best mode, and (as the
// French) heads for the north edge when the way is open.
#pragma once

#include "core/agent.h"
#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

// How the player weighs its choices. The defaults are the player as it has always played; the
// search player (src/ai/plan_search.h) tries the others for a whole side's turn.
struct Style {
  int assault_margin = 2;       // columns above even that an assault needs (2: 3-1)
  int march_from_turn = 6;      // the French make for the north edge from this turn on
  double caution = 1.0;         // weight of standing outnumbered next to the enemy
  double closing = 1.0;         // weight of the distance to the nearest enemy
  double napoleon_fear = 3.0;   // weight of enemy strength within 3 hexes of Napoleon
  double napoleon_alone = 20;   // cost of Napoleon standing in a hex with no unit of his
  double napoleon_march = 2.0;  // weight of Napoleon's distance to the edge, once marching
};

// The styles the search player chooses among: the default first.
const std::vector<Style>& styles();

class HeuristicAgent : public Agent<State> {
 public:
  explicit HeuristicAgent(uint64_t seed, Style style = {}) : rng_(seed), style_(style) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  class Picture;
  double score_move(const State& s, Picture& p, const Move& m) const;
  Rng rng_;
  Style style_;
};

}  // namespace grognard::naw
