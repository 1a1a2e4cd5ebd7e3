// GROGNARD_PROPERTY_GAMES: set, it caps the games and actions the property, leak and stream
// tests play (the sanitized pass of scripts/test.sh sets it); unset, each test plays its own
// full count. One reading of it for every test.
#pragma once

#include <charconv>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace grognard::test {

// The cap, at least 1; nullopt when the variable is unset. A value that is not a number is an
// error, not a silent full or empty run.
inline std::optional<int> property_games_cap() {
  const char* env = std::getenv("GROGNARD_PROPERTY_GAMES");
  if (!env) return std::nullopt;
  const std::string_view text(env);
  int games = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), games);
  if (error != std::errc() || end != text.data() + text.size())
    throw std::invalid_argument("GROGNARD_PROPERTY_GAMES is not a whole number: '" +
                                std::string(text) + "'");
  return games < 1 ? 1 : games;
}

}  // namespace grognard::test
