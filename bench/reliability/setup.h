// What both parts of grognard-reliabilitybench share: the server binary, the games played, the
// seeds watched for, a working directory, and how to start a server there.
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <vector>

#include "hot_seat.h"
#include "seed_watch.h"
#include "server_process.h"

namespace grognard::reliability {

struct BenchSetup {
  std::filesystem::path server_binary;
  std::filesystem::path dir;  // databases and server logs; an empty web root in dir/web
  std::vector<GameChoice> games;
  uint64_t seed = 1;  // of the bench's own choices (actions, moments, seeds of games)
};

// Seeds for new games, each watched for in every message.
class GameSeeds {
 public:
  explicit GameSeeds(uint64_t seed) : rng_(seed) {}
  uint64_t next() {
    std::lock_guard lock(mutex_);
    const uint64_t seed = std::uniform_int_distribution<uint64_t>(
        harness::SeedWatch::kLowest, harness::SeedWatch::kHighest)(rng_);
    watch_.watch(seed);
    return seed;
  }
  const harness::SeedWatch& watch() const { return watch_; }

 private:
  std::mutex mutex_;
  std::mt19937_64 rng_;
  harness::SeedWatch watch_;
};

// Starts grognard-server on dir/DB_NAME, logging to dir/LOG_NAME.
inline std::unique_ptr<harness::ServerProcess> start_server(
    const BenchSetup& setup, const std::string& db_name, const std::string& log_name,
    std::vector<std::string> extra_args = {}) {
  harness::ServerProcessOptions options;
  options.binary = setup.server_binary;
  options.db = setup.dir / db_name;
  options.log = setup.dir / log_name;
  options.web = setup.dir / "web";
  options.extra_args = std::move(extra_args);
  return std::make_unique<harness::ServerProcess>(options);
}

}  // namespace grognard::reliability
