// A computer army commander for either side of Decisive Battles, on its seat's view: it sends
// each HQ it can reach toward the objective worth most for the distance (offensive where the
// enemy holds it or no one does, defensive where its own side does), spreading its HQs over
// the objectives; puts an HQ whose brigades are worn into reserve; orders its worn brigades
// that are out of contact into reserve; and keeps the army HQ near its army. Brigades and HQs
// it does not order act as their own commanders do (commanders.cc).
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
