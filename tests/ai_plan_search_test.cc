// The plan search (src/ai/plan_search.h) on Napoleon at Waterloo: it takes the style whose
// rollouts come out best, leaving the game's own player for a better one; it plans once a side's
// turn; a seat whose styles all play alike is not searched; the same seed and thread count give
// the same moves; it reads nothing the view does not
// show (its dice to come scrambled, the same plan).
#include <gtest/gtest.h>

#include <memory>

#include "ai/plan_search.h"
#include "games/napoleon-at-waterloo/search_model.h"
#include "games/napoleon-at-waterloo/state.h"
#include "naw_search_fixture.h"

namespace grognard::naw {
namespace {

using Plan = ai::PlanSearchAgent<State>;

std::unique_ptr<Plan> planner(std::shared_ptr<const ai::SearchModel<State>> model, uint64_t seed,
                              int threads, int rollouts = 4, int horizon = 2) {
  ai::PlanOptions options;
  options.rollouts = rollouts;
  options.threads = threads;
  options.horizon = horizon;
  return std::make_unique<Plan>(std::move(model), options, seed);
}

// Two styles: 0 moves at random, 1 is the game's player. The search must leave style 0.
class RandomFirstModel : public SearchModel {
 public:
  int styles() const override { return 2; }
  std::unique_ptr<Agent<State>> player(int style, uint64_t seed) const override {
    if (style == 0) return std::make_unique<RandomAgent<State>>(seed);
    return std::make_unique<HeuristicAgent>(seed);
  }
};

// The same, but its styles differ only for the seat that does not move first: for the first, the
// random style is all there is.
class OneSidedStylesModel : public RandomFirstModel {
 public:
  explicit OneSidedStylesModel(int styled_seat) : styled_seat_(styled_seat) {}
  int seat_styles(int seat) const override { return seat == styled_seat_ ? 2 : 1; }

 private:
  int styled_seat_;
};

std::vector<Action> plan_moves_of(uint64_t seed, int threads, int decisions) {
  return first_moves(*planner(std::make_shared<SearchModel>(), seed, threads), decisions);
}

TEST(PlanSearch, ItTakesTheStyleWhoseRolloutsComeOutBest) {
  const State s = opening(7);
  const State view = s.view_for(*s.to_move());
  auto agent = planner(std::make_shared<RandomFirstModel>(), 3, 1, 6);
  agent->choose(view, view.legal_actions());
  ASSERT_EQ(agent->values().size(), 2u);
  EXPECT_GT(agent->values()[1], agent->values()[0]) << "the heuristic outplays random moves";
  EXPECT_EQ(agent->style(), 1);
}

TEST(PlanSearch, ASeatWhoseStylesAreAllAlikeIsPlayedInStyleZeroWithoutRollouts) {
  const State s = opening(7);
  const int seat = *s.to_move();
  const State view = s.view_for(seat);
  auto unstyled = planner(std::make_shared<OneSidedStylesModel>(1 - seat), 3, 1, 6);
  unstyled->choose(view, view.legal_actions());
  EXPECT_EQ(unstyled->values().size(), 1u) << "nothing to compare";
  EXPECT_EQ(unstyled->style(), 0);
  auto styled = planner(std::make_shared<OneSidedStylesModel>(seat), 3, 1, 6);
  styled->choose(view, view.legal_actions());
  EXPECT_EQ(styled->values().size(), 2u);
  EXPECT_EQ(styled->style(), 1);
}

TEST(PlanSearch, AStyleIsKeptUnlessAnotherPassesItByTheMargin) {
  // Without a margin the best (ties to the lower style); with one, last turn's style unless
  // another's mean is more than the margin above it.
  EXPECT_EQ(ai::chosen_style({0.47, 0.455}, 1, 0), 0);
  EXPECT_EQ(ai::chosen_style({0.0, 0.0}, 1, 0), 0);
  EXPECT_EQ(ai::chosen_style({0.47, 0.455}, 1, 0.25), 1);
  EXPECT_EQ(ai::chosen_style({0.0, 0.0}, 1, 0.25), 1);
  EXPECT_EQ(ai::chosen_style({0.9, 0.455}, 1, 0.25), 0);
  EXPECT_EQ(ai::chosen_style({0.2, 0.6, 0.3}, std::nullopt, 0.25), 1) << "no last turn: the best";
}

TEST(PlanSearch, ASideTurnIsPlannedOnceAndKeptToTheEnd) {
  State s = opening(7);
  auto agent = planner(std::make_shared<SearchModel>(), 9, 1);
  const int seat = *s.to_move();
  const int turn = s.turn();
  int decisions = 0;
  while (s.to_move() == seat && s.turn() == turn && decisions < 6) {
    const State view = s.view_for(seat);
    s.do_apply(agent->choose(view, view.legal_actions()));
    ++decisions;
  }
  ASSERT_EQ(decisions, 6) << "the French turn has more than six moves";
  EXPECT_EQ(agent->plans(), 1) << "one plan for the side's turn";
  // On to the seat's first decision in another side's turn, the other seat played by the game's
  // player.
  const Side phasing = s.phasing();
  while (!s.over() && (s.to_move() != seat || (s.turn() == turn && s.phasing() == phasing))) {
    if (s.to_move() == seat) {
      const State view = s.view_for(seat);
      s.do_apply(agent->choose(view, view.legal_actions()));

    } else {
      const State view = s.view_for(*s.to_move());
      s.do_apply(HeuristicAgent(1).choose(view, view.legal_actions()));
    }
  }
  const State view = s.view_for(seat);
  agent->choose(view, view.legal_actions());
  EXPECT_EQ(agent->plans(), 2) << "a new plan for the next side's turn";
}

TEST(PlanSearch, TheSameSeedAndThreadsGiveTheSameMoves) {
  EXPECT_EQ(plan_moves_of(11, 1, 4), plan_moves_of(11, 1, 4));
  EXPECT_EQ(plan_moves_of(11, 2, 4), plan_moves_of(11, 2, 4));
}

TEST(PlanSearch, ItSeesOnlyTheView) {
  // The view's dice are no one's to know: a view whose random source is scrambled must give
  // the same plan, since every rollout draws its own dice.
  const State s = opening(7);
  State view = s.view_for(*s.to_move());
  State scrambled = view;
  scrambled.rng() = Rng(0x5eed5eed);
  const auto legal = view.legal_actions();
  auto plain = planner(std::make_shared<SearchModel>(), 5, 1);
  auto other = planner(std::make_shared<SearchModel>(), 5, 1);
  EXPECT_EQ(plain->choose(view, legal), other->choose(scrambled, legal));
  EXPECT_EQ(plain->values(), other->values());
}

}  // namespace
}  // namespace grognard::naw
