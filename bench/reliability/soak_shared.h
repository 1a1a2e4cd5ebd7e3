// What the soak's honest and hostile clients share: the honest games the hostile ones aim at,
// and the tallies.
#pragma once

#include <atomic>
#include <map>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "hostile_soak.h"

namespace grognard::reliability {

// An honest game as a hostile client sees it: a spectator link shared in public, the act its
// seat to move could make now, and an acknowledged act caught on the way (to replay).
struct Victim {
  std::string spectator;
  json next_act;
  json last_acked_act;
};

struct SoakShared {
  int port = 0;
  GameSeeds* seeds = nullptr;
  std::atomic<bool> stop{false};
  std::atomic<long> seed_findings{0};
  std::atomic<int> never_readers_running{0};

  std::mutex mutex;             // guards what follows
  std::vector<Victim> victims;  // one per honest client, its current game
  // The games the hostile clients made for themselves (seat -> token): never played, so each
  // must still be at seq 0 at the end.
  std::vector<std::map<std::string, std::string>> foreign_games;
  SoakFigures figures;

  void publish(size_t honest_client, Victim victim) {
    std::lock_guard lock(mutex);
    if (victims.size() <= honest_client) victims.resize(honest_client + 1);
    victims[honest_client] = std::move(victim);
  }
  std::optional<Victim> pick_victim(std::mt19937_64& rng) {
    std::lock_guard lock(mutex);
    std::vector<const Victim*> ready;
    for (const Victim& v : victims)
      if (!v.last_acked_act.is_null() && !v.next_act.is_null()) ready.push_back(&v);
    if (ready.empty()) return std::nullopt;
    return *ready[rng() % ready.size()];
  }
  void problem(const std::string& what) {
    std::lock_guard lock(mutex);
    if (figures.problems.size() < 10) figures.problems.push_back(what);
  }
};

// Plays as one hostile client until `shared.stop`.
void run_hostile_client(SoakShared& shared, uint64_t seed);

}  // namespace grognard::reliability
