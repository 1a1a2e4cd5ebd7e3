// The update stream (docs/protocol.md, "update"): each seat's connection gets its whole view
// once, in "joined", and then only the patch from the view it holds, and the seat to move its
// legal list in runs, whole or as a patch of the list it holds. Rebuilt as a client rebuilds it
// (tests/support/update_streams.h, nlohmann's RFC 6902 patch), the stream must equal the game's own
// view and legal list for that seat after every action and every undo of a whole game, in every
// game, for every seat and a spectator.
#include <gtest/gtest.h>

#include <random>

#include "core/registry.h"
#include "every_game.h"
#include "property_games.h"
#include "server_fixture.h"

namespace grognard::server {
namespace {

struct Watcher {
  std::optional<std::string> seat;  // nullopt: the spectator
  std::string token;
  std::shared_ptr<FakeClient> client = std::make_shared<FakeClient>();
};

class UpdateStream : public ::testing::TestWithParam<std::string> {
 protected:
  json request(const std::shared_ptr<FakeClient>& client, const json& message) {
    return ask(*lobby_, client, message, ++next_id_).value_or(json());
  }

  // Every watcher's rebuilt view is the game's view for its seat, at the game's seq.
  void expect_views_match(const Session& referee, const std::vector<Watcher>& watchers,
                          const std::string& after) {
    for (const Watcher& w : watchers) {
      const json update = w.client->last_update();
      const json expected = w.seat           ? referee.view(w.seat)
                            : referee.over() ? referee.view(std::nullopt)
                                             : referee.public_view();
      ASSERT_EQ(update["seq"], referee.log().size()) << w.seat.value_or("spectator") << after;
      ASSERT_EQ(update["view"], expected) << w.seat.value_or("spectator") << after;
      // The legal list, spelt out from its runs, goes to the seat to move alone.
      const json legal = w.seat && referee.to_move() == w.seat
                             ? json(referee.legal_actions_for(*w.seat))
                             : json::array();
      ASSERT_EQ(update["legal"], legal) << w.seat.value_or("spectator") << after;
    }
  }

  void SetUp() override {
    if (const auto why = harness::TestDatabase::unavailable()) GTEST_SKIP() << *why;
    db_ = std::make_unique<harness::TestDatabase>("stream-" + GetParam());
    store_ = open_store(db_->url());
    lobby_ = std::make_unique<Lobby>(*store_, LobbyOptions{1, nullptr, 1e9, 1e9});
  }
  void TearDown() override {
    lobby_.reset();
    store_.reset();
    db_.reset();
  }

  std::unique_ptr<harness::TestDatabase> db_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<Lobby> lobby_;
  int next_id_ = 0;
};

TEST_P(UpdateStream, TheViewAndLegalListRebuiltAreTheSeatsAfterEveryActionAndUndo) {
  const GameEntry& entry = *find_game(GetParam());
  const std::string scenario_id = entry.scenarios().front().id;
  const json scenario = entry.load_scenario(scenario_id);
  constexpr uint64_t kSeed = 41;

  json seats_spec = json::object();
  for (const auto& s : entry.seating(scenario).seats) seats_spec[s] = {{"player", "human"}};
  const json created = request(std::make_shared<FakeClient>(), {{"type", "create"},
                                                                {"game", GetParam()},
                                                                {"scenario", scenario_id},
                                                                {"seed", kSeed},
                                                                {"seats", seats_spec}});
  ASSERT_EQ(created.value("type", ""), "created") << created.dump();
  std::vector<Watcher> watchers;
  for (const auto& [seat, token] : created["tokens"].items()) watchers.push_back({seat, token});
  watchers.push_back({std::nullopt, created["spectator"]});
  for (const Watcher& w : watchers)
    ASSERT_EQ(request(w.client, {{"type", "join"}, {"token", w.token}})["type"], "joined");

  auto referee = entry.start(scenario, kSeed);
  expect_views_match(*referee, watchers, " after joining");
  std::mt19937_64 rng(kSeed);
  // The sanitizer build (which caps the property games) checks each game's first 120 actions
  // (patches and undos, as asserted below): 300 took Blitzkrieg at the Ardennes two minutes there.
  const int most = test::property_games_cap() ? 120 : 1'000'000;
  int actions = 0, undos = 0, patches = 0, legal_patches = 0;
  while (!referee->over() && actions < most) {
    ASSERT_LT(actions, 20000) << "the game does not end";
    const std::string to_move = *referee->to_move();
    const Watcher& mover = *std::find_if(watchers.begin(), watchers.end(),
                                         [&](const Watcher& w) { return w.seat == to_move; });
    const json action = entry.choose(*referee->mark(), to_move, "heuristic", rng());
    const auto before = referee->mark();
    json reply = request(mover.client, {{"type", "act"},
                                        {"token", mover.token},
                                        {"seq", referee->log().size()},
                                        {"action", action}});
    ASSERT_EQ(reply.value("type", ""), "ack") << reply.dump();
    referee->apply(action);
    ++actions;
    const std::string after = " after action " + std::to_string(actions) + ": " + action.dump();
    expect_views_match(*referee, watchers, after);
    patches += mover.client->last_update().contains("patch");
    legal_patches += mover.client->last_update().contains("legal_patch");

    // Now and then the mover takes the action back (a patch that goes back), and makes it again.
    if (mover.client->last_update().value("can_undo", false) && rng() % 5 == 0) {
      reply = request(mover.client,
                      {{"type", "undo"}, {"token", mover.token}, {"seq", referee->log().size()}});
      ASSERT_EQ(reply.value("type", ""), "ack") << reply.dump();
      referee->rewind(*before);
      ++undos;
      expect_views_match(*referee, watchers,
                         " after taking back action " + std::to_string(actions));
      reply = request(mover.client, {{"type", "act"},
                                     {"token", mover.token},
                                     {"seq", referee->log().size()},
                                     {"action", action}});
      ASSERT_EQ(reply.value("type", ""), "ack") << reply.dump();
      referee->apply(action);
      expect_views_match(*referee, watchers, after + " again");
    }
  }
  // The check must have checked patches, and patches that go back; and patches of the legal
  // list, which a seat gets when it is still to move after its action.
  EXPECT_GT(patches, actions / 2);
  EXPECT_GT(legal_patches, 0);
  EXPECT_GT(undos, 0);
  RecordProperty("actions", actions);
  RecordProperty("legal_patches", legal_patches);
}

INSTANTIATE_TEST_SUITE_P(EveryGame, UpdateStream, ::testing::ValuesIn(test::every_game_id()),
                         test::GameTestName());

}  // namespace
}  // namespace grognard::server
