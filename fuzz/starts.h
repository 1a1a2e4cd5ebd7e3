// The games the action target plays: every shipped scenario of every registered game, in
// registry order, started with kSeed. The first byte of an action input picks one; the corpus
// program writes its seeds for the same list.
#pragma once

#include <memory>
#include <vector>

#include "core/registry.h"

namespace grognard::fuzz {

inline constexpr uint64_t kSeed = 1815;

struct Start {
  const GameEntry* game;
  std::string scenario;
  std::unique_ptr<Session> session;
};

inline const std::vector<Start>& starts() {
  static const std::vector<Start> all = [] {
    std::vector<Start> out;
    for (const GameEntry& game : registered_games())
      for (const ScenarioInfo& s : game.scenarios())
        out.push_back(Start{&game, s.id, game.start(game.load_scenario(s.id), kSeed)});
    return out;
  }();
  return all;
}

}  // namespace grognard::fuzz
