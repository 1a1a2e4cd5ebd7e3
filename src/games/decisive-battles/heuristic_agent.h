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

class HeuristicAgent : public Agent<State> {
 public:
  // It plays the same from the same view: the seed the factory passes is not needed.
  explicit HeuristicAgent(uint64_t) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;
};

// The passive commander the computer must beat: he never changes an order.
class PassiveAgent : public Agent<State> {
 public:
  Action choose(const State&, const std::vector<Action>&) override { return EndOrders{}; }
};

}  // namespace grognard::decisive
