#include "server/client.h"

#include "core/json_text.h"

namespace grognard::server {

std::string wire_text(const nlohmann::json& message) { return json_text(message); }

std::string wire_text(const nlohmann::json& message, std::string_view more_members) {
  std::string text = wire_text(message);
  if (more_members.empty()) return text;
  text.pop_back();  // the object's closing brace
  if (text.size() > 1) text += ',';
  text += more_members;
  text += '}';
  return text;
}

std::string valid_utf8(std::string_view text) {
  if (is_valid_utf8(text)) return std::string(text);
  // nlohmann's serialiser already knows well-formed UTF-8: let it replace what is not.
  return nlohmann::json::parse(wire_text(std::string(text))).get<std::string>();
}

bool is_valid_utf8(std::string_view text) {
  // RFC 3629, section 4: the second byte's range depends on the first (no overlong forms,
  // no surrogates, nothing above U+10FFFF); the others are 80..BF.
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* const end = p + text.size();
  while (p < end) {
    const unsigned char c = *p;
    if (c < 0x80) {
      ++p;
      continue;
    }
    int length = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
      if (c == 0xE0) low = 0xA0;
      if (c == 0xED) high = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
      if (c == 0xF0) low = 0x90;
      if (c == 0xF4) high = 0x8F;
    } else {
      return false;
    }
    if (end - p < length || p[1] < low || p[1] > high) return false;
    for (int k = 2; k < length; ++k)
      if (p[k] < 0x80 || p[k] > 0xBF) return false;
    p += length;
  }
  return true;
}

bool Client::take_message_allowance(double rate, double burst) {
  std::lock_guard lock(mutex_);
  return messages_.take(rate, burst, std::chrono::steady_clock::now());
}

}  // namespace grognard::server
