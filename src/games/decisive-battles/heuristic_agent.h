// A computer army commander for either side of Decisive Battles, on its seat's view. Each hour
// it plans for the wings of its army (the corps and the divisions under the army HQ): a worn
// wing rests in reserve; an objective held and threatened is kept by the nearest wing; one the
// enemy seems to have left is taken by the nearest wing near it; the rest strike together at
// one objective, the one worth most for its distance that they outnumber by half again the
// enemy they judge to be about it (what they see, scaled up for the ground they cannot watch);
// and when Menu 2 says it is winning, even counting the objectives each side would score at the
// end, it strikes no more and holds. It is heroic when several brigades near its HQ are under
// fire and bold when one is; it sends the army's own horse and foot to objectives the enemy
// seems to have left, orders its worn brigades that are out of contact into reserve and keeps
// the army HQ near its army. Brigades and HQs it does not order act as their own commanders do
// (commanders.cc).
#pragma once

#include <vector>

#include "core/agent.h"
#include "games/decisive-battles/state.h"

namespace grognard::decisive {

// How the commander weighs his choices. The defaults are the commander as he has always played;
// the search player (src/ai/plan_search.h) tries the others for an hour at a time.
struct Style {
  bool strikes = true;            // false: holds what it has and strikes at nothing
  int strike_margin = 150;        // men needed to strike, in percent of the enemy judged there
  bool hold_when_winning = true;  // strike no more once winning at the end
  int strikers = 50;              // percent of the free wings kept to strike, not to keep
  int grab_reach = 4;             // hexes a free wing goes for an objective the enemy has left
  int worn_cohesion = 35;         // a wing under this average cohesion (tenths) rests
  bool heroic = true;             // heroic when two brigades near the army HQ are under fire
  // Keeps every objective held worth a tenth of the battle, the enemy seen near it or not: a
  // rear left bare (First Bull Run's Centreville) is taken by columns no one saw coming.
  bool keeps_unseen_threats = false;
};

// The styles the search player chooses among: the default first.
const std::vector<Style>& styles();

class HeuristicAgent : public Agent<State> {
 public:
  // It plays the same from the same view: the seed the factory passes is not needed.
  explicit HeuristicAgent(uint64_t, Style style = {}) : style_(style) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  Style style_;
};

// The passive commander the computer must beat: he never changes an order.
class PassiveAgent : public Agent<State> {
 public:
  Action choose(const State&, const std::vector<Action>&) override { return EndOrders{}; }
};

}  // namespace grognard::decisive
