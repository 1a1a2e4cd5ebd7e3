// Searches text for the seeds of games, written in decimal or in hexadecimal (either case): a
// seed tells every die to come, so no message to a player may carry it.
#pragma once

#include <cstdint>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <unordered_set>

namespace grognard::harness {

class SeedWatch {
 public:
  // The seeds watched must lie in [kLowest, kHighest]: 19 decimal and 16 hexadecimal digits
  // each, far too many to turn up in a message by chance.
  static constexpr uint64_t kLowest = uint64_t{1} << 60;
  static constexpr uint64_t kHighest = (uint64_t{1} << 63) - 1;

  // Throws std::invalid_argument for a seed outside [kLowest, kHighest].
  void watch(uint64_t seed);
  // How many times a watched seed occurs in `text`, inside longer runs of digits too.
  int count_in(std::string_view text) const;

 private:
  mutable std::shared_mutex mutex_;
  std::unordered_set<std::string> decimal_;  // 19 digits
  std::unordered_set<std::string> hex_;      // 16 lowercase digits
};

}  // namespace grognard::harness
