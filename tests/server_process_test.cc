// The real grognard-server process over real sockets: killed with SIGKILL after acknowledged
// actions and restarted on the same file, it loses nothing; SIGTERM stops it cleanly; the
// HTTP side answers health, catalogue, boards and the client's files.
#include "server_process.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <thread>

#include "test_database.h"
#include "ws_client.h"

namespace {

using grognard::harness::http_get;
using grognard::harness::ServerProcess;
using grognard::harness::WsClient;
using nlohmann::json;

class ServerProcessTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (const auto why = grognard::harness::TestDatabase::unavailable()) GTEST_SKIP() << *why;
    db_ = std::make_unique<grognard::harness::TestDatabase>(
        std::string("process-") + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    dir_ = std::filesystem::temp_directory_path() /
           ("grognard-process-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "web");
    std::ofstream(dir_ / "web" / "index.html") << "<!doctype html><title>Grognard</title>";
  }
  void TearDown() override {
    std::filesystem::remove_all(dir_);
    db_.reset();
  }
  std::unique_ptr<ServerProcess> start() {
    grognard::harness::ServerProcessOptions options;
    options.binary = GROGNARD_SERVER;
    options.db = db_->url();
    options.log = dir_ / "server.log";
    options.web = dir_ / "web";
    return std::make_unique<ServerProcess>(options);
  }
  std::filesystem::path dir_;
  std::unique_ptr<grognard::harness::TestDatabase> db_;
};

TEST_F(ServerProcessTest, AKilledServerRestartedOnItsFileLosesNoAcknowledgedAction) {
  std::string token;
  json view_before;
  int seq_before = 0;
  {
    auto server = start();
    WsClient c(server->port());
    const json created = c.request(
        {{"type", "create"},
         {"game", "napoleon-at-waterloo"},
         {"scenario", "waterloo"},
         {"seed", 4},
         {"seats", {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}}}});
    ASSERT_EQ(created["type"], "created") << created.dump();
    token = created["tokens"]["french"];
    c.request({{"type", "join"}, {"token", token}});
    for (const char* unit : {"FR-1-1", "FR-1-2", "FR-2-1"}) {
      const json legal = c.last_update()["legal"];
      json move;
      for (const json& a : legal)
        if (a["type"] == "move" && a["unit"] == unit) {
          move = a;
          break;
        }
      ASSERT_FALSE(move.is_null());
      const json ack = c.request(
          {{"type", "act"}, {"token", token}, {"seq", c.last_update()["seq"]}, {"action", move}});
      ASSERT_EQ(ack["type"], "ack") << ack.dump();
      c.read();  // the update that follows the ack
    }
    view_before = c.last_update()["view"];
    seq_before = c.last_update()["seq"];
    EXPECT_EQ(seq_before, 3);
    EXPECT_EQ(server->stop(SIGKILL), 128 + SIGKILL);
  }
  auto server = start();
  EXPECT_NE(server->log_text().find("\"games_restored\":1"), std::string::npos);
  WsClient c(server->port());
  const json joined = c.request({{"type", "join"}, {"token", token}});
  EXPECT_EQ(joined["seq"], seq_before);
  EXPECT_EQ(joined["view"], view_before);
}

// A text frame that is not JSON and holds a character cut where parsing stops once ended the
// server: the error quoted the cut character, and serialising that reply threw on the network
// thread. Every such frame gets an error that parses, and the server serves on.
TEST_F(ServerProcessTest, ATextFrameOfAnyCharactersGetsAJsonErrorAndTheServerServesOn) {
  auto server = start();
  WsClient c(server->port());
  for (const char* text : {"é", "{中", "😀", "[\"é\", é]", "{\"v\":1,\"type\":\"ping\"}é"}) {
    c.send_text(text);
    const json reply = c.read();  // throws, failing the test, unless it parses
    EXPECT_EQ(reply["type"], "error") << text;
    EXPECT_EQ(reply["code"], "bad_json") << text;
  }
  EXPECT_EQ(c.request({{"type", "ping"}})["type"], "pong");
  // Bytes that are not UTF-8 at all: the WebSocket layer may close this connection (RFC 6455
  // requires text frames to be UTF-8) or the lobby answers; either way the server lives on.
  try {
    WsClient raw(server->port());
    raw.send_text("\xff\xc3");
    const json reply = raw.read();
    EXPECT_EQ(reply["code"], "bad_json");
  } catch (const grognard::harness::WsClosed&) {
  }
  // The HTTP side refuses a target with raw bytes that are not ASCII (they must be
  // percent-encoded), with an error that is valid JSON there too.
  for (const char* target :
       {"/api/board/\xff\xc3/x", "/api/\xc3", "/api/board/napoleon-at-waterloo/\xe4\xb8"}) {
    const auto [status, body] = http_get(server->port(), target);
    EXPECT_EQ(status, 400) << body;
    EXPECT_FALSE(json::parse(body)["error"].value("code", "").empty()) << body;
  }
  const auto [status, body] = http_get(server->port(), "/health");
  EXPECT_EQ(status, 200) << server->log_text();
  EXPECT_EQ(server->stop(SIGTERM), 0) << server->log_text();
}

