// grognard_bench: the engine's speed figures in one binary, so they compare side by side.
//
//   * The yardstick (/work/shared/bench/bgl_reachable.cc), in our own words: one unit's
//     reachable set on a random 34x50 = 1,700-hex map, by Boost Graph Library Dijkstra
//     (whole graph, and stopped at the allowance) and by our ReachableSet with the step rules
//     a real ruleset uses (terrain, roads, zones of control, enemy units).
//   * Napoleon at Waterloo: one unit's reachable set, legal actions, whole random games, and
//     the engine as a search uses it (playout.h).
//
// Before the benchmarks it prints a signature (as Stockfish's `bench` does): one hash over
// the final states of 20 seeded random games. It changes only when the rules' behaviour does.
//
//   ./build/bench/grognard_bench --benchmark_min_time=0.2
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "bgl_yardstick.h"
#include "core/agent.h"
#include "core/hex_board.h"
#include "core/reachable.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/session.h"
#include "core/state_hash.h"
#include "games/napoleon-at-waterloo/game.h"
#include "games/napoleon-at-waterloo/heuristic_agent.h"
#include "games/napoleon-at-waterloo/search_model.h"
#include "games/napoleon-at-waterloo/state.h"
#include "io/data_dir.h"
#include "playout.h"
#include "search_iterations.h"

namespace {

using grognard::Direction;
using grognard::HexBoard;
using grognard::HexId;
using grognard::HexLabel;
using grognard::Origin;
using grognard::ReachableSet;

// ---------------------------------------------------------------------------------------
// The yardstick's map.
//
// Costs are drawn exactly as the yardstick draws them: one draw per hex, in the order of its
// index c * kRows + r (c, r zero-based), from std::mt19937 seeded 1944.
//
// Geometry: the yardstick's grid is "odd-q" (flat-topped, zero-based odd columns half a hex
// lower); ours puts label-odd (zero-based even) columns lower. Flipping the rows turns one
// into the other, so yardstick hex (c, r) is our label (c + 1, kRows - r): the same graph,
// drawn upside down. check_same_map() proves it hex by hex before anything is timed.
// The yardstick's start, zero-based (17, 25), is therefore our label 1825.
namespace synth {

constexpr int kColumns = 34, kRows = 50, kHexes = kColumns * kRows;  // 1,700 hexes
constexpr int kAllowance = 12;                                       // MPs of a fast unit
constexpr int kImpassable = 99;
constexpr int kStart = (kColumns / 2) * kRows + kRows / 2;  // yardstick index of (17, 25)
constexpr int kEnemyUnits = 20;

std::vector<int> draw_costs() {
  std::mt19937 rng(1944);
  std::discrete_distribution<int> pick({55, 25, 12, 5, 3});
  constexpr int kCost[] = {1, 2, 3, 4, kImpassable};
  std::vector<int> cost(kHexes);
  for (int& c : cost) c = kCost[pick(rng)];
  return cost;
}

// Neighbours of yardstick hex (c, r) on its odd-q grid, as yardstick indices.
std::vector<int> odd_q_neighbours(int c, int r) {
  const int up = (c & 1) ? r : r - 1;  // row of the upper neighbour in each side column
  const int cand[6][2] = {{c, r - 1}, {c + 1, up},     {c + 1, up + 1},
                          {c, r + 1}, {c - 1, up + 1}, {c - 1, up}};
  std::vector<int> out;
  for (const auto& [nc, nr] : cand)
    if (nc >= 0 && nc < kColumns && nr >= 0 && nr < kRows) out.push_back(nc * kRows + nr);
  return out;
}

// Yardstick index -> our label and HexId.
HexLabel our_label(int index) { return HexLabel{index / kRows + 1, kRows - index % kRows}; }

using Graph = grognard::bench::BglGraph;

// The map as our engine sees it: terrain types on a HexBoard, a table of enter costs by
// terrain (as a ruleset keeps one), roads, and the enemy's units and zones of control.
struct World {
  std::vector<int> cost;  // by yardstick index
  Graph graph;
  HexBoard board{kColumns, kRows, "clear"};
  std::vector<std::optional<int>> enter_cost;  // by TerrainId; nullopt: impassable
  std::vector<uint8_t> occupied, zoc;          // by HexId
  HexId start;
  std::vector<HexId> enemies;

