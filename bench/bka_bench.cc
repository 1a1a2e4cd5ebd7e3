// Blitzkrieg at the Ardennes' speed figures, in grognard_bench beside the others, all on the
// real map (data/blitzkrieg-ardennes/map.json, 44 x 39 = 1,716 hexes) at the start of the
// German movement phase of the first turn (every German unit of the raster placed at its
// historical hex when that is legal, then "End phase"):
//   * one unit's movement, a German armour unit's and an Allied infantry unit's: the yardstick,
//     BGL Dijkstra (bgl_yardstick.h), on the very graph our movement rules make for the unit,
//     and our State::reachable with all its rules;
//   * each side's supply (supply.cc), against BGL Dijkstra on the graph its rules make;
//   * legal_actions() there (every German move and engagement), and in the middle of the game;
//   * whole random games;
//   * a whole German turn of the computer player (heuristic_agent.h), each decision on its
//     seat's view, from that position: the issue asks at most 2 s.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bgl_yardstick.h"
#include "core/reachable.h"
#include "core/rng.h"
#include "games/blitzkrieg-ardennes/game.h"
#include "games/blitzkrieg-ardennes/heuristic_agent.h"
#include "games/blitzkrieg-ardennes/search_model.h"
#include "games/blitzkrieg-ardennes/state.h"
#include "io/data_dir.h"
#include "io/scenario_files.h"
#include "playout.h"
#include "search_iterations.h"

