#include "server/public_url.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/udp.hpp>
#include <stdexcept>

namespace grognard::server {
namespace {

bool is_wildcard(const std::string& host) { return host == "0.0.0.0" || host == "::"; }

std::string url_of(const std::string& host, uint16_t port) {
  const bool v6 = host.find(':') != std::string::npos;
  return "http://" + (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

}  // namespace

std::string outward_address() {
  // Connecting a UDP socket only picks the route: the kernel fills in the local address it
  // would send from. A documentation-range address (RFC 5737) never answers anyway.
  boost::asio::io_context io;
  boost::asio::ip::udp::socket socket(io);
  boost::system::error_code ec;
  socket.open(boost::asio::ip::udp::v4(), ec);
  if (!ec) socket.connect({boost::asio::ip::make_address("192.0.2.1"), 9}, ec);
  if (ec) return "";
  const auto local = socket.local_endpoint(ec);
  if (ec || local.address().is_unspecified()) return "";
  return local.address().to_string();
}

PublicUrl public_url(const std::string& given, const std::string& host, uint16_t port,
                     std::string (*outward)()) {
  if (!given.empty()) {
    if (given.rfind("http://", 0) != 0 && given.rfind("https://", 0) != 0)
      throw std::invalid_argument("the public URL must start with http:// or https://: " + given);
    std::string url = given;
    while (url.size() > 1 && url.back() == '/') url.pop_back();
    return {url, "option"};
  }
  if (is_wildcard(host)) {
    const std::string address = (outward ? outward : outward_address)();
    // No route out (a machine without a network): only this machine can be reached.
    return {url_of(address.empty() ? "127.0.0.1" : address, port), "guessed"};
  }
  return {url_of(host, port), "host"};
}

}  // namespace grognard::server
