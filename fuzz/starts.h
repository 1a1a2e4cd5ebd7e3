// The positions the action target plays from: every shipped scenario of every registered game,
// in registry order, started with kSeed, and the same game later on (after kLaterPositions
// actions chosen by the random player at every seat, which is quick even under sanitizers),
// so that a short input reaches the middle of a game. The first byte of an action input picks one;
// the corpus program writes its seeds for the same list.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/registry.h"

namespace grognard::fuzz {

inline constexpr uint64_t kSeed = 1815;
inline constexpr std::array<int, 3> kLaterPositions = {0, 30, 100};
// At most this many lines an action input: each run stays short, so that the target tries
// many inputs a second; the later starting positions give depth.
inline constexpr size_t kMaxLines = 24;

struct Start {
  const GameEntry* game;
  std::string scenario;
  int actions_played;  // from the scenario's start
  std::unique_ptr<Session> session;
};

inline const std::vector<Start>& starts() {
  static const std::vector<Start> all = [] {
    std::vector<Start> out;
    for (const GameEntry& game : registered_games())
      for (const ScenarioInfo& s : game.scenarios()) {
        auto session = game.start(game.load_scenario(s.id), kSeed);
        int played = 0;
        for (int target : kLaterPositions) {
          for (; played < target && !session->over(); ++played)
            session->apply(
                game.choose(*session->mark(), *session->to_move(), "random", kSeed + played));
          if (played < target) break;  // the game ended sooner
          out.push_back(Start{&game, s.id, played, session->clone()});
        }
      }
    return out;
  }();
  return all;
}

}  // namespace grognard::fuzz
