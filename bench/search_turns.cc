// grognard-searchbench: how long the computer players take over a side's turn, the figure the
// difficulty levels promise (docs/ai.md: `normal` 2 s or less, `hard` 10 s or less on a 2-core
// machine). Plays each level from every seat against the heuristic player on the others, through
// the registry exactly as `grognard selfplay` plays, and times each of the level's side-turns:
// the run of decisions it makes before another seat must decide, which is how long a person
// waits for the computer. Prints the median, the 95th percentile and the longest per game, seat
// and level, in wall-clock seconds, and the longest in processor seconds (all threads): on a
// busy machine the wall clock overstates what an idle one takes; processor seconds divided by
// the level's threads do not.
//
//   grognard-searchbench [--game ID] [--scenario ID] [--levels normal,hard] [--games 1]
//                        [--turns 6] [--seed 1]
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "core/registry.h"
#include "percentile.h"

namespace {

using grognard::GameEntry;
using grognard::json;
using grognard::Session;
using Clock = std::chrono::steady_clock;

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

struct SideTurn {
  double wall = 0, cpu = 0;
};

// Thrown from the observer once enough side-turns are timed: the rest of the game would only
// add time, not figures.
struct EnoughTurns {};

// The seconds of each of `seat`'s side-turns in one game, at most `turns` of them.
std::vector<SideTurn> side_turns(const GameEntry& game, const json& scenario, size_t seat,
                                 const std::string& level, uint64_t seed, int turns) {
  auto session = game.start(scenario, seed);
  const std::vector<std::string> seats = session->seats();
  std::vector<std::string> agents(seats.size(), "heuristic");
  agents[seat] = level;
  std::vector<SideTurn> out;
  std::optional<std::string> mover = session->to_move();
  SideTurn running;  // the side-turn being timed, so far
  Clock::time_point last = Clock::now();
  double last_cpu = cpu_seconds();
  auto observer = [&](const Session& s) {
    const Clock::time_point now = Clock::now();
    const double now_cpu = cpu_seconds();
    if (mover == seats[seat]) {
      running.wall += std::chrono::duration<double>(now - last).count();
      running.cpu += now_cpu - last_cpu;
    }
    mover = s.to_move();
    if (mover != seats[seat] && running.wall > 0) {
      out.push_back(running);
      running = {};
      if (static_cast<int>(out.size()) >= turns) throw EnoughTurns{};
    }
    last = Clock::now();  // not counting the observer's own work
    last_cpu = cpu_seconds();
  };
  try {
    game.play_out(*session, agents, seed, nullptr, observer);
  } catch (const EnoughTurns&) {
  }
  if (running.wall > 0) out.push_back(running);
  return out;
}

using grognard::bench::percentile;

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Side-turn times of the search levels against the heuristic player"};
  std::string game_id, scenario_id;
  std::vector<std::string> levels{"normal", "hard"};
  int games = 1, turns = 6;
  uint64_t seed = 1;
  app.add_option("--game", game_id, "one game (default: every game)");
  app.add_option("--scenario", scenario_id, "a shipped scenario (default: the game's first)");
  app.add_option("--levels", levels, "computer players to time")->delimiter(',');
  app.add_option("--games", games, "games per game, seat and level")->check(CLI::Range(1, 1000));
  app.add_option("--turns", turns, "side-turns timed per game")->check(CLI::Range(1, 1000));
  app.add_option("--seed", seed, "the first game's seed");
  CLI11_PARSE(app, argc, argv);

  std::printf("%-28s %-14s %-8s %6s %9s %9s %9s %11s\n", "game", "seat", "level", "turns",
              "median s", "p95 s", "max s", "max cpu s");
  for (const GameEntry& game : grognard::registered_games()) {
    if (!game_id.empty() && game.id != game_id) continue;
    const std::string scenario_name =
        scenario_id.empty() ? game.scenarios().front().id : scenario_id;
    const json scenario = game.load_scenario(scenario_name);
    const std::vector<std::string> seats = game.start(scenario, seed)->seats();
    for (size_t seat = 0; seat < seats.size(); ++seat)
      for (const std::string& level : levels) {
        std::vector<double> times, cpu;
        for (int g = 0; g < games; ++g)
          for (const SideTurn& t : side_turns(game, scenario, seat, level, seed + g, turns)) {
            times.push_back(t.wall);
            cpu.push_back(t.cpu);
          }
        if (times.empty()) continue;  // the seat never moved in the turns played
        std::printf("%-28s %-14s %-8s %6zu %9.2f %9.2f %9.2f %11.2f\n", game.id.c_str(),
                    seats[seat].c_str(), level.c_str(), times.size(), percentile(times, 50),
                    percentile(times, 95), *std::max_element(times.begin(), times.end()),
                    *std::max_element(cpu.begin(), cpu.end()));
        std::fflush(stdout);
      }
  }
  return 0;
}
