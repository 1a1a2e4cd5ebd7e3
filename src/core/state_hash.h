// A 64-bit fingerprint of a game state, the same on every platform: FNV-1a over the
// little-endian bytes of the values fed in, in order.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace grognard {

class StateHasher {
 public:
  void add(uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h_ ^= (v >> (8 * i)) & 0xff;
      h_ *= kPrime;
    }
  }
  void add(std::string_view s) {
    add(static_cast<uint64_t>(s.size()));
    for (unsigned char c : s) {
      h_ ^= c;
      h_ *= kPrime;
    }
  }
  uint64_t value() const { return h_; }

 private:
  static constexpr uint64_t kPrime = 0x100000001b3ULL;
  uint64_t h_ = 0xcbf29ce484222325ULL;
};

// Sixteen lower-case hex digits: how hashes appear in saves, CLI output and tests.
std::string hash_text(uint64_t h);

}  // namespace grognard
