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
      ASSERT_EQ(expand_legal_runs(s->legal_runs_for(*s->to_move())), legal)
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

}  // namespace
}  // namespace grognard
