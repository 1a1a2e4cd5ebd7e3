#include "hostile_soak.h"

#include <signal.h>

#include <thread>

#include "soak_shared.h"

namespace grognard::reliability {

namespace {

using harness::WsClient;
constexpr auto kClientTimeout = std::chrono::seconds(10);
// An honest client sends at most 40 messages a second: under the server's default limit.
constexpr auto kHonestPace = std::chrono::milliseconds(25);
constexpr auto kHealthEvery = std::chrono::milliseconds(250);
constexpr size_t kJoinsPerConnection = 10;

void play_honestly(SoakShared& shared, const BenchSetup& setup, size_t index, uint64_t seed,
                   std::vector<std::unique_ptr<TrackedGame>>& games) {
  std::mt19937_64 rng(seed);
  PlayCounts counts;
  auto watch = [&](WsClient& client) {
    client.on_message([&](std::string_view text) {
      shared.seed_findings += shared.seeds->watch().count_in(text);
    });
  };
  while (!shared.stop) {  // one game per connection
    try {
      WsClient client(shared.port, kClientTimeout);
      watch(client);
      const GameChoice& choice = setup.games[rng() % setup.games.size()];
      auto created = HotSeatPlayer::create(client, choice, shared.seeds->next());
      TrackedGame* game;
      {
        std::lock_guard lock(shared.mutex);
        games.push_back(std::make_unique<TrackedGame>(std::move(created)));
        game = games.back().get();
        ++shared.figures.honest_games;
      }
      HotSeatPlayer player(client, *game, rng, counts, kHonestPace);
      player.join_every_seat();
      while (!shared.stop && player.act_once())
        shared.publish(index, Victim{game->spectator, player.next_act(), player.last_acked_act()});
      client.close();
    } catch (const std::exception& e) {
      {
        std::lock_guard lock(shared.mutex);
        ++shared.figures.honest_failures;
      }
      shared.problem(std::string("an honest client failed: ") + e.what());
    }
  }
  std::lock_guard lock(shared.mutex);
  SoakFigures& f = shared.figures;
  f.honest_acks += counts.acks;
  f.honest_refused += counts.refused;
  f.hostile_applied += counts.unexplained;  // a game moved by no act of its player
  if (counts.refused > 0 && f.problems.size() < 10)
    f.problems.push_back("an honest act was refused: " + counts.last_refusal);
  if (counts.unexplained > 0 && f.problems.size() < 10)
    f.problems.push_back("an honest game moved without its player");
}

void watch_health(SoakShared& shared, const harness::ServerProcess& server) {
  while (!shared.stop) {
    std::this_thread::sleep_for(kHealthEvery);
    bool healthy = server.running();
    try {
      healthy = healthy && harness::http_get(shared.port, "/health", kClientTimeout).first == 200;
    } catch (const std::exception&) {
      healthy = false;
    }
    std::lock_guard lock(shared.mutex);
    ++shared.figures.health_checks;
    if (!healthy) ++shared.figures.health_failures;
    shared.figures.alive_throughout &= server.running();
  }
}

// After the restart: every honest game has its acknowledged actions, every hostile client's own
// game is still at seq 0.
void check_after_restart(int port, const std::vector<std::unique_ptr<TrackedGame>>& games,
                         SoakShared& shared) {
  SoakFigures& f = shared.figures;
  for (size_t first = 0; first < games.size(); first += kJoinsPerConnection) {
    WsClient client(port, kClientTimeout);
    for (size_t i = first; i < std::min(games.size(), first + kJoinsPerConnection); ++i) {
      const TrackedGame& g = *games[i];
      const json joined = client.request({{"type", "join"}, {"token", g.tokens.begin()->second}});
      const int seq = joined.value("seq", -1);
      ++f.games_checked_after_restart;
      if (seq < g.acked_seq) {
        f.lost_after_restart += g.acked_seq - std::max(seq, 0);
        f.problems.push_back("game " + g.id + " lost actions: " + joined.dump().substr(0, 200));
      }
    }
    client.close();
  }
  WsClient client(port, kClientTimeout);
  for (const auto& tokens : shared.foreign_games) {
    const json answer = client.request({{"type", "games"}, {"tokens", {tokens.begin()->second}}});
    const int seq = answer["games"].empty() ? -1 : answer["games"][0].value("seq", -1);
    if (seq != 0) {
      f.hostile_applied += std::max(seq, 1);
      f.problems.push_back("a hostile client's own game is at seq " + std::to_string(seq));
    }
  }
  client.close();
}

}  // namespace

SoakFigures run_hostile_soak(const BenchSetup& setup, const SoakOptions& options,
                             GameSeeds& seeds) {
  SoakShared shared;
  shared.seeds = &seeds;
  auto server = start_server(setup, "soak.db", "soak-1.log");
  shared.port = server->port();
  SoakFigures& f = shared.figures;
  f.rss_start_kib = server->rss_kib().value_or(0);
  std::mt19937_64 rng(setup.seed ^ 0x50a4);
  std::vector<std::unique_ptr<TrackedGame>> games;

  const auto started = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (int i = 0; i < options.honest; ++i)
    threads.emplace_back([&, i, seed = rng()] {
      play_honestly(shared, setup, static_cast<size_t>(i), seed, games);
    });
  for (int i = 0; i < options.hostile; ++i)
    threads.emplace_back([&, seed = rng()] { run_hostile_client(shared, seed); });
  threads.emplace_back([&] { watch_health(shared, *server); });
  std::this_thread::sleep_for(options.duration);
  shared.stop = true;
  for (auto& t : threads) t.join();
  f.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  f.alive_throughout &= server->running();
  f.rss_end_kib = server->rss_kib().value_or(0);
  f.rss_peak_kib = server->peak_rss_kib().value_or(0);
  const int status = server->stop(SIGTERM);
  f.stopped_cleanly =
      status == 0 && server->log_text().find("\"msg\":\"stopped\"") != std::string::npos;
  if (!f.stopped_cleanly) f.problems.push_back("SIGTERM: exit status " + std::to_string(status));

  auto restarted = start_server(setup, "soak.db", "soak-2.log");
  check_after_restart(restarted->port(), games, shared);
  if (restarted->stop(SIGTERM) != 0) {
    f.stopped_cleanly = false;
    f.problems.push_back("the restarted server did not stop cleanly");
  }
  f.seed_findings = shared.seed_findings;
  return f;
}

}  // namespace grognard::reliability
