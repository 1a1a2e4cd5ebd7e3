// `grognard balance`: many seeded games summed up for a scenario designer or an analyst, and
// the shards of a run spread over machines adding up to exactly one run's figures.
#include "core/balance.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>

#include "core/balance_summary.h"
#include "core/balance_text.h"
#include "core/rules_error.h"
#include "core/wilson.h"

namespace grognard {
namespace {

// Published 95% Wilson score intervals (z = 1.96): Newcombe, R. G. (1998), "Two-sided
// confidence intervals for the single proportion: comparison of seven methods", Statistics
// in Medicine 17:857-872, Table I, method 3 (81/263, 15/148, 0/20, 1/29); and the worked
// values of the brief (0/10, 5/10, 61/100), which equal R's prop.test(x, n, correct = FALSE)
// and Wikipedia's "Binomial proportion confidence interval" formula to four places.
TEST(Wilson, MatchesPublishedIntervals) {
  struct Case {
    int successes, trials;
    double low, high;
  };
  const Case cases[] = {{81, 263, 0.2553, 0.3662}, {15, 148, 0.0624, 0.1605},
                        {0, 20, 0.0, 0.1611},      {1, 29, 0.0061, 0.1718},
                        {0, 10, 0.0, 0.2775},      {5, 10, 0.2366, 0.7634},
                        {61, 100, 0.5120, 0.6998}};
  for (const Case& c : cases) {
    const ShareInterval i = wilson_interval(c.successes, c.trials);
    EXPECT_NEAR(i.low, c.low, 5e-5) << c.successes << "/" << c.trials;
    EXPECT_NEAR(i.high, c.high, 5e-5) << c.successes << "/" << c.trials;
  }
  EXPECT_EQ(wilson_interval(0, 10).low, 0.0) << "never below 0";
  for (int n = 1; n <= 200; ++n) {
    EXPECT_EQ(wilson_interval(n, n).high, 1.0) << n << " of " << n << ": exactly 1";
    EXPECT_EQ(wilson_interval(0, n).low, 0.0) << "0 of " << n << ": exactly 0";
  }
}

TEST(Balance, CountsOutcomesWithSharesAndSumsUpNumbers) {
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
  const json s = summarize_run({"g", "s", "h", {"random"}, 1}, 0, results).to_json();
  EXPECT_EQ(s["games"], 3);
  EXPECT_EQ(s["outcomes"]["winner"]["allied"]["games"], 1);
  EXPECT_EQ(s["outcomes"]["winner"]["none"]["games"], 1);
  EXPECT_EQ(s["outcomes"]["french.level"]["SD"]["games"], 2);
  EXPECT_DOUBLE_EQ(s["outcomes"]["french.level"]["SD"]["share"].get<double>(), 2.0 / 3);
  const ShareInterval two_of_three = wilson_interval(2, 3);
  EXPECT_EQ(s["outcomes"]["french.level"]["SD"]["low"], two_of_three.low);
  EXPECT_EQ(s["outcomes"]["french.level"]["SD"]["high"], two_of_three.high);
  // 10, 20 and 15: a sample standard deviation of 5, so the mean's 95% interval is
  // 15 -+ 1.96 * 5 / sqrt(3).
  json vp = s["numbers"]["french.vp"];
  EXPECT_DOUBLE_EQ(vp["low"].get<double>(), 15 - 1.96 * 5 / std::sqrt(3.0));
  EXPECT_DOUBLE_EQ(vp["high"].get<double>(), 15 + 1.96 * 5 / std::sqrt(3.0));
  vp.erase("low");
  vp.erase("high");
  EXPECT_EQ(vp, (json{{"count", 3},
                      {"sum", 45.0},
                      {"sum_of_squares", 725.0},
                      {"mean", 15.0},
                      {"min", 10.0},
                      {"max", 20.0}}));
  EXPECT_EQ(s["numbers"]["actions"]["mean"], 200.0);
  EXPECT_FALSE(s["numbers"].contains("seed")) << "bookkeeping is not an outcome";
  EXPECT_FALSE(s["outcomes"].contains("hash"));
  EXPECT_FALSE(s["outcomes"].contains("lost")) << "lists are left out";
}

BalanceRun waterloo_run(std::vector<std::string> agents, int64_t first_game, int games) {
  const GameEntry& lga = *find_game("la-grande-armee");
  BalanceRun run{lga.load_scenario("7-waterloo"), std::move(agents), 40, games, 1};
  run.first_game = first_game;
  return run;
}

const GameEntry& lga() { return *find_game("la-grande-armee"); }

TEST(Balance, TheSameGamesWhateverTheNumberOfThreads) {
  BalanceRun run = waterloo_run({"random", "heuristic", "random"}, 0, 4);
  const std::vector<json> one = play_games(lga(), run);
  run.threads = 3;
  const std::vector<json> three = play_games(lga(), run);
  ASSERT_EQ(one.size(), 4u);
  EXPECT_EQ(one, three);
  for (size_t i = 0; i < one.size(); ++i) EXPECT_EQ(one[i]["seed"], 40 + i);
  EXPECT_NE(one[0]["hash"], one[1]["hash"]) << "each game has its own seed";
}

TEST(Balance, AShardPlaysTheSameGamesAsOneRun) {
  const std::vector<json> whole = play_games(lga(), waterloo_run({"random"}, 0, 5));
  const std::vector<json> shard = play_games(lga(), waterloo_run({"random"}, 3, 2));
  ASSERT_EQ(shard.size(), 2u);
  EXPECT_EQ(shard[0], whole[3]);
  EXPECT_EQ(shard[1], whole[4]);
}

TEST(Balance, AnUnknownAgentIsADataError) {
  EXPECT_THROW(play_games(lga(), waterloo_run({"random", "genius", "random"}, 0, 1)), DataError);
}

TEST(Balance, TheWatcherSeesEachGameAndMayCancel) {
  std::vector<int> seen;
  BalanceWatch watch;
  watch.on_game_done = [&](int done) { seen.push_back(done); };
  BalanceRun run = waterloo_run({"random"}, 0, 3);
  run.threads = 2;
  play_games(lga(), run, watch);
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 3}));
  std::atomic<bool> cancel{false};
  watch.cancel = &cancel;
  watch.on_game_done = [&](int) { cancel = true; };
  run.threads = 1;
  EXPECT_THROW(play_games(lga(), run, watch), BalanceCancelled);
}

