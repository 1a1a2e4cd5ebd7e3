// The HTTP server over real sockets, in this process: it serves the built client's files and
// nothing else on the host, however the path is spelt; every HTTP error is JSON that shows no
// path of the server's; a WebSocket client that never reads is dropped, not queued for;
// connections are capped, and the accept loop outlives running out of descriptors; a
// shutdown keeps answering HTTP and closes WebSockets only after what is queued for them.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <optional>
#include <thread>

#include "core/legal_runs.h"
#include "server/http_server.h"
#include "server/lobby.h"
#include "server/store.h"
#include "test_database.h"

namespace grognard::server {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

// Only ends a test that would otherwise hang; no passing test comes near it.
constexpr auto kGuard = std::chrono::seconds(60);

const std::string kIndex = "<!doctype html><title>Grognard</title>";
const std::string kScript = "console.log('grognard');\n";
const std::string kSecret = "top secret: outside the web root";

// Runs `io` until the operation `start` begins has completed and returns its error. The
// stream's timer ends an operation the server never completes, so a failing test fails
// rather than hangs.
template <class Start>
beast::error_code run_guarded(asio::io_context& io, beast::tcp_stream& stream, Start start) {
  beast::error_code result = asio::error::would_block;
  stream.expires_after(kGuard);
  start([&result](beast::error_code ec, auto&&...) { result = ec; });
  io.restart();
  io.run();
  return result;
}

struct HttpReply {
  int status = 0;  // 0: no answer
  std::string content_type;
  std::string content_length;
  std::string body;
};

// A raw HTTP connection: requests are written byte for byte, so that they may be malformed.
class TestConnection {
 public:
  TestConnection() { stream_.socket().open(tcp::v4()); }
  beast::error_code connect(uint16_t port) {
    return run([&](auto done) {
      stream_.async_connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port), done);
    });
  }
  beast::error_code send(const std::string& bytes) {
    return run([&](auto done) { asio::async_write(stream_, asio::buffer(bytes), done); });
  }
  // One answer; a HEAD answer has headers only.
  HttpReply read_reply(bool head = false) {
    http::response_parser<http::string_body> parser;
    parser.body_limit(16 * 1024 * 1024);
    parser.skip(head);
    if (run([&](auto done) { http::async_read(stream_, buffer_, parser, done); })) return {};
    const auto& res = parser.get();
    return {static_cast<int>(res.result_int()), std::string(res[http::field::content_type]),
            std::string(res[http::field::content_length]), res.body()};
  }
  HttpReply get(const std::string& target, const char* method = "GET") {
    if (send(std::string(method) + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
      return {};
    return read_reply(std::string_view(method) == "HEAD");
  }

 private:
  template <class Start>
  beast::error_code run(Start start) {
    return run_guarded(io_, stream_, start);
  }
  asio::io_context io_;
  beast::tcp_stream stream_{io_};
  beast::flat_buffer buffer_;
};

// One request on a new connection.
HttpReply http_get(uint16_t port, const std::string& target, const char* method = "GET") {
  TestConnection c;
  if (c.connect(port)) return {};
  return c.get(target, method);
}

// A WebSocket client whose blocking calls are guarded like TestConnection's. It reads only
// when asked: a client that never reads is what some tests are about.
class TestWebSocket {
 public:
  // A small `receive_buffer` (bytes) keeps the kernel from holding much on the client's
  // behalf, so that what the server has waiting for it grows soon.
  explicit TestWebSocket(uint16_t port, int receive_buffer = 0) {
    auto& socket = beast::get_lowest_layer(ws_).socket();
    socket.open(tcp::v4());
    if (receive_buffer > 0)
      socket.set_option(asio::socket_base::receive_buffer_size(receive_buffer));
    error_ = run([&](auto done) {
      beast::get_lowest_layer(ws_).async_connect(
          tcp::endpoint(asio::ip::make_address("127.0.0.1"), port), done);
    });
    if (!error_)
      error_ = run([&](auto done) { ws_.async_handshake(response_, "127.0.0.1", "/ws", done); });
  }
  // Why the handshake failed, if it did.
  beast::error_code error() const { return error_; }
  const websocket::response_type& handshake_response() const { return response_; }
  beast::error_code send(json message) {
    message["v"] = 1;
    const std::string text = message.dump();
    return run([&](auto done) { ws_.async_write(asio::buffer(text), done); });
  }
  // The next message, or nothing once the connection has ended (see close_reason).
  std::optional<json> read() {
    beast::flat_buffer buffer;
    if (run([&](auto done) { ws_.async_read(buffer, done); })) return std::nullopt;
    return json::parse(beast::buffers_to_string(buffer.data()));
  }
  // Sends `message` with an id; returns the reply that carries it (null if none came).
  json request(json message) {
    message["id"] = ++last_id_;
    if (send(message)) return {};
    while (auto m = read())
      if (m->value("id", -1) == last_id_) return *m;
    return {};
  }
  const websocket::close_reason& close_reason() const { return ws_.reason(); }
  std::string close_text() const {
    return std::string(ws_.reason().reason.data(), ws_.reason().reason.size());
  }

 private:
  template <class Start>
  beast::error_code run(Start start) {
    return run_guarded(io_, beast::get_lowest_layer(ws_), start);
  }
  asio::io_context io_;
  websocket::stream<beast::tcp_stream> ws_{io_};
  websocket::response_type response_;
  beast::error_code error_;
  int last_id_ = 0;
};

const json kCreateWaterloo = {
    {"type", "create"},
    {"game", "napoleon-at-waterloo"},
    {"scenario", "waterloo"},
    {"seed", 4},
    {"seats", {{"french", {{"player", "human"}}}, {"allied", {{"player", "human"}}}}}};

// Lowers this process's limit on open descriptors so that no new one can be opened (accept
// fails with EMFILE), and restores it when it goes.
class NoNewDescriptors {
 public:
  NoNewDescriptors() {
    if (::getrlimit(RLIMIT_NOFILE, &saved_) != 0) return;
    const int lowest_free = ::open("/dev/null", O_RDONLY);
    if (lowest_free < 0) return;
    ::close(lowest_free);
    rlimit lowered = saved_;
    lowered.rlim_cur = static_cast<rlim_t>(lowest_free);
    lowered_ = ::setrlimit(RLIMIT_NOFILE, &lowered) == 0;
  }
  ~NoNewDescriptors() {
    if (lowered_) ::setrlimit(RLIMIT_NOFILE, &saved_);
  }
  bool lowered() const { return lowered_; }

 private:
  rlimit saved_{};
  bool lowered_ = false;
};

// The sanitizers' runtime opens a pipe to test memory it is about to report on (UBSan's
// check of a dynamic type does); with no descriptor left it reports a false "invalid vptr".
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
constexpr bool kSanitized = __has_feature(address_sanitizer);
#else
constexpr bool kSanitized = false;
#endif

// Asks for /health on new connections until the answer is 200 (the server notices a closed
// connection on its own time) and returns the last status.
int health_once_free(uint16_t port) {
  int status = 0;
  for (int i = 0; i < 500 && status != 200; ++i) {
    status = http_get(port, "/health").status;
    if (status != 200) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return status;
}

class ServerHttpTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("grognard-http-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "web" / "sub");
    std::filesystem::create_directories(dir_ / "outside");
    std::ofstream(dir_ / "web" / "index.html") << kIndex;
    std::ofstream(dir_ / "web" / "app.js") << kScript;
    std::ofstream(dir_ / "web" / "sub" / "style.css") << "body { color: black; }\n";
    std::ofstream(dir_ / "outside" / "secret.txt") << kSecret;
    // Links inside the web root that lead out of it, to a file and to a directory.
    std::filesystem::create_symlink(dir_ / "outside" / "secret.txt", dir_ / "web" / "leak.txt");
    std::filesystem::create_directory_symlink(dir_ / "outside", dir_ / "web" / "out");
    if (const auto why = harness::TestDatabase::unavailable()) GTEST_SKIP() << *why;
    db_ = std::make_unique<harness::TestDatabase>(
        std::string("http-") + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    store_ = open_store(db_->url());
    // No rate limit: some tests send many messages on purpose.
    lobby_ = std::make_unique<Lobby>(*store_, LobbyOptions{1, nullptr, 1e9, 1e9});
  }
  void TearDown() override {
    stop();
    lobby_.reset();
    store_.reset();
    db_.reset();
    std::filesystem::remove_all(dir_);
  }

  ServerOptions options() {
    ServerOptions o;
    o.host = "127.0.0.1";
    o.port = 0;
    o.web_root = dir_ / "web";
    o.log = [this](const json& fields) {
      std::lock_guard lock(log_mutex_);
      log_.push_back(fields);
      log_changed_.notify_all();
    };
    return o;
  }
  void start() { start(options()); }
  void start(ServerOptions o) {
    io_.emplace();
    server_ = std::make_unique<HttpServer>(*io_, *lobby_, std::move(o));
    thread_ = std::thread([this] { io_->run(); });
  }
  void stop() {
    if (!server_) return;
    io_->stop();
    thread_.join();
    server_.reset();
    io_.reset();  // the sessions still waiting on the network go with it
  }
  uint16_t port() const { return server_->port(); }

  // Waits for the server's log line with this "msg"; only a hung test reaches the bound.
  std::optional<json> wait_for_log(const std::string& msg) {
    std::unique_lock lock(log_mutex_);
    std::optional<json> found;
    log_changed_.wait_for(lock, kGuard, [&] {
      for (const json& line : log_)
        if (line.value("msg", "") == msg) found = line;
      return found.has_value();
    });
    return found;
  }

  bool logged(const std::string& msg) {
    std::lock_guard lock(log_mutex_);
    return std::any_of(log_.begin(), log_.end(),
                       [&](const json& line) { return line.value("msg", "") == msg; });
  }

  std::filesystem::path dir_;
  std::unique_ptr<harness::TestDatabase> db_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<Lobby> lobby_;
  std::optional<asio::io_context> io_;
  std::unique_ptr<HttpServer> server_;
  std::thread thread_;
  std::mutex log_mutex_;
  std::condition_variable log_changed_;
  std::vector<json> log_;
};

TEST_F(ServerHttpTest, ServesTheClientsFilesWithTheirTypesAndIndexForItsRoutes) {
  start();
  HttpReply r = http_get(port(), "/app.js");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.body, kScript);
  EXPECT_EQ(r.content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(http_get(port(), "/%61pp.js").body, kScript);  // percent-encoded
  r = http_get(port(), "/sub/style.css");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.content_type, "text/css; charset=utf-8");
  // The client's own routes, and a directory, get index.html.
  for (const char* target : {"/", "/lobby", "/game/x?t=abc", "/sub", "/sub/"}) {
    r = http_get(port(), target);
    EXPECT_EQ(r.status, 200) << target;
    EXPECT_EQ(r.body, kIndex) << target;
    EXPECT_EQ(r.content_type, "text/html; charset=utf-8") << target;
  }
}

// The server's end of a loopback connection from `client_port`: found among this process's open
// descriptors (the server runs in it), or -1.
int server_end_of(uint16_t server_port, uint16_t client_port) {
  for (const auto& entry : std::filesystem::directory_iterator("/proc/self/fd")) {
    int fd = -1;
    try {
      fd = std::stoi(entry.path().filename().string());
    } catch (const std::exception&) {
      continue;
    }
    sockaddr_in local{}, peer{};
    socklen_t local_size = sizeof local, peer_size = sizeof peer;
    if (::getsockname(fd, reinterpret_cast<sockaddr*>(&local), &local_size) != 0 ||
        ::getpeername(fd, reinterpret_cast<sockaddr*>(&peer), &peer_size) != 0 ||
        local.sin_family != AF_INET)
      continue;
    if (ntohs(local.sin_port) == server_port && ntohs(peer.sin_port) == client_port) return fd;
  }
  return -1;
}

// An act's ack and its update are two frames written back to back. With Nagle's algorithm on,
// the second waits for the client's delayed ACK of the first (up to 40 ms on Linux): every
// connection the server takes sends at once instead (TCP_NODELAY).
TEST_F(ServerHttpTest, EveryConnectionSendsItsFramesWithoutNaglesDelay) {
  start();
  asio::io_context io;
  tcp::socket client(io);
  client.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port()));
  const uint16_t client_port = client.local_endpoint().port();
  // Answered: the server has taken the connection and set it up. It stays open (keep-alive).
  http::request<http::empty_body> get{http::verb::get, "/", 11};
  get.set(http::field::host, "127.0.0.1");
  http::write(client, get);
  beast::flat_buffer buffer;
  http::response<http::string_body> answer;
  http::read(client, buffer, answer);
  ASSERT_EQ(answer.result(), http::status::ok);
  const int server_end = server_end_of(port(), client_port);
  ASSERT_GE(server_end, 0) << "no socket of this process is the server's end";
  int nodelay = 0;
  socklen_t size = sizeof nodelay;
  ASSERT_EQ(::getsockopt(server_end, IPPROTO_TCP, TCP_NODELAY, &nodelay, &size), 0);
  EXPECT_NE(nodelay, 0) << "Nagle's algorithm is on for the server's end of the connection";
}

