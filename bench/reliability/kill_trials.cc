#include "kill_trials.h"

#include <signal.h>

#include <atomic>
#include <map>
#include <regex>
#include <set>
#include <thread>

namespace grognard::reliability {

namespace {

using harness::WsClient;
constexpr auto kClientTimeout = std::chrono::seconds(10);
constexpr size_t kJoinsPerConnection = 10;  // well under the burst of the rate limit
constexpr size_t kMaxProblems = 10;

void note(TrialFigures& f, const std::string& problem) {
  if (f.problems.size() < kMaxProblems) f.problems.push_back(problem);
}

int games_restored(const std::string& log) {
  std::smatch m;
  static const std::regex restored(R"re("games_restored":(\d+))re");
  return std::regex_search(log, m, restored) ? std::stoi(m[1]) : -1;
}

// Joins every game again by token and checks each acknowledged action is there; the games'
// known seq becomes the server's.
void verify(int port, std::vector<std::unique_ptr<TrackedGame>>& games, TrialFigures& f,
            std::atomic<long>& seed_findings, const harness::SeedWatch& watch) {
  for (size_t first = 0; first < games.size(); first += kJoinsPerConnection) {
    WsClient client(port, kClientTimeout);
    client.on_message([&](std::string_view text) { seed_findings += watch.count_in(text); });
    for (size_t i = first; i < std::min(games.size(), first + kJoinsPerConnection); ++i) {
      TrackedGame& g = *games[i];
      const json joined = client.request({{"type", "join"}, {"token", g.tokens.begin()->second}});
      if (joined.value("type", "") != "joined") {
        note(f, "game " + g.id + " cannot be joined after the restart: " + joined.dump());
        f.lost += g.acked_seq;
        continue;
      }
      const int seq = joined["seq"];
      if (seq < g.acked_seq) {
        f.lost += g.acked_seq - seq;
        note(f, "game " + g.id + " is at seq " + std::to_string(seq) + " after the restart; seq " +
                    std::to_string(g.acked_seq) + " was acknowledged");
      } else if (seq > g.acked_seq) {
        f.stored_unacknowledged += seq - g.acked_seq;
      }
      if (seq == g.view_seq && joined["view"] != g.view) {
        ++f.views_differ;
        note(f, "game " + g.id + " shows another view at seq " + std::to_string(seq));
      }
      if (seq != g.view_seq) g.view_seq = -1;
      g.acked_seq = seq;
      g.over = joined["over"] == true;
    }
    client.close();
  }
}

}  // namespace

TrialFigures run_kill_trials(const BenchSetup& setup, const TrialOptions& options,
                             GameSeeds& seeds) {
  TrialFigures f;
  std::mt19937_64 rng(setup.seed);
  std::atomic<long> seed_findings{0};
  // No rate limit: the clients play as fast as the server acknowledges.
  const std::vector<std::string> args = {"--max-messages-per-second", "1000000"};
  int starts = 0;
  auto start = [&] {
    return start_server(setup, "trials.db", "trials-" + std::to_string(++starts) + ".log", args);
  };
  auto server = start();
  std::vector<std::unique_ptr<TrackedGame>> games;
  std::map<const TrackedGame*, int> trials_played;  // games -> trials with an action
  std::vector<TrackedGame*> last_played;
  std::mutex games_mutex;

  for (int trial = 1; trial <= options.trials; ++trial) {
    // Half the trials go on with the games of the trial before, restored by the restart.
    std::vector<TrackedGame*> assigned(options.clients, nullptr);
    if (trial > 1 && rng() % 2 == 0) {
      size_t c = 0;
      for (TrackedGame* g : last_played)
        if (!g->over && c < assigned.size()) assigned[c++] = g;
    }
    std::vector<TrackedGame*> played;
    std::atomic<bool> killed{false};
    std::vector<PlayCounts> counts(options.clients);
    std::vector<std::thread> clients;
    for (int c = 0; c < options.clients; ++c)
      clients.emplace_back([&, c, client_seed = rng()] {
        std::mt19937_64 client_rng(client_seed);
        TrackedGame* game = assigned[c];
        try {
          while (!killed) {  // a game that ends is followed by a new one on a new connection
            WsClient client(server->port(), kClientTimeout);
            client.on_message(
                [&](std::string_view text) { seed_findings += seeds.watch().count_in(text); });
            if (!game) {
              const GameChoice& choice = setup.games[client_rng() % setup.games.size()];
              auto created = HotSeatPlayer::create(client, choice, seeds.next());
              std::lock_guard lock(games_mutex);
              games.push_back(std::make_unique<TrackedGame>(std::move(created)));
              game = games.back().get();
            }
            {
              std::lock_guard lock(games_mutex);
              played.push_back(game);
            }
            HotSeatPlayer player(client, *game, client_rng, counts[c]);
            player.join_every_seat();
            while (!killed && player.act_once()) {
            }
            game = nullptr;
          }
        } catch (const std::exception& e) {
          if (!killed) {
            std::lock_guard lock(games_mutex);
            ++f.client_failures;
            note(f, std::string("a client failed before the kill: ") + e.what());
          }
        }
      });
    const auto play_for = std::uniform_int_distribution<long>(options.min_play.count(),
                                                              options.max_play.count())(rng);
    std::this_thread::sleep_for(std::chrono::milliseconds(play_for));
    killed = true;
    const int status = server->stop(SIGKILL);
    for (auto& t : clients) t.join();
    if (status != 128 + SIGKILL) note(f, "the server ended before the kill: " + server->log_text());

    server = start();
    f.restart_seconds.push_back(server->start_time().count());
    f.last_games_restored = games_restored(server->log_text());
    if (f.last_games_restored < static_cast<int>(games.size()))
      note(f, "trial " + std::to_string(trial) + ": the restart restored " +
                  std::to_string(f.last_games_restored) + " games of " +
                  std::to_string(games.size()));
    for (const PlayCounts& pc : counts) {
      f.acknowledged += pc.acks;
      f.refused += pc.refused;
      f.unexplained += pc.unexplained;
      if (pc.refused > 0) note(f, "an act was refused: " + pc.last_refusal);
    }
    verify(server->port(), games, f, seed_findings, seeds.watch());

    // Each game played in this trial goes on after its restart.
    std::set<TrackedGame*> distinct(played.begin(), played.end());
    last_played.assign(distinct.begin(), distinct.end());
    for (TrackedGame* g : last_played) {
      ++trials_played[g];
      if (g->over) continue;
      WsClient client(server->port(), kClientTimeout);
      client.on_message(
          [&](std::string_view text) { seed_findings += seeds.watch().count_in(text); });
      PlayCounts pc;
      HotSeatPlayer player(client, *g, rng, pc);
      player.join_every_seat();
      while (pc.acks == 0 && pc.refused == 0 && player.act_once()) {
      }
      f.continued += pc.acks;
      f.acknowledged += pc.acks;
      f.refused += pc.refused;
      if (pc.refused > 0) note(f, "an act after the restart was refused: " + pc.last_refusal);
      client.close();
    }
    ++f.trials;
  }
  f.games = static_cast<int>(games.size());
  for (const auto& [game, trials] : trials_played) f.games_over_restarts += trials >= 2;
  f.stopped_cleanly = server->stop(SIGTERM) == 0;
  f.seed_findings = seed_findings;
  return f;
}

}  // namespace grognard::reliability
