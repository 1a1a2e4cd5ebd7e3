// The worlds the search player draws from a seat's view (SearchModel::sample) hold nothing the
// view contradicts: La Grande Armée's unseen units (LGA 3.5) placed where the view says units
// hide, every unit it shows where it shows it, and the world seen again through the same seat's
// eyes is the view it came from.
#include <gtest/gtest.h>

#include "core/agent.h"
#include "core/registry.h"
#include "core/session.h"
#include "games/la-grande-armee/search_model.h"
#include "games/la-grande-armee/state.h"

namespace grognard::lga {
namespace {

// Positions of random games in a scenario, each seen by the seat to move.
template <class Check>
void for_random_positions(const std::string& scenario, int games, Check check) {
  const GameEntry& entry = *find_game("la-grande-armee");
  for (uint64_t seed = 1; seed <= static_cast<uint64_t>(games); ++seed) {
    auto session = entry.start_game(entry.load_scenario(scenario), seed, {});
    auto& typed = dynamic_cast<TypedSession<State>&>(*session);
    RandomAgent<State> agent(seed);
    for (int step = 0; step < 400 && !typed.over(); ++step) {
      const State& s = typed.state();
      const int seat = *s.to_move();
      check(s, s.view_for(seat), seat, seed * 1000 + static_cast<uint64_t>(step));
      const State view = s.view_for(seat);
      typed.apply_typed(agent.choose(view, view.legal_actions()));
    }
  }
}

TEST(SearchWorlds, LGA_3_5_AWorldPlacesEveryUnseenUnitAndAgreesWithTheView) {
  const SearchModel model;
  int hidden_positions = 0;
  for_random_positions(
      "1-austrian-challenge", 3, [&](const State&, const State& view, int seat, uint64_t seed) {
        bool any_hidden = false;
        for (int i = 0; i < view.unit_count(); ++i)
          any_hidden |= view.unit(UnitId{static_cast<uint16_t>(i)}).where == Where::kUnknown;
        hidden_positions += any_hidden;
        const State world = model.sample(view, seat, seed);
        for (int i = 0; i < world.unit_count(); ++i) {
          const UnitId u{static_cast<uint16_t>(i)};
          ASSERT_NE(world.unit(u).where, Where::kUnknown) << "unit " << i << ", seed " << seed;
          if (view.unit(u).where != Where::kUnknown) {
            ASSERT_EQ(world.unit(u).where, view.unit(u).where) << "unit " << i;
            if (view.on_map(u)) {
              ASSERT_EQ(world.unit(u).hex, view.unit(u).hex) << "unit " << i;
            }
          }
        }
        for (int h = 0; h < world.game().board().size(); ++h)
          ASSERT_EQ(world.hidden_below(HexId{static_cast<uint16_t>(h)}), 0) << "a world is no view";
        ASSERT_TRUE(world.broken_invariants().empty())
            << "seed " << seed << ": " << world.broken_invariants().front();
        // Seen again by the same seat, the world shows the same units in the same places.
        const State again = world.view_for(seat);
        for (int i = 0; i < view.unit_count(); ++i) {
          const UnitId u{static_cast<uint16_t>(i)};
          ASSERT_EQ(again.unit(u).where, view.unit(u).where) << "unit " << i << ", seed " << seed;
          if (view.on_map(u)) {
            ASSERT_EQ(again.unit(u).hex, view.unit(u).hex);
          }
        }
        for (int h = 0; h < view.game().board().size(); ++h) {
          const HexId hex{static_cast<uint16_t>(h)};
          if (view.hidden_below(hex) >= 0) {
            ASSERT_EQ(again.hidden_below(hex), view.hidden_below(hex)) << "area " << h;
          }
        }
      });
  EXPECT_GT(hidden_positions, 20) << "the games hid units from the seat to move";
}

}  // namespace
}  // namespace grognard::lga
