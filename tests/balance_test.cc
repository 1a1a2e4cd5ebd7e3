// `grognard balance`: many seeded games summed up for a scenario designer or an analyst.
#include "core/balance.h"

#include <gtest/gtest.h>

#include "core/rules_error.h"

namespace grognard {
namespace {

TEST(Balance, CountsLabelsAndSumsUpNumbers) {
  const std::vector<json> results = {{{"winner", "allied"},
                                      {"french", {{"vp", 10}, {"level", "SD"}}},
                                      {"actions", 100},
                                      {"seed", 1},
                                      {"hash", "x"},
                                      {"lost", {"a", "b"}}},
                                     {{"winner", "french"},
                                      {"french", {{"vp", 20}, {"level", "TV"}}},
                                      {"actions", 300},
                                      {"seed", 2},
                                      {"hash", "y"}},
                                     {{"winner", nullptr},
                                      {"french", {{"vp", 15}, {"level", "SD"}}},
                                      {"actions", 200},
                                      {"seed", 3},
                                      {"hash", "z"}}};
  const json s = summarize_results(results);
  EXPECT_EQ(s["games"], 3);
  EXPECT_EQ(s["counts"]["winner"], (json{{"allied", 1}, {"french", 1}, {"none", 1}}));
  EXPECT_EQ(s["counts"]["french.level"], (json{{"SD", 2}, {"TV", 1}}));
  EXPECT_EQ(s["numbers"]["french.vp"], (json{{"mean", 15.0}, {"min", 10.0}, {"max", 20.0}}));
  EXPECT_EQ(s["numbers"]["actions"]["mean"], 200.0);
  EXPECT_FALSE(s["numbers"].contains("seed")) << "bookkeeping is not an outcome";
  EXPECT_FALSE(s["counts"].contains("hash"));
  EXPECT_FALSE(s["counts"].contains("lost")) << "lists are left out";
}

TEST(Balance, TheSameGamesWhateverTheNumberOfThreads) {
  const GameEntry& lga = *find_game("la-grande-armee");
  BalanceRun run{lga.load_scenario("7-waterloo"), {"random", "heuristic", "random"}, 40, 4, 1};
  const std::vector<json> one = play_games(lga, run);
  run.threads = 3;
  const std::vector<json> three = play_games(lga, run);
  ASSERT_EQ(one.size(), 4u);
  EXPECT_EQ(one, three);
  for (size_t i = 0; i < one.size(); ++i) EXPECT_EQ(one[i]["seed"], 40 + i);
  EXPECT_NE(one[0]["hash"], one[1]["hash"]) << "each game has its own seed";
}

TEST(Balance, AnUnknownAgentIsADataError) {
  const GameEntry& lga = *find_game("la-grande-armee");
  const BalanceRun run{lga.load_scenario("7-waterloo"), {"random", "genius", "random"}, 1, 3, 2};
  EXPECT_THROW(play_games(lga, run), DataError);
}

}  // namespace
}  // namespace grognard
