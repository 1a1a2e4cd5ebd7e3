// An area (province) map: named areas and the borders between them, each border a land
// frontier, a sea crossing or a strait. It answers what a hex board answers: neighbours,
// distance (borders crossed) and, with the reachable-set search, paths and their costs.
// Who owns or holds an area is the ruleset's business.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grognard {

// Dense index of an area on one board. Only a board gives it meaning.
struct AreaId {
  uint16_t value = 0;
  constexpr auto operator<=>(const AreaId&) const = default;
};

enum class Border : uint8_t { kLand, kSea, kStrait };
std::string_view border_name(Border b);
std::optional<Border> parse_border(std::string_view name);

class AreaBoard {
 public:
  using Id = AreaId;
  using Edge = Border;

  // A new area; `key` is its stable id in data and saves ("east_prussia"), `name` its name
  // on the map. Throws std::invalid_argument for a key already used.
  AreaId add_area(std::string key, std::string name);
  // A border between two different areas, both ways. Throws std::invalid_argument for an
  // area bordering itself or a border given twice.
  void add_border(AreaId a, AreaId b, Border kind);

  int size() const { return static_cast<int>(areas_.size()); }
  std::optional<AreaId> find(std::string_view key) const;
  const std::string& key(AreaId a) const { return areas_[a.value].key; }
  const std::string& name(AreaId a) const { return areas_[a.value].name; }

  // Calls f(neighbour, border) for each neighbour, in the order the borders were added.
  template <class F>
  void for_each_neighbour(AreaId a, F&& f) const {
    for (const Link& l : areas_[a.value].links) f(l.to, l.kind);
  }
  // The border between a and b, if they are neighbours.
  std::optional<Border> border(AreaId a, AreaId b) const;
  bool adjacent(AreaId a, AreaId b) const { return border(a, b).has_value(); }
  // Fewest borders crossed from a to b; nullopt when no chain of borders joins them.
  std::optional<int> distance(AreaId a, AreaId b) const;

 private:
  struct Link {
    AreaId to;
    Border kind;
  };
  struct Area {
    std::string key, name;
    std::vector<Link> links;
  };
  void shorten_through(AreaId a, AreaId b);  // distances_ after adding the border a-b

  std::vector<Area> areas_;
  // Beyond any real distance: a board has fewer areas (add_area refuses more), so no
  // shortest path is this long.
  static constexpr int16_t kUnjoined = 0x3fff;
  std::vector<int16_t> distances_;  // size() x size(); kUnjoined where unconnected
};

}  // namespace grognard
