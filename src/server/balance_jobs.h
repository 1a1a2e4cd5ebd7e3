// Balance jobs for the browser's balance page (docs/protocol.md, "Balance jobs"): many games of
// one scenario between computer players, played on a thread of the job's own at the lowest
// priority, so that people's games never wait for them. Bounded: a job plays at most
// max_games games, a connection runs at most one job, the server at most max_running.
#pragma once

#include <atomic>
#include <list>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "server/client.h"

namespace grognard::server {

struct BalanceJobOptions {
  int max_games = 2000;  // per job
  int max_running = 2;   // server-wide; each job uses one thread
};

class BalanceJobs {
 public:
  explicit BalanceJobs(BalanceJobOptions options) : options_(options) {}
  ~BalanceJobs() { stop(); }
  // A `balance` request: checks it (ProtocolError bad_request, no_game, no_scenario, quota),
  // sends the `balance_started` reply (with `reply_id` unless null) and starts the job;
  // `balance_progress` and then `balance_result` (or `balance_cancelled`, or an error) follow.
  void start(const std::shared_ptr<Client>& client, const nlohmann::json& request,
             const nlohmann::json& reply_id);
  // `balance_scenario`: the seats of the scenario named or sent, once it is checked
  // (ProtocolError as for start): the page asks before it offers a player for each seat.
  nlohmann::json scenario_seats(const nlohmann::json& request);
  // `balance_cancel`: the connection's job stops after the game it is playing.
  nlohmann::json cancel(const Client* client);
  void disconnect(const Client* client) { cancel(client); }
  // Cancels every job and waits for their threads.
  void stop();

 private:
  struct Job {
    const Client* owner;
    std::atomic<bool> cancel{false};
    std::atomic<bool> finished{false};
    std::thread thread;
  };
  // Called with mutex_ held: joins the threads of the jobs that are over.
  void reap_finished();

  BalanceJobOptions options_;
  std::mutex mutex_;
  std::list<Job> jobs_;
  uint64_t next_job_ = 1;
  bool stopping_ = false;
};

}  // namespace grognard::server
