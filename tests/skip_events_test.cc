// A search applies actions with their events skipped (EventMode::kSkip): making an event must
// never change the state. In random games of every game, a state that records its events and
// one that skips them stay the same position after every action.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "core/rng.h"
#include "core/session.h"
#include "games/la-grande-armee/state.h"
#include "games/napoleon-at-waterloo/state.h"
#include "games/struggle-for-the-continent/state.h"

namespace grognard {
namespace {

template <class S>
class SkipEvents : public ::testing::Test {};

using Games = ::testing::Types<naw::State, lga::State, sfc::State>;
TYPED_TEST_SUITE(SkipEvents, Games);

TYPED_TEST(SkipEvents, SameStatesAsRecordingThem) {
  using S = TypeParam;
  const GameEntry& entry = *find_game(S::kGameId);
  const ScenarioInfo first = entry.scenarios().front();
  const json scenario = entry.load_scenario(first.id);
  int64_t actions = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    const auto session = entry.start(scenario, seed);
    S recording = dynamic_cast<const TypedSession<S>&>(*session).state();
    S skipping = recording;
    Rng pick(seed);
    while (!recording.over()) {
      const auto legal = recording.legal_actions();
      const auto& a = legal[pick.below(legal.size())];
      const Events told = recording.do_apply(a);
      EXPECT_TRUE(skipping.do_apply(a, EventMode::kSkip).empty());
      ASSERT_EQ(recording.hash(), skipping.hash())
          << "after action " << actions << ", seed " << seed << ", events " << json(told).dump();
      ++actions;
    }
  }
  EXPECT_GT(actions, 300);
}

}  // namespace
}  // namespace grognard
