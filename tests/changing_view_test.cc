// The views an update compares (core/session.h, Session::changing_view): a game's view without
// what never changes, while a connection holds the whole view. A patch between two changing
// views applies to the whole one only if the changing view is the whole view with some parts
// left out, every array keeping its elements in their places, and if what is left out is the
// same at every position. Checked through a game played at random in every game, for every
// seat and a spectator.
#include <gtest/gtest.h>

#include <random>

#include "core/registry.h"
#include "every_game.h"

namespace grognard {
namespace {

// What `whole` has that `changing` leaves out, at the same paths; fails the test where
// `changing` is not `whole` with parts left out.
json left_out(const json& whole, const json& changing, const std::string& path) {
  if (whole.is_object() && changing.is_object()) {
    json out = json::object();
    for (const auto& [key, value] : whole.items()) {
      if (!changing.contains(key)) {
        out[key] = value;
        continue;
      }
      json inner = left_out(value, changing[key], path + "/" + key);
      if (!inner.empty()) out[key] = std::move(inner);
    }
    for (const auto& [key, value] : changing.items())
      EXPECT_TRUE(whole.contains(key)) << path << "/" << key << " is not in the whole view";
    return out;
  }
  if (whole.is_array() && changing.is_array()) {
    EXPECT_EQ(whole.size(), changing.size()) << path << ": an array of another length";
    json out = json::object();  // by index
    for (size_t i = 0; i < whole.size() && i < changing.size(); ++i) {
      json inner = left_out(whole[i], changing[i], path + "/" + std::to_string(i));
      if (!inner.empty()) out[std::to_string(i)] = std::move(inner);
    }
    return out;
  }
  EXPECT_EQ(whole, changing) << path;
  return json::object();
}

class ChangingView : public ::testing::TestWithParam<std::string> {};

TEST_P(ChangingView, IsTheWholeViewLessPartsThatNeverChange) {
  const GameEntry& entry = *find_game(GetParam());
  const std::string scenario = entry.scenarios().front().id;
  auto session = entry.start(entry.load_scenario(scenario), 3);
  std::vector<std::optional<std::string>> watchers;
  for (const std::string& seat : session->seats()) watchers.push_back(seat);
  watchers.push_back(std::nullopt);
  std::map<std::optional<std::string>, json> first;
  std::mt19937 rng(3);
  for (int n = 0; n < 300 && !session->over(); ++n) {
    for (const std::optional<std::string>& seat : watchers) {
      const json whole = seat ? session->view(seat) : session->public_view();
      const json changing = seat ? session->changing_view(seat) : session->changing_public_view();
      const json out = left_out(whole, changing, "");
      ASSERT_FALSE(HasFailure()) << seat.value_or("spectator") << " after " << n << " actions";
      const json& at_start = first.try_emplace(seat, out).first->second;
      ASSERT_EQ(out, at_start) << seat.value_or("spectator") << ": what the changing view leaves "
                               << "out changed after " << n << " actions";
    }
    const auto legal = session->legal_actions_for(*session->to_move());
    session->apply(legal[rng() % legal.size()]);
  }
  // Napoleon at Waterloo leaves out each unit's fixed fields.
  if (GetParam() == "napoleon-at-waterloo") {
    EXPECT_EQ(first.at("french")["units"]["0"],
              json::parse(R"({"arm":"leader","id":"FR-NAP","movement":6,"name":"Napoleon",
                              "nation":"french","side":"french","strength":0})"));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, ChangingView, ::testing::ValuesIn(test::every_game_id()),
                         test::GameTestName());

}  // namespace
}  // namespace grognard
