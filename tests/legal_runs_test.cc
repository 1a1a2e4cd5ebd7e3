// The legal list in runs (src/core/legal_runs.h, docs/protocol.md "legal_runs"): spelt out
// again it is the list itself, order included, in positions all through games of every game.
#include "core/legal_runs.h"

#include <gtest/gtest.h>

#include <random>

#include "core/registry.h"
#include "core/rules_error.h"

namespace grognard {
namespace {

TEST(LegalRuns, NeighboursThatDifferInOneFieldShareARun) {
  const std::vector<json> actions = {
      {{"type", "move"}, {"unit", "FR-NAP"}, {"to", "1515"}},
      {{"type", "move"}, {"unit", "FR-NAP"}, {"to", "1616"}},
      {{"type", "move"}, {"unit", "FR-1-1"}, {"to", "1616"}},
      {{"type", "pass"}},
  };
  const json runs = legal_runs(actions);
  EXPECT_EQ(runs, json::parse(R"([
    {"action": {"type": "move", "unit": "FR-NAP"}, "each": "to", "of": ["1515", "1616"]},
    {"action": {"type": "move", "to": "1616", "unit": "FR-1-1"}},
    {"action": {"type": "pass"}}])"));
  EXPECT_EQ(expand_legal_runs(runs), actions);
  EXPECT_EQ(legal_runs({}), json::array());
}

TEST(LegalRuns, ARunThatIsNotOneIsRefusedWithWhereItIs) {
  for (const char* bad : {R"({"action": {}})", R"([{"type": "pass"}])",
                          R"([{"action": {"type": "move"}}, {"action": {}, "each": 3, "of": []}])",
                          R"([{"action": {"type": "move"}, "each": "to"}])"}) {
    try {
      expand_legal_runs(json::parse(bad));
      ADD_FAILURE() << "accepted " << bad;
    } catch (const DataError& e) {
      EXPECT_NE(std::string(e.what()).find("legal_runs"), std::string::npos) << e.what();
    }
  }
}

TEST(LegalRuns, EveryGamesListsComeBackExactlyAndShorter) {
  for (const GameEntry& entry : registered_games()) {
    auto s = entry.start(entry.load_scenario(entry.scenarios().front().id), 11);
    std::mt19937 rng(11);
    size_t actions = 0, runs = 0;
    for (int n = 0; n < 400 && !s->over(); ++n) {
      const std::vector<json> legal = s->legal_actions_for(*s->to_move());
      const json r = legal_runs(legal);
      ASSERT_EQ(expand_legal_runs(r), legal) << entry.id << " after " << n << " actions";
      // As an update carries them: a game may write its runs its own way, never another list.
      ASSERT_EQ(expand_legal_runs(json::parse(runs_array_text(s->legal_runs_for(*s->to_move())))),
                legal)
          << entry.id << " after " << n << " actions";
      actions += legal.size();
      runs += r.size();
      s->apply(legal[rng() % legal.size()]);
    }
    // Moves come unit by unit: runs are far fewer than actions where there is much to choose.
    EXPECT_LT(runs, actions) << entry.id;
    RecordProperty(entry.id,
                   std::to_string(actions) + " actions in " + std::to_string(runs) + " runs");
  }
}

// docs/protocol.md, "The legal list in updates": the patch from the runs held when it is the
// shorter, the whole list otherwise, and always the whole list from or to an empty one.
TEST(LegalListMembers, APatchOnlyWhereItIsShorterThanTheList) {
  json held = json::array();
  for (int i = 0; i < 10; ++i)
    held.push_back({{"action", {{"type", "move"}, {"unit", "U" + std::to_string(i)}}}});
  json one_gone = held;
  one_gone.erase(4);
  const auto members = [](const json& from, const json& to) {
    return json::parse("{" + legal_list_members(run_texts(from), run_texts(to)) + "}");
  };
  EXPECT_EQ(members(held, one_gone),
            json::parse(R"({"legal_patch":[{"op":"remove","path":"/4"}]})"));
  EXPECT_EQ(members(held, held), json::parse(R"({"legal_patch":[]})"));
  EXPECT_EQ(members(json::array(), held), json({{"legal_runs", held}}));
  EXPECT_EQ(members(held, json::array()), json({{"legal_runs", json::array()}}));
  // Every run changed: ten replacements are no shorter than the ten runs.
  json all_new = json::array();
  for (int i = 0; i < 10; ++i) all_new.push_back({{"action", {{"type", "pass"}, {"n", i}}}});
  EXPECT_EQ(members(held, all_new), json({{"legal_runs", all_new}}));
}

// A string that is not UTF-8 (a designer's unit name cut in the middle of a character) is
// mended in the runs' text as wire_text mends a message, never a failed update.
TEST(LegalListMembers, RunsAreWrittenAsTheWireWritesMessages) {
  const json runs = json::array({{{"action", {{"type", "move"}, {"unit", "FR-NAP"}}}}});
  EXPECT_EQ(run_texts(runs), RunTexts{R"({"action":{"type":"move","unit":"FR-NAP"}})"});
  EXPECT_EQ(json::parse(runs_array_text(run_texts(runs))), runs);
  EXPECT_EQ(runs_array_text({}), "[]");
  const json cut = json::array({{{"action", {{"unit", std::string("Gu\xC3")}}}}});
  EXPECT_EQ(run_texts(cut), RunTexts{"{\"action\":{\"unit\":\"Gu\xEF\xBF\xBD\"}}"});
}

}  // namespace
}  // namespace grognard
