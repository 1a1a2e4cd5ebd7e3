// A connected browser (or test) as the game rooms see it: something to send messages to.
// The network layer implements send(); rooms never know about sockets.
#pragma once

#include <chrono>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "server/token_bucket.h"

namespace grognard::server {

// The text of a message on the wire. Never throws: a string in it that is not valid UTF-8
// (a reply should never hold one; see valid_utf8) has its bad bytes replaced by U+FFFD
// instead of failing the send.
std::string wire_text(const nlohmann::json& message);
// The same with `more_members` (an object's members as JSON text, no braces; empty for none)
// written in after the message's own: text made once, such as an update's legal list.
std::string wire_text(const nlohmann::json& message, std::string_view more_members);
// `text` with every byte that is not part of a well-formed UTF-8 sequence (a cut character,
// an overlong form, an encoded surrogate) replaced by U+FFFD.
std::string valid_utf8(std::string_view text);
// Whether every byte of `text` belongs to a well-formed UTF-8 sequence (valid_utf8 would
// change nothing).
bool is_valid_utf8(std::string_view text);

class Client {
 public:
  // `address`: the remote address the connection comes from (quotas count games by it).
  explicit Client(std::string address = "") : address_(std::move(address)) {}
  virtual ~Client() = default;
  const std::string& address() const { return address_; }
  // Queues one message; thread-safe and never blocks on the network.
  virtual void send(const nlohmann::json& message) = 0;
  // Queues one message already written as wire text (wire_text). A client that takes messages
  // as JSON (a test's) gets it read back.
  virtual void send_text(std::string text) { send(nlohmann::json::parse(text)); }

  // Token bucket: `rate` messages a second, bursts of `burst`. False when over it.
  bool take_message_allowance(double rate, double burst);

 private:
  const std::string address_;
  std::mutex mutex_;
  TokenBucket messages_;
};

}  // namespace grognard::server
