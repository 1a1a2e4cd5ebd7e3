// The grognard command as scripts use it: exit codes, atomic saves, clear errors.
#include <fmt/format.h>

#include <cstdlib>

#include "cli_fixture.h"
#include "io/data_dir.h"
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
          "--seed 9 --threads 2 --each --json");
  ASSERT_EQ(r.status, 0) << r.out;
  std::stringstream lines(r.out);
  std::string line;
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(std::getline(lines, line));
    EXPECT_EQ(json::parse(line)["seed"], 9 + i);
  }
  const json summary = json::parse(r.out.substr(lines.tellg()));
  EXPECT_EQ(summary["games"], 3);
  EXPECT_EQ(summary["first_game"], 0);
  EXPECT_EQ(summary["first_seed"], 9);
  EXPECT_EQ(summary["scenario"], "7-waterloo");
  int decided = 0;
  for (const auto& [winner, figures] : summary["outcomes"]["winner"].items()) {
    decided += figures["games"].get<int>();
    EXPECT_LE(figures["low"], figures["share"]);
    EXPECT_GE(figures["high"], figures["share"]);
  }
  EXPECT_EQ(decided, 3);
  // Two names for three seats: neither one for all nor one per seat.
  EXPECT_NE(run("balance la-grande-armee --agents random,random --games 2").status, 0);
  EXPECT_NE(run("balance la-grande-armee --games 2").status, 0) << "--agents is required";
}

TEST_F(Cli, BalancePrintsATableByDefault) {
  const CommandRun r =
      run("balance la-grande-armee --scenario 7-waterloo --agents random --games 2 --seed 9");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out.rfind("la-grande-armee 7-waterloo (", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("games 0-1 of seeds from 9 (2 games)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nwinner "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("95% interval"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nactions "), std::string::npos) << r.out;
}

// The progress bar is for people at a terminal: a pipe (a script, a log) gets none of it.
TEST_F(Cli, BalanceShowsNoProgressWhenPiped) {
  const CommandRun r =
      run("balance la-grande-armee --scenario 7-waterloo --agents random --games 2 --json");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out.find("games/s"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find('\r'), std::string::npos);
  json summary;
  EXPECT_NO_THROW(summary = json::parse(r.out)) << "stdout and stderr hold the summary alone";
}

TEST_F(Cli, BalanceShowsProgressOnATerminal) {
  if (std::system("command -v script >/dev/null") != 0) GTEST_SKIP() << "no script(1)";
  // script(1) runs the command on a pseudo-terminal, as a person would.
  const CommandRun r = run_shell(std::string("script -qec '") + GROGNARD_CLI +
                                 " balance la-grande-armee --scenario 7-waterloo --agents random "
                                 "--games 3 --threads 1 --json' /dev/null");
  EXPECT_NE(r.out.find("\r3/3 games · "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" games/s · ETA 0 s"), std::string::npos) << r.out;
}

TEST_F(Cli, BalanceShardsMergeIntoOneRun) {
  const std::string common =
      "balance la-grande-armee --scenario 7-waterloo --agents random,heuristic,random --seed 5 "
      "--json ";
  const CommandRun whole = run(common + "--games 5");
  ASSERT_EQ(whole.status, 0) << whole.out;
  const std::vector<std::pair<int, int>> shards = {{0, 2}, {2, 1}, {3, 2}};
  std::string files;
  for (const auto& [first, games] : shards) {
    const std::string file = (dir_ / fmt::format("shard{}.json", first)).string();
    const CommandRun r =
        run(common + fmt::format("--first-game {} --games {} > {}", first, games, file));
    ASSERT_EQ(r.status, 0) << r.out;
    files = file + " " + files;  // in any order
  }
  const CommandRun merged = run("balance merge --json " + files);
  ASSERT_EQ(merged.status, 0) << merged.out;
  EXPECT_EQ(json::parse(merged.out), json::parse(whole.out));
  const CommandRun table = run("balance merge " + files);
  EXPECT_NE(table.out.find("games 0-4 of seeds from 5 (5 games)"), std::string::npos) << table.out;

  const std::string again = (dir_ / "again.json").string();
  ASSERT_EQ(run(common + "--first-game 1 --games 2 > " + again).status, 0);
  const CommandRun overlap = run("balance merge " + files + again);
  EXPECT_EQ(overlap.status, 1);
  EXPECT_NE(overlap.out.find("error: " + again + ": games 1-2 overlap games 0-1 of "),
            std::string::npos)
      << overlap.out;
  std::ofstream(again) << "{ not json";
  const CommandRun broken = run("balance merge " + files + again);
  EXPECT_EQ(broken.status, 1);
  EXPECT_NE(broken.out.find(again), std::string::npos) << broken.out;
}

TEST_F(Cli, BalanceNamesTheDesignersFileAtFault) {
  const std::string file = (dir_ / "mine.json").string();
  json scenario =
      read_json_file(game_data_dir("la-grande-armee") / "scenarios" / "7-waterloo.json");
  scenario["end"] = "never";
  std::ofstream(file) << scenario.dump();
  const CommandRun r =
      run("balance la-grande-armee --scenario-file " + file + " --agents random --games 2");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out.rfind("error: " + file + ": ", 0), 0u) << r.out;
}

}  // namespace
}  // namespace grognard
