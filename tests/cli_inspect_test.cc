// `grognard inspect`: the browser's questions asked from the command line, from what every
// seat may know or from one seat's view, never from the referee's whole state.
#include "cli_fixture.h"
#include "io/json_read.h"

namespace grognard {
namespace {

using CliInspect = CliFixture;

TEST_F(CliInspect, AnswersReachableAndPreviewAsTheBrowserAsks) {
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 7 -o " + save_).status, 0);
  const CommandRun reach =
      run("inspect " + save_ + " " + quoted(R"({"type":"reachable","unit":"FR-1-1"})"));
  ASSERT_EQ(reach.status, 0) << reach.out;
  const json answer = json::parse(reach.out);
  EXPECT_EQ(answer["unit"], "FR-1-1");
  bool found = false;
  for (const json& h : answer["hexes"])
    if (h["hex"] == "1510") {
      found = true;
      EXPECT_EQ(h["cost"], 4);
      EXPECT_EQ(h["path"], json({"1613", "1612", "1611", "1510"}));
    }
  EXPECT_TRUE(found) << reach.out;

  const CommandRun too_far =
      run("inspect " + save_ + " " +
          quoted(R"({"type":"preview","action":{"type":"move","unit":"FR-1-1","to":"0101"}})"));
  ASSERT_EQ(too_far.status, 0) << too_far.out;
  EXPECT_EQ(json::parse(too_far.out)["legal"], false);
  EXPECT_EQ(json::parse(too_far.out)["rule"], "NAW Movement (1)");
}

// LGA 3.5: only the top unit of an enemy stack is seen. Ulm (1407) holds three Austrian
// units at the start of the Austrian Challenge; the French and the neutral seat see one.
TEST_F(CliInspect, ASeatsAnswerHoldsNoUnitHiddenFromIt) {
  ASSERT_EQ(run("new la-grande-armee --scenario 1-austrian-challenge --seed 7 -o " + save_).status,
            0);
  const std::string query = quoted(R"({"type":"area","hex":"1407"})");
  const CommandRun allied = run("inspect " + save_ + " " + query + " --seat allied");
  ASSERT_EQ(allied.status, 0) << allied.out;
  EXPECT_EQ(json::parse(allied.out)["units"].size(), 3u) << allied.out;
  EXPECT_NE(allied.out.find("Ulm Garrison (Mack)"), std::string::npos);
  for (const std::string seat : {" --seat french", " --seat neutral", ""}) {
    const CommandRun fogged = run("inspect " + save_ + " " + query + seat);
    ASSERT_EQ(fogged.status, 0) << fogged.out;
    EXPECT_EQ(json::parse(fogged.out)["units"], json({"Archduke Ferdinand's Cavalry"})) << seat;
    EXPECT_EQ(fogged.out.find("Mack"), std::string::npos) << seat << ": " << fogged.out;
    EXPECT_EQ(fogged.out.find("Jellacic"), std::string::npos) << seat << ": " << fogged.out;
  }
}

TEST_F(CliInspect, BadSeatsAndQueriesAreNamedAndExitOne) {
  ASSERT_EQ(run("new napoleon-at-waterloo --seed 7 -o " + save_).status, 0);
  const std::string before = slurp(save_);
  const std::string reachable = quoted(R"({"type":"reachable","unit":"FR-1-1"})");
  const CommandRun seat = run("inspect " + save_ + " " + reachable + " --seat prussian");
  EXPECT_EQ(seat.status, 1);
  EXPECT_NE(seat.out.find("error: seat: no seat named 'prussian'"), std::string::npos) << seat.out;
  const CommandRun broken = run("inspect " + save_ + " " + quoted(R"({"type":)"));
  EXPECT_EQ(broken.status, 1);
  EXPECT_NE(broken.out.find("error: QUERY: not valid JSON at line 1"), std::string::npos)
      << broken.out;
  const CommandRun unknown = run("inspect " + save_ + " " + quoted(R"({"type":"weather"})"));
  EXPECT_EQ(unknown.status, 1);
  EXPECT_NE(unknown.out.find("error: query.type: unknown query 'weather'"), std::string::npos)
      << unknown.out;
  const CommandRun no_unit =
      run("inspect " + save_ + " " + quoted(R"({"type":"reachable","unit":"FR-99"})"));
  EXPECT_EQ(no_unit.status, 1);
  EXPECT_NE(no_unit.out.find("query.unit: no unit 'FR-99'"), std::string::npos) << no_unit.out;
  EXPECT_EQ(slurp(save_), before);  // a question never changes the game
}

}  // namespace
}  // namespace grognard
