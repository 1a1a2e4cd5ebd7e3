// A connected browser (or test) as the game rooms see it: something to send messages to.
// The network layer implements send(); rooms never know about sockets.
#pragma once

#include <chrono>
#include <mutex>
#include <nlohmann/json.hpp>

namespace grognard::server {

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