TEST_F(ServerHttpTest, TheServerTellsTheAddressItsLinksStartWith) {
  start();
  json info = json::parse(http_get(port(), "/api/server").body);
  EXPECT_EQ(info["public_url"], "http://127.0.0.1:" + std::to_string(port()));
  EXPECT_EQ(info["public_url_source"], "host");
  stop();
  ServerOptions o = options();
  o.public_url = "https://games.example.org/";
  start(o);
  info = json::parse(http_get(port(), "/api/server").body);
  EXPECT_EQ(info["public_url"], "https://games.example.org");
  EXPECT_EQ(info["public_url_source"], "option");
}

TEST_F(ServerHttpTest, HeadAnswersTheHeadersOfGetWithoutABody) {
  start();
  TestConnection c;
  ASSERT_FALSE(c.connect(port()));
  const HttpReply head = c.get("/app.js", "HEAD");
  EXPECT_EQ(head.status, 200);
  EXPECT_EQ(head.content_length, std::to_string(kScript.size()));
  EXPECT_EQ(head.content_type, "text/javascript; charset=utf-8");
  // Had a body followed the headers, the next answer on this connection would not parse.
  const HttpReply next = c.get("/health");
  EXPECT_EQ(next.status, 200);
  EXPECT_EQ(json::parse(next.body)["status"], "ok");
}

