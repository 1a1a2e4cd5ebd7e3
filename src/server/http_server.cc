#include "server/http_server.h"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>

#include "server/protocol_error.h"

namespace grognard::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

constexpr size_t kMaxRequestBody = 64 * 1024;
// Frames past the protocol's limit are read (up to this) so the client gets an error reply
// rather than a dropped connection; beyond it Beast closes the socket.
constexpr size_t kMaxFrame = 4 * kMaxMessageBytes;
constexpr auto kIdleTimeout = std::chrono::seconds(60);

std::string mime_type(const std::filesystem::path& p) {
  const std::string ext = p.extension().string();
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json") return "application/json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".woff2") return "font/woff2";
  return "application/octet-stream";
}

std::optional<std::string> read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

class WsSession;

struct HttpServer::Impl : std::enable_shared_from_this<HttpServer::Impl> {
  Impl(asio::io_context& io, Lobby& lobby, ServerOptions options)
      : io(io), lobby(lobby), options(std::move(options)), acceptor(asio::make_strand(io)) {}

  void listen();
  void accept();
  http::response<http::string_body> respond(const http::request<http::string_body>& req);

  asio::io_context& io;
  Lobby& lobby;
  ServerOptions options;
  tcp::acceptor acceptor;
  std::atomic<bool> stopping{false};
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  std::mutex sessions_mutex;
  std::set<std::weak_ptr<WsSession>, std::owner_less<std::weak_ptr<WsSession>>> sessions;
};

// One WebSocket connection: reads messages one at a time and hands them to the Lobby;
// writes queued messages in order on its strand.
class WsSession : public Client, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, std::shared_ptr<HttpServer::Impl> server)
      : ws_(std::move(socket)), server_(std::move(server)) {}

  void start(http::request<http::string_body> req) {
    beast::error_code ec;
    const auto remote = beast::get_lowest_layer(ws_).socket().remote_endpoint(ec);
    peer_ = ec ? "unknown" : remote.address().to_string() + ":" + std::to_string(remote.port());
    if (server_->options.log) server_->options.log({{"msg", "connected"}, {"peer", peer_}});
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(kMaxFrame);
    {
      std::lock_guard lock(server_->sessions_mutex);
      server_->sessions.insert(weak_from_this());
    }
    ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) {
      if (!ec) self->read();
    });
  }

  void send(const json& message) override {
    asio::post(ws_.get_executor(),
               [self = shared_from_this(), text = wire_text(message)]() mutable {
                 self->queue_.push_back(std::move(text));
                 if (self->queue_.size() == 1) self->write();
               });
  }

  void go_away() {
    asio::post(ws_.get_executor(), [self = shared_from_this()] {
      if (!self->ws_.is_open()) return;
      self->ws_.async_close(websocket::close_reason(websocket::close_code::going_away),
                            [self](beast::error_code) {});
    });
  }

  ~WsSession() override = default;

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) return self->closed();
      const std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      if (!self->ws_.got_text()) {
        self->send({{"v", 1},
                    {"type", "error"},
                    {"code", "bad_json"},
                    {"message", "messages are JSON text frames"}});
      } else {
        try {
          self->server_->lobby.handle(self, text);
        } catch (const std::exception& e) {  // the lobby answers everything; this is a last line
          if (self->server_->options.log)
            self->server_->options.log(
                {{"level", "error"}, {"msg", "message not handled"}, {"error", e.what()}});
        }
      }
      self->read();
    });
  }

  void write() {
    ws_.text(true);
    ws_.async_write(asio::buffer(queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, size_t) {
                      if (ec) return self->closed();
                      self->queue_.pop_front();
                      if (!self->queue_.empty()) self->write();
                    });
  }

  void closed() {
    if (server_->options.log) server_->options.log({{"msg", "disconnected"}, {"peer", peer_}});
    server_->lobby.disconnect(this);
    std::lock_guard lock(server_->sessions_mutex);
    server_->sessions.erase(weak_from_this());
  }

  websocket::stream<beast::tcp_stream> ws_;
  std::shared_ptr<HttpServer::Impl> server_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  std::string peer_;
};

// One HTTP connection: answers requests until it closes or asks for a WebSocket.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, std::shared_ptr<HttpServer::Impl> server)
      : stream_(std::move(socket)), server_(std::move(server)) {}

  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxRequestBody);
    stream_.expires_after(kIdleTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code ec, size_t) {
                       if (ec) return self->close();
                       self->on_request();
                     });
  }

 private:
  void on_request() {
    auto req = parser_->release();
    if (websocket::is_upgrade(req) && req.target() == "/ws") {
      stream_.expires_never();
      std::make_shared<WsSession>(stream_.release_socket(), server_)->start(std::move(req));
      return;
    }
    auto res = std::make_shared<http::response<http::string_body>>();
    try {
      *res = server_->respond(req);
    } catch (const std::exception& e) {  // never let a request take the server down
      res->result(http::status::internal_server_error);
      res->set(http::field::content_type, "application/json");
      res->body() = wire_text({{"error", {{"code", "internal"}, {"message", e.what()}}}});
      res->keep_alive(false);
      res->prepare_payload();
    }
    http::async_write(stream_, *res,
                      [self = shared_from_this(), res](beast::error_code ec, size_t) {
                        if (ec || !res->keep_alive()) return self->close();
                        self->read();
                      });
  }

  void close() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
  }

  beast::tcp_stream stream_;
  std::shared_ptr<HttpServer::Impl> server_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

