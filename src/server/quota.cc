#include "server/quota.h"

#include <fmt/format.h>

#include "server/protocol_error.h"

namespace grognard::server {

namespace {

constexpr const char* kFinishOne = "one must be over first";
constexpr const char* kUseTheCli =
    "one must be over first; many computer games are for the grognard command line";

void check_cap(int running, int cap, const char* limit, const char* advice) {
  if (running >= cap)
    throw ProtocolError("quota", fmt::format("game quota reached: {}: at most {} ({} now); {}",
                                             limit, cap, running, advice));
}

}  // namespace

void CreationQuota::admit(const std::string& address, RunningGames by_connection,
                          RunningGames by_address, bool computer_only,
                          std::chrono::steady_clock::time_point now) {
  check_cap(by_connection.all, options_.games_per_connection, "running games per connection",
            kFinishOne);
  check_cap(by_address.all, options_.games_per_address, "running games per address", kFinishOne);
  if (computer_only) {
    check_cap(by_connection.computer_only, options_.computer_games_per_connection,
              "running games without a human seat per connection", kUseTheCli);
    check_cap(by_address.computer_only, options_.computer_games_per_address,
              "running games without a human seat per address", kUseTheCli);
  }
  const double per_second = options_.games_per_minute / 60;
  if (!creations_[address].take(per_second, options_.games_per_minute, now))
    throw ProtocolError("quota", fmt::format("game quota reached: new games a minute per "
                                             "address: at most {}; try again in a minute",
                                             options_.games_per_minute));
}

void CreationQuota::forget_refilled(std::chrono::steady_clock::time_point now) {
  const double per_second = options_.games_per_minute / 60;
  std::erase_if(creations_, [&](const auto& entry) {
    return entry.second.full(per_second, options_.games_per_minute, now);
  });
}

}  // namespace grognard::server
