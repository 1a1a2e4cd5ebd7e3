#include "seed_watch.h"

#include <cctype>
#include <cstdio>
#include <stdexcept>

namespace grognard::harness {

namespace {

constexpr size_t kDecimalDigits = 19;
constexpr size_t kHexDigits = 16;

// Every window of `width` characters of each run of characters that `in_run` accepts,
// lowercased, that is in `set`.
template <class InRun>
int count_windows(std::string_view text, size_t width, InRun in_run,
                  const std::unordered_set<std::string>& set) {
  int found = 0;
  size_t i = 0;
  while (i < text.size()) {
    if (!in_run(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    size_t end = i;
    std::string run;
    while (end < text.size() && in_run(static_cast<unsigned char>(text[end])))
      run += static_cast<char>(std::tolower(static_cast<unsigned char>(text[end++])));
    for (size_t start = 0; start + width <= run.size(); ++start)
      found += static_cast<int>(set.count(run.substr(start, width)));
    i = end;
  }
  return found;
}

}  // namespace

void SeedWatch::watch(uint64_t seed) {
  if (seed < kLowest || seed > kHighest)
    throw std::invalid_argument("a watched seed must lie in [2^60, 2^63), not " +
                                std::to_string(seed));
  char hex[kHexDigits + 1];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(seed));
  std::unique_lock lock(mutex_);
  decimal_.insert(std::to_string(seed));
  hex_.insert(hex);
}

int SeedWatch::count_in(std::string_view text) const {
  std::shared_lock lock(mutex_);
  return count_windows(
             text, kDecimalDigits, [](int c) { return std::isdigit(c) != 0; }, decimal_) +
         count_windows(
             text, kHexDigits, [](int c) { return std::isxdigit(c) != 0; }, hex_);
}

}  // namespace grognard::harness
