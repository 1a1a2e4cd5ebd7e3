// What the Decisive Battles tests share: the shipped battles, loaded once each, and a check that
// a count of successes fits the probability a formula gives.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <memory>
#include <string>

#include "games/decisive-battles/game.h"
#include "games/decisive-battles/state.h"
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

// A unit of the battle by its id (the test knows it is there).
inline UnitId unit_id(const Game& g, const char* name) { return *g.find_unit(name); }

// `successes` of `trials` checks against probability p: within four standard deviations.
inline void expect_rate(int successes, int trials, double p, const std::string& what = "") {
  const double sd = std::sqrt(trials * p * (1 - p));
  EXPECT_NEAR(successes, trials * p, 4 * sd + 1)
      << what << ": " << successes << " of " << trials << ", expected " << p;
}

// First Bull Run's empty south-west, where the tests set brigades down: two Union brigades, two
// Confederate brigades and a Confederate HQ, and the open hex 0630 among them.
struct TestGround {
  std::shared_ptr<const Game> game = db_battle("first-bull-run");
  const HexBoard& board = game->board();
  UnitId keyes = *game->find_unit("KEYES"), schenck = *game->find_unit("SCHENCK");
  UnitId evans = *game->find_unit("EVANS"), bonham = *game->find_unit("BONHAM");
  UnitId potomac = *game->find_unit("POTOMAC");
  HexId centre = hex(6, 30);

  HexId hex(int column, int row) const { return *board.find(HexLabel{column, row}); }
  // A state whose units no one has seen yet (the dawn's sightings undone), so that only the
  // brigades a test sets down see and fire.
  State unseen_state(uint64_t seed) const {
    State s(game, seed);
    for (size_t i = 0; i < game->units().size(); ++i)
      s.set_sighting(UnitId{static_cast<uint16_t>(i)}, Sighting::kUnsighted);
    return s;
  }
  HexId step(HexId h, Direction d) const { return *board.neighbour(h, d); }
  // The centre's neighbour across `d`.
  HexId at(Direction d) const { return step(centre, d); }
  // `steps` hexes east of `from`, alternately across NE and SE (a straight line).
  HexId east(HexId from, int steps) const {
    HexId h = from;
    for (int i = 0; i < steps; ++i) h = step(h, i % 2 ? Direction::SE : Direction::NE);
    return h;
  }
};

}  // namespace grognard::decisive::test
