#include "server/http_server.h"

#include <fmt/format.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <variant>

#include "server/protocol_error.h"

namespace grognard::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

constexpr size_t kMaxRequestBody = 64 * 1024;
constexpr uint32_t kMaxRequestHeader = 8 * 1024;  // the request line and every header field
constexpr size_t kMaxTarget = 2048;
// Frames past the protocol's limit are read (up to this) so the client gets an error reply
// rather than a dropped connection; beyond it Beast closes the socket.
constexpr size_t kMaxFrame = 4 * kMaxMessageBytes;
constexpr auto kIdleTimeout = std::chrono::seconds(60);
// After refusing a request the server stops sending and reads what the client still sends
// for this long before it closes: closing with unread data would reset the connection and
// could destroy the answer before the client reads it.
constexpr auto kLingerTimeout = std::chrono::seconds(2);
// A WebSocket dropped for being too slow has this long to take the message already on its
// way and the close frame; then its socket is closed under it.
constexpr auto kSlowCloseGrace = std::chrono::seconds(10);
// After a failed accept other than an aborted connection (typically EMFILE, ENFILE, ENOBUFS,
// ENOMEM: out of descriptors or memory) the next try waits this long, since at once it would
// fail again and spin.
constexpr auto kAcceptRetryDelay = std::chrono::milliseconds(100);
// Refused connections are logged at most this often, with their number: a flood of them must
// not flood the log.
constexpr auto kRefusalLogInterval = std::chrono::seconds(1);

using Request = http::request<http::string_body>;
// Every answer: a text or JSON body, a file streamed from the disk, or headers alone (HEAD).
using Response = std::variant<http::response<http::string_body>, http::response<http::file_body>,
                              http::response<http::empty_body>>;

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

// A refused request: answered with `status` and {"error":{"code","message"}}.
struct HttpError {
  http::status status;
  std::string code;
  std::string message;
};

