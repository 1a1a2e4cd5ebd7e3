// What the search players' tests on Napoleon at Waterloo share: the opening, and the first moves
// an agent makes playing both sides of it.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "core/agent.h"
#include "core/registry.h"
#include "games/napoleon-at-waterloo/state.h"
#include "io/data_dir.h"

namespace grognard::naw {

inline State opening(uint64_t seed) {
  const json scenario = find_game("napoleon-at-waterloo")->load_scenario("waterloo");
  return State(Game::load(scenario, game_data_dir("napoleon-at-waterloo")), seed);
}

// The first `decisions` moves of the opening (dice seed 7) with `agent` on both sides.
inline std::vector<Action> first_moves(Agent<State>& agent, int decisions) {
  State s = opening(7);
  std::vector<Action> moves;
  for (int i = 0; i < decisions && !s.over(); ++i) {
    const State view = s.view_for(*s.to_move());
    const Action a = agent.choose(view, view.legal_actions());
    EXPECT_FALSE(s.validate(a).has_value());
    s.do_apply(a);
    moves.push_back(a);
  }
  return moves;
}

}  // namespace grognard::naw
