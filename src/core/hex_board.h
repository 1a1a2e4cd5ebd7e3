// A rectangular hex map: terrain per hex, features per hexside, neighbours, distance and
// line of sight. Hexes are addressed by a dense HexId for fast tables; Hex and HexLabel
// convert to and from it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/hex.h"

namespace grognard {

// Dense index of a hex on one board. Only a board gives it meaning.
struct HexId {
  uint16_t value = 0;
  constexpr auto operator<=>(const HexId&) const = default;
};

// Index into a board's terrain-name table; what a terrain does is the ruleset's business.
struct TerrainId {
  uint8_t value = 0;
  constexpr auto operator<=>(const TerrainId&) const = default;
};

// Features that sit on the edge between two hexes.
enum class HexsideFeature : uint8_t { kRoad = 1, kRiver = 2, kBridge = 4, kFord = 8 };
std::optional<HexsideFeature> parse_hexside_feature(std::string_view name);

class HexBoard {
 public:
  using Id = HexId;
  using Edge = Direction;  // what lies between two neighbours: the hexside's direction

  // An empty board of the given size, every hex of terrain `default_terrain`.
  HexBoard(int columns, int rows, std::string default_terrain, HexLayout layout = {});

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int size() const { return columns_ * rows_; }
  HexLayout layout() const { return layout_; }
  // A hexside's name as this board's orientation prints it (N.. on flat tops, E.. on pointy).
  std::string_view side_name(Direction d) const { return direction_name(d, layout_.orientation); }
  std::optional<Direction> parse_side(std::string_view name) const {
    return parse_direction(name, layout_.orientation);
  }

  std::optional<HexId> find(Hex hex) const;
  std::optional<HexId> find(HexLabel label) const;
  // Parses a CCRR label and checks it lies on this board.
  std::optional<HexId> find(std::string_view label) const;
  Hex hex(HexId id) const { return hexes_[id.value]; }
  HexLabel label(HexId id) const { return to_label(hex(id), layout_); }
  std::string label_text(HexId id) const { return format_label(label(id)); }

  // Neighbour across hexside `d`, or nullopt off the map edge.
  std::optional<HexId> neighbour(HexId id, Direction d) const {
    const uint16_t n = neighbours_[id.value * kDirections + static_cast<int>(d)];
    if (n == kOffMap) return std::nullopt;
    return HexId{n};
  }
  // Calls f(neighbour, direction) for each on-map neighbour.
  template <class F>
  void for_each_neighbour(HexId id, F&& f) const {
    const uint16_t* n = &neighbours_[id.value * kDirections];
    for (int d = 0; d < kDirections; ++d)
      if (n[d] != kOffMap) f(HexId{n[d]}, static_cast<Direction>(d));
  }
  bool on_edge(HexId id) const;
  int distance(HexId a, HexId b) const { return grognard::distance(hex(a), hex(b)); }
  std::optional<Direction> direction_to(HexId from, HexId to) const;

  TerrainId terrain(HexId id) const { return terrain_[id.value]; }
  std::string_view terrain_name(TerrainId t) const { return terrain_names_[t.value]; }
  std::optional<TerrainId> find_terrain(std::string_view name) const;
  TerrainId add_terrain(std::string name);  // returns the existing id if known
  void set_terrain(HexId id, TerrainId t) { terrain_[id.value] = t; }
  const std::vector<std::string>& terrain_names() const { return terrain_names_; }

  bool has_feature(HexId id, Direction d, HexsideFeature f) const {
    return (features(id, d) & static_cast<uint8_t>(f)) != 0;
  }
  // Every feature of the hexside at once, as HexsideFeature bits: for a search that asks several.
  uint8_t features(HexId id, Direction d) const {
    return hexsides_[id.value * kDirections + static_cast<int>(d)];
  }
  // Sets the feature on both faces of the hexside.
  void add_feature(HexId id, Direction d, HexsideFeature f);
  // Clears the feature from both faces of the hexside.
  void remove_feature(HexId id, Direction d, HexsideFeature f);

  // Line of sight: true when some straight line between the centres of a and b crosses no
  // blocked hex (the end hexes themselves never block). A line running exactly along a
  // hexside is tested on both sides, and either being clear is enough.
  bool clear_line(HexId a, HexId b, const std::function<bool(HexId)>& blocked) const;
  // Hexes strictly between a and b on the line nudged to one side (+1) or the other (-1).
  std::vector<HexId> line_between(HexId a, HexId b, int side) const;

 private:
  static constexpr uint16_t kOffMap = UINT16_MAX;
  int columns_, rows_;
  HexLayout layout_;
  std::vector<Hex> hexes_;
  std::vector<TerrainId> terrain_;
  std::vector<std::string> terrain_names_;
  std::vector<uint16_t> neighbours_;  // size() * 6
  std::vector<uint8_t> hexsides_;     // size() * 6, bitmask of HexsideFeature
};

}  // namespace grognard
