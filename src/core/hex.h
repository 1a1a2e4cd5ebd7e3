// Hex coordinates: axial (q, r) inside the engine, printed CCRR labels at the edges.
// Cube invariant q + r + s = 0 (see Red Blob Games, "Hexagonal Grids"). Axial steps,
// distance and lines are the same for flat-topped and pointy-topped hexes; only the labels'
// offset rule and the hexsides' names depend on the orientation (HexLayout).
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace grognard {

// The six axial steps, clockwise, named as the hexsides of a flat-topped hex. A pointy-topped
// hex has the same six steps turned 30 degrees anticlockwise, so it names them NW, NE, E,
// SE, SW, W (direction_name with HexOrientation::kPointyTop).
enum class Direction : uint8_t { N, NE, SE, S, SW, NW };
inline constexpr int kDirections = 6;
inline constexpr std::array<Direction, kDirections> kAllDirections = {
    Direction::N, Direction::NE, Direction::SE, Direction::S, Direction::SW, Direction::NW};

constexpr Direction opposite(Direction d) {
  return static_cast<Direction>((static_cast<int>(d) + 3) % kDirections);
}
enum class HexOrientation : uint8_t { kFlatTop, kPointyTop };

// How labels sit on the page. Flat-top: columns of the shifted parity sit half a hex lower.
// Pointy-top: rows of the shifted parity sit half a hex to the left.
struct HexLayout {
  HexOrientation orientation = HexOrientation::kFlatTop;
  bool odd_shifted = true;  // label numbers 01, 03, ... (else 02, 04, ...)
  constexpr auto operator<=>(const HexLayout&) const = default;
};

std::string_view direction_name(Direction d, HexOrientation o = HexOrientation::kFlatTop);
std::optional<Direction> parse_direction(std::string_view name,
                                         HexOrientation o = HexOrientation::kFlatTop);
// "N, NE, SE, S, SW or NW" (or the pointy-top names), for error messages.
std::string direction_names(HexOrientation o);

// A position on a hex grid in axial coordinates. Not a label, not an index.
struct Hex {
  int q = 0;
  int r = 0;
  constexpr int s() const { return -q - r; }
  constexpr auto operator<=>(const Hex&) const = default;
};

constexpr Hex step(Hex h, Direction d) {
  constexpr std::array<std::array<int, 2>, kDirections> kDelta = {
      {{0, -1}, {+1, -1}, {+1, 0}, {0, +1}, {-1, +1}, {-1, 0}}};
  const auto& delta = kDelta[static_cast<int>(d)];
  return Hex{h.q + delta[0], h.r + delta[1]};
}

constexpr int distance(Hex a, Hex b) {
  const int dq = a.q - b.q, dr = a.r - b.r, ds = a.s() - b.s();
  return (std::abs(dq) + std::abs(dr) + std::abs(ds)) / 2;
}

// The printed four-digit CCRR label: column 01.. west to east, row 01.. north to south.
struct HexLabel {
  int column = 0;
  int row = 0;
  constexpr auto operator<=>(const HexLabel&) const = default;
};

std::string format_label(HexLabel label);
// Parses "CCRR" (exactly four digits); nullopt for anything else.
std::optional<HexLabel> parse_label(std::string_view text);

// The one pair of conversions between printed labels and axial positions. The default
// layout is flat-topped with odd-numbered columns (01, 03, ...) half a hex lower.
Hex to_hex(HexLabel label, HexLayout layout = {});
HexLabel to_label(Hex hex, HexLayout layout = {});

}  // namespace grognard
