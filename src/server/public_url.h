// The address other machines use to reach this server, for the links players send each other.
// Listening on 127.0.0.1 the links can only work on this machine; on 0.0.0.0 the server's
// outward address is guessed, unless the operator says it (--public-url, for a proxy or a
// name the machine does not know it has).
#pragma once

#include <cstdint>
#include <string>

namespace grognard::server {

struct PublicUrl {
  // "http://192.168.1.20:8080", never with a trailing slash.
  std::string url;
  // How it was found: "option" (the operator's), "guessed" (the outward address of a server
  // listening on every address), "host" (the address it listens on).
  std::string source;
};

// `given` (may be empty) is the operator's URL: it must start with http:// or https://, else
// std::invalid_argument. `outward_address` finds the machine's own address toward the network
// (tests pass their own).
PublicUrl public_url(const std::string& given, const std::string& host, uint16_t port,
                     std::string (*outward_address)() = nullptr);

// This machine's address on the route out (no packet is sent); empty if it has none.
std::string outward_address();

}  // namespace grognard::server
