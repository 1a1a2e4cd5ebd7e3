#include "server/client.h"

namespace grognard::server {

std::string wire_text(const nlohmann::json& message) {
  return message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string valid_utf8(std::string_view text) {
  // nlohmann's serialiser already knows well-formed UTF-8: let it replace what is not.
  return nlohmann::json::parse(wire_text(std::string(text))).get<std::string>();
}

bool Client::take_message_allowance(double rate, double burst) {
  std::lock_guard lock(mutex_);
  return messages_.take(rate, burst, std::chrono::steady_clock::now());
}

}  // namespace grognard::server
