// The search player (src/ai/ismcts.h) on Napoleon at Waterloo: the same seed and thread count
// give the same moves; it reads nothing the view does not show (its dice to come scrambled,
// the same move); a movement phase is planned once and its tree kept between moves.
#include <gtest/gtest.h>

#include <memory>

#include "ai/ismcts.h"
#include "games/napoleon-at-waterloo/search_model.h"
#include "games/napoleon-at-waterloo/state.h"
#include "naw_search_fixture.h"

namespace grognard::naw {
namespace {

using Search = ai::IsmctsAgent<State>;

std::unique_ptr<Search> searcher(uint64_t seed, int threads, int iterations = 24) {
  ai::SearchOptions options;
  options.iterations = iterations;
  options.threads = threads;
  return std::make_unique<Search>(std::make_shared<SearchModel>(), options, seed);
}

std::vector<Action> search_moves_of(uint64_t seed, int threads, int decisions) {
  return first_moves(*searcher(seed, threads), decisions);
}

TEST(SearchPlayer, TheSameSeedAndThreadsGiveTheSameMoves) {
  EXPECT_EQ(search_moves_of(11, 1, 4), search_moves_of(11, 1, 4));
  EXPECT_EQ(search_moves_of(11, 2, 4), search_moves_of(11, 2, 4));
}

TEST(SearchPlayer, ItRunsItsIterationsOnEveryThread) {
  const State s = opening(7);
  const State view = s.view_for(*s.to_move());
  auto agent = searcher(3, 2, 20);
  agent->choose(view, view.legal_actions());
  EXPECT_EQ(agent->last_iterations(), 40);
}

TEST(SearchPlayer, ItSeesOnlyTheView) {
  // The view's dice are no one's to know: a view whose random source is scrambled must give
  // the same move, since the search draws its own dice for every world.
  const State s = opening(7);
  State view = s.view_for(*s.to_move());
  State scrambled = view;
  scrambled.rng() = Rng(0x5eed5eed);
  const auto legal = view.legal_actions();
  EXPECT_EQ(searcher(5, 1)->choose(view, legal), searcher(5, 1)->choose(scrambled, legal));
}

TEST(SearchPlayer, AMovementPhaseIsPlannedOnceAndItsTreeKept) {
  State s = opening(7);
  auto agent = searcher(9, 1, 60);
  const int seat = *s.to_move();
  const Phase phase = s.phase();
  int reused = 0, decisions = 0;
  while (s.to_move() == seat && s.phase() == phase && decisions < 4) {
    const State view = s.view_for(seat);
    const Action a = agent->choose(view, view.legal_actions());
    if (decisions > 0 && agent->reused_tree()) ++reused;
    s.do_apply(a);
    ++decisions;
  }
  ASSERT_EQ(decisions, 4) << "the French movement phase has more than four moves";
  EXPECT_EQ(reused, 3) << "each move after the first starts from the tree the last one left";
}

}  // namespace
}  // namespace grognard::naw
