#include "server/client.h"

#include <algorithm>

namespace grognard::server {

bool Client::take_message_allowance(double rate, double burst) {
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(now - last_).count();
  last_ = now;
  allowance_ = allowance_ < 0 ? burst : std::min(burst, allowance_ + seconds * rate);
  if (allowance_ < 1) return false;
  allowance_ -= 1;
  return true;
}

}  // namespace grognard::server
