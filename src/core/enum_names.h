// Enums written by name in data, saves and actions: a table of names in enum order, and the
// lookup from a name back to its value that every ruleset needs.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace grognard {

template <class E, size_t N>
constexpr std::optional<E> parse_enum(const std::array<std::string_view, N>& names,
                                      std::string_view s) {
  for (size_t i = 0; i < N; ++i)
    if (names[i] == s) return static_cast<E>(i);
  return std::nullopt;
}

}  // namespace grognard