TEST_F(ServerProcessTest, SigtermStopsCleanlyAndHealthReportsTheGames) {
  auto server = start();
  auto [status, body] = http_get(server->port(), "/health");
  EXPECT_EQ(status, 200);
  EXPECT_EQ(json::parse(body)["status"], "ok");
  std::tie(status, body) = http_get(server->port(), "/api/catalog");
  EXPECT_EQ(json::parse(body)["games"][0]["id"], "napoleon-at-waterloo");
  std::tie(status, body) = http_get(server->port(), "/api/board/napoleon-at-waterloo/waterloo");
  EXPECT_EQ(status, 200);
  EXPECT_EQ(json::parse(body)["grid"]["columns"], 27);
  std::tie(status, body) = http_get(server->port(), "/api/board/napoleon-at-waterloo/nowhere");
  EXPECT_EQ(status, 404);
  EXPECT_EQ(json::parse(body)["error"]["code"], "no_scenario");
  std::tie(status, body) = http_get(server->port(), "/lobby");  // the client's own route
  EXPECT_EQ(status, 200);
  EXPECT_NE(body.find("<title>Grognard</title>"), std::string::npos);
  std::tie(status, body) = http_get(server->port(), "/../../etc/passwd");
  EXPECT_EQ(status, 400);

  EXPECT_EQ(server->stop(SIGTERM), 0);
  const std::string log = server->log_text();
  EXPECT_NE(log.find("\"msg\":\"shutting down\""), std::string::npos) << log;
  EXPECT_NE(log.find("\"msg\":\"stopped\""), std::string::npos) << log;
}

// The operator tells the address for links in the environment (GROGNARD_PUBLIC_URL) or with
// --public-url; the server prints it when it starts and tells the browser.
TEST_F(ServerProcessTest, ThePublicAddressComesFromTheEnvironmentAndIsPrinted) {
  ::setenv("GROGNARD_PUBLIC_URL", "https://games.example.org", 1);
  auto server = start();  // the child inherits the environment
  ::unsetenv("GROGNARD_PUBLIC_URL");
  auto [status, body] = http_get(server->port(), "/api/server");
  EXPECT_EQ(status, 200);
  EXPECT_EQ(json::parse(body)["public_url"], "https://games.example.org");
  EXPECT_NE(server->log_text().find("\"public_url\":\"https://games.example.org\""),
            std::string::npos)
      << server->log_text();
}

TEST_F(ServerProcessTest, DuringTheShutdownDrainHealthAnswers503) {
  auto server = start();
  ASSERT_EQ(http_get(server->port(), "/health").first, 200);
  server->signal(SIGTERM);
  // The server handles the signal on its own time: ask until the answer changes. A refused
  // connection (status 0) ends the wait too. Asking every 10 ms keeps well under the cap of
  // connections per address while the server closes the earlier ones on a busy machine.
  int status = 200;
  std::string body;
  for (int i = 0; i < 150 && status == 200; ++i) {
    try {
      std::tie(status, body) = http_get(server->port(), "/health");
    } catch (const std::exception&) {
      status = 0;
    }
    if (status == 200) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(status, 503) << body << "\n" << server->log_text();
  if (status == 503) {
    EXPECT_EQ(json::parse(body)["status"], "stopping") << body;
  }
  EXPECT_EQ(server->wait(), 0);
  EXPECT_NE(server->log_text().find("\"msg\":\"stopped\""), std::string::npos);
}

// What grognard-reliabilitybench reads of the process: whether it runs, and its memory.
TEST_F(ServerProcessTest, TheProcessIsSeenRunningWithItsMemoryUntilItIsKilled) {
  auto server = start();
  EXPECT_TRUE(server->running());
  // The resident size first, the peak after it: a process still starting up grows between
  // two reads, and only a peak read later is sure to be at least a size read earlier.
  const std::optional<long> rss = server->rss_kib();
  ASSERT_TRUE(rss.has_value());
  EXPECT_GT(*rss, 0);
  EXPECT_GE(server->peak_rss_kib().value_or(0), *rss);
  server->signal(SIGKILL);
  while (server->running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(server->wait(), 128 + SIGKILL);  // still reaped here, not by running()
  EXPECT_FALSE(server->rss_kib().has_value());
}

// A frame over 1 MiB closes the connection (status 1009, when the close frame gets here before
// the reset of the unread rest of the frame); one over the 256 KiB message limit but under
// 1 MiB is answered too_large and the connection serves on.
TEST_F(ServerProcessTest, AFrameOver1MiBClosesTheConnectionAndTheServerServesOn) {
  auto server = start();
  WsClient c(server->port());
  c.send_text(std::string(300 * 1024, ' '));
  EXPECT_EQ(c.read()["code"], "too_large");
  EXPECT_EQ(c.request({{"type", "ping"}})["type"], "pong");
  try {
    c.send_text(std::string(1536 * 1024, ' '));
    c.read();
    ADD_FAILURE() << "the connection is still open";
  } catch (const grognard::harness::WsClosed& e) {
    if (e.close_code != 0) {
      EXPECT_EQ(e.close_code, 1009) << e.what();
    }
  }
  EXPECT_EQ(WsClient(server->port()).request({{"type", "ping"}})["type"], "pong");
}

}  // namespace