TEST_F(ServerHttpTest, NoFileOutsideTheWebRootHoweverThePathIsSpelt) {
  start();
  const std::string secret = (dir_ / "outside" / "secret.txt").string();  // absolute
  ASSERT_EQ(secret.front(), '/');
  const std::string encoded_secret = "/%2F" + secret.substr(1);
  for (const std::string& target :
       {"/" + secret, encoded_secret, std::string("/../outside/secret.txt"),
        std::string("/sub/../../outside/secret.txt"), std::string("/..%2Foutside%2Fsecret.txt"),
        std::string("/sub%2F..%2F..%2Foutside/secret.txt"),
        std::string("/%2e%2e/outside/secret.txt"), std::string("/..%5Coutside%5Csecret.txt"),
        std::string("/sub%5C..%5C..%5Coutside%5Csecret.txt"), std::string("/leak.txt"),
        std::string("/out/secret.txt"), std::string("/out/")}) {
    const HttpReply r = http_get(port(), target);
    EXPECT_TRUE(r.status == 400 || r.status == 404) << target << " answered " << r.status;
    EXPECT_EQ(r.body.find(kSecret), std::string::npos) << target;
    EXPECT_TRUE(json::accept(r.body)) << target << ": " << r.body;
  }
  // Escapes that decode to nothing valid, and a NUL, are bad requests.
  for (const char* target : {"/%", "/%4", "/%zz", "/app.js%00.html", "/%00"}) {
    const HttpReply r = http_get(port(), target);
    EXPECT_EQ(r.status, 400) << target;
    EXPECT_TRUE(json::accept(r.body)) << target << ": " << r.body;
  }
}

