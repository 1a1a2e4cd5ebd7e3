// A token bucket: `rate` tokens a second, holding at most `burst`, full when new. The
// message allowance of a connection and the game allowance of an address are both one.
#pragma once

#include <algorithm>
#include <chrono>

namespace grognard::server {

class TokenBucket {
 public:
  using Clock = std::chrono::steady_clock;
  // Takes one token; false, taking nothing, when less than one is left.
  bool take(double rate, double burst, Clock::time_point now) {
    tokens_ = level(rate, burst, now);
    last_ = now;
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }
  // Full again at `now`: as good as new, so it need not be kept.
  bool full(double rate, double burst, Clock::time_point now) const {
    return level(rate, burst, now) >= burst;
  }

 private:
  double level(double rate, double burst, Clock::time_point now) const {
    if (tokens_ < 0) return burst;
    const double seconds = std::chrono::duration<double>(now - last_).count();
    return std::min(burst, tokens_ + std::max(0.0, seconds) * rate);
  }
  double tokens_ = -1;  // full on first use
  Clock::time_point last_;
};

}  // namespace grognard::server
