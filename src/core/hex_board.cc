#include "core/hex_board.h"

#include <cmath>
#include <stdexcept>

namespace grognard {

std::optional<HexsideFeature> parse_hexside_feature(std::string_view name) {
  if (name == "road") return HexsideFeature::kRoad;
  if (name == "river") return HexsideFeature::kRiver;
  if (name == "bridge") return HexsideFeature::kBridge;
  if (name == "ford") return HexsideFeature::kFord;
  return std::nullopt;
}

HexBoard::HexBoard(int columns, int rows, std::string default_terrain, HexLayout layout)
    : columns_(columns), rows_(rows), layout_(layout) {
  if (columns < 1 || rows < 1 || columns > 99 || rows > 99)
    throw std::invalid_argument("a hex board needs 1 to 99 columns and rows");
  terrain_names_.push_back(std::move(default_terrain));
  hexes_.resize(size());
  terrain_.assign(size(), TerrainId{0});
  hexsides_.assign(size() * kDirections, 0);
  for (int c = 1; c <= columns; ++c)
    for (int r = 1; r <= rows; ++r)
      hexes_[(c - 1) * rows + (r - 1)] = to_hex(HexLabel{c, r}, layout);
  neighbours_.assign(size() * kDirections, kOffMap);
  for (int i = 0; i < size(); ++i)
    for (Direction d : kAllDirections)
      if (auto n = find(step(hexes_[i], d)))
        neighbours_[i * kDirections + static_cast<int>(d)] = n->value;
}

std::optional<HexId> HexBoard::find(HexLabel label) const {
  if (label.column < 1 || label.column > columns_ || label.row < 1 || label.row > rows_)
    return std::nullopt;
  return HexId{static_cast<uint16_t>((label.column - 1) * rows_ + (label.row - 1))};
}

std::optional<HexId> HexBoard::find(Hex hex) const { return find(to_label(hex, layout_)); }

std::optional<HexId> HexBoard::find(std::string_view label) const {
  auto parsed = parse_label(label);
  if (!parsed) return std::nullopt;
  return find(*parsed);
}

bool HexBoard::on_edge(HexId id) const {
  for (Direction d : kAllDirections)
    if (!neighbour(id, d)) return true;
  return false;
}

std::optional<Direction> HexBoard::direction_to(HexId from, HexId to) const {
  for (Direction d : kAllDirections)
    if (neighbour(from, d) == to) return d;
  return std::nullopt;
}

std::optional<TerrainId> HexBoard::find_terrain(std::string_view name) const {
  for (size_t i = 0; i < terrain_names_.size(); ++i)
    if (terrain_names_[i] == name) return TerrainId{static_cast<uint8_t>(i)};
  return std::nullopt;
}

TerrainId HexBoard::add_terrain(std::string name) {
  if (auto t = find_terrain(name)) return *t;
  if (terrain_names_.size() > UINT8_MAX) throw std::length_error("too many terrain types");
  terrain_names_.push_back(std::move(name));
  return TerrainId{static_cast<uint8_t>(terrain_names_.size() - 1)};
}

void HexBoard::add_feature(HexId id, Direction d, HexsideFeature f) {
  hexsides_[id.value * kDirections + static_cast<int>(d)] |= static_cast<uint8_t>(f);
  if (auto n = neighbour(id, d))
    hexsides_[n->value * kDirections + static_cast<int>(opposite(d))] |= static_cast<uint8_t>(f);
}

void HexBoard::remove_feature(HexId id, Direction d, HexsideFeature f) {
  const auto keep = static_cast<uint8_t>(~static_cast<uint8_t>(f));
  hexsides_[id.value * kDirections + static_cast<int>(d)] &= keep;
  if (auto n = neighbour(id, d))
    hexsides_[n->value * kDirections + static_cast<int>(opposite(d))] &= keep;
}

std::vector<HexId> HexBoard::line_between(HexId a, HexId b, int side) const {
  // Cube linear interpolation with a tiny nudge, rounded to the nearest hex.
  const Hex ha = hex(a), hb = hex(b);
  const int n = grognard::distance(ha, hb);
  const double eps = 1e-6 * side;
  std::vector<HexId> out;
  for (int i = 1; i < n; ++i) {
    const double t = static_cast<double>(i) / n;
    const double q = ha.q + (hb.q - ha.q) * t + eps, r = ha.r + (hb.r - ha.r) * t + eps,
                 s = ha.s() + (hb.s() - ha.s()) * t - 2 * eps;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
      rq = -rr - rs;
    else if (dr > ds)
      rr = -rq - rs;
    if (auto id = find(Hex{static_cast<int>(rq), static_cast<int>(rr)})) out.push_back(*id);
  }
  return out;
}

bool HexBoard::clear_line(HexId a, HexId b, const std::function<bool(HexId)>& blocked) const {
  for (int side : {+1, -1}) {
    bool clear = true;
    for (HexId h : line_between(a, b, side))
      if (blocked(h)) {
        clear = false;
        break;
      }
    if (clear) return true;
  }
  return false;
}

}  // namespace grognard