BalanceSummary summary_of(const BalanceRun& run) {
  return summarize_run(identity_of(lga(), run), run.first_game, play_games(lga(), run));
}

// Through JSON, as shards travel between machines.
BalanceShard shard_file(const std::string& name, const BalanceRun& run) {
  return {name, BalanceSummary::from_json(json::parse(summary_of(run).to_json().dump()))};
}

TEST(BalanceMerge, ThreeShardsAddUpToOneRunFieldByField) {
  const std::vector<std::string> agents = {"random", "heuristic", "random"};
  const json one = summary_of(waterloo_run(agents, 0, 7)).to_json();
  const json merged = merge_summaries({shard_file("b.json", waterloo_run(agents, 2, 4)),
                                       shard_file("a.json", waterloo_run(agents, 0, 2)),
                                       shard_file("c.json", waterloo_run(agents, 6, 1))})
                          .to_json();
  for (const auto& [key, value] : one.items()) EXPECT_EQ(merged[key], value) << key;
  EXPECT_EQ(merged, one);
  EXPECT_EQ(merged["games"], 7);
  EXPECT_FALSE(one["numbers"]["actions"].is_null());
}

TEST(BalanceMerge, RefusesShardsOfAnotherRunNamingTheFile) {
  const BalanceShard first = shard_file("a.json", waterloo_run({"random"}, 0, 2));
  auto refusal = [&](BalanceShard other) {
    try {
      merge_summaries({first, std::move(other)});
    } catch (const DataError& e) {
      return std::string(e.what());
    }
    return std::string("merged");
  };
  EXPECT_EQ(refusal(shard_file("b.json", waterloo_run({"random"}, 1, 2))),
            "b.json: games 1-2 overlap games 0-1 of a.json");
  EXPECT_EQ(refusal(shard_file("c.json", waterloo_run({"random"}, 3, 1))),
            "c.json: games 3-3 leave games 2-2 unplayed after a.json");
  EXPECT_EQ(refusal(shard_file("d.json", waterloo_run({"heuristic"}, 2, 1))),
            "d.json: agents heuristic are not a.json's random (all shards must be games of one "
            "run)");
  BalanceRun seeded = waterloo_run({"random"}, 2, 1);
  seeded.first_seed = 41;
  EXPECT_NE(refusal(shard_file("e.json", seeded)).find("e.json: first seed 41"), std::string::npos);
  BalanceRun edited = waterloo_run({"random"}, 2, 1);
  edited.scenario["name"] = "Waterloo, my way";
  EXPECT_NE(
      refusal(shard_file("f.json", edited)).find("f.json: scenario la-grande-armee 7-waterloo"),
      std::string::npos)
      << "a designer's edited copy is another scenario";
}