// Throws HttpError unless the raw target is one a path can come from: short enough (414), and
// ASCII, as RFC 3986 asks, with other bytes percent-encoded (400).
void check_target(std::string_view target) {
  if (target.size() > kMaxTarget)
    throw HttpError{http::status::uri_too_long, "too_large",
                    fmt::format("a request target may hold at most {} bytes", kMaxTarget)};
  if (std::any_of(target.begin(), target.end(),
                  [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
    throw HttpError{http::status::bad_request, "bad_request",
                    "a request target is ASCII: percent-encode other bytes"};
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The path of a request target without its query, percent-decoded. Throws HttpError (400)
// for an escape that is not two hex digits, that decodes to NUL, or bytes that are not UTF-8.
std::string decoded_path(std::string_view target) {
  const std::string_view path = target.substr(0, target.find('?'));
  std::string out;
  out.reserve(path.size());
  for (size_t i = 0; i < path.size(); ++i) {
    if (path[i] != '%') {
      out += path[i];
      continue;
    }
    const int high = i + 2 < path.size() ? hex_digit(path[i + 1]) : -1;
    const int low = high >= 0 ? hex_digit(path[i + 2]) : -1;
    if (low < 0)
      throw HttpError{http::status::bad_request, "bad_request", "'%' must begin a %XX escape"};
    if (high == 0 && low == 0)
      throw HttpError{http::status::bad_request, "bad_request", "a path may not hold NUL"};
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  if (!is_valid_utf8(out))
    throw HttpError{http::status::bad_request, "bad_request", "a path is UTF-8 once decoded"};
  return out;
}

// Throws HttpError (400) unless the decoded `path` is '/' followed by a relative path that
// cannot climb out of where it is joined: no second leading '/' (`//etc/passwd` would
// replace the root when joined), no '..' segment, no backslash.
void check_relative(const std::string& path) {
  auto refuse = [](const char* why) {
    throw HttpError{http::status::bad_request, "bad_request", why};
  };
  if (path.empty() || path[0] != '/') refuse("a path starts with '/'");
  if (path.size() > 1 && path[1] == '/') refuse("a path may not be absolute");
  if (path.find('\\') != std::string::npos) refuse("a path may not hold a backslash");
  for (size_t start = 1; start <= path.size();) {
    const size_t end = std::min(path.find('/', start), path.size());
    if (path.compare(start, end - start, "..") == 0) refuse("'..' is not allowed in a path");
    start = end + 1;
  }
}

// True when the canonical `path` is the canonical `root` or inside it.
bool is_within(const std::filesystem::path& root, const std::filesystem::path& path) {
  auto r = root.begin();
  auto p = path.begin();
  for (; r != root.end(); ++r, ++p)
    if (p == path.end() || *p != *r) return false;
  return true;
}

// The file of the built client that a checked path names: a regular file inside the web
// root once every link is resolved, or index.html for anything that is not one (the
// client's own routes). A path that resolves outside the root is not found, so a link out of
// it serves nothing. Throws HttpError.
std::filesystem::path client_file(const std::filesystem::path& web_root, const std::string& path) {
  namespace fs = std::filesystem;
  const HttpError not_found{http::status::not_found, "not_found", "no such file"};
  std::error_code ec;
  fs::path root = fs::weakly_canonical(fs::absolute(web_root, ec), ec);
  if (ec) throw not_found;
  if (!root.has_filename()) root = root.parent_path();  // a missing root keeps its trailing '/'
  if (path != "/") {
    const fs::path file = fs::weakly_canonical(root / path.substr(1), ec);
    if (ec || !is_within(root, file)) throw not_found;
    if (fs::is_regular_file(file, ec)) return file;
  }
  const fs::path index = fs::weakly_canonical(root / "index.html", ec);
  if (ec || !is_within(root, index) || !fs::is_regular_file(index, ec))
    throw HttpError{http::status::not_found, "not_built",
                    "The browser client is not built: run `npm ci && npm run build` in web/."};
  return index;
}

// The answer as the request asked for it: its HTTP version and keep-alive, and for HEAD the
// headers of the full answer (Content-Length included) without the body.
template <class Body>
Response finish(const Request& req, http::response<Body>&& res) {
  res.version(req.version());
  res.keep_alive(req.keep_alive());
  res.set(http::field::server, "grognard");
  res.prepare_payload();
  if (req.method() == http::verb::head)
    return Response(http::response<http::empty_body>(std::move(res.base())));
  return Response(std::move(res));
}

Response json_response(const Request& req, http::status status, const json& body) {
  http::response<http::string_body> res{status, req.version()};
  res.set(http::field::content_type, "application/json");
  res.set(http::field::cache_control, "no-store");
  res.body() = wire_text(body);
  return finish(req, std::move(res));
}

Response error_response(const Request& req, const HttpError& e) {
  return json_response(req, e.status, {{"error", {{"code", e.code}, {"message", e.message}}}});
}

// The address a connection comes from: the connection caps and the game quotas count by it.
std::string remote_address(const tcp::socket& socket) {
  beast::error_code ec;
  const auto remote = socket.remote_endpoint(ec);
  return ec ? "unknown" : remote.address().to_string();
}

}  // namespace

class WsSession;

struct HttpServer::Impl : std::enable_shared_from_this<HttpServer::Impl> {
  Impl(asio::io_context& io, Lobby& lobby, ServerOptions options)
      : io(io),
        lobby(lobby),
        options(std::move(options)),
        acceptor(asio::make_strand(io)),
        accept_retry(acceptor.get_executor()) {}

  void listen();
  void accept();
  void accept_failed(beast::error_code ec);
  void admit(tcp::socket socket);
  void note_refusal(const std::string& address, const std::string& why);
  // Counts a connection from `address` in, or says why it may not open (a cap is reached).
  std::optional<std::string> open_connection(const std::string& address);
  void close_connection(const std::string& address);
  // The answer to a request; never throws.
  Response respond(const Request& req);
  Response answer(const Request& req);
  Response route(const Request& req);
  Response health(const Request& req);
  Response server_info(const Request& req);
  Response static_file(const Request& req, const std::string& path);
  void log(const json& fields) const {
    if (options.log) options.log(fields);
  }

  asio::io_context& io;
  Lobby& lobby;
  ServerOptions options;
  PublicUrl public_url;  // known once the port is bound
  tcp::acceptor acceptor;
  asio::steady_timer accept_retry;  // on the acceptor's strand, like what follows
  size_t refused_unlogged = 0;
  std::chrono::steady_clock::time_point refusal_logged;
  std::mutex connections_mutex;
  size_t connections = 0;
  std::map<std::string, size_t> connections_by_address;
  std::atomic<bool> stopping{false};
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
  std::mutex sessions_mutex;
  std::set<std::weak_ptr<WsSession>, std::owner_less<std::weak_ptr<WsSession>>> sessions;
};

// A connection's place under the caps, given back when the session holding it ends.
class ConnectionSlot {
 public:
  ConnectionSlot(std::shared_ptr<HttpServer::Impl> server, std::string address)
      : server_(std::move(server)), address_(std::move(address)) {}
  ~ConnectionSlot() { server_->close_connection(address_); }
  ConnectionSlot(const ConnectionSlot&) = delete;
  ConnectionSlot& operator=(const ConnectionSlot&) = delete;

 private:
  std::shared_ptr<HttpServer::Impl> server_;
  std::string address_;
};

// One WebSocket connection: reads messages one at a time and hands them to the Lobby;
// writes queued messages in order on its strand. What waits to be written is bounded
// (ServerOptions::max_queued_*): a client that falls behind past the bound is sent nothing
// more, told why in the close frame, and dropped.
class WsSession : public Client, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, std::shared_ptr<HttpServer::Impl> server,
            std::unique_ptr<ConnectionSlot> slot)
      : Client(remote_address(socket)),
        ws_(std::move(socket)),
        server_(std::move(server)),
        slot_(std::move(slot)),
        close_timer_(ws_.get_executor()) {}

  void start(http::request<http::string_body> req) {
    beast::error_code ec;
    const auto remote = beast::get_lowest_layer(ws_).socket().remote_endpoint(ec);
    peer_ = ec ? "unknown" : remote.address().to_string() + ":" + std::to_string(remote.port());
    server_->log({{"msg", "connected"}, {"peer", peer_}});
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(kMaxFrame);
    {
      std::lock_guard lock(server_->sessions_mutex);
      server_->sessions.insert(weak_from_this());
    }
    ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return self->closed();
      self->accepted_ = true;
      self->read();
      // Told to go away during the handshake: the close waited for it.
      self->close_once_written();
      self->send_close_if_asked();
    });
  }

  // Counts the message against the bound here, on the sender's thread, so that messages
  // posted but not yet queued on the strand count too.
  void send(const json& message) override { send_text(wire_text(message)); }
  void send_text(std::string text) override {
    if (refusing_) return;
    const size_t size = text.size();
    const size_t bytes = queued_bytes_ += size;
    const size_t messages = ++queued_messages_;
    if (bytes > server_->options.max_queued_bytes ||
        messages > server_->options.max_queued_messages) {
      forget(size);
      return fall_behind(bytes - size);
    }
    asio::post(ws_.get_executor(), [self = shared_from_this(), text = std::move(text)]() mutable {
      self->enqueue(std::move(text));
    });
  }

  // Closes with 1001 (going away) once every message already sent to this client is
  // written: an acknowledgement of a stored action must not be lost to the shutdown.
  void go_away() {
    asio::post(ws_.get_executor(), [self = shared_from_this()] {
      self->going_away_ = true;
      self->close_once_written();
    });
  }

  ~WsSession() override = default;

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) return self->closed();
      const std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      if (self->refusing_ || self->going_away_) {
        // Being dropped, or the server stops: nothing is done that could not be acknowledged.
      } else if (!self->ws_.got_text()) {
        self->send({{"v", 1},
                    {"type", "error"},
                    {"code", "bad_json"},
                    {"message", "messages are JSON text frames"}});
      } else {
        try {
          self->server_->lobby.handle(self, text);
        } catch (const std::exception& e) {  // the lobby answers everything; this is a last line
          self->server_->log(
              {{"level", "error"}, {"msg", "message not handled"}, {"error", e.what()}});
        }
      }
      self->read();
    });
  }

  void enqueue(std::string text) {
    if (closing_) return forget(text.size());
    queue_.push_back(std::move(text));
    if (!writing_) write();
  }

  void write() {
    writing_ = true;
    ws_.text(true);
    ws_.async_write(asio::buffer(queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, size_t) {
                      self->writing_ = false;
                      self->forget(self->queue_.front().size());
                      self->queue_.pop_front();
                      if (ec) return self->closed();
                      if (!self->queue_.empty()) return self->write();
                      self->close_once_written();
                      self->send_close_if_asked();
                    });
  }

  void forget(size_t bytes) {
    queued_bytes_ -= bytes;
    --queued_messages_;
  }

  // One more message would pass the bound, with `bytes` already waiting.
  void fall_behind(size_t bytes) {
    if (refusing_.exchange(true)) return;
    asio::post(ws_.get_executor(),
               [self = shared_from_this(), bytes] { self->drop_too_slow(bytes); });
  }

  void drop_too_slow(size_t bytes) {
    if (closed_) return;
    server_->log({{"level", "warn"},
                  {"msg", "client too slow"},
                  {"peer", peer_},
                  {"queued_bytes", bytes},
                  {"queued_messages", queued_messages_.load()}});
    // What is not on its way yet never will be: free it now.
    while (queue_.size() > (writing_ ? 1 : 0)) {
      forget(queue_.back().size());
      queue_.pop_back();
    }
    close(websocket::close_reason(websocket::close_code::policy_error,
                                  fmt::format("too slow: {} bytes waiting", bytes)));
    close_timer_.expires_after(kSlowCloseGrace);
    close_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
      if (!ec) beast::get_lowest_layer(self->ws_).close();  // the pending operations fail
    });
  }

  // Going away: the close follows every message counted so far, those still posted to the
  // strand included (they raise queued_messages_ before they are queued).
  void close_once_written() {
    if (going_away_ && queued_messages_ == 0)
      close(websocket::close_reason(websocket::close_code::going_away));
  }

  // Queues nothing more and sends the close frame once the message being written is out.
  void close(const websocket::close_reason& reason) {
    if (closing_) return;
    closing_ = true;
    close_reason_ = reason;
    send_close_if_asked();
  }

  void send_close_if_asked() {
    if (!closing_ || writing_ || close_sent_ || closed_ || !accepted_) return;
    close_sent_ = true;
    ws_.async_close(close_reason_, [self = shared_from_this()](beast::error_code) {});
  }

  void closed() {
    if (closed_) return;
    closed_ = closing_ = refusing_ = true;
    close_timer_.cancel();
    server_->log({{"msg", "disconnected"}, {"peer", peer_}});
    server_->lobby.disconnect(this);
    std::lock_guard lock(server_->sessions_mutex);
    server_->sessions.erase(weak_from_this());
  }

  websocket::stream<beast::tcp_stream> ws_;
  std::shared_ptr<HttpServer::Impl> server_;
  std::unique_ptr<ConnectionSlot> slot_;
  beast::flat_buffer buffer_;
  std::string peer_;
  // Counted by send() on any thread; the rest lives on the strand.
  std::atomic<size_t> queued_bytes_{0};
  std::atomic<size_t> queued_messages_{0};
  std::atomic<bool> refusing_{false};  // send() drops every message
  std::deque<std::string> queue_;      // the front is being written while writing_
  bool writing_ = false;
  bool accepted_ = false;    // the WebSocket handshake is done
  bool going_away_ = false;  // the server stops: close once what is queued is written
  bool closing_ = false;     // nothing more is queued; the close frame follows what is written
  bool close_sent_ = false;
  bool closed_ = false;
  websocket::close_reason close_reason_;
  asio::steady_timer close_timer_;
};

