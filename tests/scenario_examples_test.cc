// The example scenarios of docs/scenarios.md (data/<game>/examples/): each loads, starts in
// the position it sets (not the one its order of battle alone would give), and a game from it
// saves, loads and replays to the same hash; the save carries the scenario, map and all.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/registry.h"
#include "io/data_dir.h"
#include "io/json_read.h"
#include "io/save_file.h"

namespace grognard {
namespace {

std::vector<std::filesystem::path> examples(const GameEntry& game) {
  std::vector<std::filesystem::path> out;
  for (const auto& entry : std::filesystem::directory_iterator(game_data_dir(game.id) / "examples"))
    if (entry.path().extension() == ".json") out.push_back(entry.path());
  return out;
}

TEST(ScenarioExamples, EachGameHasOneWithAPositionAndMapChanges) {
  for (const GameEntry& game : registered_games()) {
    const auto files = examples(game);
    ASSERT_FALSE(files.empty()) << game.id;
    for (const auto& file : files) {
      const json scenario = read_json_file(file);
      EXPECT_TRUE(scenario.contains("position")) << file;
      EXPECT_TRUE(scenario.contains("map_changes")) << file;
    }
  }
}

TEST(ScenarioExamples, StartInTheirPositionAndReplayToTheSameHash) {
  for (const GameEntry& game : registered_games())
    for (const auto& file : examples(game)) {
      SCOPED_TRACE(file.string());
      const json scenario = read_json_file(file);
      auto session = game.start(scenario, 11);
      EXPECT_TRUE(game.check_invariants(*session).empty());
      json plain = scenario;
      plain.erase("position");
      plain.erase("map_changes");
      EXPECT_NE(game.start(plain, 11)->hash(), session->hash());
      for (int i = 0; i < 40 && !session->over(); ++i)
        session->apply(game.choose(*session->mark(), *session->to_move(), "random", 100 + i));
      EXPECT_TRUE(game.check_invariants(*session).empty());
      const json save = save_json(*session);
      const auto loaded = load_save(save, "save");  // replays the log, checks the hash
      EXPECT_EQ(loaded->hash(), session->hash());
      EXPECT_EQ(loaded->scenario(), scenario);
    }
}

}  // namespace
}  // namespace grognard
