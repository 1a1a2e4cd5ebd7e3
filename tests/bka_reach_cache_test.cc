// Blitzkrieg at the Ardennes: the reach kept between listings (reach_cache.h) lists exactly the
// moves a fresh search of every unit gives, and a move takes the path the whole search gives,
// at every decision of seeded random games (both rule sets: hidden units seen as units come
// next to them, bridges blown and rebuilt, units joined); and a move is valid where the fresh
// search reaches.
#include <gtest/gtest.h>

#include "bka_fixture.h"
#include "io/scenario_files.h"

namespace grognard::bka::test {
namespace {

// BKA Movement: a unit moves from where it began the phase to any hex it can reach and stop
// in; the list offers a moved unit again only while it must still attack (state.cc's order).
std::vector<Move> moves_by_fresh_searches(const State& s) {
  std::vector<Move> out;
  const std::vector<UnitId> must_engage = s.unengaged_units();
  ReachableSet reach;
  for (int i = 0; i < s.unit_count(); ++i) {
    const UnitId u{static_cast<uint16_t>(i)};
    const UnitState& us = s.unit(u);
    if (!s.on_map(u) || s.def(u).side != s.phasing() || us.immobilized) continue;
    if (us.moved && std::find(must_engage.begin(), must_engage.end(), u) == must_engage.end())
      continue;
    s.reachable(u, reach);
    for (HexId h : reach.hexes())
      if (h != us.hex && !s.may_stop(u, h)) out.push_back(Move{u, h});
  }
  return out;
}

std::vector<Move> listed_moves(const std::vector<Action>& legal) {
  std::vector<Move> out;
  for (const Action& a : legal)
    if (const auto* m = std::get_if<Move>(&a)) out.push_back(*m);
  return out;
}

TEST(BkaReachCache, ListsWhatFreshSearchesListAndMovesAlongTheirPaths) {
  int compared = 0, moves_picked = 0, validated = 0;
  for (const char* rules : {"revised", "original"}) {
    json scenario = load_scenario_file(State::kGameId, "wacht-am-rhein");
    scenario["options"] = {{"rules", rules}};
    const auto game = Game::load(scenario, game_data_dir(State::kGameId));
    for (int g = 0; g < 2; ++g) {
      State s(game, 500 + g);
      Rng pick(31 + g);
      for (int n = 0; !s.over(); ++n) {
        ASSERT_LT(n, 200000) << "the game does not end";
        const auto legal = s.legal_actions();
        if (s.phase() == Phase::kMovement) {
          ASSERT_EQ(listed_moves(legal), moves_by_fresh_searches(s))
              << rules << " game " << g << ", decision " << n << ", turn " << s.turn();
          ++compared;
        }
        const Action& a = legal[pick.below(legal.size())];
        if (const auto* m = std::get_if<Move>(&a)) {
          ReachableSet reach;
          s.reachable(m->unit, reach);
          ASSERT_EQ(s.move_path(m->unit, m->to), reach.path_to(m->to))
              << rules << " game " << g << ", decision " << n;
          // Validating a move answers from the kept reach where it holds: the same answer as
          // the fresh search, for every hex of the board (every 25th move picked).
          if (++moves_picked % 25 == 0) {
            for (int h = 0; h < game->board().size(); ++h) {
              const HexId to{static_cast<uint16_t>(h)};
              const bool fresh =
                  to != s.unit(m->unit).hex && reach.reached(to) && !s.may_stop(m->unit, to);
              ASSERT_EQ(!s.validate(Move{m->unit, to}), fresh)
                  << rules << " game " << g << ", decision " << n << ", hex "
                  << game->board().label_text(to);
              ++validated;
            }
          }
        }
        s.do_apply(a, EventMode::kSkip);
      }
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(validated, 10000);
}

}  // namespace
}  // namespace grognard::bka::test
