// Hex coordinates: axial (q, r) inside the engine, printed CCRR labels at the edges.
// Flat-topped hexes; cube invariant q + r + s = 0 (see Red Blob Games, "Hexagonal Grids").
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace grognard {

// The six hexside directions of a flat-topped hex, clockwise from north.
enum class Direction : uint8_t { N, NE, SE, S, SW, NW };
inline constexpr int kDirections = 6;
inline constexpr std::array<Direction, kDirections> kAllDirections = {
    Direction::N, Direction::NE, Direction::SE, Direction::S, Direction::SW, Direction::NW};

constexpr Direction opposite(Direction d) {
  return static_cast<Direction>((static_cast<int>(d) + 3) % kDirections);
}
std::string_view direction_name(Direction d);
std::optional<Direction> parse_direction(std::string_view name);

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

// The one pair of conversions between printed labels and axial positions. On the maps we
// print, odd-numbered columns (01, 03, ...) sit half a hex lower than even ones.
Hex to_hex(HexLabel label);
HexLabel to_label(Hex hex);

}  // namespace grognard
