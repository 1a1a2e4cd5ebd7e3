// The server's protocol driven through the Lobby, without sockets: a client that keeps what
// it is sent, and a lobby on a temporary database (server_test.cc, server_balance_test.cc).
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "core/rng.h"
#include "server/lobby.h"
#include "test_database.h"
#include "update_streams.h"

namespace grognard::server {

constexpr const char* kGame = "napoleon-at-waterloo";

class FakeClient : public Client {
 public:
  explicit FakeClient(std::string address = "192.0.2.1") : Client(std::move(address)) {}
  // Takes each message as the browser would: serialised, then parsed again. A message that
  // cannot be serialised as it is (a string that is not valid UTF-8) fails the test.
  void send(const json& original) override {
    std::string text;
    try {
      text = original.dump();
    } catch (const json::exception& e) {
      ADD_FAILURE() << "a message that is not valid JSON text: " << e.what();
      text = original.dump(-1, ' ', false, json::error_handler_t::replace);
    }
    json message = json::parse(text);
    std::lock_guard lock(mutex_);
    // Each update gets its whole view back, rebuilt from its patch as the browser does.
    if (const auto gap = streams_.complete(message)) ADD_FAILURE() << *gap << ": " << text;
    if (message["type"] == "update" || message["type"] == "joined") {
      last_update_ = message;
      // Kept apart from the long lists of legal actions, which only the latest update needs.
      json kept = message;
      kept.erase("legal");
      kept.erase("legal_runs");
      messages_.push_back(std::move(kept));
    } else {
      messages_.push_back(message);
    }
    changed_.notify_all();
  }
  // Every message received, without their legal-action lists.
  std::vector<json> messages() const {
    std::lock_guard lock(mutex_);
    return messages_;
  }
  json last_update() const {
    std::lock_guard lock(mutex_);
    return last_update_;
  }
  size_t count() const {
    std::lock_guard lock(mutex_);
    return messages_.size();
  }
  // Waits until a message from number `from` on satisfies `pred`. The bound only stops a hung
  // test: a whole computer-played game under the sanitizers on a busy 2-core machine took
  // 64 s once, so it is far above what any message should take.
  template <class P>
  std::optional<json> wait_for(P pred, size_t from = 0) {
    std::unique_lock lock(mutex_);
    std::optional<json> found;
    changed_.wait_for(lock, std::chrono::seconds(300), [&] {
      for (size_t i = from; i < messages_.size(); ++i)
        if (pred(messages_[i])) {
          found = messages_[i];
          return true;
        }
      return false;
    });
    return found;
  }

 private:
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<json> messages_;
  json last_update_;
  harness::UpdateStreams streams_;
};

// Sends `message` through `lobby` as `client` with the id `id` ("v":1 unless it says another) and
// waits for the reply that carries the id; nullopt when none comes.
inline std::optional<json> ask(Lobby& lobby, const std::shared_ptr<FakeClient>& client,
                               json message, int id) {
  message["id"] = id;
  if (!message.contains("v")) message["v"] = 1;
  const size_t from = client->count();
  lobby.handle(client, message.dump());
  return client->wait_for([&](const json& m) { return m.value("id", -1) == id; }, from);
}

class ServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (const auto why = harness::TestDatabase::unavailable()) GTEST_SKIP() << *why;
    db_ = std::make_unique<harness::TestDatabase>(
        std::string("server-") + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    open();
  }
  void TearDown() override {
    close();
    db_.reset();
  }
  void open() { open(db_->url()); }
  void open(const std::string& database) {
    store_ = open_store(database);
    lobby_ = std::make_unique<Lobby>(*store_, options_);
  }
  void close() {
    lobby_.reset();
    store_.reset();
  }

  // Sends a request and returns the reply carrying its id.
  json request(const std::shared_ptr<FakeClient>& client, const json& message) {
    const auto reply = ask(*lobby_, client, message, ++next_id_);
    EXPECT_TRUE(reply) << "no reply to " << message.dump();
    return reply.value_or(json());
  }
  json create(const std::shared_ptr<FakeClient>& client, const std::string& french,
              const std::string& allied, uint64_t seed = 18) {
    auto seat = [](const std::string& who) {
      return who == "human" ? json{{"player", "human"}}
                            : json{{"player", "computer"}, {"agent", who}};
    };
    json reply = request(client, {{"type", "create"},
                                  {"game", kGame},
                                  {"scenario", "waterloo"},
                                  {"seed", seed},
                                  {"seats", {{"french", seat(french)}, {"allied", seat(allied)}}}});
    EXPECT_EQ(reply["type"], "created") << reply.dump();
    return reply;
  }
  // An action made on the latest update the client received ("seq"), as the browser makes it.
  json act(const std::shared_ptr<FakeClient>& client, const std::string& token,
           const json& action) {
    return request(client, {{"type", "act"},
                            {"token", token},
                            {"seq", client->last_update()["seq"]},
                            {"action", action}});
  }
  // The French seat played with random legal actions, each made on the latest update, while the
  // computer plays the allies: until the game is over, `most` actions are made, or ten minutes
  // pass. Returns the seq of each action, from its ack.
  std::vector<int> play_french_at_random(const std::shared_ptr<FakeClient>& client,
                                         const std::string& token, uint64_t seed, int most) {
    Rng choices(seed);
    std::vector<int> acted_at;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(10);
    while (static_cast<int>(acted_at.size()) < most &&
           std::chrono::steady_clock::now() < deadline) {
      const json latest = last_update(client);
      if (latest["over"] == true) break;
      if (latest["to_move"] != "french") {  // the computer is thinking
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        continue;
      }
      const json& legal = latest["legal"];
      EXPECT_FALSE(legal.empty());
      if (legal.empty()) break;
      const json r = act(client, token, legal[choices.below(legal.size())]);
      EXPECT_EQ(r["type"], "ack") << r.dump();
      if (r["type"] != "ack") break;
      acted_at.push_back(r["seq"].get<int>());
    }
    return acted_at;
  }
  // An undo made on the latest update the client received, as the browser makes it.
  json undo(const std::shared_ptr<FakeClient>& client, const std::string& token) {
    return request(client,
                   {{"type", "undo"}, {"token", token}, {"seq", client->last_update()["seq"]}});
  }
  static json last_update(const std::shared_ptr<FakeClient>& client) {
    return client->last_update();
  }

  std::unique_ptr<harness::TestDatabase> db_;
  LobbyOptions options_{1, nullptr};
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<Lobby> lobby_;
  int next_id_ = 0;
};

}  // namespace grognard::server
