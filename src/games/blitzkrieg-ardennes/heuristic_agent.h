// A computer player for either side of Blitzkrieg at the Ardennes, on its seat's view. The
// Germans drive for the nearest of Antwerp, Liège, the major cities and the Allied dumps that
// no German holds yet, keep the units that hold one where they are, and attack at 1-1 or
// better; the Allies garrison the nearest of the same objectives no Ally holds, never walk
// into contact, blow the bridges the Germans come near, and hit the strongest German units
// from the air (the book's HINTS: "prevent the German from gaining control of bridges and
// fuel dumps").
#pragma once

#include <utility>
#include <vector>

#include "core/agent.h"
#include "core/rng.h"
#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

// The hexes `side` drives for or holds, with their weights: Antwerp, Liège, the major cities and
// the Allied dumps for both, and for the Allies the west ends of the river line's bridges.
std::vector<std::pair<HexId, int>> objectives(const Game& g, Side side);

class HeuristicAgent : public Agent<State> {
 public:
  explicit HeuristicAgent(uint64_t seed) : rng_(seed) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  Rng rng_;
};

}  // namespace grognard::bka
