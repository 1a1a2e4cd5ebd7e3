// La Grande Armée's speed figures, in grognard_bench beside the others:
//   * a full supply computation (LGA 5.4): every area's supply for each of the three sides,
//     at the start of scenario 1 and in a position two seasons into a heuristic game;
//   * one unit's reachable set on Europe (every movement rule: terrain, ZOC, sea, neutrals);
//   * a whole season (French, Allied and Neutral player turns) played by heuristic agents,
//     and whole games between heuristic agents and between random agents;
//   * random playouts and a clone-and-apply on the typed State, as a search uses it.
#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>
#include <vector>

#include "core/agent.h"
#include "core/reachable.h"
#include "core/registry.h"
#include "core/session.h"
#include "core/typed_entry.h"
#include "games/la-grande-armee/heuristic_agent.h"
#include "games/la-grande-armee/search_model.h"
#include "games/la-grande-armee/state.h"
#include "io/data_dir.h"
#include "playout.h"
#include "search_iterations.h"
#include "whole_game.h"

namespace {

using grognard::Agent;
using grognard::TypedSession;
using grognard::lga::Date;
using grognard::lga::Game;
using grognard::lga::Side;
using grognard::lga::State;
using Session = TypedSession<State>;
using Agents = std::vector<std::unique_ptr<Agent<State>>>;

constexpr const char* kScenario = "1-austrian-challenge";

struct Fixture {
  grognard::json scenario;
  std::shared_ptr<const Game> game;
};

const Fixture& fixture() {
  static const Fixture f = [] {
    const grognard::GameEntry* entry = grognard::find_game(State::kGameId);
    if (!entry) throw std::runtime_error("la-grande-armee is not registered");
    Fixture x;
    x.scenario = entry->load_scenario(kScenario);
    x.game = Game::load(x.scenario, grognard::game_data_dir(State::kGameId));
    return x;
  }();
  return f;
}

Session new_session(uint64_t seed) {
  const Fixture& f = fixture();
  return Session(State(f.game, seed), f.scenario, seed);
}

Agents agents(const char* name, uint64_t seed) {
  Agents out;
  for (int seat = 0; seat < 3; ++seat)
    out.push_back(grognard::random_or_heuristic<State, grognard::lga::HeuristicAgent>(
        name, seed + 7919 * seat));
  return out;
}

// Plays until the season changes (or the game ends); returns the actions played.
int play_season(Session& session, Agents& players) {
  const Date start = session.state().date();
  int actions = 0;
  while (!session.over() && session.state().date() == start) {
    grognard::play_one(session, players);
    ++actions;
  }
  return actions;
}

// Two seasons of heuristic play: armies on the march, cities changing hands.
const Session& mid_game() {
  static const Session s = [] {
    Session x = new_session(5);
    Agents players = agents("heuristic", 5);
    play_season(x, players);
    play_season(x, players);
    return x;
  }();
  return s;
}

void supply_all_sides(benchmark::State& st, const State& s) {
  int supplied = 0;
  for (auto _ : st) {
    supplied = 0;
    for (Side side : {Side::kFrench, Side::kAllied, Side::kNeutral}) {
      const std::vector<bool> areas = s.supplied_areas(side);
      for (bool b : areas) supplied += b;
      benchmark::DoNotOptimize(supplied);
    }
  }
  st.counters["supplied_area_sides"] = supplied;
  st.counters["units"] = s.unit_count();
}

void BM_LgaSupplyAllSidesStart(benchmark::State& st) {
  supply_all_sides(st, new_session(1).state());
}
BENCHMARK(BM_LgaSupplyAllSidesStart);

void BM_LgaSupplyAllSidesMidGame(benchmark::State& st) { supply_all_sides(st, mid_game().state()); }
BENCHMARK(BM_LgaSupplyAllSidesMidGame);

// The French unit first listed as able to move, at the start of the French Phase V.
void BM_LgaReachableOneUnit(benchmark::State& st) {
  Session session = new_session(1);
  while (session.state().phase() == grognard::lga::Phase::kBuild)
    session.apply_typed(grognard::lga::EndPhase{});
  const State& s = session.state();
  const grognard::lga::Move* first = nullptr;
  const auto legal = s.legal_actions();
  for (const auto& a : legal)
    if ((first = std::get_if<grognard::lga::Move>(&a))) break;
  if (!first) throw std::logic_error("no French move at the start of Phase V");
  grognard::ReachableSet reach;  // reused, as the engine does
  for (auto _ : st) {
    s.reachable(first->unit, reach);
    benchmark::DoNotOptimize(reach);
  }
  st.counters["hexes"] = static_cast<double>(reach.hexes().size());
}
BENCHMARK(BM_LgaReachableOneUnit);

// The opening season of scenario 1, all three seats heuristic, a new seed each iteration.
void BM_LgaHeuristicSeason(benchmark::State& st) {
  uint64_t seed = 100;
  int64_t actions = 0;
  for (auto _ : st) {
    Session session = new_session(seed);
    Agents players = agents("heuristic", seed);
    actions += play_season(session, players);
    ++seed;
  }
  st.counters["actions_per_season"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_LgaHeuristicSeason)->Unit(benchmark::kMillisecond);

void whole_game(benchmark::State& st, const char* agent) {
  const grognard::GameEntry& entry = *grognard::find_game(State::kGameId);
  grognard::bench::whole_games(st, entry, fixture().scenario, {agent});
}
BENCHMARK_CAPTURE(whole_game, LgaHeuristicGame, "heuristic")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(whole_game, LgaRandomGame, "random")->Unit(benchmark::kMillisecond);

void BM_LgaPlayout(benchmark::State& st) {
  const grognard::GameEntry& entry = *grognard::find_game(State::kGameId);
  grognard::bench::random_playouts<State>(st, entry, fixture().scenario);
}
BENCHMARK(BM_LgaPlayout)->Unit(benchmark::kMillisecond);

void BM_LgaCloneApply(benchmark::State& st) {
  const grognard::GameEntry& entry = *grognard::find_game(State::kGameId);
  grognard::bench::clone_and_apply<State>(st, entry, fixture().scenario);
}
BENCHMARK(BM_LgaCloneApply);

void BM_LgaSearchIterations(benchmark::State& st) {
  const grognard::GameEntry& entry = *grognard::find_game(State::kGameId);
  grognard::bench::search_iterations<State, grognard::lga::SearchModel>(st, entry,
                                                                        fixture().scenario);
}
BENCHMARK(BM_LgaSearchIterations)->Arg(300)->Unit(benchmark::kMillisecond);

}  // namespace
