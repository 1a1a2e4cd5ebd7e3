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
#include "server/public_url.h"

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
  // The operator's address for links (--public-url); empty: found from host (public_url.h).
  std::string public_url;
};

class HttpServer {
 public:
  HttpServer(boost::asio::io_context& io, Lobby& lobby, ServerOptions options);
  ~HttpServer();  // closes the listener; only once the io_context has stopped
  // The port actually bound.
  uint16_t port() const;
  // The address the links players send each other start with (GET /api/server).
  const PublicUrl& public_url() const;
  // Starts the shutdown drain: every WebSocket is closed (1001, going away) once what is
  // queued for it is written, new WebSockets are refused, and HTTP keeps being answered with
  // 503 (/health: "stopping") so that a load balancer sees it. Thread-safe. The listener
  // stays open until the HttpServer is destroyed, which must come after the io_context
  // stopped: the caller ends the drain by stopping it.
  void shut_down();

  struct Impl;

 private:
  std::shared_ptr<Impl> impl_;
};

}  // namespace grognard::server
