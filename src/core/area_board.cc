#include "core/area_board.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <utility>

#include "core/enum_names.h"

namespace grognard {
namespace {
constexpr std::array<std::string_view, 3> kBorderNames = {"land", "sea", "strait"};
}

std::string_view border_name(Border b) { return kBorderNames[static_cast<int>(b)]; }

std::optional<Border> parse_border(std::string_view name) {
  return parse_enum<Border>(kBorderNames, name);
}

AreaId AreaBoard::add_area(std::string key, std::string name) {
  if (find(key)) throw std::invalid_argument("area '" + key + "' is defined twice");
  if (areas_.size() >= kUnjoined)
    throw std::invalid_argument("too many areas (at most " + std::to_string(kUnjoined) + ")");
  // The new area is joined to nothing yet: kUnjoined to and from every other, 0 to itself.
  const size_t n = areas_.size();
  std::vector<int16_t> grown((n + 1) * (n + 1), kUnjoined);
  for (size_t i = 0; i < n; ++i) std::copy_n(&distances_[i * n], n, &grown[i * (n + 1)]);
  grown[n * (n + 1) + n] = 0;
  distances_ = std::move(grown);
  areas_.push_back(Area{std::move(key), std::move(name), {}});
  return AreaId{static_cast<uint16_t>(n)};
}

void AreaBoard::add_border(AreaId a, AreaId b, Border kind) {
  if (a == b) throw std::invalid_argument("area '" + key(a) + "' cannot border itself");
  if (adjacent(a, b))
    throw std::invalid_argument("the border " + key(a) + "-" + key(b) + " is given twice");
  areas_[a.value].links.push_back({b, kind});
  areas_[b.value].links.push_back({a, kind});
  shorten_through(a, b);
}

std::optional<AreaId> AreaBoard::find(std::string_view key) const {
  for (size_t i = 0; i < areas_.size(); ++i)
    if (areas_[i].key == key) return AreaId{static_cast<uint16_t>(i)};
  return std::nullopt;
}

std::optional<Border> AreaBoard::border(AreaId a, AreaId b) const {
  for (const Link& l : areas_[a.value].links)
    if (l.to == b) return l.kind;
  return std::nullopt;
}

// A new border a-b can only shorten paths, and a shortest path crosses it at most once:
// i..a-b..j or i..b-a..j. O(size²) per border, so rules and computer players read
// distances from a table instead of searching. Updated in place: a value read after this pass
// shortened it is still the length of a real walk and no longer than before, so every result
// is both reachable and no longer than the one from the old table. kUnjoined is large enough
// to lose every comparison and small enough that two of them and a border still fit in
// int16_t, so the inner loop is a plain minimum the compiler vectorises.
void AreaBoard::shorten_through(AreaId a, AreaId b) {
  const size_t n = areas_.size();
  const int16_t* from_a = &distances_[a.value * n];
  const int16_t* from_b = &distances_[b.value * n];
  for (size_t i = 0; i < n; ++i) {
    int16_t* row = &distances_[i * n];
    const int16_t to_a = row[a.value], to_b = row[b.value];
    if (to_a == kUnjoined && to_b == kUnjoined) continue;
    for (size_t j = 0; j < n; ++j)
      row[j] = std::min({row[j], static_cast<int16_t>(to_a + 1 + from_b[j]),
                         static_cast<int16_t>(to_b + 1 + from_a[j])});
  }
}

std::optional<int> AreaBoard::distance(AreaId a, AreaId b) const {
  const int d = distances_[a.value * areas_.size() + b.value];
  if (d >= kUnjoined) return std::nullopt;
  return d;
}

}  // namespace grognard
