// Decisive Battles' speed figures, in grognard_bench beside the others (the issue asks one hour of
// a whole battle in at most 1 s on this machine):
//   * one hour of Shiloh run whole (both sides' orders in: combat, cohesion checks, manoeuvre in
//     pulses, recovery, victory points, the sighting check and the next hour's start), from the
//     position after the computer has commanded both armies for six hours;
//   * the end-of-hour sighting check, every unit against every enemy within range;
//   * a whole battle of each scenario, the computer on both sides;
//   * one brigade's movement, a cavalry brigade's and an infantry brigade's in column: the
//     yardstick, BGL Dijkstra (bgl_yardstick.h), on the very graph our movement rules make for
//     it, and our State::reachable with all its rules.
#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bgl_yardstick.h"
#include "core/agent.h"
#include "core/registry.h"
#include "core/session.h"
#include "games/decisive-battles/heuristic_agent.h"
#include "games/decisive-battles/search_model.h"
#include "games/decisive-battles/state.h"
#include "io/data_dir.h"
#include "io/scenario_files.h"
#include "playout.h"
#include "search_iterations.h"
#include "whole_game.h"

namespace {

using grognard::Agent;
using grognard::TypedSession;
using grognard::bench::BglGraph;
using grognard::decisive::EndOrders;
using grognard::decisive::Game;
using grognard::decisive::HeuristicAgent;
using grognard::decisive::State;
using grognard::decisive::UnitId;

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

// The engine as a search uses it (playout.h, issue 18: at least 20,000 random decisions a second
// in every game): random battles on the typed State, a copy and one action applied to it, and
// the tree search's iterations from the opening.
void playout(benchmark::State& st, const char* scenario) {
  const auto* entry = grognard::find_game(State::kGameId);
  grognard::bench::random_playouts<State>(st, *entry, entry->load_scenario(scenario));
}
BENCHMARK_CAPTURE(playout, DbFirstBullRunPlayout, "first-bull-run")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(playout, DbShilohPlayout, "shiloh")->Unit(benchmark::kMillisecond);

void BM_DbShilohCloneApply(benchmark::State& st) {
  const auto* entry = grognard::find_game(State::kGameId);
  grognard::bench::clone_and_apply<State>(st, *entry, entry->load_scenario("shiloh"));
}
BENCHMARK(BM_DbShilohCloneApply);

void BM_DbShilohSearchIterations(benchmark::State& st) {
  const auto* entry = grognard::find_game(State::kGameId);
  grognard::bench::search_iterations<State, grognard::decisive::SearchModel>(
      st, *entry, entry->load_scenario("shiloh"));
}
BENCHMARK(BM_DbShilohSearchIterations)->Arg(200)->Unit(benchmark::kMillisecond);

// The movement graph of one unit in one position, by the rules of manoeuvre.cc: a vertex per hex,
// an edge for each step the unit may take weighted by its cost (the road's along a road, the
// railroad's where no road runs, else the ground's; a creek, ford or bridge adds its cost; a
// run only at its crossings; never into water or an enemy's hex; an HQ never onto ground the
// enemy holds), and no edge out of a hex beside an enemy unit but the start. check_same_reach
// proves it is our search's before anything is timed; the graph is built outside the timing.
std::unique_ptr<const BglGraph> movement_graph(const State& s, UnitId u) {
  const grognard::HexBoard& board = s.game().board();
  const auto& d = s.game().unit(u);
  const std::vector<bool> enemy_at = s.enemy_hexes(d.side);
  auto next_to_enemy = [&](grognard::HexId h) {
    bool near = false;
    board.for_each_neighbour(
        h, [&](grognard::HexId n, grognard::Direction) { near = near || enemy_at[n.value]; });
    return near;
  };
  auto graph = std::make_unique<BglGraph>(board.size());
  for (int i = 0; i < board.size(); ++i) {
    const grognard::HexId from{static_cast<uint16_t>(i)};
    if (from != s.unit(u).hex && next_to_enemy(from)) continue;
    board.for_each_neighbour(from, [&](grognard::HexId to, grognard::Direction dir) {
      if (enemy_at[to.value]) return;
      if (d.hq && s.control(to) && *s.control(to) != d.side) return;
      if (const auto cost = s.game().step_cost(from, dir))
        boost::add_edge(from.value, to.value, *cost, *graph);
    });
  }
  return graph;
}

std::optional<std::string> check_same_reach(const State& s, UnitId u, const BglGraph& graph) {
  const int allowance = s.movement_points(u);
  std::vector<int> dist(boost::num_vertices(graph));
  std::vector<grognard::bench::BglVertex> pred(dist.size());
  grognard::bench::bgl_dijkstra(graph, s.unit(u).hex.value, dist, pred);
  const auto ours = s.reachable(u);
  const grognard::HexBoard& board = s.game().board();
  for (int i = 0; i < board.size(); ++i) {
    const grognard::HexId h{static_cast<uint16_t>(i)};
    const std::optional<int> theirs =
        dist[i] <= allowance ? std::optional<int>(dist[i]) : std::nullopt;
    if (theirs != ours.cost(h))
      return s.game().unit(u).id + ": BGL and our search differ at " + board.label_text(h);
  }
  return std::nullopt;
}

struct Mover {
  State state;
  UnitId unit;
  std::unique_ptr<const BglGraph> graph;
  std::optional<std::string> mismatch;
};

// The first brigade of the type in the Shiloh position, set in column (its longest march).
const Mover& mover(grognard::decisive::BrigadeType type) {
  static std::map<int, Mover> movers;
  const int key = static_cast<int>(type);
  if (!movers.contains(key)) {
    State s = shiloh_in_contact();
    for (size_t i = 0; i < s.game().units().size(); ++i) {
      const UnitId u{static_cast<uint16_t>(i)};
      const auto& d = s.game().unit(u);
      if (d.hq || d.type != type || s.unit(u).where != grognard::decisive::Where::kOnMap) continue;
      s.set_order(u, grognard::decisive::Order::kColumn);
      if (s.reachable(u).hexes().size() < 20) continue;
      auto graph = movement_graph(s, u);
      auto mismatch = check_same_reach(s, u, *graph);
      movers.emplace(key, Mover{s, u, std::move(graph), std::move(mismatch)});
      break;
    }
    if (!movers.contains(key)) throw std::logic_error("no brigade of that type can move");
  }
  return movers.at(key);
}

void BM_DbBglDijkstra(benchmark::State& st, grognard::decisive::BrigadeType type) {
  const Mover& m = mover(type);
  if (m.mismatch) st.SkipWithError(m.mismatch->c_str());
  grognard::bench::time_bgl_dijkstra(st, *m.graph, m.state.unit(m.unit).hex.value,
                                     m.state.movement_points(m.unit), true);
}
BENCHMARK_CAPTURE(BM_DbBglDijkstra, cavalry, grognard::decisive::BrigadeType::kCavalry);
BENCHMARK_CAPTURE(BM_DbBglDijkstra, infantry, grognard::decisive::BrigadeType::kInfantry);

void BM_DbReachable(benchmark::State& st, grognard::decisive::BrigadeType type) {
  const Mover& m = mover(type);
  if (m.mismatch) st.SkipWithError(m.mismatch->c_str());
  grognard::ReachableSet set;
  const int points = m.state.movement_points(m.unit);
  for (auto _ : st) {
    m.state.reachable(m.unit, points, set);
    benchmark::DoNotOptimize(set.hexes().data());
  }
  st.counters["reached"] = static_cast<double>(set.hexes().size());
}
BENCHMARK_CAPTURE(BM_DbReachable, cavalry, grognard::decisive::BrigadeType::kCavalry);
BENCHMARK_CAPTURE(BM_DbReachable, infantry, grognard::decisive::BrigadeType::kInfantry);

}  // namespace
