#include "core/hex.h"

#include <fmt/format.h>

namespace grognard {

namespace {
constexpr std::array<std::string_view, kDirections> kDirectionNames = {"N", "NE", "SE",
                                                                       "S", "SW", "NW"};
}

std::string_view direction_name(Direction d) { return kDirectionNames[static_cast<int>(d)]; }

std::optional<Direction> parse_direction(std::string_view name) {
  for (Direction d : kAllDirections)
    if (direction_name(d) == name) return d;
  return std::nullopt;
}

std::string format_label(HexLabel label) {
  return fmt::format("{:02d}{:02d}", label.column, label.row);
}

std::optional<HexLabel> parse_label(std::string_view text) {
  if (text.size() != 4) return std::nullopt;
  for (char c : text)
    if (c < '0' || c > '9') return std::nullopt;
  return HexLabel{(text[0] - '0') * 10 + (text[1] - '0'), (text[2] - '0') * 10 + (text[3] - '0')};
}

// Zero-based column c is label column c + 1, so label-odd columns are zero-based even ones:
// the "even-q" offset layout, where even columns are shoved down.
Hex to_hex(HexLabel label) {
  const int col = label.column - 1, row = label.row - 1;
  return Hex{col, row - (col + (col & 1)) / 2};
}

HexLabel to_label(Hex hex) {
  const int col = hex.q, row = hex.r + (hex.q + (hex.q & 1)) / 2;
  return HexLabel{col + 1, row + 1};
}

}  // namespace grognard
