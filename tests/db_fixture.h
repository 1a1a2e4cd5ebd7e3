// What the Decisive Battles tests share: the shipped battles, loaded once each, and a check that
// a count of successes fits the probability a formula gives.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <memory>
#include <string>

#include "games/decisive-battles/game.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard::decisive::test {

// A shipped scenario with `patch` merged into it (a State never changes its Game, so the
// unpatched ones are loaded once).
inline std::shared_ptr<const Game> db_battle(const std::string& id,
                                             const json& patch = json::object()) {
  static std::map<std::string, std::shared_ptr<const Game>> loaded;
  const bool plain = patch.empty();
  if (plain && loaded.count(id)) return loaded[id];
  const auto data = game_data_dir(Game::kGameId);
  json scenario = read_json_file(data / "scenarios" / (id + ".json"));
  scenario.merge_patch(patch);
  auto game = Game::load(scenario, data);
  if (plain) loaded[id] = game;
  return game;
}

// `successes` of `trials` checks against probability p: within four standard deviations.
inline void expect_rate(int successes, int trials, double p, const std::string& what = "") {
  const double sd = std::sqrt(trials * p * (1 - p));
  EXPECT_NEAR(successes, trials * p, 4 * sd + 1)
      << what << ": " << successes << " of " << trials << ", expected " << p;
}

}  // namespace grognard::decisive::test
