// Decisive Battles' speed figures, in grognard_bench beside the others (the issue asks one hour of
// a whole battle in at most 1 s on this machine):
//   * one hour of Shiloh run whole (both sides' orders in: combat, cohesion checks, manoeuvre in
//     pulses, recovery, victory points, the sighting check and the next hour's start), from the
//     position after the computer has commanded both armies for six hours;
//   * the end-of-hour sighting check, every unit against every enemy within range;
//   * a whole battle of each scenario, the computer on both sides.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "core/agent.h"
#include "core/registry.h"
#include "core/session.h"
#include "games/decisive-battles/heuristic_agent.h"
#include "games/decisive-battles/state.h"
#include "io/data_dir.h"
#include "io/scenario_files.h"
#include "whole_game.h"

namespace {

using grognard::Agent;
using grognard::TypedSession;
using grognard::decisive::EndOrders;
using grognard::decisive::Game;
using grognard::decisive::HeuristicAgent;
using grognard::decisive::State;

// Shiloh after six hours of the computer commanding both sides: the armies in contact.
const State& shiloh_in_contact() {
  static const State position = [] {
    const auto scenario = grognard::load_scenario_file(State::kGameId, "shiloh");
    const auto game = Game::load(scenario, grognard::game_data_dir(State::kGameId));
    TypedSession<State> session(State(game, 1862), scenario, 1862);
    std::vector<std::unique_ptr<Agent<State>>> agents;
    agents.push_back(std::make_unique<HeuristicAgent>(1));
    agents.push_back(std::make_unique<HeuristicAgent>(2));
    while (session.state().turn() < 6) grognard::play_one(session, agents);
    // The Union's orders in: the Confederates' end of orders runs the hour.
    while (session.state().to_move() == 0) grognard::play_one(session, agents);
    return session.state();
  }();
  return position;
}

void BM_DbShilohOneHour(benchmark::State& st) {
  const State& position = shiloh_in_contact();
  State once = position;
  const auto events = once.do_apply(EndOrders{});
  if (once.turn() != position.turn() + 1) st.SkipWithError("the hour did not run");
  int fire = 0;
  for (const auto& e : events) fire += e.value("type", "") == "attack";
  st.counters["attacks"] = fire;
  for (auto _ : st) {
    State s = position;
    benchmark::DoNotOptimize(s.do_apply(EndOrders{}, grognard::EventMode::kSkip));
  }
}
BENCHMARK(BM_DbShilohOneHour)->Unit(benchmark::kMillisecond);

void BM_DbShilohSightingCheck(benchmark::State& st) {
  const State& position = shiloh_in_contact();
  for (auto _ : st) {
    State s = position;
    s.check_sighting();
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_DbShilohSightingCheck)->Unit(benchmark::kMicrosecond);

void whole_battle(benchmark::State& st, const char* scenario) {
  const auto* entry = grognard::find_game(State::kGameId);
  grognard::bench::whole_games(st, *entry, entry->load_scenario(scenario), {"heuristic"});
}
BENCHMARK_CAPTURE(whole_battle, DbFirstBullRunComputerBattle, "first-bull-run")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(whole_battle, DbShilohComputerBattle, "shiloh")->Unit(benchmark::kMillisecond);

}  // namespace
