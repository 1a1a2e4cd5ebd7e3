// A computer player for either side of Blitzkrieg at the Ardennes, on its seat's view. The
// Germans drive for the nearest of Antwerp, Liège, the major cities and the Allied dumps that
// no German holds yet, keep the units that hold one where they are, and attack at 1-1 or
// better; the Allies garrison the nearest of the same objectives no Ally holds, never walk
// into contact, blow the bridges the Germans come near, and hit the strongest German units
// from the air (the book's HINTS: "prevent the German from gaining control of bridges and
// fuel dumps"). In the fortress style the Allies fill Liège, Antwerp's three hexes, Namur and
// Dinant first, three units each (docs/ai.md, "Blitzkrieg at the Ardennes").
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/agent.h"
#include "core/rng.h"
#include "games/blitzkrieg-ardennes/state.h"

namespace grognard::bka {

// The hexes `side` drives for or holds, with their weights: Antwerp, Liège, the major cities and
// the Allied dumps for both, and for the Allies the west ends of the river line's bridges.
std::vector<std::pair<HexId, int>> objectives(const Game& g, Side side);

// How the Allies spread over their objectives; the Germans play alike in every style.
struct Style {
  // Allied units wanted in each fortress: Liège, Antwerp's hexes and the cities named below.
  // With more than one, an Ally may move next to the enemy to join a fortress that wants it.
  int fortress_stack = 1;
  int fortress_pull = 0;                     // added to a fortress's weight while it wants more
  std::vector<std::string> fortress_cities;  // major cities held like Liège
};

// The styles the search player chooses among, the default first: as always, and the fortress.
const std::vector<Style>& styles();

class HeuristicAgent : public Agent<State> {
 public:
  explicit HeuristicAgent(uint64_t seed, Style style = {}) : rng_(seed), style_(style) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  Rng rng_;
  Style style_;
};

}  // namespace grognard::bka
