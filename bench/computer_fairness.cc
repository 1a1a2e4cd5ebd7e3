// grognard-fairbench: how long a person waits for the computer's reply while other games of
// computers alone keep the computer players' threads busy. One creator starts N all-computer
// games; another plays a person's seat against the computer. Prints the delay of each of the
// computer's moves in the person's game (from the update that hands it the move to the update
// of its move): median and 95th percentile, first in the server's former first-come order
// (FIFO), then in the fair order (computer_scheduler.h). In process, through the Lobby, on an
// in-memory store: the figures are the scheduling, not the network or the disk.
//
//   grognard-fairbench [--games 8] [--replies 200] [--agent heuristic] [--threads 2]
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "percentile.h"
#include "server/lobby.h"
#include "update_streams.h"

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;
using namespace grognard::server;

// A connection in the process: every message it is sent, with the time it came, each update
// with its whole view and legal list as a client rebuilds them.
class Inbox : public Client {
 public:
  explicit Inbox(std::string address) : Client(std::move(address)) {}
  void send(const json& message) override {
    std::lock_guard lock(mutex_);
    json whole = message;
    if (const auto gap = streams_.complete(whole)) throw std::runtime_error(*gap);
    messages_.emplace_back(Clock::now(), std::move(whole));
    arrived_.notify_all();
  }
  std::pair<Clock::time_point, json> next() {
    std::unique_lock lock(mutex_);
    arrived_.wait(lock, [&] { return !messages_.empty(); });
    auto m = std::move(messages_.front());
    messages_.pop_front();
    return m;
  }

 private:
  std::mutex mutex_;
  std::condition_variable arrived_;
  std::deque<std::pair<Clock::time_point, json>> messages_;
  grognard::harness::UpdateStreams streams_;
};

json create_request(const json& french, const json& allied, uint64_t seed) {
  return {{"v", 1},
          {"type", "create"},
          {"game", "napoleon-at-waterloo"},
          {"scenario", "waterloo"},
          {"seed", seed},
          {"seats", {{"french", french}, {"allied", allied}}}};
}

// The reply to the request just sent, skipping the updates before it.
json reply(Inbox& inbox) {
  while (true) {
    json m = inbox.next().second;
    if (m["type"] != "update") return m;
  }
}

using grognard::bench::percentile;

// The computer's reply delays in the person's game, in ms, until `replies` are measured.
std::vector<double> measure(LobbyOptions::ComputerOrder order, int games, int replies,
                            const std::string& agent, int threads) {
  auto store = open_sqlite_store(":memory:");
  LobbyOptions options{threads, nullptr, 1e9, 1e9,
                       QuotaOptions{1 << 30, 1 << 30, 1 << 30, 1 << 30, 1e9}};
  options.computer_order = order;
  Lobby lobby(*store, options);

  auto farm = std::make_shared<Inbox>("10.0.0.1");
  const json computer = {{"player", "computer"}, {"agent", agent}};
  for (int g = 0; g < games; ++g) {
    lobby.handle(farm, create_request(computer, computer, 100 + g).dump());
    if (reply(*farm)["type"] != "created") throw std::runtime_error("could not create a game");
  }

  auto person = std::make_shared<Inbox>("10.0.0.2");
  std::mt19937 rng(7);
  std::vector<double> delays;
  while (static_cast<int>(delays.size()) < replies) {
    lobby.handle(person, create_request({{"player", "human"}}, computer, rng()).dump());
    const json created = reply(*person);
    const std::string token = created["tokens"]["french"];
    lobby.handle(person, json{{"v", 1}, {"type", "join"}, {"token", token}}.dump());
    json latest = reply(*person);
    Clock::time_point handed_over = Clock::now();
    bool answered = false;  // the person has acted on `latest`
    while (!latest["over"].get<bool>() && static_cast<int>(delays.size()) < replies) {
      if (latest["to_move"] == "french" && !answered) {
        // Pass often, so that the computer has many moves to make.
        const json& legal = latest["legal"];
        const json action = rng() % 2 ? json{{"type", "pass"}} : legal[rng() % legal.size()];
        lobby.handle(person, json{{"v", 1},
                                  {"type", "act"},
                                  {"token", token},
                                  {"seq", latest["seq"]},
                                  {"action", action}}
                                 .dump());
        answered = true;
      }
      auto [at, m] = person->next();
      if (m["type"] == "error") answered = false;  // a pass the rules refuse here: try again
      if (m["type"] != "update") continue;
      if (latest["to_move"] == "allied")
        delays.push_back(std::chrono::duration<double, std::milli>(at - handed_over).count());
      latest = std::move(m);
      handed_over = at;
      answered = false;
    }
  }
  lobby.stop();
  return delays;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"The computer's reply delay in a person's game beside all-computer games"};
  int games = 8, replies = 200, threads = 2;
  std::string agent = "heuristic";
  app.add_option("--games", games, "all-computer games running beside")
      ->check(CLI::Range(0, 1000))
      ->capture_default_str();
  app.add_option("--replies", replies, "computer moves measured in the person's game")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  app.add_option("--agent", agent, "the computer players (random, heuristic)")
      ->capture_default_str();
  app.add_option("--threads", threads, "computer-player threads")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);

  std::printf(
      "grognard-fairbench: %d all-computer games beside one person's, agent '%s', %d "
      "threads, %d replies\n",
      games, agent.c_str(), threads, replies);
  for (auto [order, name] : {std::pair{LobbyOptions::ComputerOrder::kFifo, "fifo"},
                             std::pair{LobbyOptions::ComputerOrder::kFair, "fair"}}) {
    const std::vector<double> d = measure(order, games, replies, agent, threads);
    std::printf("  %-4s  reply delay median %8.2f ms  p95 %8.2f ms  max %8.2f ms\n", name,
                percentile(d, 50), percentile(d, 95), percentile(d, 100));
  }
  return 0;
}