// One HTTP connection: answers requests until it closes or asks for a WebSocket. A
// connection past a cap has no slot and is only refused.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, std::shared_ptr<HttpServer::Impl> server,
              std::unique_ptr<ConnectionSlot> slot)
      : stream_(std::move(socket)), server_(std::move(server)), slot_(std::move(slot)) {}

  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxRequestBody);
    parser_->header_limit(kMaxRequestHeader);
    stream_.expires_after(kIdleTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code ec, size_t) {
                       if (!ec) return self->on_request();
                       if (auto refusal = refusal_for(ec)) return self->refuse(*refusal);
                       self->close();  // closed by the client, or idle too long
                     });
  }

  // Answers `why` whatever was asked, then closes.
  void refuse(const HttpError& why) {
    Request unread;  // the answer's form: HTTP/1.1, and the connection closes after it
    unread.version(11);
    unread.keep_alive(false);
    stream_.expires_after(kLingerTimeout);
    send(error_response(unread, why));
  }

 private:
  void on_request() {
    Request req = parser_->release();
    if (websocket::is_upgrade(req) && req.target() == "/ws" && !server_->stopping) {
      stream_.expires_never();
      std::make_shared<WsSession>(stream_.release_socket(), server_, std::move(slot_))
          ->start(std::move(req));
      return;
    }
    send(server_->respond(req));
  }

  void send(Response&& response) {
    std::visit([this](auto&& r) { write(std::move(r)); }, std::move(response));
  }

  template <class Body>
  void write(http::response<Body>&& response) {
    auto res = std::make_shared<http::response<Body>>(std::move(response));
    http::async_write(stream_, *res,
                      [self = shared_from_this(), res](beast::error_code ec, size_t) {
                        if (ec) return;
                        if (res->keep_alive()) return self->read();
                        self->close();
                      });
  }

  // Sends nothing more, then reads and drops what the client still sends until it closes or
  // kLingerTimeout passes; the socket closes with the session.
  void close() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    stream_.expires_after(kLingerTimeout);
    drain();
  }
  void drain() {
    buffer_.consume(buffer_.size());
    stream_.async_read_some(buffer_.prepare(4096),
                            [self = shared_from_this()](beast::error_code ec, size_t) {
                              if (!ec) self->drain();
                            });
  }

  // The answer to a request the parser refused; nothing for a connection that closed or
  // timed out.
  static std::optional<HttpError> refusal_for(beast::error_code ec) {
    if (ec == http::error::header_limit)
      return HttpError{
          http::status::request_header_fields_too_large, "too_large",
          fmt::format("a request's line and headers may hold at most {} bytes", kMaxRequestHeader)};
    if (ec == http::error::body_limit)
      return HttpError{http::status::payload_too_large, "too_large",
                       fmt::format("a request body may hold at most {} bytes", kMaxRequestBody)};
    const bool parse_error =
        &ec.category() == &http::make_error_code(http::error::bad_target).category();
    if (!parse_error || ec == http::error::end_of_stream || ec == http::error::partial_message)
      return std::nullopt;
    return HttpError{http::status::bad_request, "bad_request", "not an HTTP/1.1 request"};
  }

  beast::tcp_stream stream_;
  std::shared_ptr<HttpServer::Impl> server_;
  std::unique_ptr<ConnectionSlot> slot_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

