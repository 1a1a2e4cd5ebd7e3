#include "core/hex.h"

#include <fmt/format.h>

namespace grognard {

namespace {
constexpr std::array<std::string_view, kDirections> kFlatNames = {"N", "NE", "SE", "S", "SW", "NW"};
constexpr std::array<std::string_view, kDirections> kPointyNames = {"NW", "NE", "E",
                                                                    "SE", "SW", "W"};
}  // namespace

std::string_view direction_name(Direction d, HexOrientation o) {
  return (o == HexOrientation::kPointyTop ? kPointyNames : kFlatNames)[static_cast<int>(d)];
}

std::optional<Direction> parse_direction(std::string_view name, HexOrientation o) {
  for (Direction d : kAllDirections)
    if (direction_name(d, o) == name) return d;
  return std::nullopt;
}

std::string direction_names(HexOrientation o) {
  std::string out;
  for (Direction d : kAllDirections) {
    if (!out.empty()) out += d == Direction::NW ? " or " : ", ";
    out += direction_name(d, o);
  }
  return out;
}

std::string format_label(HexLabel label) {
  // Digit by digit on a board's labels (1..99): every view and legal list writes hundreds.
  if (label.column >= 0 && label.column <= 99 && label.row >= 0 && label.row <= 99) {
    const char text[4] = {
        static_cast<char>('0' + label.column / 10), static_cast<char>('0' + label.column % 10),
        static_cast<char>('0' + label.row / 10), static_cast<char>('0' + label.row % 10)};
    return std::string(text, 4);
  }
  return fmt::format("{:02d}{:02d}", label.column, label.row);
}

std::optional<HexLabel> parse_label(std::string_view text) {
  if (text.size() != 4) return std::nullopt;
  for (char c : text)
    if (c < '0' || c > '9') return std::nullopt;
  return HexLabel{(text[0] - '0') * 10 + (text[1] - '0'), (text[2] - '0') * 10 + (text[3] - '0')};
}

// Zero-based column (row) c is label number c + 1, so shifted label-odd columns (rows) are
// shifted zero-based even ones. Flat-top, odd low: the "even-q" offset layout (even columns
// shoved down). Pointy-top, odd left: "odd-r" (odd rows shoved right). `lead` is +1 when
// zero-based even lines are the shifted ones, -1 when odd ones are.
Hex to_hex(HexLabel label, HexLayout layout) {
  const int col = label.column - 1, row = label.row - 1, lead = layout.odd_shifted ? 1 : -1;
  if (layout.orientation == HexOrientation::kPointyTop)
    return Hex{col - (row - lead * (row & 1)) / 2, row};
  return Hex{col, row - (col + lead * (col & 1)) / 2};
}

HexLabel to_label(Hex hex, HexLayout layout) {
  const int lead = layout.odd_shifted ? 1 : -1;
  if (layout.orientation == HexOrientation::kPointyTop) {
    const int row = hex.r, col = hex.q + (row - lead * (row & 1)) / 2;
    return HexLabel{col + 1, row + 1};
  }
  const int col = hex.q, row = hex.r + (col + lead * (col & 1)) / 2;
  return HexLabel{col + 1, row + 1};
}

}  // namespace grognard
