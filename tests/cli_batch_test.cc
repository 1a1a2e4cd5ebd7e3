// `grognard apply` with several ACTIONs (all or nothing, forced dice taken in order by the
// rolls) and `grognard new --dice` (the set-up's rolls forced, and recorded so the save replays).
#include <fmt/format.h>

#include "cli_fixture.h"
#include "io/json_read.h"

namespace grognard {
namespace {

using CliBatch = CliFixture;

const std::string kMove = quoted(R"({"type":"move","unit":"FR-1-1","to":"1510"})");
const std::string kPass = quoted(R"({"type":"pass"})");

TEST_F(CliBatch, SeveralActionsPlayAsTheyWouldOneByOne) {
  const std::string single = (dir_ / "single.json").string();
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 7 -o " + save_).status, 0);
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 7 -o " + single).status, 0);
  const CommandRun batch = run("apply " + save_ + " " + kMove + " " + kPass);
  ASSERT_EQ(batch.status, 0) << batch.out;
  ASSERT_EQ(run("apply " + single + " " + kMove).status, 0);
  const CommandRun last = run("apply " + single + " " + kPass);
  ASSERT_EQ(last.status, 0) << last.out;
  const json out = json::parse(batch.out);
  EXPECT_EQ(out["hash"], json::parse(last.out)["hash"]);
  ASSERT_EQ(out["events"].size(), 2u) << batch.out;  // both actions' events, in order
  EXPECT_EQ(out["events"][0]["type"], "move");
  EXPECT_EQ(out["events"][1]["type"], "phase");
  EXPECT_EQ(slurp(save_), slurp(single));
}

TEST_F(CliBatch, AnIllegalActionLeavesTheSaveByteForByteUnchanged) {
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 7 -o " + save_).status, 0);
  const std::string before = slurp(save_);
  // The first move is legal; the second moves the same unit again.
  const CommandRun r = run("apply " + save_ + " " + kMove + " " +
                           quoted(R"({"type":"move","unit":"FR-1-1","to":"1511"})") + " " + kPass);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find(R"(illegal: ACTION[1] {"to":"1511","type":"move","unit":"FR-1-1"}: )"
                       "NAW Movement: FR-1-1 has already moved this phase"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(slurp(save_), before);
  const CommandRun garbage = run("apply " + save_ + " " + kMove + " " + quoted(R"({"type":)"));
  EXPECT_EQ(garbage.status, 1);
  EXPECT_NE(garbage.out.find("error: ACTION[1]: not valid JSON"), std::string::npos) << garbage.out;
  EXPECT_EQ(slurp(save_), before);
}

// The French bombard twice; the second bombardment waits for the Allied defense mode, whose
// action rolls its die. The forced 6 and 2 go to the rolls in order, and each log entry
// records the dice its action rolled.
TEST_F(CliBatch, ForcedDiceGoToTheRollsInOrder) {
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 7 -o " + save_).status, 0);
  const std::string actions =
      kPass + " " + quoted(R"({"type":"bombard","guns":["FR-A-II"],"target":"1014"})") + " " +
      quoted(R"({"type":"bombard","guns":["FR-A-I-1"],"target":"1410"})") + " " +
      quoted(R"({"type":"defend","mode":"artillery"})");
  const CommandRun r = run("apply " + save_ + " " + actions + " --dice 6,2");
  ASSERT_EQ(r.status, 0) << r.out;
  const json log = json::parse(slurp(save_))["log"];
  ASSERT_EQ(log.size(), 4u);
  EXPECT_FALSE(log[0].contains("dice"));
  EXPECT_EQ(log[1]["dice"], json({6}));
  EXPECT_FALSE(log[2].contains("dice"));
  EXPECT_EQ(log[3]["dice"], json({2}));
  EXPECT_EQ(run("replay " + save_).status, 0);

  // A die no action rolls: the whole batch is refused.
  const std::string before = slurp(save_);
  const CommandRun unused = run("apply " + save_ + " " + kPass + " " + kPass + " --dice 3");
  EXPECT_EQ(unused.status, 2);
  EXPECT_NE(unused.out.find("illegal: dice: 1 forced die result(s) not used"), std::string::npos)
      << unused.out;
  EXPECT_EQ(slurp(save_), before);
}

std::string dice_of(int value, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (i ? "," : "") + std::to_string(value);
  return out;
}

const std::string kAustrianChallenge =
    "new la-grande-armee --scenario 1-austrian-challenge --seed 7 ";

// How many dice the scenario's set-up rolls, as the refusal of too many forced dice says.
int setup_rolls() {
  const CommandRun r = run(kAustrianChallenge + "--dice " + dice_of(6, 60) + " -o /dev/null");
  const std::string said = "this scenario's set-up rolled ";
  const size_t at = r.out.find(said);
  return at == std::string::npos ? -1 : std::stoi(r.out.substr(at + said.size()));
}

// La Grande Armée rolls the opening muster at set-up (LGA 3.3): `new --dice` forces those
// rolls, the save records them, and the save replays only with them.
TEST_F(CliBatch, SetUpDiceAreForcedAndRecorded) {
  const int rolls = setup_rolls();
  ASSERT_GT(rolls, 0);
  const std::string plain = (dir_ / "plain.json").string();
  const CommandRun forced =
      run(kAustrianChallenge + "--dice " + dice_of(1, rolls) + " -o " + save_);
  ASSERT_EQ(forced.status, 0) << forced.out;
  ASSERT_EQ(run(kAustrianChallenge + "-o " + plain).status, 0);
  json save = json::parse(slurp(save_));
  EXPECT_EQ(save["setup_dice"], json(std::vector<int>(rolls, 1)));
  EXPECT_FALSE(json::parse(slurp(plain)).contains("setup_dice"));
  const CommandRun replay = run("replay " + save_);
  ASSERT_EQ(replay.status, 0) << replay.out;
  EXPECT_EQ(json::parse(replay.out)["hash"], json::parse(forced.out)["hash"]);

  // Other set-up dice make another game: the recorded hash no longer replays.
  save["setup_dice"] = std::vector<int>(rolls, 6);
  std::ofstream(save_) << save.dump();
  const CommandRun altered = run("replay " + save_);
  EXPECT_EQ(altered.status, 1);
  EXPECT_NE(altered.out.find(".hash: replay ends at state"), std::string::npos) << altered.out;
  save["setup_dice"] = {"six"};
  std::ofstream(save_) << save.dump();
  const CommandRun malformed = run("replay " + save_);
  EXPECT_EQ(malformed.status, 1);
  EXPECT_NE(malformed.out.find(".setup_dice: expected whole numbers"), std::string::npos)
      << malformed.out;
}

TEST_F(CliBatch, SetUpDiceThatNoRollUsesAreRefused) {
  const CommandRun naw = run("new napoleon-at-waterloo --dice 3,5 -o " + save_);
  EXPECT_EQ(naw.status, 2);
  EXPECT_NE(naw.out.find("illegal: dice: 2 forced die result(s) not used "
                         "(napoleon-at-waterloo rolls no dice at set-up)"),
            std::string::npos)
      << naw.out;
  const int rolls = setup_rolls();
  const CommandRun lga =
      run(kAustrianChallenge + "--dice " + dice_of(6, rolls + 2) + " -o " + save_);
  EXPECT_EQ(lga.status, 2);
  EXPECT_NE(lga.out.find(fmt::format("illegal: dice: 2 forced die result(s) not used (this "
                                     "scenario's set-up rolled {})",
                                     rolls)),
            std::string::npos)
      << lga.out;
  const CommandRun off_die = run(kAustrianChallenge + "--dice 9 -o " + save_);
  EXPECT_EQ(off_die.status, 2);
  EXPECT_NE(off_die.out.find("illegal: forced die result 9 is not on a d6"), std::string::npos)
      << off_die.out;
  EXPECT_FALSE(std::filesystem::exists(save_));
}

}  // namespace
}  // namespace grognard