namespace {

using grognard::Direction;
using grognard::HexBoard;
using grognard::HexId;
using grognard::ReachableSet;
using grognard::bench::BglGraph;
using grognard::bka::Game;
using grognard::bka::Phase;
using grognard::bka::Side;
using grognard::bka::State;
using grognard::bka::UnitClass;
using grognard::bka::UnitId;

constexpr const char* kScenario = "wacht-am-rhein";
constexpr uint64_t kSeed = 1;
constexpr size_t kMinReached = 20;  // a unit that can really move

// The movement graph of one unit in one position, built from the game's public accessors by the
// rules of movement.cc (MovementRules): a vertex per hex (by HexId), and an edge for each step
// the unit may take, weighted by its cost in half movement points:
//   * table 9's cost of the hex entered, or the road cost along a road hexside for a class (and
//     side) with the road bonus;
//   * no edge into a hex an enemy unit (not an infiltrator) holds, unless the unit is one;
//   * no edge across a river but by a standing bridge, except from the hex where the unit began
//     the phase for a class that may cross unbridged rivers, at table 9's cost (no road bonus);
//   * no Allied edge into a Siegfried hex;
//   * the stop next to the enemy ("until it becomes adjacent to an enemy unit"): a hex next to
//     an enemy unit is a dead end, no edge out of it, except the start hex and for
//     infiltrators. It depends on the hex alone, so a fixed graph holds it too.
// Nothing of the rules is left out: check_same_reach() proves, hex by hex, that Dijkstra's
// costs within the allowance are our search's before anything is timed. The graph is built
// once, outside the timing, so the yardstick pays nothing for the rules, where our search asks
// them at every step it takes. (On the heap: adjacency_list has no move constructor, and GCC
// warns wrongly in its copy.)
std::unique_ptr<const BglGraph> movement_graph(const State& s, UnitId u) {
  const Game& g = s.game();
  const HexBoard& board = g.board();
  const grognard::bka::UnitDef& d = s.def(u);
  const HexId start = s.unit(u).start;
  const bool infiltrator = d.cls == UnitClass::kInfiltrator;
  auto graph = std::make_unique<BglGraph>(board.size());
  for (int i = 0; i < board.size(); ++i) {
    const HexId from{static_cast<uint16_t>(i)};
    if (from != start && !infiltrator && s.next_to_enemy(from, d.side)) continue;
    board.for_each_neighbour(from, [&](HexId to, Direction dir) {
      if (d.side == Side::kAllied && g.terrain(to) == grognard::bka::Terrain::kSiegfried) return;
      if (!infiltrator && s.has_enemy(to, d.side)) return;
      int cost = g.tables().terrain_cost_halves(d.cls, g.terrain(to));
      if (g.river_between(from, dir) && !s.bridged(from, dir)) {
        if (!g.crosses_unbridged_rivers(d.cls) || from != start) return;
      } else if (g.road_between(from, dir) && g.road_bonus(d.cls, d.side)) {
        cost = g.tables().road_cost_halves(d.cls);
      }
      boost::add_edge(from.value, to.value, cost, *graph);
    });
  }
  return graph;
}

// Whether Dijkstra on the graph and our search reach the same hexes at the same costs; the
// first difference if not.
std::optional<std::string> check_same_reach(const State& s, UnitId u, const BglGraph& graph) {
  const int allowance = s.allowance_halves(u);
  std::vector<int> dist(boost::num_vertices(graph));
  std::vector<grognard::bench::BglVertex> pred(dist.size());
  grognard::bench::bgl_dijkstra(graph, s.unit(u).start.value, dist, pred);
  ReachableSet ours;
  s.reachable(u, ours);
  const HexBoard& board = s.game().board();
  for (int i = 0; i < board.size(); ++i) {
    const HexId h{static_cast<uint16_t>(i)};
    const std::optional<int> theirs =
        dist[i] <= allowance ? std::optional<int>(dist[i]) : std::nullopt;
    if (theirs != ours.cost(h))
      return s.def(u).id + ": BGL and our search differ at " + board.label_text(h) + " (" +
             (theirs ? std::to_string(*theirs) : "-") + " and " +
             (ours.cost(h) ? std::to_string(*ours.cost(h)) : "-") + " half points)";
  }
  return std::nullopt;
}

// The opening position carried to the start of the German movement phase: each unit of the
// raster placed at its historical hex when that is legal (else at its first legal hex), then
// "End phase" (reinforcements the Germans cannot place are held).
State german_movement_start(std::shared_ptr<const Game> game) {
  State s(std::move(game), kSeed);
  while (s.phase() == Phase::kDeploy || s.phase() == Phase::kReinforce) {
    for (UnitId u : s.raster()) {
      if (s.phase() != Phase::kDeploy && s.phase() != Phase::kReinforce) break;
      const std::vector<HexId> legal = s.placements(u);
      const std::optional<HexId> historical = s.def(u).hex;
      if (historical && grognard::bka::contains(legal, *historical))
        s.do_apply(grognard::bka::Place{u, *historical}, grognard::EventMode::kSkip);
      else if (!legal.empty())
        s.do_apply(grognard::bka::Place{u, legal.front()}, grognard::EventMode::kSkip);
      else if (s.phase() == Phase::kReinforce)
        s.do_apply(grognard::bka::Hold{u}, grognard::EventMode::kSkip);
      else
        throw std::logic_error(s.def(u).id + " has nowhere to deploy");
    }
    if (s.phase() == Phase::kDeploy || s.phase() == Phase::kReinforce)
      s.do_apply(grognard::bka::EndPhase{}, grognard::EventMode::kSkip);
  }
  if (s.phase() != Phase::kMovement || s.phasing() != Side::kGerman)
    throw std::logic_error("the deployment did not lead to the German movement phase");
  return s;
}

// One unit to time, with its graph.
struct Mover {
  UnitId unit;
  int allowance = 0;  // half points
  std::unique_ptr<const BglGraph> graph;
  std::optional<std::string> mismatch;
};

// The first unit of the side and class (in the order of battle) on the map, free to move and
// reaching more than kMinReached hexes. Allied units are asked in the same position, the
// Germans' phase: reachable() is the same query for either side.
Mover pick_mover(const State& s, Side side, UnitClass cls) {
  ReachableSet reach;
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    if (!s.on_map(u) || s.def(u).side != side || s.def(u).cls != cls || s.unit(u).immobilized)
      continue;
    s.reachable(u, reach);
    if (reach.hexes().size() <= kMinReached) continue;
    Mover m{u, s.allowance_halves(u), movement_graph(s, u), std::nullopt};
    m.mismatch = check_same_reach(s, u, *m.graph);
    return m;
  }
  throw std::logic_error("no " + std::string(grognard::bka::side_name(side)) + " " +
                         std::string(grognard::bka::class_name(cls)) + " unit can move");
}