void HttpServer::Impl::listen() {
  const tcp::endpoint endpoint(asio::ip::make_address(options.host), options.port);
  acceptor.open(endpoint.protocol());
  acceptor.set_option(asio::socket_base::reuse_address(true));
  acceptor.bind(endpoint);
  // Before the first request can ask for it; the port is known once bound (0: any free one).
  public_url =
      server::public_url(options.public_url, options.host, acceptor.local_endpoint().port());
  acceptor.listen(asio::socket_base::max_listen_connections);
  accept();
}

void HttpServer::Impl::accept() {
  acceptor.async_accept(asio::make_strand(io),
                        [self = shared_from_this()](beast::error_code ec, tcp::socket socket) {
                          if (ec) return self->accept_failed(ec);
                          self->admit(std::move(socket));
                          self->accept();
                        });
}

// Accepting goes on after any error but the acceptor's closing on shutdown.
void HttpServer::Impl::accept_failed(beast::error_code ec) {
  if (ec == asio::error::operation_aborted || !acceptor.is_open()) return;
  if (ec == asio::error::connection_aborted) return accept();  // that client's loss only
  log({{"level", "error"}, {"msg", "accept failed"}, {"error", ec.message()}});
  accept_retry.expires_after(kAcceptRetryDelay);
  accept_retry.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (!ec) self->accept();
  });
}

