// Several grognard-server processes on one PostgreSQL database (issue 19), as real processes
// over real sockets: a client on each plays the same game; when both act on one position, one
// is acknowledged and the other told the game moved on; one process is killed mid-game and the
// other takes the game over, its computer seat included, with every acknowledged action kept.
// Runs in the .postgres pass only (tests/CMakeLists.txt); skipped on SQLite.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "server/store.h"
#include "server_fixture.h"
#include "server_process.h"
#include "test_database.h"
#include "ws_client.h"

namespace {

using grognard::harness::ServerProcess;
using grognard::harness::TestDatabase;
using grognard::harness::WsClient;
using nlohmann::json;

class SharedDatabase : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!TestDatabase::postgres_asked())
      GTEST_SKIP() << "several processes share a PostgreSQL database: the .postgres pass";
    if (const auto why = TestDatabase::unavailable()) GTEST_SKIP() << *why;
    const std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    db_ = std::make_unique<TestDatabase>("shared-" + name);
    dir_ = std::filesystem::temp_directory_path() /
           ("grognard-shared-" + std::to_string(::getpid()) + "-" + name);
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "web");
    std::ofstream(dir_ / "web" / "index.html") << "<!doctype html><title>Grognard</title>";
  }
  void TearDown() override {
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
    db_.reset();
  }
  std::unique_ptr<ServerProcess> start(const std::string& name) {
    grognard::harness::ServerProcessOptions options;
    options.binary = GROGNARD_SERVER;
    options.db = db_->url();
    options.log = dir_ / (name + ".log");
    options.web = dir_ / "web";
    return std::make_unique<ServerProcess>(options);
  }

  // Reads until the client's latest update leaves the French seat to move at `seq` or later;
  // only French acts in these games, so that is the game as it stands.
  static const json& french_to_move(WsClient& c, int seq) {
    while (!(c.last_update().value("to_move", json()) == "french" &&
             c.last_update().value("seq", -1) >= seq))
      c.read();
    return c.last_update();
  }
  // Reads until the client's latest update is at `seq` (an ack comes before its update).
  static const json& at_seq(WsClient& c, int seq) {
    while (c.last_update().value("seq", -1) != seq) c.read();
    return c.last_update();
  }
  // Reads until the reply to request `id` comes.
  static json reply_to(WsClient& c, int id) {
    for (;;) {
      const json m = c.read();
      if (m.value("id", -1) == id) return m;
    }
  }

  std::unique_ptr<TestDatabase> db_;
  std::filesystem::path dir_;
};