// An HTTP error as the server must give it: JSON that parses, with the code, and no path of
// the server's file system in it.
void expect_error(const HttpReply& r, int status, const std::string& code,
                  const std::filesystem::path& dir, const std::string& what) {
  EXPECT_EQ(r.status, status) << what << ": " << r.body;
  EXPECT_EQ(r.content_type, "application/json") << what;
  const json body = json::parse(r.body, nullptr, false);
  ASSERT_FALSE(body.is_discarded()) << what << ": " << r.body;
  EXPECT_EQ(body["error"]["code"], code) << what << ": " << r.body;
  EXPECT_FALSE(body["error"].value("message", "").empty()) << what;
  EXPECT_EQ(r.body.find(dir.string()), std::string::npos) << what << ": " << r.body;
}

TEST_F(ServerHttpTest, HttpErrorsAreJsonThatShowNoPath) {
  start();
  expect_error(http_get(port(), "/" + std::string(3000, 'a')), 414, "too_large", dir_,
               "a 3000-byte target");
  // A name too long for the file system is no file: the client's index, or not found.
  const HttpReply long_name = http_get(port(), "/" + std::string(1000, 'a'));
  if (long_name.status != 200)
    expect_error(long_name, 404, "not_found", dir_, "a 1000-byte file name");
  // Bytes that are not ASCII must be percent-encoded; encoded, they must be UTF-8.
  expect_error(http_get(port(), "/api/\xff\xfe"), 400, "bad_request", dir_, "raw bytes");
  expect_error(http_get(port(), "/caf\xc3\xa9"), 400, "bad_request", dir_, "raw UTF-8");
  expect_error(http_get(port(), "/api/board/%FF%FE/waterloo"), 400, "bad_request", dir_,
               "encoded bytes that are not UTF-8");
  const HttpReply cafe = http_get(port(), "/api/board/caf%C3%A9/waterloo");
  expect_error(cafe, 404, "no_game", dir_, "a game that does not exist");
  EXPECT_NE(cafe.body.find("caf\xc3\xa9"), std::string::npos) << cafe.body;
  expect_error(http_get(port(), "/api/nothing"), 404, "not_found", dir_, "an unknown API");
  expect_error(http_get(port(), "/", "POST"), 405, "bad_request", dir_, "POST");
}

