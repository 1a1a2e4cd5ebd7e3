// `grognard new --scenario-file` on a designer's scenario that sets the position and changes
// the map: the game starts there and `show` prints it; a bad field names the file and place.
#include <fstream>

#include "cli_fixture.h"
#include "io/data_dir.h"
#include "io/json_read.h"

namespace grognard {
namespace {

using CliScenario = CliFixture;

TEST_F(CliScenario, NewStartsFromTheFilesPositionAndShowPrintsIt) {
  const auto file = game_data_dir("napoleon-at-waterloo") / "examples" / "hougoumont.json";
  const CommandRun created =
      run("new napoleon-at-waterloo --scenario-file " + file.string() + " --seed 3 -o " + save_);
  ASSERT_EQ(created.status, 0) << created.out;
  EXPECT_EQ(json::parse(created.out)["to_move"], "allied");
  const CommandRun shown = run("show " + save_);
  ASSERT_EQ(shown.status, 0) << shown.out;
  const json view = json::parse(shown.out);
  EXPECT_EQ(view["scenario"], "hougoumont-4pm");
  EXPECT_EQ(view["turn"], 4);
  EXPECT_EQ(view["phasing"], "allied");
  EXPECT_EQ(view["phase"], "movement");
  EXPECT_EQ(view["losses"], json({{"french", 7}, {"allied", 3}}));
  const CommandRun replay = run("replay " + save_);
  EXPECT_EQ(replay.status, 0) << replay.out;
}

TEST_F(CliScenario, ABadFieldNamesTheFileAndThePlace) {
  json scenario =
      read_json_file(game_data_dir("napoleon-at-waterloo") / "examples" / "hougoumont.json");
  scenario["position"]["turn"] = 9;  // the example lasts six turns
  const auto file = dir_ / "designer.json";
  std::ofstream(file) << scenario.dump(1);
  const CommandRun created =
      run("new napoleon-at-waterloo --scenario-file " + file.string() + " -o " + save_);
  EXPECT_EQ(created.status, 1);
  EXPECT_NE(created.out.find(file.string() + ": scenario.position.turn: 9 is outside 1..6"),
            std::string::npos)
      << created.out;
  EXPECT_FALSE(std::filesystem::exists(save_));
}

}  // namespace
}  // namespace grognard