TEST_F(SharedDatabase, TwoProcessesServeOneGameAndOneTakesItOverWhenTheOtherIsKilled) {
  auto a = start("a");
  auto b = start("b");
  auto ca = std::make_unique<WsClient>(a->port());
  WsClient cb(b->port());
  const json created = ca->request({{"type", "create"},
                                    {"game", "napoleon-at-waterloo"},
                                    {"scenario", "waterloo"},
                                    {"seed", 4},
                                    {"seats",
                                     {{"french", {{"player", "human"}}},
                                      {"allied", {{"player", "computer"}, {"agent", "random"}}}}}});
  ASSERT_EQ(created["type"], "created") << created.dump();
  const std::string game_id = created["game_id"];
  const std::string token = created["tokens"]["french"];
  ASSERT_EQ(ca->request({{"type", "join"}, {"token", token}})["type"], "joined");

  std::map<int, json> acknowledged;  // by the seq the ack gave
  std::mt19937 rng(19);
  int seq = 0;
  // One French action from `c`: a pass one time in two, else anything legal.
  auto play = [&](WsClient& c) {
    const json& update = french_to_move(c, seq);
    const json& legal = update["legal"];
    json action = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    if (rng() % 2 == 0)
      for (const json& l : legal)
        if (l["type"] == "pass") action = l;
    const json ack =
        c.request({{"type", "act"}, {"token", token}, {"seq", update["seq"]}, {"action", action}});
    ASSERT_EQ(ack["type"], "ack") << ack.dump();
    seq = ack["seq"];
    acknowledged[seq] = action;
  };

  // French passes (or, when it may not, does what it must) until the computer seat has moved:
  // an update with French to move at a later seq than French's own last action.
  auto pass_until_the_computer_moved = [&](WsClient& c) {
    for (;;) {
      const json& update = french_to_move(c, seq);
      if (update["seq"].get<int>() > seq) return;
      json pass = update["legal"][0];
      for (const json& l : update["legal"])
        if (l["type"] == "pass") pass = l;
      const json ack =
          c.request({{"type", "act"}, {"token", token}, {"seq", update["seq"]}, {"action", pass}});
      ASSERT_EQ(ack["type"], "ack") << ack.dump();
      seq = ack["seq"];
      acknowledged[seq] = pass;
    }
  };

  // Process a alone has the game in memory when its computer seat first moves: a holds it.
  pass_until_the_computer_moved(*ca);
  if (HasFatalFailure()) return;
  ASSERT_EQ(cb.request({{"type", "join"}, {"token", token}})["type"], "joined");
  // Turn about, each process applying what the other stored; the computer seat moves between,
  // under a.
  const int before_turns = seq;
  for (int i = 0; i < 24; ++i) {
    play(i % 2 == 0 ? *ca : cb);
    if (HasFatalFailure()) return;
  }
  ASSERT_GT(seq, before_turns + 24) << "the computer seat did not move again";

  // Both act on one position, each its own action: one is acknowledged, the other refused as
  // stale, never both. (The same action from both would be one entry, acknowledged to each.)
  const json& position = french_to_move(*ca, seq);
  french_to_move(cb, seq);
  ASSERT_GE(position["legal"].size(), 2u);
  json first = {{"v", 1},
                {"id", 9001},
                {"type", "act"},
                {"token", token},
                {"seq", position["seq"]},
                {"action", position["legal"][0]}};
  json second = first;
  second["id"] = 9002;
  second["action"] = position["legal"][1];
  ca->send(first);
  cb.send(second);
  const json replies[2] = {reply_to(*ca, 9001), reply_to(cb, 9002)};
  int acks = 0;
  for (int i = 0; i < 2; ++i) {
    if (replies[i]["type"] == "ack") {
      ++acks;
      seq = replies[i]["seq"];
      acknowledged[seq] = (i == 0 ? first : second)["action"];
    } else {
      EXPECT_EQ(replies[i]["code"], "stale") << replies[i].dump();
    }
  }
  EXPECT_EQ(acks, 1) << replies[0].dump() << replies[1].dump();

  // Process a dies mid-game; its client comes back through b, which plays on, computer and all.
  EXPECT_EQ(a->stop(SIGKILL), 128 + SIGKILL);
  ca = std::make_unique<WsClient>(b->port());
  const json joined = ca->request({{"type", "join"}, {"token", token}});
  ASSERT_EQ(joined["type"], "joined") << joined.dump();
  EXPECT_GE(joined["seq"].get<int>(), seq);
  const int before_kill = seq;
  for (int i = 0; i < 12; ++i) {
    play(i % 2 == 0 ? *ca : cb);
    if (HasFatalFailure()) return;
  }
  // The computer seat moves again, under b alone.
  pass_until_the_computer_moved(cb);
  if (HasFatalFailure()) return;
  EXPECT_GT(seq, before_kill);

  // Every acknowledged action is stored, where its ack said.
  const auto store = grognard::server::open_store(db_->url());
  const auto record = store->load_game(game_id);
  ASSERT_GE(record.log.size(), static_cast<size_t>(seq));
  for (const auto& [at, action] : acknowledged)
    EXPECT_EQ(record.log[at - 1].action, action) << "the action acknowledged as seq " << at;
  EXPECT_EQ(b->stop(SIGTERM), 0) << b->log_text();
}

