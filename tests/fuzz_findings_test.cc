// Inputs the fuzz targets (fuzz/, docs/fuzzing.md) found that crashed the engine or the
// server, cut down to what matters: each must now be refused the documented way.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "io/save_file.h"

namespace grognard {
namespace {

json shipped(const std::string& game, const std::string& scenario) {
  return find_game(game)->load_scenario(scenario);
}

// save_fuzz: a Struggle for the Continent scenario whose nation is not an object threw
// json::invalid_iterator out of reject_unknown_keys (it called key() on an array's iterator).
TEST(FuzzFindings, ScenarioFieldThatIsNotAnObjectIsADataError) {
  json scenario = shipped("struggle-for-the-continent", "1914");
  scenario["nations"].begin().value() = json::array({1, 2});
  const GameEntry& game = *find_game("struggle-for-the-continent");
  EXPECT_THROW(game.start(scenario, 1), DataError);
  EXPECT_THROW(game.seating(scenario), DataError);
  json save = save_json(*game.start(shipped("struggle-for-the-continent", "1914"), 1));
  save["scenario"] = scenario;
  EXPECT_THROW(load_save(save, "save"), DataError);
}

}  // namespace
}  // namespace grognard
