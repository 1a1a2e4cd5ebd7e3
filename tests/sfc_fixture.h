// Struggle for the Continent positions on the real map of Europe for rule and computer-player
// tests: the 1914 scenario, provinces and nations by key, set-up by hand, and a prepared
// position before Belgrade.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "games/struggle-for-the-continent/state.h"
#include "io/data_dir.h"

namespace grognard::sfc::test {

inline json scenario_1914() {
  return read_json_file(game_data_dir("struggle-for-the-continent") / "scenarios" / "1914.json");
}
inline std::shared_ptr<const Game> load(const json& scenario) {
  return Game::load(scenario, game_data_dir("struggle-for-the-continent"));
}
inline std::shared_ptr<const Game> europe() {
  static const auto g = load(scenario_1914());
  return g;
}
inline AreaId at(const char* key) { return *europe()->board().find(key); }
inline NationId nation(const char* key) { return *europe()->find_nation(key); }

// Every nation still setting up puts all its armies in its capital (SFC 1.2).
inline void place_all_in_capitals(State& s) {
  while (s.phase() == Phase::kSetup) s.do_apply(Place{s.game().nation(s.nation_to_move()).capital});
}

// Sets up by hand: each nation puts the armies named for it where named, the rest (at least
// one) in its capital.
using Placement = std::map<std::string, std::vector<std::pair<std::string, int>>>;
inline State set_up(const Placement& where = {}, uint64_t seed = 1) {
  State s(europe(), seed);
  while (s.phase() == Phase::kSetup) {
    const Nation& n = s.game().nation(s.nation_to_move());
    std::vector<AreaId> plan;
    if (auto it = where.find(n.key); it != where.end())
      for (const auto& [key, count] : it->second)
        for (int i = 0; i < count; ++i) plan.push_back(at(key.c_str()));
    const int start = s.to_place();
    while (static_cast<int>(plan.size()) < start) plan.insert(plan.begin(), n.capital);
    // The capital's army first (SFC 1.2), then the others.
    std::stable_partition(plan.begin(), plan.end(), [&](AreaId a) { return a == n.capital; });
    for (AreaId a : plan) s.do_apply(Place{a});
  }
  return s;
}

// Ends turns until `n` is to move.
inline void turn_of(State& s, NationId n) {
  while (s.nation_to_move() != n) s.do_apply(EndTurn{});
}

// Round 2: four Austrian armies in Bosnia, two German armies beside them with a move left,
// three Serbian armies in Belgrade (two at the start, one mobilised). Austria is to move, or
// with `german_turn` Germany, before Austria.
inline State belgrade(bool german_turn) {
  State s = set_up();
  s.do_apply(Move{at("berlin"), at("bavaria"), 2});
  s.do_apply(Move{at("bavaria"), at("vienna"), 2});
  turn_of(s, nation("austria"));
  s.do_apply(Move{at("vienna"), at("bosnia"), 4});
  while (!(s.round() == 2 && s.nation_to_move() == nation("germany"))) s.do_apply(EndTurn{});
  s.do_apply(Move{at("vienna"), at("bosnia"), 2});
  if (!german_turn) s.do_apply(EndTurn{});
  return s;
}

}  // namespace grognard::sfc::test