// A move made through one process is taken back through the other; the first follows, and the
// views the two clients rebuilt from their updates agree at every step.
TEST_F(SharedDatabase, AnUndoThroughOneProcessIsFollowedByTheOther) {
  auto a = start("a");
  auto b = start("b");
  WsClient ca(a->port()), cb(b->port());
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const json created = ca.request({{"type", "create"},
                                   {"game", "napoleon-at-waterloo"},
                                   {"scenario", "waterloo"},
                                   {"seed", 4},
                                   {"seats", humans}});
  ASSERT_EQ(created["type"], "created") << created.dump();
  const std::string token = created["tokens"]["french"];
  ASSERT_EQ(ca.request({{"type", "join"}, {"token", token}})["type"], "joined");
  ASSERT_EQ(cb.request({{"type", "join"}, {"token", token}})["type"], "joined");
  const json start_view = ca.last_update()["view"];
  EXPECT_EQ(cb.last_update()["view"], start_view);

  const json move = ca.last_update()["legal"][0];
  ASSERT_EQ(move["type"], "move") << move.dump();
  const json ack = ca.request({{"type", "act"}, {"token", token}, {"seq", 0}, {"action", move}});
  ASSERT_EQ(ack["seq"], 1) << ack.dump();
  const json moved_view = at_seq(ca, 1)["view"];
  EXPECT_NE(moved_view, start_view);
  EXPECT_TRUE(at_seq(cb, 1)["view"] == moved_view) << "b's client does not see a's move";
  EXPECT_TRUE(cb.last_update()["can_undo"]) << "b cannot take back what a stored";

  const json undone = cb.request({{"type", "undo"}, {"token", token}, {"seq", 1}});
  ASSERT_EQ(undone["type"], "ack") << undone.dump();
  EXPECT_EQ(undone["seq"], 0);
  EXPECT_TRUE(at_seq(cb, 0)["view"] == start_view) << "the undo did not restore the view";
  EXPECT_TRUE(at_seq(ca, 0)["view"] == start_view) << "a did not follow b's undo";
  EXPECT_FALSE(ca.last_update()["can_undo"]);

  // The game goes on from there through either: a stale act made at seq 1 is refused.
  const json stale = ca.request({{"type", "act"}, {"token", token}, {"seq", 1}, {"action", move}});
  EXPECT_EQ(stale["code"], "stale") << stale.dump();
  const json again = ca.request(
      {{"type", "act"}, {"token", token}, {"seq", 0}, {"action", ca.last_update()["legal"][1]}});
  ASSERT_EQ(again["seq"], 1) << again.dump();
  EXPECT_TRUE(at_seq(cb, 1)["view"] == at_seq(ca, 1)["view"]);
}

// Two lobbies in this process, each on its own connection to one database, as two server
// processes have them: a game that only the other serves is followed here while it is in memory,
// but following is not activity, so it leaves this one's memory once no one here touches it.
TEST_F(SharedDatabase, AGameOnlyAnotherProcessServesLeavesThisOnesMemoryWhenIdle) {
  using namespace grognard::server;
  auto store_a = open_store(db_->url());
  auto store_b = open_store(db_->url());
  Lobby a(*store_a, LobbyOptions{1, nullptr, 1e9, 1e9});
  Lobby b(*store_b, LobbyOptions{1, nullptr, 1e9, 1e9});
  auto on_a = std::make_shared<FakeClient>();
  auto on_b = std::make_shared<FakeClient>();
  const json humans = {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}};
  const auto created = ask(a, on_a,
                           {{"type", "create"},
                            {"game", kGame},
                            {"scenario", "waterloo"},
                            {"seed", 4},
                            {"seats", humans}},
                           1);
  ASSERT_TRUE(created && (*created)["type"] == "created");
  const std::string token = (*created)["tokens"]["french"];
  ASSERT_EQ((*ask(a, on_a, {{"type", "join"}, {"token", token}}, 2))["type"], "joined");
  ASSERT_EQ((*ask(b, on_b, {{"type", "join"}, {"token", token}}, 3))["type"], "joined");
  b.disconnect(on_b.get());
  const auto left = std::chrono::steady_clock::now();

  // Played through a; b's room follows it.
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(on_a->wait_for([&](const json& m) {
      return (m["type"] == "update" || m["type"] == "joined") && m.value("seq", -1) == i;
    }));
    const json move = on_a->last_update()["legal"][0];
    const auto ack =
        ask(a, on_a, {{"type", "act"}, {"token", token}, {"seq", i}, {"action", move}}, 10 + i);
    ASSERT_TRUE(ack && (*ack)["type"] == "ack") << (ack ? ack->dump() : "no reply");
  }
  EXPECT_EQ(b.game_count(), 1u);
  const auto lifetime = LobbyOptions{}.idle_game_lifetime;
  // Idle since its last client here left, whatever a did since. b's watching thread holds the
  // room for a moment while it follows a's last action: ask again until it has let go (were
  // following counted as activity, no asking would ever release it).
  size_t released = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while ((released = b.release_idle_games(left + lifetime)) == 0 &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(released, 1u);
  EXPECT_EQ(b.game_count(), 0u);
  // a's client is still joined there: the game stays.
  EXPECT_EQ(a.release_idle_games(left + lifetime + std::chrono::hours(1)), 0u);
}

}  // namespace
