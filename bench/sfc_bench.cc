// Struggle for the Continent's speed figures, in grognard_bench beside the others:
//   * the legal actions of a nation in the middle of a game (every move and attack);
//   * where one stack may go (the browser's "reachable" query);
//   * a battle of forty armies a side fought to its end (SFC 4);
//   * whole games of the 1914 scenario between heuristic players and between random ones;
//   * random playouts and a clone-and-apply on the typed State, as a search uses it;
//   * building the 1914 scenario's Game from its data (what a scenario not yet cached costs).
#include <benchmark/benchmark.h>

#include <stdexcept>

#include "core/registry.h"
#include "core/typed_entry.h"
#include "games/struggle-for-the-continent/battle.h"
#include "games/struggle-for-the-continent/game.h"
#include "games/struggle-for-the-continent/search_model.h"
#include "games/struggle-for-the-continent/state.h"
#include "io/data_dir.h"
#include "playout.h"
#include "search_iterations.h"
#include "whole_game.h"

namespace {

using grognard::json;
using grognard::Session;
using grognard::sfc::State;

const grognard::GameEntry& entry() {
  static const grognard::GameEntry* e = grognard::find_game(State::kGameId);
  if (!e) throw std::runtime_error("struggle-for-the-continent is not registered");
  return *e;
}

const json& scenario() {
  static const json s = entry().load_scenario("1914");
  return s;
}

// A game after set-up and some random play, at a nation's turn with armies ready to move:
// stacks on every front.
const State& mid_game() {
  static const State s = [] {
    auto session = entry().start(scenario(), 11);
    auto& typed = dynamic_cast<grognard::TypedSession<State>&>(*session);
    auto ready = [&] {
      const State& st = typed.state();
      if (st.phase() != grognard::sfc::Phase::kMove || st.round() < 3) return false;
      for (const auto& a : st.armies())
        if (a.nation == st.nation_to_move() && a.moves == grognard::sfc::kMovesPerTurn) return true;
      return false;
    };
    grognard::Rng pick(3);
    while (!session->over() && !(session->log().size() > 600 && ready())) {
      const auto legal = session->legal_actions();
      session->apply(legal[pick.below(legal.size())]);
    }
    return typed.state();
  }();
  return s;
}

void BM_SfcLegalActionsMidGame(benchmark::State& st) {
  const State& s = mid_game();
  size_t count = 0;
  for (auto _ : st) {
    const auto legal = s.legal_actions();
    count = legal.size();
    benchmark::DoNotOptimize(legal.data());
  }
  st.counters["actions"] = static_cast<double>(count);
}
BENCHMARK(BM_SfcLegalActionsMidGame)->Unit(benchmark::kMicrosecond);

void BM_SfcReachableOneStack(benchmark::State& st) {
  const State& s = mid_game();
  const auto& g = s.game();
  // The first stack of the nation to move that still has a move.
  json query;
  for (const auto& a : s.armies())
    if (a.nation == s.nation_to_move() && a.moves > 0) {
      query = {
          {"type", "reachable"}, {"from", g.board().key(a.at)}, {"nation", g.nation(a.nation).key}};
      break;
    }
  if (query.is_null()) {
    st.SkipWithError("no stack with a move left");
    return;
  }
  for (auto _ : st) benchmark::DoNotOptimize(s.inspect(query));
}
BENCHMARK(BM_SfcReachableOneStack);

void BM_SfcBattleFortyAgainstForty(benchmark::State& st) {
  using grognard::sfc::Battle;
  using grognard::sfc::LineArmy;
  grognard::Rng rng(5);
  int64_t waves = 0;
  for (auto _ : st) {
    Battle b(std::vector<LineArmy>(40, LineArmy{0, 5}), std::vector<LineArmy>(40, LineArmy{1, 1}));
    while (!b.over()) b.fight_wave(rng);
    waves += b.waves();
  }
  st.counters["waves"] =
      benchmark::Counter(static_cast<double>(waves), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_SfcBattleFortyAgainstForty);

void whole_game(benchmark::State& st, const char* agent) {
  grognard::bench::whole_games(st, entry(), scenario(), {agent});
}
BENCHMARK_CAPTURE(whole_game, SfcHeuristicGame, "heuristic")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(whole_game, SfcRandomGame, "random")->Unit(benchmark::kMillisecond);

void BM_SfcPlayout(benchmark::State& st) {
  grognard::bench::random_playouts<State>(st, entry(), scenario());
}
BENCHMARK(BM_SfcPlayout)->Unit(benchmark::kMillisecond);

void BM_SfcCloneApply(benchmark::State& st) {
  grognard::bench::clone_and_apply<State>(st, entry(), scenario());
}
BENCHMARK(BM_SfcCloneApply);

void BM_SfcSearchIterations(benchmark::State& st) {
  grognard::bench::search_iterations<State, grognard::sfc::SearchModel>(st, entry(), scenario());
}
BENCHMARK(BM_SfcSearchIterations)->Arg(200)->Unit(benchmark::kMillisecond);

void BM_SfcLoadGame(benchmark::State& st) {
  const auto data = grognard::game_data_dir(State::kGameId);
  for (auto _ : st) benchmark::DoNotOptimize(grognard::sfc::Game::load(scenario(), data));
}
BENCHMARK(BM_SfcLoadGame)->Unit(benchmark::kMicrosecond);

}  // namespace
