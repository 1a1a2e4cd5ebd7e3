// The real grognard-server process over real sockets: killed with SIGKILL after acknowledged
// actions and restarted on the same file, it loses nothing; SIGTERM stops it cleanly; the
// HTTP side answers health, catalogue, boards and the client's files.
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <thread>

extern char** environ;

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;

// A grognard-server child process, its log in a file.
class ServerProcess {
 public:
  ServerProcess(const std::filesystem::path& db, const std::filesystem::path& log,
                const std::filesystem::path& web)
      : log_(log) {
    std::vector<std::string> args = {GROGNARD_SERVER, "--port", "0",         "--db",
                                     db.string(),     "--web",  web.string()};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 2, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    EXPECT_EQ(posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    // The server logs its address once it listens.
    const std::regex address(R"re("address":"http://127\.0\.0\.1:(\d+)/")re");
    for (int i = 0; i < 600 && port_ == 0; ++i) {
      std::smatch m;
      const std::string text = log_text();
      if (std::regex_search(text, m, address))
        port_ = std::stoi(m[1]);
      else
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  ~ServerProcess() {
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }
  int port() const { return port_; }
  // Sends the signal and returns the exit status (or 128 + signal).
  int stop(int signal) {
    this->signal(signal);
    return wait();
  }
  void signal(int signal) { ::kill(pid_, signal); }
  // Waits for the process to end; returns its exit status (or 128 + signal).
  int wait() {
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }
  std::string log_text() const {
    std::ifstream in(log_);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }

 private:
  std::filesystem::path log_;
  pid_t pid_ = -1;
  int port_ = 0;
};

std::pair<int, std::string> http_get(int port, const std::string& target) {
  asio::io_context io;
  tcp::resolver resolver(io);
  beast::tcp_stream stream(io);
  stream.connect(resolver.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::empty_body> req{http::verb::get, target, 11};
  req.set(http::field::host, "127.0.0.1");
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  return {res.result_int(), res.body()};
}

// A blocking WebSocket client that matches replies to requests by id.
class WsClient {
 public:
  explicit WsClient(int port) : ws_(io_) {
    tcp::resolver resolver(io_);
    asio::connect(ws_.next_layer(), resolver.resolve("127.0.0.1", std::to_string(port)));
    ws_.handshake("127.0.0.1", "/ws");
  }
  json request(json message) {
    message["v"] = 1;
    message["id"] = ++id_;
    ws_.write(asio::buffer(message.dump()));
    while (true) {
      json m = read();
      if (m.value("id", -1) == id_) return m;
    }
  }
  void send_text(const std::string& text) {
    ws_.text(true);
    ws_.write(asio::buffer(text));
  }
  json read() {
    beast::flat_buffer buffer;
    ws_.read(buffer);
    json m = json::parse(beast::buffers_to_string(buffer.data()));
    if (m["type"] == "update" || m["type"] == "joined") last_update_ = m;
    return m;
  }
  const json& last_update() const { return last_update_; }

 private:
  asio::io_context io_;
  websocket::stream<tcp::socket> ws_;
  int id_ = 0;
  json last_update_;
};

class ServerProcessTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("grognard-process-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "web");
    std::ofstream(dir_ / "web" / "index.html") << "<!doctype html><title>Grognard</title>";
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::unique_ptr<ServerProcess> start() {
    auto s = std::make_unique<ServerProcess>(dir_ / "games.db", dir_ / "server.log", dir_ / "web");
    EXPECT_NE(s->port(), 0) << s->log_text();
    return s;
  }
  std::filesystem::path dir_;
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
  } catch (const boost::system::system_error&) {
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

}  // namespace
