// The yardstick (/work/shared/bench/bgl_reachable.cc) for every game alike: one unit's
// reachable set by Boost Graph Library's Dijkstra, on the whole graph or stopped when it takes
// up a vertex beyond the unit's allowance, as a Google Benchmark timing. bench_main.cc runs it
// on the yardstick's own random map, bka_bench.cc on Blitzkrieg at the Ardennes' real one;
// each builds the graph once, outside the timing, with a vertex for each hex (by HexId) and an
// edge weighted by the movement points of each step the unit may take.
#pragma once

#include <benchmark/benchmark.h>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <vector>

namespace grognard::bench {

using BglGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                          boost::property<boost::edge_weight_t, int>>;
using BglVertex = BglGraph::vertex_descriptor;

// Stops the search by throwing when it takes up a vertex beyond the allowance.
struct StopBeyondAllowance : boost::default_dijkstra_visitor {
  struct Stop {};
  const int* dist = nullptr;
  int allowance = 0;
  void examine_vertex(BglVertex v, const BglGraph&) const {
    if (dist[v] > allowance) throw Stop{};
  }
};

// The vertices a search reached at no more than the allowance (unreached ones are at
// numeric_limits<int>::max()).
inline int count_within(const std::vector<int>& dist, int allowance) {
  int n = 0;
  for (int d : dist) n += d <= allowance;
  return n;
}

// One Dijkstra from `start` over the whole graph, into dist and pred (sized to the graph).
inline void bgl_dijkstra(const BglGraph& graph, BglVertex start, std::vector<int>& dist,
                         std::vector<BglVertex>& pred) {
  boost::dijkstra_shortest_paths(graph, start,
                                 boost::predecessor_map(pred.data()).distance_map(dist.data()));
}

// Times one Dijkstra from `start` an iteration, the whole graph or stopped at the allowance,
// and counts the vertices reached within the allowance.
inline void time_bgl_dijkstra(benchmark::State& st, const BglGraph& graph, BglVertex start,
                              int allowance, bool stopped) {
  const size_t n = boost::num_vertices(graph);
  std::vector<int> dist(n);
  std::vector<BglVertex> pred(n);
  StopBeyondAllowance visitor;
  visitor.dist = dist.data();
  visitor.allowance = allowance;
  for (auto _ : st) {
    if (!stopped) {
      bgl_dijkstra(graph, start, dist, pred);
    } else {
      try {
        boost::dijkstra_shortest_paths(
            graph, start,
            boost::predecessor_map(pred.data()).distance_map(dist.data()).visitor(visitor));
      } catch (const StopBeyondAllowance::Stop&) {
      }
    }
    benchmark::DoNotOptimize(dist.data());
  }
  st.counters["reached"] = count_within(dist, allowance);
}

}  // namespace grognard::bench
