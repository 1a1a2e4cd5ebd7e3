// Napoleon at Waterloo's view without what never changes (State::changing_json), which the
// server compares from update to update while a connection holds the whole view
// (core/session.h, Session::changing_view): through a game played at random, the whole view is
// the changing one with each unit's fixed fields put back, the units in the same places, and
// those fields are the same at every position as at the start.
#include <gtest/gtest.h>

#include <random>

#include "core/registry.h"

namespace grognard {
namespace {

TEST(NawChangingView, IsTheWholeViewLessFieldsThatNeverChange) {
  const GameEntry& entry = *find_game("napoleon-at-waterloo");
  auto session = entry.start(entry.load_scenario("waterloo"), 3);
  const std::vector<std::string> fixed = {"id",  "name",     "side",     "nation",
                                          "arm", "strength", "movement", "arrives"};
  json first_units;
  std::mt19937 rng(3);
  for (int n = 0; n < 400 && !session->over(); ++n) {
    for (const std::optional<std::string>& seat :
         {std::optional<std::string>("french"), std::optional<std::string>("allied"),
          std::optional<std::string>()}) {
      json whole = session->view(seat);
      const json changing = session->changing_view(seat);
      ASSERT_EQ(whole["units"].size(), changing["units"].size());
      for (size_t u = 0; u < whole["units"].size(); ++u) {
        json& unit = whole["units"][u];
        ASSERT_TRUE(unit.contains("name")) << unit;
        ASSERT_FALSE(changing["units"][u].contains("name")) << changing["units"][u];
        json kept = json::object();
        for (const std::string& f : fixed)
          if (unit.contains(f)) kept[f] = unit[f], unit.erase(f);
        if (first_units.size() <= u) first_units.push_back(kept);
        ASSERT_EQ(kept, first_units[u]) << "a fixed field of unit " << u << " changed at " << n;
      }
      ASSERT_EQ(whole, changing) << "after " << n << " actions";
    }
    const auto legal = session->legal_actions_for(*session->to_move());
    session->apply(legal[rng() % legal.size()]);
  }
  EXPECT_GT(first_units.size(), 100u);
}

}  // namespace
}  // namespace grognard
