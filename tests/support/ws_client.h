// A blocking WebSocket client of a server on loopback, with a time limit on every wait, so that a
// test or a bench never hangs on a server that stopped answering.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

#include "update_streams.h"

namespace grognard::harness {

using nlohmann::json;

// The connection ended: the server closed it (close_code is its WebSocket status, e.g. 1009) or
// the socket failed (close_code 0). The client is no longer usable.
class WsClosed : public std::runtime_error {
 public:
  WsClosed(const std::string& what, int close_code)
      : std::runtime_error(what), close_code(close_code) {}
  int close_code;
};

// A wait ran past the client's time limit. The client is no longer usable.
class WsTimeout : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class WsClient {
 public:
  // Connects to ws://127.0.0.1:PORT/ws. Throws WsClosed when the connection or the handshake
  // fails.
  explicit WsClient(int port, std::chrono::milliseconds timeout = std::chrono::seconds(30));
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  // Sends `message` with "v":1 and a fresh "id" and returns the reply with that id; the
  // messages read on the way count for last_update().
  json request(json message);
  // Sends `message` as it is, without "v" or "id".
  void send(const json& message);
  // One text frame, whatever its bytes.
  void send_text(std::string_view text);
  // The next message, parsed (json::parse_error when it is not JSON); an update with its whole
  // view rebuilt (std::runtime_error when its patch does not follow the view held).
  json read();
  // The next message's text.
  std::string read_text();
  // The latest "update" or "joined" read.
  const json& last_update() const { return last_update_; }
  // Sees the text of every message read, before it is parsed.
  void on_message(std::function<void(std::string_view)> observer) {
    observer_ = std::move(observer);
  }
  // Sends a close frame (normal closure) and waits for the server's; never throws.
  void close();
  // Closes the socket without a WebSocket close frame.
  void drop();

 private:
  template <class Start>
  void run(Start start);

  boost::asio::io_context io_;
  boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws_;
  std::chrono::milliseconds timeout_;
  int id_ = 0;
  json last_update_;
  UpdateStreams streams_;
  std::function<void(std::string_view)> observer_;
};

// GET http://127.0.0.1:PORT/TARGET: the status and the body. Throws std::runtime_error when
// there is no answer within the time limit.
std::pair<int, std::string> http_get(int port, const std::string& target,
                                     std::chrono::milliseconds timeout = std::chrono::seconds(30));

}  // namespace grognard::harness