void HttpServer::Impl::listen() {
  const tcp::endpoint endpoint(asio::ip::make_address(options.host), options.port);
  acceptor.open(endpoint.protocol());
  acceptor.set_option(asio::socket_base::reuse_address(true));
  acceptor.bind(endpoint);
  acceptor.listen(asio::socket_base::max_listen_connections);
  accept();
}

void HttpServer::Impl::accept() {
  acceptor.async_accept(asio::make_strand(io),
                        [self = shared_from_this()](beast::error_code ec, tcp::socket socket) {
                          if (ec) return;  // closed on shutdown
                          std::make_shared<HttpSession>(std::move(socket), self)->read();
                          self->accept();
                        });
}

http::response<http::string_body> HttpServer::Impl::respond(
    const http::request<http::string_body>& req) {
  http::response<http::string_body> res;
  res.version(req.version());
  res.keep_alive(req.keep_alive());
  res.set(http::field::server, "grognard");
  auto send_json = [&](http::status status, const json& body) {
    res.result(status);
    res.set(http::field::content_type, "application/json");
    res.set(http::field::cache_control, "no-store");
    res.body() = wire_text(body);  // an error may quote the path, which may be any bytes
  };
  auto error = [&](http::status status, std::string_view code, const std::string& message) {
    send_json(status, {{"error", {{"code", code}, {"message", message}}}});
  };
  const std::string target(req.target());
  const std::string path = target.substr(0, target.find('?'));
  if (req.method() != http::verb::get && req.method() != http::verb::head) {
    error(http::status::method_not_allowed, "bad_request", "only GET is served over HTTP");
  } else if (path == "/health") {
    const auto uptime = std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::steady_clock::now() - started);
    send_json(stopping ? http::status::service_unavailable : http::status::ok,
              {{"status", stopping ? "stopping" : "ok"},
               {"version", 1},
               {"games", lobby.game_count()},
               {"uptime_s", uptime.count()}});
  } else if (path == "/api/catalog") {
    send_json(http::status::ok, lobby.catalog());
  } else if (path.rfind("/api/board/", 0) == 0) {
    const std::string rest = path.substr(11);
    const auto slash = rest.find('/');
    try {
      if (slash == std::string::npos)
        throw ProtocolError("not_found", "use /api/board/GAME/SCENARIO");
      send_json(http::status::ok, lobby.board(rest.substr(0, slash), rest.substr(slash + 1)));
    } catch (const ProtocolError& e) {
      error(http::status::not_found, e.code(), e.what());
    }
  } else if (path.rfind("/api/", 0) == 0) {
    error(http::status::not_found, "not_found", "no such API: " + path);
  } else if (path.find("..") != std::string::npos) {
    error(http::status::bad_request, "bad_request", "'..' is not allowed in a path");
  } else {
    // The browser client: a file of web_root, or index.html for the client's own routes.
    std::filesystem::path file = options.web_root / "index.html";
    if (path != "/" && std::filesystem::is_regular_file(options.web_root / path.substr(1)))
      file = options.web_root / path.substr(1);
    if (auto body = read_file(file)) {
      res.result(http::status::ok);
      res.set(http::field::content_type, mime_type(file));
      res.body() = std::move(*body);
    } else {
      res.result(http::status::not_found);
      res.set(http::field::content_type, "text/plain; charset=utf-8");
      res.body() = "The browser client is not built: run `npm ci && npm run build` in web/.\n";
    }
  }
  res.prepare_payload();
  if (req.method() == http::verb::head) res.body().clear();
  return res;
}

HttpServer::HttpServer(asio::io_context& io, Lobby& lobby, ServerOptions options)
    : impl_(std::make_shared<Impl>(io, lobby, std::move(options))) {
  impl_->listen();
}

HttpServer::~HttpServer() = default;

uint16_t HttpServer::port() const { return impl_->acceptor.local_endpoint().port(); }

void HttpServer::shut_down() {
  impl_->stopping = true;
  asio::post(impl_->acceptor.get_executor(), [impl = impl_] {
    beast::error_code ec;
    impl->acceptor.close(ec);
  });
  std::vector<std::shared_ptr<WsSession>> open;
  {
    std::lock_guard lock(impl_->sessions_mutex);
    for (const auto& w : impl_->sessions)
      if (auto s = w.lock()) open.push_back(s);
  }
  for (auto& s : open) s->go_away();
}

}  // namespace grognard::server