void HttpServer::Impl::admit(tcp::socket socket) {
  const std::string address = remote_address(socket);
  // An act's ack and its update go out as two frames back to back: with Nagle's algorithm the
  // second would wait for the peer's (delayed) ACK of the first, up to 40 ms on Linux.
  beast::error_code nodelay_failed;  // a socket reset already: the read that follows says so
  socket.set_option(tcp::no_delay(true), nodelay_failed);
  if (auto refusal = open_connection(address)) {
    note_refusal(address, *refusal);
    std::make_shared<HttpSession>(std::move(socket), shared_from_this(), nullptr)
        ->refuse({http::status::service_unavailable, "too_many_connections", *refusal});
    return;
  }
  auto slot = std::make_unique<ConnectionSlot>(shared_from_this(), address);
  std::make_shared<HttpSession>(std::move(socket), shared_from_this(), std::move(slot))->read();
}

void HttpServer::Impl::note_refusal(const std::string& address, const std::string& why) {
  ++refused_unlogged;
  const auto now = std::chrono::steady_clock::now();
  if (now - refusal_logged < kRefusalLogInterval) return;
  log({{"level", "warn"},
       {"msg", "connections refused"},
       {"count", refused_unlogged},
       {"last_address", address},
       {"reason", why}});
  refused_unlogged = 0;
  refusal_logged = now;
}

std::optional<std::string> HttpServer::Impl::open_connection(const std::string& address) {
  std::lock_guard lock(connections_mutex);
  if (connections >= options.max_connections)
    return fmt::format("too many connections: the server takes at most {} at once",
                       options.max_connections);
  size_t& from_address = connections_by_address[address];
  if (from_address >= options.max_connections_per_address) {
    if (from_address == 0) connections_by_address.erase(address);
    return fmt::format("too many connections from {}: at most {} at once", address,
                       options.max_connections_per_address);
  }
  ++from_address;
  ++connections;
  return std::nullopt;
}

