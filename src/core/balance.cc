#include "core/balance.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>

#include "core/rules_error.h"
#include "core/state_hash.h"

namespace grognard {

std::vector<json> play_games(const GameEntry& game, const BalanceRun& run,
                             const BalanceWatch& watch) {
  if (run.games < 1) throw DataError("games", "play at least one game");
  if (run.first_game < 0) throw DataError("first_game", "the first game is 0 or later");
  std::vector<json> results(run.games);
  std::atomic<int> next{0};
  int done = 0;
  std::exception_ptr failure;
  std::mutex lock;  // guards failure, done and the watcher's calls
  auto stopped = [&] { return watch.cancel && watch.cancel->load(); };
  // A cancelled run stops within the game being played, after its current action: a game of
  // searching players may take minutes.
  std::function<void(const Session&)> after_action;
  if (watch.cancel)
    after_action = [&](const Session&) {
      if (stopped()) throw BalanceCancelled();
    };
  auto worker = [&] {
    for (int i = next++; i < run.games && !stopped(); i = next++) {
      try {
        const uint64_t seed = seed_of_game(run, run.first_game + i);
        auto session = game.start(run.scenario, seed);
        const int actions = game.play_out(*session, run.agents, seed, nullptr, after_action);
        json r = session->result();
        r["seed"] = seed;
        r["actions"] = actions;
        r["hash"] = hash_text(session->hash());
        results[i] = std::move(r);
        const std::lock_guard guard(lock);
        ++done;
        if (watch.on_game_done) watch.on_game_done(done);
      } catch (...) {
        const std::lock_guard guard(lock);
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
  if (done < run.games) throw BalanceCancelled();
  return results;
}

}  // namespace grognard
