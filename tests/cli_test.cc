// The grognard command as scripts use it: exit codes, atomic saves, clear errors.
#include "cli_fixture.h"
#include "io/json_read.h"

namespace grognard {
namespace {

using Cli = CliFixture;

TEST_F(Cli, NewLegalApplyReplay) {
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 5 -o " + save_).status, 0);
  const CommandRun legal = run("legal " + save_);
  ASSERT_EQ(legal.status, 0);
  const json actions = json::parse(legal.out);
  ASSERT_GT(actions.size(), 100u);
  const CommandRun applied = run("apply " + save_ + " '" + actions[0].dump() + "'");
  ASSERT_EQ(applied.status, 0) << applied.out;
  EXPECT_EQ(json::parse(applied.out)["events"][0]["type"], "move");
  const CommandRun replay = run("replay " + save_);
  ASSERT_EQ(replay.status, 0) << replay.out;
  EXPECT_EQ(json::parse(replay.out)["actions"], 1);
}

// The seed's mark (docs/cli.md, "Save files"): a seed given to `new` is the client's; a save
// loaded, played on and written again keeps the mark it had.
TEST_F(Cli, ASaveKeepsWhoChoseItsSeed) {
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 5 -o " + save_).status, 0);
  json save = json::parse(slurp(save_));
  EXPECT_EQ(save["seed_chosen_by"], "client");
  save["seed_chosen_by"] = "server";
  std::ofstream(save_) << save.dump();
  const CommandRun applied = run("apply " + save_ + " '{\"type\":\"pass\"}'");
  ASSERT_EQ(applied.status, 0) << applied.out;
  save = json::parse(slurp(save_));
  EXPECT_EQ(save["log"].size(), 1u);
  EXPECT_EQ(save["seed_chosen_by"], "server");
  save["seed_chosen_by"] = "someone";
  std::ofstream(save_) << save.dump();
  const CommandRun refused = run("show " + save_);
  EXPECT_EQ(refused.status, 1);
  EXPECT_NE(refused.out.find(".seed_chosen_by: expected \"server\" or \"client\""),
            std::string::npos)
      << refused.out;
}

TEST_F(Cli, IllegalActionExitsTwoAndLeavesTheSaveUnchanged) {
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 5 -o " + save_).status, 0);
  const std::string before = slurp(save_);
  // An Allied unit in the French movement phase.
  const CommandRun r =
      run("apply " + save_ + " '{\"type\":\"move\",\"unit\":\"AA-1-1\",\"to\":\"1110\"}'");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("NAW"), std::string::npos) << r.out;
  EXPECT_EQ(slurp(save_), before);
  const CommandRun garbage = run("apply " + save_ + " '{\"type\":'");
  EXPECT_EQ(garbage.status, 1);
  EXPECT_NE(garbage.out.find("ACTION"), std::string::npos) << garbage.out;
  EXPECT_EQ(slurp(save_), before);
}

TEST_F(Cli, MalformedSaveNamesTheFault) {
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 5 -o " + save_).status, 0);
  json save = json::parse(slurp(save_));
  save["scenario"]["units"][3]["hex"] = "9999";
  std::ofstream(save_) << save.dump();
  const CommandRun r = run("show " + save_);
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("units[3].hex"), std::string::npos) << r.out;
  std::ofstream(save_) << "{ not json";
  const CommandRun broken = run("show " + save_);
  EXPECT_EQ(broken.status, 1);
  EXPECT_NE(broken.out.find("line 1"), std::string::npos) << broken.out;
}

TEST_F(Cli, SelfplayPrintsTheResult) {
  const CommandRun r =
      run("selfplay napoleon-at-waterloo --seed 3 --agents random,random -o " + save_);
  ASSERT_EQ(r.status, 0) << r.out;
  const json result = json::parse(r.out);
  EXPECT_TRUE(result.contains("winner"));
  EXPECT_EQ(json::parse(run("replay " + save_).out)["hash"], result["hash"]);
}

TEST_F(Cli, BalancePrintsEachGameAndTheSummary) {
  const CommandRun r =
      run("balance la-grande-armee --scenario 7-waterloo --agents random,random,random --games 3 "
          "--seed 9 --threads 2 --each");
  ASSERT_EQ(r.status, 0) << r.out;
  std::stringstream lines(r.out);
  std::string line;
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(std::getline(lines, line));
    EXPECT_EQ(json::parse(line)["seed"], 9 + i);
  }
  const json summary = json::parse(r.out.substr(lines.tellg()));
  EXPECT_EQ(summary["games"], 3);
  int decided = 0;
  for (const auto& [winner, count] : summary["counts"]["winner"].items())
    decided += count.get<int>();
  EXPECT_EQ(decided, 3);
  // Two names for three seats: neither one for all nor one per seat.
  EXPECT_NE(run("balance la-grande-armee --agents random,random --games 2").status, 0);
}

}  // namespace
}  // namespace grognard