// The computer player on both sides from `s` until the German movement phase of `turn`.
State played_to(State s, int turn) {
  grognard::bka::HeuristicAgent german(kSeed), allied(kSeed + 1);
  while (!s.over() &&
         !(s.turn() >= turn && s.phasing() == Side::kGerman && s.phase() == Phase::kMovement)) {
    const int seat = *s.to_move();
    const State view = s.view_for(seat);
    auto& agent = seat == grognard::bka::index_of(Side::kGerman) ? german : allied;
    s.do_apply(agent.choose(view, view.legal_actions()), grognard::EventMode::kSkip);
  }
  if (s.over()) throw std::logic_error("the game ended before the middle-game position");
  return s;
}

struct Fixture {
  std::shared_ptr<const Game> game;
  State movement;  // the start of the German movement phase
  State midgame;   // the German movement phase of 17 December P.M., the computer on both sides
  Mover armour, infantry;
};

const Fixture& fixture() {
  static const Fixture f = [] {
    const grognard::json scenario = grognard::load_scenario_file(State::kGameId, kScenario);
    auto game = Game::load(scenario, grognard::game_data_dir(State::kGameId));
    State s = german_movement_start(game);
    Mover armour = pick_mover(s, Side::kGerman, UnitClass::kArmour);
    Mover infantry = pick_mover(s, Side::kAllied, UnitClass::kInfantry);
    State midgame = played_to(s, 3);
    return Fixture{std::move(game), std::move(s), std::move(midgame), std::move(armour),
                   std::move(infantry)};
  }();
  return f;
}

enum class Pick : uint8_t { kGermanArmour, kAlliedInfantry };

const Mover& mover(Pick p) {
  return p == Pick::kGermanArmour ? fixture().armour : fixture().infantry;
}

void label(benchmark::State& st, const Mover& m) {
  const State& s = fixture().movement;
  st.SetLabel(s.def(m.unit).id + " at " + s.game().board().label_text(s.unit(m.unit).start));
  st.counters["allowance_halves"] = m.allowance;
}

// 1. The yardstick: BGL Dijkstra from the unit's hex on its movement graph, stopped at its
//    allowance as bench_main.cc's BM_BglDijkstraStopped; and over the whole graph.
void BM_BkaBglDijkstra(benchmark::State& st, Pick p) {
  const Mover& m = mover(p);
  if (m.mismatch) return st.SkipWithError(m.mismatch->c_str());
  grognard::bench::time_bgl_dijkstra(st, *m.graph, fixture().movement.unit(m.unit).start.value,
                                     m.allowance, true);
  label(st, m);
}
BENCHMARK_CAPTURE(BM_BkaBglDijkstra, armour, Pick::kGermanArmour);
BENCHMARK_CAPTURE(BM_BkaBglDijkstra, infantry, Pick::kAlliedInfantry);

void BM_BkaBglDijkstraWhole(benchmark::State& st, Pick p) {
  const Mover& m = mover(p);
  if (m.mismatch) return st.SkipWithError(m.mismatch->c_str());
  grognard::bench::time_bgl_dijkstra(st, *m.graph, fixture().movement.unit(m.unit).start.value,
                                     m.allowance, false);
  label(st, m);
}
BENCHMARK_CAPTURE(BM_BkaBglDijkstraWhole, armour, Pick::kGermanArmour);
BENCHMARK_CAPTURE(BM_BkaBglDijkstraWhole, infantry, Pick::kAlliedInfantry);

// 2. Our search, with every rule, one ReachableSet reused as a real caller does.
void BM_BkaReachable(benchmark::State& st, Pick p) {
  const Mover& m = mover(p);
  const State& s = fixture().movement;
  ReachableSet set;
  for (auto _ : st) {
    s.reachable(m.unit, set);
    benchmark::DoNotOptimize(set.hexes().data());
  }
  st.counters["reached"] = static_cast<double>(set.hexes().size());
  label(st, m);
}
BENCHMARK_CAPTURE(BM_BkaReachable, armour, Pick::kGermanArmour);
BENCHMARK_CAPTURE(BM_BkaReachable, infantry, Pick::kAlliedInfantry);

// 3. Every German move and engagement at the start of the movement phase.
void BM_BkaLegalActionsGermanMovement(benchmark::State& st) {
  grognard::bench::time_legal_actions(st, fixture().movement);
}
BENCHMARK(BM_BkaLegalActionsGermanMovement);

