#include "core/balance_summary.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>

#include "core/rules_error.h"
#include "core/state_hash.h"
#include "core/wilson.h"
#include "io/json_read.h"

namespace grognard {

namespace {
constexpr std::string_view kFormat = "grognard-balance";
constexpr int kVersion = 2;  // 2: numbers carry their sums of squares

std::string scenario_fingerprint(const json& scenario) {
  StateHasher h;
  h.add(scenario.dump());  // keys in order: the same text for the same scenario
  return hash_text(h.value());
}

void collect(const json& value, const std::string& name, BalanceSummary& s) {
  if (value.is_object()) {
    for (const auto& [key, child] : value.items())
      collect(child, name.empty() ? key : name + "." + key, s);
  } else if (value.is_number()) {
    s.numbers[name].add(value.get<double>());
  } else if (value.is_string()) {
    ++s.outcomes[name][value.get<std::string>()];
  } else if (value.is_null() || value.is_boolean()) {
    ++s.outcomes[name][value.is_null() ? "none" : value.dump()];
  }  // arrays (lists of units, say) say nothing about balance
}

std::string games_text(const BalanceSummary& s) {
  return fmt::format("games {}-{}", s.first_game, s.first_game + s.games - 1);
}

double get_number(const json& object, std::string_view key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_number()) throw DataError(where_in(where, key), "expected a number, got " + v.dump());
  return v.get<double>();
}
}  // namespace

BalanceIdentity identity_of(const GameEntry& game, const BalanceRun& run) {
  const json& id =
      run.scenario.is_object() && run.scenario.contains("id") ? run.scenario["id"] : json("");
  return {game.id, id.is_string() ? id.get<std::string>() : id.dump(),
          scenario_fingerprint(run.scenario), run.agents, run.first_seed};
}

void NumberTally::add(double x) {
  min = count ? std::min(min, x) : x;
  max = count ? std::max(max, x) : x;
  sum += x;
  sum_of_squares += x * x;
  ++count;
}

std::pair<double, double> NumberTally::mean_interval() const {
  if (count < 2) return {mean(), mean()};
  const double n = static_cast<double>(count);
  const double variance = std::max(0.0, (sum_of_squares - sum * sum / n) / (n - 1));
  const double half = 1.96 * std::sqrt(variance / n);
  return {mean() - half, mean() + half};
}

void NumberTally::add(const NumberTally& other) {
  if (other.count == 0) return;
  min = count ? std::min(min, other.min) : other.min;
  max = count ? std::max(max, other.max) : other.max;
  sum += other.sum;
  sum_of_squares += other.sum_of_squares;
  count += other.count;
}

void BalanceSummary::add_result(const json& result) {
  json kept = result;
  kept.erase("seed");  // bookkeeping, not an outcome
  kept.erase("hash");
  collect(kept, "", *this);
  ++games;
}

json BalanceSummary::to_json() const {
  json out = {{"format", kFormat},
              {"version", kVersion},
              {"game", identity.game},
              {"scenario", identity.scenario},
              {"scenario_hash", identity.scenario_hash},
              {"agents", identity.agents},
              {"first_seed", identity.first_seed},
              {"first_game", first_game},
              {"games", games},
              {"outcomes", json::object()},
              {"numbers", json::object()}};
  for (const auto& [name, by_value] : outcomes)
    for (const auto& [value, count] : by_value) {
      const ShareInterval interval = wilson_interval(count, games);
      out["outcomes"][name][value] = {{"games", count},
                                      {"share", static_cast<double>(count) / games},
                                      {"low", interval.low},
                                      {"high", interval.high}};
    }
  for (const auto& [name, n] : numbers) {
    const auto [low, high] = n.mean_interval();
    out["numbers"][name] = {
        {"count", n.count}, {"sum", n.sum}, {"sum_of_squares", n.sum_of_squares},
        {"mean", n.mean()}, {"low", low},   {"high", high},
        {"min", n.min},     {"max", n.max}};
  }
  return out;
}

