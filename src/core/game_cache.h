// The immutable Game a scenario builds, kept for the scenarios used most recently. Building
// one parses the map and computes its tables (an area board's distances, a hex board's
// terrain); a server starting its hundredth game of a scenario, an analyst's thousand games
// or a fuzzer's millionth input need not do it again, and games of one scenario share one
// copy in memory. Keyed by the scenario's whole text, so an edited scenario builds anew.
#pragma once

#include <cstddef>
#include <filesystem>
#include <list>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace grognard {

// Game: the immutable Game, or a struct holding it with what else is worked out from it once.
template <class Game>
class GameCache {
 public:
  explicit GameCache(size_t capacity) : capacity_(capacity) {}

  // The Game for this scenario and data folder: the kept one, or build(scenario, data) kept.
  // Thread-safe; a build that throws keeps nothing.
  template <class Build>
  std::shared_ptr<const Game> get(const nlohmann::json& scenario, const std::filesystem::path& data,
                                  Build&& build) {
    std::string key = data.string() + '\n' + scenario.dump();
    {
      std::lock_guard lock(mutex_);
      for (auto it = kept_.begin(); it != kept_.end(); ++it)
        if (it->first == key) {
          kept_.splice(kept_.begin(), kept_, it);  // most recently used first
          return it->second;
        }
    }
    // Built outside the lock: two threads may build the same Game once each; both are valid.
    std::shared_ptr<const Game> game = build(scenario, data);
    std::lock_guard lock(mutex_);
    kept_.emplace_front(std::move(key), game);
    if (kept_.size() > capacity_) kept_.pop_back();
    return game;
  }

 private:
  size_t capacity_;
  std::mutex mutex_;
  std::list<std::pair<std::string, std::shared_ptr<const Game>>> kept_;
};

}  // namespace grognard