  World();
  HexId id(int index) const { return *board.find(our_label(index)); }
};

World::World() : cost(draw_costs()), graph(kHexes) {
  for (int c = 0; c < kColumns; ++c)
    for (int r = 0; r < kRows; ++r) {
      const int h = c * kRows + r;
      for (int n : odd_q_neighbours(c, r)) boost::add_edge(h, n, cost[n], graph);
    }

  const char* kNames[] = {"clear", "rough", "woods", "marsh", "lake"};
  const std::optional<int> kEnter[] = {1, 2, 3, 4, std::nullopt};
  for (int t = 0; t < 5; ++t) {
    board.add_terrain(kNames[t]);
    enter_cost.push_back(kEnter[t]);
  }
  for (int i = 0; i < kHexes; ++i) {
    const int kind = cost[i] == kImpassable ? 4 : cost[i] - 1;
    board.set_terrain(id(i), *board.find_terrain(kNames[kind]));
  }
  // Road segments: the north hexside of every 7th hex.
  for (int i = 0; i < kHexes; i += 7)
    board.add_feature(HexId{static_cast<uint16_t>(i)}, Direction::N,
                      grognard::HexsideFeature::kRoad);
  start = id(kStart);

  // 20 enemy units on fixed random passable hexes 2 to 9 hexes from the start, so that they
  // and their zones lie inside the search (and the start itself is not in a zone).
  occupied.assign(kHexes, 0);
  zoc.assign(kHexes, 0);
  std::vector<HexId> candidates;
  for (int i = 0; i < kHexes; ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    const int d = board.distance(start, h);
    if (d >= 2 && d <= 9 && enter_cost[board.terrain(h).value]) candidates.push_back(h);
  }
  std::mt19937 rng(1815);
  while (static_cast<int>(enemies.size()) < kEnemyUnits) {
    const HexId h =
        candidates[std::uniform_int_distribution<size_t>(0, candidates.size() - 1)(rng)];
    if (occupied[h.value]) continue;
    occupied[h.value] = 1;
    enemies.push_back(h);
    board.for_each_neighbour(h, [&](HexId n, Direction) { zoc[n.value] = 1; });
  }
}

const World& world() {
  static const World w;
  return w;
}

// Terrain only: the very problem the yardstick's Dijkstra solves.
struct TerrainSteps {
  const World& w;
  std::optional<int> step_cost(HexId, HexId to, Direction) const {
    return w.enter_cost[w.board.terrain(to).value];
  }
  bool may_leave(HexId) const { return true; }
};

// Everything a real ruleset does (compare naw::UnitSteps in movement.cc): enemy-held hexes
// are closed; a road hexside costs 1 whatever the terrain beyond (but never into a lake);
// entering an enemy zone costs +1; cavalry leaves a zone at +1, infantry never leaves one.
struct UnitSteps {
  const World& w;
  bool cavalry;
  std::optional<int> step_cost(HexId from, HexId to, Direction d) const {
    if (w.occupied[to.value]) return std::nullopt;
    const std::optional<int> enter = w.enter_cost[w.board.terrain(to).value];
    if (!enter) return std::nullopt;
    int cost = w.board.has_feature(from, d, grognard::HexsideFeature::kRoad) ? 1 : *enter;
    if (w.zoc[to.value]) cost += 1;
    if (w.zoc[from.value]) cost += 1;  // only cavalry gets here: may_leave stops infantry
    return cost;
  }
  bool may_leave(HexId h) const { return cavalry || !w.zoc[h.value]; }
};

// Aborts unless the BGL graph and our board are the same map (up to the row flip).
void check_same_map() {
  const World& w = world();
  for (int i = 0; i < kHexes; ++i) {
    std::vector<uint16_t> theirs, ours;
    for (int n : odd_q_neighbours(i / kRows, i % kRows)) theirs.push_back(w.id(n).value);
    w.board.for_each_neighbour(w.id(i), [&](HexId n, Direction) { ours.push_back(n.value); });
    std::sort(theirs.begin(), theirs.end());
    std::sort(ours.begin(), ours.end());
    const auto enter = w.enter_cost[w.board.terrain(w.id(i)).value];
    if (theirs != ours || enter.value_or(kImpassable) != w.cost[i]) {
      std::fprintf(stderr, "bench: the two maps differ at yardstick hex %d\n", i);
      std::abort();
    }
  }
}

}  // namespace synth

// ---------------------------------------------------------------------------------------
// 1. The yardstick, reproduced (bgl_yardstick.h): BGL Dijkstra on the whole graph and stopped
//    at 12 MPs.

void BM_BglDijkstraWhole(benchmark::State& st) {
  grognard::bench::time_bgl_dijkstra(st, synth::world().graph, synth::kStart, synth::kAllowance,
                                     false);
}
BENCHMARK(BM_BglDijkstraWhole);

void BM_BglDijkstraStopped(benchmark::State& st) {
  grognard::bench::time_bgl_dijkstra(st, synth::world().graph, synth::kStart, synth::kAllowance,
                                     true);
}
BENCHMARK(BM_BglDijkstraStopped);

// Our search on the same problem (terrain only): reaches exactly the same hexes.
void BM_GrognardReachableTerrainOnly(benchmark::State& st) {
  const synth::World& w = synth::world();
  const Origin origin{w.start, 0};
  const synth::TerrainSteps rules{w};
  ReachableSet set;  // reused, as the engine does
  for (auto _ : st) {
    set.search(w.board, std::span(&origin, 1), synth::kAllowance, rules);
    benchmark::DoNotOptimize(set.hexes().data());
  }
  st.counters["reached"] = static_cast<double>(set.hexes().size());
}
BENCHMARK(BM_GrognardReachableTerrainOnly);

// Our search with full step rules: roads, 20 enemy units, their zones of control.
void BM_GrognardReachable(benchmark::State& st, bool cavalry) {
  const synth::World& w = synth::world();
  const Origin origin{w.start, 0};
  const synth::UnitSteps rules{w, cavalry};
  ReachableSet set;
  for (auto _ : st) {
    set.search(w.board, std::span(&origin, 1), synth::kAllowance, rules);
    benchmark::DoNotOptimize(set.hexes().data());
  }
  st.counters["reached"] = static_cast<double>(set.hexes().size());
}
BENCHMARK_CAPTURE(BM_GrognardReachable, cavalry, true);
BENCHMARK_CAPTURE(BM_GrognardReachable, infantry, false);

// ---------------------------------------------------------------------------------------
// 2-4. Napoleon at Waterloo, the real game.

namespace naw_bench {

using grognard::TypedSession;
using grognard::naw::Action;
using grognard::naw::Phase;
using grognard::naw::Side;
using grognard::naw::State;
using grognard::naw::UnitId;
using Session = TypedSession<State>;

constexpr uint64_t kSeed = 1;

struct Fixture {
  const grognard::GameEntry* entry = nullptr;
  grognard::json scenario;
  std::unique_ptr<grognard::Session> start;         // the registry's way in
  std::shared_ptr<const grognard::naw::Game> game;  // loaded once, for games in a loop
  const Session& session() const { return dynamic_cast<const Session&>(*start); }
};

const Fixture& fixture() {
  static const Fixture fixture = [] {
    Fixture f;
    f.entry = grognard::find_game("napoleon-at-waterloo");
    if (!f.entry) throw std::runtime_error("napoleon-at-waterloo is not registered");
    f.scenario = f.entry->load_scenario("waterloo");
    f.start = f.entry->start(f.scenario, kSeed);
    f.game = grognard::naw::Game::load(f.scenario, grognard::game_data_dir(State::kGameId));
    return f;
  }();
  return fixture;
}

// A new session as the registry starts one, without reading the data files again.
Session new_session(uint64_t seed) {
  const Fixture& f = fixture();
  return Session(State(f.game, seed), f.scenario, seed);
}

void BM_NawReachableOneUnit(benchmark::State& st) {
  const State& s = fixture().session().state();
  std::optional<UnitId> unit;
  for (int i = 0; i < s.unit_count() && !unit; ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (s.def(u).side == Side::kFrench && s.def(u).arm == grognard::naw::Arm::kCavalry &&
        s.on_map(u))
      unit = u;
  }
  if (!unit) return st.SkipWithError("no French cavalry on the map");
  ReachableSet set;
  for (auto _ : st) {
    s.reachable(*unit, set);
    benchmark::DoNotOptimize(set.hexes().data());
  }
  st.SetLabel(s.def(*unit).id);
  st.counters["reached"] = static_cast<double>(set.hexes().size());
  st.counters["allowance"] = s.def(*unit).movement;
}
BENCHMARK(BM_NawReachableOneUnit);

using grognard::bench::time_legal_actions;

// One legal_actions() at the start of the game: the French movement phase of turn 1.
void BM_NawLegalActionsFrenchMovementStart(benchmark::State& st) {
  const State& s = fixture().session().state();
  if (s.phase() != Phase::kMovement || s.phasing() != Side::kFrench)
    return st.SkipWithError("the game does not open with the French movement phase");
  time_legal_actions(st, s);
}
BENCHMARK(BM_NawLegalActionsFrenchMovementStart);

// The same list written as JSON, as the server sends it to the seat to move (each action's
// action_json): most of an update's cost in the movement phase.
void BM_NawLegalActionsJsonFrenchMovementStart(benchmark::State& st) {
  const State& s = fixture().session().state();
  const std::vector<Action> legal = s.legal_actions();
  for (auto _ : st) {
    std::vector<grognard::json> out;
    out.reserve(legal.size());
    for (const Action& a : legal) out.push_back(s.action_json(a));
    benchmark::DoNotOptimize(out.data());
  }
  st.counters["actions"] = static_cast<double>(legal.size());
}
BENCHMARK(BM_NawLegalActionsJsonFrenchMovementStart);

// The first French assault phase (no combat pending) with an attack to make, reached by a
// seeded heuristic game; nullopt if the game ends first.
std::optional<State> first_french_assault() {
  Session session = new_session(kSeed);
  std::vector<std::unique_ptr<grognard::Agent<State>>> agents;
  agents.push_back(std::make_unique<grognard::naw::HeuristicAgent>(kSeed));
  agents.push_back(std::make_unique<grognard::naw::HeuristicAgent>(kSeed + 7919));
  while (!session.over()) {
    const State& s = session.state();
    const auto legal = s.legal_actions();
    if (s.phase() == Phase::kAssault && s.phasing() == Side::kFrench && !s.combat() &&
        legal.size() > 1)
      return s;
    const int seat = *s.to_move();
    session.apply_typed(agents[seat]->choose(s.view_for(seat), legal));
  }
  return std::nullopt;
}

void BM_NawLegalActionsFrenchAssaultStart(benchmark::State& st) {
  static const std::optional<State> s = first_french_assault();
  if (!s) return st.SkipWithError("the heuristic game never reached a French assault");
  st.SetLabel("turn " + std::to_string(s->turn()));
  time_legal_actions(st, *s);
}
BENCHMARK(BM_NawLegalActionsFrenchAssaultStart);

// A whole French movement phase of turn 1: legal_actions(), then the first Move listed,
// through the session's typed door, until no Move is left.
void BM_NawFrenchMovementPhase(benchmark::State& st) {
  const Session& initial = fixture().session();
  int calls = 0, moves = 0;
  for (auto _ : st) {
    Session session = initial;
    calls = moves = 0;
    for (;;) {
      const std::vector<Action> legal = session.state().legal_actions();
      ++calls;
      const Action* move = nullptr;
      for (const Action& a : legal)
        if (std::holds_alternative<grognard::naw::Move>(a)) {
          move = &a;
          break;
        }
      if (!move) break;
      session.apply_typed(*move);
      ++moves;
    }
    benchmark::DoNotOptimize(session.state().hash());
  }
  st.counters["legal_calls"] = calls;
  st.counters["moves"] = moves;
}
BENCHMARK(BM_NawFrenchMovementPhase)->Unit(benchmark::kMillisecond);

// A whole game between two random agents, a new seed each iteration.
void BM_NawRandomGame(benchmark::State& st) {
  uint64_t seed = 1000;
  int64_t games = 0, actions = 0;
  for (auto _ : st) {
    Session session = new_session(seed);
    std::vector<std::unique_ptr<grognard::Agent<State>>> agents;
    agents.push_back(std::make_unique<grognard::RandomAgent<State>>(seed));
    agents.push_back(std::make_unique<grognard::RandomAgent<State>>(seed + 7919));
    actions += grognard::play_out(session, agents, nullptr);
    ++games;
    ++seed;
  }
  st.SetItemsProcessed(games);
  st.counters["decisions"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  st.counters["actions_per_game"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_NawRandomGame)->Unit(benchmark::kMillisecond);

// The engine as a search uses it (playout.h): random games on the typed State, and one
// position cloned with an action applied to the copy.
void BM_NawPlayout(benchmark::State& st) {
  grognard::bench::random_playouts<State>(st, *fixture().entry, fixture().scenario);
}
BENCHMARK(BM_NawPlayout)->Unit(benchmark::kMillisecond);

void BM_NawCloneApply(benchmark::State& st) {
  grognard::bench::clone_and_apply<State>(st, *fixture().entry, fixture().scenario);
}
BENCHMARK(BM_NawCloneApply);

// What a server keeps before each action a person may take back, and hands a computer player
// to think on, in a game 1,000 actions long: the whole session with its log (clone) or the
// position alone (mark), side by side.
const grognard::Session& session_after_1000_actions() {
  static const std::unique_ptr<grognard::Session> s = [] {
    auto session = fixture().entry->start(fixture().scenario, 5);
    grognard::Rng pick(9);
    while (session->log().size() < 1000 && !session->over()) {
      const auto legal = session->legal_actions();
      session->apply(legal[pick.below(legal.size())]);
    }
    return session;
  }();
  return *s;
}

void BM_NawSessionCloneAt1000(benchmark::State& st) {
  const grognard::Session& s = session_after_1000_actions();
  for (auto _ : st) benchmark::DoNotOptimize(s.clone());
  st.counters["actions"] = static_cast<double>(s.log().size());
}
BENCHMARK(BM_NawSessionCloneAt1000);

void BM_NawSessionMarkAt1000(benchmark::State& st) {
  const grognard::Session& s = session_after_1000_actions();
  for (auto _ : st) benchmark::DoNotOptimize(s.mark());
  st.counters["actions"] = static_cast<double>(s.log().size());
}
BENCHMARK(BM_NawSessionMarkAt1000);

// The search player's iterations a second from the opening (search_iterations.h).
void BM_NawSearchIterations(benchmark::State& st) {
  grognard::bench::search_iterations<State, grognard::naw::SearchModel>(st, *fixture().entry,
                                                                        fixture().scenario);
}
BENCHMARK(BM_NawSearchIterations)->Arg(100)->Unit(benchmark::kMillisecond);

// ---------------------------------------------------------------------------------------
// 5. The signature: 20 random games (seeds 1..20), each played exactly as
//    `grognard selfplay napoleon-at-waterloo --seed N --agents random,random` plays it,
//    folded into one FNV-1a hash of their final state hashes.
uint64_t signature(int64_t& actions) {
  const Fixture& f = fixture();
  uint64_t h = 0xcbf29ce484222325ULL;
  actions = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto session = f.entry->start(f.scenario, seed);
    actions += f.entry->play_out(*session, {"random", "random"}, seed, nullptr, nullptr);
    const uint64_t final_hash = session->hash();
    for (int byte = 0; byte < 8; ++byte) {
      h ^= (final_hash >> (8 * byte)) & 0xff;
      h *= 0x100000001b3ULL;
    }
  }
  return h;
}

}  // namespace naw_bench

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  synth::check_same_map();

  const auto t0 = std::chrono::steady_clock::now();
  int64_t actions = 0;
  const uint64_t sig = naw_bench::signature(actions);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::cout << "signature: " << grognard::hash_text(sig) << std::endl;
  std::cerr << "(20 random games, " << actions << " actions, " << secs << " s)\n";

  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