// 3a. The same in the middle of the game: the German movement phase of 17 December P.M., the
//     computer player having played both sides from the opening.
void BM_BkaLegalActionsMidGame(benchmark::State& st) {
  grognard::bench::time_legal_actions(st, fixture().midgame);
}
BENCHMARK(BM_BkaLegalActionsMidGame);

// 3b. Supply (BKA Supply): which hexes a side's dumps supply, in the same position. The
//     yardstick is BGL Dijkstra from each of the side's dumps on a graph of two layers, built by
//     the rules of supply.cc: the road that leads to the dump (vertex h: road hexsides from hex to
//     hex at no cost) and the leg off it (vertex n + h: any hexside at a cost of one, every road
//     hex its start at no cost), with no edge into a hex the enemy holds (nor, for the Allies, a
//     Siegfried hex) or across an unbridged river, and none out of a hex next to the enemy but
//     the dump's own; a hex is supplied when either of its vertices is within the dump's number.
//     check_same_supply() proves the union over the dumps is our answer before anything is
//     timed. One graph a dump (the dump's own hex is the exception to the rule above).
struct SupplySource {
  HexId hex;
  int supply = 0;
  std::unique_ptr<const BglGraph> graph;
};

std::vector<SupplySource> supply_graphs(const State& s, Side side) {
  const Game& g = s.game();
  const HexBoard& board = g.board();
  const int n = board.size();
  auto open = [&](HexId h) {
    return !s.has_enemy(h, side) &&
           !(side == Side::kAllied && g.terrain(h) == grognard::bka::Terrain::kSiegfried);
  };
  std::vector<SupplySource> out;
  for (size_t k = 0; k < g.dumps().size(); ++k) {
    const HexId source = g.dumps()[k].hex;
    if (s.dump_supply(static_cast<int>(k)) < 1 || s.dump_owner(static_cast<int>(k)) != side ||
        !open(source))
      continue;
    auto graph = std::make_unique<BglGraph>(2 * n);
    for (int i = 0; i < n; ++i) {
      const HexId from{static_cast<uint16_t>(i)};
      const bool next_to_enemy = s.next_to_enemy(from, side);
      const bool carries_road = from == source ? !next_to_enemy : open(from) && !next_to_enemy;
      const bool carries_off = from == source || (open(from) && !next_to_enemy);
      boost::add_edge(i, n + i, 0, *graph);
      board.for_each_neighbour(from, [&](HexId to, Direction d) {
        if (!open(to) || (g.river_between(from, d) && !s.bridged(from, d))) return;
        if (carries_road && g.road_between(from, d)) boost::add_edge(i, to.value, 0, *graph);
        if (carries_off) boost::add_edge(n + i, n + to.value, 1, *graph);
      });
    }
    out.push_back({source, s.dump_supply(static_cast<int>(k)), std::move(graph)});
  }
  return out;
}

std::optional<std::string> check_same_supply(const State& s, Side side,
                                             const std::vector<SupplySource>& sources) {
  const int n = s.game().board().size();
  std::vector<bool> theirs(n, false);
  for (const SupplySource& src : sources) {
    std::vector<int> dist(2 * n);
    std::vector<grognard::bench::BglVertex> pred(dist.size());
    grognard::bench::bgl_dijkstra(*src.graph, src.hex.value, dist, pred);
    for (int i = 0; i < n; ++i)
      if (dist[i] <= src.supply || dist[n + i] <= src.supply) theirs[i] = true;
  }
  const std::vector<bool> ours = s.supplied_hexes(side);
  for (int i = 0; i < n; ++i)
    if (theirs[i] != ours[i])
      return "supply: BGL and our search differ at " +
             s.game().board().label_text(HexId{static_cast<uint16_t>(i)});
  return std::nullopt;
}

