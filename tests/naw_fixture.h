// Builds small Napoleon at Waterloo positions on the real map for rule tests.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "games/napoleon-at-waterloo/state.h"
#include "io/data_dir.h"
#include "typed_state_fixture.h"

namespace grognard::naw::test {

inline json unit(const std::string& id, const std::string& arm, int strength, int movement,
                 const std::string& hex) {
  const bool french = id.rfind("F", 0) == 0;
  const bool prussian = id.rfind("P", 0) == 0;
  json u = {{"id", id},
            {"side", french ? "french" : "allied"},
            {"nation", french     ? "french"
                       : prussian ? "prussian"
                                  : "british"},
            {"arm", arm},
            {"strength", strength},
            {"movement", movement}};
  if (hex.rfind("turn", 0) == 0)
    u["arrives"] = std::stoi(hex.substr(4));
  else
    u["hex"] = hex;
  return u;
}

inline State position(const std::vector<json>& units, uint64_t seed = 1) {
  json scenario = {{"id", "test"}, {"name", "rule test"}, {"turns", 10}, {"units", units}};
  return State(Game::load(scenario, game_data_dir("napoleon-at-waterloo")), seed);
}

inline UnitId id(const State& s, const std::string& name) { return *s.game().find_unit(name); }
inline HexId hex(const State& s, const std::string& label) { return *s.game().board().find(label); }

using grognard::test::broken_rule;
using grognard::test::play;

inline int move_cost(const State& s, const std::string& unit_id, const std::string& to) {
  ReachableSet r;
  s.reachable(id(s, unit_id), r);
  auto c = r.cost(hex(s, to));
  return c ? *c : -1;
}

// Passes until the given side's given phase begins.
inline void advance_to(State& s, Side side, Phase phase) {
  for (int guard = 0; guard < 20 && !(s.phasing() == side && s.phase() == phase); ++guard)
    play(s, Pass{});
}

}  // namespace grognard::naw::test
