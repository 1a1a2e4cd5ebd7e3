#include "core/balance.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

#include "core/rules_error.h"
#include "core/state_hash.h"

namespace grognard {

std::vector<json> play_games(const GameEntry& game, const BalanceRun& run) {
  if (run.games < 1) throw DataError("games", "play at least one game");
  std::vector<json> results(run.games);
  std::atomic<int> next{0};
  std::exception_ptr failure;
  std::mutex failure_lock;
  auto worker = [&] {
    for (int i = next++; i < run.games; i = next++) {
      try {
        const uint64_t seed = run.first_seed + static_cast<uint64_t>(i);
        auto session = game.start(run.scenario, seed);
        const int actions = game.play_out(*session, run.agents, seed, nullptr, nullptr);
        json r = session->result();
        r["seed"] = seed;
        r["actions"] = actions;
        r["hash"] = hash_text(session->hash());
        results[i] = std::move(r);
      } catch (...) {
        const std::lock_guard lock(failure_lock);
        if (!failure) failure = std::current_exception();
        next = run.games;  // the others stop after their current game
      }
    }
  };
  const int threads = std::clamp(run.threads, 1, run.games);
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  return results;
}

namespace {
struct Numbers {
  double sum = 0, min = 0, max = 0;
  int count = 0;
  void add(double x) {
    min = count ? std::min(min, x) : x;
    max = count ? std::max(max, x) : x;
    sum += x;
    ++count;
  }
};

void collect(const json& value, const std::string& name, std::map<std::string, Numbers>& numbers,
             std::map<std::string, std::map<std::string, int>>& counts) {
  if (value.is_object()) {
    for (const auto& [key, child] : value.items())
      collect(child, name.empty() ? key : name + "." + key, numbers, counts);
  } else if (value.is_number()) {
    numbers[name].add(value.get<double>());
  } else if (value.is_string()) {
    ++counts[name][value.get<std::string>()];
  } else if (value.is_null() || value.is_boolean()) {
    ++counts[name][value.is_null() ? "none" : value.dump()];
  }  // arrays (lists of units, say) say nothing about balance
}
}  // namespace

json summarize_results(const std::vector<json>& results) {
  std::map<std::string, Numbers> numbers;
  std::map<std::string, std::map<std::string, int>> counts;
  for (const json& r : results) {
    json kept = r;
    kept.erase("seed");  // bookkeeping, not an outcome
    kept.erase("hash");
    collect(kept, "", numbers, counts);
  }
  json out = {{"games", results.size()}, {"counts", counts}, {"numbers", json::object()}};
  for (const auto& [name, n] : numbers)
    out["numbers"][name] = {{"mean", n.sum / n.count}, {"min", n.min}, {"max", n.max}};
  return out;
}

}  // namespace grognard