void BM_BkaBglSupply(benchmark::State& st, Side side) {
  const State& s = fixture().movement;
  const auto sources = supply_graphs(s, side);
  if (const auto mismatch = check_same_supply(s, side, sources))
    return st.SkipWithError(mismatch->c_str());
  std::vector<int> dist(2 * static_cast<size_t>(s.game().board().size()));
  std::vector<grognard::bench::BglVertex> pred(dist.size());
  for (auto _ : st)
    for (const SupplySource& src : sources) {
      grognard::bench::StopBeyondAllowance stop;
      stop.dist = dist.data();
      stop.allowance = src.supply;
      try {
        boost::dijkstra_shortest_paths(
            *src.graph, src.hex.value,
            boost::predecessor_map(pred.data()).distance_map(dist.data()).visitor(stop));
      } catch (const grognard::bench::StopBeyondAllowance::Stop&) {
      }
      benchmark::DoNotOptimize(dist.data());
    }
  st.counters["dumps"] = static_cast<double>(sources.size());
}
BENCHMARK_CAPTURE(BM_BkaBglSupply, allied, Side::kAllied);
BENCHMARK_CAPTURE(BM_BkaBglSupply, german, Side::kGerman);

void BM_BkaSupply(benchmark::State& st, Side side) {
  const State& s = fixture().movement;
  size_t supplied = 0;
  for (auto _ : st) {
    const std::vector<bool> hexes = s.supplied_hexes(side);
    supplied = static_cast<size_t>(std::count(hexes.begin(), hexes.end(), true));
    benchmark::DoNotOptimize(supplied);
  }
  st.counters["supplied"] = static_cast<double>(supplied);
}
BENCHMARK_CAPTURE(BM_BkaSupply, allied, Side::kAllied);
BENCHMARK_CAPTURE(BM_BkaSupply, german, Side::kGerman);

// 4. A whole game between uniformly random choices, a new seed each iteration, applied as a
//    search applies them (no events made).
void BM_BkaRandomGame(benchmark::State& st) {
  constexpr int64_t kMaxActions = 1'000'000;  // tests/bka_property_test.cc allows 200,000
  uint64_t seed = 1000;
  int64_t actions = 0, listed = 0;
  for (auto _ : st) {
    State s(fixture().game, seed);
    grognard::Rng pick(seed + 7919);
    for (int64_t n = 0; !s.over(); ++n) {
      if (n == kMaxActions) return st.SkipWithError("a random game did not end");
      const auto legal = s.legal_actions();
      listed += static_cast<int64_t>(legal.size());
      grognard::bench::apply_for_search(s, legal[pick.below(legal.size())]);
      ++actions;
    }
    benchmark::DoNotOptimize(s.turn());
    ++seed;
  }
  st.SetItemsProcessed(st.iterations());
  st.counters["actions"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  st.counters["actions_per_game"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kAvgIterations);
  st.counters["listed_per_decision"] = static_cast<double>(listed) / static_cast<double>(actions);
}
BENCHMARK(BM_BkaRandomGame)->Unit(benchmark::kMillisecond)->Iterations(5);

// 5. The computer player's whole German turn, movement to the end of its battles: every
//    decision taken on the German view, with its legal list, as the server asks it.
void BM_BkaHeuristicGermanTurn(benchmark::State& st) {
  int64_t decisions = 0;
  for (auto _ : st) {
    State s = fixture().movement;
    grognard::bka::HeuristicAgent agent(kSeed);
    while (!s.over() && s.phasing() == Side::kGerman) {
      const State view = s.view_for(*s.to_move());
      s.do_apply(agent.choose(view, view.legal_actions()), grognard::EventMode::kSkip);
      ++decisions;
    }
    benchmark::DoNotOptimize(s.turn());
  }
  st.counters["decisions_per_turn"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_BkaHeuristicGermanTurn)->Unit(benchmark::kMillisecond)->Iterations(3);

// 6. The rest of what a search asks of the engine (4. is its random playout): a copy of a
//    position with one action applied to it, and the tree search's iterations from the opening.
void BM_BkaCloneApply(benchmark::State& st) {
  const auto* entry = grognard::find_game(State::kGameId);
  grognard::bench::clone_and_apply<State>(st, *entry, entry->load_scenario(kScenario));
}
BENCHMARK(BM_BkaCloneApply);

void BM_BkaSearchIterations(benchmark::State& st) {
  const auto* entry = grognard::find_game(State::kGameId);
  grognard::bench::search_iterations<State, grognard::bka::SearchModel>(
      st, *entry, entry->load_scenario(kScenario));
}
BENCHMARK(BM_BkaSearchIterations)->Arg(200)->Unit(benchmark::kMillisecond);

}  // namespace
