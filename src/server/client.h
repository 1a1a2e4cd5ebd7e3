// A connected browser (or test) as the game rooms see it: something to send messages to.
// The network layer implements send(); rooms never know about sockets.
#pragma once

#include <chrono>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace grognard::server {

// The text of a message on the wire. Never throws: a string in it that is not valid UTF-8
// (a reply should never hold one; see valid_utf8) has its bad bytes replaced by U+FFFD
// instead of failing the send.
std::string wire_text(const nlohmann::json& message);
// `text` with every byte that is not part of a well-formed UTF-8 sequence (a cut character,
// an overlong form, an encoded surrogate) replaced by U+FFFD.
std::string valid_utf8(std::string_view text);

class Client {
 public:
  virtual ~Client() = default;
  // Queues one message; thread-safe and never blocks on the network.
  virtual void send(const nlohmann::json& message) = 0;

  // Token bucket: `rate` messages a second, bursts of `burst`. False when over it.
  bool take_message_allowance(double rate, double burst);

 private:
  std::mutex mutex_;
  double allowance_ = -1;  // full on the first message
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

}  // namespace grognard::server
