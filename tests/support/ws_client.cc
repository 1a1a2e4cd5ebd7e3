#include "ws_client.h"

#include <boost/asio/connect.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

namespace grognard::harness {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

// Runs one asynchronous operation to its end or the time limit, whichever comes first; a late
// operation is cancelled and `on_late` throws.
template <class Start, class Cancel>
beast::error_code run_for(asio::io_context& io, std::chrono::milliseconds timeout, Start start,
                          Cancel cancel) {
  bool done = false;
  beast::error_code result;
  start([&](beast::error_code ec, auto&&...) {
    result = ec;
    done = true;
  });
  io.restart();
  io.run_for(timeout);
  if (!done) {
    cancel();
    io.restart();
    io.run();
    throw WsTimeout("no answer within " + std::to_string(timeout.count()) + " ms");
  }
  return result;
}

}  // namespace

template <class Start>
void WsClient::run(Start start) {
  const beast::error_code ec =
      run_for(io_, timeout_, start, [this] { beast::get_lowest_layer(ws_).cancel(); });
  if (!ec) return;
  const int code = ec == websocket::error::closed ? ws_.reason().code : 0;
  throw WsClosed(ec == websocket::error::closed
                     ? "closed by the server (" + std::to_string(code) + " " +
                           std::string(ws_.reason().reason.c_str()) + ")"
                     : ec.message(),
                 code);
}

WsClient::WsClient(int port, std::chrono::milliseconds timeout) : ws_(io_), timeout_(timeout) {
  tcp::resolver resolver(io_);
  const auto endpoints = resolver.resolve("127.0.0.1", std::to_string(port));
  run([&](auto handler) {
    asio::async_connect(ws_.next_layer(), endpoints,
                        [handler](beast::error_code ec, const tcp::endpoint&) { handler(ec); });
  });
  run([&](auto handler) { ws_.async_handshake("127.0.0.1", "/ws", handler); });
}

WsClient::~WsClient() { drop(); }

json WsClient::request(json message) {
  message["v"] = 1;
  message["id"] = ++id_;
  send(message);
  while (true) {
    json m = read();
    if (m.value("id", -1) == id_) return m;
  }
}

void WsClient::send(const json& message) { send_text(message.dump()); }

void WsClient::send_text(std::string_view text) {
  ws_.text(true);
  run([&](auto handler) { ws_.async_write(asio::buffer(text.data(), text.size()), handler); });
}

std::string WsClient::read_text() {
  beast::flat_buffer buffer;
  run([&](auto handler) { ws_.async_read(buffer, handler); });
  std::string text = beast::buffers_to_string(buffer.data());
  if (observer_) observer_(text);
  return text;
}

json WsClient::read() {
  json m = json::parse(read_text());
  if (const auto gap = streams_.complete(m)) throw std::runtime_error(*gap);
  if (m.value("type", "") == "update" || m.value("type", "") == "joined") last_update_ = m;
  return m;
}

void WsClient::close() {
  try {
    run([&](auto handler) { ws_.async_close(websocket::close_code::normal, handler); });
  } catch (const std::exception&) {
  }
  drop();
}

void WsClient::drop() {
  beast::error_code ec;
  beast::get_lowest_layer(ws_).close(ec);
}

std::pair<int, std::string> http_get(int port, const std::string& target,
                                     std::chrono::milliseconds timeout) {
  asio::io_context io;
  tcp::socket socket(io);
  auto cancel = [&] { socket.cancel(); };
  auto check = [](beast::error_code ec) {
    if (ec) throw std::runtime_error("GET failed: " + ec.message());
  };
  tcp::resolver resolver(io);
  const auto endpoints = resolver.resolve("127.0.0.1", std::to_string(port));
  check(run_for(
      io, timeout,
      [&](auto handler) {
        asio::async_connect(socket, endpoints,
                            [handler](beast::error_code ec, const tcp::endpoint&) { handler(ec); });
      },
      cancel));
  http::request<http::empty_body> req{http::verb::get, target, 11};
  req.set(http::field::host, "127.0.0.1");
  check(run_for(
      io, timeout, [&](auto handler) { http::async_write(socket, req, handler); }, cancel));
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  check(run_for(
      io, timeout, [&](auto handler) { http::async_read(socket, buffer, res, handler); }, cancel));
  return {res.result_int(), res.body()};
}

}  // namespace grognard::harness