TEST_F(ServerHttpTest, MalformedOrOversizedRequestsGetAJsonAnswer) {
  start();
  auto answer = [&](const std::string& request) {
    TestConnection c;
    EXPECT_FALSE(c.connect(port()));
    c.send(request);
    return c.read_reply();
  };
  expect_error(
      answer("GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + std::string(20000, 'b') + "\r\n\r\n"), 431,
      "too_large", dir_, "20 KB of headers");
  expect_error(answer("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n"), 413,
               "too_large", dir_, "a 100 KB body");
  expect_error(answer("GET / HTTP/1.1\r\nHost x\r\n\r\n"), 400, "bad_request", dir_,
               "a header without a colon");
}

TEST_F(ServerHttpTest, AMissingClientIsAJsonNotFound) {
  ServerOptions o = options();
  o.web_root = dir_ / "not-built";
  start(o);
  expect_error(http_get(port(), "/"), 404, "not_built", dir_, "no client");
  expect_error(http_get(port(), "/lobby"), 404, "not_built", dir_, "no client");
  EXPECT_EQ(http_get(port(), "/health").status, 200);
}

TEST_F(ServerHttpTest, AClientThatNeverReadsIsDroppedOnceItsQueueIsFull) {
  ServerOptions o = options();
  o.max_queued_bytes = 1024 * 1024;
  start(o);
  TestWebSocket reader(port(), 4096);
  ASSERT_FALSE(reader.error());
  const json created = reader.request(kCreateWaterloo);
  ASSERT_EQ(created["type"], "created") << created.dump();
  const json join = {{"type", "join"}, {"token", created["tokens"]["french"]}};
  // Each join is answered with the seat's whole view; the reader reads none of them.
  for (int i = 0; i < 400 && !logged("client too slow"); ++i)
    if (reader.send(join)) break;  // the server has closed the connection
  const auto line = wait_for_log("client too slow");
  ASSERT_TRUE(line) << "the server kept queueing";
  EXPECT_LE(line->value("queued_bytes", size_t{0}), o.max_queued_bytes) << line->dump();
  // Reading at last, the client gets what was on its way, then a close that says why.
  while (reader.read()) {
  }
  EXPECT_EQ(reader.close_reason().code, websocket::close_code::policy_error);
  EXPECT_NE(reader.close_text().find("too slow"), std::string::npos) << reader.close_text();
  // The others are served as before.
  TestWebSocket other(port());
  EXPECT_EQ(other.request({{"type", "ping"}})["type"], "pong");
}

TEST_F(ServerHttpTest, PastTheCapPerAddressAConnectionIsRefusedUntilOneCloses) {
  ServerOptions o = options();
  o.max_connections_per_address = 2;
  start(o);
  auto first = std::make_unique<TestConnection>();
  TestConnection second;
  for (TestConnection* c : {first.get(), &second}) {
    ASSERT_FALSE(c->connect(port()));
    ASSERT_EQ(c->get("/health").status, 200);  // kept open: HTTP/1.1 keeps alive
  }
  expect_error(http_get(port(), "/health"), 503, "too_many_connections", dir_, "a third");
  first.reset();
  EXPECT_EQ(health_once_free(port()), 200);
  EXPECT_EQ(second.get("/health").status, 200);
}

TEST_F(ServerHttpTest, AWebSocketHoldsItsPlaceUnderTheTotalCap) {
  ServerOptions o = options();
  o.max_connections = 1;
  start(o);
  auto ws = std::make_unique<TestWebSocket>(port());
  ASSERT_FALSE(ws->error());
  EXPECT_EQ(ws->request({{"type", "ping"}})["type"], "pong");
  expect_error(http_get(port(), "/health"), 503, "too_many_connections", dir_, "a second");
  ws.reset();
  EXPECT_EQ(health_once_free(port()), 200);
}

TEST_F(ServerHttpTest, TheAcceptLoopOutlivesRunningOutOfDescriptors) {
  if (kSanitized) GTEST_SKIP() << "the sanitizers' runtime needs descriptors of its own";
  start();
  TestConnection c;  // its descriptor is opened before the limit drops
  {
    NoNewDescriptors limit;
    ASSERT_TRUE(limit.lowered());
    // The kernel completes the connection; the server's accept fails for want of a descriptor.
    ASSERT_FALSE(c.connect(port()));
    const auto line = wait_for_log("accept failed");
    ASSERT_TRUE(line) << "no accept failed";
  }
  // With descriptors again, a later try accepts the waiting connection and answers it.
  EXPECT_EQ(c.get("/health").status, 200);
  EXPECT_EQ(http_get(port(), "/health").status, 200);
}

TEST_F(ServerHttpTest, ShuttingDownAnswers503AndRefusesNewWebSockets) {
  start();
  server_->shut_down();
  const HttpReply health = http_get(port(), "/health");
  EXPECT_EQ(health.status, 503);
  EXPECT_TRUE(json::accept(health.body)) << health.body;
  if (json::accept(health.body)) {
    EXPECT_EQ(json::parse(health.body)["status"], "stopping");
  }
  expect_error(http_get(port(), "/"), 503, "stopping", dir_, "a file while stopping");
  TestWebSocket late(port());
  EXPECT_TRUE(late.error());
  EXPECT_EQ(late.handshake_response().result_int(), 503);
}

TEST_F(ServerHttpTest, GoingAwayClosesOnlyAfterTheMessagesAlreadyQueued) {
  start();
  TestWebSocket french(port(), 4096);
  const json created = french.request(kCreateWaterloo);
  ASSERT_EQ(created["type"], "created") << created.dump();
  const json join_french = {{"type", "join"}, {"token", created["tokens"]["french"]}};
  const json joined = french.request(join_french);
  json move;
  for (const json& a : expand_legal_runs(joined["legal_runs"]))
    if (a["type"] == "move") {
      move = a;
      break;
    }
  ASSERT_FALSE(move.is_null()) << joined.dump();
  TestWebSocket allied(port());
  EXPECT_EQ(allied.request({{"type", "join"}, {"token", created["tokens"]["allied"]}})["type"],
            "joined");
  // The French client stops reading: what it asks for piles up behind its full socket.
  for (int i = 0; i < 60; ++i) ASSERT_FALSE(french.send(join_french));
  ASSERT_FALSE(french.send({{"type", "act"},
                            {"id", "the-act"},
                            {"token", created["tokens"]["french"]},
                            {"seq", joined["seq"]},
                            {"action", move}}));
  // The ack goes to the French queue before the update goes to anyone.
  while (auto m = allied.read())
    if (m->value("type", "") == "update" && m->value("seq", 0) == 1) break;
  server_->shut_down();
  std::optional<json> ack;
  while (auto m = french.read())
    if (m->value("id", json()) == "the-act") ack = m;
  ASSERT_TRUE(ack) << "the stored action's ack was dropped";
  EXPECT_EQ((*ack)["type"], "ack");
  EXPECT_EQ(french.close_reason().code, websocket::close_code::going_away);
}

}  // namespace
}  // namespace grognard::server
