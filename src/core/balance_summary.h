// The figures of a balance run (docs/balance.md): per outcome, how many games ended so, their
// share and its 95% Wilson interval; per number, its mean with a 95% interval, minimum and
// maximum. A summary is also a shard: it carries what adding shards up needs (counts, sums and
// sums of squares, the game range, seed, agents and scenario), and merging shards gives exactly
// the summary of one run of all their games.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/balance.h"

namespace grognard {

// What makes two runs' games the same games: same scenario, same players, same seeds.
struct BalanceIdentity {
  std::string game;
  std::string scenario;       // the scenario's own id ("" if it has none)
  std::string scenario_hash;  // of its whole JSON: a designer's edited copy is another scenario
  std::vector<std::string> agents;
  uint64_t first_seed = 1;
  bool operator==(const BalanceIdentity&) const = default;
};

BalanceIdentity identity_of(const GameEntry& game, const BalanceRun& run);

struct NumberTally {
  double sum = 0, sum_of_squares = 0, min = 0, max = 0;
  int64_t count = 0;
  void add(double x);
  void add(const NumberTally& other);
  double mean() const { return sum / static_cast<double>(count); }
  // The mean's 95% interval (normal approximation, sample standard deviation): where a
  // scenario's outcome barely varies, two players are compared by a margin's mean instead.
  std::pair<double, double> mean_interval() const;
  bool operator==(const NumberTally&) const = default;
};

struct BalanceSummary {
  BalanceIdentity identity;
  int64_t first_game = 0;
  int64_t games = 0;
  // Every text, boolean or null field of the results, by value (null is "none"); nested fields
  // are named with dots ("french.level"). Lists say nothing of balance and are left out.
  std::map<std::string, std::map<std::string, int64_t>> outcomes;
  // Every number ("actions", "french.vp"). Every number a game's result gives is a whole
  // number, so sums are exact in any order and shards add up to one run's figures exactly.
  std::map<std::string, NumberTally> numbers;

  void add_result(const json& result);
  // The stable JSON form (docs/balance.md, "The summary").
  json to_json() const;
  // Reads a summary that to_json wrote; DataError names the field, after `where` if given.
  static BalanceSummary from_json(const json& j, const std::string& where = "");
  bool operator==(const BalanceSummary&) const = default;
};

// The summary of games first_game, first_game + 1, ... whose results are given in order.
BalanceSummary summarize_run(const BalanceIdentity& identity, int64_t first_game,
                             const std::vector<json>& results);

// A named shard: the file it came from, and its summary.
using BalanceShard = std::pair<std::string, BalanceSummary>;

// A shard's file, as `balance --json` wrote it; DataError names the file, then the field
// ("shard-3.json: games: expected a whole number, got string").
BalanceShard read_shard(const std::string& file);

// Adds shards of one run up, in any order given. Refuses (DataError naming the file) shards
// of another scenario, agents or first seed, and game ranges that overlap or leave a gap.
BalanceSummary merge_summaries(std::vector<BalanceShard> shards);

}  // namespace grognard