BalanceSummary BalanceSummary::from_json(const json& j, const std::string& where) {
  if (!j.is_object()) throw DataError(where, "expected a balance summary (a JSON object)");
  if (get_string(j, "format", where) != kFormat)
    throw DataError(where_in(where, "format"), fmt::format("expected \"{}\"", kFormat));
  if (get_int(j, "version", where, 0, 1 << 20) != kVersion)
    throw DataError(where_in(where, "version"),
                    fmt::format("this build reads version {}", kVersion));
  BalanceSummary s;
  s.identity.game = get_string(j, "game", where);
  s.identity.scenario = get_string(j, "scenario", where);
  s.identity.scenario_hash = get_string(j, "scenario_hash", where);
  const json& agents = get_array(j, "agents", where);
  for (size_t i = 0; i < agents.size(); ++i) {
    if (!agents[i].is_string())
      throw DataError(where_at(where_in(where, "agents"), i), "expected a computer player's name");
    s.identity.agents.push_back(agents[i].get<std::string>());
  }
  const json& seed = field(j, "first_seed", where);
  if (!seed.is_number_unsigned())
    throw DataError(where_in(where, "first_seed"), "expected a non-negative integer");
  s.identity.first_seed = seed.get<uint64_t>();
  constexpr long long kMost = 1LL << 53;
  s.first_game = get_int(j, "first_game", where, 0, kMost);
  s.games = get_int(j, "games", where, 1, kMost);
  const std::string outcomes_at = where_in(where, "outcomes");
  for (const auto& [name, by_value] : get_object(j, "outcomes", where).items()) {
    const std::string field_at = where_in(outcomes_at, name);
    if (!by_value.is_object()) throw DataError(field_at, "expected an object of outcomes");
    int64_t total = 0;
    for (const auto& [value, figures] : by_value.items()) {
      const int64_t count = get_int(figures, "games", where_in(field_at, value), 1, s.games);
      s.outcomes[name][value] = count;
      total += count;
    }
    if (total > s.games)
      throw DataError(field_at, fmt::format("counts {} games of {}", total, s.games));
  }
  const std::string numbers_at = where_in(where, "numbers");
  for (const auto& [name, figures] : get_object(j, "numbers", where).items()) {
    const std::string at = where_in(numbers_at, name);
    NumberTally n;
    n.count = get_int(figures, "count", at, 1, s.games);
    n.sum = get_number(figures, "sum", at);
    n.sum_of_squares = get_number(figures, "sum_of_squares", at);
    n.min = get_number(figures, "min", at);
    n.max = get_number(figures, "max", at);
    if (n.min > n.max) throw DataError(at, "min is above max");
    s.numbers[name] = n;
  }
  return s;
}

BalanceShard read_shard(const std::string& file) {
  const json j = read_json_file(file);  // names the file in a syntax error
  try {
    return {file, BalanceSummary::from_json(j)};
  } catch (const DataError& e) {
    throw DataError(file, e.what());
  }
}

BalanceSummary summarize_run(const BalanceIdentity& identity, int64_t first_game,
                             const std::vector<json>& results) {
  BalanceSummary s;
  s.identity = identity;
  s.first_game = first_game;
  for (const json& r : results) s.add_result(r);
  return s;
}

BalanceSummary merge_summaries(std::vector<BalanceShard> shards) {
  if (shards.empty()) throw DataError("merge", "no shards to add up");
  std::stable_sort(shards.begin(), shards.end(), [](const auto& a, const auto& b) {
    return a.second.first_game < b.second.first_game;
  });
  const auto& [first_name, first] = shards.front();
  BalanceSummary merged;
  merged.identity = first.identity;
  merged.first_game = first.first_game;
  for (size_t i = 0; i < shards.size(); ++i) {
    // Not a structured binding: `refuse` captures the name, which clang before 16 refuses.
    const std::string& name = shards[i].first;
    const BalanceSummary& shard = shards[i].second;
    const BalanceIdentity& a = first.identity;
    const BalanceIdentity& b = shard.identity;
    auto refuse = [&](const std::string& what) {
      throw DataError(name, what + " (all shards must be games of one run)");
    };
    if (b.game != a.game || b.scenario != a.scenario || b.scenario_hash != a.scenario_hash)
      refuse(fmt::format("scenario {} {} ({}) is not {}'s {} {} ({})", b.game, b.scenario,
                         b.scenario_hash, first_name, a.game, a.scenario, a.scenario_hash));
    if (b.agents != a.agents)
      refuse(fmt::format("agents {} are not {}'s {}", fmt::join(b.agents, ","), first_name,
                         fmt::join(a.agents, ",")));
    if (b.first_seed != a.first_seed)
      refuse(fmt::format("first seed {} is not {}'s {}", b.first_seed, first_name, a.first_seed));
    if (i > 0) {
      const auto& [before_name, before] = shards[i - 1];
      const int64_t expected = before.first_game + before.games;
      if (shard.first_game < expected)
        throw DataError(name, fmt::format("{} overlap {} of {}", games_text(shard),
                                          games_text(before), before_name));
      if (shard.first_game > expected)
        throw DataError(
            name, fmt::format("{} leave games {}-{} unplayed after {}", games_text(shard), expected,
                              shard.first_game - 1, before_name));
    }
    merged.games += shard.games;
    for (const auto& [field_name, by_value] : shard.outcomes)
      for (const auto& [value, count] : by_value) merged.outcomes[field_name][value] += count;
    for (const auto& [field_name, tally] : shard.numbers) merged.numbers[field_name].add(tally);
  }
  return merged;
}

}  // namespace grognard
