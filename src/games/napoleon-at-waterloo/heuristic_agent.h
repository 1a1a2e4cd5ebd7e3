// A computer player that plays a sensible game: it closes with the enemy in good order,
// bombards whatever it can, attacks at good odds, defends in its best mode, and (as the
// French) heads for the north edge when the way is open.
#pragma once

#include "core/agent.h"
#include "games/napoleon-at-waterloo/state.h"

namespace grognard::naw {

class HeuristicAgent : public Agent<State> {
 public:
  explicit HeuristicAgent(uint64_t seed) : rng_(seed) {}
  Action choose(const State& view, const std::vector<Action>& legal) override;

 private:
  class Picture;
  double score_move(const State& s, Picture& p, const Move& m) const;
  Rng rng_;
};

}  // namespace grognard::naw
