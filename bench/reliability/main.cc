// grognard-reliabilitybench: the real grognard-server as a child process, on a fresh SQLite file
// in a temporary directory, put through two ordeals (docs: README.md, "Benchmarks"):
//   1. kill-and-restart trials: clients play, the server is killed (SIGKILL) at a random
//      moment and restarted on the same file; every acknowledged action must be there;
//   2. a hostile soak: honest clients play while hostile ones send what must be refused.
// Every message either part receives is searched for the seeds of the games. Exits 1 when
// anything that must be 0 is not.
//
//   grognard-reliabilitybench [--trials 30] [--soak-seconds 30] [--server PATH] [--seed N]
#include <signal.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <sstream>

#include "hostile_soak.h"
#include "kill_trials.h"
#include "ws_client.h"

namespace {

using namespace grognard::reliability;
namespace fs = std::filesystem;

fs::path beside_this_program(const std::string& name) {
  return fs::read_symlink("/proc/self/exe").parent_path() / name;
}

// GAME/SCENARIO pairs, each scenario's seats from the server's catalogue.
std::vector<GameChoice> read_games(const BenchSetup& setup, const std::string& list) {
  auto server = start_server(setup, "catalog.db", "catalog.log");
  const json catalog =
      json::parse(grognard::harness::http_get(server->port(), "/api/catalog").second);
  server->stop(SIGKILL);
  std::vector<GameChoice> out;
  std::stringstream items(list);
  for (std::string item; std::getline(items, item, ',');) {
    const size_t slash = item.find('/');
    GameChoice choice{
        item.substr(0, slash), slash == std::string::npos ? "" : item.substr(slash + 1), {}};
    for (const json& g : catalog["games"])
      for (const json& s : g["scenarios"])
        if (g["id"] == choice.game && s["id"] == choice.scenario)
          choice.seats = s["seats"].get<std::vector<std::string>>();
    if (choice.seats.empty())
      throw std::runtime_error("--games: the server has no scenario '" + item +
                               "' (GAME/SCENARIO, see GET /api/catalog)");
    out.push_back(choice);
  }
  return out;
}

std::string tally_text(const std::map<std::string, long>& tally) {
  std::vector<std::pair<std::string, long>> items(tally.begin(), tally.end());
  std::sort(items.begin(), items.end(), [](auto& a, auto& b) { return a.second > b.second; });
  std::string out;
  for (const auto& [key, n] : items)
    out += (out.empty() ? "" : ", ") + key + " " + std::to_string(n);
  return out.empty() ? "none" : out;
}

long total(const std::map<std::string, long>& tally) {
  long n = 0;
  for (const auto& [key, count] : tally) n += count;
  return n;
}

struct Verdict {
  std::vector<std::string> failures;
  // Prints "(must be 0)" beside a figure and remembers it when it is not.
  const char* must_be_zero(const std::string& what, long n) {
    if (n != 0) failures.push_back(what + " " + std::to_string(n));
    return n == 0 ? "(must be 0)" : "(must be 0: FAIL)";
  }
  const char* must_hold(const std::string& what, bool holds) {
    if (!holds) failures.push_back(what);
    return holds ? "yes" : "NO (FAIL)";
  }
};

void print_problems(const std::vector<std::string>& problems) {
  for (const std::string& p : problems) std::printf("  problem: %s\n", p.c_str());
}

void report(const TrialOptions& o, const TrialFigures& f, Verdict& v) {
  const auto& r = f.restart_seconds;
  const double mean = r.empty() ? 0 : std::accumulate(r.begin(), r.end(), 0.0) / r.size();
  const double max = r.empty() ? 0 : *std::max_element(r.begin(), r.end());
  std::printf("kill-and-restart: %d trials, %d clients, SIGKILL after %ld-%ld ms of play\n",
              f.trials, o.clients, static_cast<long>(o.min_play.count()),
              static_cast<long>(o.max_play.count()));
  std::printf("  games                         %d (%d played on after a restore of a restore)\n",
              f.games, f.games_over_restarts);
  std::printf("  actions acknowledged          %ld\n", f.acknowledged);
  std::printf("  actions recovered             %ld\n", f.acknowledged - f.lost);
  std::printf("  acknowledged but lost         %ld %s\n", f.lost,
              v.must_be_zero("acknowledged actions lost", f.lost));
  std::printf("  stored, killed before the ack %ld\n", f.stored_unacknowledged);
  std::printf("  views changed by a restart    %ld %s\n", f.views_differ,
              v.must_be_zero("views changed by a restart", f.views_differ));
  std::printf("  games that acted after restart %ld\n", f.continued);
  std::printf(
      "  acts refused / unexplained    %ld / %ld %s\n", f.refused, f.unexplained,
      v.must_be_zero("acts refused or unexplained in the trials", f.refused + f.unexplained));
  std::printf("  clients failed before a kill  %ld %s\n", f.client_failures,
              v.must_be_zero("clients failed before a kill", f.client_failures));
  std::printf("  restart time                  mean %.3f s, max %.3f s (%d games restored last)\n",
              mean, max, f.last_games_restored);
  std::printf("  stopped cleanly on SIGTERM    %s\n",
              v.must_hold("the trials' server stopped cleanly", f.stopped_cleanly));
  std::printf("  seed found in messages        %ld %s\n", f.seed_findings,
              v.must_be_zero("seeds found in the trials' messages", f.seed_findings));
  print_problems(f.problems);
}

void report(const SoakOptions& o, const SoakFigures& f, Verdict& v) {
  auto mib = [](long kib) { return kib / 1024.0; };
  std::printf("hostile soak: %.0f s, %d honest clients, %d hostile\n", f.seconds, o.honest,
              o.hostile);
  std::printf("  hostile messages sent         %ld: %s\n", total(f.sent_by_kind),
              tally_text(f.sent_by_kind).c_str());
  std::printf("  answers by code               %ld: %s\n", total(f.answers_by_code),
              tally_text(f.answers_by_code).c_str());
  std::printf("  connections dropped by server %ld, by status: %s\n", total(f.dropped_by_status),
              tally_text(f.dropped_by_status).c_str());
  std::printf("  clients that never read       %ld, dropped for it (1008) %ld\n", f.never_readers,
              f.never_readers_closed);
  std::printf("  honest games / acknowledged   %ld / %ld\n", f.honest_games, f.honest_acks);
  std::printf("  honest acts refused / failed  %ld / %ld %s\n", f.honest_refused, f.honest_failures,
              v.must_be_zero("honest acts refused or connections failed",
                             f.honest_refused + f.honest_failures));
  std::printf("  hostile acts applied          %ld %s\n", f.hostile_applied,
              v.must_be_zero("hostile acts applied", f.hostile_applied));
  std::printf("  unanswered / not JSON         %ld / %ld %s\n", f.unanswered, f.invalid_answers,
              v.must_be_zero("hostile messages unanswered or answered with no JSON",
                             f.unanswered + f.invalid_answers));
  std::printf("  hostile clients failed        %ld %s\n", f.hostile_failures,
              v.must_be_zero("hostile clients failed", f.hostile_failures));
  std::printf("  server RSS                    start %.1f MiB, end %.1f MiB, peak %.1f MiB\n",
              mib(f.rss_start_kib), mib(f.rss_end_kib), mib(f.rss_peak_kib));
  std::printf("  alive throughout              %s (%ld health checks, %ld failed)\n",
              v.must_hold("the server stayed alive and healthy",
                          f.alive_throughout && f.health_failures == 0),
              f.health_checks, f.health_failures);
  std::printf("  stopped cleanly on SIGTERM    %s\n",
              v.must_hold("the soak's server stopped cleanly", f.stopped_cleanly));
  std::printf(
      "  after a restart               %d honest games checked, %ld acknowledged actions "
      "lost %s\n",
      f.games_checked_after_restart, f.lost_after_restart,
      v.must_be_zero("actions lost after the soak", f.lost_after_restart));
  std::printf("  seed found in messages        %ld %s\n", f.seed_findings,
              v.must_be_zero("seeds found in the soak's messages", f.seed_findings));
  print_problems(f.problems);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Reliability bench for grognard-server: kill-and-restart trials, a hostile soak"};
  BenchSetup setup;
  std::string server, games = "napoleon-at-waterloo/waterloo,la-grande-armee/1-austrian-challenge";
  TrialOptions trials;
  SoakOptions soak;
  long min_play = trials.min_play.count(), max_play = trials.max_play.count();
  long soak_seconds = soak.duration.count();
  bool keep = false;
  app.add_option("--server", server, "the grognard-server binary (default: beside this one)");
  app.add_option("--trials", trials.trials, "kill-and-restart trials (0: none)")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  app.add_option("--clients", trials.clients, "games played at once in each trial")
      ->check(CLI::Range(1, 32))
      ->capture_default_str();
  app.add_option("--min-play-ms", min_play, "least play before the kill")
      ->check(CLI::Range(0, 600000))
      ->capture_default_str();
  app.add_option("--max-play-ms", max_play, "most play before the kill")
      ->check(CLI::Range(0, 600000))
      ->capture_default_str();
  app.add_option("--soak-seconds", soak_seconds, "length of the hostile soak (0: none)")
      ->check(CLI::Range(0, 86400))
      ->capture_default_str();
  app.add_option("--honest", soak.honest, "honest clients in the soak")
      ->check(CLI::Range(1, 16))
      ->capture_default_str();
  app.add_option("--hostile", soak.hostile, "hostile clients in the soak")
      ->check(CLI::Range(0, 32))
      ->capture_default_str();
  app.add_option("--games", games, "GAME/SCENARIO,... played, every seat a person's")
      ->capture_default_str();
  app.add_option("--seed", setup.seed, "the bench's own choices")->capture_default_str();
  app.add_flag("--keep", keep, "keep the working directory (databases, server logs)");
  CLI11_PARSE(app, argc, argv);
  if (min_play > max_play) {
    std::fprintf(stderr, "--min-play-ms (%ld) must not exceed --max-play-ms (%ld)\n", min_play,
                 max_play);
    return 2;
  }
  trials.min_play = std::chrono::milliseconds(min_play);
  trials.max_play = std::chrono::milliseconds(max_play);
  soak.duration = std::chrono::seconds(soak_seconds);
  setup.server_binary = server.empty() ? beside_this_program("grognard-server") : fs::path(server);
  if (!fs::exists(setup.server_binary)) {
    std::fprintf(stderr, "no grognard-server at %s (--server PATH)\n", setup.server_binary.c_str());
    return 2;
  }
  setup.dir =
      fs::temp_directory_path() / ("grognard-reliabilitybench-" + std::to_string(::getpid()));
  fs::remove_all(setup.dir);
  fs::create_directories(setup.dir / "web");

  Verdict verdict;
  try {
    setup.games = read_games(setup, games);
    GameSeeds seeds(setup.seed);
    std::printf("grognard-reliabilitybench: %s, games %s, seed %llu\n", setup.server_binary.c_str(),
                games.c_str(), static_cast<unsigned long long>(setup.seed));
    std::fflush(stdout);
    if (trials.trials > 0) {
      report(trials, run_kill_trials(setup, trials, seeds), verdict);
      std::fflush(stdout);
    }
    if (soak_seconds > 0) report(soak, run_hostile_soak(setup, soak, seeds), verdict);
  } catch (const std::exception& e) {
    verdict.failures.push_back(std::string("the bench could not go on: ") + e.what());
  }
  if (keep)
    std::printf("working directory kept: %s\n", setup.dir.c_str());
  else
    fs::remove_all(setup.dir);
  if (verdict.failures.empty()) {
    std::printf("result: PASS\n");
    return 0;
  }
  std::printf("result: FAIL\n");
  for (const std::string& f : verdict.failures) std::printf("  %s\n", f.c_str());
  return 1;
}
