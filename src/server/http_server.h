// HTTP and WebSocket on one port (Boost.Beast on Asio): the health endpoint, the catalogue
// and boards, the built browser client, and the /ws game channel handed to the Lobby.
#pragma once

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "server/lobby.h"

namespace grognard::server {

// What may wait to be written to one WebSocket. A client that falls behind past either bound
// is sent nothing more and closed: a reader that never reads must not grow the server.
inline constexpr size_t kMaxQueuedBytes = 16 << 20;
inline constexpr size_t kMaxQueuedMessages = 4096;

struct ServerOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;                         // 0: any free port (tests)
  std::filesystem::path web_root;               // web/dist; may be missing
  std::function<void(const json& fields)> log;  // connections opened and closed; may be empty
  size_t max_queued_bytes = kMaxQueuedBytes;    // per WebSocket
  size_t max_queued_messages = kMaxQueuedMessages;
  // Connections open at once, HTTP and WebSocket: in all, and from one remote address. Past
  // either the server answers 503 too_many_connections and closes.
  size_t max_connections = 1024;
  size_t max_connections_per_address = 64;
};

class HttpServer {
 public:
  HttpServer(boost::asio::io_context& io, Lobby& lobby, ServerOptions options);
  ~HttpServer();
  // The port actually bound.
  uint16_t port() const;
  // Stops accepting, tells every WebSocket the server is going away, and marks /health
  // as stopping. The io_context runs out of work once the connections have closed.
  void shut_down();

  struct Impl;

 private:
  std::shared_ptr<Impl> impl_;
};

}  // namespace grognard::server