void HttpServer::Impl::close_connection(const std::string& address) {
  std::lock_guard lock(connections_mutex);
  --connections;
  if (--connections_by_address[address] == 0) connections_by_address.erase(address);
}

Response HttpServer::Impl::respond(const Request& req) {
  Response res = answer(req);
  // While stopping, each connection ends with its answer.
  if (stopping) std::visit([](auto& r) { r.keep_alive(false); }, res);
  return res;
}

Response HttpServer::Impl::answer(const Request& req) {
  try {
    return route(req);
  } catch (const HttpError& e) {
    return error_response(req, e);
  } catch (const std::exception& e) {  // never let a request take the server down
    // The details go to the log only: they may name files of the server.
    log({{"level", "error"}, {"msg", "request failed"}, {"error", e.what()}});
    return error_response(req, {http::status::internal_server_error, "internal",
                                "the server failed on this request"});
  }
}

Response HttpServer::Impl::route(const Request& req) {
  if (req.method() != http::verb::get && req.method() != http::verb::head)
    throw HttpError{http::status::method_not_allowed, "bad_request",
                    "only GET and HEAD are served over HTTP"};
  const std::string_view target(req.target().data(), req.target().size());
  check_target(target);
  const std::string path = decoded_path(target);
  check_relative(path);
  if (path == "/health") return health(req);
  if (stopping)
    throw HttpError{http::status::service_unavailable, "stopping", "the server is shutting down"};
  if (path == "/api/catalog") return json_response(req, http::status::ok, lobby.catalog());
  if (path == "/api/server") return server_info(req);
  if (path.rfind("/api/board/", 0) == 0) {
    const std::string rest = path.substr(11);
    const auto slash = rest.find('/');
    try {
      if (slash == std::string::npos)
        throw ProtocolError("not_found", "use /api/board/GAME/SCENARIO");
      return json_response(req, http::status::ok,
                           lobby.board(rest.substr(0, slash), rest.substr(slash + 1)));
    } catch (const ProtocolError& e) {
      throw HttpError{http::status::not_found, e.code(), e.what()};
    }
  }
  if (path.rfind("/api/", 0) == 0)
    throw HttpError{http::status::not_found, "not_found", "no such API"};
  return static_file(req, path);
}

Response HttpServer::Impl::health(const Request& req) {
  const auto uptime =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - started);
  return json_response(req, stopping ? http::status::service_unavailable : http::status::ok,
                       {{"status", stopping ? "stopping" : "ok"},
                        {"version", 1},
                        {"games", lobby.game_count()},
                        {"uptime_s", uptime.count()}});
}

Response HttpServer::Impl::server_info(const Request& req) {
  return json_response(req, http::status::ok,
                       {{"public_url", public_url.url}, {"public_url_source", public_url.source}});
}

// Streamed from the disk, never read whole into memory.
Response HttpServer::Impl::static_file(const Request& req, const std::string& path) {
  const std::filesystem::path file = client_file(options.web_root, path);
  http::response<http::file_body> res{http::status::ok, req.version()};
  beast::error_code ec;
  res.body().open(file.c_str(), beast::file_mode::scan, ec);
  if (ec) throw HttpError{http::status::not_found, "not_found", "no such file"};
  res.set(http::field::content_type, mime_type(file));
  return finish(req, std::move(res));
}

HttpServer::HttpServer(asio::io_context& io, Lobby& lobby, ServerOptions options)
    : impl_(std::make_shared<Impl>(io, lobby, std::move(options))) {
  impl_->listen();
}

// The io_context has stopped (or no longer runs this server's handlers): the listener
// closes now, having answered HTTP through the shutdown drain.
HttpServer::~HttpServer() {
  beast::error_code ec;
  impl_->accept_retry.cancel();
  impl_->acceptor.close(ec);
}

uint16_t HttpServer::port() const { return impl_->acceptor.local_endpoint().port(); }

const PublicUrl& HttpServer::public_url() const { return impl_->public_url; }

void HttpServer::shut_down() {
  impl_->stopping = true;
  std::vector<std::shared_ptr<WsSession>> open;
  {
    std::lock_guard lock(impl_->sessions_mutex);
    for (const auto& w : impl_->sessions)
      if (auto s = w.lock()) open.push_back(s);
  }
  for (auto& s : open) s->go_away();
}

}  // namespace grognard::server