TEST(BalanceMerge, AMalformedShardNamesTheFileAndField) {
  const json shard = summary_of(waterloo_run({"random"}, 0, 1)).to_json();
  auto error = [](const json& j) {
    try {
      BalanceSummary::from_json(j);
    } catch (const DataError& e) {
      return std::string(e.what());
    }
    return std::string("read");
  };
  EXPECT_EQ(error(shard), "read");
  EXPECT_EQ(error(json::array()), "expected a balance summary (a JSON object)");
  json bad = shard;
  bad["games"] = "many";
  EXPECT_EQ(error(bad), "games: expected a whole number, got string");
  bad = shard;
  bad["outcomes"]["winner"]["allied"]["games"] = 5;
  EXPECT_EQ(error(bad), "outcomes.winner.allied.games: 5 is outside 1..1");
  bad = shard;
  bad.erase("first_seed");
  EXPECT_EQ(error(bad), "missing field 'first_seed'");
  bad = shard;
  bad["numbers"]["actions"]["min"] = 1e9;
  EXPECT_EQ(error(bad), "numbers.actions: min is above max");
  bad = shard;
  bad["numbers"]["actions"].erase("sum_of_squares");
  EXPECT_EQ(error(bad), "numbers.actions: missing field 'sum_of_squares'");
  bad = shard;
  bad["version"] = 1;  // before numbers carried their sums of squares
  EXPECT_EQ(error(bad), "version: this build reads version 2");
  bad = shard;
  bad["format"] = "grognard-save";
  EXPECT_EQ(error(bad), "format: expected \"grognard-balance\"");

  const std::string file = ::testing::TempDir() + "balance-shard-bad.json";
  bad = shard;
  bad["games"] = "many";
  std::ofstream(file) << bad.dump();
  try {
    read_shard(file);
    ADD_FAILURE() << "read";
  } catch (const DataError& e) {
    EXPECT_EQ(std::string(e.what()), file + ": games: expected a whole number, got string");
  }
  std::remove(file.c_str());
}

TEST(BalanceText, TheTableGivesEachOutcomeItsShareAndInterval) {
  BalanceSummary s;
  s.identity = {"la-grande-armee", "7-waterloo", "0123456789abcdef", {"random", "heuristic"}, 1};
  s.first_game = 10;
  for (int i = 0; i < 10; ++i)
    s.add_result({{"winner", i < 5 ? json("allied") : json(nullptr)}, {"actions", 100 + i}});
  const std::string table = balance_table(s);
  EXPECT_NE(table.find("la-grande-armee 7-waterloo (0123456789abcdef), agents random,heuristic"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("games 10-19 of seeds from 1 (10 games)"), std::string::npos) << table;
  EXPECT_NE(table.find("  allied       5   50.0%   23.7% -  76.3%"), std::string::npos) << table;
  // 100..109: mean 104.5, sample standard deviation 3.03, so 104.5 -+ 1.96 * 3.03 / sqrt(10).
  EXPECT_NE(table.find("actions     104.50    102.62 -   106.38        100        109"),
            std::string::npos)
      << table;
}

TEST(BalanceText, TheProgressLineGivesRateAndTimeLeft) {
  EXPECT_EQ(progress_line(0, 200, 0), "0/200 games");
  EXPECT_EQ(progress_line(37, 200, 3.0), "37/200 games · 12.3 games/s · ETA 14 s");
  EXPECT_EQ(progress_line(200, 200, 10.0), "200/200 games · 20.0 games/s · ETA 0 s");
}

}  // namespace
}  // namespace grognard
