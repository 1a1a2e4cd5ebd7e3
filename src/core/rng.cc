#include "core/rng.h"

#include <stdexcept>
#include <string>

namespace grognard {

uint64_t mix64(uint64_t x) {
  uint64_t z = x + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

namespace {
uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

Rng::Rng(uint64_t seed) {
  // SplitMix64's stream from the seed: the state after i steps is seed + i * its constant.
  for (size_t i = 0; i < s_.size(); ++i) s_[i] = mix64(seed + i * 0x9e3779b97f4a7c15ULL);
}

uint64_t Rng::next() {
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

uint64_t Rng::below(uint64_t bound) {
  if (bound == 0) throw std::invalid_argument("Rng::below(0)");
  // Rejection sampling keeps every value equally likely.
  const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  uint64_t x;
  do x = next();
  while (x >= limit);
  return x % bound;
}

DieRoll Rng::roll(int sides) {
  ++rolls_;
  if (!forced_.empty()) {
    const int v = forced_.front();
    forced_.pop_front();
    if (v < 1 || v > sides)
      throw std::invalid_argument("forced die result " + std::to_string(v) + " is not on a d" +
                                  std::to_string(sides));
    return DieRoll{sides, v, true};
  }
  return DieRoll{sides, static_cast<int>(below(sides)) + 1, false};
}

void Rng::force(const std::vector<int>& values) {
  for (int v : values) forced_.push_back(v);
}

}  // namespace grognard
